import { MAX_ADDRESSES_PER_USER } from '../../server/src/modules/address/routes';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';

// The address cap counts then inserts (issue #30: now in an async Kysely transaction). Fired at
// once, more saves than the cap allows store exactly the cap, with one default address.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

test('saves beyond the cap, all at once: exactly the cap is stored, one of them the default', async () => {
  const visitor = await t.register(testPhone(31));
  const tries = MAX_ADDRESSES_PER_USER + 5;
  const answers = await Promise.all(
    Array.from({ length: tries }, (_, i) =>
      t.call<{ id: number }>('POST', '/pmm/addressMessage', {
        token: visitor.token,
        lang: 'en',
        body: {
          contact: `Contact ${i}`,
          areaCode: '+853',
          phone: '62345678',
          area: 'macau-peninsula',
          detailAddress: `Rua ${i}`,
          isDefault: true,
        },
      }),
    ),
  );
  const codes = answers.map((a) => a.body.code);
  expect(codes.filter((c) => c === 0)).toHaveLength(MAX_ADDRESSES_PER_USER);
  expect(codes.filter((c) => c === 409)).toHaveLength(5);
  const list = await t.call<{ total: number; list: { isDefault: boolean }[] }>(
    'GET',
    '/pmm/addressMessage/page',
    { token: visitor.token, query: { pageNo: 1, pageSize: 100 } },
  );
  expect(list.body.data.total).toBe(MAX_ADDRESSES_PER_USER);
  expect(list.body.data.list.filter((a) => a.isDefault)).toHaveLength(1);
});
