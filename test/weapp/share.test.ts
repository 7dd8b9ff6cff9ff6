/**
 * Issue #20: sharing on the mini-program build itself. Each shareable page (home, the contest,
 * the news, activity and gift lists and details, a work) is launched in the headless logic layer
 * and shared as WeChat asks for it: the chat card (onShareAppMessage, the "…" menu) and the
 * Moments card (onShareTimeline). Each card opens the page's own route with its id, type=share
 * and, signed in, the sharer's id as inviter (SPEC §2); its title is in the visitor's language
 * (a slogan quoted as written); a picture, where the card has one, is PNG or JPG, the only kinds
 * WeChat draws on a card.
 */
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { pt } from '@/shared/i18n/locales/pt';
import { homeTabZhHant } from '@/features/content/i18n/home/zh-Hant';
import { homeTabPt } from '@/features/content/i18n/home/pt';
import { newsTabZhHant } from '@/features/news/i18n/news/zh-Hant';
import { newsTabPt } from '@/features/news/i18n/news/pt';
import { activitiesZhHant } from '@/features/activities/i18n/zh-Hant';
import { activitiesPt } from '@/features/activities/i18n/pt';
import { giftsZhHant } from '@/features/gifts/i18n/gifts/zh-Hant';
import { giftsPt } from '@/features/gifts/i18n/gifts/pt';
import { voteTabZhHant } from '@/features/contest/i18n/vote/zh-Hant';
import { voteTabPt } from '@/features/contest/i18n/vote/pt';
import { workTextZhHant } from '@/features/contest/i18n/work/zh-Hant';
import { workTextPt } from '@/features/contest/i18n/work/pt';
import { openWeapp, startBackend, type Backend } from './harness';
import type { ShareCard } from './harness/logic-layer';

type Language = 'zh-Hant' | 'pt';

const HAN = /\p{Script=Han}/u;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const TEXT = {
  'zh-Hant': {
    page: zhHant.page,
    appName: zhHant.app.name,
    explore: homeTabZhHant.home.explore,
    news: newsTabZhHant.news.shareList,
    activities: activitiesZhHant.shareList,
    gifts: giftsZhHant.shareList,
    contest: voteTabZhHant.vote.shareContest,
    work: workTextZhHant.work.shareTitle,
  },
  pt: {
    page: pt.page,
    appName: pt.app.name,
    explore: homeTabPt.home.explore,
    news: newsTabPt.news.shareList,
    activities: activitiesPt.shareList,
    gifts: giftsPt.shareList,
    contest: voteTabPt.vote.shareContest,
    work: workTextPt.work.shareTitle,
  },
} as const;

/** A seeded record a detail page opens: its id and its name as each language shows it. */
interface Seeded {
  id: string;
  shown: Record<Language, string>;
  /** The words the visitor wrote (a slogan), quoted as written in every language. */
  quoted?: string;
}

interface SharedPage {
  name: string;
  route: string;
  /** The record shown, for a detail page. */
  record?: () => Seeded;
  /** What the page shows once it is ready to be shared. */
  ready: (language: Language) => string;
  title: (language: Language) => string;
  /** A card of a record must carry its picture (the server's PNG of its art). */
  picture: boolean;
}

let backend: Backend;
let demo: Record<string, unknown>;
let demoId: number;
/** The demo visitor's invitation code: a signed-in share carries it as code (issue #21). */
let demoCode: string;
const records: Record<'news' | 'activity' | 'gift' | 'work', Seeded> = {} as never;

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${backend.server.apiBase}${pathname}`);
  const body = (await response.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${pathname} answered ${JSON.stringify(body)}`);
  return body.data;
}

async function seeded(list: string, detail: string, field: 'title' | 'name'): Promise<Seeded> {
  const page = await api<{ list: { id: number }[] }>(list);
  const id = page.list[0]?.id;
  if (id === undefined) throw new Error(`the seed has nothing at ${list}`);
  const item = await api<Record<string, string>>(`${detail}${id}`);
  return {
    id: String(id),
    shown: { 'zh-Hant': item[`${field}Zht`]!, pt: item[`${field}Pt`] || item[`${field}Zht`]! },
  };
}

beforeAll(async () => {
  backend = await startBackend();
  demo = await backend.demoSession();
  demoId = (demo.userInfo as { id: number }).id;
  demoCode = String((demo.userInfo as { invitationCode?: string }).invitationCode);
  records.news = await seeded(
    '/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=news',
    '/exhibitionNews/app/',
    'title',
  );
  records.activity = await seeded(
    '/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=activity',
    '/exhibitionNews/app/',
    'title',
  );
  records.gift = await seeded(
    '/grow/integralSpu/page?pageNo=1&pageSize=1',
    '/grow/integralSpu/',
    'name',
  );
  // A work whose slogan is Chinese: a Portuguese card quotes it as written (issue #20).
  const works = await api<{ list: { id: number; slogan: string }[] }>(
    '/votePlayer/public/page?pageNo=1&pageSize=50',
  );
  const work = works.list.find((each) => HAN.test(each.slogan));
  if (!work) throw new Error('the seed has no work with a Chinese slogan');
  records.work = {
    id: String(work.id),
    shown: { 'zh-Hant': work.slogan, pt: work.slogan },
    quoted: work.slogan,
  };
}, 120_000);
afterAll(() => backend.close());

