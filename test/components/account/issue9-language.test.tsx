import Taro from '@tarojs/taro';
import SecurityEditPage from '@/features/account/screens/security-edit';
import SettingPage from '@/features/account/screens/settings';
import { startLanguageSync } from '@/features/account';
import { getLocale, setLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { accountRoutes, bodyOf, mockOpenedPage } from '../security/fixtures';
import {
  demoUser,
  loginResult,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  storeSession,
  tap,
} from '../support/harness';
import { getByRole } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
afterEach(() => setLocale('zh-Hant'));

// Issue #9: "Saving the profile switches the app's language to the one stored on the account,
// undoing what the user chose in settings." SPEC §1 (four languages, kept in local storage),
// §7 PUT /cus/user.

const chooseInSheet = (index: number) =>
  jest
    .spyOn(Taro, 'showActionSheet')
    .mockImplementation((() => Promise.resolve({ tapIndex: index, errMsg: 'ok' })) as never);

describe('the language chosen in settings reaches the account', () => {
  beforeEach(() => setRoute('/pages-my/setting'));

  test('logged in: choosing English in settings PUTs it to the account', async () => {
    storeSession();
    const stores = new RootStore();
    const stop = startLanguageSync(stores);
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok({ ...demoUser, language: 'en' }) }),
    );
    await mount(SettingPage, stores);
    chooseInSheet(3);
    await tap(getByRole('button', { name: t('common.language') }));
    await settle();

    expect(getLocale()).toBe('en');
    const puts = mocks.calls('PUT /cus/user');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0])).toEqual({ language: 'en' });
    expect(stores.session.user?.language).toBe('en');
    stop();
  });

  test('a guest: nothing is sent; on login the chosen language reaches the account', async () => {
    const stores = new RootStore();
    const stop = startLanguageSync(stores);
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok({ ...demoUser, language: 'pt' }) }),
    );
    await mount(SettingPage, stores);
    chooseInSheet(2);
    await tap(getByRole('button', { name: t('common.language') }));
    await settle();
    expect(getLocale()).toBe('pt');
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);

    // The account still says zh-Hant (demoUser): logging in tells it Portuguese.
    stores.session.signIn(loginResult());
    await settle();
    expect(mocks.calls('PUT /cus/user').map(bodyOf)).toEqual([{ language: 'pt' }]);
    expect(getLocale()).toBe('pt');
    stop();
  });

  test('the same language twice sends nothing more', async () => {
    storeSession({ ...demoUser, language: 'en' });
    const stores = new RootStore();
    const stop = startLanguageSync(stores);
    const mocks = mockOpenedPage(accountRoutes());
    stores.ui.setLocale('en');
    await settle();
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
    stop();
  });
});

// Issue #21, no write fails silently: the language sync used to swallow every failure.
describe('the language sync through a failing gateway', () => {
  test('a 502 on PUT /cus/user says the change was not confirmed; the device keeps the language', async () => {
    storeSession();
    const stores = new RootStore();
    const stop = startLanguageSync(stores);
    const mocks = mockOpenedPage(accountRoutes());
    const answered = mocks.request.getMockImplementation()!;
    mocks.request.mockImplementation(((options: { url: string; method?: string }) =>
      options.method === 'PUT' && options.url.endsWith('/cus/user')
        ? Promise.resolve({ statusCode: 502, data: '<html>Bad Gateway</html>', header: {} })
        : answered(options as never)) as never);
    stores.ui.setLocale('en');
    await settle();
    const puts = mocks.request.mock.calls.filter(
      ([options]) => (options as { method?: string }).method === 'PUT',
    );
    expect(puts).toHaveLength(1);
    const titles = mocks.showToast.mock.calls.map((call) => (call[0] as { title: string }).title);
    expect(titles).toContain(t('error.writeUnanswered', { status: 502 }));
    expect(titles.join()).toContain('502');
    expect(getLocale()).toBe('en');
    expect(stores.session.user?.language).toBe('zh-Hant');
    stop();
  });
});

describe('saving the profile never changes the language', () => {
  beforeEach(() => setRoute('/pages/Security/edit'));

  test('app in English, account still in zh-Hant: after a save the app stays in English', async () => {
    setLocale('en');
    storeSession({ ...demoUser, language: 'zh-Hant' });
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, {
        'PUT /cus/user': (request) => ok({ ...demoUser, ...(bodyOf(request) as object) }),
      }),
    );
    const { stores } = await mount(SecurityEditPage);
    await tap(getByRole('button', { name: t('common.save') }));
    await settle();

    expect(getLocale()).toBe('en');
    expect(stores.ui.locale).toBe('en');
    // The form offered the app's language, so the account now agrees with it.
    expect((bodyOf(mocks.calls('PUT /cus/user')[0]) as { language: string }).language).toBe('en');
  });

  test('even when the server answers with another language', async () => {
    setLocale('pt');
    storeSession();
    mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok({ ...demoUser, language: 'zh-Hant' }) }),
    );
    await mount(SecurityEditPage);
    await tap(getByRole('button', { name: t('common.save') }));
    await settle();
    expect(getLocale()).toBe('pt');
  });
});
