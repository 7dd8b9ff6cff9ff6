import { renderArt, renderVotePoster } from '../../server/src/modules/content/art';
import { ART } from '../../server/src/modules/content/art-catalogue';
import { startTestServer, type TestServer } from './helpers/harness';

// Issue #12: the seed's pictures show on every language's screen, so they carry no Chinese (or
// other CJK) words and no accessible name of their own: the app gives each image its alt text in
// the visitor's language.

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const slugs = Object.keys(ART);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

test('the catalogue has pictures to check', () => {
  expect(slugs.length).toBeGreaterThan(20);
});

test.each(slugs)(
  'the served picture %s has no CJK character and no accessible name',
  async (slug) => {
    const answer = await t.call('GET', `/art/${slug}.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.text).toBe(renderArt(ART[slug]!));
    expect(answer.text).not.toMatch(CJK);
    expect(answer.text).not.toMatch(/aria-label|role=|<title/);
    expect(answer.text).toMatch(/^<svg [^>]*aria-hidden="true"/);
  },
);

test('a caption is Latin text only, and a picture without one has no text at all', () => {
  for (const spec of Object.values(ART)) {
    const svg = renderArt(spec);
    if (spec.caption) expect(svg).toContain(spec.caption);
    else expect(svg).not.toContain('<text');
  }
});

test('the vote poster adds no CJK words of its own to the work', () => {
  const svg = renderVotePoster('Peace for all', 'Ana', 'Victory 80');
  expect(svg).not.toMatch(CJK);
  expect(svg).not.toMatch(/aria-label|role=/);
});
