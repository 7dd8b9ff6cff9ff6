import fc from 'fast-check';
import { initLocale, setLocale } from '@/shared/i18n';
import type { Country, DictData } from '@/features/dict';
import {
  dictItemLabel,
  dictLabel,
  dictOptions,
  isHiddenDictValue,
  regionLabel,
  regionValueOf,
  toTreeOptions,
  visibleDictItems,
  type Dict,
  type DictItem,
} from '@/features/dict/dict';

beforeEach(() => {
  initLocale();
});

const appellation: Dict = {
  dictType: 'appellation_type',
  dataList: [
    { dictValue: -1, dictLabel: 'placeholder' },
    { dictValue: 1, dictLabelZht: '先生', dictLabelEn: 'Mr' },
    { dictValue: '-1', dictLabel: 'placeholder too' },
    { dictValue: 2, dictLabelZht: '女士', dictLabelEn: 'Ms' },
    { dictValue: 0, dictLabel: 'zero stays' },
  ],
};

describe('dictionaries (SPEC §3: items whose dictValue is -1 are filtered out)', () => {
  test('drops -1 as a number and as a string, keeps the rest in order', () => {
    expect(visibleDictItems(appellation).map((item) => item.dictValue)).toEqual([1, 2, 0]);
  });

  test('accepts the bare list, a null list and no dictionary at all', () => {
    expect(visibleDictItems(appellation.dataList ?? [])).toHaveLength(3);
    expect(visibleDictItems({ dictType: 'x', dataList: null })).toEqual([]);
    expect(visibleDictItems(undefined)).toEqual([]);
    expect(visibleDictItems(null)).toEqual([]);
  });

  test.each<[unknown, boolean]>([
    [-1, true],
    ['-1', true],
    [' -1 ', true],
    [0, false],
    ['-10', false],
    ['1', false],
    [-1.5, false],
    [null, false],
  ])('isHiddenDictValue(%j) is %s', (value, hidden) => {
    expect(isHiddenDictValue(value)).toBe(hidden);
  });

  test('the filter removes exactly the -1 items', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('-1', '0', '1', 'a'));
    fc.assert(
      fc.property(fc.array(fc.record({ dictValue: value })), (items) => {
        const visible = visibleDictItems(items);
        expect(visible).toEqual(
          items.filter((item) => item.dictValue !== -1 && item.dictValue !== '-1'),
        );
      }),
    );
  });

  test('dictOptions labels the visible items in the current language', () => {
    setLocale('en');
    expect(dictOptions(appellation)).toEqual([
      { value: 1, text: 'Mr' },
      { value: 2, text: 'Ms' },
      { value: 0, text: 'zero stays' },
    ]);
    setLocale('pt');
    expect(dictOptions(appellation).map((option) => option.text)).toEqual([
      '先生',
      '女士',
      'zero stays',
    ]);
  });
});

describe('toTreeOptions (SPEC §3 tree option: value, text, children)', () => {
  interface Region {
    id: number;
    name: string;
    children?: Region[];
  }
  const regions: Region[] = [
    {
      id: 853,
      name: 'Macau',
      children: [
        { id: 1, name: 'Macau Peninsula' },
        { id: 2, name: 'Taipa', children: [] },
      ],
    },
    { id: 852, name: 'Hong Kong' },
  ];

  test('maps nested records and leaves leaves without children', () => {
    expect(
      toTreeOptions(regions, {
        value: (r) => r.id,
        text: (r) => r.name,
        children: (r) => r.children,
      }),
    ).toEqual([
      {
        value: 853,
        text: 'Macau',
        children: [
          { value: 1, text: 'Macau Peninsula' },
          { value: 2, text: 'Taipa' },
        ],
      },
      { value: 852, text: 'Hong Kong' },
    ]);
  });

  test('a missing list gives no options', () => {
    expect(
      toTreeOptions<DictItem>(undefined, { value: (i) => i.dictValue, text: () => '' }),
    ).toEqual([]);
  });
});

const areas: DictData = {
  dictType: 'area',
  dataList: [
    {
      dictValue: 'macau-peninsula',
      dictLabel: '澳門半島',
      labelZht: '澳門半島',
      labelEn: 'Peninsula',
    },
    { dictValue: 'taipa', dictLabel: 'Taipa' },
  ],
};

const countries: Country[] = [
  { id: 1, areaCode: '+853', iso: 'MO', nameZht: '中國澳門', nameEn: 'Macao, China' },
  { id: 9, areaCode: '+999', nameZht: '無代碼' },
];

describe('labels of stored codes', () => {
  test('a dictionary value reads in the current language, then its plain label, then as is', () => {
    expect(dictLabel('district', areas, 'macau-peninsula')).toBe('澳門半島');
    setLocale('en');
    expect(dictLabel('district', areas, 'macau-peninsula')).toBe('Peninsula');
    expect(dictLabel('district', areas, 'taipa')).toBe('Taipa');
    expect(dictLabel('district', areas, 'coloane')).toBe('coloane');
    expect(dictLabel('district', undefined, 'coloane')).toBe('coloane');
    expect(dictLabel('district', areas, '')).toBe('');
    expect(dictItemLabel({ dictValue: 'x', dictLabel: '' })).toBe('x');
  });

  test('a region is a country (by ISO code, or id without one), else an older area code', () => {
    expect(regionValueOf(countries[0])).toBe('MO');
    expect(regionValueOf(countries[1])).toBe('9');
    expect(regionLabel('MO', countries, areas)).toBe('中國澳門');
    expect(regionLabel('9', countries, areas)).toBe('無代碼');
    expect(regionLabel('macau-peninsula', countries, areas)).toBe('澳門半島');
    expect(regionLabel('XX', [], undefined)).toBe('XX');
    expect(regionLabel('', countries, areas)).toBe('');
  });
});
