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
const submit = () => tap(getByRole('button', { name: t('profile.deleteSubmit') }));
const agree = () => tap(getByRole('checkbox', { name: t('profile.deleteAgree') }));

describe('account deletion agreement', () => {
  test('tells what is lost and that it cannot be undone', async () => {
    storeSession();
    mockOpenedPage(routes());
    await mount(SecurityCancellationPage);
    // What is lost is a list; that it cannot be undone is a note beside it.
    const terms = `${textOf(getByRole('list'))} ${textOf(getByRole('note'))}`;
    for (const key of [
      'profile.deletePoints',
      'profile.deleteBadges',
      'profile.deleteOrders',
      'profile.deleteWorks',
      'profile.deleteIrreversible',
    ] as const) {
      expect(terms).toContain(t(key));
    }
  });

  test('nothing happens until the terms are ticked', async () => {
    storeSession();
    const mocks = mockOpenedPage(routes());
    const { stores } = await mount(SecurityCancellationPage);
    await submit();

    expect(getByRole('alert', { name: t('profile.deleteAgreeRequired') })).toBeTruthy();
    expect(mocks.showModal).not.toHaveBeenCalled();
    expect(mocks.calls('DELETE /pc/accountSecurity/account')).toHaveLength(0);
    expect(stores.session.isLoggedIn).toBe(true);

    await agree();
    expect(queryByText(t('profile.deleteAgreeRequired'))).toBeNull();
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
    expect(toastTitles(mocks)).toContain(t('profile.deleted'));
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
    expect(queryByRole('button', { name: t('profile.deleteSubmit') })).toBeNull();
  });
});
