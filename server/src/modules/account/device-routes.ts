// The visitor's devices and footprints (visits, favourites, AR check-ins).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { transaction } from '../../db/kysely';
import { conflict, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { mapPage } from '../../lib/paging';
import { Type, envelope, idList, nothing, paged, type Static } from '../../lib/schema';
import { iso } from '../../lib/time';
import { rateLimited } from '../../plugins/rate-limit';
import { assertAtArSite, checkInArSite } from '../heritage-tour';
import { keepFavourite } from '../news';
import { visitPage } from './repository';
import { type AccountRouteKit } from './route-kit';
import {
  DeviceSchema,
  FootprintBody,
  FootprintPageQuery,
  FootprintSavedSchema,
  FootprintSchema,
} from './schemas';

export function registerDeviceRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const { app, kysely, clock, limits, users, signedIn } = kit;

  // ---------- devices and footprints ----------

  // Both name any id the client likes: capped per address a minute and per account (issue #22).
  const writeLimit = { onRequest: rateLimited(app, 'writes') };
  const deviceOptions = {
    ...writeLimit,
    config: signedIn,
    schema: { body: DeviceSchema, response: envelope(nothing()) },
  };
  const saveDevice = async (req: FastifyRequest, b: Static<typeof DeviceSchema>) => {
    await users.saveDevice(
      kysely,
      requireUser(req),
      {
        deviceId: b.deviceId,
        platform: b.platform,
        model: b.model ?? '',
        system: b.system ?? '',
        language: b.language ?? '',
      },
      clock.now(),
      limits.devicesPerAccount,
    );
    return ok(req, null, 'saved');
  };
  api.post('/userDevice/add', deviceOptions, (req) => saveDevice(req, req.body));
  api.put('/userDevice', deviceOptions, (req) => saveDevice(req, req.body));

  api.post(
    '/crm/userFootprint',
    {
      ...writeLimit,
      config: signedIn,
      schema: { body: FootprintBody, response: envelope(FootprintSavedSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const { type, targetId } = req.body;
      // Issue #12: a footprint of kind 'collect' is a favourite (server/API.md "Favourites").
      if (req.body.kind === 'collect') {
        const favourite = await keepFavourite(app.ctx.kysely, userId, type, targetId, now);
        return ok(req, { id: favourite, pointsAwarded: 0 }, 'saved');
      }
      // An AR check-in counts only at the site (#21): refused before anything is written.
      if (type === 'ar') await assertAtArSite(app.ctx.kysely, targetId, req.body);
      const max = limits.footprintsPerAccountPerDay;
      const footprintId = await users.visit(kysely, userId, type, targetId, now, max);
      if (footprintId === undefined) throw conflict('footprintDailyCap', { max });
      // An AR site's visit is its check-in; the server completes the tour's mission (#12).
      const pointsAwarded = type === 'ar' ? await checkInArSite(app.ctx.kysely, userId, now) : 0;
      return ok(req, { id: footprintId, pointsAwarded }, 'saved');
    },
  );
  api.delete(
    '/crm/userFootprint',
    { config: signedIn, schema: { body: idList(), response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      await transaction(kysely, async (trx) => {
        // All or nothing, and another visitor's id looks exactly like a missing one.
        if ((await users.footprintsAmong(trx, userId, ids)) !== ids.length) throw notFound();
        await users.removeFootprints(trx, userId, ids);
      });
      return ok(req, null, 'deleted');
    },
  );
  api.get(
    '/crm/userFootprint/getCount',
    { config: signedIn, schema: { response: envelope(Type.Integer()) } },
    async (req) => ok(req, await users.visitCount(kysely, requireUser(req))),
  );
  api.get(
    '/crm/userFootprint/page',
    {
      config: signedIn,
      schema: { querystring: FootprintPageQuery, response: envelope(paged(FootprintSchema)) },
    },
    async (req) => {
      const page = await visitPage(kysely, requireUser(req), req.query.type ?? null, req.query);
      return ok(
        req,
        mapPage(page, (r) => ({
          id: r.id,
          type: r.type,
          targetId: r.target_id,
          createdAt: iso(r.created_at) as string,
        })),
      );
    },
  );
}
