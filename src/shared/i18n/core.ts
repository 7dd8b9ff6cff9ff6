import { action, observable } from 'mobx';
import type { ValidationKey } from '@/rules/validators';
import type { RouteName } from '@/routes';
import { STORAGE_KEYS, storage } from '@/shared/lib/storage';
import { loadCatalogue } from './catalogues';
import type { DomainMessages, DomainName } from './domains';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
import { zhHant, type Messages } from './locales/zh-Hant';

export type { Messages, Locale };
export { DEFAULT_LOCALE, LOCALES };

/**
 * The catalogues loaded so far. The source locale is always there; on H5 the others arrive on
 * demand (catalogues.h5.ts), and until then their text falls back to zh-Hant.
 */
export const CATALOGUES: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: zhHant };

/** Dotted paths to the string leaves of a catalogue: `page.home`, `validation.phoneInvalid`... */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = LeafPaths<Messages & DomainMessages>;

export type MessageParams = Readonly<Record<string, string | number>>;

const current = observable.box<Locale>(DEFAULT_LOCALE, { deep: false });
/** Bumped when a catalogue arrives, so that observers and useT re-render with its text. */
const catalogueVersion = observable.box(0);
const listeners = new Set<(locale: Locale) => void>();

/**
 * Domain namespaces registered so far (domains.ts): all four locales each, or on H5 for the tabs'
 * text the source locale first and the others as they are chosen (registerDomainLoader).
 */
const DOMAINS: { [N in DomainName]?: Partial<Record<Locale, DomainMessages[N]>> } = {};
const DOMAIN_LOADERS: {
  [N in DomainName]?: (locale: Locale) => DomainMessages[N] | Promise<DomainMessages[N]>;
} = {};
const domainsLoading = new Set<string>();

/** Called by `@/i18n/domains/<name>` when the screens that use it are loaded. */
export const registerDomain = action(
  <N extends DomainName>(name: N, catalogues: Readonly<Record<Locale, DomainMessages[N]>>) => {
    if (DOMAINS[name] === catalogues) return;
    (DOMAINS as Record<N, typeof catalogues>)[name] = catalogues;
    catalogueVersion.set(catalogueVersion.get() + 1);
  },
);

/**
 * A namespace that ships with its source text only; another locale's text is fetched the first
 * time that locale is shown (until then its text falls back to zh-Hant, as a missing key does).
 * Each tab's text then costs its first load one language, not four. On the mini-program a
 * language loaded before comes back at once (`load` answers without a promise), so a launch in
 * that language draws its first screen in it.
 */
export const registerDomainLoader = action(
  <N extends DomainName>(
    name: N,
    source: DomainMessages[N],
    load: (locale: Locale) => DomainMessages[N] | Promise<DomainMessages[N]>,
  ) => {
    if (DOMAIN_LOADERS[name]) return;
    (DOMAINS as Record<N, Partial<Record<Locale, DomainMessages[N]>>>)[name] = {
      [DEFAULT_LOCALE]: source,
    };
    (DOMAIN_LOADERS as Record<N, typeof load>)[name] = load;
    catalogueVersion.set(catalogueVersion.get() + 1);
    loadDomainLocale(name, current.get());
  },
);

function loadDomainLocale(name: DomainName, locale: Locale): void {
  const domain = DOMAINS[name] as Partial<Record<Locale, unknown>> | undefined;
  const load = DOMAIN_LOADERS[name] as ((locale: Locale) => unknown) | undefined;
  const key = `${name}:${locale}`;
  if (!domain || !load || domain[locale] || domainsLoading.has(key)) return;
  const loaded = load(locale);
  if (!(loaded instanceof Promise)) {
    domain[locale] = loaded;
    catalogueVersion.set(catalogueVersion.get() + 1);
    return;
  }
  domainsLoading.add(key);
  loaded
    .then(
      action((messages: unknown) => {
        domain[locale] = messages;
        catalogueVersion.set(catalogueVersion.get() + 1);
      }),
    )
    // A failed fetch leaves the zh-Hant text; the next switch to this locale tries again.
    .catch(() => undefined)
    .finally(() => domainsLoading.delete(key));
}

function lookup(messages: object | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The message of `key` in `locale`, or in zh-Hant when that locale has no text for it. A key no
 * catalogue knows comes back as itself, so a gap shows up on screen instead of an empty label.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(template(locale, key) ?? key, params);
}

function template(locale: Locale, key: string): string | undefined {
  const dot = key.indexOf('.');
  const domain = DOMAINS[key.slice(0, dot) as DomainName];
  if (domain) {
    const rest = key.slice(dot + 1);
    return lookup(domain[locale], rest) ?? lookup(domain[DEFAULT_LOCALE], rest);
  }
  const catalogue = CATALOGUES[locale];
  return (catalogue && lookup(catalogue, key)) ?? lookup(CATALOGUES[DEFAULT_LOCALE] ?? zhHant, key);
}

