import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import './fastify-augment';
import { logMailer } from './adapters/mailer';
import { MessageOutbox } from './adapters/outbox';
import { createSmsGateway } from './adapters/sms-gateway';
import { WechatApi } from './adapters/wechat';
import {
  checkInstances,
  resolveConfig,
  trustProxyOption,
  type ServerConfig,
  type ServerConfigInput,
} from './config';
import type { AppContext } from './context';
import { openEngine } from './db/engine';
import { ping } from './db/kysely';
import { seedIfEmpty } from './seed/index';
import { seedDemoOperators } from './seed/operators';
import { ApiError, BodyCode } from './errors';
import { sendEnvelope, t } from './http';
import {
  DEFAULT_LOCALE,
  describeValidation,
  negotiateLocale,
  translate,
  type MessageKey,
  type MessageParams,
} from './i18n';
import { redactText, redactUrl } from './lib/log-redact';
import { createValidatorCompiler } from './lib/validator';
import { authHook, tokenOf, registerAccountRoutes } from './modules/account';
import { registerAddressRoutes } from './modules/address';
import {
  registerAdminRoutes,
  serveAdminConsole,
  adminFieldName,
  ADMIN_PATH,
} from './modules/admin';
import { posterPngStore, registerContentRoutes } from './modules/content';
import { registerContestRoutes } from './modules/contest';
import { registerDevRoutes } from './modules/dev';
import { registerDictRoutes } from './modules/dict';
import { registerExhibitionRoutes } from './modules/exhibition';
import { DecodePool, registerFileRoutes } from './modules/files';
import { registerNewsRoutes } from './modules/news';
import { registerPointsRoutes } from './modules/points';
import { registerTrackingBatchRoute, registerTrackingRoutes } from './modules/tracking';
import { h5DocumentHeaders } from './plugins/h5-security';
import { settlePublicOrigin } from './plugins/public-origin';
import { normalizeIP } from '@fastify/rate-limit';
import { registerRateLimits } from './plugins/rate-limit';
import { registerHealthRoutes } from './health';
import { createFileStore } from './adapters/file-store';
import {
  closeRedis,
  memoryCounters,
  memoryValues,
  openRedis,
  redisCounters,
  redisValues,
} from './adapters/shared-state';

export const API_PREFIX = '/exhibition-api';
/** SPEC §7: the batch log's path on the tracking host. */
const TRACKING_PREFIX = '/exhibition-tongji';

const MAX_HEADER_BYTES = 32 * 1024;

const CORS_HEADERS = 'content-type, token, authorization, accept-language, info-net-api-token';

/**
 * One log line a request, written when it is answered, with the request in it, instead of
 * Fastify's two ("incoming request", then "request completed" without the URL).
 */
class OneLineLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

