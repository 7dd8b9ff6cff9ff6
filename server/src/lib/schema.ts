// The schemas every route declares, in TypeBox: one definition gives Fastify's Ajv the JSON
// schema to validate (query strings and params coerced), fast-json-stringify the shape to
// serialise, and TypeScript the type of the request and of the answer.
import {
  Type,
  type Static,
  type TArray,
  type TInteger,
  type TNull,
  type TObject,
  type TProperties,
  type TSchema,
  type TString,
} from 'typebox';

export { Type, type Static, type TSchema };

type Options = Record<string, unknown>;

export const str = (min = 0, max = 200, extra: Options = {}): TString =>
  Type.String({ minLength: min, maxLength: max, ...extra });

export const int = (min = 0, max = 2_147_483_647, extra: Options = {}): TInteger =>
  Type.Integer({ minimum: min, maximum: max, ...extra });

export const bool = () => Type.Boolean();

export const enumOf = <const V extends readonly (string | number)[]>(values: V) =>
  Type.Enum([...values] as unknown as V[number][]);

export const id = (): TInteger => int(1);

export const idList = (max = 100): TArray<TInteger> =>
  Type.Array(id(), { minItems: 1, maxItems: max });

/** A closed object: a field the call does not know is a 400, not silently dropped. */
export const closed = <P extends TProperties>(properties: P): TObject<P> =>
  Type.Object(properties, { additionalProperties: false });

/**
 * The older builder: a closed object from plain properties and the names of the required ones.
 * New code writes `closed({ a: ..., b: Type.Optional(...) })`, which also types the request.
 */
export function object(properties: Record<string, TSchema>, required: string[] = []): TSchema {
  const props: TProperties = {};
  for (const [key, schema] of Object.entries(properties)) {
    props[key] = required.includes(key) ? schema : Type.Optional(schema);
  }
  return closed(props);
}

/** Page number and size (API.md Paging): page size 1-100, page number 1-10,000. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NO = 10_000;

export const pageQueryProps = {
  pageNo: int(1, MAX_PAGE_NO, { default: 1 }),
  pageSize: int(1, MAX_PAGE_SIZE, { default: 10 }),
};

/** The paging query plus the call's own (optional) fields. */
export const pagedQuery = <P extends TProperties>(extra: P) =>
  closed({ ...pageQueryProps, ...extra });

export const pageQuery = (extra: Record<string, TSchema> = {}, required: string[] = []) =>
  object({ ...pageQueryProps, ...extra }, ['pageNo', 'pageSize', ...required]);

export const idParams = closed({ id: id() });

/**
 * A phone as people type it: digits (full-width ones too), a leading plus, spaces and dashes.
 * The routes read it through normalizePhone (src/rules/validators.ts) and keep that form only.
 */
export const PHONE_PATTERN = '^[0-9\\uff10-\\uff19+\\uff0b \\-]{5,24}$';
export const AREA_CODE_PATTERN = '^\\+[0-9]{1,4}$';

export const phone = () => str(5, 24, { pattern: PHONE_PATTERN });
export const areaCode = () => str(2, 5, { pattern: AREA_CODE_PATTERN });
export const email = () => str(3, 254, { format: 'email' });
export const smsCode = () => str(6, 6, { pattern: '^[0-9]{6}$' });
export const isoDate = () => str(10, 40, { format: 'date-time' });

/** Where a stored upload lives; answers put the public origin in front of it. */
export const UPLOAD_PATH_PATTERN = '/exhibition-api/files/[a-f0-9]{32}\\.(jpg|png|gif|webp)';

/**
 * A picture reference a client may store: empty, or an upload of this server (its path, or its
 * URL under any origin: storedPicture keeps the path). Never another site's URL (issue #22): a
 * viewer's browser would fetch it, a tracking pixel included. `min` 1 refuses the empty one.
 */
export const pictureUrl = (min = 0) =>
  str(min, 500, { pattern: `^(|(https?://[^/\\s]+)?${UPLOAD_PATH_PATTERN})$` });

/** Keeps only the path of an upload of this server, so the stored value survives a host change. */
export function storedPicture(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = new RegExp(`^(https?://[^/\\s]+)?(${UPLOAD_PATH_PATTERN})$`).exec(value);
  return match ? match[2] : value;
}

// ---------- answers ----------

type Suffix = 'Zht' | 'Zhs' | 'Pt' | 'En';

/** The four language fields of a text (titleZht, titleZhs, titlePt, titleEn), all strings. */
export function localizedProps<B extends string>(base: B): { [K in `${B}${Suffix}`]: TString } {
  const out: Record<string, TString> = {};
  for (const suffix of ['Zht', 'Zhs', 'Pt', 'En']) out[`${base}${suffix}`] = Type.String();
  return out as { [K in `${B}${Suffix}`]: TString };
}

/** A page of a list (API.md Paging). */
export const paged = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
  });

/**
 * The answer of a route: the envelope around its data. It is the 200 response schema, so
 * fast-json-stringify writes exactly these fields (and nothing a row happens to carry). Errors
 * are written by the error handler, outside this schema.
 */
export const envelope = <T extends TSchema>(data: T) => ({
  200: Type.Object({ code: Type.Integer(), msg: Type.String(), data }),
});

export const nothing = (): TNull => Type.Null();

// ---------- the app's types and the server's schemas agree (checked by tsc) ----------

type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/**
 * A field: lists and objects are compared as answers themselves (no nested field dropped);
 * a scalar must be one the app accepts (a number where it takes number | string is fine).
 */
type FieldServes<S, A> = [S] extends [readonly (infer SE)[]]
  ? [A] extends [readonly (infer AE)[]]
    ? Serves<SE, AE>
    : false
  : [S] extends [object]
    ? [A] extends [object]
      ? Serves<S, A>
      : false
    : [S] extends [A]
      ? true
      : false;

/**
 * True when an answer of schema type S serves the app's type A: S is assignable to A and has
 * every field A names, at every depth (S may send a field that A marks optional every time, and
 * fields A does not name). So a schema cannot drop a field the app reads, nor send one of
 * another type, without failing tsc.
 */
export type Serves<S, A> = [S] extends [A]
  ? [Exclude<KnownKeys<A>, keyof S>] extends [never]
    ? {
        [K in KnownKeys<A> & keyof S]-?: FieldServes<
          Exclude<S[K], undefined>,
          Exclude<A[K], undefined>
        >;
      }[KnownKeys<A> & keyof S] extends true
      ? true
      : false
    : false
  : false;

/**
 * A compile-time check and nothing at run time: `agrees<Serves<Static<typeof X>, AppType>>()`
 * fails `tsc` when the schema and the app's type drift apart.
 */
export function agrees<_Check extends true>(): void {}
