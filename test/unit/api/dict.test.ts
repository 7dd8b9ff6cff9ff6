import * as dict from '@/features/dict/api';
import {
  answer,
  API_BASE,
  describeCalls,
  envelope,
  isolateEnv,
  mockTaro,
  resetApiState,
} from './harness';

describeCalls(
  'SPEC §7 Dictionaries and configuration',
  dict,
  [
    {
      name: 'getDictByType',
      call: () => dict.getDictByType('appellation_type'),
      method: 'GET',
      path: '/dict/data/getByType?dictType=appellation_type',
    },
    {
      name: 'getDictByKey',
      call: () => dict.getDictByKey('gender'),
      method: 'GET',
      path: '/dict/data/byKey/gender',
    },
    {
      name: 'getCountryList',
      call: () => dict.getCountryList(),
      method: 'GET',
      path: '/country/data/countryList',
    },
    {
      name: 'getCountryListSecond',
      call: () => dict.getCountryListSecond(),
      method: 'GET',
      path: '/country/data/listSecond',
    },
    {
      name: 'getCountryInfo',
      call: () => dict.getCountryInfo(),
      method: 'GET',
      path: '/sys/params/public/country_info',
    },
    {
      name: 'getPublicParam',
      call: () => dict.getPublicParam('share/title'),
      method: 'GET',
      path: '/sys/params/public/share%2Ftitle',
    },
    { name: 'getLanguages', call: () => dict.getLanguages(), method: 'GET', path: '/language' },
    {
      name: 'translateText',
      call: () => dict.translateText({ text: '你好', to: 'en' }),
      method: 'GET',
      path: '/language/translate/public/translate?text=%E4%BD%A0%E5%A5%BD&to=en',
    },
  ],
  ['withoutPlaceholders'],
);

describe('SPEC §3 dictionary items with dictValue -1 are filtered out', () => {
  isolateEnv();
  resetApiState();

  it.each([['getDictByType'], ['getDictByKey']] as const)(
    '%s drops the placeholders',
    async (name) => {
      process.env.TARO_APP_API_BASE = API_BASE;
      const mocks = mockTaro();
      answer(
        mocks,
        200,
        envelope({
          dictType: 'appellation_type',
          dataList: [
            { dictLabel: '請選擇', dictValue: '-1' },
            { dictLabel: '先生', dictValue: 'mr' },
            { dictLabel: '女士', dictValue: -1 },
            { dictLabel: '小姐', dictValue: 'miss' },
          ],
        }),
      );
      const result = await dict[name]('appellation_type');
      expect(result.dataList.map((item) => item.dictValue)).toEqual(['mr', 'miss']);
    },
  );
});
