import type { FileStore } from '../../adapters/file-store';
import type { DbExecutor } from '../../tables';
import { uploadKey } from '../files';
import { cancelTrade, pendingTradeIdsOf } from '../points';
import { deleteCodesOf } from './code-repository';
import * as erasure from './erasure-repository';

/**
 * What deleting an account does to every table that names a user (issue #22). The account row
 * stays (orders, the ledger and votes point at it) without the person; what only the person
 * needed goes; what accounting needs is kept without the person; works leave the contest.
 * test/server/account-erasure.test.ts reads every user column from the schema and fails when
 * one is not listed here, so a new table cannot be forgotten. The operators' audit log names no
 * user column and is append only: it never receives a visitor's personal fields (admin/crud.ts,
 * `personal`), which the same test checks by looking for the person in every table afterwards.
 */
export type ErasureRule =
  | { table: string; column: string; action: 'delete'; why: string }
  | {
      table: string;
      column: string;
      action: 'anonymise';
      /** SQL assignments; @now is the deletion time. */
      set: string;
      why: string;
    }
  | { table: string; column: string; action: 'keep'; why: string };

export const ERASURE: readonly ErasureRule[] = [
  {
    table: 'users',
    column: 'id',
    action: 'anonymise',
    set: `phone = '', password_hash = NULL, wechat_openid = NULL, wechat_unionid = NULL,
      wechat_mp_openid = NULL, name = '', show_name = '', appellation = '', gender = '',
      email = '', avatar = '', region = '', time_zone = '', real_name = NULL,
      id_card_masked = NULL, id_card_hash = NULL, id_card_verified = 0, company_id = NULL,
      company_name = '', position = '', card_public_fields = '', invited_by = NULL,
      deleted_at = @now, updated_at = @now`,
    why: 'orders, the ledger and votes point at the row; nothing in it names the person',
  },
  {
    table: 'users',
    column: 'invited_by',
    action: 'keep',
    why: "other people's rows: the inviter is the anonymous row now",
  },
  { table: 'sessions', column: 'user_id', action: 'delete', why: 'signed out everywhere' },
  {
    table: 'known_addresses',
    column: 'user_id',
    action: 'delete',
    why: 'the addresses they signed in from',
  },
  { table: 'user_devices', column: 'user_id', action: 'delete', why: 'devices name the person' },
  { table: 'addresses', column: 'user_id', action: 'delete', why: 'delivery addresses' },
  { table: 'uploads', column: 'user_id', action: 'delete', why: 'avatar and pictures (files too)' },
  {
    table: 'tracking_logs',
    column: 'user_id',
    action: 'anonymise',
    set: 'user_id = NULL',
    why: 'page views stay counted, by nobody',
  },
  {
    table: 'vote_players',
    column: 'user_id',
    action: 'anonymise',
    set: `status = 'rejected', title_zht = '', title_zhs = '', title_pt = '', title_en = '',
      slogan = '', author_name = '', cover = '', pictures = '[]', review_remark = ''`,
    why: 'works are withdrawn from the contest (no longer shown or ranked) and emptied',
  },
  {
    table: 'vote_records',
    column: 'user_id',
    action: 'keep',
    why: "votes cast still count for other people's works; the voter is the anonymous row",
  },
  { table: 'points_flows', column: 'user_id', action: 'keep', why: 'accounting: the ledger' },
  {
    table: 'integral_trades',
    column: 'user_id',
    action: 'anonymise',
    set: `contact = '', area_code = '', phone = '', area = '', address_name = '',
      detail_address = '', postcode = ''`,
    why: 'accounting keeps the order (gift, points, status, date) without where it went',
  },
  {
    table: 'mission_completions',
    column: 'user_id',
    action: 'keep',
    why: 'accounting: the points a mission paid',
  },
  { table: 'user_badges', column: 'user_id', action: 'delete', why: 'only the person needed them' },
  { table: 'exhibit_interests', column: 'user_id', action: 'delete', why: 'what they followed' },
  { table: 'exhibitor_interests', column: 'user_id', action: 'delete', why: 'what they followed' },
  {
    table: 'event_info',
    column: 'creator_id',
    action: 'anonymise',
    set: `title = '', content = '', location = '', remark = '',
      deleted_at = COALESCE(deleted_at, @now)`,
    why: 'meetings they asked for: closed and emptied',
  },
  {
    table: 'event_info',
    column: 'target_user_id',
    action: 'anonymise',
    set: 'deleted_at = COALESCE(deleted_at, @now)',
    why: 'meetings asked of them: closed (nobody left to answer)',
  },
  { table: 'event_participants', column: 'user_id', action: 'delete', why: 'their place in it' },
  {
    table: 'event_participants',
    column: 'via_user_id',
    action: 'anonymise',
    set: 'via_user_id = NULL',
    why: 'who forwarded an invitation to someone else',
  },
  { table: 'schedule_applies', column: 'user_id', action: 'delete', why: 'their applications' },
  // Issue #27: a clash of two accounts' phones an operator has to settle; with either account
  // gone there is nothing left to settle, and the row names the person's number.
  { table: 'phone_conflicts', column: 'user_id', action: 'delete', why: 'a phone clash to settle' },
  {
    table: 'phone_conflicts',
    column: 'holder_id',
    action: 'delete',
    why: 'a phone clash to settle',
  },
  { table: 'card_consents', column: 'user_id', action: 'delete', why: 'card exchanges' },
  { table: 'card_consents', column: 'other_user_id', action: 'delete', why: 'card exchanges' },
  {
    table: 'quiz_attempts',
    column: 'user_id',
    action: 'keep',
    why: 'accounting: which attempt paid points; answers name nobody',
  },
  { table: 'footprints', column: 'user_id', action: 'delete', why: 'visits and favourites' },
  {
    table: 'vote_invites',
    column: 'inviter_id',
    action: 'keep',
    why: 'accounting: the share mission paid once per invitee; names nobody',
  },
  {
    table: 'vote_invites',
    column: 'invitee_id',
    action: 'keep',
    why: 'an invitee is credited once per contest; names nobody',
  },
];

