import type { Db } from '../../db/database';
import { columnOf, type LocalizedColumns } from '../../lib/localized';
import type { Locale } from '../../contract';

export type DictRow = LocalizedColumns<'label'> & {
  id: number;
  dict_type: string;
  dict_value: string;
  dict_label: string;
};

export type CountryRow = LocalizedColumns<'name'> & {
  id: number;
  parent_id: number | null;
  area_code: string;
  iso: string;
};

export interface PublicParamRow {
  name: string;
  value: string;
}

export type ExhibitionRow = LocalizedColumns<'name'> &
  LocalizedColumns<'venue'> &
  LocalizedColumns<'intro'> & { id: number; cover: string; start_at: number; end_at: number };

export type TranslationRow = LocalizedColumns<'text'> & { id: number };

/** The SQL of dictionaries, countries, public parameters and the exhibition itself. */
export function dictRepository(db: Db) {
  const dict = db.prepare('SELECT * FROM dict_data WHERE dict_type = ? ORDER BY sort, id');
  const countries = db.prepare('SELECT * FROM countries ORDER BY sort, id');
  const param = db.prepare('SELECT name, value FROM sys_params WHERE name = ? AND public = 1');
  const exhibition = db.prepare('SELECT * FROM exhibitions ORDER BY id LIMIT 1');
  const translations = new Map<string, ReturnType<Db['prepare']>>();

  return {
    dictItems: (dictType: string) => dict.all(dictType) as DictRow[],
    countries: () => countries.all() as CountryRow[],
    publicParam: (name: string) => param.get(name) as PublicParamRow | undefined,
    exhibition: () => exhibition.get() as ExhibitionRow | undefined,
    /** A phrase of the translation memory written in `from` (or in any language). */
    translation(text: string, from: Locale | undefined): TranslationRow | undefined {
      const key = from ?? '*';
      let statement = translations.get(key);
      if (!statement) {
        const sources = from ? [columnOf(from)] : ['zht', 'zhs', 'pt', 'en'];
        const where = sources.map((c) => `text_${c} = @text`).join(' OR ');
        statement = db.prepare(`SELECT * FROM translations WHERE ${where} LIMIT 1`);
        translations.set(key, statement);
      }
      return statement.get({ text }) as TranslationRow | undefined;
    },
  };
}
