import { addDeliveryAddress, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import * as adminData from './helpers/fixtures/admin';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';
import { parseCsv } from '../../server/src/modules/admin/csv';

// Issue #29, what a moderator and fulfilment need: the whole work under review (its album too),
// bulk approve / reject / hide with one audit row per work, and orders shipped by the orders
// export filled in with carrier and tracking number: a preview that changes nothing, then the
// real run, with every refused line and why. The exports read in Macau time, in the operator's
// language, with the phone in its own column.

jest.setTimeout(120_000);

let t: TestServer;
let moderator: AdminSession;
let fulfilment: AdminSession;
let nextPhone = 2940;

beforeAll(async () => {
  t = await startTestServer();
  moderator = await loginAs(t, 'moderator');
  fulfilment = await loginAs(t, 'fulfilment');
});
afterAll(() => t.close());

const upload = (letter: string) => `/exhibition-api/files/${letter.repeat(32)}.jpg`;
const auditRows = (action: string) => adminData.auditedEntities(t.kysely, action);

async function pendingWork(pictures: string[] = []) {
  const author = await t.register(testPhone(nextPhone++));
  const created = await t.call<{ id: number }>('POST', '/votePlayer', {
    token: author.token,
    body: {
      groupId: 1,
      title: '守望',
      slogan: '守望相助',
      authorName: '小明',
      cover: `${t.server.origin}${upload('c')}`,
      pictures: pictures.map((path) => `${t.server.origin}${path}`),
    },
  });
  expect(created.body.code).toBe(0);
  return created.body.data.id;
}

describe('the whole work under review', () => {
  test('the works API answers the album, in order, as paths the console loads', async () => {
    const album = [upload('a'), upload('b'), upload('d')];
    const id = await pendingWork(album);
    const one = await adminCall<{ data: { pictures: string[]; cover: string } }>(
      t,
      moderator,
      'GET',
      `/works/${id}`,
    );
    expect(one.body.data).toMatchObject({ cover: upload('c'), pictures: album });
    const list = await adminCall<{ data: { id: number; pictures: string[] }[] }>(
      t,
      moderator,
      'GET',
      `/works?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`,
    );
    expect(list.body.data[0].pictures).toEqual(album);
    // The album is the visitor's: the audit row of a move leaves it out.
    await adminCall(t, moderator, 'POST', `/works/${id}/approve`, { body: {} });
    const row = await adminData.auditAfterOf(t.kysely, 'works.approve', String(id));
    expect(row).not.toContain('pictures');
  });
});

describe('bulk moderation', () => {
  test('approve many: each pending one moves with its own audit row; the others are reported', async () => {
    const ids = [await pendingWork(), await pendingWork(), await pendingWork()];
    const approved = await pendingWork();
    await adminCall(t, moderator, 'POST', `/works/${approved}/approve`, { body: {} });
    const before = (await auditRows('works.approve')).length;
    const answer = await adminCall<{
      data: { done: number[]; refused: { id: number; code: string; message: string }[] };
    }>(t, moderator, 'POST', '/works/bulk/approve', {
      body: { ids: [...ids, approved, 999_999] },
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.done).toEqual(ids);
    expect(answer.body.data.refused).toEqual([
      {
        id: approved,
        code: 'workStateConflict',
        message: "This work's current state does not allow this",
      },
      { id: 999_999, code: 'workNotFound', message: 'There is no such work' },
    ]);
    expect((await auditRows('works.approve')).slice(before)).toEqual(ids.map(String));
    const statuses = await contestData.statusesOf(t.kysely, ids);
    expect(statuses).toEqual(['approved', 'approved', 'approved']);
  });

  test('reject many with one remark the authors see; hide many; a remark is required', async () => {
    const ids = [await pendingWork(), await pendingWork()];
    expect(
      (await adminCall(t, moderator, 'POST', '/works/bulk/reject', { body: { ids } })).status,
    ).toBe(400);
    const rejected = await adminCall<{ data: { done: number[] } }>(
      t,
      moderator,
      'POST',
      '/works/bulk/reject',
      { body: { ids, remark: ' 圖片與主題無關 ' } },
    );
    expect(rejected.body.data.done).toEqual(ids);
    const remarks = await contestData.remarksOf(t.kysely, ids);
    expect(remarks).toEqual(['圖片與主題無關', '圖片與主題無關']);
    const hidden = await adminCall<{ data: { done: number[] } }>(
      t,
      moderator,
      'POST',
      '/works/bulk/hide',
      { body: { ids, hidden: true } },
    );
    expect(hidden.body.data.done).toEqual(ids);
    expect((await auditRows('works.hide')).slice(-2)).toEqual(ids.map(String));
    // Fulfilment cannot moderate.
    expect(
      (await adminCall(t, fulfilment, 'POST', '/works/bulk/approve', { body: { ids } })).status,
    ).toBe(403);
  });
});

let giftId = 0;
async function pendingOrder() {
  giftId ||= await pointsData.addGift(t.kysely, {
    name: { zht: '紀念徽章' },
    points: 10,
    stock: 1000,
  });
  const user = await t.register(testPhone(nextPhone++));
  await pointsData.setPoints(t.kysely, user.id, 1000);
  const addressId = await addDeliveryAddress(t, user.token);
  const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
    token: user.token,
    body: {
      spuId: giftId,
      quantity: 1,
      addressId,
      idempotencyKey: `bulk-order-${user.id}`,
    },
  });
  expect(order.body.code).toBe(0);
  return order.body.data.id;
}

