import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './adapters/mailer';
import type { MessageOutbox } from './adapters/outbox';
import type { SmsGateway } from './adapters/sms-gateway';
import type { WechatApi } from './adapters/wechat';
import type { Clock, ServerConfig } from './config';
import type { Kysely } from 'kysely';
import type { Db } from './db/database';
import type { Engine } from './db/engine';
import type { PosterPngStore } from './modules/content';
import type { Redis } from 'ioredis';
import type { FileStore } from './adapters/file-store';
import type { SharedValues, WindowCounters } from './adapters/shared-state';
import type { DecodePool } from './modules/files';
import type { Database } from './tables';

/** What every module gets: one database connection, the clock, the adapters. */
export interface AppContext {
  /**
   * better-sqlite3 itself, for the tests' synchronous fixtures; reading it on PostgreSQL throws
   * (issue #31). No module's statements (issue #30): the engine's own needs go through `engine`.
   */
  readonly db: Db;
  /** The engine (db/engine.ts): the response cache's table versions, the checkpoint, close. */
  engine: Engine;
  /** The query builder: repositories take it (or a transaction). */
  kysely: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  /** Uploaded files: on disk under DATA_DIR or in an object store (issue #31). */
  files: FileStore;
  /** REDIS_URL's connection, shared by the instances (issue #31); null for one instance. */
  redis: Redis | null;
  /** The per-minute budgets' counters: in Redis when there is one, else in this process. */
  counters: WindowCounters;
  /** Values the instances hold together and work one of them does (shared-state.ts). */
  shared: SharedValues;
  sms: SmsGateway;
  mail: Mailer;
  wechat: WechatApi;
  /** Only with DEV_SMS_OUTBOX=1. */
  outbox: MessageOutbox | null;
  log: FastifyBaseLogger;
  /** The invite poster's PNG and whether the fonts allow it (issue #21). */
  posters: PosterPngStore;
  /** Whole-picture checks in worker threads (issue #28, modules/files/decode-pool.ts). */
  pictures: DecodePool;
}
