import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Booth, Enterprise, Exhibit, ExhibitCategory } from '../../contract';
import { notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { localized } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import {
  Type,
  agrees,
  closed,
  envelope,
  id,
  idParams,
  localizedProps,
  nothing,
  paged,
  pagedQuery,
  str,
  type Serves,
  type Static,
  type TSchema,
} from '../../lib/schema';
import { registerFavouritesRoute } from '../news';
import { registerCardRoutes } from './cards';
import { registerEventRoutes } from './events';
import * as layer from './layer-repository';
import {
  boothPage,
  exhibitPage,
  type BoothRow,
  type CategoryRow,
  type EnterpriseRow,
  type ExhibitRow,
} from './layer-repository';
import { registerScheduleRoutes } from './schedules';

// ---------- schemas of the older exhibition layer (server/API.md) ----------

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const BoothSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  ...localizedProps('name'),
  hall: Type.String(),
  ...localizedProps('hall'),
  area: Type.Number(),
  enterpriseId: nullable(Type.Integer()),
  enterpriseName: Type.String(),
});
const ExhibitSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...localizedProps('name'),
  intro: Type.String(),
  ...localizedProps('intro'),
  cover: Type.String(),
  era: Type.String(),
  categoryId: nullable(Type.Integer()),
  boothId: nullable(Type.Integer()),
  enterpriseId: nullable(Type.Integer()),
  attention: Type.Boolean(),
});
/** The category tree: a category with its sub-categories, at any depth. */
const CategorySchema = Type.Cyclic(
  {
    ExhibitCategory: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      ...localizedProps('name'),
      children: Type.Optional(Type.Array(Type.Ref('ExhibitCategory'))),
    }),
  },
  'ExhibitCategory',
);
const EnterpriseSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...localizedProps('name'),
  intro: Type.String(),
  introEn: Type.String(),
  logo: Type.String(),
  website: Type.String(),
  address: Type.String(),
  industry: Type.String(),
});
const ExhibitPageQuery = pagedQuery({
  categoryId: Type.Optional(id()),
  keyword: Type.Optional(str(0, 50)),
});
// SPEC §7: the exhibit calls are form-encoded with spuId; the exhibitor ones take JSON.
const SpuBody = closed({ spuId: id() });
const EnterpriseBody = closed({ enterpriseId: id() });

type CategoryNode = Static<typeof CategorySchema>;

agrees<Serves<Static<typeof BoothSchema>, Booth>>();
agrees<Serves<Static<typeof ExhibitSchema>, Exhibit>>();
// Serves cannot walk a recursive type: the fields of one level are compared, and the whole tree
// must be the app's type.
agrees<Serves<Omit<CategoryNode, 'children'>, Pick<ExhibitCategory, 'id' | 'name'>>>();
agrees<CategoryNode extends ExhibitCategory ? true : false>();
agrees<Serves<Static<typeof EnterpriseSchema>, Enterprise>>();

function toBooth(row: BoothRow): Static<typeof BoothSchema> {
  return {
    id: row.id,
    code: row.code,
    name: row.name_zht,
    // Issue #21: the four languages, an empty one sent as zh-Hant (SPEC §1), never as English.
    ...localized(row, 'name', 'name'),
    hall: row.hall_zht,
    ...localized(row, 'hall', 'hall'),
    area: row.area,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name ?? '',
  };
}

function toExhibit(req: FastifyRequest, row: ExhibitRow): Static<typeof ExhibitSchema> {
  return {
    id: row.id,
    name: row.name_zht,
    ...localized(row, 'name', 'name'),
    intro: row.intro_zht,
    ...localized(row, 'intro', 'intro'),
    cover: absUrl(req, row.cover),
    era: row.era,
    categoryId: row.category_id,
    boothId: row.booth_id,
    enterpriseId: row.enterprise_id,
    attention: row.attention === 1,
  };
}

