import path from 'node:path';
import { authZhHant } from '@/features/account/i18n/auth/zh-Hant';
import { formsZhHant } from '@/shared/i18n/forms/zh-Hant';
import { voteTabZhHant } from '@/features/contest/i18n/vote/zh-Hant';
import { contestZhHant } from '@/features/contest/i18n/contest/zh-Hant';
import { workTextZhHant } from '@/features/contest/i18n/work/zh-Hant';
import { giftsZhHant } from '@/features/gifts/i18n/gifts/zh-Hant';
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { textOf, walk } from './harness/tree';
import { DEMO, openWeapp, sessionStorageOf, startBackend, type Backend } from './harness';

// Issue #20: the journeys that differ on the mini-program, run on dist/weapp in the headless
// logic layer (WeChat sign-in, sessions, votes, uploads), against the reference server.

jest.setTimeout(120_000);

const auth = authZhHant.auth;
const form = formsZhHant.form;
const vote = voteTabZhHant.vote;
const contest = contestZhHant;
const work = workTextZhHant.work;
const giftsText = giftsZhHant;

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

async function api<T>(
  pathname: string,
  options: { token?: string; method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${backend.server.apiBase}${pathname}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { token: options.token, authorization: options.token } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return ((await response.json()) as { code: number; data: T }).data;
}

/** A new visitor registered through the API (SMS code from the dev outbox). */
async function register(phone: string) {
  await fetch(`${backend.server.apiBase}/sms/sendRegisterCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `phone=${phone}&areaCode=%2B853`,
  });
  const outbox = await api<{ code: string }[]>(
    `/dev/sms-outbox?to=${encodeURIComponent(`+853 ${phone}`)}`,
  );
  return api<{ token: string; expiresAt: number; user: { id: number } }>('/register/app', {
    method: 'POST',
    body: { phone, areaCode: '+853', code: outbox[0].code, password: 'Pass#2025' },
  });
}

const pointsOf = async (token: string) =>
  (await api<{ points: number }>('/cus/user', { token })).points;
test('a guest signs in with a password and comes back to the page that asked (SPEC §4, §6)', async () => {
  const weapp = openWeapp(backend);
  try {
    weapp.mp.launch('pages/points/points');
    const login = await weapp.waitForRoute('pages/login/login');
    expect(decodeURIComponent(String(login.options.redirect))).toContain('/pages/points/points');
    await weapp.type(auth.accountPlaceholder, DEMO.phone);
    await weapp.type(auth.passwordPlaceholder, DEMO.password);
    await weapp.tap(form.agreePrefix);
    await weapp.tap(new RegExp(`^${auth.submitLogin}$`));
    await weapp.waitForRoute('pages/points/points');
    await weapp.waitForText(zhHant.page.points);
    expect(weapp.mp.records.storage.get('token')).toEqual(expect.any(String));
    expect(weapp.mp.records.shown).toContainEqual(
      expect.objectContaining({ api: 'showToast', title: auth.loginSuccess }),
    );
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('WeChat sign-in: wx.login gives a code, the server exchanges it with WeChat (a fake on loopback)', async () => {
  const code = 'harness-wechat-code-1';
  backend.wechat.codes.set(code, { openid: 'o-harness-visitor-1' });
  const weapp = openWeapp(backend, { script: { loginCode: () => code } });
  try {
    weapp.mp.launch('pages/login/login');
    await weapp.waitForText(auth.wechatLogin);
    await weapp.tap(form.agreePrefix);
    await weapp.tap(auth.wechatLogin);
    await weapp.waitFor('a session', () => weapp.mp.records.storage.get('token'));
    expect(backend.wechat.calls).toContainEqual(
      expect.objectContaining({
        path: '/sns/jscode2session',
        query: expect.objectContaining({ js_code: code }),
      }),
    );
    expect(
      weapp.mp.records.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`),
    ).toContain('POST /exhibition-api/login/wechat');
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a session the server no longer knows: the 401 relaunches to login with the back URL (SPEC §4, §8)', async () => {
  const weapp = openWeapp(backend, {
    storage: {
      token: 'a-token-the-server-never-issued',
      tokenExpiry: 4102444800,
      userInfo: { id: 1 },
    },
  });
  try {
    weapp.mp.launch('pages/points/records');
    const login = await weapp.waitForRoute('pages/login/login');
    expect(decodeURIComponent(String(login.options.redirect))).toContain('/pages/points/records');
    // The stack was relaunched: login alone, storage cleared, the server's message shown.
    expect(weapp.mp.stack.map((page) => page.route)).toEqual(['pages/login/login']);
    expect(weapp.mp.records.storage.get('token')).toBeUndefined();
    expect(weapp.mp.records.shown.some((s) => s.api === 'showToast')).toBe(true);
  } finally {
    weapp.mp.close();
  }
});

