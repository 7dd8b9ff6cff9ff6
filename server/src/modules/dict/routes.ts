import type { FastifyInstance } from 'fastify';
import type {
  Country,
  DictData,
  DictItem,
  ExhibitionInfo,
  LanguageOption,
  Locale,
  PublicParam,
} from '../../contract';
import { notFound } from '../../errors';
import { absUrl, ok } from '../../http';
import { LOCALES } from '../../i18n';
import { columnOf, localized } from '../../lib/localized';
import { enumOf, object, str } from '../../lib/schema';
import { iso } from '../../lib/time';

type Row = Record<string, unknown>;

const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  pt: 'Português',
  en: 'English',
};

export function registerDictRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  const dictData = (dictType: string): DictData => {
    const rows = db
      .prepare('SELECT * FROM dict_data WHERE dict_type = ? ORDER BY sort, id')
      .all(dictType) as Row[];
    return {
      dictType,
      // Placeholders (-1) stay in the answer: SPEC §3 has the client filter them.
      dataList: rows.map((r): DictItem => ({
        dictLabel: String(r.dict_label),
        dictValue: String(r.dict_value),
        ...localized(r, 'label', 'label'),
      })),
    };
  };
  const dictTypeSchema = str(1, 64, { pattern: '^[A-Za-z0-9_.-]+$' });

  app.get<{ Querystring: { dictType: string } }>(
    '/dict/data/getByType',
    { schema: { querystring: object({ dictType: dictTypeSchema }, ['dictType']) } },
    async (req) => ok(req, dictData(req.query.dictType)),
  );
  app.get<{ Params: { key: string } }>(
    '/dict/data/byKey/:key',
    { schema: { params: object({ key: dictTypeSchema }, ['key']) } },
    async (req) => ok(req, dictData(req.params.key)),
  );

  const countries = (withChildren: boolean): Country[] => {
    const rows = db.prepare('SELECT * FROM countries ORDER BY sort, id').all() as Row[];
    const toCountry = (r: Row): Country => ({
      id: r.id as number,
      areaCode: String(r.area_code),
      iso: String(r.iso),
      ...localized(r, 'name', 'name'),
    });
    const top = rows.filter((r) => r.parent_id === null);
    return top.map((r) => {
      const country = toCountry(r);
      if (withChildren) {
        country.children = rows.filter((c) => c.parent_id === r.id).map(toCountry);
      }
      return country;
    });
  };
  app.get('/country/data/countryList', async (req) => ok(req, countries(false)));
  app.get('/country/data/listSecond', async (req) => ok(req, countries(true)));

  app.get<{ Params: { name: string } }>(
    '/sys/params/public/:name',
    {
      schema: { params: object({ name: str(1, 64, { pattern: '^[A-Za-z0-9_.-]+$' }) }, ['name']) },
    },
    async (req) => {
      const row = db
        .prepare('SELECT name, value FROM sys_params WHERE name = ? AND public = 1')
        .get(req.params.name) as PublicParam | undefined;
      if (!row) throw notFound();
      return ok(req, row);
    },
  );

  app.get('/exhibition/public/info', async (req) => {
    const row = db.prepare('SELECT * FROM exhibitions ORDER BY id LIMIT 1').get() as
      Row | undefined;
    if (!row) throw notFound();
    const info: ExhibitionInfo = {
      id: row.id as number,
      ...localized(row, 'name', 'name'),
      ...localized(row, 'venue', 'venue'),
      ...localized(row, 'intro', 'intro'),
      cover: absUrl(req, String(row.cover)),
      startAt: iso(row.start_at as number),
      endAt: iso(row.end_at as number),
    };
    return ok(req, info);
  });

  app.get('/language', async (req) => {
    const list: LanguageOption[] = LOCALES.map((locale) => ({
      locale,
      name: LANGUAGE_NAMES[locale],
    }));
    return ok(req, list);
  });

  // A translation memory over known phrases: text the programme has never seen comes back as is.
  app.get<{ Querystring: { text: string; from?: Locale; to: Locale } }>(
    '/language/translate/public/translate',
    {
      schema: {
        querystring: object({ text: str(1, 500), from: enumOf(LOCALES), to: enumOf(LOCALES) }, [
          'text',
          'to',
        ]),
      },
    },
    async (req) => {
      const { text, from, to } = req.query;
      const sources = from ? [columnOf(from)] : ['zht', 'zhs', 'pt', 'en'];
      const where = sources.map((c) => `text_${c} = @text`).join(' OR ');
      const row = db
        .prepare(`SELECT * FROM translations WHERE ${where} LIMIT 1`)
        .get({ text: text.trim() }) as Row | undefined;
      const translated = row ? String(row[`text_${columnOf(to)}`] || row.text_zht) : text;
      return ok(req, translated);
    },
  );
}
