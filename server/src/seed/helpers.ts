import type { DbExecutor } from '../tables';
import { insertRecord } from './repository';

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

/** Inserts one record; a Loc value fills the four columns <name>_zht, _zhs, _pt, _en. */
export function insert(
  db: DbExecutor,
  table: string,
  record: Record<string, Value>,
): Promise<number> {
  const columns: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(record)) {
    if (isLoc(value)) {
      for (const suffix of ['zht', 'zhs', 'pt', 'en'] as const) {
        columns[`${key}_${suffix}`] = value[suffix];
      }
    } else {
      columns[key] = value;
    }
  }
  return insertRecord(db, table, columns);
}

/** Runs fn on each item in turn (a seed's rows get their ids in the order they are listed). */
export async function inOrder<T>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  for (const [index, item] of items.entries()) await fn(item, index);
}

export const DAY = 24 * 3600 * 1000;
export const HOUR = 3600 * 1000;

/** Paragraphs to the small HTML the rich-text pages carry. */
export const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
