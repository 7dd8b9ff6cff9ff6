import { registerDomainLoader } from './core';
import type { DomainMessages, DomainName } from './domains';
import { localePack } from './locale-pack';

/**
 * The mini-program's text of a main-package screen: zh-Hant with the screen, the other
 * languages from their locale pack (locale-pack.ts). `source` is a feature's zh-Hant file, one
 * entry per namespace; a namespace missing from a pack shows its zh-Hant text, as a missing key.
 */
export function registerPackedDomains(source: Partial<DomainMessages>): void {
  for (const name of Object.keys(source) as DomainName[]) {
    const own = source[name] as DomainMessages[typeof name];
    registerDomainLoader(name, own, (locale) => {
      if (locale === 'zh-Hant') return own;
      const pack = localePack(locale);
      return pack instanceof Promise
        ? pack.then((loaded) => loaded.domains[name] ?? own)
        : (pack.domains[name] ?? own);
    });
  }
}
