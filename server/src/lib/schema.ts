// Small builders for the JSON schemas every route declares (Fastify's ajv validates them, with
// type coercion for query strings and params).

type Schema = Record<string, unknown>;

export const str = (min = 0, max = 200, extra: Schema = {}): Schema => ({
  type: 'string',
  minLength: min,
  maxLength: max,
  ...extra,
});

export const int = (min = 0, max = 2_147_483_647, extra: Schema = {}): Schema => ({
  type: 'integer',
  minimum: min,
  maximum: max,
  ...extra,
});

export const bool = (): Schema => ({ type: 'boolean' });

export const enumOf = (values: readonly (string | number)[]): Schema => ({ enum: [...values] });

export const id = (): Schema => int(1);

export const idList = (max = 100): Schema => ({
  type: 'array',
  items: id(),
  minItems: 1,
  maxItems: max,
});

/** A closed object: a field the call does not know is a 400, not silently dropped. */
export function object(properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', properties, required, additionalProperties: false };
}

export const pageQueryProps = {
  pageNo: int(1, 100_000, { default: 1 }),
  pageSize: int(1, 100, { default: 10 }),
};

export const pageQuery = (extra: Record<string, Schema> = {}, required: string[] = []) =>
  object({ ...pageQueryProps, ...extra }, required);

export const idParams = object({ id: id() }, ['id']);

export const PHONE_PATTERN = '^[0-9]{5,15}$';
export const AREA_CODE_PATTERN = '^\\+[0-9]{1,4}$';

export const phone = () => str(5, 15, { pattern: PHONE_PATTERN });
export const areaCode = () => str(2, 5, { pattern: AREA_CODE_PATTERN });
export const email = () => str(3, 254, { format: 'email' });
export const smsCode = () => str(6, 6, { pattern: '^[0-9]{6}$' });
export const isoDate = () => str(10, 40, { format: 'date-time' });

/** Where a stored upload lives; answers put the public origin in front of it. */
export const UPLOAD_PATH_PATTERN = '/exhibition-api/files/[a-f0-9]{32}\\.(jpg|png|gif|webp)';

/** A picture reference a client may store: empty, an upload of this server, or an https URL. */
export const pictureUrl = () =>
  str(0, 500, { pattern: `^(|https://[^\\s"'<>]+|(https?://[^/\\s]+)?${UPLOAD_PATH_PATTERN})$` });

/** Keeps only the path of an upload of this server, so the stored value survives a host change. */
export function storedPicture(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = new RegExp(`^(https?://[^/\\s]+)?(${UPLOAD_PATH_PATTERN})$`).exec(value);
  return match ? match[2] : value;
}