async function download(path: string, lang?: string) {
  const answer = await fetch(`${t.server.apiBase}/admin${path}`, {
    headers: { cookie: fulfilment.cookie, ...(lang ? { 'accept-language': lang } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('the orders export and shipping by the file filled in', () => {
  test('the export: headers in the operator’s language, Macau time, the area code and the phone in their own columns', async () => {
    const id = await pendingOrder();
    const created = await pointsData.orderCreatedAtOf(t.kysely, id);
    const rows = parseCsv(await download('/exports/orders.csv?status=all&lang=pt'));
    expect(rows[0]).toEqual([
      'N.º da encomenda',
      'Data do pedido (Macau)',
      'Brinde',
      'Quantidade',
      'Destinatário',
      'Indicativo',
      'Telefone',
      'Zona',
      'Morada',
      'Código postal',
      'Estado',
      'Transportadora',
      'N.º de seguimento',
    ]);
    const line = rows.find((row) => row[0] === String(id)) as string[];
    // 2026-11-20T04:00Z and after is 12:00 in Macau the same day.
    const macau = new Date(created + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(line[1]).toBe(macau);
    expect(line.slice(5, 7)).toEqual(['+853', '62345678']);
    expect(line[10]).toBe('Por enviar');
    const text = await download('/exports/orders.csv', 'en');
    expect(text).toContain(`,+853,62345678,`);
    expect(text).not.toContain("'+853");
    expect(text.replace('\uFEFF', '').split('\r\n')[0]).toMatch(/^Order id,Ordered at \(Macau\),/);
    // "All statuses" lists a cancelled order too; the default lists those to ship.
    const cancelled = await pendingOrder();
    await adminCall(t, fulfilment, 'POST', `/orders/${cancelled}/cancel`, { body: {} });
    expect(await download('/exports/orders.csv?status=all')).toMatch(
      new RegExp(`\\n${cancelled},`),
    );
    expect(await download('/exports/orders.csv')).not.toMatch(new RegExp(`\\n${cancelled},`));
  });

  test('a preview changes nothing; the run ships the filled lines, one audit row each, and says why each other line was refused', async () => {
    const [a, b, c, d] = [
      await pendingOrder(),
      await pendingOrder(),
      await pendingOrder(),
      await pendingOrder(),
    ];
    const shippedAlready = await pendingOrder();
    await adminCall(t, fulfilment, 'POST', `/orders/${shippedAlready}/ship`, {
      body: { carrier: 'DHL', trackingNo: 'X1' },
    });
    // The export as downloaded in zh-Hant, filled in as a spreadsheet would save it.
    const rows = parseCsv(await download('/exports/orders.csv?status=all'));
    const header = rows[0];
    const carrier = header.indexOf('物流公司');
    const tracking = header.indexOf('運單號碼');
    const fill = (id: number, values: [string, string]) => {
      const row = rows.find((each) => each[0] === String(id)) as string[];
      row[carrier] = values[0];
      row[tracking] = values[1];
      return row;
    };
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const lines = [
      header,
      fill(a, ['澳門郵政', 'EE100000001MO']),
      fill(b, ['順豐速運', 'SF2000000002']),
      fill(c, ['澳門郵政', '']),
      fill(d, ['', '']),
      fill(shippedAlready, ['DHL', 'X2']),
      [...fill(a, ['澳門郵政', 'EE100000009MO'])],
      ['99999', '', '', '', '', '', '', '', '', '', '', '澳門郵政', 'EE9'],
      ['abc', '', '', '', '', '', '', '', '', '', '', '澳門郵政', 'EE9'],
    ];
    const file = `\uFEFF${lines.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`;
    const auditBefore = (await auditRows('orders.ship')).length;

    const preview = await adminCall<{
      data: {
        rows: { line: number; orderId: number | null; outcome: string; message?: string }[];
        ship: number;
        refused: number;
      };
    }>(t, fulfilment, 'POST', '/orders/ship-csv', {
      body: { csv: file, dryRun: true },
      lang: 'en',
    });
    expect(preview.status).toBe(200);
    const verdicts = (answer: typeof preview) =>
      answer.body.data.rows
        .filter((row) => [a, b, c, d, shippedAlready, 99999, null].includes(row.orderId))
        .map((row) => [row.orderId, row.outcome, row.message ?? '']);
    expect(verdicts(preview)).toEqual([
      [a, 'ship', ''],
      [b, 'ship', ''],
      [c, 'refused', 'Fill in both the carrier and the tracking number'],
      [d, 'skipped', ''],
      [
        shippedAlready,
        'refused',
        'This order is no longer waiting to ship (shipped, delivered or cancelled)',
      ],
      [a, 'refused', 'This order is on more than one line of the file'],
      [99999, 'refused', 'There is no such order'],
      [null, 'refused', 'The order id is not a number'],
    ]);
    const status = (id: number) => pointsData.orderStatusOf(t.kysely, id);
    expect([await status(a), await status(b)]).toEqual(['pending', 'pending']);
    expect((await auditRows('orders.ship')).length).toBe(auditBefore);

    const run = await adminCall<typeof preview.body & { data: { shipped: number } }>(
      t,
      fulfilment,
      'POST',
      '/orders/ship-csv',
      { body: { csv: file, dryRun: false }, lang: 'en' },
    );
    expect(run.body.data.shipped).toBe(2);
    expect([await status(a), await status(b), await status(c), await status(d)]).toEqual([
      'shipped',
      'shipped',
      'pending',
      'pending',
    ]);
    expect((await auditRows('orders.ship')).slice(auditBefore)).toEqual([String(a), String(b)]);
    const shipped = await pointsData.orderShippingOf(t.kysely, b);
    expect(shipped).toEqual({ carrier: '順豐速運', tracking_no: 'SF2000000002' });

    // The same file again ships nothing twice.
    const again = await adminCall<{ data: { shipped: number } }>(
      t,
      fulfilment,
      'POST',
      '/orders/ship-csv',
      { body: { csv: file, dryRun: false } },
    );
    expect(again.body.data.shipped).toBe(0);
    expect((await auditRows('orders.ship')).length).toBe(auditBefore + 2);
  });

  test('a file without the export’s columns is refused with what it needs', async () => {
    const answer = await adminCall(t, fulfilment, 'POST', '/orders/ship-csv', {
      body: { csv: 'a,b,c\r\n1,2,3\r\n', dryRun: true },
      lang: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Order id, Carrier and Tracking number/);
    // A spreadsheet in Portuguese saves with semicolons: read as well.
    const id = await pendingOrder();
    const semicolons = `N.º da encomenda;Transportadora;N.º de seguimento\r\n${id};CTT;RR1PT\r\n`;
    const read = await adminCall<{ data: { ship: number } }>(
      t,
      fulfilment,
      'POST',
      '/orders/ship-csv',
      { body: { csv: semicolons, dryRun: true } },
    );
    expect(read.body.data.ship).toBe(1);
    expect(
      (
        await adminCall(t, moderator, 'POST', '/orders/ship-csv', {
          body: { csv: semicolons, dryRun: true },
        })
      ).status,
    ).toBe(403);
  });
});
