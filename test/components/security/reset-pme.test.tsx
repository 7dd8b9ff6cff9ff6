import '@tarojs/taro';
import SecurityResetPMEPage from '@/features/account/screens/security-reset-pme';
import { t } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  $,
  demoUser,
  fail,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  textOf,
  toastTitles,
  type,
  urlsOf,
  waitFor,
  type Routes,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/resetPME');

const EMAIL = '.security-form--email';
const MOBILE = '.security-form--mobile';
const error = (form: string, field: string) =>
  textOf(`${form} .form-field--${field} .form-field__error`);
const inputOf = async (form: string, field: string) =>
  ((await waitFor(`${form} .form-field--${field} input`)) as HTMLInputElement).value;

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

    expect(textOf('.info-row--currentEmail .info-row__value')).toBe('ch**@example.net');
    expect(textOf('.info-row--currentPhone .info-row__value')).toBe('+853 611***22');
  });

  test('the code button refuses an invalid e-mail and sends nothing', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await type(`${EMAIL} .form-field--email`, 'chan@');
    await tap(`${EMAIL} .countdown-button`);

    expect(error(EMAIL, 'email')).toBe(t('validation.emailInvalid'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);

    // The address already bound is no change either.
    await type(`${EMAIL} .form-field--email`, 'DEMO@example.org');
    await tap(`${EMAIL} .countdown-button`);
    expect(error(EMAIL, 'email')).toBe(t('profile.sameEmail'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);
  });

  test('a valid new e-mail gets its code', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await type(`${EMAIL} .form-field--email`, 'chan@example.net');
    await tap(`${EMAIL} .countdown-button`);

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
    await type(`${EMAIL} .form-field--email`, 'chan@example.net');
    await type(`${EMAIL} .form-field--code`, '123456');
    await tap(`${EMAIL} .submit-button--primary`);

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
    await type(`${EMAIL} .form-field--email`, 'Chan@example.net');
    await type(`${EMAIL} .form-field--code`, '654321');
    await tap(`${EMAIL} .submit-button--primary`);

    expect(bodyOf(mocks.calls('PUT /pc/accountSecurity/email')[0])).toEqual({
      email: 'Chan@example.net',
      code: '654321',
    });
    expect(stores.session.user?.email).toBe('chan@example.net');
    expect(textOf('.info-row--currentEmail .info-row__value')).toBe('ch**@example.net');
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

    expect($('.security-tabs__tab--mobile').getAttribute('aria-selected')).toBe('true');
    await type(`${MOBILE} .form-field--phone`, '1234567');
    await tap(`${MOBILE} .countdown-button`);
    expect(error(MOBILE, 'phone')).toBe(t('validation.phoneInvalid'));

    await type(`${MOBILE} .form-field--phone`, '');
    await tap(`${MOBILE} .countdown-button`);
    expect(error(MOBILE, 'phone')).toBe(t('validation.phoneRequired'));
    expect(mocks.calls('GET /pc/accountSecurity/public/verificationCode')).toHaveLength(0);
  });

  test('the area code picker is one tap away and the code goes to the new number', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await tap('.security-tabs__tab--mobile');
    await tap(`${MOBILE} .phone-input__area`);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/code']);

    await type(`${MOBILE} .form-field--phone`, '65551234');
    await tap(`${MOBILE} .countdown-button`);
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
    await tap('.security-tabs__tab--mobile');
    await type(`${MOBILE} .form-field--phone`, '65551234');
    await type(`${MOBILE} .form-field--code`, '111111');
    await tap(`${MOBILE} .submit-button--primary`);

    expect(error(MOBILE, 'code')).toBe('驗證碼已過期，請重新獲取');
    expect(await inputOf(MOBILE, 'phone')).toBe('65551234');
    expect(stores.session.user?.phone).toBe('61234567');

    answer = fail(409, '該手機號碼已註冊');
    await type(`${MOBILE} .form-field--code`, '222222');
    await tap(`${MOBILE} .submit-button--primary`);
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
    await tap('.security-tabs__tab--mobile');
    await type(`${MOBILE} .form-field--phone`, '65551234');
    await type(`${MOBILE} .form-field--code`, '333333');
    await tap(`${MOBILE} .submit-button--primary`);

    expect(bodyOf(mocks.calls('PUT /pc/accountSecurity/mobile')[0])).toEqual({
      phone: '65551234',
      areaCode: '+853',
      code: '333333',
    });
    expect(stores.session.user?.phone).toBe('65551234');
    expect(textOf('.info-row--currentPhone .info-row__value')).toBe('+853 655***34');
    expect(toastTitles(mocks)).toContain(t('success.saved'));
  });

  test('what was typed in one form survives a look at the other', async () => {
    storeSession();
    mockOpenedPage(routes());
    await mount(SecurityResetPMEPage);
    await type(`${EMAIL} .form-field--email`, 'chan@example.net');
    await tap('.security-tabs__tab--mobile');
    await tap('.security-tabs__tab--email');
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
