import '@tarojs/taro';
import Taro from '@tarojs/taro';
import CollectPage from '@/features/account/screens/favourites';
import InfoSettingPage from '@/features/account/screens/info-settings';
import LogoffPage from '@/features/account/screens/logoff';
import UpwdPage from '@/features/account/screens/change-password';
import VerifyPage from '@/features/account/screens/real-name';
import { isAcceptedIdNumber, normalizeIdNumber } from '@/rules/id-card';
import { NOTIFICATION_PREFS_KEY } from '@/features/account/notification-prefs';
import { initLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { getToken } from '@/shared/lib/storage';
import {
  $,
  $all,
  answerModal,
  fail,
  fieldError,
  fireLifecycle,
  inputValue,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  textOf,
  toastTitles,
  type,
  unmountAll,
  urlsOf,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
beforeEach(initLocale);

const query = (url: string) =>
  Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '').entries());

describe('change password', () => {
  beforeEach(() => {
    setRoute('/pages-my/upwd');
    storeSession();
  });

  async function fill(old: string, next: string, confirm = next) {
    await type('oldPassword', old);
    await type('newPassword', next);
    await type('confirmPassword', confirm);
  }

  test('applies the SPEC §5 rules next to each field and sends nothing', async () => {
    const mocks = mockTaro();
    await mount(UpwdPage);

    await tap('.submit-button');
    expect(fieldError('oldPassword')).toBe(t('settings.password.oldRequired'));
    expect(fieldError('newPassword')).toBe(t('validation.passwordRequired'));
    expect(fieldError('confirmPassword')).toBe(t('validation.confirmPasswordRequired'));

    await fill('Demo@2025', 'abc12');
    await tap('.submit-button');
    expect(fieldError('oldPassword')).toBe('');
    expect(fieldError('newPassword')).toBe(t('validation.passwordTooShort'));

    await fill('Demo@2025', 'abcdef12');
    await tap('.submit-button');
    expect(fieldError('newPassword')).toBe(t('validation.passwordWeak'));

    await fill('Demo@2025', 'Demo@2025');
    await tap('.submit-button');
    expect(fieldError('newPassword')).toBe(t('settings.password.sameAsOld'));

    await fill('Demo@2025', 'New@2026', 'New@2027');
    await tap('.submit-button');
    expect(fieldError('newPassword')).toBe('');
    expect(fieldError('confirmPassword')).toBe(t('validation.passwordMismatch'));

    expect(mocks.calls('PUT /cus/user/updatePassword')).toHaveLength(0);
  });

  test('on success: the id and both passwords go in the query, then the visitor is told, signed out and sent to login', async () => {
    const mocks = mockTaro({ 'PUT /cus/user/updatePassword': ok(null), 'POST /logoff': ok(null) });
    const modal = answerModal(true);
    const stores = new RootStore();
    await mount(UpwdPage, stores);

    await fill('Demo@2025', 'New@2026');
    await tap('.submit-button');

    const puts = mocks.calls('PUT /cus/user/updatePassword');
    expect(puts).toHaveLength(1);
    expect(query(puts[0].url)).toEqual({
      id: '7',
      oldPassword: 'Demo@2025',
      newPassword: 'New@2026',
    });
    expect(puts[0].data).toBeUndefined();
    expect(mocks.calls('POST /logoff')).toHaveLength(1);
    expect(modalContents(modal)).toEqual([t('settings.password.changed')]);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(urlsOf(mocks.reLaunch)).toEqual(['/pages/login/login']);
  });

  test('a wrong current password keeps the session and everything typed', async () => {
    const mocks = mockTaro({ 'PUT /cus/user/updatePassword': fail(422, '原密碼不正確') });
    const stores = new RootStore();
    await mount(UpwdPage, stores);

    await fill('Wrong@2025', 'New@2026');
    await tap('.submit-button');

    expect(toastTitles(mocks)).toEqual(['原密碼不正確']);
    expect(stores.session.isLoggedIn).toBe(true);
    expect(mocks.reLaunch).not.toHaveBeenCalled();
    expect(await inputValue('oldPassword')).toBe('Wrong@2025');
    expect(await inputValue('newPassword')).toBe('New@2026');
  });

  test('a guest is sent to login', async () => {
    window.localStorage.clear();
    const mocks = mockTaro();
    await mount(UpwdPage);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login?redirect=%2Fpages-my%2Fupwd']);
    expect(document.querySelector('.form-field--oldPassword')).toBeNull();
  });
});

