import '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import type { UserInfo } from '@/shared/api/types';
import SecurityEditPage from '@/features/account/screens/security-edit';
import { getLocale, setLocale, t, translate } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  deferred,
  demoUser,
  errorOf,
  fail,
  field,
  fill,
  isLoading,
  mount,
  ok,
  pageSuite,
  settle,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
  valueOf,
  waitFor,
  waitUntil,
  type Envelope,
} from '../support/harness';
import { getByRole, queryAllByRole, queryByRole, textOf, within } from '../support/queries';

const LABELS = {
  name: t('field.name'),
  username: t('field.username'),
  appellation: t('field.title'),
  gender: t('field.gender'),
  email: t('field.email'),
  region: t('field.region'),
  timeZone: t('field.timeZone'),
  language: t('field.language'),
};
type Field = keyof typeof LABELS;

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

/** A choice of a chips field: a radio of the radio group named by the field's label. */
async function chip(name: Field, label: string): Promise<HTMLElement> {
  const group = () => queryByRole('radiogroup', { name: LABELS[name] });
  await waitFor(() => (group() ? queryAllByRole('radio', {}, group() as HTMLElement)[0] : null));
  return within(group() as HTMLElement).getByRole('radio', { name: label });
}

const checked = async (name: Field, label: string) =>
  (await chip(name, label)).getAttribute('aria-checked') === 'true';

/** A sheet field shows its choice on the button that opens the sheet, named by the label. */
const sheetValue = (name: Field) => textOf(getByRole('button', { name: LABELS[name] }));

const saveButton = () => getByRole('button', { name: t('common.save') });
const save = () => tap(saveButton());

describe('info edit page', () => {
  test("is filled in with the session's account", async () => {
    storeSession();
    mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);

    expect(await valueOf(LABELS.name)).toBe('陳大文');
    expect(await valueOf(LABELS.username)).toBe('demo');
    expect(await checked('appellation', '先生')).toBe(true);
    expect(await checked('gender', t('gender.male'))).toBe(true);
    expect(await checked('language', '繁體中文')).toBe(true);
    expect(sheetValue('region')).toBe('澳門半島');
    expect(sheetValue('timeZone')).toBe(t('profile.timeZones.macau'));
    // A bound e-mail is shown, not edited here: it changes with a code on account security.
    expect(field(LABELS.email).querySelector('input')).toBeNull();
    expect(within(field(LABELS.email)).getByText('demo@example.org')).toBeTruthy();
  });

  test('each rule speaks next to its own field and nothing is sent', async () => {
    storeSession(newcomer);
    const mocks = mockOpenedPage(accountRoutes(newcomer));
    await mount(SecurityEditPage);
    await fill(LABELS.username, 'demo!');
    await fill(LABELS.email, 'demo@example');
    await save();

    expect(errorOf(LABELS.username)).toBe(t('validation.usernameInvalid'));
    expect(errorOf(LABELS.email)).toBe(t('validation.emailInvalid'));
    expect(errorOf(LABELS.appellation)).toBe(t('validation.titleRequired'));
    expect(errorOf(LABELS.name)).toBe('');
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
    expect(await valueOf(LABELS.username)).toBe('demo!');
    expect(await valueOf(LABELS.email)).toBe('demo@example');
  });

  // Issue #21: an emoji-only name was accepted as a name.
  test('a name of emoji or symbols only is refused under the name; a real one is sent', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    await fill(LABELS.name, '😀🎉');
    await save();
    expect(errorOf(LABELS.name)).toBe(t('validation.nameInvalid'));
    await fill(LABELS.name, '***');
    await save();
    expect(errorOf(LABELS.name)).toBe(t('validation.nameInvalid'));
    // Issue #27: spaces only are no name either (they were saved as an empty name).
    await fill(LABELS.name, '   ');
    await save();
    expect(errorOf(LABELS.name)).toBe(t('validation.nameInvalid'));
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);

    await fill(LABELS.name, "Ana O'Neill-Sousa");
    await save();
    expect(bodyOf(mocks.calls('PUT /cus/user')[0])).toMatchObject({ name: "Ana O'Neill-Sousa" });
  });

  test('a username outside 2-20 characters, or emptied, is refused', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    await fill(LABELS.username, 'a');
    await save();
    expect(errorOf(LABELS.username)).toBe(t('profile.usernameLength'));

    await fill(LABELS.username, '');
    await save();
    expect(errorOf(LABELS.username)).toBe(t('profile.usernameRequired'));
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
  });

  test('a username taken (409) is said at the username and everything typed stays', async () => {
    storeSession();
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': fail(409, '該用戶名已被使用') }),
    );
    await mount(SecurityEditPage);
    await fill(LABELS.name, '陳大明');
    await fill(LABELS.username, 'taken2025');
    await tap(await chip('appellation', '女士'));
    await save();

    expect(errorOf(LABELS.username)).toBe('該用戶名已被使用');
    expect(await valueOf(LABELS.name)).toBe('陳大明');
    expect(await valueOf(LABELS.username)).toBe('taken2025');
    expect(await checked('appellation', '女士')).toBe(true);
    expect(mocks.navigateBack).not.toHaveBeenCalled();

    // The message goes once the visitor changes the username.
    await fill(LABELS.username, 'free2025');
    expect(errorOf(LABELS.username)).toBe('');
  });

  test('a second tap while saving sends nothing more', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': () => answer.promise }),
    );
    await mount(SecurityEditPage);
    await chip('appellation', '先生');
    // Two taps in the same moment, before the button can re-render as busy (a slow phone).
    const button = saveButton();
    const utils = new TestUtils();
    utils.fireEvent.click(button);
    utils.fireEvent.click(button);
    await settle();
    await save();

    expect(mocks.calls('PUT /cus/user')).toHaveLength(1);
    expect(isLoading(saveButton())).toBe(true);
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
    await fill(LABELS.name, ' 陳大明 ');
    await fill(LABELS.username, 'daming');
    await tap(getByRole('button', { name: LABELS.region }));
    await tap(
      within(getByRole('dialog', { name: LABELS.region })).getByRole('option', { name: '葡萄牙' }),
    );
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
    await fill(LABELS.email, 'new@example.org');
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
    await tap(
      within(field(LABELS.email)).getByRole('link', { name: t('profile.accountSecurity') }),
    );
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/Security/resetPME?type=email']);
  });

  test('a guest is sent to login with a redirect back', async () => {
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FSecurity%2Fedit',
    ]);
    expect(queryByRole('group', { name: LABELS.name })).toBeNull();
    expect(queryByRole('button', { name: t('common.save') })).toBeNull();
  });
});
