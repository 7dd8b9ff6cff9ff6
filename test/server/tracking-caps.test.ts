import { trackingRetention } from '../../server/src/modules/tracking/routes';
import { relaxedLimits, startTestServer, type TestServer } from './helpers/harness';
import * as trackingData from './helpers/fixtures/tracking';
import { rawCall } from './helpers/raw-http';

// Issue #9: the tracking calls of SPEC §7 (POST /v1/js/log, POST /exhibition-tongji/v1/js/logs)
// take writes from anyone: body, batch, rate and table size are bounded.

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const record = (i: number) => ({
  os: 'ios',
  at: 1_700_000_000_000 + i,
  uuid: `u${i}`,
  v: '1',
  pid: '/pages/home/index',
});
const count = (t: TestServer) => trackingData.trackingCount(t.kysely);

describe('a tracking flood is bounded', () => {
  test('per address: the budget counts records, not batches (issue #22); the rest is refused with the envelope', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, tracking: { perIp: 150, total: 100_000 } },
    });
    try {
      const before = await count(t);
      const batchUrl = `${t.server.origin}/exhibition-tongji/v1/js/logs`;
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          rawCall(batchUrl, {
            method: 'POST',
            localAddress: '127.0.0.2',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            body: JSON.stringify(Array.from({ length: 100 }, (_, j) => record(i * 100 + j))),
          }),
        ),
      );
      const accepted = answers.filter((a) => a.body.code === 0);
      expect(
        accepted.map((a) => (a.body.data as { accepted: number }).accepted).sort((a, b) => b - a),
      ).toEqual([100, 50]);
      for (const answer of answers.filter((a) => a.body.code !== 0)) {
        expect(answer.status).toBe(200);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.body).toEqual({
          code: 429,
          msg: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
          data: null,
        });
      }
      expect((await count(t)) - before).toBe(150);
      // The page-view log shares the budget; another address still writes.
      const pv = (localAddress: string) =>
        rawCall(`${t.server.apiBase}/v1/js/log`, {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: '/pages/home/index' }),
        });
      expect((await pv('127.0.0.2')).body.code).toBe(429);
      expect((await pv('127.0.0.3')).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('body and batch limits answer the envelope', async () => {
    const t = await startTestServer({ limits: { ...relaxedLimits, trackingBodyBytes: 8 * 1024 } });
    try {
      const tooMany = await t.call('POST', `${t.server.origin}/exhibition-tongji/v1/js/logs`, {
        body: Array.from({ length: 101 }, (_, i) => record(i)),
      });
      expect(tooMany.body.code).toBe(400);
      const long = Array.from({ length: 60 }, (_, i) => ({ ...record(i), pid: 'x'.repeat(290) }));
      const tooBig = await t.call('POST', `${t.server.origin}/exhibition-tongji/v1/js/logs`, {
        body: long,
        lang: 'en',
      });
      expect(tooBig.status).toBe(200);
      expect(tooBig.body).toMatchObject({ code: 413, data: null });
      const bigView = await t.call('POST', '/v1/js/log', {
        body: { page: '/p', title: 't', referrer: 'r'.repeat(5000) },
      });
      expect(bigView.body.code).toBe(413);
      expect(await count(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('retention: the table keeps at most trackingMaxRows rows and nothing older than the retention', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, trackingMaxRows: 150, trackingRetentionDays: 30 },
    });
    try {
      const url = `${t.server.origin}/exhibition-tongji/v1/js/logs`;
      for (let batch = 0; batch < 5; batch += 1) {
        const answer = await t.call('POST', url, {
          body: Array.from({ length: 100 }, (_, i) => record(batch * 100 + i)),
        });
        expect(answer.body.code).toBe(0);
        expect(await count(t)).toBeLessThanOrEqual(150);
      }
      // The newest rows are the ones kept.
      expect(await trackingData.oldestTrackingAt(t.kysely)).toBe(1_700_000_000_000 + 350);
      t.clock.advance(31 * DAY);
      await t.call('POST', '/v1/js/log', { body: { page: '/pages/fresh' } });
      expect(await trackingRetention(t.server.app).prune()).toBe(150);
      expect(await trackingData.trackedPaths(t.kysely)).toEqual(['/pages/fresh']);
    } finally {
      await t.close();
    }
  });
});
