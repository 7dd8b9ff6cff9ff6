import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/**
 * Fastify's own Ajv setup (type coercion for query strings and params, defaults, one error at a
 * time), with one hole closed: Ajv coerces the text "Infinity" or "1e309" to a number and then
 * skips minimum/maximum for it, because those keywords only look at finite numbers. A JSON body
 * reaches the same state with 1e309. So a value that passed the schema is walked once more, and
 * a non-finite number anywhere in it is a validation failure ('finite') like any other.
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
      const path = nonFinitePath(holder.value, '');
      if (path !== null) return { error: [finiteError(path)] };
      return { value: holder.value };
    };
  };
}

function finiteError(instancePath: string): ErrorObject {
  return {
    keyword: 'finite',
    instancePath,
    schemaPath: '#/finite',
    params: {},
    message: 'must be a finite number',
  };
}

/** The JSON pointer of the first non-finite number in a value, or null. */
function nonFinitePath(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nonFinitePath(value[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}
