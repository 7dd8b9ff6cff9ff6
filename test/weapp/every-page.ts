/**
 * Every page of app.json launched on the mini-program build, one fresh logic layer each, as the
 * demo visitor or a guest, in one language: what each page must show, and what none may do.
 */
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { pt } from '@/shared/i18n/locales/pt';
import { homeTabZhHant } from '@/features/content/i18n/home/zh-Hant';
import { homeTabPt } from '@/features/content/i18n/home/pt';
import { addressZhHant } from '@/features/address/i18n/zh-Hant';
import { addressPt } from '@/features/address/i18n/pt';
import { ROUTES, type RouteDef, type RouteName } from '../../src/routes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, openWeapp, type Backend } from './harness';
import { walk, type ViewNode } from './harness/tree';
import { SET_DATA_LIMIT } from './harness/logic-layer';

export type Account = 'demo' | 'guest';
export type Language = 'zh-Hant' | 'pt';

const CATALOGUES = {
  'zh-Hant': { common: zhHant, home: homeTabZhHant.home, address: addressZhHant },
  pt: { common: pt, home: homeTabPt.home, address: addressPt },
} as const;

/** Pages of fixed text: once the text is there the bar shows the text's own title. */
const PAGE_INFO = new Set<RouteName>(['rules', 'vrRule', 'arRules', 'voteRules', 'constitution']);

/** The seeded records the detail pages open (ids read from the reference server). */
export async function detailQueries(backend: Backend, token: string) {
  const first = async (pathname: string, auth = false) => {
    const response = await fetch(`${backend.server.apiBase}${pathname}`, {
      headers: auth ? { token, authorization: token } : {},
    });
    const body = (await response.json()) as { data: { list: { id: number }[] } };
    const id = body.data.list[0]?.id;
    if (id === undefined) throw new Error(`the seed has nothing at ${pathname}`);
    return { id: String(id) };
  };
  return {
    newsDetail: await first('/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=news'),
    activityDetail: await first('/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=activity'),
    giftDetail: await first('/grow/integralSpu/page?pageNo=1&pageSize=1'),
    voteDetail: await first('/votePlayer/public/page?pageNo=1&pageSize=1'),
    recordDetail: await first('/grow/integralTrade/page?pageNo=1&pageSize=1', true),
  } as Partial<Record<RouteName, Record<string, string>>>;
}

export interface Launched {
  route: RouteDef;
  shownRoute: string | undefined;
  text: string;
  problems: string[];
  largestSetData: number;
  /** The highest template level a node is drawn with (`tmpl_<level>_<nn>` of base.wxml). */
  depth: number;
  /** Nodes base.wxml cannot draw: past the unrolled levels (Taro's comp) or with no template. */
  undrawn: string[];
}

/**
 * The level from which base.wxml hands a node to Taro's comp component (a component per
 * subtree): config/index.ts baseLevel - 1, read from the build's utils.wxs.
 */
export const CONTAINER_LEVEL = Number(
  /return 'tmpl_(\d+)_container'/.exec(readFileSync(path.join(DIST, 'utils.wxs'), 'utf8'))?.[1],
);

/** The title a page shows in its bar (home: its first heading; a guest's guarded page: login). */
function titleOf(route: RouteDef, account: Account, language: Language) {
  const catalogue = CATALOGUES[language];
  if (account === 'guest' && route.auth) return catalogue.common.page.login;
  if (route.name === 'home') return catalogue.home.explore;
  if (route.name === 'addressEdit') return catalogue.address.add;
  return catalogue.common.page[route.name];
}

/** Drawn: the title (page-info pages title themselves by their text) and something under it. */
function isDrawn(text: string, route: RouteDef, account: Account, language: Language) {
  const title = titleOf(route, account, language);
  if (!PAGE_INFO.has(route.name) && !text.includes(title)) return false;
  return text.replace(title, '').replace(/[⌂\s]/g, '').length >= 4;
}

