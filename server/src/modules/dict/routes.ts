import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type {
  Country,
  DictData,
  ExhibitionInfo,
  LanguageOption,
  Locale,
  PublicParam,
} from '../../contract';
import { notFound } from '../../errors';
import { absUrl, ok } from '../../http';
import { LOCALES } from '../../i18n';
import { columnOf, localized } from '../../lib/localized';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  localizedProps,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import * as dict from './repository';

const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  pt: 'Português',
  en: 'English',
};

// ---------- schemas ----------

const DictKey = str(1, 64, { pattern: '^[A-Za-z0-9_.-]+$' });
const LocaleSchema = enumOf(LOCALES);

const DictDataSchema = Type.Object({
  dictType: Type.String(),
  dataList: Type.Array(
    Type.Object({
      dictLabel: Type.String(),
      dictValue: Type.String(),
      ...localizedProps('label'),
    }),
  ),
});

const CountryFields = {
  id: Type.Integer(),
  areaCode: Type.String(),
  iso: Type.String(),
  ...localizedProps('name'),
};
const CountrySchema = Type.Object(CountryFields);
const CountryWithChildren = Type.Object({
  ...CountryFields,
  children: Type.Array(CountrySchema),
});

const PublicParamSchema = Type.Object({ name: Type.String(), value: Type.String() });

const ExhibitionSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  ...localizedProps('venue'),
  ...localizedProps('intro'),
  cover: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
});

const LanguageSchema = Type.Object({ locale: LocaleSchema, name: Type.String() });

agrees<Serves<Static<typeof DictDataSchema>, DictData>>();
agrees<Serves<Static<typeof CountrySchema>, Omit<Country, 'children'>>>();
// One level of children: the regions of a country have none.
type CountryNoChildren = Omit<Country, 'children'>;
agrees<
  Serves<Static<typeof CountryWithChildren>, CountryNoChildren & { children: CountryNoChildren[] }>
>();
agrees<Serves<Static<typeof PublicParamSchema>, PublicParam>>();
agrees<Serves<Static<typeof ExhibitionSchema>, ExhibitionInfo>>();
agrees<Serves<Static<typeof LanguageSchema>, LanguageOption>>();

export function registerDictRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely } = app.ctx;

  const dictData = async (dictType: string): Promise<Static<typeof DictDataSchema>> => ({
    dictType,
    // Placeholders (-1) stay in the answer: SPEC §3 has the client filter them.
    dataList: (await dict.dictItems(kysely, dictType)).map((r) => ({
      dictLabel: r.dict_label,
      dictValue: r.dict_value,
      ...localized(r, 'label', 'label'),
    })),
  });

  api.get(
    '/dict/data/getByType',
    {
      schema: { querystring: closed({ dictType: DictKey }), response: envelope(DictDataSchema) },
    },
    async (req) => ok(req, await dictData(req.query.dictType)),
  );
  api.get(
    '/dict/data/byKey/:key',
    { schema: { params: closed({ key: DictKey }), response: envelope(DictDataSchema) } },
    async (req) => ok(req, await dictData(req.params.key)),
  );

  const toCountry = (r: dict.Country): Static<typeof CountrySchema> => ({
    id: r.id,
    areaCode: r.area_code,
    iso: r.iso,
    ...localized(r, 'name', 'name'),
  });
  api.get(
    '/country/data/countryList',
    { schema: { response: envelope(Type.Array(CountrySchema)) } },
    async (req) =>
      ok(req, (await dict.countries(kysely)).filter((r) => r.parent_id === null).map(toCountry)),
  );
  api.get(
    '/country/data/listSecond',
    { schema: { response: envelope(Type.Array(CountryWithChildren)) } },
    async (req) => {
      const rows = await dict.countries(kysely);
      return ok(
        req,
        rows
          .filter((r) => r.parent_id === null)
          .map((r) => ({
            ...toCountry(r),
            children: rows.filter((c) => c.parent_id === r.id).map(toCountry),
          })),
      );
    },
  );

  api.get(
    '/sys/params/public/:name',
    { schema: { params: closed({ name: DictKey }), response: envelope(PublicParamSchema) } },
    async (req) => {
      const row = await dict.publicParam(kysely, req.params.name);
      if (!row) throw notFound();
      return ok(req, row);
    },
  );

  api.get(
    '/exhibition/public/info',
    { schema: { response: envelope(ExhibitionSchema) } },
    async (req) => {
      const row = await dict.exhibition(kysely);
      if (!row) throw notFound();
      return ok(req, {
        id: row.id,
        ...localized(row, 'name', 'name'),
        ...localized(row, 'venue', 'venue'),
        ...localized(row, 'intro', 'intro'),
        cover: absUrl(req, row.cover),
        startAt: iso(row.start_at) as string,
        endAt: iso(row.end_at) as string,
      });
    },
  );

  api.get(
    '/language',
    { schema: { response: envelope(Type.Array(LanguageSchema)) } },
    async (req) =>
      ok(
        req,
        LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
      ),
  );

  // A translation memory over known phrases: text the programme has never seen comes back as is.
  api.get(
    '/language/translate/public/translate',
    {
      schema: {
        querystring: closed({
          text: str(1, 500),
          from: Type.Optional(LocaleSchema),
          to: LocaleSchema,
        }),
        response: envelope(Type.String()),
      },
    },
    async (req) => {
      const { text, from, to } = req.query;
      const row = await dict.translation(kysely, text.trim(), from);
      const translated = row
        ? row[`text_${columnOf(to)}` as keyof typeof row] || row.text_zht
        : text;
      return ok(req, String(translated));
    },
  );
}
