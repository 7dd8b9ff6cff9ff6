// react-admin's i18n provider (polyglot) over the console's words, starting in the language chosen
// before (the sign-in screen's choice). Loaded with the console, not with the sign-in screen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { CONSOLE_LOCALES, savedLocale } from './locale';
import { messages } from './messages';

export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale] ?? messages['zh-Hant'],
  savedLocale(),
  CONSOLE_LOCALES.map((each) => ({ ...each })),
);
