import '@tarojs/taro';
import SecurityResetPMEPage from '@/features/account/screens/security-reset-pme';
import { t } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  demoUser,
  fail,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
  boxOf,
  fill,
  type Routes,
} from '../support/harness';
import { getByRole, queryAllByRole, textOf, valueBeside, within } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/resetPME');

// Both forms stay on the page, each in its tab panel; a form is known by its first row.
const EMAIL = t('profile.newEmail');
const MOBILE = t('profile.newPhone');
const LABELS: Record<string, string> = {
  email: t('profile.newEmail'),
  phone: t('profile.newPhone'),
  code: t('profile.code'),
};
type Form = string;

/** The tab panel holding the form whose first row is labelled `form`. */
function panel(form: Form): HTMLElement {
  // The row (a group) and its text box both carry the label (issue #14): any match will do.
  const found = queryAllByRole('tabpanel').filter(
    (each) => within(each).queryAllByLabelText(form).length > 0,
  );
  if (found.length !== 1) throw new Error(`${found.length} panels hold ${form}`);
  return found[0];
}
/** A row of one form: its label is shared with the other form (the code). */
const rowOf = (form: Form, name: string) =>
  within(panel(form))
    .queryAllByRole('group')
    .find((each) => each.getAttribute('aria-label') === LABELS[name]) as HTMLElement;
const error = (form: Form, name: string) => textOf(within(rowOf(form, name)).queryByRole('alert'));
const inputOf = async (form: Form, name: string) => (await boxOf(rowOf(form, name))).value;
const typeIn = (form: Form, name: string, value: string) => fill(rowOf(form, name), value);
const sendCode = (form: Form) => tap(within(rowOf(form, 'code')).getByRole('button'));
const submit = (form: Form) =>
  tap(
    within(panel(form)).getByRole('button', {
      name: t(form === EMAIL ? 'profile.submitEmail' : 'profile.submitPhone'),
    }),
  );
const tab = (name: 'changeEmail' | 'changePhone') =>
  getByRole('tab', { name: t(`profile.${name}`) });

const routes = (extra: Routes = {}) =>
  accountRoutes(demoUser, {
    'GET /pc/accountSecurity/public/verificationCode': ok(null, '驗證碼已發送'),
    ...extra,
  });

describe('account security: e-mail', () => {
  test('shows the bound e-mail and mobile as the server has them, masked', async () => {
    storeSession();
    mockOpenedPage(
      routes({
        'GET /pc/accountSecurity/email': ok({ email: 'chan@example.net' }),
        'GET /pc/accountSecurity/mobile': ok({ phone: '61112222', areaCode: '+853' }),
      }),
    );
    await mount(SecurityResetPMEPage);

    expect(valueBeside(t('profile.currentEmail'))).toBe('ch**@example.net');
    expect(valueBeside(t('profile.currentPhone'))).toBe('+853 611***22');
  });

  test('the code button refuses an invalid e-mail and sends nothing', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await typeIn(EMAIL, 'email', 'chan@');
    await sendCode(EMAIL);

    expect(error(EMAIL, 'email')).toBe(t('validation.emailInvalid'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);

    // The address already bound is no change either.
    await typeIn(EMAIL, 'email', 'DEMO@example.org');
    await sendCode(EMAIL);
    expect(error(EMAIL, 'email')).toBe(t('profile.sameEmail'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);
  });

  test('a valid new e-mail gets its code', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await typeIn(EMAIL, 'email', 'chan@example.net');
    await sendCode(EMAIL);

    const sent = mocks.calls('GET /pc/accountSecurity/public/verificationCode');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toContain('email=chan%40example.net');
    expect(sent[0].url).not.toContain('phone=');
    expect(toastTitles(mocks)).toContain(t('success.codeSent'));
  });

  test('a wrong code (422) is said at the code and the form is kept', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      routes({ 'PUT /pc/accountSecurity/email': fail(422, '驗證碼錯誤') }),
    );
    const { stores } = await mount(SecurityResetPMEPage);
    await typeIn(EMAIL, 'email', 'chan@example.net');
    await typeIn(EMAIL, 'code', '123456');
    await submit(EMAIL);

    expect(mocks.calls('PUT /pc/accountSecurity/email')).toHaveLength(1);
    expect(error(EMAIL, 'code')).toBe('驗證碼錯誤');
    expect(error(EMAIL, 'email')).toBe('');
    expect(await inputOf(EMAIL, 'email')).toBe('chan@example.net');
    expect(await inputOf(EMAIL, 'code')).toBe('123456');
    expect(stores.session.user?.email).toBe('demo@example.org');
  });

  test('a right code binds the new e-mail, updates the session and empties the form', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      routes({ 'PUT /pc/accountSecurity/email': ok({ email: 'chan@example.net' }, '保存成功') }),
    );
    const { stores } = await mount(SecurityResetPMEPage);
    await typeIn(EMAIL, 'email', 'Chan@example.net');
    await typeIn(EMAIL, 'code', '654321');
    await submit(EMAIL);

    expect(bodyOf(mocks.calls('PUT /pc/accountSecurity/email')[0])).toEqual({
      email: 'Chan@example.net',
      code: '654321',
    });
    expect(stores.session.user?.email).toBe('chan@example.net');
    expect(valueBeside(t('profile.currentEmail'))).toBe('ch**@example.net');
    expect(toastTitles(mocks)).toContain(t('success.saved'));
    expect(await inputOf(EMAIL, 'email')).toBe('');
  });
});

