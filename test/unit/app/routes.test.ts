import fs from 'fs';
import path from 'path';
import {
  HOME_ROUTE,
  ROUTES,
  TAB_ROUTES,
  packageRootOf,
  packages,
  routeByName,
  routeOfPath,
  urlOf,
} from '@/routes';

const SRC = path.resolve(__dirname, '../../../src');

// The SPEC §2 table, row by row: the page path the mini-program knows, then every H5 path the
// table gives for it. The rows written as bare paths (/Security/edit, /choose-location...) are
// H5 aliases of pages under pages/Security and pages/location.
const SPEC_TABLE: ReadonlyArray<readonly [page: string, h5Paths: readonly string[]]> = [
  ['pages/home/index', ['/', '/home']],
  ['pages/home/index1', ['/home1']],
  ['pages/oldIndex/oldIndex', []],
  ['pages/adress/adress', ['/adress']],
  ['pages/adress/addEdit', ['/address/addEdit']],
  ['pages/points/points', ['/points']],
  ['pages/points/records', ['/points/records']],
  ['pages/record/record', ['/record']],
  ['pages/record/detail', ['/record/detail']],
  ['pages/gift/gift', ['/gift']],
  ['pages/gift/detail', ['/gift/detail']],
  ['pages/achieveMents/achieveMents', ['/achieveMents']],
  ['pages/my/index', ['/my']],
  ['pages/my/my', []],
  ['pages/webview/index', ['/webview']],
  ['pages/login/login', ['/login']],
  ['pages/login/register', ['/register']],
  ['pages/login/forgetPwd', ['/forgetPwd']],
  ['pages/login/Agreement/Agreement', ['/login/Agreement']],
  ['pages/login/code', []],
  ['pages/rules/rules', ['/rules']],
  ['pages/vrRule/vrRule', ['/vrRule']],
  ['pages/arRules/arRules', ['/arRules']],
  ['pages/voteRules/voteRules', ['/voteRules']],
  ['pages/constitution/constitution', ['/constitution']],
  ['pages/Security/Security', ['/Security']],
  ['pages/Security/edit', ['/Security/edit']],
  ['pages/Security/editCompany', ['/Security/editCompany']],
  ['pages/Security/resetPME', ['/Security/resetPME']],
  ['pages/Security/Cancellation', ['/Security/Cancellation']],
  ['pages/news/news', ['/news']],
  ['pages/news/detail', ['/news/detail']],
  ['pages/activity/activity', ['/activity']],
  ['pages/activity/detail', ['/activity/detail']],
  ['pages/ar/ar', ['/ar']],
  ['pages/vr/vr', ['/vr']],
  ['pages/vote/vote', ['/vote']],
  ['pages/vote/detail', ['/vote/detail']],
  ['pages/rank/rank', ['/rank']],
  ['pages/signUp/signUp', ['/signUp']],
  ['pages/signUp/index', ['/signUp/index']],
  ['pages-my/collect', []],
  ['pages-my/setting', []],
  ['pages-my/info-setting', []],
  ['pages-my/logoff', []],
  ['pages-my/upwd', []],
  ['pages-my/verify', []],
  ['pages/location/choose-location', ['/choose-location']],
  ['pages/location/open-location', ['/open-location']],
];

const MAIN_FOLDERS = ['home', 'news', 'vote', 'my'];

