import Database from 'better-sqlite3';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { TABLE_ROWS } from '../../server/src/tables';
import { sqliteColumnsOf } from './helpers/fixtures/schema';
import { declaredColumns } from './helpers/row-schema';

// Types once (issue #30): the TypeBox row schema a domain declares for a table is what the
// migrations made: the same columns, the same nullability, the same storage class.

test("each table's row schema states the migrated columns, no more and no fewer", async () => {
  const db = new Database(':memory:');
  await migrate(createKysely(db));
  for (const [table, schema] of Object.entries(TABLE_ROWS)) {
    const columns = sqliteColumnsOf(db, table);
    const stored = Object.fromEntries(
      columns.map((c) => [c.name, { type: c.type, nullable: c.notnull === 0 && c.pk === 0 }]),
    );
    expect({ table, columns: declaredColumns(schema) }).toEqual({ table, columns: stored });
  }
  db.close();
});