describe('account security: mobile', () => {
  test('opens on the mobile form when asked to, and refuses an invalid number', async () => {
    storeSession();
    setRoute('/pages/Security/resetPME', { type: 'mobile' });
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);

    expect(tab('changePhone').getAttribute('aria-selected')).toBe('true');
    expect(tab('changeEmail').getAttribute('aria-selected')).toBe('false');
    await typeIn(MOBILE, 'phone', '1234567');
    await sendCode(MOBILE);
    expect(error(MOBILE, 'phone')).toBe(t('validation.phoneInvalid'));

    await typeIn(MOBILE, 'phone', '');
    await sendCode(MOBILE);
    expect(error(MOBILE, 'phone')).toBe(t('validation.phoneRequired'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);
  });

  test('the area code picker is one tap away and the code goes to the new number', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await tap(tab('changePhone'));
    await tap(within(panel(MOBILE)).getByRole('button', { name: t('form.chooseAreaCode') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/code']);

    await typeIn(MOBILE, 'phone', '65551234');
    await sendCode(MOBILE);
    const sent = mocks.calls('GET /pc/accountSecurity/public/verificationCode');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toContain('phone=65551234');
    expect(sent[0].url).toContain('areaCode=%2B853');
  });

  test('a wrong code (422) stays with the code; a number taken (409) with the phone', async () => {
    storeSession();
    let answer = fail(422, '驗證碼已過期，請重新獲取');
    const mocks = mockOpenedPage(routes({ 'PUT /pc/accountSecurity/mobile': () => answer }));
    const { stores } = await mount(SecurityResetPMEPage);
    await tap(tab('changePhone'));
    await typeIn(MOBILE, 'phone', '65551234');
    await typeIn(MOBILE, 'code', '111111');
    await submit(MOBILE);

    expect(error(MOBILE, 'code')).toBe('驗證碼已過期，請重新獲取');
    expect(await inputOf(MOBILE, 'phone')).toBe('65551234');
    expect(stores.session.user?.phone).toBe('61234567');

    answer = fail(409, '該手機號碼已註冊');
    await typeIn(MOBILE, 'code', '222222');
    await submit(MOBILE);
    expect(error(MOBILE, 'phone')).toBe('該手機號碼已註冊');
    expect(error(MOBILE, 'code')).toBe('');
    expect(mocks.calls('PUT /pc/accountSecurity/mobile')).toHaveLength(2);
  });

  test('a right code binds the new number and puts it in the session', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      routes({
        'PUT /pc/accountSecurity/mobile': ok({ phone: '65551234', areaCode: '+853' }, '保存成功'),
      }),
    );
    const { stores } = await mount(SecurityResetPMEPage);
    await tap(tab('changePhone'));
    await typeIn(MOBILE, 'phone', '65551234');
    await typeIn(MOBILE, 'code', '333333');
    await submit(MOBILE);

    expect(bodyOf(mocks.calls('PUT /pc/accountSecurity/mobile')[0])).toEqual({
      phone: '65551234',
      areaCode: '+853',
      code: '333333',
    });
    expect(stores.session.user?.phone).toBe('65551234');
    expect(valueBeside(t('profile.currentPhone'))).toBe('+853 655***34');
    expect(toastTitles(mocks)).toContain(t('success.saved'));
  });

  test('what was typed in one form survives a look at the other', async () => {
    storeSession();
    mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await typeIn(EMAIL, 'email', 'chan@example.net');
    await tap(tab('changePhone'));
    await tap(tab('changeEmail'));
    expect(await inputOf(EMAIL, 'email')).toBe('chan@example.net');
  });

  test('a guest is sent to login with a redirect back', async () => {
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FSecurity%2FresetPME',
    ]);
    expect(mocks.calls('GET /pc/accountSecurity/email')).toHaveLength(0);
  });
});
