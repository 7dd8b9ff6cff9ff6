// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React, { type ComponentType } from 'react';
import Taro from '@tarojs/taro';
import LoginPage from '@/features/account/screens/login';
import { t } from '@/shared/i18n';
import { ROUTES, type RouteDef } from '@/routes';
import { RootStore } from '@/shared/stores/root-store';
import {
  componentSuite,
  enableTaroHooks,
  fill,
  loginResult,
  mockNavigation,
  mockTaro,
  mount,
  mountWithStores,
  ok,
  resolved,
  settle,
  setRoute,
  tap,
  urlsOf,
} from '../support/harness';
import { getByRole, getByText } from '../support/queries';

jest.mock('@/shared/ui/nav-bar/layout', () => jest.requireActual('@/shared/ui/nav-bar/layout.h5'));
jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

// Issue #9: "A guest who types a logged-in URL (/points, /record, /signUp) sees an empty page on
// some and the login page on others; all must lead to login and come back." SPEC §2 (login
// check with a redirect), §4 (back URL), §6 (guests are prompted to log in).

const AUTH_ROUTES = ROUTES.filter((route) => route.auth);

const answer = (data: unknown) => ({
  statusCode: 200,
  header: {},
  errMsg: 'request:ok',
  data: { code: 0, msg: 'ok', data },
});

/** The calls typed as plain lists (as in pages-smoke.test.tsx) answer an empty list. */
const LIST_CALLS =
  /\/(country\/data\/countryList|country\/data\/listSecond|newsCategory\/list|grow\/badge\/list|vote\/getGroupByVoteId\/[^/?]+|language|em\/categoryInfo\/list|pmm\/channel|news\/sysAdvert\/getType\/[^/?]+|cus\/user\/getCompanyUsers)(\?|$)/;

/**
 * What anyone may read (server/API.md public calls): dictionaries, countries, fixed pages, the
 * points and badge rules, badge types and the contest's configuration.
 */
const PUBLIC_CALLS =
  /\/(dict|country|sys\/params|pageInfo|grow\/integralRule|grow\/badgeRule|badge\/type|vote\/(getGroupByVoteId\/)?\d+(\?|$)|[\w/]*\/public)\b/;

function loadPage(route: RouteDef): ComponentType {
  return (require(`@/${route.path}`) as { default: ComponentType }).default;
}

const redirectOf = (url: string) =>
  new URLSearchParams(url.split('?')[1] ?? '').get('redirect') ?? undefined;

beforeAll(enableTaroHooks);
componentSuite();

describe('issue #9: every route marked auth sends a guest to login and back', () => {
  test('signUp and the routes the issue names are among them', () => {
    const names = AUTH_ROUTES.map((route) => route.name);
    expect(names).toEqual(expect.arrayContaining(['points', 'record', 'signUp']));
  });

  test.each(AUTH_ROUTES.map((route) => [route.path, route] as const))(
    '%s: a guest is sent to login with this page as the back URL, and sees why',
    async (path, route) => {
      const navigation = mockNavigation();
      const request = jest
        .spyOn(Taro, 'request')
        .mockImplementation(((options: { url: string }) =>
          Promise.resolve(
            LIST_CALLS.test(options.url)
              ? answer([])
              : answer({ list: [], total: 0, pageNo: 1, pageSize: 10 }),
          )) as never);
      for (const api of ['showToast', 'showLoading', 'hideLoading'] as const) {
        jest.spyOn(Taro, api).mockImplementation(resolved);
      }
      jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never);
      setRoute(`/${path}`, { id: '3' });
      const Page = loadPage(route);
      const { utils } = await mountWithStores(<Page />, new RootStore());
      await utils.act(async () => {
        await new Promise((done) => setTimeout(done, 0));
      });

      const logins = [...urlsOf(navigation.redirectTo), ...urlsOf(navigation.navigateTo)].filter(
        (url) => url.startsWith('/pages/login/login'),
      );
      // Exactly once, over the page (SPEC §2 login check with a redirect).
      expect(logins).toHaveLength(1);
      expect(urlsOf(navigation.navigateTo)).toEqual(logins);
      expect(redirectOf(logins[0])).toBe(`/${path}?id=3`);
      expect(getByText(t('message.loginFirst'))).toBeTruthy();
      // Nothing of the account was asked for on the guest's behalf.
      const calls = request.mock.calls.map((call) => (call[0] as { url: string }).url);
      expect(calls.filter((url) => !PUBLIC_CALLS.test(url))).toEqual([]);
    },
  );
});

describe('after login the guest comes back to the same page', () => {
  test.each([
    ['/pages/points/points', '/pages/points/points'],
    ['/pages/record/record', '/pages/record/record'],
    ['/pages/signUp/signUp', '/pages/signUp/signUp'],
    ['/pages/record/detail?id=3', '/pages/record/detail?id=3'],
  ])('redirect %s', async (redirect, expected) => {
    setRoute('/pages/login/login', { redirect });
    const mocks = mockTaro({ 'POST /login': ok(loginResult()) });
    await mount(LoginPage);
    await fill(t('auth.account'), 'demo');
    await fill(t('form.password'), 'Demo@2025');
    await tap(getByRole('checkbox'));
    await tap(getByRole('button', { name: t('auth.submitLogin') }));
    await settle();
    expect(urlsOf(mocks.redirectTo)).toEqual([expected]);
  });
});
