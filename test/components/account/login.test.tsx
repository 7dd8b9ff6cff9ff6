import '@tarojs/taro';
import Taro from '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import LoginPage from '@/features/account/screens/login';
import { t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  boxOf,
  deferred,
  errorOf,
  fail,
  field,
  fill,
  isDisabled,
  isLoading,
  loginResult,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  tap,
  toastTitles,
  urlsOf,
  valueOf,
  waitUntil,
  type Envelope,
} from '../support/harness';
import { getByRole, getByText, queryByText, textOf, within } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

async function fillPassword(account = 'demo', password = 'Demo@2025') {
  await fill(t('auth.account'), account);
  await fill(t('form.password'), password);
}

const submitButton = () => getByRole('button', { name: t('auth.submitLogin') });
const agreement = () => getByRole('checkbox');
const codeButton = () => within(field(t('form.code'))).getByRole('button');
const passwordToggle = () => getByRole('switch');

describe('login page, password mode', () => {
  beforeEach(() => setRoute('/pages/login/login'));

  test('refuses to log in until the agreement is ticked, saying so next to the box', async () => {
    const mocks = mockTaro({ 'POST /login': ok(loginResult()) });
    await mount(LoginPage);
    await fillPassword();
    await tap(submitButton());

    expect(getByRole('alert', { name: t('validation.agreementRequired') })).toBeTruthy();
    expect(mocks.calls('POST /login')).toHaveLength(0);

    await tap(agreement());
    expect(queryByText(t('validation.agreementRequired'))).toBeNull();
    await tap(submitButton());
    expect(mocks.calls('POST /login')).toHaveLength(1);
  });

  test('shows the rule of each empty field under that field and sends nothing', async () => {
    const mocks = mockTaro();
    await mount(LoginPage);
    await tap(agreement());
    await tap(submitButton());

    expect(errorOf(t('auth.account'))).toBe(t('auth.accountRequired'));
    expect(errorOf(t('form.password'))).toBe(t('validation.passwordRequired'));
    expect(mocks.calls('POST /login')).toHaveLength(0);
  });

  test('a wrong password (body 422) keeps what was typed and lets the visitor try again', async () => {
    const mocks = mockTaro({ 'POST /login': fail(422, '帳號或密碼錯誤') });
    const stores = new RootStore();
    await mount(LoginPage, stores);
    await fillPassword('demo', 'Wrong@123');
    await tap(agreement());
    await tap(submitButton());

    expect(mocks.calls('POST /login')).toHaveLength(1);
    expect(mocks.calls('POST /login')[0].data).toEqual({ account: 'demo', password: 'Wrong@123' });
    expect(toastTitles(mocks)).toContain('帳號或密碼錯誤');
    expect(await valueOf(t('auth.account'))).toBe('demo');
    expect(await valueOf(t('form.password'))).toBe('Wrong@123');
    expect(isDisabled(submitButton())).toBe(false);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(mocks.redirectTo).not.toHaveBeenCalled();
    expect(mocks.switchTab).not.toHaveBeenCalled();

    await tap(submitButton());
    expect(mocks.calls('POST /login')).toHaveLength(2);
  });

  test('sends one request however often the button is tapped while it is pending', async () => {
    const pending = deferred<Envelope>();
    const mocks = mockTaro({ 'POST /login': pending.promise });
    await mount(LoginPage);
    await fillPassword();
    await tap(agreement());

    const button = submitButton();
    // Two taps in the same tick (before any re-render), then two more once it shows loading.
    const { fireEvent } = new TestUtils();
    fireEvent.click(button);
    fireEvent.click(button);
    await tap(button);
    await tap(button);

    expect(mocks.calls('POST /login')).toHaveLength(1);
    expect(isDisabled(button)).toBe(true);
    expect(isLoading(button)).toBe(true);

    pending.resolve(ok(loginResult()));
    await settle();
    expect(mocks.calls('POST /login')).toHaveLength(1);
    expect(isLoading(button)).toBe(false);
    expect(mocks.switchTab).toHaveBeenCalledTimes(1);
  });

  test('success keeps token, expiry and user, and follows a redirect that is a page of the app', async () => {
    setRoute('/pages/login/login', { redirect: '/pages/points/points' });
    const result = loginResult('fresh-token');
    const mocks = mockTaro({ 'POST /login': ok(result) });
    const stores = new RootStore();
    await mount(LoginPage, stores);
    await fillPassword();
    await tap(agreement());
    await tap(submitButton());

    expect(Taro.getStorageSync('token')).toBe('fresh-token');
    expect(Taro.getStorageSync('tokenExpiry')).toBe(result.expiresAt);
    expect(Taro.getStorageSync('userInfo')).toMatchObject({ id: 7, showName: 'demo' });
    expect(stores.session.isLoggedIn).toBe(true);
    expect(stores.session.user?.points).toBe(1200);
    expect(toastTitles(mocks)).toContain(t('auth.loginSuccess'));
    expect(urlsOf(mocks.redirectTo)).toEqual(['/pages/points/points']);
  });

  test('does not follow a redirect to another site: the visitor lands on the my tab', async () => {
    setRoute('/pages/login/login', { redirect: 'https://evil.example' });
    const mocks = mockTaro({ 'POST /login': ok(loginResult()) });
    await mount(LoginPage);
    await fillPassword();
    await tap(agreement());
    await tap(submitButton());

    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/my/index']);
    expect(mocks.redirectTo).not.toHaveBeenCalled();
    expect(mocks.navigateTo).not.toHaveBeenCalled();
  });

  test('the agreement links open the two texts without ticking the box', async () => {
    const mocks = mockTaro();
    await mount(LoginPage);
    await tap(getByText(t('form.privacyPolicy')));

    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/Agreement/Agreement?type=privacy']);
    expect(agreement().getAttribute('aria-checked')).toBe('false');
  });

  test('the password can be shown and hidden again', async () => {
    mockTaro();
    await mount(LoginPage);
    await fill(t('form.password'), 'Demo@2025');
    const box = await boxOf(t('form.password'));
    expect(box.type).toBe('password');

    await tap(passwordToggle());
    await waitUntil(() => box.type === 'text');
    expect(box.value).toBe('Demo@2025');
    expect(passwordToggle().getAttribute('aria-label')).toBe(t('form.hidePassword'));
    expect(passwordToggle().getAttribute('aria-checked')).toBe('true');
    await tap(passwordToggle());
    await waitUntil(() => box.type === 'password');
    expect(passwordToggle().getAttribute('aria-label')).toBe(t('form.showPassword'));
  });

  test('after a password reset the phone comes filled in', async () => {
    setRoute('/pages/login/login', { phone: '61234567', areaCode: '%2B852' });
    mockTaro();
    const stores = new RootStore();
    await mount(LoginPage, stores);
    expect(await valueOf(t('auth.account'))).toBe('61234567');
    expect(stores.ui.areaCode).toBe('+852');
  });
});

