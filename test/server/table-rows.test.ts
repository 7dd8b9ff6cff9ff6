import Database from 'better-sqlite3';
import type { TSchema } from 'typebox';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { TABLE_ROWS } from '../../server/src/tables';
import { columnsOf } from './helpers/fixtures/schema';

// Types once (issue #30): the TypeBox row schema a domain declares for a table is what the
// migrations made: the same columns, the same nullability, the same storage class.

/** The storage class and nullability a row schema gives a column. */
function describe(schema: TSchema): { type: string; nullable: boolean } {
  const s = schema as { type?: string; anyOf?: TSchema[]; enum?: unknown[] };
  if (s.anyOf) {
    const parts = s.anyOf.map(describe);
    const nullable = parts.some((p) => p.type === 'NULL');
    const types = parts.filter((p) => p.type !== 'NULL').map((p) => p.type);
    return { type: types.join('|'), nullable };
  }
  if (s.enum) return { type: typeof s.enum[0] === 'number' ? 'INTEGER' : 'TEXT', nullable: false };
  const byType: Record<string, string> = {
    integer: 'INTEGER',
    number: 'REAL',
    string: 'TEXT',
    null: 'NULL',
  };
  return { type: byType[s.type ?? ''] ?? `?${s.type}`, nullable: false };
}

test("each table's row schema states the migrated columns, no more and no fewer", async () => {
  const db = new Database(':memory:');
  await migrate(createKysely(db));
  for (const [table, schema] of Object.entries(TABLE_ROWS)) {
    const columns = columnsOf(db, table);
    const stored = Object.fromEntries(
      columns.map((c) => [c.name, { type: c.type, nullable: c.notnull === 0 && c.pk === 0 }]),
    );
    const declared = Object.fromEntries(
      Object.entries((schema as { properties: Record<string, TSchema> }).properties).map(
        ([name, column]) => [name, describe(column)],
      ),
    );
    expect({ table, columns: declared }).toEqual({ table, columns: stored });
  }
  db.close();
});
