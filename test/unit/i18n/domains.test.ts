import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { initLocale, isMessageKey, LOCALES, setLocale, t } from '@/i18n';
import { BUNDLED_CATALOGUES } from '@/i18n/catalogues';
import { ADDRESS_CATALOGUES } from '@/i18n/domains/address';
import { PROFILE_CATALOGUES } from '@/i18n/domains/profile';
import { SETTINGS_CATALOGUES } from '@/i18n/domains/settings';
import type { DomainName } from '@/i18n/domains/types';
import { packageRootOf } from '@/routes';

// Domain namespaces travel with the screens that use them (sub-package / page chunk), so the main
// package and the first H5 script carry only the text every launch needs.

const DOMAINS: Record<DomainName, unknown> = {
  profile: PROFILE_CATALOGUES,
  address: ADDRESS_CATALOGUES,
  settings: SETTINGS_CATALOGUES,
};
const NAMES = Object.keys(DOMAINS) as DomainName[];

const SRC = join(__dirname, '../../../src');
function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = sources()
  .filter((path) => !relative(SRC, path).startsWith('i18n/'))
  .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

const usesDomain = (text: string, name: string) => new RegExp(`[\`'"]${name}\\.\\w`).test(text);
const importsDomain = (text: string, name: string) =>
  text.includes(`import '@/i18n/domains/${name}';`);

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

  test.each(NAMES)('every file that uses %s keys imports @/i18n/domains/%s', (name) => {
    const missing = files
      .filter(({ text }) => usesDomain(text, name) && !importsDomain(text, name))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
    expect(files.some(({ text }) => usesDomain(text, name))).toBe(true);
  });

  test.each(NAMES)('%s is only imported from one sub-package, never the main package', (name) => {
    const roots = new Set(
      files
        .filter(({ text }) => importsDomain(text, name))
        .map(({ path }) => (path.startsWith('pages') ? packageRootOf(path) : 'outside pages')),
    );
    expect(roots.size).toBe(1);
    const [root] = [...roots];
    expect(root).not.toBe('');
    expect(root).not.toBe('outside pages');
  });
});
