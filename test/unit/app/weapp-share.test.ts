import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue #13: in the mini-program build every shareable page defines both share handlers, to a
// chat (onShareAppMessage) and to Moments (onShareTimeline). Taro's runtime adds a handler to a
// page only when the page's config enables it: the loader then marks the page component
// (`component.enableShareAppMessage = true`) and the runtime defines `methods.onShareAppMessage`.
// This reads the build; it never runs it. Run `npm run build:weapp` first.

const WEAPP = join(__dirname, '../../../dist/weapp');

/** Home, news detail, activity detail, gift detail, the contest and a work (issue #13). */
const SHAREABLE = [
  'pages/home/index',
  'pages/news/detail',
  'pages/activity/detail',
  'pages/gift/detail',
  'pages/vote/vote',
  'pages/vote/detail',
];

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

beforeAll(() => {
  if (!existsSync(join(WEAPP, 'app.json'))) {
    throw new Error(
      `dist/weapp is missing (no ${relative(process.cwd(), join(WEAPP, 'app.json'))}): ` +
        'run `npm run build:weapp` first, then this test again.',
    );
  }
});

describe('the mini-program build shares every shareable page', () => {
  // Taro keeps enableShareAppMessage/enableShareTimeline out of the page's JSON (WeChat does not
  // read them): the config travels in the page's code, and the runtime adds the handlers from it.
  test.each(SHAREABLE)('%s: is a page of the build', (page) => {
    const app = JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as {
      pages: string[];
      subPackages?: { root: string; pages: string[] }[];
    };
    const pages = [
      ...app.pages,
      ...(app.subPackages ?? []).flatMap((sub) => sub.pages.map((p) => `${sub.root}/${p}`)),
    ];
    expect(pages).toContain(page);
    expect(existsSync(join(WEAPP, `${page}.json`))).toBe(true);
  });

  test.each(SHAREABLE)('%s: its compiled page asks the runtime for both handlers', (page) => {
    const code = readFileSync(join(WEAPP, `${page}.js`), 'utf8');
    expect(code).toMatch(/\.enableShareAppMessage\s*=\s*(!0|true)/);
    expect(code).toMatch(/\.enableShareTimeline\s*=\s*(!0|true)/);
  });

  test('the runtime in the build defines both handlers for a page that asks', () => {
    const code = scripts(WEAPP)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // Both share lifecycles are registered only for a page whose config enables them.
    expect(code).toContain('["onShareAppMessage","onShareTimeline"]');
    expect(code).toMatch(/replace\(\/\^on\/,\s*"enable"\)/);
  });

  test('a page opened from Moments is in the app and shared to Moments (single-page mode)', () => {
    const app = JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as {
      pages: string[];
      subPackages?: { root: string; pages: string[] }[];
    };
    const all = [
      ...app.pages,
      ...(app.subPackages ?? []).flatMap((pkg) => pkg.pages.map((p) => `${pkg.root}/${p}`)),
    ].map((p) => p.replace(/\/+/g, '/'));
    expect(all).toContain('pages/vote/detail');
  });

  test('the WeChat JS-SDK (H5 only) is not in the mini-program', () => {
    for (const path of scripts(WEAPP)) {
      expect(readFileSync(path, 'utf8')).not.toMatch(/jweixin|res\.wx\.qq\.com\/open\/js/);
    }
  });
});
