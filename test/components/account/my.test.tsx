import '@tarojs/taro';
import MyPage from '@/features/account/screens/my-tab';
import MyInfoPage from '@/features/account/screens/my-info';
import { t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  $,
  demoUser,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  textOf,
  urlsOf,
} from '../support/harness';
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

    expect(textOf('.my__card--guest')).toContain(t('message.loginFirst'));
    expect(document.querySelector('.my__card--user')).toBeNull();
    expect(document.querySelector('.my__points')).toBeNull();

    await tap('.my__card--guest .submit-button--primary');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login']);
    await tap('.my__card--guest .submit-button--plain');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login', '/pages/login/register']);
  });

  test('an entry that needs an account sends a guest to login, coming back to it after', async () => {
    const mocks = mockTaro();
    await mount(MyPage);
    await tap('.my__row--points');
    await tap('.my__row--address');

    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fpoints%2Fpoints',
      '/pages/login/login?redirect=%2Fpages%2Fadress%2Fadress',
    ]);
  });

  test('an entry open to everyone opens directly for a guest', async () => {
    const mocks = mockTaro();
    await mount(MyPage);
    await tap('.my__row--setting');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages-my/setting']);
  });

  test('a logged-in visitor sees name, masked phone, points and badges', async () => {
    storeSession();
    mockTaro();
    await mount(MyPage);

    expect(document.querySelector('.my__card--guest')).toBeNull();
    expect(textOf('.my__name')).toBe('陳大文');
    expect(textOf('.my__phone')).toBe('+853 612***67');
    expect(textOf('.my__points')).toBe('1200');
    expect(textOf('.my__badges')).toBe('4');
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
    expect(textOf('.my__points')).toBe('1350');
    expect(textOf('.my__badges')).toBe('2');
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

    expect(textOf('.my__points')).toBe('990');
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();
  });

  test('a logged-in visitor goes straight to an entry', async () => {
    storeSession();
    const mocks = mockTaro();
    await mount(MyPage);
    await tap('.my__row--record');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/record/record']);
  });
});

describe('personal information', () => {
  beforeEach(() => setRoute('/pages/my/my'));

  test('a guest is sent to login, with a way back here', async () => {
    const mocks = mockTaro();
    await mount(MyInfoPage);
    expect(urlsOf(mocks.redirectTo)).toEqual(['/pages/login/login?redirect=%2Fpages%2Fmy%2Fmy']);
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

    expect(textOf('.info-row--phone .info-row__value')).toBe('+853 612***67');
    expect(textOf('.info-row--showName .info-row__value')).toBe('demo');
    expect(textOf('.info-row--appellation .info-row__value')).toBe('先生');
    expect(textOf('.info-row--gender .info-row__value')).toBe(t('gender.male'));
    expect(textOf('.info-row--region .info-row__value')).toBe('澳門半島');
    expect(textOf('.info-row--memberType .info-row__value')).toBe('個人');
    expect(textOf('.info-row--timeZone .info-row__value')).toBe('澳門 (GMT+8)');
    expect(textOf('.info-row--language .info-row__value')).toBe('繁體中文');

    await tap($('.submit-button--primary'));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/Security/edit']);
    expect(mocks.redirectTo).not.toHaveBeenCalled();
  });

  test('a region chosen on the edit page (an ISO code) shows as the country name', async () => {
    storeSession({ ...demoUser, region: 'PT' });
    mockTaro({ 'GET /country/data/countryList': ok(COUNTRIES) });
    await mount(MyInfoPage);

    expect(textOf('.info-row--region .info-row__value')).toBe('葡萄牙');
  });
});
