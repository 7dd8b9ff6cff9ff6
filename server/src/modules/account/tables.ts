import { Type, enumOf } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';

// The account tables Kysely knows so far (issue #30 converts the module step by step).

/** A visit ('visit') or a favourite ('collect', issue #12) of a visitor on a target. */
export const FootprintRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  kind: enumOf(['visit', 'collect'] as const),
  type: Type.String(),
  target_id: Type.Integer(),
  created_at: Type.Integer(),
});

const nullableText = () => Type.Union([Type.String(), Type.Null()]);

/** An account (the points module keeps its balance, `points`, with a ledger row per change). */
export const UserTableRow = Type.Object({
  id: Type.Integer(),
  area_code: Type.String(),
  phone: Type.String(),
  password_hash: nullableText(),
  wechat_openid: nullableText(),
  wechat_unionid: nullableText(),
  wechat_mp_openid: nullableText(),
  name: Type.String(),
  show_name: Type.String(),
  appellation: Type.String(),
  gender: Type.String(),
  email: Type.String(),
  region: Type.String(),
  member_type: Type.String(),
  time_zone: Type.String(),
  language: Type.String(),
  avatar: Type.String(),
  points: Type.Integer(),
  role: Type.String(),
  company_id: nullableInt(),
  company_name: Type.String(),
  position: Type.String(),
  real_name: nullableText(),
  id_card_masked: nullableText(),
  id_card_hash: nullableText(),
  id_card_verified: Type.Integer(),
  invitation_code: Type.String(),
  invited_by: nullableInt(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  deleted_at: nullableInt(),
  card_public_fields: Type.String(),
});

type UserFilled =
  | 'id'
  | 'area_code'
  | 'phone'
  | 'password_hash'
  | `wechat_${'openid' | 'unionid' | 'mp_openid'}`
  | 'name'
  | 'show_name'
  | 'appellation'
  | 'gender'
  | 'email'
  | 'region'
  | 'member_type'
  | 'time_zone'
  | 'language'
  | 'avatar'
  | 'points'
  | 'role'
  | 'company_id'
  | 'company_name'
  | 'position'
  | 'real_name'
  | `id_card_${'masked' | 'hash' | 'verified'}`
  | 'invited_by'
  | 'deleted_at'
  | 'card_public_fields';

export interface AccountTables {
  footprints: TableOf<typeof FootprintRow, 'id' | 'kind'>;
  users: TableOf<typeof UserTableRow, UserFilled>;
}

export const ACCOUNT_ROWS = { footprints: FootprintRow, users: UserTableRow };
