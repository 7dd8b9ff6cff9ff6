import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transaction } from '../../db/kysely';
import type { DbExecutor } from '../../tables';
import { invalid } from '../../errors';
import { t } from '../../http';
import type { MessageKey } from '../../i18n';
import { Type, closed, int, str } from '../../lib/schema';
import { moderateWork, type ModerationMove } from '../contest';
import { shipTrade } from '../points';
import { audit, operatorOf, type OperatorContext } from './access';
import type { Resource } from './crud';
import { ORDER_COLUMNS, findColumns, parseCsv } from './csv';
import { RESOURCE_ACCESS } from './permissions';

/**
 * Bulk moderation and shipping (issue #29, server/API-admin.md "Bulk"): many rows in one
 * transaction, each moved by the same conditional UPDATE as its single action and written to the
 * audit log as its own row; a row whose state does not allow the move is reported, not moved, and
 * does not stop the others.
 */

const MAX_IDS = 100;
const MAX_SHIP_LINES = 2000;
const FIELD_MAX = 60;

interface Refusal {
  id: number;
  code: string;
  message: string;
}

/** Moves one row inside the caller's transaction: its audit row, or why not. */
async function moveRow(
  db: DbExecutor,
  resource: Resource,
  op: OperatorContext,
  id: number,
  action: string,
  move: () => Promise<boolean>,
  now: number,
): Promise<'moved' | 'notFound' | 'state'> {
  const row = await resource.load(db, id);
  if (!row) return 'notFound';
  const before = await resource.audited(db, row);
  if (!(await move())) return 'state';
  await audit(db, op, {
    action: `${resource.def.name}.${action}`,
    entity: resource.def.name,
    entityId: id,
    before,
    after: await resource.audited(db, (await resource.load(db, id)) as Record<string, unknown>),
    at: now,
  });
  return 'moved';
}

const refusal = (req: FastifyRequest, id: number, key: MessageKey): Refusal => ({
  id,
  code: key,
  message: t(req, key),
});

export function registerBulkRoutes(
  app: FastifyInstance,
  { works, orders }: { works: Resource; orders: Resource },
): void {
  const { kysely, clock } = app.ctx;
  const Ids = Type.Array(int(1), { minItems: 1, maxItems: MAX_IDS, uniqueItems: true });

  const bulkWorks = (
    path: string,
    body: ReturnType<typeof closed>,
    moveOf: (body: Record<string, unknown>) => { move: ModerationMove; remark: string },
  ) =>
    app.post(
      `/works/bulk/${path}`,
      { config: { access: RESOURCE_ACCESS.works.write }, schema: { body } },
      async (req) => {
        const op = operatorOf(req);
        const input = req.body as { ids: number[] } & Record<string, unknown>;
        const { move, remark } = moveOf(input);
        const now = clock.now();
        const done: number[] = [];
        const refused: Refusal[] = [];
        await transaction(kysely, async (trx) => {
          for (const id of input.ids) {
            const outcome = await moveRow(
              trx,
              works,
              op,
              id,
              move === 'show' ? 'hide' : move,
              () => moderateWork(trx, id, move, remark, now),
              now,
            );
            if (outcome === 'moved') done.push(id);
            else
              refused.push(
                refusal(req, id, outcome === 'notFound' ? 'workNotFound' : 'workStateConflict'),
              );
          }
        });
        return { data: { done, refused } };
      },
    );

  bulkWorks('approve', closed({ ids: Ids }), () => ({ move: 'approve', remark: '' }));
  bulkWorks('reject', closed({ ids: Ids, remark: str(1, 200, { pattern: '\\S' }) }), (b) => ({
    move: 'reject',
    remark: String(b.remark).trim(),
  }));
  bulkWorks('hide', closed({ ids: Ids, hidden: Type.Boolean() }), (b) => ({
    move: b.hidden ? 'hide' : 'show',
    remark: '',
  }));

  app.post(
    '/orders/ship-csv',
    {
      config: { access: RESOURCE_ACCESS.orders.write },
      schema: { body: closed({ csv: str(1, 1_000_000), dryRun: Type.Boolean() }) },
    },
    async (req) => {
      const op = operatorOf(req);
      const { csv: text, dryRun } = req.body as { csv: string; dryRun: boolean };
      const lines = parseCsv(text);
      const at = findColumns(lines[0] ?? [], ORDER_COLUMNS, {
        orderId: 'order id',
        carrier: 'carrier',
        trackingNo: 'tracking no',
      });
      if (at.orderId === undefined || at.carrier === undefined || at.trackingNo === undefined) {
        throw invalid('csvHeader');
      }
      if (lines.length - 1 > MAX_SHIP_LINES) {
        throw invalid('csvTooManyRows', { max: MAX_SHIP_LINES });
      }
      const cols = { orderId: at.orderId, carrier: at.carrier, trackingNo: at.trackingNo };
      const now = clock.now();
      const seen = new Set<number>();
      const rows: {
        line: number;
        orderId: number | null;
        carrier: string;
        trackingNo: string;
        outcome: 'ship' | 'shipped' | 'skipped' | 'refused';
        code?: string;
        message?: string;
      }[] = [];
      type Verdict = { outcome: 'ship' | 'shipped' | 'skipped' } | { refused: MessageKey };
      const verdictOf = async (
        trx: DbExecutor,
        orderId: number | null,
        carrier: string,
        trackingNo: string,
      ): Promise<Verdict> => {
        if (orderId === null) return { refused: 'shipRowOrderId' };
        if (carrier === '' && trackingNo === '') return { outcome: 'skipped' };
        if (seen.has(orderId)) return { refused: 'shipRowDuplicate' };
        seen.add(orderId);
        if (carrier === '' || trackingNo === '') return { refused: 'shipRowIncomplete' };
        if (carrier.length > FIELD_MAX || trackingNo.length > FIELD_MAX) {
          return { refused: 'shipRowTooLong' };
        }
        const order = await orders.load(trx, orderId);
        if (!order) return { refused: 'shipRowUnknown' };
        if (order.status !== 'pending') return { refused: 'shipRowState' };
        if (dryRun) return { outcome: 'ship' };
        const outcome = await moveRow(
          trx,
          orders,
          op,
          orderId,
          'ship',
          () => shipTrade(trx, orderId, { carrier, trackingNo }, now),
          now,
        );
        return outcome === 'moved' ? { outcome: 'shipped' } : { refused: 'shipRowState' };
      };
      // Checked and (unless a preview) shipped under one write lock: the preview's verdicts are
      // what the real run does, and a row is shipped once whoever else ships it at the same time.
      await transaction(kysely, async (trx) => {
        for (const [index, cells] of lines.slice(1).entries()) {
          if (cells.every((cell) => cell.trim() === '')) continue;
          const rawId = (cells[cols.orderId] ?? '').trim();
          const carrier = (cells[cols.carrier] ?? '').trim();
          const trackingNo = (cells[cols.trackingNo] ?? '').trim();
          const orderId = /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
          const base = { line: index + 2, orderId, carrier, trackingNo };
          const verdict = await verdictOf(trx, orderId, carrier, trackingNo);
          if ('refused' in verdict) {
            const key = verdict.refused;
            rows.push({ ...base, outcome: 'refused', code: key, message: t(req, key) });
          } else rows.push({ ...base, outcome: verdict.outcome });
        }
      });
      const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
      return {
        data: {
          dryRun,
          rows,
          ship: count('ship'),
          shipped: count('shipped'),
          skipped: count('skipped'),
          refused: count('refused'),
        },
      };
    },
  );
}