describe('account logoff', () => {
  beforeEach(() => {
    setRoute('/pages-my/logoff');
    storeSession();
  });

  test('explains what is lost and will not go on until the box is ticked', async () => {
    const mocks = mockTaro();
    const modal = answerModal(true);
    await mount(LogoffPage);

    expect($all('.logoff__item').map((item) => item.textContent)).toContain(
      t('settings.logoff.lossPoints'),
    );
    await tap('.logoff__actions .submit-button--primary');

    expect(textOf('.agreement-check__error')).toBe(t('settings.logoff.acknowledgeRequired'));
    expect(modal).not.toHaveBeenCalled();
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
  });

  test('ticked, it still asks; cancelling deletes nothing', async () => {
    const mocks = mockTaro();
    const modal = answerModal(false);
    const stores = new RootStore();
    await mount(LogoffPage, stores);

    await tap('.agreement-check__row');
    expect(document.querySelector('.agreement-check__error')).toBeNull();
    await tap('.logoff__actions .submit-button--primary');

    expect(modalContents(modal)).toEqual([t('settings.logoff.confirmText')]);
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);
  });

  test('ticked and confirmed: DELETE the account, sign out, toast and go home', async () => {
    const mocks = mockTaro({ 'DELETE /pc/accountSecurity/account': ok(null) });
    answerModal(true);
    const stores = new RootStore();
    await mount(LogoffPage, stores);

    await tap('.agreement-check__row');
    await tap('.logoff__actions .submit-button--primary');

    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(1);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(toastTitles(mocks)).toEqual([t('settings.logoff.done')]);
    expect(urlsOf(mocks.reLaunch)).toEqual(['/pages/home/index']);
  });

  test('a refused deletion keeps the visitor signed in', async () => {
    const mocks = mockTaro({ 'DELETE /pc/accountSecurity/account': fail(500, '系統繁忙') });
    answerModal(true);
    const stores = new RootStore();
    await mount(LogoffPage, stores);
    await tap('.agreement-check__row');
    await tap('.logoff__actions .submit-button--primary');
    expect(stores.session.isLoggedIn).toBe(true);
    expect(mocks.reLaunch).not.toHaveBeenCalled();
  });
});

describe('real-name verification', () => {
  beforeEach(() => {
    setRoute('/pages-my/verify');
    storeSession();
  });

  test('an identity already verified is shown masked, with no form', async () => {
    mockTaro({
      'GET /user/idCardInfo': ok({ realName: '陳大文', idCardNo: '12****78', verified: true }),
    });
    await mount(VerifyPage);
    expect(textOf('.verify-card__number')).toBe('12****78');
    expect(textOf('.verify-card__name')).toBe('陳大文');
    expect(document.querySelector('.form-field--idNumber')).toBeNull();
  });

  test('checks the number the way the server does before sending, then shows the verified state', async () => {
    const mocks = mockTaro({
      'GET /user/idCardInfo': ok({ realName: '', idCardNo: '', verified: false }),
      'GET /user/checkCardInfo': ok({ realName: '陳大文', idCardNo: '12****78', verified: true }),
    });
    const stores = new RootStore();
    await mount(VerifyPage, stores);

    await tap('.submit-button');
    expect(fieldError('realName')).toBe(t('settings.verify.nameRequired'));
    expect(fieldError('idNumber')).toBe(t('settings.verify.idRequired'));

    await type('realName', '陳大文');
    await type('idNumber', '2234567(8)');
    await tap('.submit-button');
    expect(fieldError('idNumber')).toBe(t('settings.verify.idInvalid'));
    expect(mocks.calls('GET /user/checkCardInfo')).toHaveLength(0);

    await type('idNumber', '1234567(8)');
    await tap('.submit-button');
    const checks = mocks.calls('GET /user/checkCardInfo');
    expect(checks.map((each) => query(each.url))).toEqual([
      { realName: '陳大文', idCardNo: '12345678' },
    ]);
    expect(textOf('.verify-card__number')).toBe('12****78');
    expect(stores.session.user?.idCardVerified).toBe(true);
  });

  test('a failed status load offers a retry', async () => {
    let calls = 0;
    mockTaro({
      'GET /user/idCardInfo': () =>
        ++calls === 1 ? fail(500, '系統繁忙') : ok({ realName: '', idCardNo: '', verified: false }),
    });
    await mount(VerifyPage);
    expect(document.querySelector('.list-state--error')).not.toBeNull();
    await tap('.list-state__action');
    expect(document.querySelector('.form-field--realName')).not.toBeNull();
  });

  test('the accepted documents: Macau, Hong Kong, mainland and Taiwan, with their check digits', () => {
    expect(normalizeIdNumber(' 1234567(8) ')).toBe('12345678');
    expect(isAcceptedIdNumber('1234567(8)')).toBe(true);
    expect(isAcceptedIdNumber('2234567(8)')).toBe(false);
    expect(isAcceptedIdNumber('A123456(3)')).toBe(true);
    expect(isAcceptedIdNumber('A123456(4)')).toBe(false);
    expect(isAcceptedIdNumber('11010519491231002X')).toBe(true);
    expect(isAcceptedIdNumber('110105194912310021')).toBe(false);
    expect(isAcceptedIdNumber('A123456789')).toBe(true);
    expect(isAcceptedIdNumber('A123456788')).toBe(false);
  });
});