function loggerOption(config: ServerConfig) {
  if (!config.logger) return false;
  return {
    ...(typeof config.logger === 'object' ? config.logger : {}),
    // Every message passes here: phones and e-mail addresses never reach a line (issue #28).
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        );
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

interface Failure {
  code: number;
  key: MessageKey;
  params?: MessageParams;
  msg?: string;
  data?: unknown;
}

// What the multipart reader (busboy) throws for a body that is not the multipart it announced.
const MALFORMED_MULTIPART =
  /^(Multipart: |Part terminated early|Unexpected end of (form|multipart)|Malformed part header)/;

export function classify(
  error: FastifyError | ApiError | Error,
  req: FastifyRequest,
): Failure | null {
  if (error instanceof ApiError) {
    return { code: error.code, key: error.key, params: error.params, data: error.data };
  }
  // A body that ended before its part did, found after the request's first await (PostgreSQL's
  // quota query is real I/O: the stream has closed by the time the part is read).
  const cutShort = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (req.routeOptions.config?.upload && (cutShort || MALFORMED_MULTIPART.test(error.message))) {
    return { code: BodyCode.validation, key: 'uploadMalformed' };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context =
      fastifyError.validationContext === 'querystring' ? 'query' : fastifyError.validationContext;
    const admin = req.url.startsWith(`${ADMIN_PATH}/`) ? adminFieldName : undefined;
    const detail = describeValidation(req.locale, fastifyError.validation[0], context, admin);
    return { code: BodyCode.validation, key: 'validation', params: { detail } };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: BodyCode.validation, key: 'malformedJson' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: BodyCode.validation, key: 'emptyBody' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        code: BodyCode.unsupportedMediaType,
        key: 'unsupportedMediaType',
        params: { type: String(req.headers['content-type'] ?? '-').slice(0, 80) },
      };
    case 'FST_ERR_BAD_URL':
      return { code: BodyCode.validation, key: 'badUrl' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: BodyCode.validation, key: 'urlTooLong' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { code: BodyCode.payloadTooLarge, key: 'payloadTooLarge' };
    default:
      break;
  }
  const status = fastifyError.statusCode ?? 500;
  // Any other refusal of the input by Fastify or a plugin: its English text goes to the log only.
  if (status >= 400 && status < 500) {
    req.log.info({ err: error }, 'request refused');
    return { code: BodyCode.validation, key: 'badRequest' };
  }
  return null;
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

// A JSON schema cannot say "no body" (an absent body is validated as undefined), so a hook does.
async function rejectBody(req: FastifyRequest): Promise<void> {
  if (isEmptyBody(req.body)) return;
  const detail = describeValidation(
    req.locale,
    { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: '*' } },
    'body',
  );
  throw new ApiError(BodyCode.validation, 'validation', { detail });
}

// @fastify/multipart accepts a multipart request on any route and leaves its body unread, so a
// route that is not an upload would see no body at all and act on that (a logoff, say).
async function refuseMultipart(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  throw new ApiError(BodyCode.unsupportedMediaType, 'unsupportedMediaType', {
    type: String(req.headers['content-type']).slice(0, 80),
  });
}

/**
 * Every API route declares its input: a route that takes no query gets a closed empty one, a
 * route that takes no body accepts none (or {}), and a path parameter without a schema is a bug.
 */
function closeUndeclaredInput(route: RouteOptions): void {
  const schema = { ...(route.schema ?? {}) };
  schema.querystring ??= { type: 'object', properties: {}, additionalProperties: false };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const upload = (route.config as { upload?: boolean } | undefined)?.upload === true;
  if (!upload && methods.some((m) => m === 'POST' || m === 'PUT' || m === 'DELETE')) {
    const existing = route.preValidation ?? [];
    route.preValidation = [
      ...(Array.isArray(existing) ? existing : [existing]),
      refuseMultipart,
      ...(schema.body ? [] : [rejectBody]),
    ];
  }
  if (route.url.includes(':') && !schema.params) {
    throw new Error(`route ${route.url} has path parameters but no params schema`);
  }
  route.schema = schema;
}

function errnoBody(code: number, msg: string) {
  return { errno: code, errmsg: msg, data: null };
}

function handleError(
  error: FastifyError | ApiError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  let failure = classify(error, req);
  if (!failure) {
    req.log.error({ err: error }, 'unhandled error');
    failure = { code: BodyCode.internal, key: 'internal' };
  } else if (failure.code === BodyCode.upstream || failure.code === BodyCode.notConfigured) {
    req.log.warn({ err: error }, 'outside service failed');
  }
  const msg = failure.msg ?? t(req, failure.key, failure.params);
  if (req.routeOptions?.config?.envelope === 'errno') {
    // A ready string: the route's response schema describes its success only.
    return reply
      .status(200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errnoBody(failure.code, msg)));
  }
  return sendEnvelope(reply, { code: failure.code, msg, data: (failure.data ?? null) as null });
}

/**
 * How long a socket the server has answered and half-closed may stay open for the client to read
 * the answer and close its side (issue #28): a client that keeps writing instead is destroyed.
 */
const LINGER_MS = 2_000;

