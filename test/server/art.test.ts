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

test('a picture of the lists has no text at all: nothing for the page to lay out (#14)', () => {
  for (const spec of Object.values(ART)) expect(renderArt(spec)).not.toContain('<text');
});

test('the vote poster adds no CJK words of its own to the work', () => {
  const svg = renderVotePoster('Peace for all', 'Ana', 'Victory 80');
  expect(svg).not.toMatch(CJK);
  expect(svg).not.toMatch(/aria-label|role=/);
});

test("the vote poster's heading is the contest's name as given, on lines that fit the picture", () => {
  const name = 'Concurso de Slogans «Recordar a história, valorizar a paz»';
  const svg = renderVotePoster('銘記歷史', 'Ana', name, 'pt');
  const heading = [...svg.matchAll(/<text[^>]*fill="#ffd166">([^<]*)<\/text>/g)].map((m) => m[1]);
  expect(heading.join(' ')).toBe(name);
  expect(heading.length).toBeGreaterThan(1);
  for (const line of heading) expect(line.length).toBeLessThanOrEqual(30);
  expect(svg).not.toMatch(/font-size="22"[^>]*fill="#ffd166"/);

  const chinese = renderVotePoster(
    '銘記歷史',
    '陳',
    '「銘記歷史 珍愛和平」標語創作大賽',
    'zh-Hant',
  );
  expect(chinese).toContain('「銘記歷史 珍愛和平」標語創作大賽');
});
