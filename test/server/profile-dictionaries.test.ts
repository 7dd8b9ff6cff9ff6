import { startTestServer, testPhone, type TestServer } from './helpers/harness';

// Issue #22, "region and timeZone accept only their dictionary's values" (SPEC §3 Account:
// location/region and time zone; §7 GET /country/data/countryList and /dict/data/getByType).

jest.setTimeout(30_000);

describe('region and time zone come from their dictionaries', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('a country of the list, a Macau district or a listed time zone is saved; anything else is refused', async () => {
    const user = await t.register(testPhone(2280));
    const save = (body: Record<string, string>) =>
      t.call<{ region: string; timeZone: string }>('PUT', '/cus/user', {
        token: user.token,
        body,
        lang: 'en',
      });
    expect((await save({ region: 'MO', timeZone: 'Asia/Macau' })).body.data).toMatchObject({
      region: 'MO',
      timeZone: 'Asia/Macau',
    });
    expect((await save({ region: 'taipa' })).body.code).toBe(0);
    expect((await save({ region: '', timeZone: '' })).body.code).toBe(0);
    expect((await save({ region: '<img src=x>' })).body).toEqual({
      code: 400,
      msg: 'Choose a region',
      data: null,
    });
    expect((await save({ timeZone: 'Mars/Olympus_Mons' })).body).toEqual({
      code: 400,
      msg: 'Choose a time zone',
      data: null,
    });
    const me = await t.call<{ region: string; timeZone: string }>('GET', '/cus/user', {
      token: user.token,
    });
    expect(me.body.data).toMatchObject({ region: '', timeZone: '' });
  });
});