describe('route table (SPEC §2)', () => {
  test('§2 has exactly 49 pages and the table holds exactly those, plus not-found (#14)', () => {
    const spec = ROUTES.filter((route) => route.name !== 'notFound');
    expect(SPEC_TABLE).toHaveLength(49);
    expect(spec).toHaveLength(49);
    expect(routeByName('notFound').path).toBe('pages/not-found/index');
    expect(spec.map((route) => route.path).sort()).toEqual(SPEC_TABLE.map(([page]) => page).sort());
  });

  test('§2 route names and paths are unique', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  test("§2 paths keep the spec's spelling (adress, achieveMents, Security, Agreement)", () => {
    expect(routeByName('address').path).toBe('pages/adress/adress');
    expect(routeByName('addressEdit').path).toBe('pages/adress/addEdit');
    expect(routeByName('achievements').path).toBe('pages/achieveMents/achieveMents');
    expect(routeByName('security').path).toBe('pages/Security/Security');
    expect(routeByName('agreement').path).toBe('pages/login/Agreement/Agreement');
  });

  test('§2 every page has its source file under src/', () => {
    for (const route of ROUTES) {
      expect(fs.existsSync(path.join(SRC, `${route.path}.tsx`))).toBe(true);
    }
  });

  test.each(SPEC_TABLE.map(([page, h5Paths]) => [page, h5Paths] as const))(
    '§2 %s opens by its page path and by each of its H5 paths',
    (page, h5Paths) => {
      expect(routeOfPath(`/${page}`)?.path).toBe(page);
      expect(routeOfPath(page)?.path).toBe(page);
      for (const h5Path of h5Paths) expect(routeOfPath(h5Path)?.path).toBe(page);
      // The table's aliases are the spec's, no more and no fewer.
      const route = ROUTES.find((candidate) => candidate.path === page);
      expect([...(route?.aliases ?? [])].sort()).toEqual([...h5Paths].sort());
    },
  );

  test("§2 '/' opens home, the entry page", () => {
    expect(routeOfPath('/')?.name).toBe('home');
    expect(HOME_ROUTE.name).toBe('home');
    expect(HOME_ROUTE.path).toBe('pages/home/index');
  });

  test('§2 routeOfPath ignores query, hash and a trailing slash', () => {
    expect(routeOfPath('/gift/detail?id=3#top')?.name).toBe('giftDetail');
    expect(routeOfPath('/pages/news/detail?id=1')?.name).toBe('newsDetail');
    expect(routeOfPath('/points/')?.name).toBe('points');
  });

  test('§2 unknown paths open nothing', () => {
    for (const unknown of [
      '/nope',
      '/pages/address/address',
      '/pages',
      '/pages/home',
      '/home/extra',
    ]) {
      expect(routeOfPath(unknown)).toBeUndefined();
    }
  });

  test('§2 urlOf gives the /pages/... URL Taro navigation takes', () => {
    expect(urlOf('giftDetail')).toBe('/pages/gift/detail');
    expect(urlOf('collect')).toBe('/pages-my/collect');
    expect(() => routeByName('nope' as never)).toThrow();
  });

  test('§2 tab routes are home, news, vote and my, in that order', () => {
    expect(TAB_ROUTES.map((route) => route.name)).toEqual(['home', 'news', 'vote', 'my']);
    expect(TAB_ROUTES.map((route) => route.tab)).toEqual([0, 1, 2, 3]);
  });
});

describe('packages (design.md: main package and sub-packages)', () => {
  const all = packages();
  const [main, ...subs] = all;

  test('the main package comes first, has no root and holds only home and the tabs', () => {
    expect(main.root).toBe('');
    const folders = new Set(main.pages.map((page) => page.split('/')[1]));
    expect([...folders].sort()).toEqual([...MAIN_FOLDERS].sort());
    for (const page of main.pages) expect(page.startsWith('pages/')).toBe(true);
    expect(main.pages).toEqual(
      ROUTES.filter((route) => MAIN_FOLDERS.includes(route.path.split('/')[1])).map((r) => r.path),
    );
  });

  test('the entry page (home) is the first page of the main package', () => {
    expect(main.pages[0]).toBe('pages/home/index');
  });

  test('every other folder of pages/ is its own sub-package rooted under pages/', () => {
    const folders = new Set(
      ROUTES.filter((route) => route.path.startsWith('pages/'))
        .map((route) => route.path.split('/')[1])
        .filter((folder) => !MAIN_FOLDERS.includes(folder)),
    );
    const pageRoots = subs.filter((pkg) => pkg.root !== 'pages-my').map((pkg) => pkg.root);
    expect(pageRoots.sort()).toEqual([...folders].map((folder) => `pages/${folder}`).sort());
    expect(new Set(subs.map((pkg) => pkg.root)).size).toBe(subs.length);
  });

  test('pages-my is the sub-package named my', () => {
    const my = subs.find((pkg) => pkg.root === 'pages-my');
    expect(my?.name).toBe('my');
    expect(my?.pages.sort()).toEqual(
      ['collect', 'setting', 'info-setting', 'logoff', 'upwd', 'verify'].sort(),
    );
    expect(subs.filter((pkg) => pkg.name !== undefined)).toEqual([my]);
  });

  test('root + page gives back every path unchanged, each exactly once', () => {
    const rebuilt = all.flatMap((pkg) =>
      pkg.pages.map((page) => (pkg.root ? `${pkg.root}/${page}` : page)),
    );
    expect(rebuilt.sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  test('packageRootOf places each kind of page', () => {
    expect(packageRootOf('pages/home/index1')).toBe('');
    expect(packageRootOf('pages/login/Agreement/Agreement')).toBe('pages/login');
    expect(packageRootOf('pages/gift/detail')).toBe('pages/gift');
    expect(packageRootOf('pages-my/upwd')).toBe('pages-my');
  });
});

interface AppConfigShape {
  pages: string[];
  subPackages: { root: string; name?: string; pages: string[] }[];
  preloadRule: Record<string, { network: string; packages: string[] }>;
  window: { navigationStyle?: string };
  tabBar: {
    list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[];
  };
}

describe('src/app.config.ts (derived from routes.ts)', () => {
  let config: AppConfigShape;

  beforeAll(() => {
    (globalThis as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) =>
      c;
    config = (require('@/app.config') as { default: AppConfigShape }).default;
  });

  test('pages are the main package, home first', () => {
    expect(config.pages).toEqual(packages()[0].pages);
    expect(config.pages[0]).toBe(HOME_ROUTE.path);
  });

  test('subPackages are the other packages, with the my name kept', () => {
    const expected = packages()
      .slice(1)
      .map(({ root, name, pages }) => ({ root, pages, ...(name ? { name } : {}) }));
    expect(config.subPackages).toEqual(expected);
    const declared = [
      ...config.pages,
      ...config.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`)),
    ];
    expect(declared.sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  test('§2 pages/my/index preloads the my sub-package on any network', () => {
    const rule = config.preloadRule['pages/my/index'];
    expect(rule.network).toBe('all');
    expect(rule.packages).toContain('my');
  });

  // Login is opened by guests who act, not by every launch: it is a sub-package that every tab
  // downloads in the background, so it is there when a guest taps "log in" or a 401 sends them.
  test('every tab preloads the login package', () => {
    for (const tab of TAB_ROUTES) {
      expect(config.preloadRule[tab.path]?.packages).toContain('pages/login');
    }
  });

  test('every preload rule hangs on a page of the app and names an existing sub-package', () => {
    const names = new Set(
      config.subPackages.flatMap((pkg) => (pkg.name ? [pkg.name, pkg.root] : [pkg.root])),
    );
    const rules = Object.entries(config.preloadRule);
    expect(rules.length).toBeGreaterThan(0);
    for (const [page, rule] of rules) {
      expect(routeOfPath(page)?.path).toBe(page);
      expect(['all', 'wifi']).toContain(rule.network);
      for (const pkg of rule.packages) expect(names.has(pkg)).toBe(true);
      // A page never preloads the package it already sits in.
      expect(rule.packages).not.toContain(packageRootOf(page));
    }
  });

  test('the tab bar lists the tab routes in order with icons that exist under src/', () => {
    expect(config.tabBar.list.map((item) => item.pagePath)).toEqual(
      TAB_ROUTES.map((route) => route.path),
    );
    for (const item of config.tabBar.list) {
      expect(item.text).not.toBe('');
      expect(fs.existsSync(path.join(SRC, item.iconPath))).toBe(true);
      expect(fs.existsSync(path.join(SRC, item.selectedIconPath))).toBe(true);
      expect(item.selectedIconPath).not.toBe(item.iconPath);
    }
    // Tab pages must sit in the main package.
    for (const item of config.tabBar.list) expect(config.pages).toContain(item.pagePath);
  });

  test('§2 every page draws the custom navigation bar', () => {
    expect(config.window.navigationStyle).toBe('custom');
  });
});

describe('config/index.ts H5 customRoutes (SPEC §2 aliases)', () => {
  test('every alias is an absolute path without query, unique across routes', () => {
    const aliases = ROUTES.flatMap((route) => route.aliases);
    for (const alias of aliases) expect(alias).toMatch(/^\/[^?#]*$/);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  test("no alias is another route's page path", () => {
    for (const route of ROUTES) {
      for (const alias of route.aliases) {
        const owner = ROUTES.find((other) => `/${other.path}` === alias);
        expect(owner === undefined || owner === route).toBe(true);
      }
    }
  });

  test('the built config maps each page path with aliases to those aliases, then itself', async () => {
    jest.resetModules();
    jest.doMock('@tarojs/cli', () => ({ defineConfig: (fn: unknown) => fn }), { virtual: true });
    jest.doMock('@tarojs/helper', () => ({
      requireWithEsbuild: (file: string) => jest.requireActual(file),
    }));
    const build = (require('../../../config/index') as { default: (merge: unknown) => unknown })
      .default;
    const merged = (await build((_: unknown, base: unknown) => base)) as {
      h5: { router: { mode: string; customRoutes: Record<string, string[]> } };
    };
    const expected = Object.fromEntries(
      ROUTES.filter((route) => route.aliases.length > 0).map((route) => [
        `/${route.path}`,
        [...route.aliases, `/${route.path}`],
      ]),
    );
    expect(merged.h5.router.customRoutes).toEqual(expected);
    // Taro's router shows the first alias and matches only the listed ones: the page's own path
    // comes last so that it still opens (test/e2e/routes.test.ts opens them all in Chromium).
    expect(merged.h5.router.customRoutes['/pages/home/index']).toEqual([
      '/',
      '/home',
      '/pages/home/index',
    ]);
    expect(merged.h5.router.customRoutes['/pages/Security/edit']).toEqual([
      '/Security/edit',
      '/pages/Security/edit',
    ]);
  });
});
