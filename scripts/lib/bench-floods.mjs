// `npm run bench`, issue #28: a real visitor's page and login latency side by side, with no flood
// and during each flood one stranger can send from many loopback addresses: half-open sockets,
// free lookups, wrong passwords, new invite posters. Production limits (the server is started by
// bench.mjs with none lifted). Prints figures; asserts nothing.
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';

const VISITOR = '127.0.0.1';
const DEMO = { account: '61234567', password: 'Demo@2025', areaCode: '+853' };
/** Each flood runs this long before and while the visitor is measured. */
const RAMP_MS = Number(process.env.BENCH_FLOOD_RAMP_MS ?? 1500);
const PAGES = 20;
const LOGINS = 5;

const pause = (ms) => new Promise((done) => setTimeout(done, ms));
const addresses = (third, count, from = 1) =>
  Array.from({ length: count }, (_, i) => `127.0.${third}.${from + i}`);

function request(url, { method = 'GET', body, localAddress, agent } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        localAddress,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let code = res.statusCode === 200 ? 0 : NaN;
          try {
            if (res.headers['content-type']?.includes('json')) code = JSON.parse(text).code;
          } catch {
            code = NaN;
          }
          resolve({ ms: performance.now() - started, code });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, code: NaN }));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Keeps `inFlight` requests going, each made by `next(i)`, until stopped. */
function keepGoing(inFlight, next) {
  let going = true;
  let sent = 0;
  const loops = Array.from({ length: inFlight }, async () => {
    while (going) {
      sent += 1;
      await next(sent);
    }
  });
  return {
    stop: async () => {
      going = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

/** Sockets that send half a request, then a byte a second, and never close their side. */
function halfOpenSockets(port, perAddress, from) {
  const sockets = new Set();
  let going = true;
  let closedByServer = 0;
  const open = (localAddress) => {
    if (!going) return;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress, allowHalfOpen: true });
    sockets.add(socket);
    socket.on('error', () => {});
    const timer = setInterval(() => socket.writable && socket.write('x'), 1000);
    socket.on('connect', () =>
      socket.write('GET /exhibition-api/newsCategory/list HTTP/1.1\r\nX-a: '),
    );
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (going) {
        closedByServer += 1;
        open(localAddress);
      }
    });
  };
  for (const address of from) for (let i = 0; i < perAddress; i += 1) open(address);
  return {
    stop: async () => {
      going = false;
      const held = sockets.size;
      for (const socket of sockets) socket.destroy();
      return `${held} held at the end, ${closedByServer} closed by the server`;
    },
  };
}

/** Approved works with distinct slogans, so that every poster asked for is a new drawing. */
function manyWorks(dataDir, count) {
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `INSERT INTO vote_players (vote_id, group_id, user_id, title_zht, title_zhs, title_pt, title_en,
       slogan, author_name, status, created_at)
     SELECT vote_id, group_id, user_id, title_zht, title_zhs, title_pt, title_en,
       slogan || ' ' || @n, author_name, 'approved', created_at
     FROM vote_players WHERE status = 'approved' ORDER BY id LIMIT 1
     RETURNING id`,
  );
  const ids = db.transaction(() => Array.from({ length: count }, (_, n) => insert.get({ n }).id))();
  db.close();
  return ids;
}

function summary(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * (sorted.length - 1)))];
  const ok = samples.filter((s) => s.code === 0).length;
  return { p50: at(0.5), p95: at(0.95), ok: `${ok}/${samples.length}` };
}

async function visitor(apiBase) {
  const agent = new http.Agent({ keepAlive: true, localAddress: VISITOR });
  const pages = [];
  for (let i = 0; i < PAGES; i += 1) {
    pages.push(await request(`${apiBase}/exhibitionNews/appPage?pageNo=1&pageSize=10`, { agent }));
  }
  const logins = [];
  for (let i = 0; i < LOGINS; i += 1) {
    logins.push(await request(`${apiBase}/login`, { method: 'POST', body: DEMO, agent }));
  }
  agent.destroy();
  return { page: summary(pages), login: summary(logins) };
}

export async function floodsSideBySide({ apiBase, dataDir }) {
  const port = Number(new URL(apiBase).port);
  // The visitor has signed in from their address before (a known address, as most are).
  await request(`${apiBase}/login`, { method: 'POST', body: DEMO, localAddress: VISITOR });
  const works = manyWorks(dataDir, 400);
  let poster = 0;
  const floods = [
    ['no flood', () => ({ stop: async () => '' })],
    ['half-open sockets: 40 addresses x 25', () => halfOpenSockets(port, 25, addresses(5, 40))],
    [
      'lookups: 600 at once from 20 addresses, again each second',
      () => {
        const from = addresses(6, 20);
        let code = 'not asked';
        const blast = () =>
          Promise.all(
            from.flatMap((localAddress) =>
              Array.from({ length: 30 }, (_, i) =>
                request(
                  `${apiBase}/login/verify/mobile?phone=6${String(1000000 + i)}&areaCode=%2B853`,
                  { localAddress },
                ),
              ),
            ),
          );
        const loop = keepGoing(1, async () => {
          await blast();
          await pause(1000);
        });
        return {
          stop: async () => {
            // A new person asks for a register code while the lookups go on.
            const sent = await request(`${apiBase}/sms/sendRegisterCode`, {
              method: 'POST',
              body: { phone: '62899001', areaCode: '+853' },
              localAddress: '127.0.9.1',
            });
            code = sent.code === 0 ? 'sent' : `refused (${sent.code})`;
            await loop.stop();
            return `a new person's register code: ${code}`;
          },
        };
      },
    ],
    [
      'logins: 50 wrong passwords in flight from 200 addresses',
      () => {
        const from = addresses(7, 200);
        const loop = keepGoing(50, (i) =>
          request(`${apiBase}/login`, {
            method: 'POST',
            body: { account: `flood${i}`, password: 'Wrong#123' },
            localAddress: from[i % from.length],
          }),
        );
        return { stop: async () => `${await loop.stop()} wrong logins sent` };
      },
    ],
    [
      'posters: 100 new posters in flight from 25 addresses',
      () => {
        const from = addresses(8, 25);
        const loop = keepGoing(100, (i) => {
          poster += 1;
          const work = works[poster % works.length];
          const lang = ['zh-Hant', 'zh-Hans', 'pt', 'en'][Math.floor(poster / works.length) % 4];
          return request(`${apiBase}/art/vote-player/${work}.png?lang=${lang}`, {
            localAddress: from[i % from.length],
          });
        });
        return { stop: async () => `${await loop.stop()} posters asked for` };
      },
    ],
  ];
  const rows = [];
  for (const [name, start] of floods) {
    process.stdout.write(`Visitor's page and login, ${name}...\n`);
    const flood = start();
    await pause(name === 'no flood' ? 0 : RAMP_MS);
    const seen = await visitor(apiBase);
    const note = await flood.stop();
    rows.push({ name, ...seen, note });
    // The server settles (and the lookup and login budgets' minute turns) before the next.
    await pause(2000);
  }
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
  console.log('');
  console.log(
    `A real visitor (${VISITOR}, a known address) during each flood: ${PAGES} news pages, then ${LOGINS} password logins, one after another; production limits:`,
  );
  console.table(
    rows.map((r) => ({
      flood: r.name,
      'page p50': ms(r.page.p50),
      'page p95': ms(r.page.p95),
      'pages ok': r.page.ok,
      'login p50': ms(r.login.p50),
      'login p95': ms(r.login.p95),
      'logins ok': r.login.ok,
      'the flood': r.note,
    })),
  );
}
