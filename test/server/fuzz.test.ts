import http from 'node:http';
import type { RouteOptions } from 'fastify';
import { BodyCode } from '../../server/src/errors';
import { messageTemplates } from '../../server/src/i18n';
import { DEMO, startTestServer, type TestServer } from './helpers/harness';

// Issue #9: "Every answer of this server, for every input, must be the envelope with a clear
// localized message and a body code that is not 500" (design.md: "Every answer, for every input,
// is the envelope"; API.md Conventions). Every route the app registers is walked (the app's own
// route catalogue, not a hand list) and fed malformed query, params, bodies and URLs, as a guest
// and signed in.

type Locale = 'zh-Hant' | 'zh-Hans' | 'pt' | 'en';
const LOCALES: Locale[] = ['zh-Hant', 'zh-Hans', 'pt', 'en'];
type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};

const BODY_CODES = new Set<number>(Object.values(BodyCode));

// ---------- malformed values ----------

/** Values as they travel in a query string or a path segment (before percent-encoding). */
const BAD_TEXT = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-1',
  '0',
  'NaN',
  '1.5',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  '',
  ' ',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<svg onload=alert(1)>',
  '\u0000',
  '../../etc/passwd',
  'x'.repeat(5000),
  '中'.repeat(400),
];

/** Percent-encoding that does not decode (FST_ERR_BAD_URL when it sits in the path). */
const BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80'];

/** JSON texts put in place of one body field. */
const BAD_JSON_VALUES = [
  '1e309',
  '-1e309',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '1e20',
  '"Infinity"',
  '"NaN"',
  '""',
  JSON.stringify('x'.repeat(5000)),
  JSON.stringify('中'.repeat(300)),
  'true',
  'null',
  '[]',
  '{}',
  '[1,"a"]',
  '{"$gt":""}',
  '"-1"',
];

/** Whole JSON bodies that are not what any route takes. */
const BAD_BODIES = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '"x',
  '1e309',
  '[]',
  '"text"',
  '123',
  'true',
  '[{}]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\uFEFF{}',
];

// ---------- plausible values, so one bad field at a time gets past the others ----------

const STRING_SAMPLES = [
  '61234567',
  '+853',
  '123456',
  'Fuzz#2025',
  'fuzz@example.com',
  '2026-11-20T04:00:00.000Z',
  '2026-11-20',
  'https://example.com/a.png',
  'abc-def.svg',
  '1.svg',
  'abcdef12',
  'appellation_type',
  'news',
  'a',
];

function sampleString(schema: JsonSchema): string {
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 1000);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-11-20T04:00:00.000Z';
  const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  return STRING_SAMPLES.find(fits) ?? 'a'.repeat(Math.max(1, min));
}

function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'a';
  if ('default' in schema) return schema.default;
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return sampleObject(schema);
    case 'string':
      return sampleString(schema);
    default:
      return 'a';
  }
}

function sampleObject(schema: JsonSchema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) out[key] = sample(prop);
  return out;
}

// ---------- the cases ----------

interface Case {
  route: string;
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
  /** The answer cannot know the language (the request's headers were never read). */
  defaultLocale?: boolean;
  /** The request cannot reach the route (another path or method): the 404 envelope answers. */
  offRoute?: boolean;
}

const enc = encodeURIComponent;

function queryString(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) =>
    name ? (params[name] ?? '1') : (params['*'] ?? 'x'),
  );
}

