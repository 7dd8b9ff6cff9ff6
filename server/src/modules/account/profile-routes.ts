// The signed-in visitor's profile: reading and editing it, the real name (ID card), and the
// company and role of the older exhibition layer.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, rejected } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { sha256Hex } from '../../lib/crypto';
import { Type, envelope, storedPicture, type Static } from '../../lib/schema';
import { idCardOk, maskIdCard, normalizeIdCard } from './id-card';
import { checkPersonNames, type AccountRouteKit } from './route-kit';
import {
  ColleagueQuery,
  ColleagueSchema,
  IdCardInfoSchema,
  IdCardQuery,
  MembershipSchema,
  ProfileSchema,
  ProfileWithNameSchema,
  RoleSchema,
  UserSchema,
} from './schemas';
import type { UserRow } from './users';

export function registerProfileRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, users, signedIn, user, userInfo, appellationOk } = kit;

  const applyProfile = async (userId: number, body: Static<typeof ProfileWithNameSchema>) => {
    checkPersonNames(body.name, body.realName);
    if (!(await appellationOk(body.appellation))) {
      throw new ApiError(BodyCode.validation, 'appellationInvalid');
    }
    if (body.region && !(await users.regionKnown(kysely, body.region))) {
      throw new ApiError(BodyCode.validation, 'regionInvalid');
    }
    if (body.timeZone && !(await users.timeZoneKnown(kysely, body.timeZone))) {
      throw new ApiError(BodyCode.validation, 'timeZoneInvalid');
    }
    try {
      await users.updateProfile(
        kysely,
        userId,
        {
          name: body.name,
          show_name: body.showName,
          appellation: body.appellation,
          gender: body.gender,
          email: body.email?.toLowerCase(),
          region: body.region,
          time_zone: body.timeZone,
          language: body.language,
          avatar: storedPicture(body.avatar),
          real_name: body.realName,
        },
        clock.now(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('showNameTaken');
      throw error;
    }
  };

  const meOptions = { config: signedIn, schema: { response: envelope(UserSchema) } };
  const me = async (req: FastifyRequest) => ok(req, await userInfo(req, await user(req)));
  api.get('/cus/user', meOptions, me);
  api.get('/cus/user/info', meOptions, me);

  api.put(
    '/cus/user',
    { config: signedIn, schema: { body: ProfileSchema, response: envelope(UserSchema) } },
    async (req) => {
      await applyProfile(requireUser(req), req.body);
      return ok(req, await userInfo(req, await user(req)), 'saved');
    },
  );
  api.post(
    '/user/update',
    { config: signedIn, schema: { body: ProfileWithNameSchema, response: envelope(UserSchema) } },
    async (req) => {
      await applyProfile(requireUser(req), req.body);
      return ok(req, await userInfo(req, await user(req)), 'saved');
    },
  );

  // ---------- real name ----------

  const idCardInfo = (row: UserRow): Static<typeof IdCardInfoSchema> => ({
    realName: row.real_name ?? '',
    idCardNo: row.id_card_masked ?? '',
    verified: row.id_card_verified === 1,
  });
  api.get(
    '/user/idCardInfo',
    { config: signedIn, schema: { response: envelope(IdCardInfoSchema) } },
    async (req) => ok(req, idCardInfo(await user(req))),
  );
  api.get(
    '/user/checkCardInfo',
    {
      config: signedIn,
      schema: { querystring: IdCardQuery, response: envelope(IdCardInfoSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      checkPersonNames(req.query.realName);
      const normalized = normalizeIdCard(req.query.idCardNo);
      if (!idCardOk(normalized)) throw rejected('idCardInvalid');
      // Only a mask and a hash are kept: the full number is never stored or sent back.
      await users.setRealName(
        kysely,
        userId,
        req.query.realName.trim(),
        maskIdCard(normalized),
        sha256Hex(normalized),
        clock.now(),
      );
      return ok(req, idCardInfo(await user(req)), 'saved');
    },
  );

  // ---------- company and role (older exhibition layer) ----------

  api.get(
    '/cus/user/getCompanyUsers',
    {
      config: signedIn,
      schema: { querystring: ColleagueQuery, response: envelope(Type.Array(ColleagueSchema)) },
    },
    async (req) => {
      const row = await user(req);
      if (row.company_id === null) return ok(req, []);
      const colleagues = (await users.colleagues(kysely, row.company_id, req.query)).map((c) => ({
        id: c.id,
        showName: c.show_name,
        name: c.name,
        avatar: absUrl(req, c.avatar),
        position: c.position,
        companyName: c.company_name,
      }));
      return ok(req, colleagues);
    },
  );
  api.put(
    '/convertRole',
    { config: signedIn, schema: { body: RoleSchema, response: envelope(UserSchema) } },
    async (req) => {
      const row = await user(req);
      // Only an account that belongs to an exhibiting enterprise can act as the exhibitor.
      if (req.body.role === 'exhibitor' && row.company_id === null) throw forbidden();
      await users.setRole(kysely, row.id, req.body.role, clock.now());
      return ok(req, await userInfo(req, await user(req)), 'saved');
    },
  );
  api.put(
    '/crm/membersInfo/app',
    { config: signedIn, schema: { body: MembershipSchema, response: envelope(UserSchema) } },
    async (req) => {
      const row = await user(req);
      const b = req.body;
      await users.setMembership(
        kysely,
        row.id,
        {
          companyName: b.companyName ?? row.company_name,
          position: b.position ?? row.position,
          name: b.name ?? row.name,
          email: b.email?.toLowerCase() ?? row.email,
        },
        clock.now(),
      );
      return ok(req, await userInfo(req, await user(req)), 'saved');
    },
  );
}
