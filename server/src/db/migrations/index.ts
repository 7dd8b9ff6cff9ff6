import type { Kysely } from 'kysely';
import { engineOf, runScript } from '../kysely';
import { accounts } from './0001-accounts';
import { content } from './0002-content';
import { contest } from './0003-contest';
import { points } from './0004-points';
import { exhibition } from './0005-exhibition';
import { abuseCaps } from './0006-abuse-caps';
import { quiz } from './0007-quiz';
import { newsFavourites, newsFavouritesPostgres } from './0008-news-favourites';
import { readMission } from './0009-read-mission';
import { shareMission } from './0010-share-mission';
import { ownerCodes } from './0011-owner-codes';
import { arRadius } from './0012-ar-radius';
import { exhibitLanguages } from './0013-exhibit-languages';
import { operators, operatorsPostgres } from './0014-operators';
import { knownAddresses } from './0015-known-addresses';
import { hallLanguages } from './0016-hall-languages';
import { phoneNormalForm } from './0017-phone-normal-form';
import { contestRulesLength } from './0018-contest-rules-length';
import { quizRetryRule } from './0019-quiz-retry-rule';
import { operatorGuards } from './0020-operator-guards';
import { contestInvitesPicturesRemark } from './0021-contest-invites-pictures-remark';
import { postgresText } from './sql';

/** One migration: the Migrator knows it as '0021-what-it-does' (migrationName), ordered by it. */
export interface Step {
  version: number;
  name: string;
  up(db: Kysely<unknown>): Promise<void>;
}

export const migrationName = (step: Pick<Step, 'version' | 'name'>) =>
  `${String(step.version).padStart(4, '0')}-${step.name}`;

/**
 * A step of DDL: the SQLite text as released, and PostgreSQL's form of it (issue #31), made from
 * it by postgresText unless the step gives its own.
 */
const script =
  (text: string, postgres = postgresText(text)) =>
  (db: Kysely<unknown>) =>
    runScript(db, engineOf(db) === 'postgres' ? postgres : text);

// Append only: a released step never changes, a fix is a new step with the next number. A step
// is frozen data: it imports no module (what it writes is copied into it).
export const migrations: readonly Step[] = [
  { version: 1, name: 'accounts', up: script(accounts) },
  { version: 2, name: 'content', up: script(content) },
  { version: 3, name: 'contest', up: script(contest) },
  { version: 4, name: 'points', up: script(points) },
  { version: 5, name: 'exhibition', up: script(exhibition) },
  { version: 6, name: 'abuse-caps', up: script(abuseCaps) },
  { version: 7, name: 'quiz', up: quiz },
  { version: 8, name: 'news-favourites', up: script(newsFavourites, newsFavouritesPostgres) },
  { version: 9, name: 'read-mission', up: script(readMission) },
  { version: 10, name: 'share-mission', up: script(shareMission) },
  { version: 11, name: 'owner-codes', up: script(ownerCodes) },
  { version: 12, name: 'ar-radius', up: script(arRadius) },
  { version: 13, name: 'exhibit-languages', up: script(exhibitLanguages) },
  { version: 14, name: 'operators', up: script(operators, operatorsPostgres) },
  { version: 15, name: 'known-addresses', up: script(knownAddresses) },
  { version: 16, name: 'hall-languages', up: script(hallLanguages) },
  { version: 17, name: 'phone-normal-form', up: phoneNormalForm },
  { version: 18, name: 'contest-rules-length', up: contestRulesLength },
  { version: 19, name: 'quiz-retry-rule', up: quizRetryRule },
  { version: 20, name: 'operator-guards', up: script(operatorGuards) },
  {
    version: 21,
    name: 'contest-invites-pictures-remark',
    up: script(contestInvitesPicturesRemark),
  },
];

export const MIGRATION_NAMES = migrations.map(migrationName);

/**
 * The versions the runner before issue #30 recorded in schema_migrations, by the step they are
 * now: 1-20 kept their number; 1301 was the contest module's own step, run after them.
 */
export const OLD_RUNNER_VERSIONS: ReadonlyMap<number, string> = new Map([
  ...migrations
    .filter((step) => step.version <= 20)
    .map((s) => [s.version, migrationName(s)] as const),
  [1301, migrationName({ version: 21, name: 'contest-invites-pictures-remark' })],
]);
