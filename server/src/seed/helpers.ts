import type { Db } from '../db/database';

/** Text in the four languages of SPEC §1. */
export interface Loc {
  zht: string;
  zhs: string;
  pt: string;
  en: string;
}

export const L = (zht: string, zhs: string, pt: string, en: string): Loc => ({ zht, zhs, pt, en });

function isLoc(value: unknown): value is Loc {
  return typeof value === 'object' && value !== null && 'zht' in value && 'en' in value;
}

type Value = string | number | null | Loc;

/** INSERT of one record; a Loc value fills the four columns <name>_zht, _zhs, _pt, _en. */
export function insert(db: Db, table: string, record: Record<string, Value>): number {
  const columns: string[] = [];
  const values: (string | number | null)[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (isLoc(value)) {
      for (const suffix of ['zht', 'zhs', 'pt', 'en'] as const) {
        columns.push(`${key}_${suffix}`);
        values.push(value[suffix]);
      }
    } else {
      columns.push(key);
      values.push(value);
    }
  }
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return Number(db.prepare(sql).run(...values).lastInsertRowid);
}

export const DAY = 24 * 3600 * 1000;
export const HOUR = 3600 * 1000;

/** Paragraphs to the small HTML the rich-text pages carry. */
export const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
