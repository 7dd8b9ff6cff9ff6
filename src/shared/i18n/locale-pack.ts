import { STORAGE_KEYS, storage } from '@/shared/lib/storage';
import type { DomainMessages } from './domains';
import type { Locale } from './locale';
import type { Messages } from './locales/zh-Hant';

/**
 * The mini-program's texts of one language but zh-Hant, for the main package's screens: the
 * shared catalogue and the namespaces of home and the tabs. They live in the `my` sub-package
 * (config/locale-packs.ts writes them), so the main package carries zh-Hant only (issue #32).
 */
export interface LocalePack {
  messages: Messages;
  domains: Partial<DomainMessages>;
}

export type PackedLocale = Exclude<Locale, 'zh-Hant'>;

interface KeptPacks {
  version: string;
  packs: Partial<Record<PackedLocale, LocalePack>>;
}

/** The packs' content hash (config/locale-packs.ts), inlined by the build. */
declare const LOCALE_PACKS_VERSION: string;
/** WeChat's own `require`, which webpack leaves as it is: `require.async` loads a sub-package. */
declare const __non_webpack_require__: { async(path: string): Promise<LocalePack> };

// The paths are written out so that the developer tools see the files as used when they upload.
// They are relative to the package root, where this module's chunk (common.js) sits.
function requirePack(locale: PackedLocale): Promise<LocalePack> {
  switch (locale) {
    case 'zh-Hans':
      return __non_webpack_require__.async('./pages-my/i18n/zh-Hans.js');
    case 'pt':
      return __non_webpack_require__.async('./pages-my/i18n/pt.js');
    default:
      return __non_webpack_require__.async('./pages-my/i18n/en.js');
  }
}

const loading = new Map<PackedLocale, Promise<LocalePack>>();
let kept: KeptPacks | undefined;

/**
 * Every pack loaded once is kept in storage (a few KB each), so that the next launch in that
 * language draws its first screen in it at once, and with no network.
 */
function keptPacks(): KeptPacks {
  if (!kept) {
    const stored = storage.read<KeptPacks>(STORAGE_KEYS.localePacks);
    kept =
      stored?.version === LOCALE_PACKS_VERSION
        ? stored
        : { version: LOCALE_PACKS_VERSION, packs: {} };
  }
  return kept;
}

/**
 * The pack of `locale`: at once when it was loaded before (this launch or an earlier one of the
 * same build), otherwise from the sub-package, which WeChat downloads if the preload has not.
 * A failed load is forgotten, so the next switch to that language tries again.
 */
export function localePack(locale: PackedLocale): LocalePack | Promise<LocalePack> {
  const ready = keptPacks().packs[locale];
  if (ready) return ready;
  let pending = loading.get(locale);
  if (!pending) {
    pending = requirePack(locale).then(
      (pack) => {
        const packs = keptPacks().packs;
        packs[locale] = pack;
        storage.write(STORAGE_KEYS.localePacks, keptPacks());
        loading.delete(locale);
        return pack;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
