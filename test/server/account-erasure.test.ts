import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ERASURE } from '../../server/src/modules/account/erasure';
import { adminCall, loginAs } from './helpers/admin';
import { DEMO, startTestServer, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';
import * as schema from './helpers/fixtures/schema';

// Issue #22, "A deleted account leaves nothing behind": every table with a user column, read from
// the schema (so a new table cannot be forgotten), and what deleting the demo account (which the
// seed gives addresses, an order, an approved work, badges, a meeting) does to each.

jest.setTimeout(30_000);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
  'hex',
);

type Row = Record<string, unknown>;

/** Every column that names a user: a foreign key to users, or a name ending in user_id. */
async function userColumns(t: TestServer): Promise<string[]> {
  const tables = await schema.tableNames(t.kysely);
  const found = new Set<string>();
  for (const table of tables) {
    for (const fk of await schema.foreignKeysOf(t.kysely, table)) {
      if (fk.table === 'users') found.add(`${table}.${fk.from}`);
    }
    for (const column of await schema.columnsOf(t.kysely, table)) {
      if (/user_id$/.test(column.name)) found.add(`${table}.${column.name}`);
    }
  }
  found.add('users.id');
  return [...found].sort();
}

/** What each anonymised column must read afterwards, rule by rule. */
const ANONYMISED: Record<string, (row: Row) => void> = {
  'users.id': (row) =>
    expect(row).toMatchObject({
      phone: '',
      password_hash: null,
      name: '',
      show_name: '',
      email: '',
      avatar: '',
      real_name: null,
      id_card_masked: null,
      company_name: '',
      deleted_at: expect.any(Number),
    }),
  'tracking_logs.user_id': (row) => expect(row.user_id).toBeNull(),
  'vote_players.user_id': (row) =>
    expect(row).toMatchObject({
      status: 'rejected',
      title_zht: '',
      title_en: '',
      slogan: '',
      author_name: '',
      cover: '',
      pictures: '[]',
    }),
  'integral_trades.user_id': (row) =>
    expect(row).toMatchObject({
      contact: '',
      phone: '',
      area: '',
      address_name: '',
      detail_address: '',
      postcode: '',
      points: expect.any(Number),
      spu_name: expect.any(String),
    }),
  'event_info.creator_id': (row) =>
    expect(row).toMatchObject({ title: '', content: '', deleted_at: expect.any(Number) }),
  'event_info.target_user_id': (row) =>
    expect(row).toMatchObject({ deleted_at: expect.any(Number) }),
  'event_participants.via_user_id': (row) => expect(row.via_user_id).toBeNull(),
};

