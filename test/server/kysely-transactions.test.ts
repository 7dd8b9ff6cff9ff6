import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, scrypt } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database';
import { createKysely, transaction, type Executor } from '../../server/src/db/kysely';
import { addEntryUnderCap, createEntriesTable, selectOne } from './helpers/fixtures/engine';

// The data layer's transactions (issue #30): a cap that counts then inserts holds for async
// transactions on the app's one connection, and against another connection to the same file.

interface Tables {
  entries: { id: Generated<number>; owner: number };
}

const CAP = 1;

async function countEntries(db: Executor<Tables>, owner: number): Promise<number> {
  const row = await db
    .selectFrom('entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Work between the count and the insert that leaves the event loop (a password hash). */
const hashSomething = () =>
  new Promise<void>((resolve, reject) =>
    scrypt(randomBytes(8), 'salt', 32, (error) => (error ? reject(error) : resolve())),
  );

describe('Kysely transactions over the shared better-sqlite3 connection', () => {
  let dir: string;
  let raw: Db;
  let kysely: Kysely<Tables>;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-kysely-'));
    raw = openDatabase(dir);
    createEntriesTable(raw);
    kysely = createKysely<Tables>(raw);
  });

  afterEach(() => {
    raw.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const addUnderCap = (owner: number) =>
    transaction(kysely, async (trx) => {
      const count = await countEntries(trx, owner);
      await hashSomething();
      if (count >= CAP) return 'refused';
      await trx.insertInto('entries').values({ owner }).execute();
      return 'added';
    });

  test('two concurrent count-then-insert transactions on one connection: one passes the cap', async () => {
    const outcomes = await Promise.all([addUnderCap(7), addUnderCap(7), addUnderCap(7)]);
    expect(outcomes.sort()).toEqual(['added', 'refused', 'refused']);
    expect(await countEntries(kysely, 7)).toBe(1);
  });

  test('another connection cannot write between the count and the insert (BEGIN IMMEDIATE)', async () => {
    // A second process on the same file; it does not wait for the lock, so its refusal shows.
    const other = openDatabase(dir);
    other.pragma('busy_timeout = 0');
    let otherOutcome = '';
    try {
      const outcome = await transaction(kysely, async (trx) => {
        const count = await countEntries(trx, 7);
        try {
          addEntryUnderCap(other, 7, CAP);
          otherOutcome = 'wrote';
        } catch (error) {
          otherOutcome = (error as { code?: string }).code ?? String(error);
        }
        if (count >= CAP) return 'refused';
        await trx.insertInto('entries').values({ owner: 7 }).execute();
        return 'added';
      });
      expect(outcome).toBe('added');
      expect(otherOutcome).toBe('SQLITE_BUSY');
      expect(await countEntries(kysely, 7)).toBe(1);
    } finally {
      other.close();
    }
  });

  test('a failing transaction leaves nothing; the next one runs', async () => {
    await expect(
      transaction(kysely, async (trx) => {
        await trx.insertInto('entries').values({ owner: 1 }).execute();
        throw new Error('refused after the insert');
      }),
    ).rejects.toThrow('refused after the insert');
    expect(await countEntries(kysely, 1)).toBe(0);
    await transaction(kysely, (trx) => trx.insertInto('entries').values({ owner: 1 }).execute());
    expect(await countEntries(kysely, 1)).toBe(1);
  });

  test('a transaction handed on is joined: two calls commit or roll back together', async () => {
    const addOne = (db: Executor<Tables>, owner: number) =>
      transaction(db, (trx) => trx.insertInto('entries').values({ owner }).execute());
    await expect(
      transaction(kysely, async (trx) => {
        await addOne(trx, 2);
        await addOne(trx, 3);
        throw new Error('the second domain refused');
      }),
    ).rejects.toThrow('the second domain refused');
    expect(await countEntries(kysely, 2)).toBe(0);
    expect(await countEntries(kysely, 3)).toBe(0);
  });

  test('a statement sent outside its own open transaction fails at once instead of hanging', async () => {
    await expect(
      transaction(kysely, async () => {
        await countEntries(kysely, 1);
      }),
    ).rejects.toThrow(/pass the transaction/);
    expect(await selectOne(kysely)).toEqual([{ ok: 1 }]);
  });
});
