import { DEFAULT_LOCALE, getLocale, type Locale } from './core';

/** SPEC §1: language-specific data fields carry these suffixes (titleZht, titleZhs, titlePt...). */
export const FIELD_SUFFIXES = {
  'zh-Hant': 'Zht',
  'zh-Hans': 'Zhs',
  pt: 'Pt',
  en: 'En',
} as const satisfies Readonly<Record<Locale, string>>;

type FieldSuffix = (typeof FIELD_SUFFIXES)[Locale];

/**
 * The names `pickField` accepts for a record: each suffixed field without its suffix, and each
 * plain field. A record typed with an index signature accepts any string.
 */
export type FieldBase<T> = {
  [K in keyof T & string]: K extends `${infer Base}${FieldSuffix}` ? Base : K;
}[keyof T & string];

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Reads `base` in the current language: `pickField(news, 'title')` gives titleEn in English.
 * Falls back to the Traditional Chinese field, then the bare field, then ''.
 */
export function pickField<T extends object>(
  record: T | null | undefined,
  base: FieldBase<T>,
  locale: Locale = getLocale(),
): string {
  if (!record) return '';
  const fields = record as Record<string, unknown>;
  return (
    text(fields[`${base}${FIELD_SUFFIXES[locale]}`]) ??
    text(fields[`${base}${FIELD_SUFFIXES[DEFAULT_LOCALE]}`]) ??
    text(fields[base]) ??
    ''
  );
}
