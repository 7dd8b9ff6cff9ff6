import fs from 'node:fs';
import path from 'node:path';
import { addDeliveryAddress, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import * as adminData from './helpers/fixtures/admin';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';
import * as schema from './helpers/fixtures/schema';

// Issue #23: what operators change, the audit row each change writes in its transaction, and
// what visitors then see (server/API-admin.md "Resources", "Exports", "Dashboard").

jest.setTimeout(180_000);

let t: TestServer;
let admin: AdminSession;
let moderator: AdminSession;
let fulfilment: AdminSession;
let editor: AdminSession;
let nextPhone = 300;

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t, 'admin');
  moderator = await loginAs(t, 'moderator');
  fulfilment = await loginAs(t, 'fulfilment');
  editor = await loginAs(t, 'editor');
});
afterAll(() => t.close());

interface Page<T> {
  list: T[];
  total: number;
}
const auditCount = () => adminData.auditCount(t.kysely);
const lastAudit = () => adminData.lastAudit(t.kysely);
const balanceOf = (userId: number) => pointsData.balanceOf(t.kysely, userId);
const ledgerOf = (userId: number) => pointsData.ledgerOf(t.kysely, userId);
const stockOf = (spuId: number) => pointsData.stockOf(t.kysely, spuId);

const iso = (ms: number) => new Date(ms).toISOString();

/** A visitor with an exchange order of `points` points for a new gift with `stock`. */
async function visitorWithOrder(points = 100, stock = 10) {
  const user = await t.register(testPhone(nextPhone++));
  const spuId = await pointsData.addGift(t.kysely, {
    name: { zht: '測試禮品', en: 'Test gift' },
    points,
    stock,
  });
  const addressId = await addDeliveryAddress(t, user.token, '測試');
  const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
    token: user.token,
    body: {
      spuId,
      quantity: 1,
      addressId,
      idempotencyKey: `order-key-${user.id}`,
    },
  });
  expect(order.body.code).toBe(0);
  return { user, spuId, orderId: order.body.data.id };
}

/** A visitor's pending work in group 1 of the seeded contest. */
async function pendingWork() {
  const author = await t.register(testPhone(nextPhone++));
  const created = await t.call<{ id: number; status: string }>('POST', '/votePlayer', {
    token: author.token,
    body: {
      groupId: 1,
      title: '守望',
      slogan: '守望相助，薪火相傳',
      authorName: '小明',
      cover: `${t.server.origin}/exhibition-api/files/${'b'.repeat(32)}.jpg`,
    },
  });
  expect(created.body.data.status).toBe('pending');
  return { author, workId: created.body.data.id };
}