test('a vote on a work, and the daily rule: the second vote that day is refused (SPEC §7 contest)', async () => {
  const visitor = await register('62000001');
  const works = await api<{ list: { id: number; votes?: number }[] }>(
    '/votePlayer/public/page?pageNo=1&pageSize=5',
  );
  const work = works.list[1];
  const weapp = openWeapp(backend, { storage: sessionStorageOf(visitor) });
  try {
    weapp.mp.launch('pages/vote/detail', { id: String(work.id) });
    await weapp.waitForText(vote.vote);
    const before = await api<{ votes?: number; voteCount?: number }>(
      `/votePlayer/public/detail/${work.id}`,
    );
    await weapp.tap(new RegExp(`^${vote.vote}`));
    await weapp.waitFor('the vote to be counted', () =>
      weapp.mp.records.shown.find((s) => s.title === vote.voteDone),
    );
    const after = await api<{ votes?: number; voteCount?: number }>(
      `/votePlayer/public/detail/${work.id}`,
    );
    expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));
    await weapp.waitForText(new RegExp(`${vote.votedToday}|${vote.noVotesLeft}`));
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a work submitted with pictures: chooseMedia from the album, then uploadFile, then the work', async () => {
  const visitor = await register('62000002');
  const album = ['home.png', 'news.png'].map((name) => path.resolve('src/assets/tab', name));
  const weapp = openWeapp(backend, { storage: sessionStorageOf(visitor), script: { album } });
  try {
    weapp.mp.launch('pages/signUp/signUp');
    await weapp.waitForText(contest.addPicture);
    await weapp.tap(contest.addPicture);
    await weapp.waitFor('two pictures uploaded', () => weapp.mp.records.uploads.length === 2);
    // The two uploads run side by side, so they are recorded in the order they finish.
    expect(
      weapp.mp.records.uploads
        .map((upload) => [path.basename(upload.file), upload.status])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['home.png', 200],
      ['news.png', 200],
    ]);
    await weapp.type(contest.titlePlaceholder, '小程序作品');
    await weapp.type(contest.sloganPlaceholder.replace('{max}', '30'), '銘記歷史，珍愛和平');
    await weapp.type(contest.authorPlaceholder, '測試者');
    await weapp.tap(new RegExp(`^${contest.submit}$`));
    await weapp.waitFor('the submission accepted', () =>
      weapp.mp.records.shown.find((shown) => shown.title === contest.submitted),
    );
    const mine = await api<{ list: { title?: string; pictures?: string[]; images?: string[] }[] }>(
      '/votePlayer/public/applyPage?pageNo=1&pageSize=5',
      { token: visitor.token },
    );
    expect(JSON.stringify(mine)).toContain('小程序作品');
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a work opened from Moments (scene 1154): read without a login, no vote, no share, a way to the full mini-program', async () => {
  const works = await api<{ list: { id: number }[] }>(
    '/votePlayer/public/page?pageNo=1&pageSize=1',
  );
  const weapp = openWeapp(backend);
  try {
    weapp.mp.launch('pages/vote/detail', { id: String(works.list[0].id) }, 1154);
    const text = await weapp.waitForText(work.singlePage);
    expect(text).toContain(work.openFull);
    expect(text).toContain(vote.number.replace('{id}', String(works.list[0].id)));
    // No vote (it needs a login), no share or invite buttons: nothing to tap but the page.
    expect([...walk(weapp.tree())].filter((node) => node.tag === 'button')).toEqual([]);
    expect(weapp.mp.current?.route).toBe('pages/vote/detail');
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a gift exchanged: confirmed in a WeChat modal, the points spent once, the order opens (SPEC §7 points)', async () => {
  const session = await backend.demoSession();
  const token = String(session.token);
  const before = await pointsOf(token);
  const gifts = await api<{ list: { id: number; points: number; stock: number }[] }>(
    '/grow/integralSpu/page?pageNo=1&pageSize=10',
  );
  const gift = gifts.list.find((each) => each.stock > 0 && each.points <= before);
  if (!gift) throw new Error('the seed has no gift the demo visitor can afford');
  const weapp = openWeapp(backend, { storage: session, script: { modalAnswers: [true] } });
  try {
    weapp.mp.launch('pages/gift/detail', { id: String(gift.id) });
    await weapp.waitForText(giftsText.exchange);
    await weapp.tap(new RegExp(`^${giftsText.exchange}$`));
    await weapp.waitForRoute('pages/record/detail');
    expect(weapp.mp.records.shown.filter((shown) => shown.api === 'showModal')).toHaveLength(1);
    expect(weapp.mp.records.shown.some((s) => s.title === giftsText.success)).toBe(true);
    expect(await pointsOf(token)).toBe(before - gift.points);
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a mission credited: opening the interactive exhibition earns its daily points once', async () => {
  const visitor = await register('62000003');
  const before = await pointsOf(visitor.token);
  const open = async () => {
    const weapp = openWeapp(backend, { storage: sessionStorageOf(visitor) });
    try {
      weapp.mp.launch('pages/vr/vr');
      await weapp.waitForText(zhHant.page.vr);
      // Nothing to tap: opening it is the mission. The server's answer to that call is the credit.
      await weapp.waitFor('the mission call answered', () =>
        weapp.mp.records.requests.find(
          (r) => r.url.includes('/grow/mission/complete/') && r.status === 200,
        ),
      );
      expect(weapp.mp.problems).toEqual([]);
    } finally {
      weapp.mp.close();
    }
  };
  await open();
  const credited = await pointsOf(visitor.token);
  expect(credited).toBeGreaterThan(before);
  await open();
  expect(await pointsOf(visitor.token)).toBe(credited);
});

test('an invitation credited: a friend opens the shared work and votes, the sharer earns', async () => {
  const sharer = await register('62000004');
  const friend = await register('62000005');
  const works = await api<{ list: { id: number }[] }>(
    '/votePlayer/public/page?pageNo=1&pageSize=3',
  );
  const before = await pointsOf(sharer.token);
  const weapp = openWeapp(backend, { storage: sessionStorageOf(friend) });
  try {
    weapp.mp.launch(
      'pages/vote/detail',
      { id: String(works.list[2].id), type: 'share', inviter: String(sharer.user.id) },
      1007,
    );
    await weapp.waitForText(vote.vote);
    await weapp.tap(new RegExp(`^${vote.vote}`));
    await weapp.waitFor('the vote counted', () =>
      weapp.mp.records.shown.find((shown) => shown.title === vote.voteDone),
    );
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
  expect(await pointsOf(sharer.token)).toBeGreaterThan(before);
});

test('an invite: the poster shown is a PNG of the work with the sharer in it, with how to keep it (issues #21, #27)', async () => {
  const sharer = await register('62000006');
  const works = await api<{ list: { id: number }[] }>(
    '/votePlayer/public/page?pageNo=1&pageSize=1',
  );
  const weapp = openWeapp(backend, { storage: sessionStorageOf(sharer) });
  try {
    weapp.mp.launch('pages/vote/detail', { id: String(works.list[0].id) });
    await weapp.waitForText(work.invite);
    await weapp.tap(new RegExp(`^${work.invite}$`));
    // Drawn over the page: the poster, and once it has loaded, how to keep or close it.
    const image = await weapp.waitFor('the poster shown', () =>
      [...walk(weapp.tree())].find(
        (node) => node.tag === 'image' && /\/art\/vote-player\//.test(String(node.attributes.src)),
      ),
    );
    const url = String(image.attributes.src);
    expect(weapp.text()).toContain(work.posterDrawing);
    // The view layer reports the picture loaded (the harness draws no pictures).
    weapp.mp.deliver(weapp.mp.current!, 'load', image, image, { width: 800, height: 1440 });
    await weapp.waitForText(work.posterHint);
    expect(weapp.text()).not.toContain(work.posterDrawing);
    // WeChat's previewer and "save to album" take PNG or JPG, never SVG.
    expect(url).toMatch(
      new RegExp(
        `/exhibition-api/art/vote-player/${works.list[0].id}\\.png\\?lang=zh-Hant&inviter=${sharer.user.id}&code=[A-Z0-9]+$`,
      ),
    );
    const poster = await fetch(url);
    expect(poster.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await poster.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});

test('a double tap on a story opens it once: a navigation to the page already shown is skipped (SPEC §2)', async () => {
  const news = await api<{ list: { id: number; titleZht: string; kind?: string }[] }>(
    '/exhibitionNews/appPage?pageNo=1&pageSize=10',
  );
  const story = news.list.find((item) => item.kind !== 'activity') ?? news.list[0];
  const title = story.titleZht;
  const weapp = openWeapp(backend);
  try {
    weapp.mp.launch('pages/news/news');
    const list = weapp.page();
    await weapp.waitForText(title);
    const card = [...walk(weapp.tree())].find(
      (node) => node.events.tap && textOf(node).includes(title),
    );
    if (!card) throw new Error(`no tappable card shows "${title}"`);
    await weapp.tap(card);
    await weapp.waitForRoute('pages/news/detail');
    // The second tap of the double tap reaches the list, now under the story it opened.
    await weapp.tap(card, { on: list });
    await weapp.idle();
    expect(weapp.mp.stack.map((page) => page.route)).toEqual([
      'pages/news/news',
      'pages/news/detail',
    ]);
    // The same late tap on another story is a navigation to a page not shown: it opens.
    const other = news.list.find((item) => item !== story && item.kind !== 'activity');
    if (!other) throw new Error('the seed has one story only');
    const otherCard = [...walk(weapp.mp.tree(list))].find(
      (node) => node.events.tap && textOf(node).includes(other.titleZht),
    );
    if (!otherCard) throw new Error(`no tappable card shows "${other.titleZht}"`);
    await weapp.tap(otherCard, { on: list });
    await weapp.waitFor('a second story page', () => weapp.mp.stack.length === 3);
    expect(weapp.mp.problems).toEqual([]);
  } finally {
    weapp.mp.close();
  }
});
