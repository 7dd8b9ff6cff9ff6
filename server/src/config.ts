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

export interface ServerConfig {
  /** Holds app.db (SQLite, WAL) and uploads/. */
  dataDir: string;
  /** Built H5 app (dist/h5); served when it exists. */
  h5Dir?: string;
  /** Origins whose pages may get a share signature; empty means the server's own origin. */
  h5Origins: string[];
  /** Origins allowed to call the API from a browser page on another origin (e.g. the H5 dev server). */
  corsOrigins: string[];
  /** Absolute base for links to pictures and files; empty means the request's own origin. */
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
  clock: Clock;
  logger: FastifyServerOptions['logger'];
}

export type ServerConfigInput = Partial<Omit<ServerConfig, 'sms' | 'wechat'>> & {
  sms?: Partial<SmsConfig>;
  wechat?: Partial<WechatConfig>;
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

export function defaultConfigFromEnv(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
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
    clock: systemClock,
    logger: production ? { level: 'info' } : { level: env.LOG_LEVEL ?? 'info' },
  };
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
  };
}
