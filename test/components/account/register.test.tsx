import '@tarojs/taro';
import Taro from '@tarojs/taro';
import RegisterPage from '@/features/account/screens/register';
import { rememberInviter } from '@/features/share';
import { t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  errorOf,
  fail,
  field,
  fill as fillIn,
  loginResult,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  tap,
  toastTitles,
  urlsOf,
  valueOf,
  waitFor,
  type Routes,
} from '../support/harness';
import { getByRole, queryAllByRole, textOf, within } from '../support/queries';

const LABELS = {
  phone: t('form.phone'),
  code: t('form.code'),
  password: t('form.password'),
  confirm: t('auth.confirmPassword'),
  username: t('auth.username'),
  appellation: t('auth.title'),
};

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

const TITLES = {
  dictType: 'appellation_type',
  dataList: [
    { dictValue: '-1', dictLabel: '請選擇稱謂', labelZht: '請選擇稱謂' },
    { dictValue: 'mr', dictLabel: '先生', labelZht: '先生', labelEn: 'Mr' },
    { dictValue: 'ms', dictLabel: '女士', labelZht: '女士', labelEn: 'Ms' },
  ],
};

const routes = (extra: Routes = {}): Routes => ({
  'GET /dict/data/getByType': ok(TITLES),
  'POST /register/app': ok(loginResult('new-token'), '註冊成功'),
  ...extra,
});

async function fill(values: Partial<Record<'phone' | 'code' | 'password' | 'confirm', string>>) {
  const all = { phone: '61234567', code: '123456', password: 'Abc@123', confirm: 'Abc@123' };
  for (const [name, value] of Object.entries({ ...all, ...values })) {
    await fillIn(LABELS[name as keyof typeof all], value);
  }
}

const titles = () => within(field(LABELS.appellation)).getAllByRole('radio');

async function chooseTitle(label: string) {
  await waitFor(() => queryAllByRole('radio')[0]);
  await tap(within(field(LABELS.appellation)).getByRole('radio', { name: label }));
}

const submit = () => tap(getByRole('button', { name: t('auth.submitRegister') }));
const codeButton = () => within(field(LABELS.code)).getByRole('button');

