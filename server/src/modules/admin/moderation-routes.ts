import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/kysely';
import { conflict, notFound } from '../../errors';
import { Type, closed, int, str } from '../../lib/schema';
import { moderateWork, type ModerationMove } from '../contest';
import { storeUpload } from '../files';
import { AREA_NAME, cancelTrade, deliverTrade, shipTrade } from '../points';
import { rateLimited } from '../../plugins/rate-limit';
import type { DbExecutor } from '../../tables';
import { audit, operatorOf } from './access';
import { loc, rangeFilters, registerResource, type Resource } from './crud';
import { RESOURCE_ACCESS, type Permission } from './permissions';
import { setGiftStock } from './report-repository';
import { auditCount } from './repository';

const IdParams = closed({ id: int(1) });

/** Works under review (moderator) and exchange orders (fulfilment), with their actions. */
export function registerModerationRoutes(app: FastifyInstance): {
  works: Resource;
  orders: Resource;
} {
  const { kysely, clock } = app.ctx;

  const works = registerResource(app, {
    name: 'works',
    table: 'vote_players',
    select: `t.*, g.name_zht AS group_name,
      CASE WHEN t.withdrawn_at IS NOT NULL THEN 'withdrawn' ELSE t.status END AS admin_status,
      (t.hidden_at IS NOT NULL) AS is_hidden`,
    from: 'FROM vote_players t JOIN vote_groups g ON g.id = t.group_id',
    fields: {
      contestId: { column: 'vote_id', kind: 'int', readOnly: true, filter: true },
      groupId: { column: 'group_id', kind: 'int', readOnly: true, filter: true },
      groupName: { column: 'group_name', kind: 'string', readOnly: true },
      userId: { column: 'user_id', kind: 'int', readOnly: true, filter: true },
      // The author's name and words are theirs (issue #22): never copied into the audit log.
      authorName: { column: 'author_name', kind: 'string', readOnly: true, personal: true },
      ...Object.fromEntries(
        Object.entries(loc('title')).map(([k, f]) => [k, { ...f, readOnly: true, personal: true }]),
      ),
      slogan: { column: 'slogan', kind: 'string', readOnly: true, personal: true },
      cover: { column: 'cover', kind: 'string', readOnly: true, personal: true },
      // The album, in the order submitted: the moderator sees everything the visitor sent.
      pictures: { column: 'pictures', kind: 'json', readOnly: true, personal: true },
      status: { column: 'admin_status', kind: 'string', readOnly: true },
      remark: { column: 'review_remark', kind: 'string', readOnly: true },
      hidden: { column: 'is_hidden', kind: 'bool', readOnly: true },
      votes: { column: 'votes', kind: 'int', readOnly: true, sortable: true },
      createdAt: { column: 'created_at', kind: 'time', readOnly: true, sortable: true },
      reviewedAt: { column: 'reviewed_at', kind: 'time', readOnly: true },
    },
    search: ['t.title_zht', 't.title_en', 't.slogan', 't.author_name'],
    extraFilters: {
      ...rangeFilters('t.created_at'),
      status: {
        schema: Type.String(),
        where: (value) => {
          if (value === 'withdrawn') return { sql: 't.withdrawn_at IS NOT NULL' };
          if (value === 'rejected')
            return { sql: "t.status = 'rejected' AND t.withdrawn_at IS NULL" };
          if (value === 'pending' || value === 'approved') {
            return { sql: 't.status = @status', params: { status: value } };
          }
          return { sql: '' };
        },
      },
    },
    create: false,
    update: false,
    remove: false,
  });
  /**
   * An action on one row: the row before, the move (false: 409, nothing written), the row after
   * and its audit row, in one transaction. `run` answers the action's name when it moved the row.
   */
  const rowAction = (
    resource: Resource,
    access: Permission,
    path: string,
    body: ReturnType<typeof closed>,
    run: (
      trx: DbExecutor,
      id: number,
      body: Record<string, unknown>,
      now: number,
    ) => Promise<string | false>,
  ) =>
    app.post(
      `/${resource.def.name}/:id/${path}`,
      { config: { access }, schema: { params: IdParams, body } },
      async (req) => {
        const op = operatorOf(req);
        const { id } = req.params as { id: number };
        const now = clock.now();
        const data = await transaction(kysely, async (trx) => {
          const row = await resource.load(trx, id);
          if (!row) throw notFound();
          const before = await resource.audited(trx, row);
          const action = await run(trx, id, (req.body ?? {}) as Record<string, unknown>, now);
          if (!action) throw conflict('stateConflict');
          const moved = (await resource.load(trx, id)) as Record<string, unknown>;
          await audit(trx, op, {
            action: `${resource.def.name}.${action}`,
            entity: resource.def.name,
            entityId: id,
            before,
            after: await resource.audited(trx, moved),
            at: now,
          });
          return resource.answer(trx, moved);
        });
        return { data };
      },
    );

  const moderate = async (
    trx: DbExecutor,
    move: ModerationMove,
    id: number,
    remark: string,
    now: number,
  ) => (await moderateWork(trx, id, move, remark, now)) && move;
  rowAction(works, RESOURCE_ACCESS.works.write, 'approve', closed({}), (trx, id, _b, now) =>
    moderate(trx, 'approve', id, '', now),
  );
  rowAction(
    works,
    RESOURCE_ACCESS.works.write,
    'reject',
    closed({ remark: str(1, 200, { pattern: '\\S' }) }),
    (trx, id, b, now) => moderate(trx, 'reject', id, String(b.remark).trim(), now),
  );
  rowAction(
    works,
    RESOURCE_ACCESS.works.write,
    'withdraw',
    closed({ remark: Type.Optional(str(0, 200)) }),
    (trx, id, b, now) => moderate(trx, 'withdraw', id, String(b.remark ?? '').trim(), now),
  );
  rowAction(
    works,
    RESOURCE_ACCESS.works.write,
    'hide',
    closed({ hidden: Type.Boolean() }),
    (trx, id, b, now) => moderate(trx, b.hidden ? 'hide' : 'show', id, '', now),
  );

  const orders = registerResource(app, {
    name: 'orders',
    table: 'integral_trades',
    // The area as its name (the dictionary's zh-Hant label), not its code: what an operator and a
    // courier read.
    select: `t.*, t.points / t.quantity AS unit_points, ${AREA_NAME} AS area_name`,
    fields: {
      userId: { column: 'user_id', kind: 'int', readOnly: true, filter: true },
      giftId: { column: 'spu_id', kind: 'int', readOnly: true, filter: true },
      giftName: { column: 'spu_name', kind: 'string', readOnly: true },
      cover: { column: 'cover', kind: 'string', readOnly: true },
      points: { column: 'unit_points', kind: 'int', readOnly: true },
      quantity: { column: 'quantity', kind: 'int', readOnly: true },
      totalPoints: { column: 'points', kind: 'int', readOnly: true, sortable: true },
      status: {
        column: 'status',
        kind: 'enum',
        values: ['pending', 'shipped', 'completed', 'cancelled'],
        readOnly: true,
        filter: true,
      },
      // Where the gift goes is the visitor's (issue #22): never copied into the audit log.
      contact: { column: 'contact', kind: 'string', readOnly: true, personal: true },
      areaCode: { column: 'area_code', kind: 'string', readOnly: true, personal: true },
      phone: { column: 'phone', kind: 'string', readOnly: true, personal: true },
      area: { column: 'area', kind: 'string', readOnly: true, personal: true },
      areaName: { column: 'area_name', kind: 'string', readOnly: true, personal: true },
      addressName: { column: 'address_name', kind: 'string', readOnly: true, personal: true },
      detailAddress: { column: 'detail_address', kind: 'string', readOnly: true, personal: true },
      postcode: { column: 'postcode', kind: 'string', readOnly: true, personal: true },
      carrier: { column: 'carrier', kind: 'string', readOnly: true },
      trackingNo: { column: 'tracking_no', kind: 'string', readOnly: true },
      createdAt: { column: 'created_at', kind: 'time', readOnly: true, sortable: true },
      shippedAt: { column: 'shipped_at', kind: 'time', readOnly: true },
      deliveredAt: { column: 'delivered_at', kind: 'time', readOnly: true },
      cancelledAt: { column: 'cancelled_at', kind: 'time', readOnly: true },
      refundedPoints: { column: 'refunded_points', kind: 'int', readOnly: true },
    },
    search: ['t.contact', 't.phone', 't.tracking_no'],
    extraFilters: rangeFilters('t.created_at'),
    create: false,
    update: false,
    remove: false,
  });

  rowAction(
    orders,
    RESOURCE_ACCESS.orders.write,
    'ship',
    closed({ carrier: str(1, 60, { pattern: '\\S' }), trackingNo: str(1, 60, { pattern: '\\S' }) }),
    async (trx, id, b, now) =>
      (await shipTrade(
        trx,
        id,
        { carrier: String(b.carrier).trim(), trackingNo: String(b.trackingNo).trim() },
        now,
      )) && 'ship',
  );
  rowAction(
    orders,
    RESOURCE_ACCESS.orders.write,
    'deliver',
    closed({}),
    async (trx, id, _b, now) => ((await deliverTrade(trx, id, now)) ? 'deliver' : false),
  );
  rowAction(orders, RESOURCE_ACCESS.orders.write, 'cancel', closed({}), async (trx, id, _b, now) =>
    (await cancelTrade(trx, id, now)) ? 'cancel' : false,
  );
  return { works, orders };
}

