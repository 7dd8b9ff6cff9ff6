import { enumOf, Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The points tables Kysely knows: the ledger, missions, badges, gifts and exchange orders.

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

/** One change of a visitor's balance, its reason in the four languages. */
export const PointsFlowRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  amount: Type.Integer(),
  balance_after: Type.Integer(),
  reason_key: Type.String(),
  ...localizedColumnProps('reason'),
  ref_type: Type.String(),
  ref_id: nullableInt(),
  created_at: Type.Integer(),
});

export const MissionTableRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  ...localizedColumnProps('description'),
  points: Type.Integer(),
  period: enumOf(['once', 'daily'] as const),
  trigger: Type.String(),
  link: Type.String(),
  sort: Type.Integer(),
});

/** A mission paid once per (user, mission, period): the unique key decides. */
export const MissionCompletionRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  mission_id: Type.Integer(),
  period_key: Type.String(),
  points: Type.Integer(),
  created_at: Type.Integer(),
});

export const BadgeTableRow = Type.Object({
  id: Type.Integer(),
  type_id: Type.Integer(),
  ...localizedColumnProps('name'),
  ...localizedColumnProps('description'),
  icon: Type.String(),
  icon_locked: Type.String(),
  rule_kind: Type.String(),
  rule_threshold: Type.Integer(),
  sort: Type.Integer(),
});

export const UserBadgeRow = Type.Object({
  user_id: Type.Integer(),
  badge_id: Type.Integer(),
  earned_at: Type.Integer(),
});

export const GiftRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  ...localizedColumnProps('description'),
  cover: Type.String(),
  pictures: Type.String(),
  points: Type.Integer(),
  stock: Type.Integer(),
  limit_per_user: Type.Integer(),
  on_sale: Type.Integer(),
  sort: Type.Integer(),
});

export const TradeTableRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  spu_id: Type.Integer(),
  spu_name: Type.String(),
  cover: Type.String(),
  points: Type.Integer(),
  quantity: Type.Integer(),
  status: enumOf(['pending', 'shipped', 'completed', 'cancelled'] as const),
  contact: Type.String(),
  area_code: Type.String(),
  phone: Type.String(),
  area: Type.String(),
  address_name: Type.String(),
  detail_address: Type.String(),
  postcode: Type.String(),
  idempotency_key: Type.String(),
  created_at: Type.Integer(),
  carrier: Type.String(),
  tracking_no: Type.String(),
  shipped_at: nullableInt(),
  delivered_at: nullableInt(),
  cancelled_at: nullableInt(),
  refunded_points: Type.Integer(),
});

export const BadgeTypeTableRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  sort: Type.Integer(),
});

/** The points and badge rules pages, by code. */
export const RichTextTableRow = Type.Object({
  code: Type.String(),
  ...localizedColumnProps('content'),
});

export interface PointsTables {
  points_flows: TableOf<typeof PointsFlowRow, 'id' | Languages<'reason'> | 'ref_type'>;
  missions: TableOf<
    typeof MissionTableRow,
    'id' | Languages<'name'> | Languages<'description'> | 'trigger' | 'link' | 'sort'
  >;
  mission_completions: TableOf<typeof MissionCompletionRow, 'id'>;
  badges: TableOf<
    typeof BadgeTableRow,
    'id' | Languages<'name'> | Languages<'description'> | 'icon_locked' | 'sort'
  >;
  user_badges: TableOf<typeof UserBadgeRow>;
  badge_types: TableOf<typeof BadgeTypeTableRow, 'id' | Languages<'name'> | 'sort'>;
  rich_texts: TableOf<typeof RichTextTableRow, Languages<'content'>>;
  integral_spu: TableOf<
    typeof GiftRow,
    | 'id'
    | Languages<'name'>
    | Languages<'description'>
    | 'cover'
    | 'pictures'
    | 'limit_per_user'
    | 'on_sale'
    | 'sort'
  >;
  integral_trades: TableOf<
    typeof TradeTableRow,
    | 'id'
    | 'cover'
    | 'status'
    | 'postcode'
    | 'carrier'
    | 'tracking_no'
    | `${'shipped' | 'delivered' | 'cancelled'}_at`
    | 'refunded_points'
  >;
}

export const POINTS_ROWS = {
  points_flows: PointsFlowRow,
  missions: MissionTableRow,
  mission_completions: MissionCompletionRow,
  badges: BadgeTableRow,
  user_badges: UserBadgeRow,
  badge_types: BadgeTypeTableRow,
  rich_texts: RichTextTableRow,
  integral_spu: GiftRow,
  integral_trades: TradeTableRow,
};
