import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { randomToken } from '../../lib/crypto';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { DbExecutor } from '../../tables';
import type { UserRow } from './users';

/** The profile columns a visitor may change (PUT /cus/user, POST /user/update). */
export interface ProfileColumns {
  name?: string;
  show_name?: string;
  appellation?: string;
  gender?: string;
  email?: string;
  region?: string;
  time_zone?: string;
  language?: string;
  avatar?: string;
  real_name?: string;
}

export interface ColleagueRow {
  id: number;
  show_name: string;
  name: string;
  avatar: string;
  position: string;
  company_name: string;
}

export interface FootprintRow {
  id: number;
  type: string;
  target_id: number;
  created_at: number;
}

export interface DeviceFields {
  deviceId: string;
  platform: string;
  model: string;
  system: string;
  language: string;
}

export type WechatColumn = 'wechat_openid' | 'wechat_mp_openid';

/**
 * The SQL of accounts: users, their devices and footprints. Every read and write of a visitor's
 * records names the visitor: another visitor's id finds nothing.
 */
export function accountRepository(db: Db) {
  const byId = db.prepare('SELECT * FROM users WHERE id = ? AND deleted_at IS NULL');
  const byPhone = db.prepare(
    'SELECT * FROM users WHERE area_code = ? AND phone = ? AND deleted_at IS NULL',
  );
  const byBarePhone = db.prepare('SELECT * FROM users WHERE phone = ? AND deleted_at IS NULL');
  const byShowName = db.prepare(
    "SELECT * FROM users WHERE show_name = ? COLLATE NOCASE AND show_name <> '' AND deleted_at IS NULL",
  );
  const showNameTaken = db.prepare(
    "SELECT 1 FROM users WHERE show_name = ? COLLATE NOCASE AND show_name <> ''",
  );
  const phoneOfShowName = db.prepare(
    `SELECT * FROM users WHERE deleted_at IS NULL AND phone <> ''
       AND show_name = ? COLLATE NOCASE AND show_name <> ''`,
  );
  const byInvitation = db
    .prepare('SELECT id FROM users WHERE invitation_code = ? AND deleted_at IS NULL')
    .pluck();
  const byWechat = {
    wechat_openid: db.prepare('SELECT * FROM users WHERE wechat_openid = ? AND deleted_at IS NULL'),
    wechat_mp_openid: db.prepare(
      'SELECT * FROM users WHERE wechat_mp_openid = ? AND deleted_at IS NULL',
    ),
  };
  const byUnionid = db.prepare(
    'SELECT * FROM users WHERE wechat_unionid = ? AND deleted_at IS NULL',
  );
  const bindWechat = {
    wechat_openid: db.prepare('UPDATE users SET wechat_openid = ? WHERE id = ?'),
    wechat_mp_openid: db.prepare('UPDATE users SET wechat_mp_openid = ? WHERE id = ?'),
  };
  const appellation = db.prepare(
    "SELECT 1 FROM dict_data WHERE dict_type = 'appellation_type' AND dict_value = ? AND dict_value <> '-1'",
  );
  // A region is a country of the country list (its ISO code, or its id when it has none) or a
  // Macau district of the area dictionary; a time zone one of the time_zone dictionary (#22).
  const region = db.prepare(
    `SELECT 1 FROM countries WHERE iso = @value OR (iso = '' AND CAST(id AS TEXT) = @value)
     UNION ALL SELECT 1 FROM dict_data WHERE dict_type = 'area' AND dict_value = @value
       AND dict_value <> '-1'`,
  );
  const timeZone = db.prepare(
    "SELECT 1 FROM dict_data WHERE dict_type = 'time_zone' AND dict_value = ? AND dict_value <> '-1'",
  );
  const badgeCount = db.prepare('SELECT COUNT(*) FROM user_badges WHERE user_id = ?').pluck();
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?');
  const setRealName = db.prepare(
    `UPDATE users SET real_name = ?, id_card_masked = ?, id_card_hash = ?, id_card_verified = 1,
       updated_at = ? WHERE id = ?`,
  );
  const setEmail = db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?');
  const setPhone = db.prepare(
    'UPDATE users SET area_code = ?, phone = ?, updated_at = ? WHERE id = ?',
  );
  const setRole = db.prepare('UPDATE users SET role = ?, updated_at = ? WHERE id = ?');
  const setMembership = db.prepare(
    `UPDATE users SET company_name = ?, position = ?, name = ?, email = ?, updated_at = ?
     WHERE id = ?`,
  );
  const colleagues = db.prepare(
    `SELECT id, show_name, name, avatar, position, company_name FROM users
     WHERE company_id = ? AND deleted_at IS NULL ORDER BY id LIMIT ? OFFSET ?`,
  );
  const saveDevice = db.prepare(
    `INSERT INTO user_devices (user_id, device_id, platform, model, system, language, created_at, updated_at)
     VALUES (@userId, @deviceId, @platform, @model, @system, @language, @now, @now)
     ON CONFLICT (user_id, device_id) DO UPDATE SET platform = excluded.platform,
       model = excluded.model, system = excluded.system, language = excluded.language,
       updated_at = excluded.updated_at`,
  );
  const DAY_MS = 24 * 60 * 60 * 1000;
  // The devices seen longest ago beyond the account's cap go (issue #22): none is refused.
  const trimDevices = db.prepare(
    `DELETE FROM user_devices WHERE user_id = @userId AND device_id IN (
       SELECT device_id FROM user_devices WHERE user_id = @userId
       ORDER BY updated_at DESC, created_at DESC LIMIT -1 OFFSET @keep)`,
  );
  const visited = db
    .prepare(
      `SELECT 1 FROM footprints WHERE user_id = ? AND kind = 'visit' AND type = ? AND target_id = ?`,
    )
    .pluck();
  const visitsSince = db
    .prepare(
      "SELECT COUNT(*) FROM footprints WHERE user_id = ? AND kind = 'visit' AND created_at > ?",
    )
    .pluck();
  // A second visit moves the footprint to the top instead of adding a row.
  const visit = db
    .prepare(
      `INSERT INTO footprints (user_id, kind, type, target_id, created_at)
       VALUES (?, 'visit', ?, ?, ?)
       ON CONFLICT (user_id, kind, type, target_id) DO UPDATE SET created_at = excluded.created_at
       RETURNING id`,
    )
    .pluck();
  const footprintsAmong = db
    .prepare(
      'SELECT COUNT(*) FROM footprints WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))',
    )
    .pluck();
  const removeFootprints = db.prepare(
    'DELETE FROM footprints WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))',
  );
  const visitCount = db
    .prepare("SELECT COUNT(*) FROM footprints WHERE user_id = ? AND kind = 'visit'")
    .pluck();

  return {
    user: (userId: number) => byId.get(userId) as UserRow | undefined,
    byPhone: (areaCode: string, phone: string) =>
      byPhone.get(areaCode, phone) as UserRow | undefined,
    /** Accounts with this phone under any area code. */
    byBarePhone: (phone: string) => byBarePhone.all(phone) as UserRow[],
    byShowName: (showName: string) => byShowName.get(showName) as UserRow | undefined,
    /** Whether a username is taken, by a live or a deleted account alike. */
    showNameTaken: (showName: string) => showNameTaken.get(showName) !== undefined,
    /** The account of a username, if it has a phone. */
    withPhoneByShowName: (showName: string) => phoneOfShowName.get(showName) as UserRow | undefined,
    inviterId: (code: string) => byInvitation.get(code) as number | undefined,
    byWechat: (column: WechatColumn, openid: string) =>
      byWechat[column].get(openid) as UserRow | undefined,
    byUnionid: (unionid: string) => byUnionid.get(unionid) as UserRow | undefined,
    bindWechat: (column: WechatColumn, userId: number, openid: string) => {
      bindWechat[column].run(openid, userId);
    },
    appellationKnown: (value: string) => appellation.get(value) !== undefined,
    regionKnown: (value: string) => region.get({ value }) !== undefined,
    timeZoneKnown: (value: string) => timeZone.get(value) !== undefined,
    badgeCount: (userId: number) => badgeCount.get(userId) as number,
    /** Writes the given profile columns; a username clash surfaces as the unique violation. */
    updateProfile(userId: number, columns: ProfileColumns, now: number): void {
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (set.length === 0) return;
      db.prepare(
        `UPDATE users SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      ).run(...set.map(([, value]) => value as string), now, userId);
    },
    setPassword: (userId: number, passwordHash: string, now: number) => {
      setPassword.run(passwordHash, now, userId);
    },
    setRealName: (userId: number, realName: string, masked: string, hash: string, now: number) => {
      setRealName.run(realName, masked, hash, now, userId);
    },
    setEmail: (userId: number, email: string, now: number) => {
      setEmail.run(email, now, userId);
    },
    setPhone: (userId: number, areaCode: string, phone: string, now: number) => {
      setPhone.run(areaCode, phone, now, userId);
    },
    setRole: (userId: number, role: string, now: number) => {
      setRole.run(role, now, userId);
    },
    setMembership: (
      userId: number,
      fields: { companyName: string; position: string; name: string; email: string },
      now: number,
    ) => {
      setMembership.run(
        fields.companyName,
        fields.position,
        fields.name,
        fields.email,
        now,
        userId,
      );
    },
    colleagues: (companyId: number, page: PageArgs) =>
      colleagues.all(companyId, page.pageSize, (page.pageNo - 1) * page.pageSize) as ColleagueRow[],
    /** Saves a device, keeping the account's `keep` most recently seen ones. */
    saveDevice: (userId: number, device: DeviceFields, now: number, keep: number) => {
      db.transaction(() => {
        saveDevice.run({ userId, now, ...device });
        trimDevices.run({ userId, keep });
      }).immediate();
    },
    /**
     * Records a visit and answers its footprint id, or undefined when it would be a new footprint
     * and the account already added `maxNew` in the 24 hours before `now` (a visit again always
     * counts: it moves the footprint to the top).
     */
    visit: (userId: number, type: string, targetId: number, now: number, maxNew: number) =>
      db
        .transaction(() => {
          // #31: count-then-insert under the write lock; PostgreSQL needs a row/advisory lock here
          const fresh = visited.get(userId, type, targetId) === undefined;
          if (fresh && (visitsSince.get(userId, now - DAY_MS) as number) >= maxNew)
            return undefined;
          return visit.get(userId, type, targetId, now) as number;
        })
        .immediate(),
    /** How many of these footprint ids are the visitor's. */
    footprintsAmong: (userId: number, ids: number[]) =>
      footprintsAmong.get(userId, JSON.stringify(ids)) as number,
    removeFootprints: (userId: number, ids: number[]) => {
      removeFootprints.run(userId, JSON.stringify(ids));
    },
    visitCount: (userId: number) => visitCount.get(userId) as number,
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;

/** The visitor's visits (favourites, kind 'collect', are listed by /jobCollect/page). */
export function visitPage(
  db: DbExecutor,
  userId: number,
  type: string | null,
  page: PageArgs,
): Promise<Paged<FootprintRow>> {
  let base = db.selectFrom('footprints').where('user_id', '=', userId).where('kind', '=', 'visit');
  if (type !== null) base = base.where('type', '=', type);
  return pageOfQuery(
    base,
    (q) =>
      q
        .select(['id', 'type', 'target_id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    page,
  );
}

export interface NewUser {
  areaCode?: string;
  phone?: string;
  passwordHash?: string | null;
  showName?: string;
  name?: string;
  appellation?: string;
  email?: string;
  gender?: string;
  language?: string;
  points?: number;
  wechatOpenid?: string;
  wechatUnionid?: string;
  wechatMpOpenid?: string;
  invitedBy?: number | null;
}

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function invitationCode(): string {
  const bytes = Buffer.from(randomToken(8), 'base64url');
  let out = '';
  for (let i = 0; i < 8; i += 1) out += INVITATION_ALPHABET[bytes[i] % INVITATION_ALPHABET.length];
  return out;
}

/**
 * Inserts a user, in the caller's transaction (the account's welcome points and badges, the
 * seed); a clash on phone, username or openid surfaces as the unique violation.
 */
export async function insertUser(db: DbExecutor, user: NewUser, now: number): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { insertId } = await db
        .insertInto('users')
        .values({
          area_code: user.areaCode ?? '+853',
          phone: user.phone ?? '',
          password_hash: user.passwordHash ?? null,
          show_name: user.showName ?? '',
          name: user.name ?? '',
          appellation: user.appellation ?? '',
          email: user.email ?? '',
          // The routes' schemas let only these through (ProfileSchema's gender).
          gender: (user.gender ?? '') as '' | 'male' | 'female',
          language: user.language ?? 'zh-Hant',
          points: user.points ?? 0,
          wechat_openid: user.wechatOpenid ?? null,
          wechat_unionid: user.wechatUnionid ?? null,
          wechat_mp_openid: user.wechatMpOpenid ?? null,
          invitation_code: invitationCode(),
          invited_by: user.invitedBy ?? null,
          created_at: now,
          updated_at: now,
        })
        .executeTakeFirstOrThrow();
      return Number(insertId);
    } catch (error) {
      // A clash of the random invitation code is retried; any other clash is the caller's.
      const message = (error as Error).message;
      if (isUniqueViolation(error) && message.includes('invitation_code') && attempt < 5) continue;
      throw error;
    }
  }
}
