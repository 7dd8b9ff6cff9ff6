import '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import type { UserInfo } from '@/shared/api/types';
import SecurityEditPage from '@/features/account/screens/security-edit';
import { getLocale, setLocale, t, translate } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  $,
  $all,
  deferred,
  demoUser,
  fail,
  fieldError,
  inputValue,
  isLoading,
  mount,
  ok,
  pageSuite,
  settle,
  storeSession,
  tap,
  textOf,
  toastTitles,
  type,
  urlsOf,
  waitFor,
  waitUntil,
  type Envelope,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/edit');
afterEach(() => setLocale('zh-Hant'));

/** A visitor who signed up with WeChat: no username, title, gender or e-mail yet. */
const newcomer: UserInfo = {
  ...demoUser,
  showName: '',
  appellation: '',
  gender: '' as never,
  email: '',
};

async function chip(field: string, label: string): Promise<HTMLElement> {
  await waitFor(`.form-field--${field} .option-picker__chip`);
  const found = $all(`.form-field--${field} .option-picker__chip`).find(
    (each) => each.textContent === label,
  );
  if (!found) throw new Error(`no ${label} in ${field}`);
  return found;
}

const checked = async (field: string, label: string) =>
  (await chip(field, label)).getAttribute('aria-checked') === 'true';

const save = () => tap('.submit-button--primary');

describe('info edit page', () => {
  test("is filled in with the session's account", async () => {
    storeSession();
    mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);

    expect(await inputValue('name')).toBe('陳大文');
    expect(await inputValue('username')).toBe('demo');
    expect(await checked('appellation', '先生')).toBe(true);
    expect(await checked('gender', t('gender.male'))).toBe(true);
    expect(await checked('language', '繁體中文')).toBe(true);
    expect(textOf('.form-field--region .option-picker__value')).toBe('澳門半島');
    expect(textOf('.form-field--timeZone .option-picker__value')).toBe(
      t('profile.timeZones.macau'),
    );
    // A bound e-mail is shown, not edited here: it changes with a code on account security.
    expect(document.querySelector('.form-field--email input')).toBeNull();
    expect(textOf('.form-field--email .security-form__readonly')).toBe('demo@example.org');
  });

  test('each rule speaks next to its own field and nothing is sent', async () => {
    storeSession(newcomer);
    const mocks = mockOpenedPage(accountRoutes(newcomer));
    await mount(SecurityEditPage);
    await type('username', 'demo!');
    await type('email', 'demo@example');
    await save();

    expect(fieldError('username')).toBe(t('validation.usernameInvalid'));
    expect(fieldError('email')).toBe(t('validation.emailInvalid'));
    expect(fieldError('appellation')).toBe(t('validation.titleRequired'));
    expect(fieldError('name')).toBe('');
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
    expect(await inputValue('username')).toBe('demo!');
    expect(await inputValue('email')).toBe('demo@example');
  });

  test('a username outside 2-20 characters, or emptied, is refused', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    await type('username', 'a');
    await save();
    expect(fieldError('username')).toBe(t('profile.usernameLength'));

    await type('username', '');
    await save();
    expect(fieldError('username')).toBe(t('profile.usernameRequired'));
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
  });

  test('a username taken (409) is said at the username and everything typed stays', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': fail(409, '該用戶名已被使用') }),
    );
    await mount(SecurityEditPage);
    await type('name', '陳大明');
    await type('username', 'taken2025');
    await tap(await chip('appellation', '女士'));
    await save();

    expect(fieldError('username')).toBe('該用戶名已被使用');
    expect(await inputValue('name')).toBe('陳大明');
    expect(await inputValue('username')).toBe('taken2025');
    expect(await checked('appellation', '女士')).toBe(true);
    expect(mocks.navigateBack).not.toHaveBeenCalled();

    // The message goes once the visitor changes the username.
    await type('username', 'free2025');
    expect(fieldError('username')).toBe('');
  });

  test('a second tap while saving sends nothing more', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': () => answer.promise }),
    );
    await mount(SecurityEditPage);
    await waitFor('.form-field--appellation .option-picker__chip');
    // Two taps in the same moment, before the button can re-render as busy (a slow phone).
    const button = $('.submit-button--primary');
    const utils = new TestUtils();
    utils.fireEvent.click(button);
    utils.fireEvent.click(button);
    await settle();
    await save();

    expect(mocks.calls('PUT /cus/user')).toHaveLength(1);
    expect(isLoading($('.submit-button--primary'))).toBe(true);
    answer.resolve(ok(demoUser, '保存成功'));
    await waitUntil(() => mocks.navigateBack.mock.calls.length === 1);
    expect(mocks.calls('PUT /cus/user')).toHaveLength(1);
  });

  test('saving sends the typed fields, says "saved", updates the session and goes back', async () => {
    storeSession();
    const updated = { ...demoUser, name: '陳大明', showName: 'daming', region: 'PT' };
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok(updated, '保存成功') }),
    );
    const { stores } = await mount(SecurityEditPage);
    await type('name', ' 陳大明 ');
    await type('username', 'daming');
    await tap('.form-field--region .option-picker__trigger');
    const portugal = $all('.option-picker__option').find((each) => each.textContent === '葡萄牙');
    if (!portugal) throw new Error('no Portugal in the region list');
    await tap(portugal);
    await save();

    expect(bodyOf(mocks.calls('PUT /cus/user')[0])).toEqual({
      name: '陳大明',
      showName: 'daming',
      appellation: 'mr',
      gender: 'male',
      region: 'PT',
      timeZone: 'Asia/Macau',
      language: 'zh-Hant',
    });
    expect(toastTitles(mocks)).toEqual([t('success.saved')]);
    expect(stores.session.user?.showName).toBe('daming');
    expect(mocks.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('a first e-mail may be given here; a blank username and gender are not sent', async () => {
    storeSession(newcomer);
    const mocks = mockOpenedPage(accountRoutes(newcomer, { 'PUT /cus/user': ok(newcomer) }));
    await mount(SecurityEditPage);
    await tap(await chip('appellation', '先生'));
    await type('email', 'new@example.org');
    await save();

    const body = bodyOf(mocks.calls('PUT /cus/user')[0]) as Record<string, unknown>;
    expect(body.email).toBe('new@example.org');
    expect(body).not.toHaveProperty('showName');
    expect(body).not.toHaveProperty('gender');
  });

  test('saving another language switches the whole app to it', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok({ ...demoUser, language: 'en' }) }),
    );
    const { stores } = await mount(SecurityEditPage);
    await tap(await chip('language', 'English'));
    // Chosen but not saved: the app still speaks Traditional Chinese.
    expect(getLocale()).toBe('zh-Hant');
    await save();

    expect((bodyOf(mocks.calls('PUT /cus/user')[0]) as { language: string }).language).toBe('en');
    expect(getLocale()).toBe('en');
    expect(stores.ui.locale).toBe('en');
    expect(toastTitles(mocks)).toEqual([translate('en', 'success.saved')]);
  });

  test('the bound e-mail leads to account security', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    await tap('.form-field--email .security-form__link');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/Security/resetPME?type=email']);
  });

  test('a guest is sent to login with a redirect back', async () => {
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FSecurity%2Fedit',
    ]);
    expect(document.querySelector('.form-field--name')).toBeNull();
  });
});
