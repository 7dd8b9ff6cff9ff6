import { startTestServer, type TestServer } from './helpers/harness';

// Issue #31, "Operating it": what a load balancer asks. /healthz while the process answers,
// /readyz 200 while the database answers and 503 naming it when it does not.

describe('health and readiness (#31)', () => {
  let t: TestServer;

  beforeEach(async () => {
    t = await startTestServer();
  });

  afterEach(async () => {
    await t.close();
  });

  const get = (pathname: string) => fetch(`${t.server.origin}${pathname}`);

  it('/healthz answers while the process answers, and no cache keeps it', async () => {
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with every part it checked while the database answers', async () => {
    const answer = await get('/readyz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', files: 'ok' },
    });
  });

  it('/readyz is 503 and names the database when it cannot be reached; /healthz stays 200', async () => {
    await t.loseDatabase();
    const answer = await get('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unready',
      checks: { database: 'unreachable', files: 'ok' },
    });
    expect((await get('/healthz')).status).toBe(200);
  });
});
