import {
  DEMO,
  relaxedLimits,
  startTestServer,
  testPhone,
  type TestServer,
} from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';

// Issue #22, "The overall login budget": wrong-password logins from many addresses, each well
// under its per-address budget, must not refuse a visitor who has not failed. The overall budget
// is small here (LOGIN_LIMIT_TOTAL 20) so that a flood of 80 spends it many times over.

jest.setTimeout(120_000);

const FLOOD_ADDRESSES = 40;
const PER_ADDRESS = 2;

function loginFrom(t: TestServer, localAddress: string, body: Record<string, string>) {
  return rawCall(`${t.server.apiBase}/login`, {
    method: 'POST',
    localAddress,
    ...jsonBody(body),
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  });
}

describe('the overall login budget is spent on failures only', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      limits: { ...relaxedLimits, login: { perIp: 30, total: 20 } },
    });
  });
  afterAll(() => t.close());

  test('after a flood from 40 addresses the right password from a new address signs in, and so does a registration; the flooders are refused', async () => {
    const flood = await Promise.all(
      Array.from({ length: FLOOD_ADDRESSES * PER_ADDRESS }, (_, i) =>
        loginFrom(t, `127.0.1.${(i % FLOOD_ADDRESSES) + 1}`, {
          account: `flood${i}`,
          password: 'Wrong#123',
        }),
      ),
    );
    const codes = flood.map((a) => a.body.code);
    expect(codes.every((c) => c === 422 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 422).length).toBeGreaterThanOrEqual(20);

    // A flooding address is refused now: the budget still guards the password check.
    const again = await loginFrom(t, '127.0.1.1', { account: 'flood-x', password: 'Wrong#123' });
    expect(again.body.code).toBe(429);
    expect(again.body.msg).toMatch(/^Too many requests; try again in \d+ s$/);

    // A visitor with the right password, from an address that has not failed, signs in.
    for (let i = 0; i < 5; i += 1) {
      const real = await loginFrom(t, '127.0.2.1', {
        account: DEMO.phone,
        password: DEMO.password,
        areaCode: DEMO.areaCode,
      });
      expect(real.body.code).toBe(0);
    }
    // So does someone registering (their code is right).
    const user = await t.register(testPhone(2201));
    expect(user.token).toBeTruthy();
  });
});
