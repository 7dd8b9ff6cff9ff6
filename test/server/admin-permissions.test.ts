import type { RouteOptions } from 'fastify';
import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import {
  PERMISSIONS,
  RESOURCE_ACCESS,
  ROLES,
  permissionsOf,
  type ResourceAccess,
  type ResourceName,
  type Role,
} from '../../server/src/modules/admin/permissions';
import { adminRoutes } from '../../server/src/modules/admin/routes';

// Issue #23, server/API-admin.md "Permissions and roles": every admin route declares the
// permission it needs, and the server checks it. The routes are read from the app's own route
// catalogue, so a route added later is walked too (and one without an access fails to register).

jest.setTimeout(180_000);

let t: TestServer;
const sessions = new Map<Role, AdminSession>();
let routes: RouteOptions[];

beforeAll(async () => {
  t = await startTestServer();
  for (const role of ROLES) sessions.set(role, await loginAs(t, role));
  routes = adminRoutes(t.server.app.routeCatalogue);
});
afterAll(() => t.close());

const accessOf = (route: RouteOptions) => (route.config as { access?: string }).access as string;
// A row that does not exist: an allowed action finds nothing to change (404), so walking every
// route changes nothing.
const urlOf = (route: RouteOptions) =>
  route.url.replace('/exhibition-api/admin', '').replace(':id', '999999');

describe('the permission matrix (#23)', () => {
  test('every admin route declares a known permission, or is a sign-in or session route', () => {
    expect(routes.length).toBeGreaterThan(60);
    const known = new Set<string>([...PERMISSIONS, 'session', 'public']);
    const unknown = routes.filter((r) => !known.has(accessOf(r)));
    expect(unknown.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
    const publicRoutes = routes.filter((r) => accessOf(r) === 'public').map((r) => r.url);
    expect(publicRoutes.sort()).toEqual([
      '/exhibition-api/admin/auth/login',
      '/exhibition-api/admin/auth/totp',
    ]);
  });

  test("a console resource's routes ask what the one table gives it, the console's menus read (#30)", () => {
    const wrong: string[] = [];
    const elsewhere = new Set<string>();
    let checked = 0;
    for (const route of routes) {
      const [resource, ...rest] = urlOf(route).split('/').filter(Boolean);
      if (!Object.prototype.hasOwnProperty.call(RESOURCE_ACCESS, resource)) {
        elsewhere.add(resource);
        continue;
      }
      const table: ResourceAccess = RESOURCE_ACCESS[resource as ResourceName];
      const action = rest
        .filter((part) => part !== '999999')
        .pop()
        ?.replace(/\.csv$/, '');
      const expected =
        (action !== undefined ? table.actions?.[action] : undefined) ??
        (route.method === 'GET' ? (table.lookup ?? table.read) : (table.write ?? table.read));
      checked += 1;
      if (![expected].flat().includes(accessOf(route) as never)) {
        wrong.push(`${String(route.method)} ${route.url}: ${accessOf(route)}, table ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
    // Outside the console's resources: the sign-in and session steps, and picture uploads.
    expect([...elsewhere].sort()).toEqual(['auth', 'uploads']);
  });

  test('every role on every route: refused with 403 forbidden exactly where the table says', async () => {
    const checked = routes.filter((r) => !['public', 'session'].includes(accessOf(r)));
    const wrong: string[] = [];
    let refusals = 0;
    let allowed = 0;
    for (const route of checked) {
      for (const role of ROLES) {
        const session = sessions.get(role) as AdminSession;
        const method = String(route.method);
        const answer = await adminCall(t, session, method, urlOf(route), {
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const may = permissionsOf([role]).includes(accessOf(route) as never);
        const line = `${role} ${method} ${route.url}: ${answer.status} ${answer.body.code ?? ''}`;
        if (may) {
          allowed += 1;
          if (answer.status === 403 || answer.status >= 500) wrong.push(line);
        } else {
          refusals += 1;
          if (answer.status !== 403 || answer.body.code !== 'forbidden') wrong.push(line);
        }
      }
    }
    process.stdout.write(
      `admin permission matrix: ${checked.length} routes x ${ROLES.length} roles, ${allowed} allowed, ${refusals} refused\n`,
    );
    expect(wrong).toEqual([]);
    // The admin may do everything; each other role is refused somewhere.
    expect(permissionsOf(['admin'])).toEqual([...PERMISSIONS]);
    expect(refusals).toBeGreaterThan(checked.length * 2);
  });

  test('without a session every route but the sign-in steps answers 401', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) !== 'public')) {
      const method = String(route.method);
      const answer = await adminCall(t, null, method, urlOf(route), {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (answer.status !== 401) wrong.push(`${method} ${route.url}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  test('a moderator cannot reach the orders, nor a fulfilment operator the works', async () => {
    const moderator = sessions.get('moderator') as AdminSession;
    const orders = await adminCall(t, moderator, 'GET', '/orders', { lang: 'en' });
    expect(orders.status).toBe(403);
    expect(orders.body).toEqual({
      code: 'forbidden',
      message: 'You are not allowed to do this',
    });
    const fulfilment = sessions.get('fulfilment') as AdminSession;
    expect((await adminCall(t, fulfilment, 'GET', '/works')).status).toBe(403);
    expect((await adminCall(t, fulfilment, 'GET', '/orders')).status).toBe(200);
  });
});

describe('schemas (#23)', () => {
  test('every admin POST and PUT refuses an unknown field and malformed JSON with 400 validation, never 5xx', async () => {
    const admin = sessions.get('admin') as AdminSession;
    const writes = routes.filter(
      (r) =>
        (r.method === 'POST' || r.method === 'PUT') &&
        accessOf(r) !== 'public' &&
        !(r.config as { upload?: boolean }).upload,
    );
    const wrong: string[] = [];
    for (const route of writes) {
      const method = String(route.method);
      for (const options of [{ body: { notAField: 1 } }, { raw: '{"broken":' }]) {
        const answer = await adminCall(t, admin, method, urlOf(route), options);
        if (answer.status !== 400 || answer.body.code !== 'validation' || !answer.body.message) {
          wrong.push(
            `${method} ${route.url} ${JSON.stringify(options)}: ${answer.status} ${answer.text}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a list with a sort or filter it does not know answers 400', async () => {
    const admin = sessions.get('admin') as AdminSession;
    const badSort = await adminCall(t, admin, 'GET', '/gifts?sort=password_hash');
    expect(badSort.status).toBe(400);
    const badFilter = await adminCall(
      t,
      admin,
      'GET',
      `/gifts?filter=${encodeURIComponent('{"stock; DROP TABLE x":1}')}`,
    );
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.code).toBe('validation');
    const notJson = await adminCall(t, admin, 'GET', '/gifts?filter=%7Bnope');
    expect(notJson.status).toBe(400);
    const list = await adminCall<{ data: { id: number }[]; total: number }>(
      t,
      admin,
      'GET',
      `/gifts?page=1&perPage=2&sort=points&order=ASC&filter=${encodeURIComponent('{"onSale":true}')}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeLessThanOrEqual(2);
    expect(list.body.total).toBeGreaterThan(0);
  });

  test('an unknown admin path answers 404 with the admin error shape', async () => {
    const admin = sessions.get('admin') as AdminSession;
    const answer = await adminCall(t, admin, 'GET', '/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('notFound');
  });
});
