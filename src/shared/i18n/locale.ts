export type Locale = 'zh-Hant' | 'zh-Hans' | 'pt' | 'en';

export const LOCALES: readonly Locale[] = ['zh-Hant', 'zh-Hans', 'pt', 'en'];

/** SPEC §1/§9: the default and the fallback locale. */
export const DEFAULT_LOCALE: Locale = 'zh-Hant';
