import '@tarojs/taro';
import Taro from '@tarojs/taro';
import LoginPage from '@/features/account/screens/login';
import {
  authorizeUrl,
  takeWechatCallback,
  wechatLoginAvailable,
} from '@/features/account/wechat.h5';
import { t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  loginResult,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  tap,
  urlsOf,
  waitFor,
} from '../support/harness';
import { getByRole, queryByRole, queryByText } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

const saved = { ...process.env };

pageSuite();
afterEach(() => {
  process.env = { ...saved };
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('WeChat login in the mini-program', () => {
  beforeEach(() => {
    // The Taro jest transformer reads TARO_ENV_JEST first wherever src/ asks for TARO_ENV.
    process.env.TARO_ENV_JEST = 'weapp';
    process.env.TARO_APP_API_BASE = 'https://api.example.org/exhibition-api';
    setRoute('/pages/login/login', { redirect: '/pages/vote/vote' });
  });

  test('needs the agreement, then sends the wx.login code and leaves like a login', async () => {
    const mocks = mockTaro({ 'POST /login/wechat': ok(loginResult('wx-token')) });
    const wxLogin = jest
      .spyOn(Taro, 'login')
      .mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' } as never);
    const stores = new RootStore();
    await mount(LoginPage, stores);

    const button = await waitFor(() => queryByRole('button', { name: t('auth.wechatLogin') }));
    await tap(button);
    expect(getByRole('alert', { name: t('validation.agreementRequired') })).toBeTruthy();
    expect(wxLogin).not.toHaveBeenCalled();

    await tap(getByRole('checkbox'));
    expect(queryByText(t('validation.agreementRequired'))).toBeNull();
    await tap(button);
    expect(mocks.calls('POST /login/wechat').map((call) => call.data)).toEqual([
      { code: 'wx-code-1' },
    ]);
    expect(stores.session.isLoggedIn).toBe(true);
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/vote/vote']);
  });
});

describe('WeChat login on H5 (official-account OAuth)', () => {
  test('is offered only inside WeChat and only with TARO_APP_WECHAT_MP_APPID', () => {
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    delete process.env.TARO_APP_WECHAT_MP_APPID;
    expect(wechatLoginAvailable()).toBe(false);
    process.env.TARO_APP_WECHAT_MP_APPID = 'wx1234567890';
    expect(wechatLoginAvailable()).toBe(true);
    agent.mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1');
    expect(wechatLoginAvailable()).toBe(false);
  });

  test('builds the authorize URL with the return address and state', () => {
    expect(
      authorizeUrl('wx123', 'https://expo.example/login?redirect=%2Fpages%2Fvote%2Fvote', 'abc'),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123' +
        '&redirect_uri=https%3A%2F%2Fexpo.example%2Flogin%3Fredirect%3D%252Fpages%252Fvote%252Fvote' +
        '&response_type=code&scope=snsapi_userinfo&state=abc#wechat_redirect',
    );
  });

  test('takes the code back only with the state this browser sent, and only once', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fmy&code=C1&state=S1');
    window.sessionStorage.setItem('wechatOauthState', 'S1');
    expect(takeWechatCallback({})).toEqual({ code: 'C1', state: 'S1' });
    expect(window.location.search).toBe('?redirect=%2Fmy');
    expect(takeWechatCallback({ code: 'C1', state: 'S1' })).toBeUndefined();

    window.sessionStorage.setItem('wechatOauthState', 'mine');
    expect(takeWechatCallback({ code: 'C2', state: 'forged' })).toBeUndefined();
  });
});
