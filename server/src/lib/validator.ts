import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/**
 * Fastify's own Ajv setup (type coercion for query strings and params, defaults, one error at a
 * time), with two holes closed. Ajv coerces the text "Infinity" or "1e309" to a number and then
 * skips minimum/maximum for it, because those keywords only look at finite numbers; a JSON body
 * reaches the same state with 1e309. And a text may hold the NUL character, which PostgreSQL
 * cannot store in a text column (issue #31: the search boxes answered 500 there). So a value that
 * passed the schema is walked once more, and a non-finite number ('finite') or a NUL in a text or
 * a key ('nul') anywhere in it is a validation failure like any other.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ({ schema }) => {
    const check: ValidateFunction = ajv.compile(schema as object);
    return (data: unknown) => {
      // Ajv replaces a coerced root value (a lone id becoming an array of one) in its parent.
      const holder = { value: data };
      const context = {
        instancePath: '',
        parentData: holder,
        parentDataProperty: 'value',
        rootData: data as Record<string, unknown>,
        dynamicAnchors: {},
      };
      if (!check(data, context)) {
        return { error: check.errors ?? [] };
      }
      const found = unstorable(holder.value, '');
      if (found !== null) return { error: [walkError(found)] };
      return { value: holder.value };
    };
  };
}

interface Unstorable {
  keyword: 'finite' | 'nul';
  /** The JSON pointer of the value. */
  path: string;
}

const MESSAGES = {
  finite: 'must be a finite number',
  nul: 'must not contain the NUL character',
};

function walkError({ keyword, path }: Unstorable): ErrorObject {
  return {
    keyword,
    instancePath: path,
    schemaPath: `#/${keyword}`,
    params: {},
    message: MESSAGES[keyword],
  };
}

/** The first non-finite number, or text or key holding a NUL, in a value; or null. */
function unstorable(value: unknown, path: string): Unstorable | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { keyword: 'finite', path };
  if (typeof value === 'string') return value.includes('\u0000') ? { keyword: 'nul', path } : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorable(value[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return { keyword: 'nul', path: `${path}/${key}` };
    const found = unstorable(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}
