import { Type, enumOf } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';
import { ROLES } from './permissions';

// The operators' tables Kysely knows so far (issue #30 converts the module step by step).

const nullableText = () => Type.Union([Type.String(), Type.Null()]);

export const OperatorTableRow = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  password_hash: Type.String(),
  must_change_password: Type.Integer(),
  totp_secret: nullableText(),
  totp_pending: nullableText(),
  totp_last_step: Type.Integer(),
  disabled: Type.Integer(),
  created_at: Type.Integer(),
  last_login_at: nullableInt(),
  failed_since_login: Type.Integer(),
});

export const OperatorRoleRow = Type.Object({
  operator_id: Type.Integer(),
  role: enumOf(ROLES),
});

/** The step between the password and the second factor. */
export const OperatorChallengeRow = Type.Object({
  token_hash: Type.String(),
  operator_id: Type.Integer(),
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  attempts: Type.Integer(),
  used_at: nullableInt(),
});

export const OperatorSessionRow = Type.Object({
  token_hash: Type.String(),
  operator_id: Type.Integer(),
  csrf_token: Type.String(),
  created_at: Type.Integer(),
  last_seen_at: Type.Integer(),
  expires_at: Type.Integer(),
  revoked_at: nullableInt(),
  user_agent: Type.String(),
});

/** Every change an operator makes; append only (triggers refuse UPDATE and DELETE). */
export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  operator_id: Type.Integer(),
  operator_name: Type.String(),
  at: Type.Integer(),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.String(),
  before_json: nullableText(),
  after_json: nullableText(),
});

export interface AdminTables {
  operators: TableOf<
    typeof OperatorTableRow,
    | 'id'
    | 'name'
    | 'must_change_password'
    | 'totp_secret'
    | 'totp_pending'
    | 'totp_last_step'
    | 'disabled'
    | 'last_login_at'
    | 'failed_since_login'
  >;
  operator_roles: TableOf<typeof OperatorRoleRow>;
  operator_challenges: TableOf<typeof OperatorChallengeRow, 'attempts' | 'used_at'>;
  operator_sessions: TableOf<typeof OperatorSessionRow, 'revoked_at' | 'user_agent'>;
  audit_log: TableOf<typeof AuditLogRow, 'id' | 'before_json' | 'after_json'>;
}

export const ADMIN_ROWS = {
  operators: OperatorTableRow,
  operator_roles: OperatorRoleRow,
  operator_challenges: OperatorChallengeRow,
  operator_sessions: OperatorSessionRow,
  audit_log: AuditLogRow,
};