describe('deleting an account erases the person everywhere it was copied', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('every table with a user column has a rule, and deletion does what the rule says', async () => {
    const rules = new Map(ERASURE.map((rule) => [`${rule.table}.${rule.column}`, rule]));
    expect(await userColumns(t)).toEqual([...rules.keys()].sort());

    const token = await t.login(DEMO.phone, DEMO.password);
    const me = await t.call<{ id: number }>('GET', '/cus/user', { token });
    const id = me.body.data.id;
    // What the seed does not give the demo account: a device, a visit, an upload, a page view.
    await t.call('POST', '/userDevice/add', {
      token,
      body: { deviceId: 'phone-1', platform: 'weapp', model: 'Pixel' },
    });
    await t.call('POST', '/crm/userFootprint', { token, body: { type: 'news', targetId: 1 } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${t.server.apiBase}/api/file/singleUpload`, {
      method: 'POST',
      body: form,
      headers: { token },
    });
    const avatar = ((await uploaded.json()) as { data: { url: string } }).data.url;
    await t.call('PUT', '/cus/user', { token, body: { avatar } });
    await t.call('POST', '/v1/js/log', { token, body: { page: '/pages/erasure' } });

    const rowsOf = (key: string) => {
      const [table, column] = key.split('.');
      return schema.rowsWhere(t.kysely, table, column, id);
    };
    const before = new Map<string, Row[]>();
    for (const key of rules.keys()) before.set(key, await rowsOf(key));
    // Not vacuous: the person is really in these before the deletion.
    for (const key of [
      'sessions.user_id',
      'user_devices.user_id',
      'addresses.user_id',
      'uploads.user_id',
      'tracking_logs.user_id',
      'vote_players.user_id',
      'points_flows.user_id',
      'integral_trades.user_id',
      'user_badges.user_id',
      'event_info.creator_id',
      'footprints.user_id',
    ]) {
      expect([key, (before.get(key) ?? []).length > 0]).toEqual([key, true]);
    }

    const deleted = await t.call('DELETE', '/pc/accountSecurity/account', { token });
    expect(deleted.body.code).toBe(0);

    for (const [key, rule] of rules) {
      const [table] = key.split('.');
      const earlier = before.get(key) ?? [];
      const now = await Promise.all(earlier.map((row) => schema.rowAgain(t.kysely, table, row)));
      if (rule.action === 'delete') {
        expect([key, now.filter(Boolean).length]).toEqual([key, 0]);
      } else if (rule.action === 'keep') {
        expect([key, now.filter(Boolean).length]).toEqual([key, earlier.length]);
      } else {
        const check = ANONYMISED[key];
        expect([key, typeof check]).toEqual([key, 'function']);
        for (const row of now) {
          expect(row).toBeDefined();
          check(row as Row);
        }
      }
    }

    // The upload's file is gone, the work is no longer public, and the phone gets no old codes.
    const file = path.join(t.dataDir, 'uploads', avatar.split('/').pop() as string);
    expect(fs.existsSync(file)).toBe(false);
    const works = await t.call('GET', '/votePlayer/public/page', { query: { pageSize: 100 } });
    expect(works.text).not.toContain('陳大文');
    expect(works.text).not.toContain('歷史不遠，和平可貴');
    expect(await accountData.verificationCodesFor(t.kysely, `+853 ${DEMO.phone}`)).toBe(0);
    // The order stays for accounting, without the person.
    const order = await pointsData.ordersOf(t.kysely, id);
    expect(order.length).toBeGreaterThan(0);
    expect(JSON.stringify(order)).not.toContain(DEMO.phone);
  });
});

describe('nothing of a deleted person is left in any table', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  /** Every table whose rows, written out, contain `text`. */
  const tablesHolding = async (text: string) => {
    const holding: string[] = [];
    for (const table of await schema.tableNames(t.kysely)) {
      const rows = await schema.allRows(t.kysely, table);
      if (rows.some((row) => JSON.stringify(row).includes(text))) holding.push(table);
    }
    return holding;
  };

  test("the person's phone, name, e-mail, addresses and words are gone from every table, the operators' audit log included", async () => {
    const token = await t.login(DEMO.phone, DEMO.password);
    const me = await t.call<{ id: number }>('GET', '/cus/user', { token });
    const id = me.body.data.id;
    // Operators act on the person's order and work: the audit log records each change.
    const order = await pointsData.orderIdOf(t.kysely, id, 'shipped');
    const work = await contestData.workIdOf(t.kysely, id);
    const fulfilment = await loginAs(t, 'fulfilment');
    expect(
      (await adminCall(t, fulfilment, 'POST', `/orders/${order}/deliver`, { body: {} })).status,
    ).toBe(200);
    const moderator = await loginAs(t, 'moderator');
    const hide = { body: { hidden: true } };
    expect((await adminCall(t, moderator, 'POST', `/works/${work}/hide`, hide)).status).toBe(200);

    const person = [
      DEMO.phone,
      '陳大文',
      'demo@example.org',
      '澳門新馬路 123 號',
      '氹仔孫逸仙大馬路 88 號',
      '歷史不遠，和平可貴',
    ];
    // Not vacuous: before the deletion each is somewhere.
    for (const text of person) {
      expect([text, (await tablesHolding(text)).length > 0]).toEqual([text, true]);
    }

    const deleted = await t.call('DELETE', '/pc/accountSecurity/account', { token });
    expect(deleted.body.code).toBe(0);
    for (const text of person) expect([text, await tablesHolding(text)]).toEqual([text, []]);
  });
});

// Issue #28, "Deleted means deleted": after the deletion the person is in no byte of the database
// files (secure_delete, and the write-ahead log checkpointed and truncated), in no log line (the
// SMS code line, the public lookup URL, the real-name check, an operator's search), and in no
// drawn poster file.
describe('a deleted account leaves nothing in the files or the log', () => {
  test("the database's bytes, the log and the poster drawings hold none of the person's strings", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // On SQLite whichever engine the run is on: the bytes are SQLite's file and its write-ahead
    // log (secure_delete, the checkpoint). PostgreSQL's files and WAL are its server's to recycle.
    const t = await startTestServer({ engine: 'sqlite', logger: { level: 'info', stream } });
    try {
      const token = await t.login(DEMO.phone, DEMO.password);
      const me = await t.call<{ id: number }>('GET', '/cus/user', { token });
      const id = me.body.data.id;
      const username = 'erasedvisitor28';
      expect(
        (await t.call('PUT', '/cus/user', { token, body: { showName: username } })).body.code,
      ).toBe(0);
      // What writes the person into the log: a code to their phone (no gateway: the log line), the
      // public lookup of their username, their real name checked, an operator's search for them.
      await t.call('POST', '/sms/sendLoginCode', { form: { phone: DEMO.phone, areaCode: '+853' } });
      await t.call('GET', '/pc/accountSecurity/public/mobile', { query: { account: username } });
      await t.call('GET', '/user/checkCardInfo', {
        token,
        query: { realName: '陳大文', idCardNo: 'A123456(7)' },
      });
      const moderator = await loginAs(t, 'moderator');
      const search = '歷史不遠';
      const filter = encodeURIComponent(JSON.stringify({ q: search }));
      const searched = await adminCall(t, moderator, 'GET', `/works?filter=${filter}`);
      expect(searched.status).toBe(200);
      // Their work's poster, drawn and kept.
      const work = await contestData.workIdOf(t.kysely, id, 'approved');
      const poster = await fetch(`${t.server.apiBase}/art/vote-player/${work}.png?lang=en`);
      expect(poster.status).toBe(200);
      const posterDir = path.join(t.dataDir, 'poster-png');
      const drawings = () => (fs.existsSync(posterDir) ? fs.readdirSync(posterDir) : []);
      expect(drawings().filter((name) => name.startsWith(`w${work}.`))).toHaveLength(1);

      const person = [
        DEMO.phone,
        username,
        '陳大文',
        'demo@example.org',
        '澳門新馬路 123 號',
        '歷史不遠，和平可貴',
      ];
      const files = () =>
        ['app.db', 'app.db-wal']
          .map((name) => path.join(t.dataDir, name))
          .filter((file) => fs.existsSync(file))
          .map((file) => fs.readFileSync(file));
      const inFiles = (text: string) => files().some((bytes) => bytes.includes(text, 0, 'utf8'));
      // Not vacuous: before the deletion each is in the files, and the log named them.
      for (const text of person) expect([text, inFiles(text)]).toEqual([text, true]);

      const deleted = await t.call('DELETE', '/pc/accountSecurity/account', { token });
      expect(deleted.body.code).toBe(0);
      for (const text of person) expect([text, inFiles(text)]).toEqual([text, false]);
      const log = lines.join('');
      expect(log).toContain('/pc/accountSecurity/public/mobile');
      for (const text of [DEMO.phone, username, '陳大文', search]) {
        expect([text, log.includes(text)]).toEqual([text, false]);
      }
      expect(drawings().filter((name) => name.includes(`w${work}.`))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
