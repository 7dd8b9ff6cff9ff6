import { sql, type Updateable } from 'kysely';
import type { Paged } from '../../contract';
import { engineOf, serialize, transaction } from '../../db/kysely';
import { randomToken } from '../../lib/crypto';
import { inIdList } from '../../db/neutral';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { DbExecutor } from '../../tables';
import type { AccountTables } from './tables';
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

// The statements of accounts: users, their devices and footprints (issue #30: async, on the app's
// Kysely or a caller's transaction). Every read and write of a visitor's records names the
// visitor: another visitor's id finds nothing.

const DAY_MS = 24 * 60 * 60 * 1000;

const live = (db: DbExecutor) => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);

const oneUser = async (query: ReturnType<typeof live>) =>
  (await query.executeTakeFirst()) as UserRow | undefined;

export function user(db: DbExecutor, userId: number): Promise<UserRow | undefined> {
  return oneUser(live(db).where('id', '=', userId));
}

export function byPhone(
  db: DbExecutor,
  areaCode: string,
  phone: string,
): Promise<UserRow | undefined> {
  return oneUser(live(db).where('area_code', '=', areaCode).where('phone', '=', phone));
}

/** Accounts with this phone under any area code. */
export async function byBarePhone(db: DbExecutor, phone: string): Promise<UserRow[]> {
  return (await live(db).where('phone', '=', phone).execute()) as UserRow[];
}

// The same name as the unique index on each engine sees it: SQLite's is COLLATE NOCASE (which
// the comparison must name to use it), PostgreSQL's is on lower(show_name) (issue #31).
const sameShowName = (db: DbExecutor, showName: string) =>
  engineOf(db) === 'postgres'
    ? sql<boolean>`lower(show_name) = lower(${showName}) AND show_name <> ''`
    : sql<boolean>`show_name = ${showName} COLLATE NOCASE AND show_name <> ''`;

export function byShowName(db: DbExecutor, showName: string): Promise<UserRow | undefined> {
  return oneUser(live(db).where(sameShowName(db, showName)));
}

/** Whether a username is taken, by a live or a deleted account alike. */
export async function showNameTaken(db: DbExecutor, showName: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sameShowName(db, showName))
    .executeTakeFirst();
  return row !== undefined;
}

/** The account of a username, if it has a phone. */
export function withPhoneByShowName(
  db: DbExecutor,
  showName: string,
): Promise<UserRow | undefined> {
  return oneUser(live(db).where('phone', '<>', '').where(sameShowName(db, showName)));
}

export async function inviterId(db: DbExecutor, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export function byWechat(
  db: DbExecutor,
  column: WechatColumn,
  openid: string,
): Promise<UserRow | undefined> {
  return oneUser(live(db).where(column, '=', openid));
}

export function byUnionid(db: DbExecutor, unionid: string): Promise<UserRow | undefined> {
  return oneUser(live(db).where('wechat_unionid', '=', unionid));
}

export async function bindWechat(
  db: DbExecutor,
  column: WechatColumn,
  userId: number,
  openid: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ [column]: openid })
    .where('id', '=', userId)
    .execute();
}

async function inDictionary(db: DbExecutor, type: string, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('dict_data')
    .select('id')
    .where('dict_type', '=', type)
    .where('dict_value', '=', value)
    .where('dict_value', '<>', '-1')
    .executeTakeFirst();
  return row !== undefined;
}

export function appellationKnown(db: DbExecutor, value: string): Promise<boolean> {
  return inDictionary(db, 'appellation_type', value);
}

// A region is a country of the country list (its ISO code, or its id when it has none) or a
// Macau district of the area dictionary; a time zone one of the time_zone dictionary (#22).
export async function regionKnown(db: DbExecutor, value: string): Promise<boolean> {
  const country = await db
    .selectFrom('countries')
    .select('id')
    .where(({ eb, or, and }) =>
      or([
        eb('iso', '=', value),
        and([eb('iso', '=', ''), sql<boolean>`CAST(id AS TEXT) = ${value}`]),
      ]),
    )
    .executeTakeFirst();
  return country !== undefined || inDictionary(db, 'area', value);
}

export function timeZoneKnown(db: DbExecutor, value: string): Promise<boolean> {
  return inDictionary(db, 'time_zone', value);
}

export async function badgeCount(db: DbExecutor, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('user_badges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Writes the given profile columns; a username clash surfaces as the unique violation. */
export async function updateProfile(
  db: DbExecutor,
  userId: number,
  columns: ProfileColumns,
  now: number,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as ProfileColumns;
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...(set as Record<string, string>), updated_at: now })
    .where('id', '=', userId)
    .execute();
}

