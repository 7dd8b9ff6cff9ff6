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
  return ({ schema }) => {
    const check = compiled(schema as object);
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

let shared: Ajv | undefined;
const checks = new Map<string, ValidateFunction>();

/**
 * One Ajv and one compiled check per distinct schema for the whole process: compiling every
 * route's schemas was most of an app's start (about 0.35 s of 0.6 on a quiet core, issue #31),
 * paid again by each app built in the same process (a test file's servers, an instance restarted
 * in place). A check depends on its schema and the options here alone, so equal schemas share one.
 */
function compiled(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let check = checks.get(key);
  if (!check) {
    if (!shared) {
      shared = new Ajv({
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: false,
        allErrors: false,
        addUsedSchema: false,
      });
      addFormats(shared);
    }
    check = shared.compile(schema);
    checks.set(key, check);
  }
  return check;
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