/** The categories as a tree: the top ones, each with its sub-categories when it has any. */
function categoryTree(rows: CategoryRow[]): CategoryNode[] {
  const node = (row: CategoryRow): CategoryNode => {
    const children = rows.filter((c) => c.parent_id === row.id).map(node);
    return {
      id: row.id,
      name: row.name_zht,
      ...localized(row, 'name', 'name'),
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return rows.filter((row) => row.parent_id === null).map(node);
}

function toEnterprise(req: FastifyRequest, row: EnterpriseRow): Static<typeof EnterpriseSchema> {
  return {
    id: row.id,
    name: row.name_zht,
    ...localized(row, 'name', 'name'),
    intro: row.intro_zht,
    introEn: row.intro_en || row.intro_zht,
    logo: absUrl(req, row.logo),
    website: row.website,
    address: row.address,
    industry: row.industry,
  };
}

export function registerExhibitionRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;

  api.get(
    '/pmm/booth/info/page',
    { schema: { querystring: pagedQuery({}), response: envelope(paged(BoothSchema)) } },
    async (req) => ok(req, mapPage(await boothPage(kysely, req.query), toBooth)),
  );
  api.get(
    '/pmm/booth/info/:id',
    { schema: { params: idParams, response: envelope(BoothSchema) } },
    async (req) => {
      const row = await layer.booth(kysely, req.params.id);
      if (!row) throw notFound();
      return ok(req, toBooth(row));
    },
  );

  api.get(
    '/em/exhibitInfo/info/page',
    {
      config: { auth: 'optional' },
      schema: { querystring: ExhibitPageQuery, response: envelope(paged(ExhibitSchema)) },
    },
    async (req) => {
      const { categoryId, keyword } = req.query;
      const page = await exhibitPage(kysely, req.userId, { categoryId, keyword }, req.query);
      return ok(
        req,
        mapPage(page, (row) => toExhibit(req, row)),
      );
    },
  );
  api.get(
    '/em/exhibitInfo/info/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(ExhibitSchema) },
    },
    async (req) => {
      const row = await layer.exhibit(kysely, req.userId, req.params.id);
      if (!row) throw notFound();
      return ok(req, toExhibit(req, row));
    },
  );
  api.get(
    '/em/categoryInfo/list',
    { schema: { response: envelope(Type.Array(CategorySchema)) } },
    async (req) => ok(req, categoryTree(await layer.categories(kysely))),
  );

  api.get(
    '/pmm/enterprise/:id',
    { schema: { params: idParams, response: envelope(EnterpriseSchema) } },
    async (req) => {
      const row = await layer.enterprise(kysely, req.params.id);
      if (!row) throw notFound();
      return ok(req, toEnterprise(req, row));
    },
  );

  // ---------- interests (exhibits form-encoded with spuId, SPEC §7; exhibitors as JSON) ----------

  api.post(
    '/crm/exhibitsInterest/attentionSpu',
    { config: { auth: 'required' }, schema: { body: SpuBody, response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      if (!(await layer.exhibitExists(kysely, req.body.spuId))) throw notFound();
      await layer.followExhibit(kysely, userId, req.body.spuId, clock.now());
      return ok(req, null, 'operationOk');
    },
  );
  api.delete(
    '/crm/exhibitsInterest/cancelAttention',
    { config: { auth: 'required' }, schema: { body: SpuBody, response: envelope(nothing()) } },
    async (req) => {
      await layer.unfollowExhibit(kysely, requireUser(req), req.body.spuId);
      return ok(req, null, 'operationOk');
    },
  );
  api.post(
    '/crm/exhibitorsInterest',
    {
      config: { auth: 'required' },
      schema: { body: EnterpriseBody, response: envelope(nothing()) },
    },
    async (req) => {
      const userId = requireUser(req);
      if (!(await layer.enterpriseExists(kysely, req.body.enterpriseId))) throw notFound();
      await layer.followEnterprise(kysely, userId, req.body.enterpriseId, clock.now());
      return ok(req, null, 'operationOk');
    },
  );
  api.delete(
    '/crm/exhibitorsInterest',
    {
      config: { auth: 'required' },
      schema: { body: EnterpriseBody, response: envelope(nothing()) },
    },
    async (req) => {
      await layer.unfollowEnterprise(kysely, requireUser(req), req.body.enterpriseId);
      return ok(req, null, 'operationOk');
    },
  );

  registerCardRoutes(app);

  // The favourites page (server/API.md "Favourites"): exhibits followed and stories kept.
  registerFavouritesRoute(app);

  registerEventRoutes(app);
  registerScheduleRoutes(app);
}