/** Reads the current locale, so inside an `observer` the text follows a language switch. */
export function t(key: MessageKey, params?: MessageParams): string {
  catalogueVersion.get();
  return translate(current.get(), key, params);
}

/** For keys built at run time (e.g. `status.${value}` from the server) before handing them to t. */
export function isMessageKey(key: string): key is MessageKey {
  return template(DEFAULT_LOCALE, key) !== undefined;
}

export function getLocale(): Locale {
  return current.get();
}

/**
 * Maps browser, WeChat and legacy tags onto the four supported locales: zh-TW / zh_HK / zh-MO
 * and any Hant script to zh-Hant, zh-CN / zh-SG and bare zh (CLDR's likely script) to zh-Hans,
 * pt-* to pt, en-* to en. Anything else is undefined, so the caller picks the fallback.
 */
export function normalizeLocale(input: unknown): Locale | undefined {
  if (typeof input !== 'string') return undefined;
  const parts = input.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [language, ...rest] = parts;
  if (language === 'zh') {
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh-Hans';
    if (rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo')) return 'zh-Hant';
    return 'zh-Hans';
  }
  if (language === 'pt') return 'pt';
  if (language === 'en') return 'en';
  return undefined;
}

const applyLocale = action((locale: Locale) => {
  current.set(locale);
  for (const name of Object.keys(DOMAIN_LOADERS) as DomainName[]) loadDomainLocale(name, locale);
});

const notify = () => listeners.forEach((listener) => listener(current.get()));

let pending: Promise<void> = Promise.resolve();

/** Makes sure the catalogue of `locale` is there; synchronous where it is bundled. */
function ensureCatalogue(locale: Locale): Promise<void> {
  if (CATALOGUES[locale]) return Promise.resolve();
  const loaded = loadCatalogue(locale);
  if (!(loaded instanceof Promise)) {
    CATALOGUES[locale] = loaded;
    return Promise.resolve();
  }
  return loaded.then(
    action((messages: Messages) => {
      CATALOGUES[locale] = messages;
      catalogueVersion.set(catalogueVersion.get() + 1);
      notify();
    }),
    // A catalogue that cannot load (offline) leaves the zh-Hant fallback on screen.
    () => undefined,
  );
}

function activate(locale: Locale): void {
  const previous = current.get();
  // Screen readers pick their voice and browsers their fonts from the document's language.
  if (process.env.TARO_ENV === 'h5') document.documentElement.lang = locale;
  pending = ensureCatalogue(locale);
  applyLocale(locale);
  if (previous !== locale) notify();
}

/** Resolves once the current locale's catalogue is loaded (immediately on the mini-program). */
export function localeReady(): Promise<void> {
  return pending;
}

/** Whether a catalogue is loaded, so a view knows it can show text without a flash of zh-Hant. */
export function isLocaleLoaded(locale: Locale = current.get()): boolean {
  return Boolean(CATALOGUES[locale]);
}

/** A value that changes whenever the text on screen must change (locale or a late catalogue). */
export function localeSnapshot(): string {
  return `${current.get()}:${catalogueVersion.get()}`;
}

/** Switches the language, keeps it for the next launch (SPEC §1) and tells every subscriber. */
export function setLocale(locale: Locale): Locale {
  const next = normalizeLocale(locale);
  if (!next) return current.get();
  storage.write(STORAGE_KEYS.language, next);
  activate(next);
  return next;
}

/** Restores the stored language at launch; nothing stored, or something unknown, gives zh-Hant. */
export function initLocale(): Locale {
  const locale = normalizeLocale(storage.read<string>(STORAGE_KEYS.language)) ?? DEFAULT_LOCALE;
  activate(locale);
  return locale;
}

export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Value of the Accept-Language header, so server messages come back in the user's language. */
export function acceptLanguage(): string {
  return current.get();
}

const LANGUAGE_KEYS: Readonly<Record<Locale, MessageKey>> = {
  'zh-Hant': 'language.zhHant',
  'zh-Hans': 'language.zhHans',
  pt: 'language.pt',
  en: 'language.en',
};

/** The name of a language written in that language, for the language picker. */
export function localeName(locale: Locale): string {
  return t(LANGUAGE_KEYS[locale]);
}

/** Navigation-bar title of a page; the template type makes a route without a title a type error. */
export function pageTitle(name: RouteName): string {
  return t(`page.${name}`);
}

// Every message a rule of rules/validators.ts answers with is in the catalogue (a missing one
// fails the type check here).
type Holds<T extends true> = T;
export type ValidationKeysExist = Holds<ValidationKey extends MessageKey ? true : false>;
