import '@tarojs/taro';
import AreaCodePage from '@/features/account/screens/area-code';
import AgreementPage from '@/features/account/screens/agreement';
import { setLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  deferred,
  fail,
  fill,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  tap,
  waitFor,
  type Envelope,
} from '../support/harness';
import {
  getAllByRole,
  getAllByText,
  getByPlaceholderText,
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  queryByText,
  textOf,
} from '../support/queries';

/** Each country of the list as read out: its name and its area code. */
const countries = () => queryAllByRole('option').map((option) => textOf(option));
const search = () => getByPlaceholderText(t('auth.searchArea'));
/** The footer of a list says it is busy while it loads. */
const busy = () => document.querySelector('[aria-busy="true"]');
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

    expect(countries()).toEqual(['中國澳門+853', '中國香港+852', '葡萄牙+351']);
    expect(textOf(getByRole('option', { selected: true }))).toBe('中國澳門+853');

    await fill(search(), '351');
    expect(countries()).toEqual(['葡萄牙+351']);
    await fill(search(), 'hong');
    expect(countries()).toEqual(['中國香港+852']);

    await tap(getByRole('option', { name: '中國香港+852' }));
    expect(stores.ui.areaCode).toBe('+852');
    expect(mocks.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('says so when nothing matches, and offers a retry when the list cannot load', async () => {
    let answer: Envelope = fail(500, 'boom');
    const mocks = mockTaro({ 'GET /country/data/countryList': () => answer });
    await mount(AreaCodePage);
    expect(textOf(getByRole('alert'))).toContain(t('common.loadError'));

    answer = ok(COUNTRIES);
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(getAllByRole('option')).toHaveLength(3);
    expect(mocks.calls('GET /country/data/countryList')).toHaveLength(2);

    await fill(search(), 'zzz');
    expect(getByText(t('auth.noArea'))).toBeTruthy();
    expect(queryAllByRole('option')).toHaveLength(0);
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

    expect(busy()).not.toBeNull();
    expect(queryByText('How we handle your data')).toBeNull();
    expect(mocks.calls('GET /pageInfo/2')).toHaveLength(1);

    pending.resolve(ok(PRIVACY));
    await settle();
    await waitFor(() => queryByText('How we handle your data'));
    // The navigation bar and the heading of the text both say the title.
    expect(getAllByText('Privacy policy')).toHaveLength(2);
    expect(busy()).toBeNull();
    expect(getByText('How we handle your data').tagName.toLowerCase()).toBe('p');
  });

  test('opens the user agreement by default and retries after an error', async () => {
    setRoute('/pages/login/Agreement/Agreement');
    let answer: Envelope = fail(500, 'boom');
    const mocks = mockTaro({ 'GET /pageInfo/1': () => answer });
    await mount(AgreementPage);
    expect(textOf(getByRole('alert'))).toContain(t('common.loadError'));
    expect(getByText(t('page.agreement'))).toBeTruthy();

    answer = ok({ ...PRIVACY, id: 1, titleZht: '用戶協議', contentZht: '<p>條款</p>' });
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(queryByRole('alert')).toBeNull();
    expect(getAllByText('用戶協議')).toHaveLength(2);
    // The rich text draws its content a frame after the page.
    await waitFor(() => queryByText('條款'));
    expect(mocks.calls('GET /pageInfo/1')).toHaveLength(2);
  });
});
