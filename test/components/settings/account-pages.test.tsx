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
  answerModal,
  errorOf,
  fail,
  fill as fillIn,
  fireLifecycle,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  toastTitles,
  unmountAll,
  urlsOf,
  valueOf,
} from '../support/harness';
import {
  buttonHolding,
  getAllByRole,
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  queryByText,
  valueBeside,
  within,
} from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
beforeEach(initLocale);

/** The change password and verification forms end with a plain "submit". */
const submitForm = () => tap(getByRole('button', { name: t('common.submit') }));

const query = (url: string) =>
  Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '').entries());

describe('change password', () => {
  beforeEach(() => {
    setRoute('/pages-my/upwd');
    storeSession();
  });

  const OLD = t('settings.password.old');
  const NEW = t('auth.newPassword');
  const CONFIRM = t('auth.confirmPassword');
  async function fill(old: string, next: string, confirm = next) {
    await fillIn(OLD, old);
    await fillIn(NEW, next);
    await fillIn(CONFIRM, confirm);
  }

  test('applies the SPEC §5 rules next to each field and sends nothing', async () => {
    const mocks = mockTaro();
    await mount(UpwdPage);

    await submitForm();
    expect(errorOf(OLD)).toBe(t('settings.password.oldRequired'));
    expect(errorOf(NEW)).toBe(t('validation.passwordRequired'));
    expect(errorOf(CONFIRM)).toBe(t('validation.confirmPasswordRequired'));

    await fill('Demo@2025', 'abc12');
    await submitForm();
    expect(errorOf(OLD)).toBe('');
    expect(errorOf(NEW)).toBe(t('validation.passwordTooShort'));

    await fill('Demo@2025', 'abcdef12');
    await submitForm();
    expect(errorOf(NEW)).toBe(t('validation.passwordWeak'));

    await fill('Demo@2025', 'Demo@2025');
    await submitForm();
    expect(errorOf(NEW)).toBe(t('settings.password.sameAsOld'));

    await fill('Demo@2025', 'New@2026', 'New@2027');
    await submitForm();
    expect(errorOf(NEW)).toBe('');
    expect(errorOf(CONFIRM)).toBe(t('validation.passwordMismatch'));

    expect(mocks.calls('PUT /cus/user/updatePassword')).toHaveLength(0);
  });

  test('on success: the id and both passwords go in the query, then the visitor is told, signed out and sent to login', async () => {
    const mocks = mockTaro({ 'PUT /cus/user/updatePassword': ok(null), 'POST /logoff': ok(null) });
    const modal = answerModal(true);
    const stores = new RootStore();
    await mount(UpwdPage, stores);

    await fill('Demo@2025', 'New@2026');
    await submitForm();

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
    await submitForm();

    expect(toastTitles(mocks)).toEqual(['原密碼不正確']);
    expect(stores.session.isLoggedIn).toBe(true);
    expect(mocks.reLaunch).not.toHaveBeenCalled();
    expect(await valueOf(OLD)).toBe('Wrong@2025');
    expect(await valueOf(NEW)).toBe('New@2026');
  });

  test('a guest is sent to login', async () => {
    window.localStorage.clear();
    const mocks = mockTaro();
    await mount(UpwdPage);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/login?redirect=%2Fpages-my%2Fupwd']);
    expect(queryByRole('group', { name: OLD })).toBeNull();
  });
});

