import { relaxedLimits, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';

// Issue #22, "The overall daily SMS cap": the caps defend the operator's bill without turning
// the service off (policy in README "Abuse limits"): codes only to numbers that can exist, a cap
// per number range, and past the day's threshold codes only to addresses that used theirs.

jest.setTimeout(60_000);

function send(t: TestServer, localAddress: string, phone: string, areaCode = '+853') {
  return rawCall(`${t.server.apiBase}/sms/sendRegisterCode`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    body: new URLSearchParams({ phone, areaCode }).toString(),
  });
}

describe('SMS codes go only where they can be received, and the day never turns them off', () => {
  test('codes only to Macau, Hong Kong, mainland and Taiwan mobile ranges', async () => {
    const t = await startTestServer();
    try {
      const refused = {
        code: 400,
        msg: 'Codes can only be sent to Macau, Hong Kong, mainland China or Taiwan mobile numbers',
        data: null,
      };
      expect((await send(t, '127.0.0.2', '7700900123', '+44')).body).toEqual(refused);
      // Issue #27: a number outside the ranges of a known area is not a mobile of that area, as
      // the form says too (validateAccountPhone), rather than a number the server will not text.
      const notMobile = { code: 400, msg: 'Please enter a correct phone number', data: null };
      expect((await send(t, '127.0.0.2', '69123456')).body).toEqual(notMobile);
      expect((await send(t, '127.0.0.2', '21234567', '+852')).body.code).toBe(400);
      expect((await send(t, '127.0.0.2', '14012345678', '+86')).body).toEqual(notMobile);
      expect((await send(t, '127.0.0.2', '66123456')).body.code).toBe(0);
      expect((await send(t, '127.0.0.2', '91234567', '+852')).body.code).toBe(0);
      expect((await send(t, '127.0.0.2', '13812345678', '+86')).body.code).toBe(0);
      expect((await send(t, '127.0.0.2', '912345678', '+886')).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('one number range (all but the last four digits) gets smsPerRangePerDay codes a day, then only addresses that used theirs', async () => {
    const t = await startTestServer({ limits: { ...relaxedLimits, smsPerRangePerDay: 2 } });
    try {
      expect((await send(t, '127.0.0.2', '66120001')).body.code).toBe(0);
      expect((await send(t, '127.0.0.3', '66120002')).body.code).toBe(0);
      const refused = {
        code: 429,
        msg: 'Daily limit of codes to this range of numbers reached; try again tomorrow or log in with your password',
        data: null,
      };
      expect((await send(t, '127.0.0.2', '66129999')).body).toEqual(refused);
      // A new address gets its first code into the range (the owner of a number in it, say)...
      expect((await send(t, '127.0.0.4', '66129998')).body.code).toBe(0);
      // ...and no more while it has not used it.
      expect((await send(t, '127.0.0.4', '66129997')).body).toEqual(refused);
      expect((await send(t, '127.0.0.2', '66130001')).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('past the threshold a visitor who uses their codes still registers and gets more', async () => {
    const t = await startTestServer({ limits: { ...relaxedLimits, smsPerDay: 3 } });
    try {
      for (const [i, address] of ['127.0.0.2', '127.0.0.3', '127.0.0.4'].entries()) {
        expect((await send(t, address, testPhone(2230 + i))).body.code).toBe(0);
      }
      // A real visitor from another address: a code, registration with it, then another code.
      const phone = testPhone(2239);
      expect((await send(t, '127.0.0.9', phone)).body.code).toBe(0);
      const code = await t.lastCode(`+853 ${phone}`);
      const registered = await rawCall(`${t.server.apiBase}/register/app`, {
        method: 'POST',
        localAddress: '127.0.0.9',
        ...jsonBody({ phone, areaCode: '+853', code, password: 'Pass#2025' }),
      });
      expect(registered.body.code).toBe(0);
      expect((await send(t, '127.0.0.9', testPhone(2238))).body.code).toBe(0);
      // The flooding addresses are not.
      expect((await send(t, '127.0.0.2', testPhone(2237))).body.code).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('a warning in the log when the day passes its share of the cap, and at the cap', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, smsPerDay: 4, smsAlertPercent: 50 },
    });
    try {
      const warn = jest.spyOn(t.server.app.ctx.log, 'warn');
      const alerts = () =>
        warn.mock.calls.filter(([fields]) => (fields as { smsAlert?: boolean }).smsAlert);
      expect((await send(t, '127.0.0.2', testPhone(2240))).body.code).toBe(0);
      expect(alerts()).toHaveLength(0);
      expect((await send(t, '127.0.0.3', testPhone(2241))).body.code).toBe(0);
      expect(alerts()).toHaveLength(1);
      expect(alerts()[0][1]).toMatch(/^SMS alert: 2 codes sent on \d{4}-\d{2}-\d{2}, 50% of/);
      expect((await send(t, '127.0.0.4', testPhone(2242))).body.code).toBe(0);
      expect((await send(t, '127.0.0.5', testPhone(2243))).body.code).toBe(0);
      expect(alerts()).toHaveLength(2);
      expect(alerts()[1][1]).toMatch(/SMS_TOTAL_DAILY_CAP 4 reached/);
    } finally {
      await t.close();
    }
  });
});