/** What is left to remove outside the database once the erasure is committed. */
export interface Erased {
  userId: number;
  /** Upload files. */
  files: string[];
  /** Their works, whose drawn posters go. */
  works: number[];
}

/**
 * Erases the person behind `userId` as ERASURE says, in the caller's transaction `trx`, plus what
 * names them without a user column (their codes, their login counter). Returns what to remove
 * once the transaction is committed (finishErasure).
 */
export async function eraseUser(trx: DbExecutor, userId: number, now: number): Promise<Erased> {
  const row = await erasure.contactOf(trx, userId);
  if (!row) return { userId, files: [], works: [] };
  const files = await erasure.uploadNamesOf(trx, userId);
  // An order nobody shipped yet could no longer reach anyone once its address is erased (issue
  // #29): cancelled here, in the deletion's transaction, with the stock back and the ledger whole.
  for (const id of await pendingTradeIdsOf(trx, userId)) await cancelTrade(trx, id, now);
  const works = await erasure.worksOf(trx, userId);
  // The account row last: the other rules find the person by it.
  const rules = [...ERASURE].sort(
    (a, b) => Number(a.table === 'users') - Number(b.table === 'users'),
  );
  for (const rule of rules) {
    if (rule.action === 'delete') {
      await erasure.deleteRowsOf(trx, rule.table, rule.column, userId);
    } else if (rule.action === 'anonymise') {
      await erasure.anonymiseRowsOf(trx, rule, userId, now);
    }
  }
  const targets = [row.phone ? `${row.area_code} ${row.phone}` : '', row.email.toLowerCase()];
  for (const target of targets.filter(Boolean)) await deleteCodesOf(trx, target);
  await erasure.clearGuessesOf(trx, userId);
  return { userId, files, works };
}

/**
 * After the erasure's commit (issue #28, "deleted means deleted"): the upload files, every poster
 * drawn of their works or with their invitation, and the database's write-ahead log, which still
 * held the erased rows until a checkpoint copied the zeroed pages over them and truncated it.
 */
export async function finishErasure(
  ctx: {
    engine: { checkpoint(): Promise<void> };
    files: FileStore;
    posters: { forget(owner: string): Promise<void> };
  },
  erased: Erased,
): Promise<void> {
  await ctx.files.remove(erased.files.map(uploadKey));
  for (const work of erased.works) await ctx.posters.forget(`w${work}`);
  await ctx.posters.forget(`u${erased.userId}`);
  await ctx.engine.checkpoint();
}