function casesOf(route: RouteOptions): Omit<Case, 'headers'>[] {
  const method = String(route.method);
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const id = `${method} ${route.url}`;
  const paramsSchema = schema.params;
  const querySchema = schema.querystring;
  const bodySchema = schema.body;
  const validParams: Record<string, string> = {};
  for (const [key, prop] of Object.entries(paramsSchema?.properties ?? {})) {
    validParams[key] = String(sample(prop));
  }
  const validQuery = sampleObject(querySchema);
  // Only the required fields: optional ones (pageNo, keyword) are fuzzed one at a time below.
  const requiredQuery = Object.fromEntries(
    Object.entries(validQuery).filter(([k]) => querySchema?.required?.includes(k)),
  );
  const path = fillPath(route.url, validParams);
  const withQuery = (q: Record<string, unknown>) => {
    const text = queryString(q);
    return text ? `${path}?${text}` : path;
  };
  const out: Omit<Case, 'headers'>[] = [];
  const add = (what: string, c: Omit<Case, 'headers' | 'route' | 'what'>) =>
    out.push({ route: id, what, ...c });

  const more = Object.keys(requiredQuery).length > 0 ? '&' : '?';
  // Query: each declared field with each bad value, unknown fields, repeated and nested keys.
  for (const key of Object.keys(querySchema?.properties ?? {})) {
    for (const bad of BAD_TEXT) {
      add(`query.${key}=${bad.slice(0, 20)}`, {
        method,
        path: withQuery({ ...requiredQuery, [key]: bad }),
      });
    }
    add(`query.${key} repeated`, {
      method,
      path: `${withQuery(requiredQuery)}${more}${key}=1&${key}=2`,
    });
    add(`query.${key} bad encoding`, { method, path: `${path}?${key}=%E0%A4%A` });
  }
  add('query unknown field', { method, path: withQuery({ ...requiredQuery, zzz: 'Infinity' }) });
  add('query nested key', {
    method,
    path: `${withQuery(requiredQuery)}${more}a[b]=1&__proto__[x]=1`,
  });
  add('query 20 KB', { method, path: withQuery({ ...requiredQuery, q: 'a'.repeat(20_000) }) });

  // Params: each path parameter with each bad value, and encodings that do not decode.
  for (const key of Object.keys(paramsSchema?.properties ?? {})) {
    for (const bad of BAD_TEXT) {
      add(`params.${key}=${bad.slice(0, 20)}`, {
        method,
        path: withQuery(requiredQuery).replace(
          path,
          fillPath(route.url, { ...validParams, [key]: enc(bad) || '%20' }),
        ),
      });
    }
    for (const bad of BAD_ENCODINGS) {
      add(`params.${key}=${bad}`, {
        method,
        path: fillPath(route.url, { ...validParams, [key]: bad }),
      });
    }
    add(`params.${key} 20 KB`, {
      method,
      path: fillPath(route.url, { ...validParams, [key]: 'x'.repeat(20_000) }),
    });
  }
  add('path with bad encoding', { offRoute: true, method, path: `${path}/%E0%A4%A` });
  add('path 20 KB', { offRoute: true, method, path: `${path}/${'y'.repeat(20_000)}` });
  add('URL of 100 KB', {
    method,
    path: `${path}?q=${'a'.repeat(100_000)}`,
    defaultLocale: true,
    offRoute: true,
  });
  add('method not served', { offRoute: true, method: method === 'PATCH' ? 'PUT' : 'PATCH', path });

  if (method === 'GET' || method === 'HEAD') return out;

  // Bodies: each field with each bad JSON value, whole bodies of the wrong shape, wrong types.
  const base = bodySchema ? sample(bodySchema) : undefined;
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(bodySchema?.properties ?? {})) {
      for (const bad of BAD_JSON_VALUES) {
        const text = JSON.stringify({ ...base, [key]: '\u0001FUZZ' }).replace('"\\u0001FUZZ"', bad);
        add(`body.${key}=${bad.slice(0, 20)}`, {
          method,
          path: withQuery(requiredQuery),
          body: text,
        });
      }
    }
    add('body unknown field', {
      method,
      path: withQuery(requiredQuery),
      body: JSON.stringify({ ...base, zzz: 1 }),
    });
    const form = new URLSearchParams();
    for (const key of Object.keys(base as object)) form.append(key, 'Infinity');
    form.append('pageSize', '1e309');
    add('form body of bad values', {
      method,
      path: withQuery(requiredQuery),
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }
  if (Array.isArray(base)) {
    for (const bad of BAD_JSON_VALUES) {
      add(`body[0]=${bad.slice(0, 20)}`, {
        method,
        path: withQuery(requiredQuery),
        body: `[${bad}]`,
      });
    }
    add('body array of 10,000', {
      method,
      path: withQuery(requiredQuery),
      body: JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i + 1)),
    });
  }
  for (const text of BAD_BODIES) {
    add(`body ${text.slice(0, 16)}`, { method, path: withQuery(requiredQuery), body: text });
  }
  // A JSON null is "no body" where the route takes none; where it takes one it is malformed.
  if (bodySchema) add('body null', { method, path: withQuery(requiredQuery), body: 'null' });
  add('body over the limit', {
    method,
    path: withQuery(requiredQuery),
    body: JSON.stringify({ a: 'x'.repeat(300_000) }),
  });
  for (const cases of [
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n\r\nfile\r\n--x--\r\n'],
    ['multipart of garbage', 'multipart/form-data; boundary=x', 'garbage'],
    [
      'multipart without a file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="pageSize"\r\n\r\n1e309\r\n--x--\r\n',
    ],
    [
      'multipart cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    [
      'multipart with a bad part header',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition\r\n\r\nabc\r\n--x--\r\n',
    ],
    ['text/plain', 'text/plain', 'hello'],
    ['application/xml', 'application/xml', '<a/>'],
    ['json in latin1', 'application/json; charset=latin1', '{"a":1}'],
    ['form of garbage', 'application/x-www-form-urlencoded', '%E0%A4%A=%&&=&a[b][c]=1'],
  ] as const) {
    add(cases[0], {
      method,
      path: withQuery(requiredQuery),
      body: cases[2],
      contentType: cases[1],
    });
  }
  return out;
}

