import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initLocale, isMessageKey, LOCALES, setLocale, t } from '@/shared/i18n';
import { BUNDLED_CATALOGUES } from '@/shared/i18n/catalogues';
import { ADDRESS_CATALOGUES } from '@/features/address/i18n';
import { PROFILE_CATALOGUES } from '@/features/account/i18n/profile';
import { SETTINGS_CATALOGUES } from '@/features/account/i18n/settings';
import { POINTS_CATALOGUES } from '@/features/points/i18n/points';
import { GIFTS_CATALOGUES } from '@/features/gifts/i18n/gifts';
import { ACTIVITIES_CATALOGUES } from '@/features/activities/i18n';
import { EXHIBITION_CATALOGUES } from '@/features/exhibition/i18n';
import { TOUR_CATALOGUES } from '@/features/heritage-tour/i18n';
import { CONTENT_CATALOGUES } from '@/features/content/i18n';
import { LOCATION_CATALOGUES } from '@/features/location/i18n';
import { LAYER_CATALOGUES } from '@/features/exhibition-layer/i18n';
import { ORDERS_CATALOGUES } from '@/features/gifts/i18n/orders';
import { BADGES_CATALOGUES } from '@/features/points/i18n/badges';
import { AUTH_CATALOGUES } from '@/features/account/i18n/auth';
import { FORMS_CATALOGUES } from '@/shared/i18n/forms';
import { CONTEST_CATALOGUES } from '@/features/contest/i18n/contest';
import { VOTE_TAB_CATALOGUES } from '@/features/contest/i18n/vote';
import { HOME_TAB_CATALOGUES } from '@/features/content/i18n/home';
import { NEWS_TAB_CATALOGUES } from '@/features/news/i18n/news';
import { MY_TAB_CATALOGUES } from '@/features/account/i18n/my';
import { WORK_TEXT_CATALOGUES } from '@/features/contest/i18n/work';
import { DICT_TEXT_CATALOGUES } from '@/features/dict/i18n';
import { STATUS_TEXT_CATALOGUES } from '@/features/activities/i18n/status';
import type { DomainName } from '@/shared/i18n/domains';
import { ROUTES, TAB_ROUTES, packageRootOf } from '@/routes';
import { SRC, fromSrc, reachableFrom, runtimeImports, sourceFiles } from '../support/import-graph';

// Domain namespaces travel with the screens that use them (sub-package / page chunk), so the main
// package and the first H5 script carry only the text every launch needs.

const DOMAINS: Record<DomainName, unknown> = {
  profile: PROFILE_CATALOGUES,
  address: ADDRESS_CATALOGUES,
  settings: SETTINGS_CATALOGUES,
  points: POINTS_CATALOGUES,
  gifts: GIFTS_CATALOGUES,
  activities: ACTIVITIES_CATALOGUES,
  exhibition: EXHIBITION_CATALOGUES,
  tour: TOUR_CATALOGUES,
  content: CONTENT_CATALOGUES,
  location: LOCATION_CATALOGUES,
  layer: LAYER_CATALOGUES,
  orders: ORDERS_CATALOGUES,
  badges: BADGES_CATALOGUES,
  auth: AUTH_CATALOGUES,
  form: FORMS_CATALOGUES,
  validation: FORMS_CATALOGUES,
  success: FORMS_CATALOGUES,
  countdown: FORMS_CATALOGUES,
  contest: CONTEST_CATALOGUES,
  vote: VOTE_TAB_CATALOGUES,
  home: HOME_TAB_CATALOGUES,
  news: NEWS_TAB_CATALOGUES,
  my: MY_TAB_CATALOGUES,
  field: MY_TAB_CATALOGUES,
  gender: MY_TAB_CATALOGUES,
  work: WORK_TEXT_CATALOGUES,
  dict: DICT_TEXT_CATALOGUES,
  status: STATUS_TEXT_CATALOGUES,
};
const NAMES = Object.keys(DOMAINS) as DomainName[];

/**
 * Text of the screens of the main package (home and the tabs, with their detail pages): the
 * mini-program's main package carries it anyway, but on H5 each ships with its own tab's chunk,
 * never with the first load of another tab. Every other namespace is a sub-package's.
 */
const TAB_TEXT: Partial<Record<DomainName, string>> = {
  vote: 'pages/vote/vote',
  home: 'pages/home/index',
  news: 'pages/news/news',
  my: 'pages/my/index',
  field: 'pages/my/index',
  gender: 'pages/my/index',
  // The work page sits in the contest tab's folder (main package), not in the tab's first load.
  work: 'pages/vote/detail',
  // Dictionary names: the personal information page (main package), never a tab's first load.
  dict: 'pages/my/my',
};
const SUB_PACKAGE_NAMES = NAMES.filter((name) => TAB_TEXT[name] === undefined);