const PAGES: SharedPage[] = [
  {
    name: 'home',
    route: 'pages/home/index',
    ready: (l) => TEXT[l].explore,
    title: (l) => TEXT[l].appName,
    picture: false,
  },
  {
    name: 'the contest',
    route: 'pages/vote/vote',
    ready: (l) => TEXT[l].page.vote,
    title: (l) => TEXT[l].contest,
    picture: false,
  },
  {
    name: 'the news list',
    route: 'pages/news/news',
    ready: (l) => TEXT[l].page.news,
    title: (l) => TEXT[l].news,
    picture: false,
  },
  {
    name: 'a news story',
    route: 'pages/news/detail',
    record: () => records.news,
    ready: (l) => records.news.shown[l],
    title: (l) => records.news.shown[l],
    picture: true,
  },
  {
    name: 'the activity list',
    route: 'pages/activity/activity',
    ready: (l) => TEXT[l].page.activity,
    title: (l) => TEXT[l].activities,
    picture: false,
  },
  {
    name: 'an activity',
    route: 'pages/activity/detail',
    record: () => records.activity,
    ready: (l) => records.activity.shown[l],
    title: (l) => records.activity.shown[l],
    picture: true,
  },
  {
    name: 'the gift list',
    route: 'pages/gift/gift',
    ready: (l) => TEXT[l].page.gift,
    title: (l) => TEXT[l].gifts,
    picture: false,
  },
  {
    name: 'a gift',
    route: 'pages/gift/detail',
    record: () => records.gift,
    ready: (l) => records.gift.shown[l],
    title: (l) => records.gift.shown[l],
    picture: true,
  },
  {
    name: 'a work',
    route: 'pages/vote/detail',
    record: () => records.work,
    ready: (l) => records.work.shown[l],
    title: (l) => TEXT[l].work.replace('{slogan}', records.work.quoted!),
    picture: true,
  },
];

/** What a card's picture answers: it must be a PNG or a JPG, by its type and its bytes. */
async function expectDrawable(imageUrl: string) {
  expect(imageUrl).toMatch(/^https?:\/\//);
  const response = await fetch(imageUrl);
  expect(response.status).toBe(200);
  const type = response.headers.get('content-type') ?? '';
  expect(type).toMatch(/^image\/(png|jpeg)$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  const signature = type === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  expect(bytes.subarray(0, signature.length).equals(signature)).toBe(true);
  return bytes.length;
}

const pictureSizes: string[] = [];
afterAll(() => {
  if (pictureSizes.length)
    process.stdout.write(`weapp share pictures: ${pictureSizes.join(', ')}\n`);
});

describe.each([
  { account: 'the demo visitor', language: 'zh-Hant' as Language, signedIn: true },
  { account: 'a guest', language: 'pt' as Language, signedIn: false },
])('shared by $account in $language', ({ language, signedIn }) => {
  test.each(PAGES.map((page) => [page.name, page] as const))(
    '%s: the chat and Moments cards open the page itself with the invite',
    async (_name, page) => {
      const record = page.record?.();
      const storage = { ...(signedIn ? demo : {}), language };
      const weapp = openWeapp(backend, { storage });
      try {
        weapp.mp.launch(page.route, record ? { id: record.id } : {});
        await weapp.waitForRoute(page.route);
        await weapp.waitForText(page.ready(language));

        const query = [
          ...(record ? [`id=${record.id}`] : []),
          'type=share',
          ...(signedIn ? [`inviter=${demoId}`, `code=${demoCode}`] : []),
        ].join('&');
        const chat: ShareCard = weapp.mp.share(weapp.page(), 'menu');
        const moments: ShareCard = weapp.mp.shareTimeline(weapp.page());

        expect(chat.path).toBe(`/${page.route}?${query}`);
        expect(moments.query).toBe(query);

        // The title in the visitor's language; what a visitor wrote is quoted as written.
        const title = page.title(language);
        expect(chat.title).toBe(title);
        expect(moments.title).toBe(title);
        if (language === 'pt') {
          if (record?.quoted) expect(chat.title).toContain(record.quoted);
          const own = (chat.title ?? '').replace(record?.quoted ?? '', '');
          expect(own).not.toMatch(HAN);
        }

        if (page.picture) expect(chat.imageUrl).toBeDefined();
        expect(moments.imageUrl).toBe(chat.imageUrl);
        if (chat.imageUrl) {
          const bytes = await expectDrawable(chat.imageUrl);
          if (signedIn) pictureSizes.push(`${page.route} ${(bytes / 1024).toFixed(1)} KB`);
        }

        await weapp.idle();
        expect(weapp.mp.problems).toEqual([]);
      } finally {
        weapp.mp.close();
      }
    },
    60_000,
  );
});
