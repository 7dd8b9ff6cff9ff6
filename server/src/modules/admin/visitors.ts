import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { Type, closed, int, str } from '../../lib/schema';
import { maskPhone } from '../account';
import { audit, operatorOf } from './access';
import {
  findVisitors,
  visitor,
  visitorLedger,
  visitorOrders,
  visitorWorks,
  type VisitorRow,
} from './repository';
import { RESOURCE_ACCESS } from './permissions';

const iso = (ms: unknown) =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

/**
 * Visitors, read only (issue #29, server/API-admin.md "visitors"): found by id, phone or name
 * for a complaint, with their orders, works and points ledger. The phone in full needs
 * `visitors:phone`; every look at one visitor's details is an audit row (who looked, when).
 */
export function registerVisitorRoutes(app: FastifyInstance): void {
  const { kysely, clock } = app.ctx;
  const access = { access: RESOURCE_ACCESS.visitors.read };

  const answer = (row: VisitorRow, fullPhone: boolean) => ({
    id: row.id,
    name: row.name,
    showName: row.show_name,
    areaCode: row.area_code,
    phone: fullPhone ? row.phone : maskPhone(row.phone),
    phoneMasked: !fullPhone && row.phone !== '',
    email: fullPhone ? row.email : '',
    points: row.points,
    createdAt: iso(row.created_at),
    deletedAt: iso(row.deleted_at),
  });

  app.get(
    '/visitors',
    {
      config: access,
      schema: {
        querystring: closed({
          page: Type.Optional(int(1, 10_000)),
          perPage: Type.Optional(int(1, 100)),
          sort: Type.Optional(str(0, 40)),
          order: Type.Optional(str(0, 4)),
          filter: Type.Optional(str(0, 2000)),
        }),
      },
    },
    async (req) => {
      const op = operatorOf(req);
      const q = req.query as { page?: number; perPage?: number; filter?: string };
      let text = '';
      try {
        const filter = q.filter ? (JSON.parse(q.filter) as { q?: unknown; id?: unknown }) : {};
        if (typeof filter.q === 'string') text = filter.q.slice(0, 100);
        else if (Array.isArray(filter.id) && filter.id.length === 1) text = String(filter.id[0]);
      } catch {
        text = '';
      }
      // Found, never browsed: without words to look for, nobody is listed.
      if (text.trim() === '') return { data: [], total: 0 };
      const perPage = q.perPage ?? 25;
      const { rows, total } = await findVisitors(kysely, text, {
        limit: perPage,
        offset: ((q.page ?? 1) - 1) * perPage,
      });
      const full = op.permissions.includes('visitors:phone');
      return { data: rows.map((row) => answer(row, full)), total };
    },
  );

  app.get(
    '/visitors/:id',
    { config: access, schema: { params: closed({ id: int(1) }) } },
    async (req) => {
      const op = operatorOf(req);
      const { id } = req.params as { id: number };
      const row = await visitor(kysely, id);
      if (!row) throw notFound();
      const full = op.permissions.includes('visitors:phone');
      await audit(kysely, op, {
        action: 'visitors.view',
        entity: 'visitors',
        entityId: id,
        before: null,
        after: { phoneShown: full },
        at: clock.now(),
      });
      return {
        data: {
          ...answer(row, full),
          orders: (await visitorOrders(kysely, id)).map((o) => ({
            id: o.id,
            giftName: o.spu_name,
            quantity: o.quantity,
            totalPoints: o.points,
            status: o.status,
            carrier: o.carrier,
            trackingNo: o.tracking_no,
            createdAt: iso(o.created_at),
            shippedAt: iso(o.shipped_at),
            deliveredAt: iso(o.delivered_at),
            cancelledAt: iso(o.cancelled_at),
          })),
          works: (await visitorWorks(kysely, id)).map((w) => ({
            id: w.id,
            titleZht: w.title_zht,
            groupName: w.group_name,
            status: w.withdrawn_at !== null ? 'withdrawn' : w.status,
            votes: w.votes,
            createdAt: iso(w.created_at),
          })),
          ledger: (await visitorLedger(kysely, id)).map((f) => ({
            id: f.id,
            amount: f.amount,
            balanceAfter: f.balance_after,
            reasonZht: f.reason_zht,
            reasonPt: f.reason_pt,
            reasonEn: f.reason_en,
            createdAt: iso(f.created_at),
          })),
        },
      };
    },
  );
}
