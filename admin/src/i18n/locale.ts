// The console's language (issue #29: Chinese, Portuguese and English, Macau's official languages
// and the operators' working one), chosen on the sign-in screen or in the console's menu and kept
// in this browser; the API's refusals come in it (Accept-Language).
import { setApiLanguage } from '../api';

export const CONSOLE_LOCALES = [
  { locale: 'zh-Hant', name: '繁體中文' },
  { locale: 'pt', name: 'Português' },
  { locale: 'en', name: 'English' },
] as const;

export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number]['locale'];

const KEY = 'v80-admin-locale';
const known = (value: string | null | undefined): value is ConsoleLocale =>
  CONSOLE_LOCALES.some((each) => each.locale === value);

/** The language chosen before in this browser, else the browser's own when the console has it. */
export function savedLocale(): ConsoleLocale {
  const saved = localStorage.getItem(KEY);
  if (known(saved)) return saved;
  const browser = (navigator.language || '').toLowerCase();
  if (browser.startsWith('pt')) return 'pt';
  if (browser.startsWith('en')) return 'en';
  return 'zh-Hant';
}

export function saveLocale(locale: string): void {
  if (!known(locale)) return;
  localStorage.setItem(KEY, locale);
  setApiLanguage(locale);
  document.documentElement.lang = locale;
}
