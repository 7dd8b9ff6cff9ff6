import '@tarojs/taro';
import LoginPage from '@/features/account/screens/login';
import RegisterPage from '@/features/account/screens/register';
import ForgetPasswordPage from '@/features/account/screens/forget-password';
import { t } from '@/shared/i18n';
import {
  boxOf,
  errorOf,
  field,
  fill,
  loginResult,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  tap,
  type SentRequest,
} from '../support/harness';
import { getByRole, within } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

// Issue #9: "Login refuses 6123 4567 and +85361234567". SPEC §5 phone rules, §9 area code +853.

const body = (request: SentRequest | undefined) =>
  (typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data) as Record<
    string,
    string
  >;
const form = (request: SentRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(String(request?.data ?? '')).entries());

const codeButton = () => within(field(t('form.code'))).getByRole('button');

describe('login with a phone as people type it', () => {
  beforeEach(() => setRoute('/pages/login/login'));

  test.each([
    ['6123 4567', { account: '61234567' }],
    ['+85361234567', { account: '61234567', areaCode: '+853' }],
    ['00853 6123-4567', { account: '61234567', areaCode: '+853' }],
  ])('password mode: %s is sent as the number', async (typed, expected) => {
    const mocks = mockTaro({ 'POST /login': ok(loginResult()) });
    await mount(LoginPage);
    await fill(t('auth.account'), typed);
    await fill(t('form.password'), 'Demo@2025');
    await tap(getByRole('checkbox'));
    await tap(getByRole('button', { name: t('auth.submitLogin') }));
    const sent = body(mocks.calls('POST /login')[0]);
    expect(sent).toMatchObject(expected);
    if (!('areaCode' in expected)) expect(sent.areaCode).toBeUndefined();
  });

  test('a username is sent as typed', async () => {
    const mocks = mockTaro({ 'POST /login': ok(loginResult()) });
    await mount(LoginPage);
    await fill(t('auth.account'), 'demo');
    await fill(t('form.password'), 'Demo@2025');
    await tap(getByRole('checkbox'));
    await tap(getByRole('button', { name: t('auth.submitLogin') }));
    expect(body(mocks.calls('POST /login')[0])).toEqual({ account: 'demo', password: 'Demo@2025' });
  });

  test.each(['6123 4567', '+85361234567', '+853 6123 4567'])(
    'SMS mode: %s gets a code and logs in',
    async (typed) => {
      const mocks = mockTaro({
        'POST /sms/sendLoginCode': ok(null),
        'POST /codeLogin': ok(loginResult()),
      });
      await mount(LoginPage);
      await tap(getByRole('tab', { name: t('auth.smsMode') }));
      await fill(t('form.phone'), typed);
      await tap(codeButton());
      expect(errorOf(t('form.phone'))).toBe('');
      expect(form(mocks.calls('POST /sms/sendLoginCode')[0])).toEqual({
        phone: '61234567',
        areaCode: '+853',
      });
      await fill(t('form.code'), '123456');
      await tap(getByRole('checkbox'));
      await tap(getByRole('button', { name: t('auth.submitLogin') }));
      expect(body(mocks.calls('POST /codeLogin')[0])).toMatchObject({
        phone: '61234567',
        areaCode: '+853',
      });
    },
  );

  test('the phone box takes a plus sign and spaces (text, not a number box)', async () => {
    mockTaro();
    await mount(LoginPage);
    await tap(getByRole('tab', { name: t('auth.smsMode') }));
    const box = await boxOf(field(t('form.phone')));
    expect(box.type).toBe('text');
    expect(box.getAttribute('inputmode')).toBe('tel');
  });
});

describe('register and forgotten password take the same numbers', () => {
  test('register sends the code to +853 61234567 when +853 6123 4567 is typed', async () => {
    setRoute('/pages/login/register');
    const mocks = mockTaro({ 'POST /sms/sendRegisterCode': ok(null) });
    await mount(RegisterPage);
    await fill(t('form.phone'), '+853 6123 4567');
    await tap(codeButton());
    expect(form(mocks.calls('POST /sms/sendRegisterCode')[0])).toEqual({
      phone: '61234567',
      areaCode: '+853',
    });
  });

  test('forgotten password sends the code to 61234567 when 6123 4567 is typed', async () => {
    setRoute('/pages/login/forgetPwd');
    const mocks = mockTaro({ 'POST /sms/sendForgetPasswordCode': ok(null) });
    await mount(ForgetPasswordPage);
    await fill(t('form.phone'), '6123 4567');
    await tap(codeButton());
    expect(form(mocks.calls('POST /sms/sendForgetPasswordCode')[0])).toEqual({
      phone: '61234567',
      areaCode: '+853',
    });
  });
});
