// Deleting the account: erased everywhere it was copied (erasure.ts, issue #22).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { transaction } from '../../db/kysely';
import { ok, requireUser } from '../../http';
import { envelope, nothing } from '../../lib/schema';
import { eraseUser, finishErasure } from './erasure';
import { type AccountRouteKit } from './route-kit';

export function registerErasureRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const { app, kysely, clock, signedIn } = kit;

  api.delete(
    '/pc/accountSecurity/account',
    { config: signedIn, schema: { response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      // Erased everywhere it was copied (issue #22; erasure.ts), sessions included.
      const erased = await transaction(kysely, (trx) => eraseUser(trx, userId, now));
      await finishErasure(app.ctx, erased);
      return ok(req, null, 'accountDeleted');
    },
  );
}