describe('account logoff', () => {
  const submit = () => tap(getByRole('button', { name: t('settings.logoff.submit') }));
  const acknowledge = () => tap(getByRole('checkbox', { name: t('settings.logoff.acknowledge') }));

  beforeEach(() => {
    setRoute('/pages-my/logoff');
    storeSession();
  });

  test('explains what is lost and will not go on until the box is ticked', async () => {
    const mocks = mockTaro();
    const modal = answerModal(true);
    await mount(LogoffPage);

    expect(getByText(t('settings.logoff.lossPoints'))).toBeTruthy();
    await submit();

    expect(getByRole('alert', { name: t('settings.logoff.acknowledgeRequired') })).toBeTruthy();
    expect(modal).not.toHaveBeenCalled();
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
  });

  test('ticked, it still asks; cancelling deletes nothing', async () => {
    const mocks = mockTaro();
    const modal = answerModal(false);
    const stores = new RootStore();
    await mount(LogoffPage, stores);

    await acknowledge();
    expect(queryByText(t('settings.logoff.acknowledgeRequired'))).toBeNull();
    await submit();

    expect(modalContents(modal)).toEqual([t('settings.logoff.confirmText')]);
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);
  });

  test('ticked and confirmed: DELETE the account, sign out, toast and go home', async () => {
    const mocks = mockTaro({ 'DELETE /pc/accountSecurity/account': ok(null) });
    answerModal(true);
    const stores = new RootStore();
    await mount(LogoffPage, stores);

    await acknowledge();
    await submit();

    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(1);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(toastTitles(mocks)).toEqual([t('settings.logoff.done')]);
    expect(urlsOf(mocks.reLaunch)).toEqual(['/pages/home/index']);
    // Issue #21: after the relaunch, which took a toast shown before it away.
    expect(mocks.showToast.mock.invocationCallOrder[0]).toBeGreaterThan(
      mocks.reLaunch.mock.invocationCallOrder[0],
    );
  });

  test('a refused deletion keeps the visitor signed in', async () => {
    const mocks = mockTaro({ 'DELETE /pc/accountSecurity/account': fail(500, '系統繁忙') });
    answerModal(true);
    const stores = new RootStore();
    await mount(LogoffPage, stores);
    await acknowledge();
    await submit();
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
    expect(valueBeside(t('settings.verify.idNumber'))).toBe('12****78');
    expect(valueBeside(t('settings.verify.realName'))).toBe('陳大文');
    expect(getByText(t('settings.verify.verified'))).toBeTruthy();
    expect(queryByRole('group', { name: t('settings.verify.idNumber') })).toBeNull();
  });

  test('checks the number the way the server does before sending, then shows the verified state', async () => {
    const mocks = mockTaro({
      'GET /user/idCardInfo': ok({ realName: '', idCardNo: '', verified: false }),
      'GET /user/checkCardInfo': ok({ realName: '陳大文', idCardNo: '12****78', verified: true }),
    });
    const stores = new RootStore();
    await mount(VerifyPage, stores);

    await submitForm();
    expect(errorOf(t('settings.verify.realName'))).toBe(t('settings.verify.nameRequired'));
    expect(errorOf(t('settings.verify.idNumber'))).toBe(t('settings.verify.idRequired'));

    await fillIn(t('settings.verify.realName'), '陳大文');
    await fillIn(t('settings.verify.idNumber'), '2234567(8)');
    await submitForm();
    expect(errorOf(t('settings.verify.idNumber'))).toBe(t('settings.verify.idInvalid'));
    expect(mocks.calls('GET /user/checkCardInfo')).toHaveLength(0);

    // Issue #27: the form's own example is no one's number.
    await fillIn(t('settings.verify.idNumber'), '1234567(8)');
    await submitForm();
    expect(errorOf(t('settings.verify.idNumber'))).toBe(t('settings.verify.idInvalid'));
    expect(mocks.calls('GET /user/checkCardInfo')).toHaveLength(0);

    await fillIn(t('settings.verify.idNumber'), '5215299(8)');
    await submitForm();
    const checks = mocks.calls('GET /user/checkCardInfo');
    expect(checks.map((each) => query(each.url))).toEqual([
      { realName: '陳大文', idCardNo: '52152998' },
    ]);
    expect(valueBeside(t('settings.verify.idNumber'))).toBe('12****78');
    expect(stores.session.user?.idCardVerified).toBe(true);
  });

  test('a failed status load offers a retry', async () => {
    let calls = 0;
    mockTaro({
      'GET /user/idCardInfo': () =>
        ++calls === 1 ? fail(500, '系統繁忙') : ok({ realName: '', idCardNo: '', verified: false }),
    });
    await mount(VerifyPage);
    expect(within(getByRole('alert')).getByText(t('common.loadError'))).toBeTruthy();
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(queryByRole('group', { name: t('settings.verify.realName') })).not.toBeNull();
    expect(queryByRole('alert')).toBeNull();
  });

  test('the accepted documents: Macau, Hong Kong, mainland and Taiwan, with their check digits', () => {
    expect(normalizeIdNumber(' 5215299(8) ')).toBe('52152998');
    expect(isAcceptedIdNumber('5215299(8)')).toBe(true);
    expect(isAcceptedIdNumber('2234567(8)')).toBe(false);
    expect(isAcceptedIdNumber('K271828(6)')).toBe(true);
    expect(isAcceptedIdNumber('K271828(7)')).toBe(false);
    expect(isAcceptedIdNumber('11010519491231002X')).toBe(true);
    expect(isAcceptedIdNumber('110105194912310021')).toBe(false);
    expect(isAcceptedIdNumber('F135792464')).toBe(true);
    expect(isAcceptedIdNumber('F135792465')).toBe(false);
  });

  test("issue #27: the examples printed on forms and in textbooks are no one's number", () => {
    for (const sample of ['1234567(8)', '7654321(0)', '1111111(1)', 'A123456(3)', 'A123456789']) {
      expect({ sample, accepted: isAcceptedIdNumber(sample) }).toEqual({ sample, accepted: false });
    }
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
  /** Each followed exhibit is a group named by the exhibit. */
  const cards = () => queryAllByRole('group');
  const names = () => cards().map((card) => card.getAttribute('aria-label'));
  const removeOf = (name: string) =>
    within(getByRole('group', { name })).getByRole('button', {
      name: t('settings.collect.remove'),
    });
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
    expect(names()).toEqual(['抗戰家書', '澳門救亡歌詠團旗幟']);
    expect(within(cards()[0]).getByText('抗戰家書')).toBeTruthy();

    await tap(removeOf('抗戰家書'));
    expect(modalContents(modal)[0]).toBe(t('settings.collect.confirmRemove', { name: '抗戰家書' }));
    expect(mocks.calls('DELETE /crm/exhibitsInterest/cancelAttention')).toHaveLength(0);
    expect(names()).toHaveLength(2);

    await tap(removeOf('抗戰家書'));
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
    expect(getByText(t('settings.collect.empty'))).toBeTruthy();
    expect(cards()).toHaveLength(0);

    list = [EXHIBITS[0]];
    await fireLifecycle('onPullDownRefresh');
    expect(cards()).toHaveLength(1);
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();

    await fireLifecycle('onReachBottom' as never);
    expect(cards()).toHaveLength(2);
    expect(getAllByRole('button', { name: t('settings.collect.remove') })).toHaveLength(2);
  });

  test('in English the English names are shown', async () => {
    Taro.setStorageSync('language', 'en');
    initLocale();
    mockTaro({ 'GET /jobCollect/page': collectPage(EXHIBITS) });
    await mount(CollectPage);
    expect(names()).toEqual(['Letters home from the war', 'Flag of the Macau Salvation Choir']);
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
    const topic = (key: 'contest' | 'news') =>
      getByRole('switch', { name: t(`settings.notify.${key}`) });
    expect(topic('contest').getAttribute('aria-checked')).toBe('true');

    await tap(topic('contest'));
    expect(topic('contest').getAttribute('aria-checked')).toBe('false');
    expect(Taro.getStorageSync(NOTIFICATION_PREFS_KEY)).toEqual({
      contest: false,
      orders: true,
      news: true,
    });

    unmountAll();
    await mount(InfoSettingPage);
    expect(topic('contest').getAttribute('aria-checked')).toBe('false');
    expect(topic('news').getAttribute('aria-checked')).toBe('true');
  });

  test('the activity reminder is the one of the settings page', async () => {
    mockTaro();
    jest
      .spyOn(Taro, 'showActionSheet')
      .mockImplementation((() => Promise.resolve({ tapIndex: 4, errMsg: 'ok' })) as never);
    const stores = new RootStore();
    await mount(InfoSettingPage, stores);
    await tap(buttonHolding(t('settings.reminder')));
    expect(stores.ui.reminder).toBe('before15');
    expect(valueBeside(t('settings.reminder'))).toBe(t('reminder.before15'));
  });
});
