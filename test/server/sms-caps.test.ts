import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultConfigFromEnv } from '../../server/src/config';
import { relaxedLimits, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { rawCall } from './helpers/raw-http';
import * as accountData from './helpers/fixtures/account';

// Issue #9: SMS codes capped per client address and per day overall; the forgotten-password
// calls answer the same for a phone with and without an account (SPEC §7 account calls).

const DAY = 24 * 60 * 60 * 1000;

jest.setTimeout(30_000);

function sendFrom(t: TestServer, localAddress: string, route: string, phone: string) {
  return rawCall(`${t.server.apiBase}${route}`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    body: new URLSearchParams({ phone, areaCode: '+853' }).toString(),
  });
}

describe('SMS codes per client address and per day', () => {
  test('one address gets smsPerIpPerDay codes a Macau day, whatever the phones; others still get theirs', async () => {
    const t = await startTestServer({ limits: { ...relaxedLimits, smsPerIpPerDay: 3 } });
    try {
      const route = '/sms/sendRegisterCode';
      for (let i = 0; i < 3; i += 1) {
        expect((await sendFrom(t, '127.0.0.2', route, testPhone(200 + i))).body.code).toBe(0);
      }
      const capped = await sendFrom(t, '127.0.0.2', route, testPhone(203));
      expect(capped.status).toBe(200);
      expect(capped.body).toEqual({
        code: 429,
        msg: 'Daily limit of verification codes from this network reached, try again tomorrow',
        data: null,
      });
      // Every code route counts, the forgotten-password one included.
      expect(
        (await sendFrom(t, '127.0.0.2', '/sms/sendForgetPasswordCode', testPhone(204))).body.code,
      ).toBe(429);
      expect((await sendFrom(t, '127.0.0.3', route, testPhone(203))).body.code).toBe(0);
      t.clock.advance(DAY);
      expect((await sendFrom(t, '127.0.0.2', route, testPhone(205))).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('past smsPerDay a Macau day only addresses that used their codes get more; smsHardPerDay stops all (issue #22)', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, smsPerDay: 2, smsHardPerDay: 4 },
    });
    try {
      const route = '/sms/sendRegisterCode';
      expect((await sendFrom(t, '127.0.0.2', route, testPhone(210))).body.code).toBe(0);
      expect((await sendFrom(t, '127.0.0.3', route, testPhone(211))).body.code).toBe(0);
      // 127.0.0.2 never used its code: refused now. A new address still gets one.
      t.clock.advance(61 * 1000);
      expect((await sendFrom(t, '127.0.0.2', route, testPhone(212))).body).toEqual({
        code: 429,
        msg: 'The verification code service reached its daily limit, try again tomorrow',
        data: null,
      });
      expect((await sendFrom(t, '127.0.0.4', route, testPhone(213))).body.code).toBe(0);
      expect((await sendFrom(t, '127.0.0.5', route, testPhone(214))).body.code).toBe(0);
      // The bill's ceiling: nobody gets a code for the rest of the day.
      expect((await sendFrom(t, '127.0.0.6', route, testPhone(215))).body.code).toBe(429);
      t.clock.advance(DAY);
      expect((await sendFrom(t, '127.0.0.2', route, testPhone(216))).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('free lookups and refused requests never close the code gate (issue #28)', () => {
  test('600 phone lookups from 20 addresses in a moment: a new person still gets a register code and registers', async () => {
    // The production budgets of lookups and code sends, nothing lifted.
    const production = defaultConfigFromEnv({}).limits;
    const t = await startTestServer({
      limits: { ...relaxedLimits, lookup: production.lookup, codes: production.codes },
    });
    try {
      const lookups = Array.from({ length: 20 }, (_, a) =>
        Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            rawCall(
              `${t.server.apiBase}/login/verify/mobile?phone=${testPhone(300 + i)}&areaCode=%2B853`,
              { localAddress: `127.0.0.${30 + a}` },
            ),
          ),
        ),
      );
      const answers = (await Promise.all(lookups)).flat();
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(600);
      const phone = testPhone(399);
      const sent = await sendFrom(t, '127.0.0.60', '/sms/sendRegisterCode', phone);
      expect(sent.body).toMatchObject({ code: 0 });
      const code = await t.lastCode(`+853 ${phone}`);
      const registered = await rawCall(`${t.server.apiBase}/register/app`, {
        method: 'POST',
        localAddress: '127.0.0.60',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, areaCode: '+853', code, password: 'Pass#2025' }),
      });
      expect(registered.body.code).toBe(0);
    } finally {
      await t.close();
    }
    // A ceiling, not a measure: 600 requests at once took over 30 s on PostgreSQL with the machine
    // loaded by the other jest and the journeys beside it (issue #31, npm test).
  }, 120_000);

  test('the minute budget of code sends counts codes sent, not refused requests; an address that used its codes is not held back', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, codes: { perIp: 1000, total: 3 } },
    });
    try {
      const route = '/sms/sendRegisterCode';
      expect((await sendFrom(t, '127.0.0.70', route, testPhone(310))).body.code).toBe(0);
      expect((await sendFrom(t, '127.0.0.71', route, testPhone(311))).body.code).toBe(0);
      // Forty refused requests: too soon for the same phone, and numbers no code can go to.
      for (let i = 0; i < 20; i += 1) {
        expect((await sendFrom(t, '127.0.0.72', route, testPhone(310))).body.code).toBe(429);
        expect((await sendFrom(t, '127.0.0.72', route, '12345678')).body.code).toBe(400);
      }
      // Two codes sent of three: the third goes out.
      expect((await sendFrom(t, '127.0.0.70', route, testPhone(312))).body.code).toBe(0);
      // Three sent this minute: an address with codes unused waits.
      const busy = await sendFrom(t, '127.0.0.70', route, testPhone(313));
      expect(busy.body).toMatchObject({ code: 429 });
      expect(busy.body.msg).toMatch(/^Many codes are being sent right now; try again in \d+ s$/);
      // An address that used every code it asked for (here: a new one) still gets its code.
      expect((await sendFrom(t, '127.0.0.73', route, testPhone(314))).body.code).toBe(0);
      t.clock.advance(61 * 1000);
      expect((await sendFrom(t, '127.0.0.70', route, testPhone(313))).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});

/** An SMS gateway that holds every request until released, to see whether an answer waits. */
async function holdingGateway() {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => held.push(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    held,
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end('{}');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the forgotten-password calls answer the same with and without an account', () => {
  test('same body code and message for every step; the answer never waits for the gateway', async () => {
    const gateway = await holdingGateway();
    const t = await startTestServer({ sms: { gatewayUrl: gateway.url, apiKey: 'k' } });
    try {
      const registered = testPhone(220);
      const unknown = testPhone(221);
      await accountData.addBareAccount(t.kysely, {
        areaCode: '+853',
        phone: registered,
        invitationCode: 'FORGET01',
        at: 0,
      });
      const both = async (step: (phone: string) => Promise<{ body: unknown }>) => {
        const [a, b] = [await step(registered), await step(unknown)];
        expect(a.body).toEqual(b.body);
        return a.body as { code: number; msg: string };
      };
      const send = (phone: string) =>
        t.call('POST', '/sms/sendForgetPasswordCode', {
          form: { phone, areaCode: '+853' },
          lang: 'en',
        });
      const reset = (route: string, method: string) => (phone: string) =>
        t.call(method, route, {
          body: { phone, areaCode: '+853', code: '000000', password: 'New#1234' },
          lang: 'en',
        });

      expect(await both(reset('/forgetPassword', 'POST'))).toMatchObject({ code: 422 });
      // The registered phone's code is still at the gateway (held) when the answer comes.
      expect(await both(send)).toEqual({
        code: 0,
        msg: 'If this number has an account, a code has been sent to it',
        data: null,
      });
      expect(gateway.held).toHaveLength(1);
      gateway.release();
      expect(await both(send)).toMatchObject({ code: 429 });
      expect(await both(reset('/forgetPassword', 'POST'))).toEqual({
        code: 422,
        msg: 'Wrong verification code',
        data: null,
      });
      expect(await both(reset('/find/password', 'PUT'))).toMatchObject({ code: 422 });
      // Nothing reached the phone without an account.
      expect(gateway.held).toHaveLength(0);
    } finally {
      gateway.release();
      await t.close();
      await gateway.close();
    }
  });
});
