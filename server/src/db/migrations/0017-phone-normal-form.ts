import { sql, type Kysely } from 'kysely';
import { normalizePhone } from '../../../../src/rules/validators';
import { engineOf, runScript } from '../kysely';
import { postgresText } from './sql';

// Issue #27, one phone two accounts: "+886 0912345678" and "+886 912345678" were stored as typed
// and opened two accounts. Phones are stored in one normal form now (normalizePhone of
// src/rules/validators.ts: digits only, no trunk 0, no area code); this step rewrites the rows
// stored before. Two accounts whose phones meet in one form are never merged here: the older
// account (the one that holds the normal form already, else the lower id) gets it, the other
// keeps its phone as it was stored and is listed in phone_conflicts for an operator to settle
// with the people behind them (README "One phone, two accounts"). Its owner still signs in by
// username or WeChat, and can bind another phone; a lookup by phone no longer finds it.
export async function phoneNormalForm(db: Kysely<unknown>): Promise<void> {
  const table = `
CREATE TABLE phone_conflicts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  holder_id INTEGER NOT NULL REFERENCES users(id),
  area_code TEXT NOT NULL,
  stored_phone TEXT NOT NULL,
  normal_phone TEXT NOT NULL,
  found_at INTEGER NOT NULL
);`;
  await runScript(db, engineOf(db) === 'postgres' ? postgresText(table) : table);
  const now = Date.now();
  type Phone = { id: number; area_code: string; phone: string };
  const users = await sql<Phone>`SELECT id, area_code, phone FROM users WHERE phone <> ''
    ORDER BY id`.execute(db);
  for (const user of users.rows) {
    const normal = normalizePhone(user.phone, user.area_code);
    if (normal === user.phone || normal === '') continue;
    const holder = await sql<{ id: number }>`SELECT id FROM users
      WHERE area_code = ${user.area_code} AND phone = ${normal}`.execute(db);
    if (holder.rows.length === 0) {
      await sql`UPDATE users SET phone = ${normal} WHERE id = ${user.id}`.execute(db);
    } else {
      await sql`INSERT INTO phone_conflicts (user_id, holder_id, area_code, stored_phone,
        normal_phone, found_at) VALUES (${user.id}, ${holder.rows[0].id}, ${user.area_code},
        ${user.phone}, ${normal}, ${now})`.execute(db);
    }
  }
  // A delivery contact's phone has no account behind it: each is simply rewritten.
  const addresses = await sql<Phone>`SELECT id, area_code, phone FROM addresses
    WHERE phone <> ''`.execute(db);
  for (const address of addresses.rows) {
    const normal = normalizePhone(address.phone, address.area_code);
    if (normal !== address.phone && normal !== '') {
      await sql`UPDATE addresses SET phone = ${normal} WHERE id = ${address.id}`.execute(db);
    }
  }
}
