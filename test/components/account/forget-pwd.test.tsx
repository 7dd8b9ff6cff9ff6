import '@tarojs/taro';
import ForgetPwdPage from '@/features/account/screens/forget-password';
import { t } from '@/shared/i18n';
import {
  errorOf,
  fail,
  fill as fillIn,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  tap,
  toastTitles,
  urlsOf,
  valueOf,
} from '../support/harness';
import { getByRole } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

async function fill(password = 'New@2025', confirm = password) {
  await fillIn(t('form.phone'), '61234567');
  await fillIn(t('form.code'), '654321');
  await fillIn(t('auth.newPassword'), password);
  await fillIn(t('auth.confirmPassword'), confirm);
}

const submit = () => tap(getByRole('button', { name: t('auth.submitReset') }));

describe('password reset page', () => {
  beforeEach(() => setRoute('/pages/login/forgetPwd'));

  test('success toasts and goes to login with the phone filled in', async () => {
    const mocks = mockTaro({ 'POST /forgetPassword': ok(null, '密碼重置成功') });
    await mount(ForgetPwdPage);
    await fill();
    await submit();

    expect(mocks.calls('POST /forgetPassword')[0].data).toEqual({
      phone: '61234567',
      areaCode: '+853',
      code: '654321',
      password: 'New@2025',
    });
    expect(toastTitles(mocks)).toContain(t('success.passwordReset'));
    expect(urlsOf(mocks.redirectTo)).toEqual(['/pages/login/login?phone=61234567&areaCode=%2B853']);
  });

  test('the new password follows the same rules as registration', async () => {
    const mocks = mockTaro();
    await mount(ForgetPwdPage);
    await fill('short');
    await submit();
    expect(errorOf(t('auth.newPassword'))).toBe(t('validation.passwordTooShort'));

    await fillIn(t('auth.newPassword'), 'Abc@1234');
    await fillIn(t('auth.confirmPassword'), 'Abc@1235');
    await submit();
    expect(errorOf(t('auth.newPassword'))).toBe('');
    expect(errorOf(t('auth.confirmPassword'))).toBe(t('validation.passwordMismatch'));
    expect(mocks.calls('POST /forgetPassword')).toHaveLength(0);
  });

  test('a wrong code (body 422) keeps everything typed and stays on the page', async () => {
    const mocks = mockTaro({ 'POST /forgetPassword': fail(422, '驗證碼錯誤或已過期') });
    await mount(ForgetPwdPage);
    await fill();
    await submit();

    expect(toastTitles(mocks)).toEqual(['驗證碼錯誤或已過期']);
    expect(mocks.redirectTo).not.toHaveBeenCalled();
    expect(await valueOf(t('form.phone'))).toBe('61234567');
    expect(await valueOf(t('form.code'))).toBe('654321');
    expect(await valueOf(t('auth.newPassword'))).toBe('New@2025');
  });
});
