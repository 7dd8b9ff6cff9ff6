import { sql } from 'kysely';
import type { Locale } from '../../contract';
import { columnOf } from '../../lib/localized';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type { CountryRow, DictDataRow, ExhibitionRow, SysParamRow, TranslationRow } from './tables';

// The statements of dictionaries, countries, public parameters, the exhibition itself and the
// translation memory (issue #30: async, on the app's Kysely or a caller's transaction).

export type DictItem = Static<typeof DictDataRow>;
export type Country = Static<typeof CountryRow>;
export type PublicParam = Pick<Static<typeof SysParamRow>, 'name' | 'value'>;
export type Exhibition = Static<typeof ExhibitionRow>;
export type Translation = Static<typeof TranslationRow>;

export function dictItems(db: DbExecutor, dictType: string): Promise<DictItem[]> {
  return db
    .selectFrom('dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function countries(db: DbExecutor): Promise<Country[]> {
  return db.selectFrom('countries').selectAll().orderBy('sort').orderBy('id').execute();
}

export function publicParam(db: DbExecutor, name: string): Promise<PublicParam | undefined> {
  return db
    .selectFrom('sys_params')
    .select(['name', 'value'])
    .where('name', '=', name)
    .where('public', '=', 1)
    .executeTakeFirst();
}

export function exhibition(db: DbExecutor): Promise<Exhibition | undefined> {
  return db.selectFrom('exhibitions').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** A phrase of the translation memory written in `from` (or in any language). */
export function translation(
  db: DbExecutor,
  text: string,
  from: Locale | undefined,
): Promise<Translation | undefined> {
  const sources = from ? [columnOf(from)] : ['zht', 'zhs', 'pt', 'en'];
  return db
    .selectFrom('translations')
    .selectAll()
    .where(({ or }) => or(sources.map((c) => sql<boolean>`${sql.ref(`text_${c}`)} = ${text}`)))
    .limit(1)
    .executeTakeFirst();
}
