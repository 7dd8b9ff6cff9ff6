import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';

export interface Clock {
  /** Epoch milliseconds. Tests replace it to move time (SMS expiry, token expiry, vote days). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface SmsConfig {
  /** Base URL of the SMS gateway; without it codes are written to the server log. */
  gatewayUrl?: string;
  apiKey?: string;
  codeTtlSeconds: number;
  resendSeconds: number;
  dailyCap: number;
  maxAttempts: number;
}

export interface WechatConfig {
  apiBase: string;
  /** Mini-program credentials (code2session). */
  appId?: string;
  secret?: string;
  /** Official-account credentials (access token and jsapi_ticket for the H5 share signature). */
  mpAppId?: string;
  mpSecret?: string;
}

/** A request budget per minute: per client address and over all addresses together. */
export interface RateLimit {
  perIp: number;
  total: number;
}

/**
 * What a stranger or one account can make the server do (issue #9). Every field has an
 * environment variable (README "Abuse limits", server/API.md); tests lift them with relaxedLimits.
 */
export interface LimitsConfig {
  /** Password, code and WeChat logins, registration, password reset and change. */
  login: RateLimit;
  /**
   * Calls that look an account up (whether a phone has one, a username's masked phone): per
   * address only. They cost nothing, so no overall budget (issue #28: 600 of them from 20
   * addresses used up the budget the code sends shared, and closed registration for a minute).
   */
  lookup: Pick<RateLimit, 'perIp'>;
  /**
   * Code sends (SMS and e-mail): requests per address a minute, and codes SENT a minute over all
   * addresses (issue #28: refused and free requests never count toward it).
   */
  codes: RateLimit;
  /** Tracking records (page views and batch records, not requests) per minute (issue #22). */
  tracking: RateLimit;
  uploads: RateLimit;
  /** Password hashes computed at once; more wait in a queue of hashQueue, beyond it 429. */
  hashConcurrency: number;
  hashQueue: number;
  /** Places (running or waiting) one client address may hold in that queue. */
  hashPerAddress: number;
  /** Failed password logins per account within loginWindowMinutes before it is locked. */
  loginAttempts: number;
  loginWindowMinutes: number;
  /**
   * An address the account signed in from within this many days is the owner's (issue #22):
   * strangers' code slots and password failures do not hold it back (account/known-addresses.ts).
   */
  knownAddressDays: number;
  /** SMS and e-mail codes per client address per Macau day, and over all addresses per day. */
  smsPerIpPerDay: number;
  /**
   * Past smsPerDay a Macau day the service does not stop (issue #22): an address then gets a code
   * only if it used every code it asked for that day. smsHardPerDay is the operator's bill
   * ceiling; smsPerRangePerDay caps one number range (area code and all but the last 4 digits);
   * a warning is logged when the day's count passes smsAlertPercent of smsPerDay.
   */
  smsPerDay: number;
  smsHardPerDay: number;
  smsPerRangePerDay: number;
  smsAlertPercent: number;
  uploadsPerAccountPerDay: number;
  /** Console uploads per operator in 24 hours (issue #28: they had no cap). */
  consoleUploadsPerDay: number;
  /**
   * Pictures (issue #28): frames x width x height a picture may decode to, read from its header
   * before anything is decoded; the checks run in `decodeWorkers` worker threads, each stopped
   * after `decodeTimeoutMs` or past `decodeMemoryMb` of heap; `decodeQueue` wait, at most
   * `decodePerAddress` of them (running or waiting) from one address.
   */
  pixelBudget: number;
  decodeWorkers: number;
  decodeQueue: number;
  decodePerAddress: number;
  decodeTimeoutMs: number;
  decodeMemoryMb: number;
  /** Meeting and talk requests an account has waiting for an answer. */
  pendingMeetingsPerAccount: number;
  /** Card exchange requests an account has waiting for the other side. */
  pendingCardRequestsPerAccount: number;
  /** Live sessions per account; a new login revokes the oldest beyond it. */
  sessionsPerAccount: number;
  /**
   * Signed-in writes that name any id (footprints, devices) per client address a minute; no
   * overall budget, which would refuse visitors who did nothing (issue #22).
   */
  writesPerIp: number;
  /** New footprints (pages visited) per account in 24 hours; visiting a page again always works. */
  footprintsPerAccountPerDay: number;
  /** Devices one account keeps; a new one replaces the one seen longest ago. */
  devicesPerAccount: number;
  trackingBodyBytes: number;
  trackingRetentionDays: number;
  trackingMaxRows: number;
}

