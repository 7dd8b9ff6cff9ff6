// The one route table (SPEC §2). app.config.ts, the H5 aliases in config/index.ts, the tab bar,
// the navigation helper and the login guard all read it, so a page is declared exactly once.
// Paths keep the spec's spelling (adress, achieveMents, Security): shared links point at them.

export type RouteName =
  | 'home'
  | 'home1'
  | 'oldIndex'
  | 'address'
  | 'addressEdit'
  | 'points'
  | 'pointsRecords'
  | 'record'
  | 'recordDetail'
  | 'gift'
  | 'giftDetail'
  | 'achievements'
  | 'my'
  | 'myInfo'
  | 'webview'
  | 'login'
  | 'register'
  | 'forgetPwd'
  | 'agreement'
  | 'areaCode'
  | 'rules'
  | 'vrRule'
  | 'arRules'
  | 'voteRules'
  | 'constitution'
  | 'security'
  | 'securityEdit'
  | 'securityEditCompany'
  | 'securityResetPME'
  | 'securityCancellation'
  | 'news'
  | 'newsDetail'
  | 'activity'
  | 'activityDetail'
  | 'ar'
  | 'vr'
  | 'vote'
  | 'voteDetail'
  | 'rank'
  | 'signUp'
  | 'signUpRecords'
  | 'collect'
  | 'setting'
  | 'infoSetting'
  | 'logoff'
  | 'upwd'
  | 'verify'
  | 'chooseLocation'
  | 'openLocation'
  | 'notFound';

export interface RouteDef {
  name: RouteName;
  /** Page path without the leading slash, as the mini-program knows it. */
  path: string;
  /** Extra H5 paths that open the same page (SPEC §2 aliases). */
  aliases: string[];
  /** Position in the tab bar, when the page is a tab. */
  tab?: number;
  /** The page shows a visitor's own data: guests are sent to login first (SPEC §6). */
  auth?: boolean;
}

const r = (
  name: RouteName,
  path: string,
  aliases: string[] = [],
  extra: Pick<RouteDef, 'tab' | 'auth'> = {},
): RouteDef => ({ name, path, aliases, ...extra });

export const ROUTES: readonly RouteDef[] = [
  r('home', 'pages/home/index', ['/', '/home'], { tab: 0 }),
  r('news', 'pages/news/news', ['/news'], { tab: 1 }),
  r('vote', 'pages/vote/vote', ['/vote'], { tab: 2 }),
  r('my', 'pages/my/index', ['/my'], { tab: 3 }),
  r('home1', 'pages/home/index1', ['/home1']),
  r('oldIndex', 'pages/oldIndex/oldIndex'),
  r('address', 'pages/adress/adress', ['/adress'], { auth: true }),
  r('addressEdit', 'pages/adress/addEdit', ['/address/addEdit'], { auth: true }),
  r('points', 'pages/points/points', ['/points'], { auth: true }),
  r('pointsRecords', 'pages/points/records', ['/points/records'], { auth: true }),
  r('record', 'pages/record/record', ['/record'], { auth: true }),
  r('recordDetail', 'pages/record/detail', ['/record/detail'], { auth: true }),
  r('gift', 'pages/gift/gift', ['/gift']),
  r('giftDetail', 'pages/gift/detail', ['/gift/detail']),
  r('achievements', 'pages/achieveMents/achieveMents', ['/achieveMents'], { auth: true }),
  r('myInfo', 'pages/my/my', [], { auth: true }),
  r('webview', 'pages/webview/index', ['/webview']),
  r('login', 'pages/login/login', ['/login']),
  r('register', 'pages/login/register', ['/register']),
  r('forgetPwd', 'pages/login/forgetPwd', ['/forgetPwd']),
  r('agreement', 'pages/login/Agreement/Agreement', ['/login/Agreement']),
  r('areaCode', 'pages/login/code'),
  r('rules', 'pages/rules/rules', ['/rules']),
  r('vrRule', 'pages/vrRule/vrRule', ['/vrRule']),
  r('arRules', 'pages/arRules/arRules', ['/arRules']),
  r('voteRules', 'pages/voteRules/voteRules', ['/voteRules']),
  r('constitution', 'pages/constitution/constitution', ['/constitution']),
  r('security', 'pages/Security/Security', ['/Security'], { auth: true }),
  r('securityEdit', 'pages/Security/edit', ['/Security/edit'], { auth: true }),
  r('securityEditCompany', 'pages/Security/editCompany', ['/Security/editCompany'], { auth: true }),
  r('securityResetPME', 'pages/Security/resetPME', ['/Security/resetPME'], { auth: true }),
  r('securityCancellation', 'pages/Security/Cancellation', ['/Security/Cancellation'], {
    auth: true,
  }),
  r('newsDetail', 'pages/news/detail', ['/news/detail']),
  r('activity', 'pages/activity/activity', ['/activity']),
  r('activityDetail', 'pages/activity/detail', ['/activity/detail']),
  r('ar', 'pages/ar/ar', ['/ar']),
  r('vr', 'pages/vr/vr', ['/vr']),
  r('voteDetail', 'pages/vote/detail', ['/vote/detail']),
  r('rank', 'pages/rank/rank', ['/rank']),
  r('signUp', 'pages/signUp/signUp', ['/signUp'], { auth: true }),
  r('signUpRecords', 'pages/signUp/index', ['/signUp/index'], { auth: true }),
  r('collect', 'pages-my/collect', [], { auth: true }),
  r('setting', 'pages-my/setting'),
  r('infoSetting', 'pages-my/info-setting', [], { auth: true }),
  r('logoff', 'pages-my/logoff', [], { auth: true }),
  r('upwd', 'pages-my/upwd', [], { auth: true }),
  r('verify', 'pages-my/verify', [], { auth: true }),
  r('chooseLocation', 'pages/location/choose-location', ['/choose-location']),
  r('openLocation', 'pages/location/open-location', ['/open-location']),
  // Not in SPEC §2: what an unknown address opens (issue #14), with a way home.
  r('notFound', 'pages/not-found/index'),
];

