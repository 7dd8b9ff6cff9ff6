import '@tarojs/taro';
import AreaCodePage from '@/features/account/screens/area-code';
import AgreementPage from '@/features/account/screens/agreement';
import { setLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  $,
  $all,
  deferred,
  fail,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  tap,
  textOf,
  type,
  waitFor,
  type Envelope,
} from '../support/harness';
import { COUNTRIES } from '../support/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
afterEach(() => setLocale('zh-Hant'));

describe('area code page', () => {
  beforeEach(() => setRoute('/pages/login/code'));

  test('lists the countries, filters by name or code, and hands the choice back', async () => {
    // Opened from a form: there is a page to go back to.
    const mocks = mockTaro({ 'GET /country/data/countryList': ok(COUNTRIES) }, { pages: 2 });
    const stores = new RootStore();
    await mount(AreaCodePage, stores);

    expect($all('.area-code__name').map((el) => el.textContent)).toEqual([
      '中國澳門',
      '中國香港',
      '葡萄牙',
    ]);
    expect($('.area-code__item--selected .area-code__code').textContent).toBe('+853');

    await type('.area-code__search', '351');
    expect($all('.area-code__name').map((el) => el.textContent)).toEqual(['葡萄牙']);
    await type('.area-code__search', 'hong');
    expect($all('.area-code__name').map((el) => el.textContent)).toEqual(['中國香港']);

    await tap('.area-code__item');
    expect(stores.ui.areaCode).toBe('+852');
    expect(mocks.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('says so when nothing matches, and offers a retry when the list cannot load', async () => {
    let answer: Envelope = fail(500, 'boom');
    const mocks = mockTaro({ 'GET /country/data/countryList': () => answer });
    await mount(AreaCodePage);
    expect(textOf('.list-state--error')).toContain(t('common.loadError'));

    answer = ok(COUNTRIES);
    await tap('.list-state__action');
    expect($all('.area-code__item')).toHaveLength(3);
    expect(mocks.calls('GET /country/data/countryList')).toHaveLength(2);

    await type('.area-code__search', 'zzz');
    expect(textOf('.list-state--empty')).toBe(t('auth.noArea'));
  });
});

const PRIVACY = {
  id: 2,
  titleZht: '隱私政策',
  titleZhs: '隐私政策',
  titlePt: 'Política de privacidade',
  titleEn: 'Privacy policy',
  contentZht: '<p>我們如何處理你的資料</p>',
  contentZhs: '<p>我们如何处理你的资料</p>',
  contentPt: '<p>Como tratamos os seus dados</p>',
  contentEn: '<p>How we handle your data</p>',
};

describe('agreement page', () => {
  test('shows loading, then the privacy policy in the current language', async () => {
    setRoute('/pages/login/Agreement/Agreement', { type: 'privacy' });
    setLocale('en');
    const pending = deferred<Envelope>();
    const mocks = mockTaro({ 'GET /pageInfo/2': pending.promise });
    await mount(AgreementPage);

    expect(document.querySelector('.list-state--loading')).not.toBeNull();
    expect(document.querySelector('.agreement')).toBeNull();
    expect(mocks.calls('GET /pageInfo/2')).toHaveLength(1);

    pending.resolve(ok(PRIVACY));
    await settle();
    await waitFor('.agreement');
    expect(textOf('.agreement__title')).toBe('Privacy policy');
    expect(textOf('.nav-bar__title')).toBe('Privacy policy');
    expect(document.querySelector('.list-state--loading')).toBeNull();
    expect(document.querySelector('.rich-content')).not.toBeNull();
  });

  test('opens the user agreement by default and retries after an error', async () => {
    setRoute('/pages/login/Agreement/Agreement');
    let answer: Envelope = fail(500, 'boom');
    const mocks = mockTaro({ 'GET /pageInfo/1': () => answer });
    await mount(AgreementPage);
    expect(textOf('.list-state--error')).toContain(t('common.loadError'));
    expect(textOf('.nav-bar__title')).toBe(t('page.agreement'));

    answer = ok({ ...PRIVACY, id: 1, titleZht: '用戶協議', contentZht: '<p>條款</p>' });
    await tap('.list-state__action');
    expect(textOf('.agreement__title')).toBe('用戶協議');
    expect(mocks.calls('GET /pageInfo/1')).toHaveLength(2);
  });
});
