import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Generated, Kysely } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database';
import { createKysely, transaction, type Executor } from '../../server/src/db/kysely';
import { precompiled, precompiledPage, type Param } from '../../server/src/db/precompiled';

// Queries built and compiled once (issue #30, "Speed"): each call runs with its own values, and a
// query sent while another request's transaction is open waits for it like any other statement.

interface Tables {
  entries: { id: Generated<number>; owner: number; label: string };
}

const byOwner = precompiled<Tables, { owner: number }, { id: number; label: string }>((db, param) =>
  db
    .selectFrom('entries')
    .select(['id', 'label'])
    .where('owner', '=', param('owner'))
    .orderBy('id'),
);

const insertEntry = precompiled<Tables, { owner: number; label: string }, { id: number }>(
  (db, param) =>
    db
      .insertInto('entries')
      .values({ owner: param('owner'), label: param('label') })
      .returning('id'),
);

const relabel = precompiled<Tables, { owner: number; label: string }, never>((db, param) =>
  db
    .updateTable('entries')
    .set({ label: param('label') })
    .where('owner', '=', param('owner')),
);

const pageOfOwner = precompiledPage(
  (db: Executor<Tables>, param: Param<{ owner: number }>) =>
    db.selectFrom('entries').where('owner', '=', param('owner')),
  (query) => query.select(['id', 'label']).orderBy('id'),
);

describe('precompiled queries', () => {
  let dir: string;
  let raw: Db;
  let kysely: Kysely<Tables>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-precompiled-'));
    raw = openDatabase(dir);
    kysely = createKysely<Tables>(raw);
    await kysely.schema
      .createTable('entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('owner', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .execute();
  });

  afterEach(() => {
    raw.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each call runs with its own values, not the first call`s', async () => {
    const first = await insertEntry.first(kysely, { owner: 1, label: 'a' });
    const second = await insertEntry.first(kysely, { owner: 2, label: 'b' });
    expect(first).toEqual({ id: 1 });
    expect(second).toEqual({ id: 2 });
    expect(await byOwner.all(kysely, { owner: 1 })).toEqual([{ id: 1, label: 'a' }]);
    expect(await byOwner.all(kysely, { owner: 2 })).toEqual([{ id: 2, label: 'b' }]);
    expect(await byOwner.first(kysely, { owner: 3 })).toBeUndefined();
    expect((await relabel.run(kysely, { owner: 2, label: 'c' })).changes).toBe(1);
    expect(await byOwner.first(kysely, { owner: 2 })).toEqual({ id: 2, label: 'c' });
  });

  test('a value left out is an error, not the previous call`s value', async () => {
    await insertEntry.run(kysely, { owner: 1, label: 'a' });
    await expect(byOwner.all(kysely, {} as { owner: number })).rejects.toThrow(/owner/);
  });

  test('a read sent while another request`s transaction is open waits for it (no dirty read)', async () => {
    let letCommitGo!: () => void;
    const commitMayGo = new Promise<void>((resolve) => {
      letCommitGo = resolve;
    });
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writer = transaction(kysely, async (trx) => {
      await insertEntry.run(trx, { owner: 5, label: 'not yet' });
      inserted();
      await commitMayGo;
      throw new Error('rolled back');
    }).catch((error: Error) => error.message);

    await insertDone;
    let readerDone = false;
    const reader = byOwner.all(kysely, { owner: 5 }).then((rows) => {
      readerDone = true;
      return rows;
    });
    // The reader must still wait: the writer holds the connection until it rolls back.
    await new Promise((resolve) => setImmediate(resolve));
    expect(readerDone).toBe(false);
    letCommitGo();
    expect(await writer).toBe('rolled back');
    expect(await reader).toEqual([]);
  });

  test('inside a transaction it runs on that transaction and sees its writes', async () => {
    const seen = await transaction(kysely, async (trx) => {
      await insertEntry.run(trx, { owner: 9, label: 'mine' });
      return byOwner.all(trx, { owner: 9 });
    });
    expect(seen).toEqual([{ id: 1, label: 'mine' }]);
  });

  test('inside a transaction that fails, its precompiled writes are rolled back with it', async () => {
    await expect(
      transaction(kysely, async (trx) => {
        await insertEntry.run(trx, { owner: 4, label: 'undone' });
        await new Promise((resolve) => setImmediate(resolve));
        await insertEntry.run(trx, { owner: 4, label: 'undone too' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await byOwner.all(kysely, { owner: 4 })).toEqual([]);
  });

  test('a page: the rows at the offset, the total counted only when the page does not tell it', async () => {
    for (let i = 0; i < 5; i += 1) await insertEntry.run(kysely, { owner: 1, label: `e${i}` });
    await insertEntry.run(kysely, { owner: 2, label: 'other' });
    const full = await pageOfOwner(kysely, { owner: 1 }, { pageNo: 1, pageSize: 2 });
    expect(full).toEqual({
      list: [
        { id: 1, label: 'e0' },
        { id: 2, label: 'e1' },
      ],
      total: 5,
      pageNo: 1,
      pageSize: 2,
    });
    const last = await pageOfOwner(kysely, { owner: 1 }, { pageNo: 3, pageSize: 2 });
    expect(last).toEqual({ list: [{ id: 5, label: 'e4' }], total: 5, pageNo: 3, pageSize: 2 });
    const past = await pageOfOwner(kysely, { owner: 1 }, { pageNo: 4, pageSize: 2 });
    expect(past).toEqual({ list: [], total: 5, pageNo: 4, pageSize: 2 });
  });
});