/**
 * Folders of pages/ that stay in the main package: what every launch shows (home and the tabs).
 * Login is a sub-package that every tab preloads (app.config.ts): it is opened by guests who act,
 * and its 31 KB in the main package left too little room for the tab screens.
 */
const MAIN_FOLDERS = new Set(['home', 'news', 'vote', 'my']);

export interface PackageDef {
  /** Folder that holds the package's pages; empty for the main package. */
  root: string;
  name?: string;
  pages: string[];
}

/** The folder a page belongs to: `pages/<folder>` for sub-packages, '' for the main package. */
export function packageRootOf(path: string): string {
  if (path.startsWith('pages-my/')) return 'pages-my';
  const folder = path.split('/')[1];
  return MAIN_FOLDERS.has(folder) ? '' : `pages/${folder}`;
}

export function packages(): PackageDef[] {
  const byRoot = new Map<string, PackageDef>();
  for (const route of ROUTES) {
    const root = packageRootOf(route.path);
    let pkg = byRoot.get(root);
    if (!pkg) {
      pkg = { root, pages: [], ...(root === 'pages-my' ? { name: 'my' } : {}) };
      byRoot.set(root, pkg);
    }
    pkg.pages.push(root ? route.path.slice(root.length + 1) : route.path);
  }
  return [...byRoot.values()];
}

export const TAB_ROUTES: readonly RouteDef[] = ROUTES.filter(
  (route) => route.tab !== undefined,
).sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));

export const HOME_ROUTE = ROUTES[0];

const byName = new Map(ROUTES.map((route) => [route.name, route]));
const byPath = new Map<string, RouteDef>();
for (const route of ROUTES) {
  byPath.set(`/${route.path}`, route);
  for (const alias of route.aliases) byPath.set(alias, route);
}

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** The route a path (with or without leading slash, query or hash) opens, by path or alias. */
export function routeOfPath(path: string): RouteDef | undefined {
  const bare = path.split(/[?#]/)[0];
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return byPath.get(withSlash) ?? byPath.get(withSlash.replace(/\/+$/, '') || '/');
}

/** `/pages/...` URL of a route, the form Taro's navigation calls take. */
export function urlOf(name: RouteName): string {
  return `/${routeByName(name).path}`;
}
