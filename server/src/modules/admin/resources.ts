import type { FastifyInstance } from 'fastify';
import { ApiError, BodyCode } from '../../errors';
import { Type, bool, closed, str } from '../../lib/schema';
import { consoleOptions, replaceOptions } from '../quiz';
import { loc, rangeFilters, registerResource, type Resource, type ResourceDef } from './crud';

/** The console's plain resources (server/API-admin.md "Resources"), one definition each. */

const sort = { sort: { column: 'sort', kind: 'int', sortable: true } } as const;

const gifts: ResourceDef = {
  name: 'gifts',
  table: 'integral_spu',
  fields: {
    ...loc('name', { required: true }),
    ...loc('description', { kind: 'html' }),
    cover: { column: 'cover', kind: 'picture', max: 500 },
    pictures: { column: 'pictures', kind: 'pictures' },
    points: { column: 'points', kind: 'int', min: 1, required: true, sortable: true },
    stock: { column: 'stock', kind: 'int', min: 0, required: true, sortable: true },
    limitPerUser: { column: 'limit_per_user', kind: 'int', min: 0 },
    onSale: { column: 'on_sale', kind: 'bool', filter: true },
    ...sort,
  },
  search: ['t.name_zht', 't.name_en', 't.name_pt', 't.name_zhs'],
  remove: { inUse: 'SELECT COUNT(*) FROM integral_trades WHERE spu_id = ?' },
};

const newsCategories: ResourceDef = {
  name: 'news-categories',
  table: 'news_categories',
  fields: {
    ...loc('name', { required: true }),
    kind: {
      column: 'kind',
      kind: 'enum',
      values: ['news', 'activity'],
      required: true,
      filter: true,
    },
    ...sort,
  },
  remove: { inUse: 'SELECT COUNT(*) FROM news WHERE category_id = ?' },
};

const news: ResourceDef = {
  name: 'news',
  table: 'news',
  select: 't.*, c.kind AS kind',
  from: 'FROM news t JOIN news_categories c ON c.id = t.category_id',
  fields: {
    categoryId: { column: 'category_id', kind: 'int', min: 1, required: true, filter: true },
    kind: { kind: 'string', readOnly: true },
    ...loc('title', { required: true }),
    ...loc('summary', { max: 1000 }),
    ...loc('content', { kind: 'html' }),
    cover: { column: 'cover', kind: 'picture', max: 500 },
    location: { column: 'location', kind: 'string', max: 200 },
    startAt: { column: 'start_at', kind: 'time', nullable: true },
    endAt: { column: 'end_at', kind: 'time', nullable: true },
    publishAt: { column: 'published_at', kind: 'time', required: true, sortable: true },
    views: { column: 'views', kind: 'int', readOnly: true, sortable: true },
  },
  ordered: [['startAt', 'endAt']],
  search: ['t.title_zht', 't.title_zhs', 't.title_pt', 't.title_en'],
  extraFilters: {
    ...rangeFilters('t.published_at'),
    // "只看未發佈": stories visitors do not see yet (their publish time is still to come).
    scheduled: {
      schema: Type.Boolean(),
      where: (value, now) =>
        typeof value === 'boolean'
          ? { sql: value ? 't.published_at > @now' : 't.published_at <= @now', params: { now } }
          : { sql: '' },
    },
    kind: {
      schema: Type.String(),
      where: (value) =>
        value === 'news' || value === 'activity'
          ? { sql: 'c.kind = @kind', params: { kind: value } }
          : { sql: '' },
    },
  },
  remove: {},
};

const carousels: ResourceDef = {
  name: 'carousels',
  table: 'carousels',
  fields: {
    position: { column: 'position', kind: 'string', min: 1, max: 40, filter: true },
    image: { column: 'image', kind: 'picture', min: 1, max: 500, required: true },
    ...loc('title'),
    link: { column: 'link', kind: 'link', max: 500 },
    ...sort,
  },
  remove: {},
};

const posters: ResourceDef = {
  name: 'posters',
  table: 'posters',
  fields: {
    image: { column: 'image', kind: 'picture', min: 1, max: 500, required: true },
    ...loc('title'),
    link: { column: 'link', kind: 'link', max: 500 },
    ...sort,
  },
  remove: {},
};

const pages: ResourceDef = {
  name: 'pages',
  table: 'page_info',
  fields: {
    code: { column: 'code', kind: 'string', min: 1, max: 64, required: true, createOnly: true },
    ...loc('title'),
    ...loc('content', { kind: 'html' }),
    updatedAt: { column: 'updated_at', kind: 'time', readOnly: true, sortable: true },
  },
  beforeWrite: (columns, _extra, now) => {
    columns.updated_at = now;
  },
  remove: false,
};

const richTexts: ResourceDef = {
  name: 'rich-texts',
  table: 'rich_texts',
  idKind: 'code',
  idColumn: 'code',
  fields: {
    code: { column: 'code', kind: 'string', min: 1, max: 64, required: true, createOnly: true },
    ...loc('content', { kind: 'html' }),
  },
  remove: false,
};

const missions: ResourceDef = {
  name: 'missions',
  table: 'missions',
  fields: {
    ...loc('name', { required: true }),
    ...loc('description', { max: 1000 }),
    points: { column: 'points', kind: 'int', min: 1, required: true },
    period: { column: 'period', kind: 'enum', values: ['once', 'daily'], required: true },
    trigger: { column: 'trigger', kind: 'string', min: 1, max: 40, createOnly: true },
    link: { column: 'link', kind: 'link', max: 500 },
    ...sort,
  },
  remove: false,
};

