import type { Db } from '../database';
import { normalizePhone } from '../../../../src/rules/validators';

// Issue #27, one phone two accounts: "+886 0912345678" and "+886 912345678" were stored as typed
// and opened two accounts. Phones are stored in one normal form now (normalizePhone of
// src/rules/validators.ts: digits only, no trunk 0, no area code); this step rewrites the rows
// stored before. Two accounts whose phones meet in one form are never merged here: the older
// account (the one that holds the normal form already, else the lower id) gets it, the other
// keeps its phone as it was stored and is listed in phone_conflicts for an operator to settle
// with the people behind them (README "One phone, two accounts"). Its owner still signs in by
// username or WeChat, and can bind another phone; a lookup by phone no longer finds it.
export function phoneNormalForm(db: Db): void {
  db.exec(`
CREATE TABLE phone_conflicts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  holder_id INTEGER NOT NULL REFERENCES users(id),
  area_code TEXT NOT NULL,
  stored_phone TEXT NOT NULL,
  normal_phone TEXT NOT NULL,
  found_at INTEGER NOT NULL
);`);
  const now = Date.now();
  const holderOf = db.prepare('SELECT id FROM users WHERE area_code = ? AND phone = ?').pluck();
  const setPhone = db.prepare('UPDATE users SET phone = ? WHERE id = ?');
  const conflict = db.prepare(
    `INSERT INTO phone_conflicts (user_id, holder_id, area_code, stored_phone, normal_phone,
       found_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const users = db
    .prepare("SELECT id, area_code, phone FROM users WHERE phone <> '' ORDER BY id")
    .all() as { id: number; area_code: string; phone: string }[];
  for (const user of users) {
    const normal = normalizePhone(user.phone, user.area_code);
    if (normal === user.phone || normal === '') continue;
    const holder = holderOf.get(user.area_code, normal) as number | undefined;
    if (holder === undefined) setPhone.run(normal, user.id);
    else conflict.run(user.id, holder, user.area_code, user.phone, normal, now);
  }
  // A delivery contact's phone has no account behind it: each is simply rewritten.
  const addresses = db
    .prepare("SELECT id, area_code, phone FROM addresses WHERE phone <> ''")
    .all() as { id: number; area_code: string; phone: string }[];
  const setAddressPhone = db.prepare('UPDATE addresses SET phone = ? WHERE id = ?');
  for (const address of addresses) {
    const normal = normalizePhone(address.phone, address.area_code);
    if (normal !== address.phone && normal !== '') setAddressPhone.run(normal, address.id);
  }
}
