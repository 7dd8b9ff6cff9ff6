// `npm run bench`: starts the reference server on a free loopback port with a throw-away database
// and measures, with autocannon, a public list, an authenticated page and the gift exchange, at 1
// and 50 connections for a bounded time each. Then a real user's password login, alone, while 800
// wrong-password logins (12 at a time) flood the server from 200 other addresses (4 each, under the
// per-address budget; issues #9 and #22), and just after the flood within the same minute: with the
// production limits, and again with the per-address and overall login budgets lifted so that only
// the bound on password hashing stands. It prints figures; it asserts nothing about speed.
// BENCH_LOGIN_ONLY=1 runs the login part alone. Last (issue #28, scripts/lib/bench-floods.mjs), a
// real visitor's page and login latency side by side with no flood and during each flood:
// half-open sockets, lookups, logins, posters. BENCH_FLOODS_ONLY=1 runs that part alone.
// BENCH_AGAINST=<commit> measures the calls on that commit's server too, in turn, with the ratio.
// BENCH_CALLS_ONLY=1 measures the calls alone (no login floods). BENCH_POSTGRES=1 measures the
// calls on SQLite and on PostgreSQL side by side (issue #31): the same tree, one server on the
// embedded SQLite and one on a throw-away PostgreSQL (Debian's, durable: fsync on), in turn.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { floodsSideBySide } from './lib/bench-floods.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startServerProcess } from './lib/server-process.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const FLOOD = 800;
const FLOOD_IN_FLIGHT = Number(process.env.BENCH_FLOOD_IN_FLIGHT ?? 12);
// On Linux every 127.x.y.z is loopback: the flood comes from 127.0.0.2-127.0.0.201, the real user
// from 127.0.0.1, and the server (listening on 127.0.0.1) tells them apart by address.
const FLOOD_ADDRESS_COUNT = 200;
const FLOOD_ADDRESSES = Array.from({ length: FLOOD_ADDRESS_COUNT }, (_, i) => `127.0.0.${i + 2}`);
const FLOOD_FROM = `${FLOOD_ADDRESSES[0]}-${FLOOD_ADDRESSES[FLOOD_ADDRESS_COUNT - 1]}`;
const USER_ADDRESS = '127.0.0.1';
const LOGIN_ONLY = process.env.BENCH_LOGIN_ONLY === '1';
const FLOODS_ONLY = process.env.BENCH_FLOODS_ONLY === '1';
const CALLS_ONLY = process.env.BENCH_CALLS_ONLY === '1';
const AGAINST = process.env.BENCH_AGAINST;
const BESIDE_POSTGRES = process.env.BENCH_POSTGRES === '1';
const CONNECTIONS = [1, 50];
const DEMO = { account: '61234567', password: 'Demo@2025', areaCode: '+853' };

