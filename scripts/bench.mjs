// `npm run bench`: starts the reference server on a free loopback port with a throw-away database
// and measures, with autocannon, a public list, an authenticated page and the gift exchange, at 1
// and 50 connections for a bounded time each. It prints figures; it asserts nothing about speed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startServerProcess } from './lib/server-process.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
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

/** Gives the bench a gift that never runs out and the demo account a balance that never does. */
function prepare(dataDir, userId) {
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const spuId = db
    .prepare(
      `INSERT INTO integral_spu (name_zht, name_en, cover, pictures, points, stock, limit_per_user)
       VALUES ('壓測禮品', 'Bench gift', '', '[]', 1, 100000000, 0)`,
    )
    .run().lastInsertRowid;
  db.transaction(() => {
    const balance = db
      .prepare('UPDATE users SET points = points + 100000000 WHERE id = ? RETURNING points')
      .pluck()
      .get(userId);
    db.prepare(
      `INSERT INTO points_flows (user_id, amount, balance_after, reason_key, reason_zht, reason_en, created_at)
       VALUES (?, 100000000, ?, 'bench', '壓測額度', 'Bench allowance', ?)`,
    ).run(userId, balance, Date.now());
  }).immediate();
  db.close();
  return Number(spuId);
}

function checkLedger(dataDir, userId) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  const balance = db.prepare('SELECT points FROM users WHERE id = ?').pluck().get(userId);
  const ledger = db
    .prepare('SELECT SUM(amount) FROM points_flows WHERE user_id = ?')
    .pluck()
    .get(userId);
  const orders = db
    .prepare('SELECT COUNT(*) FROM integral_trades WHERE user_id = ?')
    .pluck()
    .get(userId);
  db.close();
  return { balance, ledger, orders };
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-'));
const server = await startServerProcess({ dataDir });
const { apiBase } = server;
try {
  const login = await call(apiBase, 'POST', '/login', DEMO);
  const token = login.token;
  const spuId = prepare(dataDir, login.user.id);
  const [address] = (await call(apiBase, 'GET', '/pmm/addressMessage/page', undefined, token)).list;
  const scenarios = [
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
  ];
  const rows = [];
  for (const [name, options] of scenarios) {
    // One untimed second first, so the figures are not about a cold JIT and empty caches.
    await autocannon({ ...options, duration: 1, connections: 10 });
    for (const connections of CONNECTIONS) {
      process.stdout.write(`${name}, ${connections} connection(s), ${DURATION_S} s...\n`);
      rows.push(await run(name, connections, options));
    }
  }
  const ledger = checkLedger(dataDir, login.user.id);
  console.log('');
  console.log(
    `Reference server on ${apiBase} (loopback), ${os.cpus().length} CPU(s), ${DURATION_S} s per row`,
  );
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      connections: r.connections,
      'req/s': r.rps,
      'p99 ms': r.p99,
      requests: r.total,
      'errors (non-0 code)': r.errors,
    })),
  );
  console.log(
    `After the exchange runs: ${ledger.orders} orders, balance ${ledger.balance}, ledger sum ${ledger.ledger} (${ledger.balance === ledger.ledger ? 'equal' : 'NOT EQUAL'})`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
