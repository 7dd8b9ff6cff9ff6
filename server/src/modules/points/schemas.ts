// The points module's answers: the schemas its routes declare and the rows they map to them.
import type { FastifyRequest } from 'fastify';
import type {
  Badge,
  BadgeRule,
  BadgeType,
  ExchangeGiftBody,
  IntegralRule,
  IntegralSpu,
  IntegralTrade,
  Mission,
  MissionCompleteResult,
  PointsFlow,
} from '../../contract';
import { absUrl } from '../../http';
import { localized, pick } from '../../lib/localized';
import {
  Type,
  agrees,
  closed,
  enumOf,
  id,
  int,
  localizedProps,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import { sharePicture } from '../content';
import { type BadgeRow, type MissionListRow, type SpuRow, type TradeListRow } from './repository';

// ---------- schemas ----------

export const TradeStatus = enumOf(['pending', 'shipped', 'completed', 'cancelled'] as const);

export const PointsFlowSchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reason: Type.String(),
  createdAt: Type.String(),
});
export const SpuSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  ...localizedProps('description'),
  cover: Type.String(),
  shareImage: Type.Optional(Type.String()),
  pictures: Type.Array(Type.String()),
  points: Type.Integer(),
  stock: Type.Integer(),
  limitPerUser: Type.Integer(),
});
/** The gift's page also says how many of it the signed-in reader already has (issue #21). */
export const SpuDetailSchema = Type.Intersect([
  SpuSchema,
  Type.Object({ exchanged: Type.Optional(Type.Integer()) }),
]);
export const TradeSchema = Type.Object({
  id: Type.Integer(),
  spuId: Type.Integer(),
  spuName: Type.String(),
  cover: Type.String(),
  points: Type.Integer(),
  quantity: Type.Integer(),
  status: TradeStatus,
  address: Type.Object({
    contact: Type.String(),
    areaCode: Type.String(),
    phone: Type.String(),
    area: Type.String(),
    addressName: Type.String(),
    detailAddress: Type.String(),
    postcode: Type.String(),
  }),
  createdAt: Type.String(),
  idempotencyKey: Type.String(),
  // Issue #23: what the operators did with the order.
  carrier: Type.Optional(Type.String()),
  trackingNo: Type.Optional(Type.String()),
  shippedAt: Type.Optional(Type.String()),
  deliveredAt: Type.Optional(Type.String()),
  cancelledAt: Type.Optional(Type.String()),
  refundedPoints: Type.Optional(Type.Integer()),
});
export const RichTextSchema = Type.Object(localizedProps('content'));
export const MissionSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  ...localizedProps('description'),
  points: Type.Integer(),
  period: enumOf(['once', 'daily'] as const),
  completed: Type.Boolean(),
  /** 'client': the app completes it; otherwise the server does when the visitor acts. */
  trigger: Type.String(),
  link: Type.String(),
});
export const MissionResultSchema = Type.Object({
  missionId: Type.Integer(),
  completed: Type.Boolean(),
  pointsAwarded: Type.Integer(),
});
export const BadgeSchema = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  ...localizedProps('name'),
  icon: Type.String(),
  iconLocked: Type.String(),
  earned: Type.Boolean(),
  earnedAt: Type.Optional(Type.String()),
  description: Type.String(),
});
export const BadgeTypeSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  sort: Type.Integer(),
});
export const ExchangeSchema = closed({
  spuId: id(),
  quantity: int(1, 99),
  addressId: id(),
  idempotencyKey: str(8, 64, { pattern: '^[A-Za-z0-9_-]+$' }),
});

agrees<Serves<Static<typeof PointsFlowSchema>, PointsFlow>>();
agrees<Serves<Static<typeof SpuSchema>, Omit<IntegralSpu, 'exchanged'>>>();
agrees<Serves<Static<typeof SpuDetailSchema>, IntegralSpu>>();
agrees<Serves<Static<typeof TradeSchema>, IntegralTrade>>();
// The rules are texts without an id of their own.
agrees<Serves<Static<typeof RichTextSchema>, Omit<IntegralRule, 'id'>>>();
agrees<Serves<Static<typeof RichTextSchema>, Omit<BadgeRule, 'id'>>>();
agrees<Serves<Static<typeof MissionSchema>, Mission>>();
agrees<Serves<Static<typeof MissionResultSchema>, MissionCompleteResult>>();
agrees<Serves<Static<typeof BadgeSchema>, Badge>>();
agrees<Serves<Static<typeof BadgeTypeSchema>, BadgeType>>();
agrees<Serves<ExchangeGiftBody, Static<typeof ExchangeSchema>>>();

// ---------- rows to answers ----------

export function toSpu(req: FastifyRequest, row: SpuRow): Static<typeof SpuSchema> {
  const pictures = JSON.parse(row.pictures) as string[];
  const shareImage = sharePicture(row.cover, ...pictures);
  return {
    id: row.id,
    ...localized(row, 'name', 'name'),
    ...localized(row, 'description', 'description'),
    cover: absUrl(req, row.cover),
    ...(shareImage ? { shareImage: absUrl(req, shareImage) } : {}),
    pictures: pictures.map((url) => absUrl(req, url)),
    points: row.points,
    stock: row.stock,
    limitPerUser: row.limit_per_user,
  };
}

export function toTrade(req: FastifyRequest, row: TradeListRow): Static<typeof TradeSchema> {
  return {
    id: row.id,
    spuId: row.spu_id,
    // The gift in the caller's language, not in the one the order happened to be placed in.
    spuName: row.name_zht === null ? row.spu_name : pick(row, 'name', req.locale),
    cover: absUrl(req, row.cover),
    points: row.points,
    quantity: row.quantity,
    status: row.status,
    address: {
      contact: row.contact,
      areaCode: row.area_code,
      phone: row.phone,
      area: row.area,
      addressName: row.address_name,
      detailAddress: row.detail_address,
      postcode: row.postcode,
    },
    createdAt: iso(row.created_at) as string,
    idempotencyKey: row.idempotency_key,
    ...(row.carrier ? { carrier: row.carrier, trackingNo: row.tracking_no } : {}),
    ...(row.shipped_at ? { shippedAt: iso(row.shipped_at) } : {}),
    ...(row.delivered_at ? { deliveredAt: iso(row.delivered_at) } : {}),
    ...(row.cancelled_at
      ? { cancelledAt: iso(row.cancelled_at), refundedPoints: row.refunded_points }
      : {}),
  };
}

export function toMission(row: MissionListRow, completed: boolean): Static<typeof MissionSchema> {
  return {
    id: row.id,
    ...localized(row, 'name', 'name'),
    ...localized(row, 'description', 'description'),
    points: row.points,
    period: row.period,
    completed,
    trigger: row.trigger,
    link: row.link,
  };
}

export function toBadge(req: FastifyRequest, row: BadgeRow): Static<typeof BadgeSchema> {
  const badge: Static<typeof BadgeSchema> = {
    id: row.id,
    typeId: row.type_id,
    ...localized(row, 'name', 'name'),
    icon: absUrl(req, row.icon),
    iconLocked: absUrl(req, row.icon_locked),
    earned: row.earned_at !== null,
    description: pick(row, 'description', req.locale),
  };
  if (row.earned_at !== null) badge.earnedAt = iso(row.earned_at);
  return badge;
}