describe('register page', () => {
  beforeEach(() => setRoute('/pages/login/register'));

  test('offers the titles of the dictionary without the -1 placeholder', async () => {
    mockTaro(routes());
    await mount(RegisterPage);
    await waitFor(() => queryAllByRole('radio')[0]);
    expect(titles().map((chip) => textOf(chip))).toEqual(['先生', '女士']);
    expect(queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  test('a password without a special character shows the rule and keeps the form', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({ password: 'abc1234', confirm: 'abc1234' });
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await submit();

    expect(errorOf(LABELS.password)).toBe(t('validation.passwordWeak'));
    expect(mocks.calls('POST /register/app')).toHaveLength(0);
    expect(await valueOf(LABELS.phone)).toBe('61234567');
    expect(await valueOf(LABELS.password)).toBe('abc1234');
    expect(await valueOf(LABELS.code)).toBe('123456');
  });

  test('a Chinese character in the password shows the rule and keeps the form', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({ password: 'Ab1@密碼', confirm: 'Ab1@密碼' });
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await submit();

    expect(errorOf(LABELS.password)).toBe(t('validation.passwordWeak'));
    expect(mocks.calls('POST /register/app')).toHaveLength(0);
    expect(await valueOf(LABELS.password)).toBe('Ab1@密碼');
  });

  test('a confirmation that does not match is refused under the confirmation field', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({ confirm: 'Abc@124' });
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await submit();

    expect(errorOf(LABELS.confirm)).toBe(t('validation.passwordMismatch'));
    expect(errorOf(LABELS.password)).toBe('');
    expect(mocks.calls('POST /register/app')).toHaveLength(0);
  });

  test('a title must be chosen', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({});
    await tap(getByRole('checkbox'));
    await submit();

    expect(errorOf(LABELS.appellation)).toBe(t('validation.titleRequired'));
    expect(mocks.calls('POST /register/app')).toHaveLength(0);

    await chooseTitle('女士');
    expect(errorOf(LABELS.appellation)).toBe('');
  });

  test('a username must be letters and digits', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({});
    await fillIn(LABELS.username, 'demo user');
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await submit();

    expect(errorOf(LABELS.username)).toBe(t('validation.usernameInvalid'));
    expect(mocks.calls('POST /register/app')).toHaveLength(0);
  });

  test('the agreement must be ticked', async () => {
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    await fill({});
    await chooseTitle('先生');
    await submit();

    expect(getByRole('alert', { name: t('validation.agreementRequired') })).toBeTruthy();
    expect(mocks.calls('POST /register/app')).toHaveLength(0);
  });

  test('success sends exactly the typed fields, logs the visitor in and leaves like login', async () => {
    setRoute('/pages/login/register', { redirect: '/pages/gift/gift' });
    const mocks = mockTaro(routes());
    const stores = new RootStore();
    await mount(RegisterPage, stores);
    await fill({});
    await fillIn(LABELS.username, 'Chan2025');
    await chooseTitle('女士');
    await tap(getByRole('checkbox'));
    await submit();

    const [sent] = mocks.calls('POST /register/app');
    expect(sent.data).toEqual({
      phone: '61234567',
      areaCode: '+853',
      code: '123456',
      password: 'Abc@123',
      appellation: 'ms',
      showName: 'Chan2025',
    });
    expect(stores.session.isLoggedIn).toBe(true);
    expect(Taro.getStorageSync('token')).toBe('new-token');
    expect(toastTitles(mocks)).toContain(t('success.registered'));
    expect(urlsOf(mocks.redirectTo)).toEqual(['/pages/gift/gift']);
  });

  // Issue #21, SPEC §8 "enter the correct invitation code": only a registration earns the
  // inviter's +30, so the form takes the code, filled in from the shared link the visitor opened.
  test('the invitation code of the shared link opened earlier is filled in and sent', async () => {
    rememberInviter({ type: 'share', inviter: '12', code: 'AB12CD34' });
    const mocks = mockTaro(routes());
    await mount(RegisterPage);
    expect(await valueOf(t('auth.invitationCode'))).toBe('AB12CD34');
    await fill({});
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await submit();
    expect(mocks.calls('POST /register/app')[0].data).toMatchObject({ invitationCode: 'AB12CD34' });
  });

  test('a wrong invitation code is said under its field, by the form and by the server', async () => {
    const mocks = mockTaro(
      routes({ 'POST /register/app': fail(400, t('message.invitationCode')) }),
    );
    await mount(RegisterPage);
    await fill({});
    await chooseTitle('先生');
    await tap(getByRole('checkbox'));
    await fillIn(t('auth.invitationCode'), 'no way!');
    await submit();
    expect(errorOf(t('auth.invitationCode'))).toBe(t('message.invitationCode'));
    expect(mocks.calls('POST /register/app')).toHaveLength(0);

    await fillIn(t('auth.invitationCode'), 'ZZZZ9999');
    await submit();
    expect(mocks.calls('POST /register/app')).toHaveLength(1);
    expect(errorOf(t('auth.invitationCode'))).toBe(t('message.invitationCode'));
  });

  test('opened from a code login of a number without an account, the number is filled in (#9)', async () => {
    setRoute('/pages/login/register', { phone: '66123456' });
    const mocks = mockTaro(routes({ 'POST /sms/sendRegisterCode': ok() }));
    await mount(RegisterPage);
    expect(await valueOf(LABELS.phone)).toBe('66123456');
    await tap(codeButton());
    expect(mocks.calls('POST /sms/sendRegisterCode')[0].data).toBe(
      'phone=66123456&areaCode=%2B853',
    );
  });

  test('the register code is sent form-encoded for the chosen area code', async () => {
    const mocks = mockTaro(routes({ 'POST /sms/sendRegisterCode': ok() }));
    const stores = new RootStore();
    stores.ui.setAreaCode('+852');
    await mount(RegisterPage, stores);
    await fillIn(LABELS.phone, '91234567');
    await tap(codeButton());

    const [sent] = mocks.calls('POST /sms/sendRegisterCode');
    expect(sent.data).toBe('phone=91234567&areaCode=%2B852');
    expect(textOf(codeButton())).toBe(t('countdown.retryIn', { seconds: 60 }));
  });
});