/**
 * How long a connection may take (issue #22, slow connections): a client that trickles its
 * headers or body, or idles, is closed instead of holding a socket for ever.
 */
export interface ConnectionConfig {
  /** Whole headers must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (requestTimeout). */
  requestTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (Fastify's connectionTimeout). */
  idleTimeoutMs: number;
  /** A kept-alive socket waits this long for its next request (keepAliveTimeout). */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past the two timeouts above. */
  checkIntervalMs: number;
  /** Open connections one client address may hold; 0 when a proxy in front holds them. */
  perAddress: number;
  /**
   * Open connections from all addresses together (issue #28); past it the oldest socket of the
   * address holding the most is closed. Below the process's file limit.
   */
  total: number;
}

/** "*.gov.mo, www.wh.mo" (the form of TARO_APP_WEBVIEW_HOSTS) as CSP sources. */
export function cspSources(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((host) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`));
}

/** Hosts of the H5 documents' Content-Security-Policy (plugins/h5-security.ts, issue #22). */
export interface H5SecurityConfig {
  /** Who may show the app in a frame; empty: nobody ('none'). H5_FRAME_ANCESTORS. */
  frameAncestors: string[];
  /** What the web view page may frame. H5_FRAME_HOSTS, default TARO_APP_WEBVIEW_HOSTS' default. */
  frameHosts: string[];
  /** Other hosts the app calls (a tracking host elsewhere). H5_CONNECT_HOSTS. */
  connectHosts: string[];
}

export function h5SecurityFromEnv(env: Record<string, string | undefined>): H5SecurityConfig {
  return {
    frameAncestors: cspSources(env.H5_FRAME_ANCESTORS),
    frameHosts: cspSources(env.H5_FRAME_HOSTS ?? '*.gov.mo,www.wh.mo,www.macaotourism.gov.mo'),
    connectHosts: cspSources(env.H5_CONNECT_HOSTS),
  };
}

/** The operators' console (issue #23, server/API-admin.md "Environment"). */
export interface AdminConfig {
  /** An operator's session ends after this long without a call. ADMIN_IDLE_MINUTES. */
  idleMs: number;
  /** ...and in any case this long after sign-in. ADMIN_SESSION_HOURS. */
  sessionMs: number;
  /** The built console (dist/admin), served at /admin when it exists. ADMIN_DIR. */
  dir?: string;
}

/**
 * The invite poster's PNG (issue #21): its words are Chinese and Latin, so resvg draws it with
 * these font files (TTF, OTF or TTC) and no others, the same on every machine.
 */
export interface PosterConfig {
  /** POSTER_FONT_FILES, comma-separated; by default Noto Sans CJK where fonts-noto-cjk puts it. */
  fontFiles: string[];
  /** POSTER_CACHE_FILES: how many drawn posters DATA_DIR/poster-png keeps (least recently used go). */
  cacheFiles: number;
  /**
   * The drawing queue (issue #28: 264 posters asked 100 at a time were drawn long after their
   * clients left, and memory went from 377 MB to 1 GB): POSTER_QUEUE_MAX drawings wait, at most
   * POSTER_PER_IP of them (drawing or waiting) for one address, each at most POSTER_WAIT_MS;
   * beyond, "system busy, try again".
   */
  queueMax: number;
  perAddress: number;
  waitMs: number;
}

/** Noto Sans CJK (regular and bold) where Debian/Ubuntu (fonts-noto-cjk) and Arch install it. */
export const DEFAULT_POSTER_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc',
];

export type FileStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** Buckets as a path (`endpoint/bucket/key`), as MinIO-like stores need. */
      forcePathStyle: boolean;
    };
export interface DatabaseConfig {
  /** DATABASE_URL: PostgreSQL (postgres://...) instead of SQLite in DATA_DIR (issue #31). */
  url?: string;
  /** DATABASE_POOL_SIZE: PostgreSQL connections at most per instance. */
  poolSize: number;
}

/**
 * DATABASE_URL: empty for SQLite; else a postgres:// (or postgresql://) URL. Anything else is
 * refused at start: a typo must not quietly run the instance on its own SQLite file.
 */
export function databaseFromEnv(env: Env): DatabaseConfig {
  const url = nonEmpty(env.DATABASE_URL);
  if (url !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // Not a URL at all: refused below.
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      throw new Error(
        'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database), or empty for SQLite in DATA_DIR.',
      );
    }
  }
  return { url, poolSize: positiveInt(env.DATABASE_POOL_SIZE, 10) };
}

export interface ServerConfig {
  /** Holds app.db (SQLite, WAL; unless DATABASE_URL) and uploads/. */
  dataDir: string;
  database: DatabaseConfig;
  /** Built H5 app (dist/h5); served when it exists. */
  h5Dir?: string;
  /** Origins whose pages may get a share signature; empty means the public origin above. */
  h5Origins: string[];
  /** Origins allowed to call the API from a browser page on another origin (e.g. the H5 dev server). */
  corsOrigins: string[];
  /**
   * Absolute base for links to pictures and files; unset means the address the server listens on
   * (never the request's Host header: plugins/public-origin.ts).
   */
  publicUrl?: string;
  production: boolean;
  /** Enables GET /exhibition-api/dev/sms-outbox (tests and browser journeys read codes there). */
  devSmsOutbox: boolean;
  tokenTtlSeconds: number;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  seed: boolean;
  sms: SmsConfig;
  wechat: WechatConfig;
  limits: LimitsConfig;
  connections: ConnectionConfig;
  /** The H5 documents' Content-Security-Policy hosts (plugins/h5-security.ts). */
  h5Security: H5SecurityConfig;
  admin: AdminConfig;
  /** The invite poster's PNG (issue #21, modules/content/poster-png.ts). */
  poster: PosterConfig;
  /** Where uploaded files go (FILE_STORE, S3_*; issue #31). */
  files: FileStoreConfig;
  /** REDIS_URL: what the instances count and hold together (issue #31). */
  redisUrl?: string;
  /** INSTANCES: how many instances serve the programme; more than one needs REDIS_URL. */
  instances: number;
  clock: Clock;
  logger: FastifyServerOptions['logger'];
}

export type ServerConfigInput = Partial<
  Omit<ServerConfig, 'sms' | 'wechat' | 'limits' | 'connections' | 'admin' | 'poster'>
> & {
  admin?: Partial<AdminConfig>;
  poster?: Partial<PosterConfig>;
  connections?: Partial<ConnectionConfig>;
  sms?: Partial<SmsConfig>;
  wechat?: Partial<WechatConfig>;
  limits?: Partial<LimitsConfig>;
};

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function limitsFromEnv(env: Env): LimitsConfig {
  const rate = (name: string, perIp: number, total: number): RateLimit => ({
    perIp: positiveInt(env[`${name}_LIMIT_PER_IP`], perIp),
    total: positiveInt(env[`${name}_LIMIT_TOTAL`], total),
  });
  return {
    login: rate('LOGIN', 30, 600),
    lookup: { perIp: positiveInt(env.LOOKUP_LIMIT_PER_IP, 30) },
    codes: rate('CODE', 30, 120),
    tracking: rate('TRACKING', 300, 6000),
    uploads: rate('UPLOAD', 20, 300),
    hashConcurrency: positiveInt(env.HASH_CONCURRENCY, 2),
    hashQueue: positiveInt(env.HASH_QUEUE_MAX, 16),
    hashPerAddress: positiveInt(env.HASH_PER_IP, 4),
    loginAttempts: positiveInt(env.LOGIN_MAX_FAILURES, 10),
    loginWindowMinutes: positiveInt(env.LOGIN_LOCK_MINUTES, 15),
    knownAddressDays: positiveInt(env.KNOWN_ADDRESS_DAYS, 30),
    smsPerIpPerDay: positiveInt(env.SMS_IP_DAILY_CAP, 20),
    smsPerDay: positiveInt(env.SMS_TOTAL_DAILY_CAP, 2000),
    smsHardPerDay: positiveInt(env.SMS_HARD_DAILY_CAP, 10_000),
    smsPerRangePerDay: positiveInt(env.SMS_RANGE_DAILY_CAP, 30),
    smsAlertPercent: Math.min(100, positiveInt(env.SMS_ALERT_PERCENT, 50)),
    uploadsPerAccountPerDay: positiveInt(env.UPLOADS_PER_DAY, 50),
    consoleUploadsPerDay: positiveInt(env.ADMIN_UPLOADS_PER_DAY, 200),
    pixelBudget: positiveInt(env.UPLOAD_PIXEL_BUDGET, 25_000_000),
    decodeWorkers: positiveInt(env.UPLOAD_DECODE_WORKERS, 1),
    decodeQueue: positiveInt(env.UPLOAD_DECODE_QUEUE, 8),
    decodePerAddress: positiveInt(env.UPLOAD_DECODE_PER_IP, 2),
    decodeTimeoutMs: positiveInt(env.UPLOAD_DECODE_MS, 10_000),
    decodeMemoryMb: positiveInt(env.UPLOAD_DECODE_MEMORY_MB, 128),
    pendingMeetingsPerAccount: positiveInt(env.MEETING_PENDING_MAX, 20),
    pendingCardRequestsPerAccount: positiveInt(env.CARD_PENDING_MAX, 50),
    sessionsPerAccount: positiveInt(env.SESSIONS_PER_ACCOUNT, 10),
    writesPerIp: positiveInt(env.WRITE_LIMIT_PER_IP, 300),
    footprintsPerAccountPerDay: positiveInt(env.FOOTPRINTS_PER_DAY, 1000),
    devicesPerAccount: positiveInt(env.DEVICES_PER_ACCOUNT, 20),
    trackingBodyBytes: positiveInt(env.TRACKING_BODY_LIMIT_BYTES, 64 * 1024),
    trackingRetentionDays: positiveInt(env.TRACKING_RETENTION_DAYS, 90),
    trackingMaxRows: positiveInt(env.TRACKING_MAX_ROWS, 1_000_000),
  };
}

/**
 * TRUST_PROXY: the reverse proxies in front, as a hop count (1 for one proxy) or a comma list of
 * their addresses or CIDR ranges. The client address is then the one the outermost trusted proxy
 * appended to X-Forwarded-For, never an address the client wrote before it (issue #22: the limits
 * and the owner's known addresses go by it). Fastify's own `trustProxy: <number>` trusts no hop at
 * all since 5.x and `true` takes the client's first entry, hence the function. Off by default.
 */
export function trustProxyOption(
  env: Env,
): false | string | ((address: string, hop: number) => boolean) {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function connectionsFromEnv(env: Env): ConnectionConfig {
  const headersTimeoutMs = positiveInt(env.HEADERS_TIMEOUT_MS, 10_000);
  return {
    headersTimeoutMs,
    // SPEC §9: the app gives a request (an upload too) 60 s; the server no longer than that.
    requestTimeoutMs: Math.max(headersTimeoutMs, positiveInt(env.REQUEST_TIMEOUT_MS, 60_000)),
    idleTimeoutMs: positiveInt(env.CONNECTION_TIMEOUT_MS, 30_000),
    keepAliveTimeoutMs: positiveInt(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    checkIntervalMs: Math.min(1_000, headersTimeoutMs),
    // Behind a proxy every connection comes from the proxy: the proxy caps per visitor there.
    perAddress: trustProxyOption(env) ? 0 : positiveInt(env.CONNECTIONS_PER_IP, 64),
    total: positiveInt(env.CONNECTIONS_MAX, 4096),
  };
}

export function defaultConfigFromEnv(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
    database: databaseFromEnv(env),
    h5Dir: path.resolve(nonEmpty(env.H5_DIR) ?? 'dist/h5'),
    h5Origins: (nonEmpty(env.H5_ORIGIN) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    corsOrigins: (nonEmpty(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    production,
    devSmsOutbox: flag(env.DEV_SMS_OUTBOX),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    uploadMaxBytes: positiveInt(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, 256 * 1024),
    seed: env.SEED !== '0',
    sms: {
      gatewayUrl: nonEmpty(env.SMS_GATEWAY_URL),
      apiKey: nonEmpty(env.SMS_API_KEY),
      codeTtlSeconds: 5 * 60,
      resendSeconds: 60,
      dailyCap: positiveInt(env.SMS_DAILY_CAP, 10),
      maxAttempts: 5,
    },
    wechat: {
      apiBase: (nonEmpty(env.WECHAT_API_BASE) ?? 'https://api.weixin.qq.com').replace(/\/+$/, ''),
      appId: nonEmpty(env.WECHAT_APPID),
      secret: nonEmpty(env.WECHAT_SECRET),
      mpAppId: nonEmpty(env.WECHAT_MP_APPID),
      mpSecret: nonEmpty(env.WECHAT_MP_SECRET),
    },
    limits: limitsFromEnv(env),
    connections: connectionsFromEnv(env),
    h5Security: h5SecurityFromEnv(env),
    admin: {
      idleMs: positiveInt(env.ADMIN_IDLE_MINUTES, 30) * 60_000,
      sessionMs: positiveInt(env.ADMIN_SESSION_HOURS, 12) * 3_600_000,
      dir: path.resolve(nonEmpty(env.ADMIN_DIR) ?? 'dist/admin'),
    },
    poster: {
      fontFiles:
        nonEmpty(env.POSTER_FONT_FILES)
          ?.split(',')
          .map((file) => file.trim())
          .filter(Boolean)
          .map((file) => path.resolve(file)) ?? DEFAULT_POSTER_FONT_FILES,
      cacheFiles: positiveInt(env.POSTER_CACHE_FILES, 2000),
      queueMax: positiveInt(env.POSTER_QUEUE_MAX, 16),
      perAddress: positiveInt(env.POSTER_PER_IP, 4),
      waitMs: positiveInt(env.POSTER_WAIT_MS, 15_000),
    },
    files: fileStoreFromEnv(env),
    redisUrl: redisUrlFromEnv(env),
    instances: positiveInt(env.INSTANCES, 1),
    clock: systemClock,
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}

/**
 * FILE_STORE=disk (the default) or s3 with S3_BUCKET (required), S3_REGION (us-east-1),
 * S3_ENDPOINT (a store other than AWS), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (else the SDK's
 * own chain: instance role, AWS_* variables) and S3_FORCE_PATH_STYLE=1. A wrong value stops the
 * start with a message, never a store that fails at the first upload.
 */
export function fileStoreFromEnv(env: Env): FileStoreConfig {
  const kind = nonEmpty(env.FILE_STORE) ?? 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE must be disk or s3, not "${kind}".`);
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET (the bucket the files go to).');
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}".`);
  }
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  return {
    kind,
    endpoint,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** REDIS_URL, when set: a redis:// or rediss:// URL, else the start stops with a message. */
export function redisUrlFromEnv(env: Env): string | undefined {
  const url = nonEmpty(env.REDIS_URL);
  if (url && !/^rediss?:\/\/\S+$/.test(url)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not "${url}".`);
  }
  return url;
}

/**
 * Several instances without Redis would each count their own budgets and refresh WeChat's token
 * in turn (each refresh ends the previous token): refused at start, naming what is missing.
 */
export function checkInstances(config: Pick<ServerConfig, 'instances' | 'redisUrl'>): void {
  if (config.instances > 1 && !config.redisUrl) {
    throw new Error(
      `INSTANCES=${config.instances} needs REDIS_URL: the instances count the abuse budgets and hold WeChat's token together in Redis. Set REDIS_URL=redis://host:6379, or run one instance.`,
    );
  }
}

/** Environment defaults with the caller's overrides on top (tests pass dataDir, clock, fakes). */
export function resolveConfig(input: ServerConfigInput = {}, env: Env = process.env): ServerConfig {
  const base = defaultConfigFromEnv(env);
  return {
    ...base,
    ...input,
    dataDir: path.resolve(input.dataDir ?? base.dataDir),
    sms: { ...base.sms, ...input.sms },
    wechat: { ...base.wechat, ...input.wechat },
    limits: { ...base.limits, ...input.limits },
    connections: { ...base.connections, ...input.connections },
    admin: { ...base.admin, ...input.admin },
    poster: { ...base.poster, ...input.poster },
  };
}
