// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React, { type ComponentType } from 'react';
import Taro from '@tarojs/taro';
import type TestUtils from '@tarojs/test-utils-react';
import { t, type MessageKey } from '@/shared/i18n';
import { ROUTES, type RouteDef, type RouteName } from '@/routes';
import { RootStore } from '@/shared/stores/root-store';
import {
  componentSuite,
  enableTaroHooks,
  mockNavigation,
  mockPageStack,
  mountWithStores,
  resolved,
} from './support/harness';
import { queryAllByRole } from './support/queries';

/** The custom navigation bar's back button (every page is opened from another here). */
const backButtons = () => queryAllByRole('button', { name: t('common.back') });

jest.mock('@/shared/ui/nav-bar/layout', () => jest.requireActual('@/shared/ui/nav-bar/layout.h5'));
jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

const answer = (data: unknown) => ({
  statusCode: 200,
  header: {},
  errMsg: 'request:ok',
  data: { code: 0, msg: 'ok', data },
});

/** What every call answers: an empty page, so that no page touches the network. */
const EMPTY_PAGE = answer({ list: [], total: 0, pageNo: 1, pageSize: 10 });
/** The calls src/api types as plain lists (get<T[]>) answer an empty list instead. */
const LIST_CALLS =
  /\/(country\/data\/countryList|country\/data\/listSecond|newsCategory\/list|grow\/badge\/list|vote\/getGroupByVoteId\/[^/?]+|language|em\/categoryInfo\/list|pmm\/channel|news\/sysAdvert\/getType\/[^/?]+|cus\/user\/getCompanyUsers)(\?|$)/;
const EMPTY_LIST = answer([]);

let utils: TestUtils | undefined;
let request: jest.SpyInstance;

beforeAll(enableTaroHooks);
componentSuite();
beforeEach(() => {
  mockNavigation();
  request = jest
    .spyOn(Taro, 'request')
    .mockImplementation(((options: { url: string }) =>
      Promise.resolve(LIST_CALLS.test(options.url) ? EMPTY_LIST : EMPTY_PAGE)) as never);
  for (const api of ['showToast', 'showLoading', 'hideLoading', 'stopPullDownRefresh'] as const) {
    jest.spyOn(Taro, api).mockImplementation(resolved);
  }
});

function loadPage(route: RouteDef): ComponentType {
  const module = require(`@/${route.path}`) as { default?: ComponentType };
  if (typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error(`${route.path} has no default export`);
  }
  return module.default as ComponentType;
}

/** Lets the data a page asks for on mount arrive and render. */
async function settle(mounted: TestUtils) {
  await mounted.act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const bodyText = () => document.body.textContent ?? '';

/** Pages that title themselves by what they show: opened bare, addEdit adds a new address. */
const OWN_TITLES: Partial<Record<RouteName, MessageKey>> = { addressEdit: 'address.add' };

describe('every page of SPEC §2 mounts', () => {
  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '§2 %s mounts and shows its title',
    async (_path, route) => {
      mockPageStack(2, `/${route.path}`);
      const Page = loadPage(route);
      ({ utils } = await mountWithStores(<Page />, new RootStore()));
      await settle(utils);
      if (route.name === 'home') {
        expect(bodyText()).toContain(t('home.title'));
        // SPEC §2: home is the one page without the custom navigation bar.
        expect(backButtons()).toHaveLength(0);
      } else {
        const key = OWN_TITLES[route.name] ?? (`page.${route.name}` as const);
        const title = t(key);
        expect(title).not.toBe(key);
        expect(bodyText()).toContain(title);
        expect(backButtons()).toHaveLength(1);
      }
    },
  );

  test('pages that load data on mount ask through Taro.request (answered by the spy)', async () => {
    mockPageStack(1, '/pages/home/index');
    const Home = loadPage(ROUTES[0]);
    ({ utils } = await mountWithStores(<Home />, new RootStore()));
    await settle(utils);
    expect(request).toHaveBeenCalled();
    const urls = request.mock.calls.map(([options]) => (options as { url: string }).url);
    expect(urls.some((url) => url.includes('/exhibitionNews/appPage'))).toBe(true);
  });
});