describe('every change writes an audit row (#23)', () => {
  const now = () => t.clock.now();
  const firstId = (table: string) => schema.firstIdOf(t.kysely, table);
  const resources: {
    name: string;
    create: () => Record<string, unknown> | Promise<Record<string, unknown>>;
    update: Record<string, unknown>;
    remove: boolean;
  }[] = [
    {
      name: 'gifts',
      create: () => ({ nameZht: '禮品', points: 10, stock: 5 }),
      update: { stock: 7 },
      remove: true,
    },
    {
      name: 'news-categories',
      create: () => ({ nameZht: '類別', kind: 'news' }),
      update: { sort: 3 },
      remove: true,
    },
    {
      name: 'news',
      create: () => ({ categoryId: 1, titleZht: '標題', publishAt: iso(now()) }),
      update: { titleEn: 'Title' },
      remove: true,
    },
    {
      name: 'carousels',
      create: () => ({ image: `/exhibition-api/files/${'a'.repeat(32)}.png` }),
      update: { sort: 2 },
      remove: true,
    },
    {
      name: 'posters',
      create: () => ({ image: `/exhibition-api/files/${'a'.repeat(32)}.png` }),
      update: { link: '/pages/news/news' },
      remove: true,
    },
    {
      name: 'pages',
      create: () => ({ code: 'test_page', titleZht: '頁' }),
      update: { titleEn: 'Page' },
      remove: false,
    },
    {
      name: 'rich-texts',
      create: () => ({ code: 'test_rule', contentZht: '<p>規則</p>' }),
      update: { contentEn: '<p>Rule</p>' },
      remove: false,
    },
    {
      name: 'missions',
      create: () => ({ nameZht: '任務', points: 5, period: 'once' }),
      update: { points: 6 },
      remove: false,
    },
    { name: 'badge-types', create: () => ({ nameZht: '類' }), update: { sort: 4 }, remove: true },
    {
      name: 'badges',
      create: async () => ({
        typeId: await firstId('badge_types'),
        nameZht: '徽章',
        icon: `/exhibition-api/files/${'b'.repeat(32)}.png`,
        ruleKind: 'votes_cast',
        ruleThreshold: 3,
      }),
      update: { ruleThreshold: 4 },
      remove: true,
    },
    {
      name: 'contests',
      create: () => ({
        nameZht: '比賽',
        startAt: iso(now()),
        endAt: iso(now() + 86_400_000),
        signUpStartAt: iso(now()),
        signUpEndAt: iso(now() + 86_400_000),
        votesPerUserPerDay: 3,
        votesPerWorkPerDay: 1,
      }),
      update: { votesPerUserPerDay: 5 },
      remove: false,
    },
    {
      name: 'contest-groups',
      create: () => ({ contestId: 1, nameZht: '組' }),
      update: { sort: 9 },
      remove: true,
    },
    {
      name: 'ar-sites',
      create: () => ({ nameZht: '站', latitude: 22.19, longitude: 113.54 }),
      update: { radiusM: 150 },
      remove: true,
    },
    {
      name: 'quiz-questions',
      create: () => ({
        questionZht: '問題',
        options: [
          { textZht: '甲', correct: true },
          { textZht: '乙', correct: false },
        ],
      }),
      update: { enabled: false },
      remove: false,
    },
  ];

  test.each(resources)(
    '$name: create, update and delete each write one row with before and after',
    async (r) => {
      const session = [
        'news',
        'news-categories',
        'carousels',
        'posters',
        'pages',
        'rich-texts',
      ].includes(r.name)
        ? editor
        : admin;
      let count = await auditCount();
      const created = await adminCall<{ data: { id: number | string } }>(
        t,
        session,
        'POST',
        `/${r.name}`,
        {
          body: await r.create(),
        },
      );
      expect(created.status).toBe(200);
      const id = created.body.data.id;
      expect(await auditCount()).toBe(count + 1);
      let row = await lastAudit();
      expect(row).toMatchObject({
        operator_id: session.operator.id,
        action: `${r.name}.create`,
        entity: r.name,
        entity_id: String(id),
        before_json: null,
      });
      expect(JSON.parse(row.after_json as string)).toEqual(created.body.data);

      count = await auditCount();
      const updated = await adminCall<{ data: Record<string, unknown> }>(
        t,
        session,
        'PUT',
        `/${r.name}/${id}`,
        {
          body: r.update,
        },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject(r.update);
      expect(await auditCount()).toBe(count + 1);
      row = await lastAudit();
      expect(row.action).toBe(`${r.name}.update`);
      expect(JSON.parse(row.before_json as string)).toEqual(created.body.data);
      expect(JSON.parse(row.after_json as string)).toEqual(updated.body.data);

      const read = await adminCall<{ data: unknown }>(t, session, 'GET', `/${r.name}/${id}`);
      expect(read.body.data).toEqual(updated.body.data);

      count = await auditCount();
      const removed = await adminCall(t, session, 'DELETE', `/${r.name}/${id}`);
      if (r.remove) {
        expect(removed.status).toBe(200);
        expect(await auditCount()).toBe(count + 1);
        expect(await lastAudit()).toMatchObject({ action: `${r.name}.delete`, after_json: null });
        expect((await adminCall(t, session, 'GET', `/${r.name}/${id}`)).status).toBe(404);
      } else {
        expect(removed.status).toBe(404);
        expect(await auditCount()).toBe(count);
      }
    },
  );

  test('a refused change writes no row, and the log itself cannot be edited', async () => {
    // A row to refuse to change (the trigger runs per row: an empty log would prove nothing).
    const gift = await adminCall(t, admin, 'POST', '/gifts', {
      body: { nameZht: '禮品', points: 10, stock: 5 },
    });
    expect(gift.status).toBe(200);
    const count = await auditCount();
    expect(count).toBeGreaterThan(0);
    const bad = await adminCall(t, admin, 'POST', '/quiz-questions', {
      body: {
        questionZht: '問',
        options: [
          { textZht: '甲', correct: false },
          { textZht: '乙', correct: false },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const inUse = await adminCall(t, editor, 'DELETE', '/news-categories/1');
    expect(inUse.status).toBe(409);
    expect(await auditCount()).toBe(count);
    // By the message, not toThrow: better-sqlite3's error class comes from the first test file of
    // the worker that loaded it, which jest's toThrow does not take for an Error in this one.
    const appendOnly = { message: expect.stringMatching(/append only/) };
    await expect(adminData.rewriteAuditLog(t.kysely, 'x')).rejects.toMatchObject(appendOnly);
    await expect(adminData.clearAuditLog(t.kysely)).rejects.toMatchObject(appendOnly);
    const log = await adminCall<{ data: { action: string }[]; total: number }>(
      t,
      admin,
      'GET',
      `/audit-log?sort=at&order=DESC&filter=${encodeURIComponent('{"entity":"gifts"}')}`,
    );
    expect(log.body.total).toBeGreaterThanOrEqual(1);
    expect(log.body.data.every((row) => row.action.startsWith('gifts.'))).toBe(true);
  });

  test('rich text is sanitised as the app sanitises it before it is stored', async () => {
    const created = await adminCall<{ data: { id: number; contentZht: string } }>(
      t,
      editor,
      'POST',
      '/news',
      {
        body: {
          categoryId: 1,
          titleZht: '消毒',
          publishAt: iso(t.clock.now()),
          contentZht:
            '<p onclick="steal()" style="position:fixed;color:red">文字<script>alert(1)</script><a href="javascript:alert(1)">連結</a><img src="/a.png"></p>',
        },
      },
    );
    const html = created.body.data.contentZht;
    expect(html).toContain('文字');
    expect(html).toContain('<img src="/a.png">');
    expect(html).not.toMatch(/script|onclick|javascript|position/);
    expect(html).toContain('color: red');
  });
});

describe('moderation: what the visitor sees (#23)', () => {
  const contestList = async () =>
    (
      await t.call<Page<{ id: number }>>('GET', '/votePlayer/public/page', {
        query: { groupId: 1, pageSize: 100 },
      })
    ).body.data.list.map((p) => p.id);

  test('an approved work appears in the contest list and the ranking at once', async () => {
    const { workId } = await pendingWork();
    // Read (and cache) the lists first: the approval must reach them without a restart.
    expect(await contestList()).not.toContain(workId);
    const approved = await adminCall<{ data: { status: string } }>(
      t,
      moderator,
      'POST',
      `/works/${workId}/approve`,
      {
        body: {},
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect(await contestList()).toContain(workId);
    const rank = await t.call<Page<{ id: number }>>('GET', '/votePlayer/public/rank', {
      query: { groupId: 1, pageSize: 100 },
    });
    expect(rank.body.data.list.map((p) => p.id)).toContain(workId);
    expect(await lastAudit()).toMatchObject({
      action: 'works.approve',
      entity: 'works',
      entity_id: String(workId),
    });
    // Approving twice is a conflict, not a second row.
    const count = await auditCount();
    const again = await adminCall(t, moderator, 'POST', `/works/${workId}/approve`, { body: {} });
    expect(again.status).toBe(409);
    expect(await auditCount()).toBe(count);
  });

  test('a rejection needs a remark (SPEC §4), and the author sees it in the submission records', async () => {
    const { author, workId } = await pendingWork();
    const noRemark = await adminCall(t, moderator, 'POST', `/works/${workId}/reject`, { body: {} });
    expect(noRemark.status).toBe(400);
    const blank = await adminCall(t, moderator, 'POST', `/works/${workId}/reject`, {
      body: { remark: '   ' },
    });
    expect(blank.status).toBe(400);
    const rejected = await adminCall(t, moderator, 'POST', `/works/${workId}/reject`, {
      body: { remark: '標語與主題無關' },
    });
    expect(rejected.status).toBe(200);
    const mine = await t.call<Page<{ id: number; status: string; remark?: string }>>(
      'GET',
      '/votePlayer/public/applyPage',
      { token: author.token },
    );
    expect(mine.body.data.list.find((w) => w.id === workId)).toMatchObject({
      status: 'rejected',
      remark: '標語與主題無關',
    });
  });

  test('a withdrawn work leaves the list; a hidden one keeps its place without its text', async () => {
    const { workId } = await pendingWork();
    await adminCall(t, moderator, 'POST', `/works/${workId}/approve`, { body: {} });
    const hidden = await adminCall<{ data: { hidden: boolean } }>(
      t,
      moderator,
      'POST',
      `/works/${workId}/hide`,
      {
        body: { hidden: true },
      },
    );
    expect(hidden.body.data.hidden).toBe(true);
    const detail = await t.call<{ slogan: string }>('GET', `/votePlayer/public/detail/${workId}`);
    expect(detail.body.data.slogan).toBe('');
    const withdrawn = await adminCall<{ data: { status: string } }>(
      t,
      moderator,
      'POST',
      `/works/${workId}/withdraw`,
      {
        body: { remark: '違規' },
      },
    );
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await contestList()).not.toContain(workId);
    const listed = await adminCall<{ data: { id: number }[] }>(
      t,
      moderator,
      'GET',
      `/works?filter=${encodeURIComponent('{"status":"withdrawn"}')}`,
    );
    expect(listed.body.data.map((w) => w.id)).toContain(workId);
  });
});

describe('fulfilment: what the visitor sees (#23)', () => {
  test('a shipped order shows its carrier and tracking number in the visitor’s order detail', async () => {
    const { user, orderId } = await visitorWithOrder();
    const shipped = await adminCall<{ data: { status: string } }>(
      t,
      fulfilment,
      'POST',
      `/orders/${orderId}/ship`,
      {
        body: { carrier: 'SF Express', trackingNo: 'SF1234567890' },
      },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('shipped');
    const detail = await t.call<{
      status: string;
      carrier: string;
      trackingNo: string;
      shippedAt: string;
    }>('GET', `/grow/integralTrade/${orderId}`, { token: user.token });
    expect(detail.body.data).toMatchObject({
      status: 'shipped',
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
    });
    expect(detail.body.data.shippedAt).toBe(iso(t.clock.now()));
    // Issue #27: the order list answers the same, so each shipped order says it there too.
    const page = await t.call<{
      list: { id: number; carrier?: string; trackingNo?: string; shippedAt?: string }[];
    }>('GET', '/grow/integralTrade/page', { token: user.token, query: { pageSize: 50 } });
    expect(page.body.data.list.find((each) => each.id === orderId)).toMatchObject({
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      shippedAt: iso(t.clock.now()),
    });
    const delivered = await adminCall(t, fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      body: {},
    });
    expect(delivered.status).toBe(200);
    // A completed order cannot be cancelled or shipped again.
    expect(
      (await adminCall(t, fulfilment, 'POST', `/orders/${orderId}/cancel`, { body: {} })).status,
    ).toBe(409);
    expect(
      (
        await adminCall(t, fulfilment, 'POST', `/orders/${orderId}/ship`, {
          body: { carrier: 'x', trackingNo: 'y' },
        })
      ).status,
    ).toBe(409);
  });

  test('50 parallel cancels return the points once and the stock once; the ledger equals the balance', async () => {
    const { user, spuId, orderId } = await visitorWithOrder(100, 10);
    const balance = await balanceOf(user.id);
    const stock = await stockOf(spuId);
    const count = await auditCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        adminCall(t, fulfilment, 'POST', `/orders/${orderId}/cancel`, { body: {} }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await balanceOf(user.id)).toBe(balance + 100);
    expect(await ledgerOf(user.id)).toBe(await balanceOf(user.id));
    expect(await stockOf(spuId)).toBe(stock + 1);
    expect(await auditCount()).toBe(count + 1);
    const detail = await t.call<{ status: string; refundedPoints: number; cancelledAt: string }>(
      'GET',
      `/grow/integralTrade/${orderId}`,
      { token: user.token },
    );
    expect(detail.body.data).toMatchObject({ status: 'cancelled', refundedPoints: 100 });
    const flows = await t.call<Page<{ amount: number; reason: string }>>(
      'GET',
      '/grow/integralFlow/page',
      {
        token: user.token,
        lang: 'en',
      },
    );
    expect(flows.body.data.list[0]).toMatchObject({
      amount: 100,
      reason: 'Exchange cancelled, points returned: Test gift × 1',
    });
  });

  test('gift stock: fulfilment sets it and the visitors’ gift list reads it', async () => {
    const { spuId } = await visitorWithOrder(50, 3);
    const set = await adminCall<{ data: { stock: number } }>(
      t,
      fulfilment,
      'PUT',
      `/gifts/${spuId}/stock`,
      {
        body: { stock: 42 },
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.data.stock).toBe(42);
    expect(await lastAudit()).toMatchObject({ action: 'gifts.stock', entity_id: String(spuId) });
    const gift = await t.call<{ stock: number }>('GET', `/grow/integralSpu/${spuId}`);
    expect(gift.body.data.stock).toBe(42);
    // Fulfilment edits the stock only.
    expect(
      (await adminCall(t, fulfilment, 'PUT', `/gifts/${spuId}`, { body: { points: 1 } })).status,
    ).toBe(403);
  });
});

describe('exports and the dashboard (#23)', () => {
  test('the orders CSV quotes cells and neutralises spreadsheet formulas', async () => {
    const { orderId } = await visitorWithOrder();
    await pointsData.setOrderAddress(t.kysely, orderId, {
      contact: '=HYPERLINK("http://evil","x")',
      detailAddress: '1 Rua, "A"\nB',
    });
    const answer = await fetch(`${t.server.apiBase}/admin/exports/orders.csv?status=pending`, {
      headers: { cookie: fulfilment.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await answer.arrayBuffer());
    // A BOM first, so that Excel reads the UTF-8 (Chinese names) as such.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('訂單編號,下單時間（澳門）,')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(text).toContain('"家 1 Rua, ""A""\nB"');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    // The area by its name, as a courier reads it, not the dictionary's code.
    expect(text).toContain(',氹仔,');
    expect(text).not.toContain('taipa');
    const order = await adminCall<{ data: { areaName: string } }>(
      t,
      fulfilment,
      'GET',
      `/orders/${orderId}`,
    );
    expect(order.body.data.areaName).toBe('氹仔');
  });

  test('the votes CSV ranks the approved works of a group with the votes in the range asked', async () => {
    const { workId } = await pendingWork();
    await adminCall(t, moderator, 'POST', `/works/${workId}/approve`, { body: {} });
    await contestData.setAuthorName(t.kysely, workId, '@SUM(1+1)');
    const answer = await fetch(
      `${t.server.apiBase}/admin/exports/votes.csv?groupId=1&from=2026-01-01&to=2026-12-31`,
      {
        headers: { cookie: moderator.cookie },
      },
    );
    const lines = (await answer.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('名次,組別,作品編號,標題,作者,期間票數,總票數');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(
      lines.slice(1).map((_, i) => i + 1),
    );
    expect(lines.some((l) => l.includes(`,${workId},`) && l.includes("'@SUM(1+1)"))).toBe(true);
    const bad = await adminCall(t, moderator, 'GET', '/exports/votes.csv?from=yesterday');
    expect(bad.status).toBe(400);
  });

  test('the dashboard counts today (Macau) and what waits', async () => {
    const answer = await adminCall<{ data: Record<string, number | string> }>(
      t,
      editor,
      'GET',
      '/dashboard',
    );
    expect(answer.status).toBe(200);
    const pendingWorks = await contestData.worksInStatus(t.kysely, 'pending');
    const pendingOrders = await pointsData.ordersInStatus(t.kysely, 'pending');
    expect(answer.body.data).toMatchObject({ pendingWorks, pendingOrders, smsDailyCap: 1_000_000 });
    expect(answer.body.data.registrations).toBeGreaterThan(0);
    expect(typeof answer.body.data.smsSent).toBe('number');
  });
});

describe('uploads (#23)', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(
      '0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
      'hex',
    ),
  ]);
  const upload = (session: AdminSession, body: FormData | string) =>
    fetch(`${t.server.apiBase}/admin/uploads`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });

  test('an editor uploads a cover and gets its URL; a moderator may not; JSON is refused', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
    const answer = await upload(editor, form);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { url: string } };
    expect(body.data.url).toMatch(/\/exhibition-api\/files\/[a-f0-9]{32}\.png$/);
    expect(await lastAudit()).toMatchObject({ action: 'uploads.create', entity: 'uploads' });
    const served = await fetch(body.data.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const again = new FormData();
    again.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
    expect((await upload(moderator, again)).status).toBe(403);
    const json = await upload(editor, '{}');
    expect(json.status).toBe(415);
  });
});

describe('the console files at /admin (#23)', () => {
  test('dist/admin is served with its index for the console routes and a strict CSP', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'admin-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script>window.x=1</script></head><body><div id="root"></div><script type="module" src="/admin/assets/index-abcdef12.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(dir, 'assets', 'index-abcdef12.js'), 'console.log(1)');
    const served = await startTestServer({ admin: { dir } });
    try {
      const page = await fetch(`${served.server.origin}/admin/orders/3`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'sha256-");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      const script = await fetch(`${served.server.origin}/admin/assets/index-abcdef12.js`);
      expect(script.headers.get('content-type')).toContain('text/javascript');
      expect(script.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${served.server.origin}/admin/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${served.server.origin}/admin/..%2f..%2fapp.db`)).status).not.toBe(500);
    } finally {
      await served.close();
    }
  });
});

// Last: it moves the clock past the operators' idle time.
describe('news on a schedule (#23)', () => {
  test('a story scheduled for a time appears at that time, in the languages it was written in', async () => {
    const at = t.clock.now() + 60 * 60_000;
    const created = await adminCall<{ data: { id: number } }>(t, editor, 'POST', '/news', {
      body: { categoryId: 1, titleZht: '排程新聞', titleEn: 'Scheduled story', publishAt: iso(at) },
    });
    expect(created.status).toBe(200);
    const list = (lang: string) =>
      t.call<Page<{ id: number; titleZht: string; titleEn: string }>>(
        'GET',
        '/exhibitionNews/appPage',
        { query: { kind: 'news', pageSize: 50 }, lang },
      );
    expect((await list('en')).body.data.list.map((n) => n.id)).not.toContain(created.body.data.id);
    expect((await t.call('GET', `/exhibitionNews/app/${created.body.data.id}`)).body.code).toBe(
      404,
    );
    t.clock.advance(60 * 60_000);
    // The operators' sessions went idle meanwhile.
    editor = await loginAs(t, 'editor');
    const shown = (await list('en')).body.data.list.find((n) => n.id === created.body.data.id);
    expect(shown).toMatchObject({
      titleZht: '排程新聞',
      titleEn: 'Scheduled story',
      // A language not written reads the source (zh-Hant).
      titlePt: '排程新聞',
    });
    const scheduled = await adminCall<{ data: unknown[] }>(
      t,
      editor,
      'GET',
      `/news?filter=${encodeURIComponent('{"kind":"news"}')}&sort=publishAt&order=DESC`,
    );
    expect(scheduled.status).toBe(200);
  });
});
