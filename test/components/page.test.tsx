// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import { safeExecute } from '@tarojs/runtime';
import { Page } from '@/shared/ui/page';
import { setLocale, translate } from '@/shared/i18n';
import { onPageShown } from '@/shared/lib/page-views';
import { RootStore } from '@/shared/stores/root-store';
import {
  componentSuite,
  enableTaroHooks,
  mockNavigation,
  mockPageStack,
  mountWithStores,
} from './support/harness';
import { getByText, queryAllByText, queryByRole } from './support/queries';

jest.mock('@/shared/ui/nav-bar/layout', () => jest.requireActual('@/shared/ui/nav-bar/layout.h5'));

let utils: TestUtils | undefined;
let nav: ReturnType<typeof mockNavigation>;

beforeAll(enableTaroHooks);
componentSuite();
beforeEach(() => {
  nav = mockNavigation();
  mockPageStack(2);
});

/**
 * Shows the page the way Taro's router does (safeExecute of onShow); a page mounted outside a
 * router registers its hooks under the app id.
 */
function showPage() {
  safeExecute('taro-app', 'onShow');
}

/** The title the navigation bar shows (it is the only text of an empty page). */
const title = () => (document.body.textContent ?? '').replace('⌂', '').trim();
const shows = (text: string) => queryAllByText(text).length === 1;
// The font size is only a look (§9): no accessible attribute says it, so the frame's class does.
const frame = () => getByText('content').closest('.page') as HTMLElement;
const content = <span>content</span>;

describe('Page (SPEC §2 custom navigation bar, §1 languages, §9 font size)', () => {
  test("draws the navigation bar with the route's title in the current locale", async () => {
    ({ utils } = await mountWithStores(<Page route="rules" />, new RootStore()));
    expect(title()).toBe(translate('zh-Hant', 'page.rules'));
    expect(shows(translate('zh-Hant', 'page.rules'))).toBe(true);
    expect(nav.setNavigationBarTitle).toHaveBeenCalledWith({
      title: translate('zh-Hant', 'page.rules'),
    });
  });

  test('§1 switching the locale re-renders the title in that language', async () => {
    ({ utils } = await mountWithStores(<Page route="rules" />, new RootStore()));
    const before = title();
    utils.act(() => {
      setLocale('pt');
    });
    expect(title()).toBe(translate('pt', 'page.rules'));
    expect(shows(translate('pt', 'page.rules'))).toBe(true);
    expect(title()).not.toBe(before);
    expect(nav.setNavigationBarTitle).toHaveBeenLastCalledWith({
      title: translate('pt', 'page.rules'),
    });
  });

  test('#14 a page under another one leaves the title to the page on screen on a switch', async () => {
    ({ utils } = await mountWithStores(<Page route="rules" />, new RootStore()));
    safeExecute('taro-app', 'onHide');
    nav.setNavigationBarTitle.mockClear();
    utils.act(() => {
      setLocale('pt');
    });
    expect(nav.setNavigationBarTitle).not.toHaveBeenCalled();
    showPage();
    expect(nav.setNavigationBarTitle).toHaveBeenLastCalledWith({
      title: translate('pt', 'page.rules'),
    });
  });

  test('a stored language is used from the first render', async () => {
    setLocale('en');
    ({ utils } = await mountWithStores(<Page route="rank" />, new RootStore()));
    expect(title()).toBe(translate('en', 'page.rank'));
  });

  test('a title prop replaces the route title', async () => {
    ({ utils } = await mountWithStores(
      <Page route="newsDetail" title="Headline" />,
      new RootStore(),
    ));
    expect(title()).toBe('Headline');
  });

  test('§9 the font size class follows ui.fontSize', async () => {
    const stores = new RootStore();
    ({ utils } = await mountWithStores(<Page route="rules">{content}</Page>, stores));
    expect(frame().classList.contains('page--font-medium')).toBe(true);
    utils.act(() => stores.ui.setFontSize('large'));
    expect(frame().classList.contains('page--font-large')).toBe(true);
    expect(frame().classList.contains('page--font-medium')).toBe(false);
    utils.act(() => stores.ui.setFontSize('small'));
    expect(frame().classList.contains('page--font-small')).toBe(true);
  });

  test('renders its children in the body', async () => {
    ({ utils } = await mountWithStores(
      <Page route="rules" className="rules">
        {content}
      </Page>,
      new RootStore(),
    ));
    expect(getByText('content').tagName.toLowerCase()).toBe('span');
    expect(shows(translate('zh-Hant', 'page.rules'))).toBe(true);
    // The className prop is handed to the frame for the page's own styles.
    expect(frame().classList.contains('rules')).toBe(true);
  });

  test('§2 home draws no navigation bar', async () => {
    ({ utils } = await mountWithStores(<Page route="home" navBar={false} />, new RootStore()));
    expect(queryByRole('button', { name: translate('zh-Hant', 'common.back') })).toBeNull();
    expect(queryByRole('button', { name: translate('zh-Hant', 'common.home') })).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  test('a tab page puts the tab texts in the current language', async () => {
    setLocale('en');
    ({ utils } = await mountWithStores(<Page route="news" />, new RootStore()));
    expect(nav.setTabBarItem).toHaveBeenCalledWith({ index: 0, text: translate('en', 'tab.home') });
    expect(nav.setTabBarItem).toHaveBeenCalledWith({ index: 3, text: translate('en', 'tab.my') });
  });

  test('§7 a page view is tracked each time the page shows', async () => {
    const shown: string[] = [];
    const stop = onPageShown((route) => shown.push(route));
    ({ utils } = await mountWithStores(<Page route="gift" />, new RootStore()));
    expect(shown).toEqual([]);
    showPage();
    showPage();
    stop();
    expect(shown).toEqual(['gift', 'gift']);
  });

  test('a page that is not a tab leaves the tab bar alone', async () => {
    ({ utils } = await mountWithStores(<Page route="rules" />, new RootStore()));
    expect(nav.setTabBarItem).not.toHaveBeenCalled();
  });
});
