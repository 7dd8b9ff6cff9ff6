import { Type, enumOf } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';

// The account tables Kysely knows so far (issue #30 converts the module step by step).

const nullableText = () => Type.Union([Type.String(), Type.Null()]);

/** A visit ('visit') or a favourite ('collect', issue #12) of a visitor on a target. */
/** The devices an account signed in from (the newest few, issue #22). */
export const UserDeviceRow = Type.Object({
  user_id: Type.Integer(),
  device_id: Type.String(),
  platform: Type.String(),
  model: Type.String(),
  system: Type.String(),
  language: Type.String(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
});

export const FootprintRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  kind: enumOf(['visit', 'collect'] as const),
  type: Type.String(),
  target_id: Type.Integer(),
  created_at: Type.Integer(),
});

/** A visitor's account; deleted_at set once it is erased (its row stays, emptied). */
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
  gender: enumOf(['', 'male', 'female'] as const),
  email: Type.String(),
  region: Type.String(),
  member_type: Type.String(),
  time_zone: Type.String(),
  language: Type.String(),
  avatar: Type.String(),
  points: Type.Integer(),
  role: enumOf(['visitor', 'buyer', 'exhibitor'] as const),
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

/** A signed-in session: the token's hash only (a stolen database signs nobody in). */
export const SessionRow = Type.Object({
  token_hash: Type.String(),
  user_id: Type.Integer(),
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  revoked_at: nullableInt(),
  user_agent: Type.String(),
});

/** An address an account signed in from, and when last (issue #22). */
export const KnownAddressRow = Type.Object({
  user_id: Type.Integer(),
  ip: Type.String(),
  last_login_at: Type.Integer(),
});

/** The same for an operator (issue #29). */
export const OperatorKnownAddressRow = Type.Object({
  operator_id: Type.Integer(),
  ip: Type.String(),
  last_login_at: Type.Integer(),
});

/** The password guesses of one account key within its window. */
export const LoginAttemptRow = Type.Object({
  account_key: Type.String(),
  window_start: Type.Integer(),
  attempts: Type.Integer(),
});

/** A code sent to a phone or an e-mail address (target: '+853 61234567' or the address). */
export const VerificationCodeRow = Type.Object({
  id: Type.Integer(),
  target: Type.String(),
  purpose: enumOf(['login', 'register', 'forget', 'bind'] as const),
  code_hash: Type.String(),
  day: Type.String(),
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  attempts: Type.Integer(),
  used_at: nullableInt(),
  ip: Type.String(),
  known: Type.Integer(),
  owner_attempts: Type.Integer(),
  number_range: Type.String(),
});

type UserFilled =
  | 'id'
  | 'area_code'
  | 'phone'
  | 'password_hash'
  | 'wechat_openid'
  | 'wechat_unionid'
  | 'wechat_mp_openid'
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
  | 'id_card_masked'
  | 'id_card_hash'
  | 'id_card_verified'
  | 'invited_by'
  | 'deleted_at'
  | 'card_public_fields';

export interface AccountTables {
  footprints: TableOf<typeof FootprintRow, 'id' | 'kind'>;
  user_devices: TableOf<typeof UserDeviceRow, 'model' | 'system' | 'language'>;
  users: TableOf<typeof UserTableRow, UserFilled>;
  sessions: TableOf<typeof SessionRow, 'revoked_at' | 'user_agent'>;
  known_addresses: TableOf<typeof KnownAddressRow>;
  operator_known_addresses: TableOf<typeof OperatorKnownAddressRow>;
  login_attempts: TableOf<typeof LoginAttemptRow>;
  verification_codes: TableOf<
    typeof VerificationCodeRow,
    'id' | 'attempts' | 'used_at' | 'ip' | 'known' | 'owner_attempts' | 'number_range'
  >;
}

export const ACCOUNT_ROWS = {
  footprints: FootprintRow,
  user_devices: UserDeviceRow,
  users: UserTableRow,
  sessions: SessionRow,
  known_addresses: KnownAddressRow,
  operator_known_addresses: OperatorKnownAddressRow,
  login_attempts: LoginAttemptRow,
  verification_codes: VerificationCodeRow,
};
