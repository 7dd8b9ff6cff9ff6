import '@tarojs/taro';
import Taro from '@tarojs/taro';
import SettingPage from '@/features/account/screens/settings';
import { getLocale, initLocale, t, translate } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { STORAGE_KEYS, getToken } from '@/shared/lib/storage';
import {
  $,
  answerModal,
  fail,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  textOf,
  toastTitles,
  urlsOf,
} from '../support/harness';

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

const pageClass = () => $('.page').className;

describe('settings: preferences anyone can change', () => {
  test('font size: the page class changes at once and the choice is kept for the next launch', async () => {
    mockTaro();
    const stores = new RootStore();
    await mount(SettingPage, stores);
    expect(pageClass()).toContain('page--font-medium');
    expect($('.settings__font--medium').getAttribute('aria-checked')).toBe('true');

    await tap('.settings__font--large');
    expect(pageClass()).toContain('page--font-large');
    expect(pageClass()).not.toContain('page--font-medium');
    expect($('.settings__font--large').getAttribute('aria-checked')).toBe('true');
    expect(Taro.getStorageSync(STORAGE_KEYS.fontSize)).toBe('large');
    expect(new RootStore().ui.fontSize).toBe('large');

    await tap('.settings__font--small');
    expect(pageClass()).toContain('page--font-small');
    expect(new RootStore().ui.fontSize).toBe('small');
  });

  test('reminder: the five options of SPEC §9, the choice shown and kept', async () => {
    mockTaro();
    const sheet = answerSheet(3);
    await mount(SettingPage);
    expect(textOf('.info-row--reminder .info-row__value')).toBe(t('reminder.none'));

    await tap('.info-row--reminder');
    const { itemList } = sheet.mock.calls[0][0] as { itemList: string[] };
    expect(itemList).toEqual([
      t('reminder.none'),
      t('reminder.atStart'),
      t('reminder.before5'),
      t('reminder.before10'),
      t('reminder.before15'),
    ]);
    expect(textOf('.info-row--reminder .info-row__value')).toBe(t('reminder.before10'));
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
    await tap('.info-row--reminder');
    expect(stores.ui.reminder).toBe('before5');
    expect(textOf('.info-row--reminder .info-row__value')).toBe(t('reminder.before5'));
  });

  test('switching the language re-renders the page in that language', async () => {
    mockTaro();
    answerSheet(2);
    await mount(SettingPage);
    expect(textOf('.nav-bar__title')).toBe(translate('zh-Hant', 'page.setting'));

    await tap('.language-picker');

    expect(getLocale()).toBe('pt');
    expect(textOf('.nav-bar__title')).toBe(translate('pt', 'page.setting'));
    expect(textOf('.setting-section__title')).toBe(translate('pt', 'settings.general'));
    expect(textOf('.settings__font--large')).toBe(translate('pt', 'fontSize.large'));
    expect(textOf('.info-row--reminder .info-row__value')).toBe(translate('pt', 'reminder.none'));
    expect(textOf('.language-picker__value')).toBe('Português');
  });

  test('shows version 1.0.1 and opens the agreement and the privacy policy', async () => {
    const mocks = mockTaro();
    await mount(SettingPage);
    expect(textOf('.info-row--version .info-row__value')).toBe('1.0.1');
    await tap('.info-row--agreement');
    await tap('.info-row--privacy');
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/Agreement/Agreement?type=agreement',
      '/pages/login/Agreement/Agreement?type=privacy',
    ]);
  });

  test('a guest sees no logout button, and the account rows lead to login and back', async () => {
    const mocks = mockTaro();
    await mount(SettingPage);
    expect(document.querySelector('.settings__logout')).toBeNull();
    await tap('.info-row--upwd');
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login?redirect=%2Fpages-my%2Fupwd']);
  });

  test('a logged-in visitor goes straight to the account rows', async () => {
    storeSession();
    const mocks = mockTaro();
    await mount(SettingPage);
    for (const row of ['infoSetting', 'upwd', 'verify', 'logoff']) {
      await tap(`.info-row--${row}`);
    }
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

    await tap('.settings__logout .submit-button');
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

    await tap('.settings__logout .submit-button');

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
    expect(document.querySelector('.settings__logout')).toBeNull();
  });

  test('on a failing network the visitor is still logged out on this device', async () => {
    const mocks = mockTaro();
    mocks.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never);
    answerModal(true);
    const stores = new RootStore();
    await mount(SettingPage, stores);

    await tap('.settings__logout .submit-button');
    expect(stores.session.isLoggedIn).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(toastTitles(mocks)).toEqual([t('error.network'), t('success.loggedOut')]);
  });

  test('a server error other than an expired session does not keep the visitor logged in', async () => {
    const mocks = mockTaro({ 'POST /logoff': fail(500, '系統繁忙') });
    answerModal(true);
    const stores = new RootStore();
    await mount(SettingPage, stores);
    await tap('.settings__logout .submit-button');
    expect(stores.session.isLoggedIn).toBe(false);
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/my/index']);
  });
});
