// A table's shape is written once, as the TypeBox schema of its row (snake_case, as stored). The
// row type the repositories answer with is its Static<>; the table type Kysely checks statements
// against is derived from it; test/server/table-rows.test.ts checks each schema against the
// columns the migrations really make. No third copy of a row's shape.
import type { Generated } from 'kysely';
import {
  Type,
  type Static,
  type TInteger,
  type TNull,
  type TObject,
  type TString,
  type TUnion,
} from 'typebox';

type ColumnSuffix = 'zht' | 'zhs' | 'pt' | 'en';

/** The four language columns of a text (title_zht, title_zhs, title_pt, title_en). */
export function localizedColumnProps<B extends string>(
  base: B,
): { [K in `${B}_${ColumnSuffix}`]: TString } {
  const out: Record<string, TString> = {};
  for (const suffix of ['zht', 'zhs', 'pt', 'en']) out[`${base}_${suffix}`] = Type.String();
  return out as { [K in `${B}_${ColumnSuffix}`]: TString };
}

/** A column that may hold NULL. */
export const nullableInt = (): TUnion<[TInteger, TNull]> =>
  Type.Union([Type.Integer(), Type.Null()]);

/** The row of a table as its repository reads it. */
export type RowOf<S extends TObject> = Static<S>;

/**
 * The table for Kysely: the row's columns, those the database fills when an insert leaves them
 * out (the rowid key, DEFAULTs) marked Generated.
 */
export type TableOf<S extends TObject, Filled extends keyof Static<S> = never> = {
  [K in keyof Static<S>]: K extends Filled ? Generated<Static<S>[K]> : Static<S>[K];
};
