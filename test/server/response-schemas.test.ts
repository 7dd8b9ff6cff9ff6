import type { RouteOptions } from 'fastify';
import { startTestServer, type TestServer } from './helpers/harness';

// Issue #9, "Every route validated and serialised by its schema": each route declares the
// schema of its success envelope, so fast-json-stringify writes only the fields it names and a
// column a row happens to carry never leaks. The app's own route catalogue is walked (the list
// the fuzz test walks too), not a hand list.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const name = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

/**
 * Whether the route's 200 answer is written from a schema of the envelope: `{code, msg, data}`,
 * or `{errno, errmsg, data}` for the errno-style upload (server/API.md Files).
 */
function hasEnvelopeSchema(route: RouteOptions): boolean {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  const ok = response?.['200'] as { properties?: Record<string, unknown> } | undefined;
  const properties = ok?.properties;
  if (properties === undefined) return false;
  return [
    ['code', 'msg', 'data'],
    ['errno', 'errmsg', 'data'],
  ].some((keys) => keys.every((k) => k in properties));
}

/**
 * The routes without one: exactly those that answer a file (or a probe) rather than the envelope. A new route
 * without a response schema fails this test.
 */
const NOT_ENVELOPES = [
  'GET /exhibition-api/art/:slug',
  'GET /exhibition-api/art/vote-player/:file',
  'GET /exhibition-api/files/:name',
  // A load balancer's probes (issue #31): a status of their own, not the envelope.
  'GET /healthz',
  'GET /readyz',
];

describe('every route serialises its answer by a schema (#9)', () => {
  test('the routes with and without a response schema', () => {
    // The operators' console (issue #23) answers `{data}` built field by field from its resource
    // definitions, not the envelope: server/API-admin.md, admin-*.test.ts.
    const routes = t.server.app.routeCatalogue.filter(
      (r) => r.method !== 'HEAD' && !/^\/(exhibition-api\/)?admin(\/|$)/.test(r.url),
    );
    const without = routes.filter((r) => !hasEnvelopeSchema(r)).map(name);
    // The figure for the report: how many of the routes declare their answer.
    process.stdout.write(
      `response schemas: ${routes.length - without.length} of ${routes.length} routes\n${without.join('\n')}\n`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect([...without].sort()).toEqual([...NOT_ENVELOPES].sort());
  });
});

/**
 * A schema built with TypeBox carries its kind (a hidden `~kind` field); a hand-written JSON
 * schema does not. The one plain schema allowed is the closed empty query that app.ts gives a
 * route declaring none.
 */
const UNDECLARED_QUERY = JSON.stringify({
  type: 'object',
  properties: {},
  additionalProperties: false,
});
const isTypeBox = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && '~kind' in schema;

describe('every route declares its schemas in TypeBox (#9)', () => {
  test('query, params, body and answer of each route, the quiz included', () => {
    const handWritten: string[] = [];
    for (const route of t.server.app.routeCatalogue) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['querystring', 'params', 'body'] as const) {
        const declared = schema[part];
        if (declared === undefined || isTypeBox(declared)) continue;
        if (part === 'querystring' && JSON.stringify(declared) === UNDECLARED_QUERY) continue;
        handWritten.push(`${name(route)} ${part}`);
      }
      const answer = (schema.response as Record<string, unknown> | undefined)?.['200'];
      if (answer !== undefined && !isTypeBox(answer)) handWritten.push(`${name(route)} response`);
    }
    expect(handWritten).toEqual([]);
    const quiz = t.server.app.routeCatalogue.filter((route) => route.url.includes('/quiz/'));
    expect(quiz.length).toBeGreaterThanOrEqual(3);
  });
});