async function setColumns(
  db: DbExecutor,
  userId: number,
  columns: Pick<
    Updateable<AccountTables['users']>,
    'password_hash' | 'email' | 'area_code' | 'phone' | 'role'
  >,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...columns, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export function setPassword(
  db: DbExecutor,
  userId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  return setColumns(db, userId, { password_hash: passwordHash }, now);
}

export async function setRealName(
  db: DbExecutor,
  userId: number,
  realName: string,
  masked: string,
  hash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      real_name: realName,
      id_card_masked: masked,
      id_card_hash: hash,
      id_card_verified: 1,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

export function setEmail(
  db: DbExecutor,
  userId: number,
  email: string,
  now: number,
): Promise<void> {
  return setColumns(db, userId, { email }, now);
}

export function setPhone(
  db: DbExecutor,
  userId: number,
  areaCode: string,
  phone: string,
  now: number,
): Promise<void> {
  return setColumns(db, userId, { area_code: areaCode, phone }, now);
}

export function setRole(
  db: DbExecutor,
  userId: number,
  role: 'visitor' | 'buyer' | 'exhibitor',
  now: number,
): Promise<void> {
  return setColumns(db, userId, { role }, now);
}

export async function setMembership(
  db: DbExecutor,
  userId: number,
  fields: { companyName: string; position: string; name: string; email: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      company_name: fields.companyName,
      position: fields.position,
      name: fields.name,
      email: fields.email,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

export async function colleagues(
  db: DbExecutor,
  companyId: number,
  page: PageArgs,
): Promise<ColleagueRow[]> {
  return (await db
    .selectFrom('users')
    .select(['id', 'show_name', 'name', 'avatar', 'position', 'company_name'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute()) as ColleagueRow[];
}

/** Saves a device, keeping the account's `keep` most recently seen ones. */
export function saveDevice(
  db: DbExecutor,
  userId: number,
  device: DeviceFields,
  now: number,
  keep: number,
): Promise<void> {
  return transaction(db, async (trx) => {
    await trx
      .insertInto('user_devices')
      .values({
        user_id: userId,
        device_id: device.deviceId,
        platform: device.platform,
        model: device.model,
        system: device.system,
        language: device.language,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'device_id']).doUpdateSet((eb) => ({
          platform: eb.ref('excluded.platform'),
          model: eb.ref('excluded.model'),
          system: eb.ref('excluded.system'),
          language: eb.ref('excluded.language'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    // The devices seen longest ago beyond the account's cap go (issue #22): none is refused.
    await sql`DELETE FROM user_devices WHERE user_id = ${userId} AND device_id NOT IN (
        SELECT device_id FROM user_devices WHERE user_id = ${userId}
        ORDER BY updated_at DESC, created_at DESC LIMIT ${keep})`.execute(trx);
  });
}

/**
 * Records a visit and answers its footprint id, or undefined when it would be a new footprint
 * and the account already added `maxNew` in the 24 hours before `now` (a visit again always
 * counts: it moves the footprint to the top).
 */
export function visit(
  db: DbExecutor,
  userId: number,
  type: string,
  targetId: number,
  now: number,
  maxNew: number,
): Promise<number | undefined> {
  return transaction(db, async (trx) => {
    // The count of new footprints must see every other visit of this account being recorded.
    await serialize(trx, `account:footprints:${userId}`);
    const visits = trx
      .selectFrom('footprints')
      .where('user_id', '=', userId)
      .where('kind', '=', 'visit');
    const known = await visits
      .select('id')
      .where('type', '=', type)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    if (!known) {
      const { n } = await visits
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>', now - DAY_MS)
        .executeTakeFirstOrThrow();
      if (Number(n) >= maxNew) return undefined;
    }
    // A second visit moves the footprint to the top instead of adding a row.
    const { id } = await trx
      .insertInto('footprints')
      .values({ user_id: userId, kind: 'visit', type, target_id: targetId, created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'kind', 'type', 'target_id'])
          .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** How many of these footprint ids are the visitor's. */
export async function footprintsAmong(
  db: DbExecutor,
  userId: number,
  ids: number[],
): Promise<number> {
  const { n } = await db
    .selectFrom('footprints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where(inIdList(engineOf(db), 'id', ids))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function removeFootprints(
  db: DbExecutor,
  userId: number,
  ids: number[],
): Promise<void> {
  await db
    .deleteFrom('footprints')
    .where('user_id', '=', userId)
    .where(inIdList(engineOf(db), 'id', ids))
    .execute();
}

export async function visitCount(db: DbExecutor, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('footprints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'visit')
    .executeTakeFirstOrThrow();
  return Number(n);
}

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
  // A clash of the random invitation code inserts nothing and is retried with another code (no
  // statement fails: on PostgreSQL a failed one would end the caller's transaction); any other
  // clash is the caller's, as the unique violation.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const inserted = await db
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
      .onConflict((oc) => oc.column('invitation_code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  throw new Error('No free invitation code in 6 draws');
}