/**
 * Ends the socket with `answer` and destroys it once the client closed its side, or after
 * LINGER_MS whatever the client does. `socket.end()` alone half-closes: a client that goes on
 * trickling a byte every few seconds kept the socket, and its file descriptor, for ever (issue #28:
 * 19,980 such sockets filled the file limit). The answer is not destroyed with an immediate close:
 * a byte the client sent meanwhile would make the kernel reset the connection and lose it.
 */
function answerAndClose(socket: Duplex, answer: string): void {
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
  // Read (and drop) what the client still sends, or its 'end' would never be seen.
  socket.on('data', () => {});
  socket.end(answer);
}

function envelopeAnswer(code: number, key: MessageKey): string {
  const body = JSON.stringify({ code, msg: translate(DEFAULT_LOCALE, key), data: null });
  return (
    `HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/**
 * Node refuses a request it cannot parse (headers over the limit, a broken request line) before
 * Fastify sees it; the answer is still the envelope, in the default language since no header
 * could be read. The connection is closed: what follows on it cannot be trusted.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A socket that never sent a byte asked nothing: browsers open spare sockets ahead of need
  // (preconnect) and Node times them out after headersTimeout. An answer written there is read as
  // the reply to the next request sent on it (a CI walk showed a page as this envelope); closed
  // with nothing written, the browser sends that request again on a new socket.
  if ((socket as Socket).bytesRead === 0) {
    socket.destroy();
    return;
  }
  const key: MessageKey =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'urlTooLong'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'requestTimedOut'
        : 'badRequest';
  if (socket.writable) answerAndClose(socket, envelopeAnswer(BodyCode.validation, key));
  else socket.destroy();
}

/**
 * At most `perAddress` open connections from one client address (issue #22): a stranger holding
 * thousands of sockets would use up the server's file limit and reset everybody else. And at most
 * `total` from all addresses together (issue #28: 787 addresses under their own cap still filled
 * the file limit): past it the oldest socket of the address holding the most goes, so a visitor
 * with a few sockets is never the one dropped while someone holds more.
 *
 * Many visitors may share one address (a venue's Wi-Fi behind one public address), and browsers
 * open spare sockets ahead of need. So a new socket over the address's cap first takes the place
 * of that address's oldest idle socket (one that never sent a byte, or has sent nothing since its
 * last answer), closed with nothing written: a browser sends its next request on a new socket,
 * and nobody's request is refused. Only when every socket of the address has a request under way
 * is the new one refused, and with an answer only to a request it sends (`refused`, read by the
 * onRequest hook); answered at connect, a spare socket's answer would be read as the reply to the
 * next request sent on it (the preconnect hazard of clientErrorHandler). One that never asks is
 * closed by the headers timeout with nothing written.
 */
function capConnections(server: Server, perAddress: number, total: number): WeakSet<Socket> {
  const open = new Map<string, Set<Socket>>();
  const refused = new WeakSet<Socket>();
  /** Requests under way on a socket, and its bytesRead when its last answer ended. */
  const inFlight = new WeakMap<Socket, number>();
  const readWhenIdle = new WeakMap<Socket, number>();
  const idle = (socket: Socket) =>
    !inFlight.get(socket) && socket.bytesRead === (readWhenIdle.get(socket) ?? 0);
  let count = 0;
  const forget = (sockets: Set<Socket>, socket: Socket) => {
    // Uncounted now, not at its 'close': sockets arriving meanwhile must not evict more.
    sockets.delete(socket);
    count -= 1;
    socket.destroy();
  };
  const evictFromLargest = () => {
    let largest: Set<Socket> | undefined;
    for (const sockets of open.values()) {
      if (!largest || sockets.size > largest.size) largest = sockets;
    }
    const oldest = largest?.values().next().value;
    if (oldest && largest) forget(largest, oldest);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket as Socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
      readWhenIdle.set(socket, socket.bytesRead);
    });
  });
  server.on('connection', (socket: Socket) => {
    const address = normalizeIP(socket.remoteAddress ?? '');
    let sockets = open.get(address);
    if (!sockets) {
      sockets = new Set();
      open.set(address, sockets);
    }
    const mine = sockets;
    mine.add(socket);
    count += 1;
    socket.once('close', () => {
      if (mine.delete(socket)) count -= 1;
      if (mine.size === 0 && open.get(address) === mine) open.delete(address);
    });
    if (perAddress > 0 && mine.size > perAddress) {
      const spare = [...mine].find((other) => other !== socket && idle(other));
      if (spare) forget(mine, spare);
      else refused.add(socket);
    } else if (total > 0 && count > total) {
      evictFromLargest();
    }
  });
  return refused;
}

/** Where the H5 build puts src/assets/favicon.png (Taro's image rule: static/images/<path>). */
const H5_FAVICON = 'static/images/assets/favicon.png';

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0];
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

const NO_H5_PAGE = `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><title>H5 app not built</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.6">
<h1>H5 app not built / H5 應用尚未建置</h1>
<p>The API is running under <code>${API_PREFIX}</code>, but there is no <code>dist/h5</code> to serve.
Run <code>npm start</code> (it builds the H5 app when needed) or <code>npx taro build --type h5</code>.</p>
<p>API 已在 <code>${API_PREFIX}</code> 運行，但找不到 <code>dist/h5</code>。請執行 <code>npm start</code>。</p>
</body></html>`;

export async function buildApp(
  input: ServerConfigInput = {},
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance> {
  const config = resolveConfig(input, env);
  checkInstances(config);
  const timeouts = config.connections;
  const app = Fastify({
    logger: loggerOption(config),
    logController: new OneLineLog(),
    bodyLimit: config.bodyLimitBytes,
    // Never `true`: the client address would be the first X-Forwarded-For entry, which the client
    // writes itself (issue #22).
    trustProxy: trustProxyOption(env),
    // A 20 KB URL is still a request to answer (Node's default stops at 16 KB of headers);
    // past this, clientErrorHandler answers. Path parameters are ids and names: 100 is plenty.
    // Slow connections (issue #22): a socket that trickles its headers or body, or idles, is
    // closed. Node checks the header and request timeouts every checkIntervalMs.
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Node would answer a request without Host with a bare 400; the onRequest hook answers it
      // with the envelope instead (issue #22).
      requireHostHeader: false,
    },
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    routerOptions: { maxParamLength: 100 },
    clientErrorHandler,
    // A path that does not percent-decode, or a parameter over maxParamLength, never reaches a
    // route or the hooks: the error handler answers it as it answers everything else.
    frameworkErrors: (error, req, reply) => {
      req.locale = negotiateLocale(req.headers['accept-language']);
      reply.header('x-content-type-options', 'nosniff');
      return handleError(error, req, reply);
    },
  });
  app.server.headersTimeout = timeouts.headersTimeoutMs;
  // An Expect header other than 100-continue: Node's bare 417 becomes the envelope (issue #22).
  app.server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({
      code: BodyCode.validation,
      msg: translate(DEFAULT_LOCALE, 'badRequest'),
      data: null,
    });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    res.end(body);
  });
  const overConnectionCap = capConnections(app.server, timeouts.perAddress, timeouts.total);
  app.setValidatorCompiler(createValidatorCompiler());

  // Every route the app registers, for the fuzz test and anything else that walks them all.
  const routeCatalogue: RouteOptions[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    routeCatalogue.push(route);
  });

  const engine = await openEngine(config);
  const { kysely } = engine;
  app.addHook('onClose', () => engine.close());
  const now = config.clock.now();
  try {
    if (config.seed) await seedIfEmpty(engine.sqlite, now, kysely);
    // Demo operators with known passwords: demo data only, never in production (issue #23).
    if (config.seed && !config.production) await seedDemoOperators(kysely, now);
  } catch (error) {
    // The app is not built, so its onClose never runs: the pool must not keep the process up.
    await engine.close();
    throw error;
  }

  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
  });
  const shared = redis ? redisValues(redis, config.clock.now) : memoryValues(config.clock.now);
  const files = createFileStore(config.files, config.dataDir);
  const ctx: AppContext = {
    get db() {
      if (!engine.sqlite)
        throw new Error("ctx.db is SQLite's handle: on PostgreSQL, use ctx.kysely.");
      return engine.sqlite;
    },
    engine,
    kysely,
    config,
    clock: config.clock,
    files,
    redis,
    counters: redis ? redisCounters(redis) : memoryCounters(config.clock.now),
    shared,
    sms: createSmsGateway(config.sms, app.log),
    mail: logMailer(app.log),
    wechat: new WechatApi(config.wechat, config.clock, shared),
    outbox: config.devSmsOutbox ? new MessageOutbox(config.clock) : null,
    log: app.log,
    // Not kept in memory with several instances: an erasure through one could not reach the
    // memory of the others (poster-png.ts).
    posters: posterPngStore(files, config.poster, app.log, { inMemory: config.instances === 1 }),
    pictures: new DecodePool({
      workers: config.limits.decodeWorkers,
      queueMax: config.limits.decodeQueue,
      perAddress: config.limits.decodePerAddress,
      timeoutMs: config.limits.decodeTimeoutMs,
      memoryMb: config.limits.decodeMemoryMb,
      maxPixels: config.limits.pixelBudget,
    }),
  };
  app.addHook('onClose', async () => ctx.pictures.close());
  app.decorate('ctx', ctx);
  settlePublicOrigin(app);
  await registerRateLimits(app);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('userId', null);

  const corsOrigins = new Set(config.corsOrigins);
  app.addHook('onRequest', async (req, reply) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
    reply.header('x-content-type-options', 'nosniff');
    // HTTP/1.1 requires a Host header (Node's own check is off: it answered a bare 400).
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined) {
      throw new ApiError(BodyCode.validation, 'badRequest');
    }
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      reply
        .header('access-control-allow-origin', origin)
        .header('vary', 'Origin')
        .header('access-control-allow-headers', CORS_HEADERS)
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('access-control-max-age', '600');
      if (req.method === 'OPTIONS') return reply.status(204).send();
    }
    // A socket past its address's cap while all the others have a request under way.
    if (overConnectionCap.has(req.raw.socket as Socket)) {
      reply.header('connection', 'close');
      throw new ApiError(BodyCode.rateLimited, 'tooManyConnections');
    }
  });
  app.setErrorHandler(handleError);

  // An empty JSON body means "no body": WeChat's request sends one for a POST without data.
  app.removeContentTypeParser('application/json');
  // A __proto__ key is refused, not dropped: dropped, `{"__proto__":{}}` would read as no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let poisoned = false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value) => {
        if (key !== '__proto__') return value;
        poisoned = true;
        return undefined;
      });
    } catch {
      return done(new ApiError(BodyCode.validation, 'malformedJson'), undefined);
    }
    if (poisoned) {
      const detail = describeValidation(
        req.locale,
        {
          keyword: 'additionalProperties',
          instancePath: '',
          params: { additionalProperty: '__proto__' },
        },
        'body',
      );
      return done(new ApiError(BodyCode.validation, 'validation', { detail }), undefined);
    }
    done(null, parsed);
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, parts: 25 },
  });

  await app.register(
    async (api) => {
      api.addHook('onRoute', closeUndeclaredInput);
      api.addHook('onRequest', authHook);
      // Issue #22: nothing a signed-in visitor is answered, nor a token, is kept by a browser or
      // shared cache (a shared computer's back button, a proxy). Public pictures keep theirs.
      api.addHook('onSend', async (req, reply) => {
        if (reply.hasHeader('cache-control')) return;
        if (req.userId !== null || tokenOf(req) || req.method !== 'GET') {
          reply.header('cache-control', 'no-store');
        }
      });
      registerAccountRoutes(api);
      registerDictRoutes(api);
      registerContentRoutes(api);
      registerNewsRoutes(api);
      registerContestRoutes(api);
      registerPointsRoutes(api);
      registerAddressRoutes(api);
      registerFileRoutes(api);
      registerTrackingRoutes(api);
      registerExhibitionRoutes(api);
      api.register(import('./modules/quiz'));
      // The operators' console API (issue #23): its own session, answers and errors.
      api.register((admin) => registerAdminRoutes(admin, classify), { prefix: '/admin' });
      if (config.devSmsOutbox) registerDevRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  // SPEC §7 puts the batch log endpoint on the tracking host beside the API, not under it.
  await app.register(async (tracking) => {
    tracking.addHook('onRoute', closeUndeclaredInput);
    registerTrackingBatchRoute(tracking);
  });

  await app.register(async (health) => {
    health.addHook('onRoute', closeUndeclaredInput);
    registerHealthRoutes(health, () => [
      { name: 'database', check: () => ping(ctx.kysely) },
      { name: 'files', check: () => ctx.files.check() },
      ...(ctx.redis ? [{ name: 'redis', check: () => ctx.redis!.ping() }] : []),
    ]);
  });

  await serveAdminConsole(app, config);

  const h5Dir = config.h5Dir;
  const h5Index = h5Dir ? path.join(h5Dir, 'index.html') : undefined;
  if (h5Dir && fs.existsSync(h5Dir)) {
    await app.register(fastifyStatic, {
      root: h5Dir,
      prefix: '/',
      index: ['index.html'],
      // `npm run build:h5` writes .br and .gz beside each asset (scripts/lib/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        if (/\.(js|css|html|svg|json)(\.br|\.gz)?$/.test(filePath)) {
          res.setHeader('vary', 'Accept-Encoding');
        }
        // Hashed bundles never change; index.html must be checked on every visit.
        if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          res.setHeader('cache-control', 'no-cache');
          const document = filePath.replace(/\.(br|gz)$/, '');
          for (const [name, value] of Object.entries(h5DocumentHeaders(config, document))) {
            res.setHeader(name, value);
          }
        } else if (/\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(filePath)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    // Browsers, bookmarks and crawlers ask for /favicon.ico without reading the page; the icon
    // is the one src/index.html links, emitted by the H5 build at a fixed path.
    app.get('/favicon.ico', (_req, reply) =>
      fs.existsSync(path.join(h5Dir, H5_FAVICON))
        ? reply.header('cache-control', 'public, max-age=86400').sendFile(H5_FAVICON)
        : reply.callNotFound(),
    );
  }

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0];
    // The tracking host's path is an API too: never the app shell (issue #22).
    const api = [API_PREFIX, TRACKING_PREFIX].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (api) {
      return sendEnvelope(reply, {
        code: BodyCode.notFound,
        msg: t(req, 'routeNotFound', { method: req.method, url: pathname.slice(0, 200) }),
        data: null,
      });
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && !looksLikeFile(req.url)) {
      // H5 routes such as /home or /gift/detail are the app's, not files: answer the app shell,
      // compressed as / is (its .br/.gz beside it) with the same headers (setHeaders above).
      if (h5Index && fs.existsSync(h5Index)) {
        return reply.status(200).sendFile('index.html');
      }
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .headers(h5DocumentHeaders(config))
        .send(NO_H5_PAGE);
    }
    // A missing file keeps its real 404 (caches and browsers rely on it), with the envelope.
    if (req.method === 'GET' || req.method === 'HEAD') {
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ code: BodyCode.notFound, msg: t(req, 'notFound'), data: null });
    }
    return sendEnvelope(reply, {
      code: BodyCode.notFound,
      msg: t(req, 'routeNotFound', { method: req.method, url: pathname.slice(0, 200) }),
      data: null,
    });
  });

  return app;
}
