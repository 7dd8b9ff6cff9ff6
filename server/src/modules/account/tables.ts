import { Type, enumOf } from '../../lib/schema';
import type { TableOf } from '../../lib/table';

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

export interface AccountTables {
  footprints: TableOf<typeof FootprintRow, 'id' | 'kind'>;
}

export const ACCOUNT_ROWS = { footprints: FootprintRow };