const badgeTypes: ResourceDef = {
  name: 'badge-types',
  table: 'badge_types',
  fields: { ...loc('name', { required: true }), ...sort },
  remove: { inUse: 'SELECT COUNT(*) FROM badges WHERE type_id = ?' },
};

const badges: ResourceDef = {
  name: 'badges',
  table: 'badges',
  fields: {
    typeId: { column: 'type_id', kind: 'int', min: 1, required: true, filter: true },
    ...loc('name', { required: true }),
    ...loc('description', { max: 1000 }),
    icon: { column: 'icon', kind: 'picture', min: 1, max: 500, required: true },
    iconLocked: { column: 'icon_locked', kind: 'picture', max: 500 },
    ruleKind: {
      column: 'rule_kind',
      kind: 'enum',
      values: ['missions_done', 'votes_cast', 'works_submitted', 'points_earned', 'exchanges'],
      required: true,
    },
    ruleThreshold: { column: 'rule_threshold', kind: 'int', min: 1, required: true },
    ...sort,
  },
  remove: { inUse: 'SELECT COUNT(*) FROM user_badges WHERE badge_id = ?' },
};

const contests: ResourceDef = {
  name: 'contests',
  table: 'votes',
  fields: {
    ...loc('name', { required: true }),
    rules: { column: 'rules', kind: 'html', max: 200_000 },
    startAt: { column: 'start_at', kind: 'time', required: true, sortable: true },
    endAt: { column: 'end_at', kind: 'time', required: true },
    signUpStartAt: { column: 'sign_up_start_at', kind: 'time', required: true },
    signUpEndAt: { column: 'sign_up_end_at', kind: 'time', required: true },
    votesPerUserPerDay: {
      column: 'votes_per_user_per_day',
      kind: 'int',
      min: 1,
      max: 1000,
      required: true,
    },
    votesPerWorkPerDay: {
      column: 'votes_per_work_per_day',
      kind: 'int',
      min: 1,
      max: 1000,
      required: true,
    },
  },
  ordered: [
    ['startAt', 'endAt'],
    ['signUpStartAt', 'signUpEndAt'],
  ],
  remove: false,
};

const contestGroups: ResourceDef = {
  name: 'contest-groups',
  table: 'vote_groups',
  // Moderators filter the works by group (issue #29).
  fields: {
    contestId: { column: 'vote_id', kind: 'int', min: 1, required: true, filter: true },
    ...loc('name', { required: true }),
    ...sort,
  },
  remove: { inUse: 'SELECT COUNT(*) FROM vote_players WHERE group_id = ?' },
};

const arSites: ResourceDef = {
  name: 'ar-sites',
  table: 'ar_sites',
  fields: {
    ...loc('name', { required: true }),
    ...loc('description', { max: 2000 }),
    cover: { column: 'cover', kind: 'picture', max: 500 },
    latitude: { column: 'latitude', kind: 'number', min: -90, max: 90, nullable: true },
    longitude: { column: 'longitude', kind: 'number', min: -180, max: 180, nullable: true },
    radiusM: { column: 'radius_m', kind: 'int', min: 1, max: 100_000 },
    link: { column: 'link', kind: 'link', max: 500 },
    ...sort,
  },
  remove: {},
};

const QuizOption = closed({
  textZht: str(1, 200),
  textZhs: Type.Optional(str(0, 200)),
  textPt: Type.Optional(str(0, 200)),
  textEn: Type.Optional(str(0, 200)),
  correct: bool(),
});

interface QuizOptionInput {
  textZht: string;
  textZhs?: string;
  textPt?: string;
  textEn?: string;
  correct: boolean;
}

const quizQuestions: ResourceDef = {
  name: 'quiz-questions',
  table: 'quiz_questions',
  fields: {
    ...loc('question', { required: true, max: 500 }),
    enabled: { column: 'enabled', kind: 'bool', filter: true },
    ...sort,
  },
  extraBody: { options: Type.Array(QuizOption, { minItems: 0, maxItems: 10 }) },
  beforeWrite: (_columns, extra) => {
    const options = extra.options as QuizOptionInput[] | undefined;
    if (options === undefined) return;
    if (options.length < 2 || options.length > 6 || options.filter((o) => o.correct).length !== 1) {
      throw new ApiError(BodyCode.validation, 'quizOptionsRule');
    }
  },
  afterWrite: async (db, id, extra, created) => {
    const options = extra.options as QuizOptionInput[] | undefined;
    if (options === undefined) {
      if (created) throw new ApiError(BodyCode.validation, 'quizOptionsRule');
      return;
    }
    await replaceOptions(
      db,
      Number(id),
      options.map((o) => ({
        textZht: o.textZht,
        textZhs: o.textZhs ?? '',
        textPt: o.textPt ?? '',
        textEn: o.textEn ?? '',
        correct: o.correct,
      })),
    );
  },
  expand: async (db, row) => ({ options: await consoleOptions(db, Number(row.id)) }),
  remove: false,
};

export const PLAIN_RESOURCES: readonly ResourceDef[] = [
  gifts,
  newsCategories,
  news,
  carousels,
  posters,
  pages,
  richTexts,
  missions,
  badgeTypes,
  badges,
  contests,
  contestGroups,
  arSites,
  quizQuestions,
];

export function registerPlainResources(app: FastifyInstance): Map<string, Resource> {
  return new Map(PLAIN_RESOURCES.map((def) => [def.name, registerResource(app, def)]));
}
