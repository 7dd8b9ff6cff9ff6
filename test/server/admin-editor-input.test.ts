import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import * as contentData from './helpers/fixtures/content';
import * as newsData from './helpers/fixtures/news';
import * as schema from './helpers/fixtures/schema';

// Issue #29, input an editor cannot get wrong: a link is a page of the app or https:// to a host
// the web view opens, never javascript:; a picture is an upload of this server, stored as its
// path (not http://127.0.0.1:PORT/...); an activity or a contest cannot end before it starts.
// Each refusal says why, in the operator's language, and stores nothing.

jest.setTimeout(60_000);

let t: TestServer;
let editor: AdminSession;
let admin: AdminSession;

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t, 'editor');
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const upload = `/exhibition-api/files/${'e'.repeat(32)}.png`;
const carousel = (body: object, lang = 'en') =>
  adminCall<{ data: { id: number; image: string; link: string } }>(
    t,
    editor,
    'POST',
    '/carousels',
    { body: { image: upload, ...body }, lang },
  );
const count = (table: string) => schema.rowCount(t.kysely, table);

test('links: a page of the app or https:// to a host the web view opens; anything else refused', async () => {
  const before = await count('carousels');
  for (const link of [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.wh.mo/',
    'https://evil.example.com/',
    'https://gov.mo.evil.example.com/',
    '//evil.example.com/pages/vote/vote',
    '/pages/vote/vote?x=<script>',
  ]) {
    const refused = await carousel({ link });
    expect({ link, status: refused.status, message: refused.body.message }).toEqual({
      link,
      status: 400,
      message: expect.stringMatching(/^A link can only be a page of the app .*\*\.gov\.mo/),
    });
  }
  expect(await count('carousels')).toBe(before);
  const pt = await carousel({ link: 'javascript:alert(1)' }, 'pt');
  expect(pt.body.message).toMatch(/^A ligação só pode ser/);
  for (const link of ['/pages/vote/vote', '/pages/ar/ar?id=3', 'https://www.gov.mo/zh-hant/', '']) {
    const kept = await carousel({ link });
    expect({ link, status: kept.status }).toEqual({ link, status: 200 });
    expect(kept.body.data.link).toBe(link);
  }
  // Missions, posters and AR sites keep links too.
  const poster = await adminCall(t, editor, 'POST', '/posters', {
    body: { image: upload, link: 'javascript:void(0)' },
  });
  expect(poster.status).toBe(400);
  const mission = await adminCall(t, admin, 'PUT', '/missions/1', {
    body: { link: 'https://evil.example.com' },
  });
  expect(mission.status).toBe(400);
});

test('pictures: an upload of this server, stored as its path whatever origin it was given with', async () => {
  const absolute = await carousel({ image: `${t.server.origin}${upload}` });
  expect(absolute.status).toBe(200);
  expect(absolute.body.data.image).toBe(upload);
  const stored = await contentData.carouselImageOf(t.kysely, absolute.body.data.id);
  expect(stored).toBe(upload);
  for (const image of [
    'https://evil.example.com/pixel.png',
    'http://127.0.0.1:1/other.png',
    '/static/../../etc/passwd',
    'javascript:alert(1)',
  ]) {
    const refused = await carousel({ image });
    expect({ image, status: refused.status, message: refused.body.message }).toEqual({
      image,
      status: 400,
      message: 'The picture must be one uploaded here',
    });
  }
  const news = await adminCall(t, editor, 'PUT', '/news/1', {
    body: { cover: 'https://evil.example.com/c.jpg' },
  });
  expect(news.status).toBe(400);
  const gift = await adminCall(t, admin, 'PUT', '/gifts/1', {
    body: { pictures: [upload, 'https://evil.example.com/c.jpg'] },
  });
  expect(gift.status).toBe(400);
});

test('an activity or a contest cannot end before it starts, a partial change included', async () => {
  const start = Date.parse('2026-12-01T02:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const refused = await adminCall(t, editor, 'POST', '/news', {
    body: {
      categoryId: 1,
      titleZht: '講座',
      publishAt: iso(start),
      startAt: iso(start),
      endAt: iso(start - 3_600_000),
    },
    lang: 'zh-Hant',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('結束時間不可早於開始時間');
  const created = await adminCall<{ data: { id: number } }>(t, editor, 'POST', '/news', {
    body: {
      categoryId: 1,
      titleZht: '講座',
      publishAt: iso(start),
      startAt: iso(start),
      endAt: iso(start + 3_600_000),
    },
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const partial = await adminCall(t, editor, 'PUT', `/news/${id}`, {
    body: { endAt: iso(start - 60_000) },
  });
  expect(partial.status).toBe(400);
  const endAt = await newsData.newsEndAtOf(t.kysely, id);
  expect(endAt).toBe(start + 3_600_000);
  const contest = await adminCall(t, admin, 'PUT', '/contests/1', {
    body: { signUpEndAt: '2000-01-01T00:00:00.000Z' },
  });
  expect(contest.status).toBe(400);
});
