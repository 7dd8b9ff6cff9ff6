import { relaxedLimits, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { rawCall } from './helpers/raw-http';

// Issue #22, "Phone digits can be harvested": user ids are public in the contest; the card call
// must not turn one into a username, and the public phone lookup shows the last 2 digits only,
// within the lookup budget of one address.

jest.setTimeout(30_000);

describe('a stranger cannot harvest phone digits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      limits: { ...relaxedLimits, lookup: { perIp: 3 } },
    });
  });
  afterAll(() => t.close());

  test('the business-card call names nobody to a stranger; the lookup shows 2 digits and is budgeted', async () => {
    const owner = await t.register(testPhone(2260));
    await t.call('PUT', '/cus/user', { token: owner.token, body: { showName: 'owner2260' } });
    const stranger = await t.register(testPhone(2261));
    const card = await t.call<{ showName: string }>('GET', '/crm/businessCards/changeCard', {
      token: stranger.token,
      query: { userId: owner.id },
    });
    expect(card.body.code).toBe(0);
    expect(card.body.data.showName).toBe('');
    expect(card.text).not.toContain('owner2260');

    const lookup = () =>
      rawCall(`${t.server.apiBase}/pc/accountSecurity/public/mobile?account=owner2260`, {
        localAddress: '127.0.0.7',
        headers: { 'accept-language': 'en' },
      });
    const masked = await lookup();
    expect(masked.body).toEqual({
      code: 0,
      msg: 'Success',
      data: { phone: '******60', areaCode: '+853' },
    });
    const shown = (masked.body.data as { phone: string }).phone.replace(/\*/g, '');
    expect(shown.length).toBeLessThanOrEqual(4);
    await lookup();
    await lookup();
    const refused = await lookup();
    expect(refused.body.code).toBe(429);
  });
});