describe('favourites', () => {
  const EXHIBITS = [
    {
      id: 5,
      type: 'exhibit',
      exhibitId: 5,
      name: '抗戰家書',
      nameEn: 'Letters home from the war',
      cover: '',
      createdAt: '2025-08-15T02:00:00.000Z',
    },
    {
      id: 8,
      type: 'exhibit',
      exhibitId: 8,
      name: '澳門救亡歌詠團旗幟',
      nameEn: 'Flag of the Macau Salvation Choir',
      cover: 'https://example.org/flag.svg',
      createdAt: '2025-08-14T02:00:00.000Z',
    },
  ];
  const collectPage = (list: unknown[], total = list.length) =>
    ok({ list, total, pageNo: 1, pageSize: 10 });

  // Taro's lazy-loading Image watches itself with an IntersectionObserver, which jsdom lacks.
  const hadObserver = 'IntersectionObserver' in window;
  beforeAll(() => {
    if (hadObserver) return;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    });
  });
  afterAll(() => {
    if (!hadObserver) delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  beforeEach(() => {
    setRoute('/pages-my/collect');
    storeSession();
  });

  test('lists the followed exhibits; removing asks first and unfollows that exhibit', async () => {
    const mocks = mockTaro({
      'GET /jobCollect/page': collectPage(EXHIBITS),
      'DELETE /crm/exhibitsInterest/cancelAttention': ok(null),
    });
    const modal = answerModal(false, true);
    await mount(CollectPage);
    const names = () => $all('.collect-card__name').map((each) => each.textContent);
    expect(names()).toEqual(['抗戰家書', '澳門救亡歌詠團旗幟']);

    await tap($all('.collect-card__remove')[0]);
    expect(modalContents(modal)[0]).toBe(t('settings.collect.confirmRemove', { name: '抗戰家書' }));
    expect(mocks.calls('DELETE /crm/exhibitsInterest/cancelAttention')).toHaveLength(0);
    expect(names()).toHaveLength(2);

    await tap($all('.collect-card__remove')[0]);
    const removals = mocks.calls('DELETE /crm/exhibitsInterest/cancelAttention');
    expect(removals.map((each) => each.data)).toEqual(['spuId=5']);
    expect(names()).toEqual(['澳門救亡歌詠團旗幟']);
    expect(toastTitles(mocks)).toContain(t('success.operation'));
  });

  test('an empty list says so; pull-down refreshes; reaching the bottom loads more', async () => {
    let list: unknown[] = [];
    const mocks = mockTaro({
      'GET /jobCollect/page': (request) =>
        /pageNo=2/.test(request.url)
          ? ok({ list: [EXHIBITS[1]], total: 2, pageNo: 2, pageSize: 10 })
          : collectPage(list, list.length ? 2 : 0),
    });
    await mount(CollectPage);
    expect(textOf('.list-state--empty')).toBe(t('settings.collect.empty'));

    list = [EXHIBITS[0]];
    await fireLifecycle('onPullDownRefresh');
    expect($all('.collect-card')).toHaveLength(1);
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();

    await fireLifecycle('onReachBottom' as never);
    expect($all('.collect-card')).toHaveLength(2);
  });

  test('in English the English names are shown', async () => {
    Taro.setStorageSync('language', 'en');
    initLocale();
    mockTaro({ 'GET /jobCollect/page': collectPage(EXHIBITS) });
    await mount(CollectPage);
    expect($all('.collect-card__name').map((each) => each.textContent)).toEqual([
      'Letters home from the war',
      'Flag of the Macau Salvation Choir',
    ]);
    Taro.removeStorageSync('language');
    initLocale();
  });
});

describe('info settings', () => {
  beforeEach(() => {
    setRoute('/pages-my/info-setting');
    storeSession();
  });

  test('the topics can be switched off and stay off on this device', async () => {
    mockTaro();
    await mount(InfoSettingPage);
    expect($('.toggle-row--contest').getAttribute('aria-checked')).toBe('true');

    await tap('.toggle-row--contest');
    expect($('.toggle-row--contest').getAttribute('aria-checked')).toBe('false');
    expect(Taro.getStorageSync(NOTIFICATION_PREFS_KEY)).toEqual({
      contest: false,
      orders: true,
      news: true,
    });

    unmountAll();
    await mount(InfoSettingPage);
    expect($('.toggle-row--contest').getAttribute('aria-checked')).toBe('false');
    expect($('.toggle-row--news').getAttribute('aria-checked')).toBe('true');
  });

  test('the activity reminder is the one of the settings page', async () => {
    mockTaro();
    jest
      .spyOn(Taro, 'showActionSheet')
      .mockImplementation((() => Promise.resolve({ tapIndex: 4, errMsg: 'ok' })) as never);
    const stores = new RootStore();
    await mount(InfoSettingPage, stores);
    await tap('.info-row--reminder');
    expect(stores.ui.reminder).toBe('before15');
    expect(textOf('.info-row--reminder .info-row__value')).toBe(t('reminder.before15'));
  });
});
