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
 * The routes without one: exactly those that answer a file rather than the envelope. A new route
 * without a response schema fails this test.
 */
const NOT_ENVELOPES = [
  'GET /exhibition-api/art/:slug',
  'GET /exhibition-api/art/vote-player/:file',
  'GET /exhibition-api/files/:name',
];

describe('every route serialises its answer by a schema (#9)', () => {
  test('the routes with and without a response schema', () => {
    const routes = t.server.app.routeCatalogue.filter((r) => r.method !== 'HEAD');
    const without = routes.filter((r) => !hasEnvelopeSchema(r)).map(name);
    // The figure for the report: how many of the routes declare their answer.
    process.stdout.write(
      `response schemas: ${routes.length - without.length} of ${routes.length} routes\n${without.join('\n')}\n`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect([...without].sort()).toEqual([...NOT_ENVELOPES].sort());
  });
});
