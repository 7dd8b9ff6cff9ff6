import { useMemo, useSyncExternalStore } from 'react';
import {
  getLocale,
  localeSnapshot,
  subscribeLocale,
  translate,
  type Locale,
  type MessageKey,
  type MessageParams,
} from './core';

export interface UseT {
  t: (key: MessageKey, params?: MessageParams) => string;
  locale: Locale;
}

/**
 * For components that are not MobX observers. `t` changes identity with the locale, so memoised
 * children and effects that depend on it see the switch too.
 */
export function useT(): UseT {
  const snapshot = useSyncExternalStore(subscribeLocale, localeSnapshot, localeSnapshot);
  const locale = getLocale();
  const t = useMemo(
    () => (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
    // The snapshot also changes when a late catalogue arrives for the same locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [snapshot],
  );
  return { t, locale };
}
