import '@tarojs/taro';
import Taro from '@tarojs/taro';
import SettingPage from '@/features/account/screens/settings';
import { getLocale, initLocale, t, translate } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { STORAGE_KEYS, getToken } from '@/shared/lib/storage';
import {
  answerModal,
  fail,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
} from '../support/harness';
import {
  buttonHolding,
  getByRole,
  getByText,
  queryByRole,
  valueBeside,
  within,
} from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages-my/setting');
beforeEach(initLocale);
afterEach(initLocale);

/** The action sheet answers with a tap. */
function answerSheet(tapIndex: number) {
  return jest
    .spyOn(Taro, 'showActionSheet')
    .mockImplementation((() =>
      Promise.resolve({ tapIndex, errMsg: 'showActionSheet:ok' })) as never);
}

// The font size is only a look: the page frame's class says it (no accessible attribute can).
const pageClass = () => (getByRole('radiogroup').closest('.page') as HTMLElement).className;
const fontChoice = (key: 'fontSize.small' | 'fontSize.medium' | 'fontSize.large') =>
  getByRole('radio', { name: t(key) });
const reminder = () => valueBeside(t('settings.reminder'));
const logoutButton = () => queryByRole('button', { name: t('settings.logoutButton') });
const logout = () => tap(logoutButton() as HTMLElement);

describe('settings: preferences anyone can change', () => {
  test('font size: the page class changes at once and the choice is kept for the next launch', async () => {
    mockTaro();
    const stores = new RootStore();
    await mount(SettingPage, stores);
    expect(pageClass()).toContain('page--font-medium');
    expect(fontChoice('fontSize.medium').getAttribute('aria-checked')).toBe('true');

    await tap(fontChoice('fontSize.large'));
    expect(pageClass()).toContain('page--font-large');
    expect(pageClass()).not.toContain('page--font-medium');
    expect(fontChoice('fontSize.large').getAttribute('aria-checked')).toBe('true');
    expect(fontChoice('fontSize.medium').getAttribute('aria-checked')).toBe('false');
    expect(Taro.getStorageSync(STORAGE_KEYS.fontSize)).toBe('large');
    expect(new RootStore().ui.fontSize).toBe('large');

    await tap(fontChoice('fontSize.small'));
    expect(pageClass()).toContain('page--font-small');
    expect(new RootStore().ui.fontSize).toBe('small');
  });

  test('reminder: the five options of SPEC §9, the choice shown and kept', async () => {
    mockTaro();
    const sheet = answerSheet(3);
    await mount(SettingPage);
    expect(reminder()).toBe(t('reminder.none'));

    await tap(buttonHolding(t('settings.reminder')));
    const { itemList } = sheet.mock.calls[0][0] as { itemList: string[] };
    expect(itemList).toEqual([
      t('reminder.none'),
      t('reminder.atStart'),
      t('reminder.before5'),
      t('reminder.before10'),
      t('reminder.before15'),
    ]);
    expect(reminder()).toBe(t('reminder.before10'));
    expect(Taro.getStorageSync(STORAGE_KEYS.reminder)).toBe('before10');
    expect(new RootStore().ui.reminder).toBe('before10');
  });

  test('a dismissed reminder sheet changes nothing', async () => {
    mockTaro();
    jest
      .spyOn(Taro, 'showActionSheet')
      .mockImplementation((() =>
        Promise.reject({ errMsg: 'showActionSheet:fail cancel' })) as never);
    const stores = new RootStore();
    stores.ui.setReminder('before5');
    await mount(SettingPage, stores);
    await tap(buttonHolding(t('settings.reminder')));
    expect(stores.ui.reminder).toBe('before5');
    expect(reminder()).toBe(t('reminder.before5'));
  });

  test('switching the language re-renders the page in that language', async () => {
    mockTaro();
    answerSheet(2);
    await mount(SettingPage);
    expect(getByText(translate('zh-Hant', 'page.setting'))).toBeTruthy();

    await tap(getByRole('button', { name: translate('zh-Hant', 'common.language') }));

    expect(getLocale()).toBe('pt');
    expect(getByText(translate('pt', 'page.setting'))).toBeTruthy();
    expect(getByText(translate('pt', 'settings.general'))).toBeTruthy();
    expect(getByRole('radio', { name: translate('pt', 'fontSize.large') })).toBeTruthy();
    expect(valueBeside(translate('pt', 'settings.reminder'))).toBe(
      translate('pt', 'reminder.none'),
    );
    const language = getByRole('button', { name: translate('pt', 'common.language') });
    expect(within(language).getByText('Português')).toBeTruthy();
  });

  test('shows version 1.0.1 and opens the agreement and the privacy policy', async () => {
    const mocks = mockTaro();
    await mount(SettingPage);
    expect(valueBeside(t('settings.version'))).toBe('1.0.1');
    await tap(buttonHolding(t('page.agreement')));
    await tap(buttonHolding(t('auth.privacyTitle')));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/Agreement/Agreement?type=agreement',
      '/pages/login/Agreement/Agreement?type=privacy',
    ]);
  });

  test('a guest sees no logout button, and the account rows lead to login and back', async () => {
    const mocks = mockTaro();
    await mount(SettingPage);
    expect(logoutButton()).toBeNull();
    await tap(buttonHolding(t('page.upwd')));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login?redirect=%2Fpages-my%2Fupwd']);
  });

  test('a logged-in visitor goes straight to the account rows', async () => {
    storeSession();
    const mocks = mockTaro();
    await mount(SettingPage);
    for (const row of ['infoSetting', 'upwd', 'verify', 'logoff'] as const) {
      await tap(buttonHolding(t(`page.${row}`)));
    }
    expect(logoutButton()).not.toBeNull();
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages-my/info-setting',
      '/pages-my/upwd',
      '/pages-my/verify',
      '/pages-my/logoff',
    ]);
  });
});