/** Fulfilment sets a gift's stock (the rest of the gift is the admin's). */
export function registerGiftStockRoute(app: FastifyInstance, gifts: Resource): void {
  const { kysely, clock } = app.ctx;
  app.put(
    '/gifts/:id/stock',
    {
      config: { access: RESOURCE_ACCESS.gifts.actions.stock },
      schema: { params: IdParams, body: closed({ stock: int(0, 1_000_000) }) },
    },
    async (req) => {
      const op = operatorOf(req);
      const { id } = req.params as { id: number };
      const { stock } = req.body as { stock: number };
      const now = clock.now();
      const after = await transaction(kysely, async (trx) => {
        const row = await gifts.load(trx, id);
        if (!row) throw notFound();
        const before = await gifts.answer(trx, row);
        await setGiftStock(trx, id, stock);
        const answer = await gifts.answer(
          trx,
          (await gifts.load(trx, id)) as Record<string, unknown>,
        );
        await audit(trx, op, {
          action: 'gifts.stock',
          entity: 'gifts',
          entityId: id,
          before,
          after: answer,
          at: now,
        });
        return answer;
      });
      return { data: after };
    },
  );
}

/** A picture for a cover, an image or an icon (server/API-admin.md "uploads"). */
export function registerAdminUploadRoute(app: FastifyInstance): void {
  const { clock, config } = app.ctx;
  app.post(
    '/uploads',
    { onRequest: rateLimited(app, 'uploads'), config: { access: 'uploads:write', upload: true } },
    async (req) => {
      const op = operatorOf(req);
      const stored = await storeUpload(req, null, {
        max: config.limits.consoleUploadsPerDay,
        key: `files:uploads:operator:${op.id}`,
        usedSince: (sinceMs, executor) => auditCount(executor, op.id, 'uploads.create', sinceMs),
        // The audit row is what the cap counts: written with the upload, under its lock.
        record: (trx, upload) =>
          audit(trx, op, {
            action: 'uploads.create',
            entity: 'uploads',
            entityId: upload.url.split('/').pop() ?? '',
            before: null,
            after: upload,
            at: clock.now(),
          }),
      });
      return { data: stored };
    },
  );
}
