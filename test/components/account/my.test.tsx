import '@tarojs/taro';
import MyPage from '@/features/account/screens/my-tab';
import MyInfoPage from '@/features/account/screens/my-info';
import { t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  demoUser,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  urlsOf,
} from '../support/harness';
import {
  getAllByRole,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  textOf,
  valueBeside,
  within,
} from '../support/queries';

/** A figure of the account card (points, badges): the link that shows it over its label. */
function stat(label: string): string {
  const link = getAllByRole('link').find((each) => within(each).queryByText(label));
  if (!link) throw new Error(`no figure for ${label}`);
  return textOf(link).replace(label, '');
}
const entry = (route: string) => getByRole('link', { name: t(`page.${route}` as 'page.points') });
import { COUNTRIES } from '../support/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

const BADGES = [
  { id: 1, typeId: 1, icon: '', earned: true, nameZht: '初訪' },
  { id: 2, typeId: 1, icon: '', earned: true, nameZht: '投票' },
  { id: 3, typeId: 1, icon: '', earned: false, nameZht: '收藏' },
];

describe('my tab', () => {
  beforeEach(() => setRoute('/pages/my/index'));

  test('a guest sees the register-or-log-in card instead of account data', async () => {
    const mocks = mockTaro();
    await mount(MyPage);

    expect(getByText(t('message.loginFirst'))).toBeTruthy();
    expect(getByText(t('my.guestTitle'))).toBeTruthy();
    expect(queryByText(demoUser.name)).toBeNull();
    expect(queryByText(t('my.points'))).toBeNull();

    await tap(getByRole('button', { name: t('page.login') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login']);
    await tap(getByRole('button', { name: t('page.register') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login', '/pages/login/register']);
  });

  test('an entry that needs an account sends a guest to login, coming back to it after', async () => {
    const mocks = mockTaro();
    await mount(MyPage);
    await tap(entry('points'));
    await tap(entry('address'));

    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fpoints%2Fpoints',
      '/pages/login/login?redirect=%2Fpages%2Fadress%2Fadress',
    ]);
  });

  test('an entry open to everyone opens directly for a guest', async () => {
    const mocks = mockTaro();
    await mount(MyPage);
    await tap(entry('setting'));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages-my/setting']);
  });

  test('a logged-in visitor sees name, masked phone, points and badges', async () => {
    storeSession();
    mockTaro();
    await mount(MyPage);

    expect(queryByText(t('message.loginFirst'))).toBeNull();
    expect(queryByRole('button', { name: t('page.login') })).toBeNull();
    expect(getByText('陳大文')).toBeTruthy();
    expect(getByText('+853 612***67')).toBeTruthy();
    expect(stat(t('my.points'))).toBe('1200');
    expect(stat(t('my.badges'))).toBe('4');
  });

  test('on show it reads the balance and badges again', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /cus/user/info': ok({ ...demoUser, points: 1350 }),
      'GET /grow/badge/list': ok(BADGES),
    });
    const stores = new RootStore();
    await mount(MyPage, stores);
    await fireLifecycle('componentDidShow');

    expect(mocks.calls('GET /cus/user/info')).toHaveLength(1);
    expect(stat(t('my.points'))).toBe('1350');
    expect(stat(t('my.badges'))).toBe('2');
    expect(stores.session.user?.points).toBe(1350);
  });

  test('pull-down refresh reloads and then stops the indicator', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /cus/user/info': ok({ ...demoUser, points: 990 }),
      'GET /grow/badge/list': ok(BADGES),
    });
    await mount(MyPage);
    await fireLifecycle('onPullDownRefresh');

    expect(stat(t('my.points'))).toBe('990');
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();
  });

  test('a logged-in visitor goes straight to an entry', async () => {
    storeSession();
    const mocks = mockTaro();
    await mount(MyPage);
    await tap(entry('record'));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/record/record']);
  });
});

describe('personal information', () => {
  beforeEach(() => setRoute('/pages/my/my'));

  test('a guest is sent to login, with a way back here', async () => {
    const mocks = mockTaro();
    await mount(MyInfoPage);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login?redirect=%2Fpages%2Fmy%2Fmy']);
  });

  test('shows the account fields with dictionary labels, and edits through Security/edit', async () => {
    storeSession();
    const dicts: Record<string, unknown> = {
      appellation_type: [{ dictValue: 'mr', dictLabel: '先生', labelZht: '先生' }],
      member_type: [{ dictValue: 'individual', dictLabel: '個人', labelZht: '個人' }],
      area: [{ dictValue: 'macau-peninsula', dictLabel: '澳門半島', labelZht: '澳門半島' }],
      time_zone: [{ dictValue: 'Asia/Macau', dictLabel: '澳門 (GMT+8)', labelZht: '澳門 (GMT+8)' }],
    };
    const mocks = mockTaro({
      'GET /dict/data/getByType': (request) => {
        const dictType = decodeURIComponent(/dictType=([^&]+)/.exec(request.url)?.[1] ?? '');
        return ok({ dictType, dataList: dicts[dictType] ?? [] });
      },
      'GET /country/data/countryList': ok(COUNTRIES),
    });
    await mount(MyInfoPage);

    expect(valueBeside(t('field.phone'))).toBe('+853 612***67');
    expect(valueBeside(t('field.username'))).toBe('demo');
    expect(valueBeside(t('field.title'))).toBe('先生');
    expect(valueBeside(t('field.gender'))).toBe(t('gender.male'));
    expect(valueBeside(t('field.region'))).toBe('澳門半島');
    expect(valueBeside(t('field.memberType'))).toBe('個人');
    expect(valueBeside(t('field.timeZone'))).toBe('澳門 (GMT+8)');
    expect(valueBeside(t('field.language'))).toBe('繁體中文');

    await tap(getByRole('button', { name: t('my.editInfo') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/Security/edit']);
    expect(mocks.redirectTo).not.toHaveBeenCalled();
  });

  test('a region chosen on the edit page (an ISO code) shows as the country name', async () => {
    storeSession({ ...demoUser, region: 'PT' });
    mockTaro({ 'GET /country/data/countryList': ok(COUNTRIES) });
    await mount(MyInfoPage);

    expect(valueBeside(t('field.region'))).toBe('葡萄牙');
  });
});