describe('settings: logout', () => {
  beforeEach(() => storeSession());

  test('asks first; cancelling keeps the session', async () => {
    const mocks = mockTaro();
    const modal = answerModal(false);
    const stores = new RootStore();
    await mount(SettingPage, stores);

    await logout();
    expect(modalContents(modal)).toEqual([t('settings.logoutConfirm')]);
    expect(mocks.calls('POST /logoff')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);
  });

  test('revokes the token with POST /logoff, clears the session, toasts and goes to the my tab', async () => {
    const mocks = mockTaro({ 'POST /logoff': ok(null) });
    answerModal(true);
    const stores = new RootStore();
    stores.ui.setFontSize('large');
    await mount(SettingPage, stores);

    await logout();

    const logoffs = mocks.calls('POST /logoff');
    expect(logoffs).toHaveLength(1);
    expect(logoffs[0].header.token).toBe('stored-token');
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.user).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(Taro.getStorageSync(STORAGE_KEYS.userInfo)).toBe('');
    // Device preferences outlive the session.
    expect(Taro.getStorageSync(STORAGE_KEYS.fontSize)).toBe('large');
    expect(toastTitles(mocks)).toEqual([t('success.loggedOut')]);
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/my/index']);
    expect(logoutButton()).toBeNull();
  });

  test('on a failing network the visitor is still logged out on this device', async () => {
    const mocks = mockTaro();
    mocks.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never);
    answerModal(true);
    const stores = new RootStore();
    await mount(SettingPage, stores);

    await logout();
    expect(stores.session.isLoggedIn).toBe(false);
    expect(getToken()).toBeUndefined();
    // The logoff call's failure says the change (the server's session) is not confirmed (#21).
    expect(toastTitles(mocks)).toEqual([t('error.writeNetwork'), t('success.loggedOut')]);
  });

  test('a server error other than an expired session does not keep the visitor logged in', async () => {
    const mocks = mockTaro({ 'POST /logoff': fail(500, '系統繁忙') });
    answerModal(true);
    const stores = new RootStore();
    await mount(SettingPage, stores);
    await logout();
    expect(stores.session.isLoggedIn).toBe(false);
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/my/index']);
  });
});