// ---------- sending and judging ----------

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

interface Reply {
  status: number;
  contentType: string;
  text: string;
}

function send(origin: URL, c: Case): Promise<Reply> {
  return new Promise((resolve) => {
    const body = c.body === undefined ? undefined : Buffer.from(c.body);
    const headers = { ...c.headers };
    if (body) headers['content-length'] = String(body.length);
    // A request the server cannot read ends its connection: it gets one of its own.
    const own = c.defaultLocale === true;
    if (own) headers.connection = 'close';
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: c.method,
        path: c.path,
        headers,
        agent: own ? false : agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: -1, contentType: '', text: String(error) }));
    req.end(body);
  });
}

const templateCache = new Map<Locale, RegExp[]>();
function isLocalized(msg: string, locale: Locale): boolean {
  let patterns = templateCache.get(locale);
  if (!patterns) {
    patterns = messageTemplates(locale).map(
      (template) =>
        new RegExp(
          `^${template
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\s\\S]*')}$`,
        ),
    );
    templateCache.set(locale, patterns);
  }
  return patterns.some((p) => p.test(msg));
}

/** Why an answer is not acceptable, or null when it is. */
function judge(c: Case & { locale: Locale; errno: boolean }, reply: Reply): string | null {
  if (reply.status === -1) return `no answer (${reply.text.slice(0, 60)})`;
  const pathname = c.path.split('?')[0];
  const api = pathname.startsWith('/exhibition-api/') || pathname.startsWith('/exhibition-tongji/');
  // What is not an API answer: a picture or file, and the H5 app's shell for a page path.
  if (reply.status === 200 && reply.contentType.startsWith('image/')) return null;
  if (!api && c.method === 'GET' && reply.contentType.startsWith('text/html')) return null;
  // A missing file (an upload, an H5 asset) keeps its real 404, with the envelope (API.md).
  const fileNotFound =
    reply.status === 404 &&
    c.method === 'GET' &&
    (c.route === 'GET /exhibition-api/files/:name' || /\.[a-z0-9]{1,8}$/i.test(pathname));
  if (reply.status !== 200 && !fileNotFound) return `HTTP ${reply.status}`;
  if (!reply.contentType.startsWith('application/json')) return `content-type ${reply.contentType}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(reply.text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const [codeKey, msgKey] = c.errno && !c.offRoute ? ['errno', 'errmsg'] : ['code', 'msg'];
  const keys = Object.keys(body).sort().join(',');
  if (keys !== [codeKey, 'data', msgKey].sort().join(',')) return `keys ${keys}`;
  const code = body[codeKey];
  if (typeof code !== 'number' || !BODY_CODES.has(code)) return `code ${String(code)}`;
  if (code === BodyCode.internal) return 'code 500';
  const msg = body[msgKey];
  const locale = c.defaultLocale ? 'zh-Hant' : c.locale;
  if (typeof msg !== 'string' || !isLocalized(msg, locale)) {
    return `msg not ${locale}: ${String(msg).slice(0, 80)}`;
  }
  return null;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

async function fuzz(t: TestServer, token: string | undefined) {
  const origin = new URL(t.server.origin);
  // The operators' console answers its own shape (server/API-admin.md); admin-permissions.test.ts
  // sends every admin write a malformed body.
  const routes = t.server.app.routeCatalogue.filter(
    (r) => r.method !== 'HEAD' && !/^\/(exhibition-api\/)?admin(\/|$)/.test(r.url),
  );
  const failures: string[] = [];
  const perRoute = new Map<string, number>();
  const cases: (Case & { locale: Locale; errno: boolean })[] = [];
  let n = 0;
  const extra = [
    { method: 'GET', url: '/exhibition-api/no/such/route', schema: {} },
    { method: 'GET', url: '/%E0%A4%A', schema: {} },
    { method: 'POST', url: '/no/such/page', schema: {} },
    { method: 'GET', url: '/no/such/file.js', schema: {} },
  ] as unknown as RouteOptions[];
  for (const route of [...routes, ...extra]) {
    const errno = (route.config as { envelope?: string } | undefined)?.envelope === 'errno';
    for (const c of casesOf(route)) {
      const locale = LOCALES[n % LOCALES.length];
      n += 1;
      const { contentType, ...rest } = c;
      const headers: Record<string, string> = { 'accept-language': locale };
      if (rest.body !== undefined) headers['content-type'] = contentType ?? 'application/json';
      if (token) {
        headers.token = token;
        headers.authorization = token;
      }
      cases.push({ ...rest, headers, locale, errno });
    }
  }
  await pool(cases, 8, async (c) => {
    const reply = await send(origin, c);
    perRoute.set(c.route, (perRoute.get(c.route) ?? 0) + 1);
    const problem = judge(c, reply);
    if (problem) failures.push(`${c.route} [${c.what}] ${c.locale}: ${problem}`);
  });
  return { routes, cases: cases.length, perRoute, failures };
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  // Before the guest pass, whose wrong passwords for the demo phone lock its password login.
  token = await t.login(DEMO.phone, DEMO.password);
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

describe('every route, every malformed input: the envelope, localized, never 500 (#9)', () => {
  test('the catalogue lists every route the app registers', () => {
    const urls = t.server.app.routeCatalogue.map((r) => `${String(r.method)} ${r.url}`);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /exhibition-api/login',
        'GET /exhibition-api/exhibitionNews/appPage',
        'POST /exhibition-tongji/v1/js/logs',
      ]),
    );
  });

  test('as a guest', async () => {
    const result = await fuzz(t, undefined);
    for (const route of result.routes) {
      expect(result.perRoute.get(`${String(route.method)} ${route.url}`)).toBeGreaterThan(5);
    }
    expect(result.cases).toBeGreaterThan(5000);
    expect(result.failures.slice(0, 40)).toEqual([]);
    expect(result.failures).toHaveLength(0);
  }, 120_000);

  test('signed in, and no malformed input ends the session', async () => {
    const result = await fuzz(t, token);
    expect(result.failures.slice(0, 40)).toEqual([]);
    expect(result.failures).toHaveLength(0);
    const me = await t.call('GET', '/cus/user', { token });
    expect(me.body.code).toBe(0);
  }, 120_000);
});
