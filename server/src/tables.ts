import type { Executor } from './db/kysely';
import { ACCOUNT_ROWS, type AccountTables } from './modules/account';
import { ADDRESS_ROWS, type AddressTables } from './modules/address';
import { ADMIN_ROWS, type AdminTables } from './modules/admin';
import { CONTENT_ROWS, type ContentTables } from './modules/content';
import { CONTEST_ROWS, type ContestTables } from './modules/contest';
import { DICT_ROWS, type DictTables } from './modules/dict';
import { EXHIBITION_ROWS, type ExhibitionTables } from './modules/exhibition';
import { FILES_ROWS, type FilesTables } from './modules/files';
import { HERITAGE_TOUR_ROWS, type HeritageTourTables } from './modules/heritage-tour';
import { NEWS_ROWS, type NewsTables } from './modules/news';
import { POINTS_ROWS, type PointsTables } from './modules/points';
import { QUIZ_ROWS, type QuizTables } from './modules/quiz';
import { TRACKING_ROWS, type TrackingTables } from './modules/tracking';

// The tables Kysely knows, each declared by its domain as the TypeBox schema of its row
// (lib/table.ts). A table joins when its domain's statements move to Kysely (issue #30).
export interface Database
  extends
    AccountTables,
    AddressTables,
    AdminTables,
    ContentTables,
    ContestTables,
    DictTables,
    ExhibitionTables,
    FilesTables,
    HeritageTourTables,
    NewsTables,
    PointsTables,
    QuizTables,
    TrackingTables {}

/** Each table's row schema, for the check against the migrated columns. */
export const TABLE_ROWS = {
  ...ACCOUNT_ROWS,
  ...ADDRESS_ROWS,
  ...ADMIN_ROWS,
  ...CONTENT_ROWS,
  ...CONTEST_ROWS,
  ...DICT_ROWS,
  ...EXHIBITION_ROWS,
  ...FILES_ROWS,
  ...HERITAGE_TOUR_ROWS,
  ...NEWS_ROWS,
  ...POINTS_ROWS,
  ...QUIZ_ROWS,
  ...TRACKING_ROWS,
} satisfies Record<keyof Database, unknown>;

/** What a repository function runs on: the app's Kysely or a caller's transaction. */
export type DbExecutor = Executor<Database>;