/** What a page must show once it has settled; undefined when it does. */
export function whatIsWrong(launched: Launched, account: Account, language: Language) {
  const { route, text } = launched;
  const { common } = CATALOGUES[language];
  const wrong: string[] = [];
  const expectedRoute = account === 'guest' && route.auth ? 'pages/login/login' : route.path;
  if (launched.shownRoute !== expectedRoute) {
    wrong.push(`shows ${launched.shownRoute}, not ${expectedRoute}`);
  }
  if (!isDrawn(text, route, account, language)) {
    wrong.push(
      `not drawn ("${titleOf(route, account, language)}" and content): ${text.slice(0, 120)}`,
    );
  }
  // Its content, not a spinner or a failure.
  for (const state of [common.common.loading, common.common.loadError, common.common.retry]) {
    if (text.includes(state)) wrong.push(`still shows "${state}"`);
  }
  // The interface speaks the chosen language: no title of the other catalogue shows.
  if (language === 'pt') {
    const chinese = Object.values(zhHant.page).filter((name) => text.includes(name));
    if (chinese.length) wrong.push(`zh-Hant titles in pt: ${chinese.join(', ')}`);
  }
  if (launched.undrawn.length > 0) {
    wrong.push(
      `nests past the templates (levels up to ${CONTAINER_LEVEL - 1}): ${launched.undrawn.slice(0, 3).join('; ')}`,
    );
  }
  wrong.push(...launched.problems);
  if (launched.largestSetData > SET_DATA_LIMIT) {
    wrong.push(`a setData of ${launched.largestSetData} bytes`);
  }
  return wrong.length ? `${route.path}: ${wrong.join('; ')}` : undefined;
}

/**
 * How the view layer draws a page's nodes (the templates the build's utils.wxs picks): the highest
 * level used, and each node that base.wxml cannot draw itself. Past the unrolled levels Taro hands
 * a node to its comp component, which the harness does not run, so a page must stay within them.
 */
export function templateLevels(tree: ViewNode): { depth: number; undrawn: string[] } {
  let depth = 0;
  const undrawn: string[] = [];
  for (const node of walk(tree)) {
    const level = /^tmpl_(\d+)_/.exec(node.template)?.[1];
    if (level !== undefined) depth = Math.max(depth, Number(level));
    else if (node !== tree) undrawn.push(`${node.tag} #${node.sid} by ${node.template}`);
  }
  return { depth, undrawn };
}

/** Launches every page in turn, each in a fresh logic layer with the given storage. */
export async function launchEveryPage(
  backend: Backend,
  account: Account,
  language: Language,
): Promise<Launched[]> {
  const session = account === 'demo' ? await backend.demoSession() : {};
  const queries = await detailQueries(backend, String((await backend.demoSession()).token));
  const launched: Launched[] = [];
  for (const route of ROUTES) {
    const weapp = openWeapp(backend, { storage: { ...session, language } });
    try {
      weapp.mp.launch(route.path, queries[route.name] ?? {});
      const expectedRoute = account === 'guest' && route.auth ? 'pages/login/login' : route.path;
      // Settled: on the page it should be, drawn, nothing loading; else the report says what.
      await weapp
        .waitFor('the page to settle', () => {
          if (weapp.mp.current?.route !== expectedRoute) return false;
          const text = weapp.text();
          const { common } = CATALOGUES[language].common;
          return isDrawn(text, route, account, language) && !text.includes(common.loading);
        })
        .catch(() => undefined);
      await weapp.idle();
      launched.push({
        route,
        shownRoute: weapp.mp.current?.route,
        text: weapp.text(),
        problems: weapp.mp.problems.map((p) => `${p.kind}: ${p.message.slice(0, 400)}`),
        largestSetData: Math.max(0, ...weapp.mp.setDataLog.map((entry) => entry.bytes)),
        ...templateLevels(weapp.tree()),
      });
    } finally {
      weapp.mp.close();
    }
  }
  return launched;
}

export function report(account: Account, language: Language, launched: Launched[]) {
  const largest = launched.reduce((a, b) => (b.largestSetData > a.largestSetData ? b : a));
  const deepest = launched.reduce((a, b) => (b.depth > a.depth ? b : a));
  process.stdout.write(
    `weapp: ${launched.length} pages launched as ${account} in ${language}; largest setData ` +
      `${(largest.largestSetData / 1024).toFixed(1)} KB (${largest.route.path}), limit ${SET_DATA_LIMIT / 1024} KB; ` +
      `deepest level ${deepest.depth} (${deepest.route.path}), templates up to ${CONTAINER_LEVEL - 1}\n`,
  );
}
