import type { Locale } from './locale';
import { localePack } from './locale-pack';
import { zhHant, type Messages } from './locales/zh-Hant';

// The mini-program carries zh-Hant in its main package; another language comes from its pack in
// the `my` sub-package (locale-pack.ts), at once when it was loaded before. See catalogues.ts
// for jest and catalogues.h5.ts for H5.
export function loadCatalogue(locale: Locale): Messages | Promise<Messages> {
  if (locale === 'zh-Hant') return zhHant;
  const pack = localePack(locale);
  return pack instanceof Promise ? pack.then((loaded) => loaded.messages) : pack.messages;
}