// Where each namespace is registered: a file that uses its keys must import this module.
const REGISTRARS: Record<DomainName, string> = {
  vote: join(SRC, 'features/contest/i18n/vote/index.ts'),
  home: join(SRC, 'features/content/i18n/home/index.ts'),
  news: join(SRC, 'features/news/i18n/news/index.ts'),
  my: join(SRC, 'features/account/i18n/my/index.ts'),
  field: join(SRC, 'features/account/i18n/my/index.ts'),
  gender: join(SRC, 'features/account/i18n/my/index.ts'),
  work: join(SRC, 'features/contest/i18n/work/index.ts'),
  dict: join(SRC, 'features/dict/i18n/index.ts'),
  status: join(SRC, 'features/activities/i18n/status/index.ts'),
  profile: join(SRC, 'features/account/i18n/profile/index.ts'),
  address: join(SRC, 'features/address/i18n/index.ts'),
  settings: join(SRC, 'features/account/i18n/settings/index.ts'),
  points: join(SRC, 'features/points/i18n/points/index.ts'),
  gifts: join(SRC, 'features/gifts/i18n/gifts/index.ts'),
  activities: join(SRC, 'features/activities/i18n/index.ts'),
  exhibition: join(SRC, 'features/exhibition/i18n/index.ts'),
  tour: join(SRC, 'features/heritage-tour/i18n/index.ts'),
  content: join(SRC, 'features/content/i18n/index.ts'),
  location: join(SRC, 'features/location/i18n/index.ts'),
  layer: join(SRC, 'features/exhibition-layer/i18n/index.ts'),
  orders: join(SRC, 'features/gifts/i18n/orders/index.ts'),
  badges: join(SRC, 'features/points/i18n/badges/index.ts'),
  auth: join(SRC, 'features/account/i18n/auth/index.ts'),
  form: join(SRC, 'shared/i18n/forms/index.ts'),
  validation: join(SRC, 'shared/i18n/forms/index.ts'),
  success: join(SRC, 'shared/i18n/forms/index.ts'),
  countdown: join(SRC, 'shared/i18n/forms/index.ts'),
  contest: join(SRC, 'features/contest/i18n/contest/index.ts'),
};
// rules/ names validation keys as data and stays pure; whoever shows them imports the text.
const files = sourceFiles()
  .filter((path) => !fromSrc(path).includes('/i18n/') && !fromSrc(path).startsWith('shared/i18n'))
  .filter((path) => !fromSrc(path).startsWith('rules/'))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** What the H5 build registers: the `.h5` twin of the registrar where there is one. */
function h5Registrar(name: DomainName): string {
  const twin = REGISTRARS[name].replace(/\.ts$/, '.h5.ts');
  return existsSync(twin) ? twin : REGISTRARS[name];
}

// A key may be written out or built at run time (`dict.${type}.${value}`).
const usesDomain = (text: string, name: string) =>
  new RegExp(`[\`'"]${name}\\.(\\w|\\$\\{)`).test(text);
// The mini-program resolves the import to the registrar's `.weapp` twin where there is one.
const importsDomain = (path: string, name: DomainName) =>
  runtimeImports(path).some(
    (file) => file === REGISTRARS[name] || file === REGISTRARS[name].replace(/\.ts$/, '.weapp.ts'),
  );

describe('domain catalogues', () => {
  beforeEach(() => initLocale());

  test('their text shows in every locale, with zh-Hant as the fallback', () => {
    setLocale('pt');
    expect(t('settings.general')).toBe(SETTINGS_CATALOGUES.pt.general);
    setLocale('en');
    expect(t('address.add')).toBe(ADDRESS_CATALOGUES.en.add);
    setLocale('zh-Hans');
    expect(t('profile.avatar')).toBe(PROFILE_CATALOGUES['zh-Hans'].avatar);
    expect(isMessageKey('profile.avatar')).toBe(true);
    expect(isMessageKey('profile.nothing')).toBe(false);
  });

  test('no domain shadows a namespace of the bundled catalogue', () => {
    for (const locale of LOCALES) {
      const bundled = Object.keys(BUNDLED_CATALOGUES[locale]);
      expect(NAMES.filter((name) => bundled.includes(name))).toEqual([]);
    }
  });

  test.each(NAMES)('every file that uses %s keys imports its registration', (name) => {
    const missing = files
      .filter(({ text }) => usesDomain(text, name))
      .filter(({ path }) => !importsDomain(path, name))
      .map(({ path }) => fromSrc(path));
    expect(missing).toEqual([]);
    expect(files.some(({ text }) => usesDomain(text, name))).toBe(true);
  });

  test('every file that shows a rule of rules/validators imports the validation text', () => {
    const missing = files
      .filter(({ text }) => /\bvalidate[A-Z]\w*\(/.test(text))
      .filter(({ path }) => runtimeImports(path).includes(join(SRC, 'rules/validators.ts')))
      .filter(({ path }) => !importsDomain(path, 'validation'))
      .map(({ path }) => fromSrc(path));
    expect(missing).toEqual([]);
  });

  // A route's file is a shell over its screen: what the shell reaches is what its package carries.
  test.each(SUB_PACKAGE_NAMES)(
    '%s ships with sub-packages only, never the main package',
    (name) => {
      const roots = new Set(
        ROUTES.filter((route) =>
          reachableFrom(join(SRC, `${route.path}.tsx`)).has(REGISTRARS[name]),
        ).map((route) => packageRootOf(route.path)),
      );
      expect(roots.size).toBeGreaterThan(0);
      expect([...roots]).not.toContain('');
      expect(reachableFrom(join(SRC, 'app.tsx')).has(REGISTRARS[name])).toBe(false);
      // H5: nor the first load of home and the tabs (their page chunks, `.h5` twins included).
      for (const route of TAB_ROUTES) {
        expect(reachableFrom(join(SRC, `${route.path}.tsx`), 'h5').has(h5Registrar(name))).toBe(
          false,
        );
      }
    },
  );

  test.each(Object.keys(TAB_TEXT) as DomainName[])(
    "%s reaches its own tab's H5 first load and no other tab's, nor the entry",
    (name) => {
      expect(reachableFrom(join(SRC, 'app.tsx'), 'h5').has(h5Registrar(name))).toBe(false);
      for (const route of TAB_ROUTES) {
        const reached = reachableFrom(join(SRC, `${route.path}.tsx`), 'h5').has(h5Registrar(name));
        expect([route.path, reached]).toEqual([route.path, route.path === TAB_TEXT[name]]);
      }
    },
  );
});
