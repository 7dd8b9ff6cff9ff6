export {
  CATALOGUES,
  DEFAULT_LOCALE,
  LOCALES,
  acceptLanguage,
  getLocale,
  initLocale,
  isLocaleLoaded,
  localeReady,
  isMessageKey,
  localeName,
  normalizeLocale,
  pageTitle,
  setLocale,
  subscribeLocale,
  t,
  translate,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
} from './core';
export { FIELD_SUFFIXES, pickField, type FieldBase } from './pick-field';
export { useT, type UseT } from './use-t';