describe('login page, SMS mode', () => {
  beforeEach(() => setRoute('/pages/login/login'));

  async function openSmsMode() {
    await tap(getByRole('tab', { name: t('auth.smsMode') }));
  }

  test('an invalid Macau number shows the rule under the phone field and sends nothing', async () => {
    const mocks = mockTaro();
    await mount(LoginPage);
    await openSmsMode();
    expect(textOf(getByRole('button', { name: t('form.chooseAreaCode') }))).toBe('+853');
    await fill(t('form.phone'), '12345678');
    await tap(codeButton());

    expect(errorOf(t('form.phone'))).toBe(t('validation.phoneInvalid'));
    expect(mocks.calls('POST /sms/sendLoginCode')).toHaveLength(0);

    await tap(agreement());
    await tap(submitButton());
    expect(errorOf(t('form.phone'))).toBe(t('validation.phoneInvalid'));
    expect(errorOf(t('form.code'))).toBe(t('validation.codeRequired'));
    expect(mocks.calls('POST /codeLogin')).toHaveLength(0);
  });

  test('issue #27: a number the server sends no code to is refused here too; full-width digits are sent as digits', async () => {
    const mocks = mockTaro({ 'POST /sms/sendLoginCode': ok(null, 'sent') });
    await mount(LoginPage);
    await openSmsMode();
    await fill(t('form.phone'), '6999 9999');
    await tap(codeButton());
    expect(errorOf(t('form.phone'))).toBe(t('validation.phoneInvalid'));
    expect(mocks.calls('POST /sms/sendLoginCode')).toHaveLength(0);
    await fill(t('form.phone'), '６１２３ ４５６７');
    await tap(codeButton());
    expect(mocks.calls('POST /sms/sendLoginCode').map((call) => call.data)).toEqual([
      'phone=61234567&areaCode=%2B853',
    ]);
  });

  test('sends the code form-encoded, then counts down 60 s', async () => {
    const mocks = mockTaro({ 'POST /sms/sendLoginCode': ok(null, 'sent') });
    await mount(LoginPage);
    await openSmsMode();
    await fill(t('form.phone'), '61234567');
    await tap(codeButton());

    const [sent] = mocks.calls('POST /sms/sendLoginCode');
    expect(sent.header['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(sent.data).toBe('phone=61234567&areaCode=%2B853');
    expect(textOf(codeButton())).toBe(t('countdown.retryIn', { seconds: 60 }));
    expect(isDisabled(codeButton())).toBe(true);
    expect(toastTitles(mocks)).toContain(t('success.codeSent'));
  });

  test('logs in with phone, area code and code', async () => {
    const mocks = mockTaro({ 'POST /codeLogin': ok(loginResult('sms-token')) });
    const stores = new RootStore();
    await mount(LoginPage, stores);
    await openSmsMode();
    await fill(t('form.phone'), '61234567');
    await fill(t('form.code'), '123456');
    await tap(agreement());
    await tap(submitButton());

    expect(mocks.calls('POST /codeLogin')[0].data).toEqual({
      phone: '61234567',
      areaCode: '+853',
      code: '123456',
    });
    expect(stores.session.isLoggedIn).toBe(true);
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/my/index']);
  });

  test('a number without an account, told after its code, opens registration with the number (#9)', async () => {
    const mocks = mockTaro({
      'POST /codeLogin': fail(404, '該手機號碼尚未註冊'),
    });
    const stores = new RootStore();
    await mount(LoginPage, stores);
    await openSmsMode();
    await fill(t('form.phone'), '6612 3456');
    await fill(t('form.code'), '123456');
    await tap(agreement());
    await tap(submitButton());

    expect(mocks.calls('POST /codeLogin')).toHaveLength(1);
    expect(toastTitles(mocks)).toContain('該手機號碼尚未註冊');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/register?phone=66123456']);
    expect(stores.session.isLoggedIn).toBe(false);
  });

  test('a wrong code keeps the visitor on the login form with what was typed', async () => {
    const mocks = mockTaro({ 'POST /codeLogin': fail(422, '驗證碼錯誤') });
    await mount(LoginPage);
    await openSmsMode();
    await fill(t('form.phone'), '61234567');
    await fill(t('form.code'), '654321');
    await tap(agreement());
    await tap(submitButton());

    expect(toastTitles(mocks)).toContain('驗證碼錯誤');
    expect(urlsOf(mocks.navigateTo)).toEqual([]);
    expect(await valueOf(t('form.phone'))).toBe('61234567');
    expect(await valueOf(t('form.code'))).toBe('654321');
  });

  test('the area code field opens the area code page', async () => {
    const mocks = mockTaro();
    await mount(LoginPage);
    await openSmsMode();
    await tap(getByRole('button', { name: t('form.chooseAreaCode') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/code']);
  });
});