async function call(apiBase, method, pathname, body, token) {
  const response = await fetch(`${apiBase}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (json.code !== 0) throw new Error(`${method} ${pathname}: ${json.code} ${json.msg}`);
  return json.data;
}

const GIFT = `INSERT INTO integral_spu (name_zht, name_en, cover, pictures, points, stock, limit_per_user)
  VALUES ('壓測禮品', 'Bench gift', '', '[]', 1, 100000000, 0)`;
const ALLOWANCE = `INSERT INTO points_flows (user_id, amount, balance_after, reason_key, reason_zht, reason_en, created_at)
  VALUES ($1, 100000000, $2, 'bench', '壓測額度', 'Bench allowance', $3)`;

/** A PostgreSQL client of a server's database (BENCH_POSTGRES=1), closed by the caller. */
async function postgresClient(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** Gives the bench a gift that never runs out and the demo account a balance that never does. */
async function prepare({ dataDir, databaseUrl }, userId) {
  if (databaseUrl) {
    const client = await postgresClient(databaseUrl);
    try {
      const { rows } = await client.query(`${GIFT} RETURNING id`);
      await client.query('BEGIN');
      const balance = await client.query(
        'UPDATE users SET points = points + 100000000 WHERE id = $1 RETURNING points',
        [userId],
      );
      await client.query(ALLOWANCE, [userId, balance.rows[0].points, Date.now()]);
      await client.query('COMMIT');
      return Number(rows[0].id);
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const spuId = db.prepare(GIFT).run().lastInsertRowid;
  db.transaction(() => {
    const balance = db
      .prepare('UPDATE users SET points = points + 100000000 WHERE id = ? RETURNING points')
      .pluck()
      .get(userId);
    db.prepare(ALLOWANCE.replace(/\$\d/g, '?')).run(userId, balance, Date.now());
  }).immediate();
  db.close();
  return Number(spuId);
}

const LEDGER_FIGURES = {
  balance: 'SELECT points FROM users WHERE id = $1',
  ledger: 'SELECT SUM(amount) FROM points_flows WHERE user_id = $1',
  orders: 'SELECT COUNT(*) FROM integral_trades WHERE user_id = $1',
};

/**
 * Balance, ledger sum and orders read in one transaction: one snapshot, so an exchange still in
 * flight when autocannon stops cannot commit between the reads and show a false difference.
 */
async function checkLedger({ dataDir, databaseUrl }, userId) {
  if (databaseUrl) {
    const client = await postgresClient(databaseUrl);
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const figures = {};
      for (const [key, sql] of Object.entries(LEDGER_FIGURES)) {
        const { rows } = await client.query({ text: sql, values: [userId], rowMode: 'array' });
        figures[key] = Number(rows[0][0]);
      }
      await client.query('COMMIT');
      return figures;
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  const read = db.transaction(() =>
    Object.fromEntries(
      Object.entries(LEDGER_FIGURES).map(([key, sql]) => [
        key,
        db.prepare(sql.replace('$1', '?')).pluck().get(userId),
      ]),
    ),
  );
  const figures = read();
  db.close();
  return figures;
}

function run(name, connections, options) {
  let bodyErrors = 0;
  const requests = (options.requests ?? [{}]).map((request) => ({
    ...request,
    onResponse: (status, body) => {
      try {
        if (JSON.parse(body).code !== 0) bodyErrors += 1;
      } catch {
        bodyErrors += 1;
      }
    },
  }));
  return autocannon({ duration: DURATION_S, connections, ...options, requests }).then((result) => ({
    name,
    connections,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + bodyErrors,
  }));
}

/** The mean of runs of one row: req/s and p99 averaged, requests and errors summed. */
function averaged(runs) {
  const mean = (key) => Math.round(runs.reduce((sum, r) => sum + r[key], 0) / runs.length);
  return {
    ...runs[0],
    rps: mean('rps'),
    p99: mean('p99'),
    total: runs.reduce((sum, r) => sum + r.total, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** One password login; resolves with its latency and body code (never rejects). */
function timedLogin(apiBase, agent, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${apiBase}/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let code = NaN;
          let msg = '';
          try {
            ({ code, msg } = JSON.parse(text));
          } catch {
            // counted as not the envelope
          }
          resolve({ ms: performance.now() - started, code, msg, status: res.statusCode });
        });
      },
    );
    req.on('error', (error) =>
      resolve({ ms: performance.now() - started, code: NaN, msg: error.code, status: 0 }),
    );
    req.end(JSON.stringify(body));
  });
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * (sorted.length - 1)))];
}

const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

/**
 * The real user's login latency alone, then while FLOOD wrong-password logins (made-up accounts,
 * so no lockout of the real one) arrive at once from FLOOD_ADDRESSES, 4 each; the real user logs
 * in one after another from the moment the flood starts until it is answered, then 5 times more.
 */
async function loginUnderFlood(apiBase, label) {
  const userAgent = new http.Agent({ keepAlive: true, localAddress: USER_ADDRESS });
  const floodAgents = FLOOD_ADDRESSES.map(
    (localAddress) => new http.Agent({ keepAlive: false, maxSockets: Infinity, localAddress }),
  );
  const real = { account: DEMO.account, password: DEMO.password, areaCode: DEMO.areaCode };
  const alone = [];
  for (let i = 0; i < 5; i += 1) alone.push(await timedLogin(apiBase, userAgent, real));
  let floodDone = false;
  // The flood keeps FLOOD_IN_FLIGHT logins going at once (what the hash pool can take without
  // answering "busy"), so that its wrong passwords are really checked and spend the overall
  // budget (LOGIN_LIMIT_TOTAL 600 failures a minute) within the minute, as in issue #22.
  const answers = [];
  let next = 0;
  let answered = 0;
  const flood = Promise.all(
    Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
      while (next < FLOOD) {
        const i = next;
        next += 1;
        answers[i] = await timedLogin(apiBase, floodAgents[i % FLOOD_ADDRESS_COUNT], {
          account: `flood${i}`,
          password: 'Wrong#123',
        });
        answered += 1;
      }
    }),
  ).then(() => {
    floodDone = true;
    return answers;
  });
  // The real visitor logs in at every tenth of the flood (10 logins, under their address's 30 a
  // minute with the 5 before and the 5 after).
  const during = [];
  while (!floodDone && during.length < 10) {
    const mark = ((during.length + 1) * FLOOD) / 10;
    while (!floodDone && answered < mark) await new Promise((done) => setTimeout(done, 5));
    if (!floodDone) during.push(await timedLogin(apiBase, userAgent, real));
  }
  const floodAnswers = await flood;
  const after = [];
  for (let i = 0; i < 5; i += 1) after.push(await timedLogin(apiBase, userAgent, real));
  userAgent.destroy();
  for (const agent of floodAgents) agent.destroy();
  const tally = (answers) => {
    const counts = {};
    for (const a of answers) {
      const key = a.code === 0 ? 'ok' : `${a.code} ${a.msg}`.replace(/\d+ s$/, 'N s');
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  const latency = (answers) => answers.map((a) => a.ms).sort((a, b) => a - b);
  const aloneMs = latency(alone);
  const duringMs = latency(during);
  const floodMs = latency(floodAnswers);
  return {
    label,
    aloneP50: percentile(aloneMs, 0.5),
    duringP50: percentile(duringMs, 0.5),
    duringP99: percentile(duringMs, 0.99),
    duringN: during.length,
    duringCodes: tally(during),
    afterP50: percentile(latency(after), 0.5),
    afterCodes: tally(after),
    floodCodes: tally(floodAnswers),
    floodSpan: floodMs[floodMs.length - 1],
    notEnvelope: floodAnswers.filter((a) => a.status !== 200 || Number.isNaN(a.code)).length,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
const floods = [];
if (!FLOODS_ONLY) await loginBench();

/**
 * BENCH_AGAINST=<commit>: the same calls on that commit's server, checked out in a throw-away
 * worktree with this tree's node_modules, started beside this one's and measured in turn
 * (issue #30: the data layer's cost against the commit before it).
 */
async function baselineServer(commit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-tree-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], { stdio: 'ignore' });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
  const server = await startServerProcess({ dataDir: baseDir, root: dir });
  const label = execFileSync('git', ['rev-parse', '--short', commit], { encoding: 'utf8' }).trim();
  return {
    label,
    apiBase: server.apiBase,
    dataDir: baseDir,
    async stop() {
      await server.stop();
      execFileSync('git', ['worktree', 'remove', '--force', dir]);
      fs.rmSync(baseDir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_POSTGRES=1: this tree's server on a throw-away PostgreSQL (durable, as in production), the
 * same demo data seeded at its start, measured in turn with the one on SQLite.
 */
async function postgresServer() {
  const postgres = await startPostgres();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
  const server = await startServerProcess({
    dataDir: folder,
    env: { DATABASE_URL: postgres.url },
  });
  return {
    label: 'PostgreSQL',
    apiBase: server.apiBase,
    dataDir: folder,
    databaseUrl: postgres.url,
    async stop() {
      await server.stop();
      postgres.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function loginBench() {
  const server = await startServerProcess({ dataDir });
  const { apiBase } = server;
  let baseline;
  if (!LOGIN_ONLY && AGAINST) baseline = await baselineServer(AGAINST);
  else if (!LOGIN_ONLY && BESIDE_POSTGRES) baseline = await postgresServer();
  try {
    if (!LOGIN_ONLY) {
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
      const label = BESIDE_POSTGRES ? 'SQLite' : `this tree (${head.trim()})`;
      await measureCalls([{ label, apiBase, dataDir }, ...(baseline ? [baseline] : [])]);
    }
    if (CALLS_ONLY) return;
    // Last: the logins revoke the oldest sessions (SESSIONS_PER_ACCOUNT) the scenarios above use.
    process.stdout.write(`Real login during a ${FLOOD}-login flood from ${FLOOD_FROM}...\n`);
    floods.push(await loginUnderFlood(apiBase, 'production limits'));
  } finally {
    await server.stop();
    await baseline?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo visitor of one server, with a gift and a balance for the exchange, and its calls. */
async function scenariosOf(server) {
  const { apiBase } = server;
  const login = await call(apiBase, 'POST', '/login', DEMO);
  const token = login.token;
  const spuId = await prepare(server, login.user.id);
  const [address] = (await call(apiBase, 'GET', '/pmm/addressMessage/page', undefined, token)).list;
  return {
    userId: login.user.id,
    scenarios: [
      ['GET news page (public)', { url: `${apiBase}/exhibitionNews/appPage?pageNo=1&pageSize=10` }],
      [
        'GET points flow page (auth)',
        { url: `${apiBase}/grow/integralFlow/page?pageNo=1&pageSize=10`, headers: { token } },
      ],
      [
        'POST exchange (fresh key each)',
        {
          url: `${apiBase}/grow/integralTrade`,
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  spuId,
                  quantity: 1,
                  addressId: address.id,
                  idempotencyKey: crypto.randomUUID(),
                }),
              }),
            },
          ],
        },
      ],
    ],
  };
}

/** Each scenario at each connection count on every server, the servers in turn (order flipped). */
async function measureCalls(servers) {
  const prepared = [];
  for (const server of servers) prepared.push({ ...server, ...(await scenariosOf(server)) });
  const rows = [];
  const names = prepared[0].scenarios.map(([name]) => name);
  for (const [index, name] of names.entries()) {
    for (const server of prepared) {
      // One untimed second first, so the figures are not about a cold JIT and empty caches.
      await autocannon({ ...server.scenarios[index][1], duration: 1, connections: 10 });
    }
    for (const connections of CONNECTIONS) {
      // Side by side, each server runs twice in the order A B B A and its two runs are averaged:
      // the one measured first or second is not favoured (a single A B order was, by up to 25 %).
      const order = prepared.length > 1 ? [...prepared, ...[...prepared].reverse()] : prepared;
      const runs = new Map();
      for (const server of order) {
        process.stdout.write(
          `${name}, ${connections} connection(s), ${server.label}, ${DURATION_S} s...\n`,
        );
        const row = await run(name, connections, server.scenarios[index][1]);
        runs.set(server.label, [...(runs.get(server.label) ?? []), row]);
      }
      for (const server of prepared)
        rows.push({ ...averaged(runs.get(server.label)), server: server.label });
    }
  }
  console.log('');
  console.log(
    `Reference server${prepared.length > 1 ? 's' : ''} on loopback, ${os.cpus().length} CPU(s), ${DURATION_S} s per run${prepared.length > 1 ? ', measured in turn A B B A, the two runs averaged' : ''}`,
  );
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      ...(prepared.length > 1 ? { server: r.server } : {}),
      connections: r.connections,
      'req/s': r.rps,
      'p99 ms': r.p99,
      requests: r.total,
      'errors (non-0 code)': r.errors,
    })),
  );
  if (prepared.length > 1) {
    const [mine, theirs] = prepared.map((server) => rows.filter((r) => r.server === server.label));
    console.log(
      `${prepared[0].label} beside ${prepared[1].label} (req/s ratio; 1.5x slower = 0.67):`,
    );
    console.table(
      mine.map((r, i) => ({
        scenario: r.name,
        connections: r.connections,
        [`req/s ${prepared[1].label}`]: theirs[i].rps,
        [`req/s ${prepared[0].label}`]: r.rps,
        ratio: Number((r.rps / theirs[i].rps).toFixed(2)),
        [`p99 ms ${prepared[1].label}`]: theirs[i].p99,
        [`p99 ms ${prepared[0].label}`]: r.p99,
      })),
    );
  }
  for (const server of prepared) {
    const ledger = await checkLedger(server, server.userId);
    console.log(
      `After the exchange runs (${server.label}): ${ledger.orders} orders, balance ${ledger.balance}, ledger sum ${ledger.ledger} (${ledger.balance === ledger.ledger ? 'equal' : 'NOT EQUAL'})`,
    );
  }
}

if (!FLOODS_ONLY && !CALLS_ONLY) await liftedBench();

async function liftedBench() {
  // The same flood with the login budgets lifted: what the bound on hashing alone gives.
  const liftedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
  const lifted = await startServerProcess({
    dataDir: liftedDir,
    env: { LOGIN_LIMIT_PER_IP: '1000000', LOGIN_LIMIT_TOTAL: '1000000' },
  });
  try {
    process.stdout.write('The same with the login budgets lifted (hash pool only)...\n');
    floods.push(await loginUnderFlood(lifted.apiBase, 'budgets lifted, hash pool only'));
  } finally {
    await lifted.stop();
    fs.rmSync(liftedDir, { recursive: true, force: true });
  }

  console.log('');
  console.log(
    `Password login of a real user (${USER_ADDRESS}) during ${FLOOD} wrong-password logins (${FLOOD_IN_FLIGHT} at a time) from ${FLOOD_ADDRESS_COUNT} addresses (${FLOOD_FROM}, 4 each):`,
  );
  console.table(
    floods.map((f) => ({
      server: f.label,
      'alone p50': ms(f.aloneP50),
      'during flood p50': ms(f.duringP50),
      'during flood p99': ms(f.duringP99),
      'real logins (answers)': `${f.duringN} (${Object.entries(f.duringCodes)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ')})`,
      'just after, p50': ms(f.afterP50),
      'just after (answers)': Object.entries(f.afterCodes)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', '),
      'flood answered in': ms(f.floodSpan),
    })),
  );
  for (const f of floods) {
    console.log(
      `Flood answers, ${f.label}: ${Object.entries(f.floodCodes)
        .map(([k, n]) => `${n}× ${k}`)
        .join('; ')}${f.notEnvelope ? `; ${f.notEnvelope} NOT the envelope` : ''}`,
    );
  }
}

// Issue #28: each flood beside none, on a server of its own with the production limits.
if (!CALLS_ONLY) await floodsBench();

async function floodsBench() {
  const floodDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
  const floodServer = await startServerProcess({ dataDir: floodDir });
  try {
    await floodsSideBySide({ apiBase: floodServer.apiBase, dataDir: floodDir });
  } finally {
    await floodServer.stop();
    fs.rmSync(floodDir, { recursive: true, force: true });
  }
}
