import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import type { Database as Tables } from '../../server/src/tables';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { translate } from '../../server/src/i18n';
import { validateAccountPhone } from '../../src/rules/validators';
import { startTestServer, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';

// Issue #27, one phone two accounts: "+886 0912345678" and "+886 912345678" opened two accounts,
// and the first could not sign in with 912345678. A phone has one normal form (no trunk 0, no
// spaces, full-width digits read as digits), stored and looked up in it; the numbers the form
// accepts are exactly those the server sends codes to.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const PASSWORD = 'Pass#2025';

async function registerAs(phone: string, areaCode: string) {
  const sent = await t.call('POST', '/sms/sendRegisterCode', { form: { phone, areaCode } });
  if (sent.body.code !== 0) return sent;
  const code = await t.lastCode(`${areaCode} 912345678`);
  return t.call<{ user: { id: number; phone: string } }>('POST', '/register/app', {
    body: { phone, areaCode, code, password: PASSWORD },
    lang: 'en',
  });
}

describe('one phone, one account', () => {
  test('a Taiwan number with and without its trunk 0 is one account, found however it is typed', async () => {
    const first = await registerAs('0912345678', '+886');
    expect(first.body.code).toBe(0);
    const user = first.body.data as { user: { id: number; phone: string } };
    expect(user.user.phone).toBe('912345678');

    // Registering the same number again, written the other way, is the same phone.
    t.clock.advance(61_000);
    const second = await registerAs('912 345 678', '+886');
    expect(second.body.msg).toBe(translate('en', 'phoneRegistered'));
    expect(await accountData.usersInArea(t.kysely, '+886')).toBe(1);

    // Every way of typing it signs in to that one account, and none costs a try.
    for (const [account, areaCode] of [
      ['912345678', undefined],
      ['0912345678', undefined],
      ['+886 0912345678', undefined],
      ['0912-345-678', '+886'],
      ['０９１２３４５６７８', '+886'],
    ] as const) {
      const answer = await t.call<{ user: { id: number } }>('POST', '/login', {
        body: { account, password: PASSWORD, ...(areaCode ? { areaCode } : {}) },
      });
      expect({ account, id: answer.body.data?.user.id }).toEqual({ account, id: user.user.id });
    }
  });

  test('the form accepts exactly the numbers the server sends codes to', async () => {
    const numbers: [string, string][] = [
      ['+853', '61234567'],
      ['+853', '69999999'],
      ['+853', '６８１２３４５６'],
      ['+852', '91234567'],
      ['+852', '31234567'],
      ['+86', '13800138000'],
      ['+86', '12812345678'],
      ['+886', '0987654321'],
      ['+886', '０９７６５４３２１'],
      ['+886', '0812345678'],
      ['+351', '912345678'],
      ['+44', '7700900123'],
    ];
    for (const [areaCode, phone] of numbers) {
      const sent = await t.call('POST', '/sms/sendLoginCode', { form: { phone, areaCode } });
      expect({
        areaCode,
        phone,
        formAccepts: validateAccountPhone(phone, areaCode) === undefined,
      }).toEqual({ areaCode, phone, formAccepts: sent.body.code === 0 });
    }
    expect(validateAccountPhone('69999999', '+853')).toBe('validation.phoneInvalid');
    expect(validateAccountPhone('912345678', '+351')).toBe('validation.phoneAreaUnsupported');
  });

  test('a delivery contact phone is stored in the normal form too', async () => {
    const user = await t.register('66270001');
    const saved = await t.call<{ phone: string }>('POST', '/pmm/addressMessage', {
      token: user.token,
      body: {
        contact: '陳大文',
        areaCode: '+853',
        phone: '６６１２ ３４５６',
        area: 'taipa',
        detailAddress: '氹仔告利雅施利華街1號',
      },
    });
    expect(saved.body.data.phone).toBe('66123456');
  });
});

describe('step 17: phones stored before are rewritten, and two accounts never merged', () => {
  test('each phone gets its normal form; a clash keeps both accounts and is listed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-phones-'));
    try {
      const db = openDatabase(dir);
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version < 17),
      );
      const id = (areaCode: string, phone: string, invitationCode: string) =>
        accountData.addBareAccount(createKysely<Tables>(db), {
          areaCode,
          phone,
          invitationCode,
          at: 1,
        });
      const older = await id('+886', '0912345678', 'AAAAAAA1');
      const newer = await id('+886', '912345678', 'AAAAAAA2');
      const alone = await id('+886', '0987654321', 'AAAAAAA3');
      const wide = await id('+853', '６１２３４５６７', 'AAAAAAA4');
      const macau = await id('+853', '62345678', 'AAAAAAA5');

      expect(await migrate(createKysely(db))).toEqual(
        migrations.filter((m) => m.version >= 17).map((m) => m.version),
      );
      const phoneOf = (userId: number) => accountData.phoneOf(createKysely<Tables>(db), userId);
      expect(await phoneOf(alone)).toBe('987654321');
      expect(await phoneOf(wide)).toBe('61234567');
      expect(await phoneOf(macau)).toBe('62345678');
      // The account that held the normal form keeps it; the other keeps what it had, listed.
      expect(await phoneOf(newer)).toBe('912345678');
      expect(await phoneOf(older)).toBe('0912345678');
      expect(await accountData.userCount(createKysely<Tables>(db))).toBe(5);
      expect(accountData.phoneConflicts(db)).toEqual([
        {
          user_id: older,
          holder_id: newer,
          area_code: '+886',
          stored_phone: '0912345678',
          normal_phone: '912345678',
        },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
