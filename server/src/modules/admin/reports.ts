import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../errors';
import { Type, closed, enumOf, int, str } from '../../lib/schema';
import { LOCALES } from '../../i18n';
import { macauDay, macauMinute, parseTime } from '../../lib/time';
import type { Locale } from '../../contract';
import { dayFigures, voteLines } from './report-repository';
import { exportedOrders } from './repository';
import { ORDER_COLUMNS, ORDER_STATUS_WORDS, VOTE_COLUMNS, csv, headerLine } from './csv';
import { RESOURCE_ACCESS } from './permissions';

function range(req: FastifyRequest, q: { from?: string; to?: string }) {
  const from = parseTime(q.from, false);
  const to = parseTime(q.to, true);
  if (Number.isNaN(from) || Number.isNaN(to)) throw invalid('validation', { detail: 'from/to' });
  void req;
  return { from: from ?? 0, to: to ?? 8_640_000_000_000_000 };
}

const TimeText = str(0, 40);
/**
 * The language of a file's headers and words: a download link cannot send the console's
 * Accept-Language, so it says `lang`; without it, Accept-Language (issue #29).
 */
const Lang = Type.Optional(enumOf(LOCALES));
const localeOf = (req: FastifyRequest) => (req.query as { lang?: Locale }).lang ?? req.locale;

/** CSV exports and the dashboard (server/API-admin.md "Exports", "Dashboard"). */
export function registerReportRoutes(app: FastifyInstance): void {
  const { kysely, clock, config } = app.ctx;

  app.get(
    '/exports/votes.csv',
    {
      config: { access: RESOURCE_ACCESS.exports.actions.votes },
      schema: {
        querystring: closed({
          groupId: Type.Optional(int(1)),
          from: Type.Optional(TimeText),
          to: Type.Optional(TimeText),
          lang: Lang,
        }),
      },
    },
    async (req, reply) => {
      const q = req.query as { groupId?: number; from?: string; to?: string };
      const { from, to } = range(req, q);
      const rows = await voteLines(kysely, { from, to, groupId: q.groupId ?? null });
      const ranks = new Map<number, number>();
      const lines: unknown[][] = [headerLine(VOTE_COLUMNS, localeOf(req))];
      for (const row of rows) {
        const rank = (ranks.get(row.group_id) ?? 0) + 1;
        ranks.set(row.group_id, rank);
        lines.push([
          rank,
          row.group_name,
          row.id,
          row.title_zht,
          row.author_name,
          row.votes_in_range,
          row.votes,
        ]);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="votes.csv"')
        .header('cache-control', 'no-store')
        .send(csv(lines));
    },
  );

  app.get(
    '/exports/orders.csv',
    {
      config: { access: RESOURCE_ACCESS.exports.actions.orders },
      schema: {
        querystring: closed({
          from: Type.Optional(TimeText),
          to: Type.Optional(TimeText),
          status: Type.Optional(enumOf(['pending', 'shipped', 'completed', 'cancelled', 'all'])),
          q: Type.Optional(str(0, 100)),
          lang: Lang,
        }),
      },
    },
    async (req, reply) => {
      const q = req.query as { from?: string; to?: string; status?: string; q?: string };
      const { from, to } = range(req, q);
      const status = q.status ?? 'pending';
      const locale = localeOf(req);
      const rows = await exportedOrders(kysely, {
        from,
        to,
        status,
        search: q.q?.trim() ?? '',
      });
      // The columns of ORDER_COLUMNS, in their order; POST /orders/ship-csv reads the file back.
      const lines: unknown[][] = [headerLine(ORDER_COLUMNS, locale)];
      for (const r of rows) {
        lines.push([
          r.id,
          macauMinute(Number(r.created_at)),
          r.spu_name,
          r.quantity,
          r.contact,
          r.area_code,
          r.phone,
          r.area_name,
          [r.address_name, r.detail_address].filter(Boolean).join(' '),
          r.postcode,
          ORDER_STATUS_WORDS[String(r.status)]?.[locale] ?? r.status,
          r.carrier,
          r.tracking_no,
        ]);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'no-store')
        .send(csv(lines));
    },
  );

  app.get('/dashboard', { config: { access: RESOURCE_ACCESS.dashboard.read } }, async () => {
    const day = macauDay(clock.now());
    const start = Date.parse(`${day}T00:00:00+08:00`);
    const end = start + 86_400_000;
    const figures = await dayFigures(kysely, day, start, end);
    return { data: { day, ...figures, smsDailyCap: config.limits.smsPerDay } };
  });
}
