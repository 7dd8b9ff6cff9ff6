import '@tarojs/taro';
import SecurityCancellationPage from '@/features/account/screens/security-cancellation';
import { t } from '@/shared/i18n';
import { getToken, getUserInfo } from '@/shared/lib/storage';
import { accountRoutes, mockOpenedPage } from './fixtures';
import {
  fail,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
} from '../support/harness';
import { getByRole, queryByRole, queryByText, textOf } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/Cancellation');

const routes = () =>
  accountRoutes(undefined, { 'DELETE /pc/accountSecurity/account': ok(null, '帳戶已註銷') });
const submit = () => tap(getByRole('button', { name: t('settings.logoff.submit') }));
const agree = () => tap(getByRole('checkbox', { name: t('settings.logoff.acknowledge') }));

describe('account deletion agreement', () => {
  // Issue #21: this route and /pages-my/logoff are one screen (they had drifted apart).
  test('tells what is lost and that it cannot be undone, as the logoff route does', async () => {
    storeSession();
    mockOpenedPage(routes());
    await mount(SecurityCancellationPage);
    expect(textOf(document.body)).toContain(t('settings.logoff.title'));
    const terms = textOf(getByRole('list'));
    for (const key of [
      'settings.logoff.lossPoints',
      'settings.logoff.lossOrders',
      'settings.logoff.lossWorks',
      'settings.logoff.lossData',
    ] as const) {
      expect(terms).toContain(t(key));
    }
    expect(getByRole('button', { name: t('settings.logoff.keep') })).toBeTruthy();
  });

  test('nothing happens until the terms are ticked', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    const { stores } = await mount(SecurityCancellationPage);
    await submit();

    expect(getByRole('alert', { name: t('settings.logoff.acknowledgeRequired') })).toBeTruthy();
    expect(mocks.showModal).not.toHaveBeenCalled();
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);

    await agree();
    expect(queryByText(t('settings.logoff.acknowledgeRequired'))).toBeNull();
  });

  test('a "no" in the last confirmation keeps the account', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    mocks.showModal.mockImplementation((() =>
      Promise.resolve({ confirm: false, cancel: true })) as never);
    const { stores } = await mount(SecurityCancellationPage);
    await agree();
    await submit();

    expect(mocks.showModal).toHaveBeenCalledTimes(1);
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);
  });

  test('confirmed, the account is deleted, the session ends and home opens afresh', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    const { stores } = await mount(SecurityCancellationPage);
    await agree();
    await submit();

    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(1);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.user).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(urlsOf(mocks.reLaunch)).toEqual(['/pages/home/index']);
    // Shown after the relaunch, so the new page does not take it away (issue #21).
    expect(toastTitles(mocks)).toEqual([t('settings.logoff.done')]);
    expect(mocks.showToast.mock.invocationCallOrder[0]).toBeGreaterThan(
      mocks.reLaunch.mock.invocationCallOrder[0],
    );
  });

  test('a failed deletion keeps the session and the page', async () => {
    storeSession();
    const mocks = mockOpenedPage({
      ...routes(),
      'DELETE /pc/accountSecurity/account': fail(500, '伺服器錯誤'),
    });
    const { stores } = await mount(SecurityCancellationPage);
    await agree();
    await submit();

    expect(stores.session.isLoggedIn).toBe(true);
    expect(mocks.reLaunch).not.toHaveBeenCalled();
    expect(toastTitles(mocks)).toEqual(['伺服器錯誤']);
  });

  test('a guest is sent to login with a redirect back', async () => {
    const mocks = mockOpenedPage(routes());
    await mount(SecurityCancellationPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FSecurity%2FCancellation',
    ]);
    expect(queryByRole('list')).toBeNull();
    expect(queryByRole('button', { name: t('settings.logoff.submit') })).toBeNull();
  });
});
