import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue #13: in the mini-program build every shareable page defines both share handlers, to a
// chat (onShareAppMessage) and to Moments (onShareTimeline). Taro's runtime adds a handler to a
// page only when the page's config enables it: the loader then marks the page component
// (`component.enableShareAppMessage = true`) and the runtime defines `methods.onShareAppMessage`.
// This reads the build; it never runs it. Run `npm run build:weapp` first.

const WEAPP = join(__dirname, '../../../dist/weapp');

/**
 * Home, news detail, activity detail, gift detail, the contest and a work (issue #13); the news,
 * activity and gift lists (issue #20).
 */
const SHAREABLE = [
  'pages/home/index',
  'pages/news/news',
  'pages/news/detail',
  'pages/activity/activity',
  'pages/activity/detail',
  'pages/gift/gift',
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

  test.each(SHAREABLE)('%s: its compiled page hands the share handlers its own page', (page) => {
    // useShare's content (features/share): the page to open is the page itself, so a chat
    // share and a Moments share (whose query is read on this page) both come back to it.
    const code = readFileSync(join(WEAPP, `${page}.js`), 'utf8');
    expect(code).toContain(`page:"${page}"`);
  });

  // Moments opens a shared page in single-page mode with WeChat's own bar on top. The app draws
  // its own bar (navigationStyle 'custom'), and for such a page WeChat's default is to float its
  // bar over the page, covering the app's: `singlePage.navigationBarFit: 'squeezed'` puts the page
  // below it (developers.weixin.qq.com, page configuration, singlePage; issue #13).
  test.each(SHAREABLE)("%s: opened from Moments, its page sits below WeChat's bar", (page) => {
    const config = JSON.parse(readFileSync(join(WEAPP, `${page}.json`), 'utf8')) as {
      singlePage?: { navigationBarFit?: string };
    };
    expect(config.singlePage?.navigationBarFit).toBe('squeezed');
  });

  test('every page that can go to Moments is squeezed in single-page mode, none left out', () => {
    const app = JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as {
      pages: string[];
      window?: { navigationStyle?: string };
      subPackages?: { root: string; pages: string[] }[];
    };
    expect(app.window?.navigationStyle).toBe('custom');
    const pages = [
      ...app.pages,
      ...(app.subPackages ?? []).flatMap((sub) => sub.pages.map((p) => `${sub.root}/${p}`)),
    ];
    const toMoments = pages.filter((page) =>
      /\.enableShareTimeline\s*=\s*(!0|true)/.test(readFileSync(join(WEAPP, `${page}.js`), 'utf8')),
    );
    expect([...toMoments].sort()).toEqual([...SHAREABLE].sort());
    for (const page of toMoments) {
      const config = JSON.parse(readFileSync(join(WEAPP, `${page}.json`), 'utf8')) as {
        singlePage?: { navigationBarFit?: string };
      };
      expect([page, config.singlePage?.navigationBarFit]).toEqual([page, 'squeezed']);
    }
  });

  test("the build's share path carries type=share and the sharer's invite (SPEC §2)", () => {
    const code = scripts(WEAPP)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    expect(code).toMatch(/\{\.\.\.\w+\.query,type:"share"\}/);
    expect(code).toMatch(/\.inviter=\w+/);
  });

  test('the runtime in the build defines both handlers for a page that asks', () => {
    const code = scripts(WEAPP)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // Both share lifecycles are registered only for a page whose config enables them.
    expect(code).toContain('["onShareAppMessage","onShareTimeline"]');
    expect(code).toMatch(/replace\(\/\^on\/,\s*"enable"\)/);
  });

  describe('the work page opened from Moments (single-page mode, scene 1154)', () => {
    // WeChat runs a page shared to Moments on its own: no login, no navigation, no open-type
    // buttons (developers.weixin.qq.com, "分享到朋友圈", 单页模式下的限制). The page must still show
    // the work, and say how to open the full mini-program to vote.
    // What the page shows in that mode is run on the build itself: test/weapp/journeys.test.ts.
    test('the work page is not a tab page (Moments does not render the tab bar)', () => {
      const app = JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as {
        pages: string[];
        tabBar?: { list: { pagePath: string }[] };
      };
      expect(app.pages).toContain('pages/vote/detail');
      expect((app.tabBar?.list ?? []).map((tab) => tab.pagePath)).not.toContain(
        'pages/vote/detail',
      );
    });
  });

  test('the WeChat JS-SDK (H5 only) is not in the mini-program', () => {
    for (const path of scripts(WEAPP)) {
      expect(readFileSync(path, 'utf8')).not.toMatch(/jweixin|res\.wx\.qq\.com\/open\/js/);
    }
  });
});
