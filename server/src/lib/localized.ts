import type { Locale } from '../contract';

const SUFFIXES = [
  ['Zht', 'zht'],
  ['Zhs', 'zhs'],
  ['Pt', 'pt'],
  ['En', 'en'],
] as const;

/** A row of any shape: typed row interfaces and plain records alike. */
type Row = object;

/** The four columns of a text in a row type (title_zht, title_zhs, title_pt, title_en). */
export type LocalizedColumns<B extends string> = {
  [K in `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`]: string;
};

/** The same, as the comma-separated column list of a SELECT (with an optional table alias). */
export function localizedColumns(base: string, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  return ['zht', 'zhs', 'pt', 'en'].map((s) => `${prefix}${base}_${s}`).join(', ');
}

/**
 * The four language fields of a column family (title_zht... -> titleZht...). An empty translation
 * falls back to Zht, the fallback locale of SPEC §1, so no client shows a blank.
 */
export function localized<B extends string>(
  row: Row,
  column: string,
  field: B,
): { [K in `${B}${'Zht' | 'Zhs' | 'Pt' | 'En'}`]: string } {
  const cells = row as Record<string, unknown>;
  const zht = String(cells[`${column}_zht`] ?? '');
  const out: Record<string, string> = {};
  for (const [suffix, columnSuffix] of SUFFIXES) {
    const value = String(cells[`${column}_${columnSuffix}`] ?? '');
    out[`${field}${suffix}`] = value || zht;
  }
  return out as { [K in `${B}${'Zht' | 'Zhs' | 'Pt' | 'En'}`]: string };
}

const COLUMN_OF_LOCALE: Record<Locale, string> = {
  'zh-Hant': 'zht',
  'zh-Hans': 'zhs',
  pt: 'pt',
  en: 'en',
};

/** One column family in the request's language, for the few fields that are plain strings. */
export function pick(row: Row, column: string, locale: Locale): string {
  const cells = row as Record<string, unknown>;
  const value = String(cells[`${column}_${COLUMN_OF_LOCALE[locale]}`] ?? '');
  return value || String(cells[`${column}_zht`] ?? '');
}

/**
 * pick() in SQL: the SELECT expression of one column family in a language, falling back to Zht
 * when that translation is empty, so a list reads one text column per row instead of four.
 */
export function localizedIn(column: string, locale: Locale, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  const own = `${prefix}${column}_${COLUMN_OF_LOCALE[locale]}`;
  const zht = `${prefix}${column}_zht`;
  return own === zht ? zht : `COALESCE(NULLIF(${own}, ''), ${zht})`;
}

export function columnOf(locale: Locale): string {
  return COLUMN_OF_LOCALE[locale];
}

/** LIKE pattern that matches the text literally (ESCAPE '\\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
