import assert from 'node:assert/strict';
import { after, before, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { ROUTES, type RouteDef } from '../../src/routes';
import { showRoute, startJourney, walkRoutes, type Journey, type OpenOptions } from './harness';
import {
  axeReport,
  blocking,
  layoutProblems,
  opensAs,
  scanAxe,
  smallTargets,
  type AxeFinding,
} from './route-checks';

// Every route of SPEC §2, walked once per situation (language, screen width and font size, guest
// or the demo visitor), with every check of that situation made on the same load of each page
// (the checks are in route-checks.ts):
// - opens (SPEC §2 on H5): every page opens at its own path (/pages/adress/adress, as the
//   mini-program and shared links write it) and at each of its aliases (/adress), signed in;
// - axe (issue #14): no serious or critical violation (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on any
//   route as a guest, nor on the signed-in routes and the tabs as the demo visitor;
// - tap targets (issue #14, "everyone can use it"): every tap target is at least 44x44 CSS px
//   (WCAG 2.5.5; inline links inside running text are exempt, as in 2.5.8);
// - layout (issue #14): with the largest font size (SPEC §9) on a 320 px wide screen, in pt, en
//   and zh-Hant, no control overlaps another, nothing sticks out sideways, no word breaks in the
//   middle and no page title or placeholder is cut off.
// Each of these once walked the routes on its own (eleven walks of the same pages); now there is
// one walk per situation, and each check is still its own test that names the situation, every
// route where it failed and what was wrong there. The situations are split over two files
// (every-route.test.ts, every-route-320.test.ts) so that the two run beside each other.

export type Check = 'opens' | 'axe' | 'targets' | 'layout';

export const bare = (route: RouteDef) => `/${route.path}`;
// Detail routes opened on a seeded record, so their controls are on screen (not the empty state).
const QUERY: Partial<Record<string, string>> = {
  newsDetail: '?id=1',
  activityDetail: '?id=1',
  voteDetail: '?id=1',
  giftDetail: '?id=1',
};
const pathOf = (route: RouteDef) => `${bare(route)}${QUERY[route.name] ?? ''}`;
// A guest who opens a route marked auth is shown login, measured once on its own route.
export const GUEST_PATHS = ROUTES.filter((route) => !route.auth).map(pathOf);
export const SIGNED_IN_PATHS = [
  ...ROUTES.map(pathOf),
  // The address book opened from a gift exchange to choose where the gift goes.
  '/pages/adress/adress?select=1',
];
/** Every route's own path and aliases, with the route each must open. */
export const OPENED = ROUTES.flatMap((route) =>
  [bare(route), ...route.aliases].map((path) => [path, route] as const),
);
const OPENED_ROUTE = new Map(OPENED);

export interface Situation {
  name: string;
  options: OpenOptions;
  signedIn: boolean;
  /** Each path to show, in walking order, with the checks made on it. */
  plan: Map<string, Set<Check>>;
}

export function plan(...lists: [Check, string[]][]): Map<string, Set<Check>> {
  const checks = new Map<string, Set<Check>>();
  for (const [check, paths] of lists) {
    for (const path of paths) checks.set(path, (checks.get(path) ?? new Set()).add(check));
  }
  return checks;
}

interface Found {
  opens: string[];
  /** Paths that opened as their route. */
  opened: number;
  axe: AxeFinding[];
  targets: string[];
  layout: string[];
}

/** The file's server and browser (walkEveryRoute). */
let journey: Journey;

/** Shows one path and makes its checks, in an order where none sees what another changed. */
async function visit(page: Page, path: string, checks: Set<Check>): Promise<Found> {
  const url = journey.base + path;
  // A page measured or scanned is shown settled; one whose title alone is checked, only opened.
  if (checks.has('axe') || checks.has('targets') || checks.has('layout')) {
    await showRoute(page, url);
  } else {
    await page.goto(url);
  }
  const route = OPENED_ROUTE.get(path);
  const opens = checks.has('opens') && route ? await opensAs(page, path, route) : [];
  return {
    opens,
    opened: checks.has('opens') && opens.length === 0 ? 1 : 0,
    axe: checks.has('axe') ? await scanAxe(page, path) : [],
    // Scrolls the page to probe each small target, so it comes after the scan.
    targets: checks.has('targets') ? await smallTargets(page, path) : [],
    layout: checks.has('layout') ? await layoutProblems(page, path) : [],
  };
}

async function walk(situation: Situation): Promise<Found> {
  const page = await journey.open('/', situation.options);
  if (situation.signedIn) await journey.signIn(page);
  const found = await walkRoutes(page, [...situation.plan.keys()], async (shown, path) => [
    await visit(shown, path, situation.plan.get(path) ?? new Set()),
  ]);
  await page.context().close();
  return {
    opens: found.flatMap((each) => each.opens),
    opened: found.reduce((sum, each) => sum + each.opened, 0),
    axe: found.flatMap((each) => each.axe),
    targets: found.flatMap((each) => each.targets),
    layout: found.flatMap((each) => each.layout),
  };
}

const CHECKS: Record<Check, { title: string; assert(found: Found, who: string): void }> = {
  opens: {
    title: 'every route opens at its own path and at each alias (H5)',
    assert(found) {
      assert.deepEqual(found.opens, []);
      assert.equal(found.opened, OPENED.length);
    },
  },
  axe: {
    title: 'every route passes axe with no serious or critical violation',
    assert(found, who) {
      console.log(`axe (${who}): ${axeReport(found.axe)}`);
      const failing = blocking(found.axe);
      assert.equal(
        failing.length,
        0,
        `serious or critical violations (${who}):\n${axeReport(failing)}`,
      );
    },
  },
  targets: {
    title: 'every tap target is at least 44x44 px',
    assert(found, who) {
      const lines = found.targets.map((line) => `  ${line}`);
      assert.equal(lines.length, 0, `tap targets under 44x44 px (${who}):\n${lines.join('\n')}`);
    },
  },
  layout: {
    title: 'no overlap, overflow, broken word, cut title or cut placeholder',
    assert(found, who) {
      assert.equal(found.layout.length, 0, `${who}:\n${found.layout.join('\n')}`);
    },
  },
};

/** The file's server and browser: started before its walks, closed after them. */
export function startWalks(): void {
  before(async () => {
    journey = await startJourney();
  });
  after(() => journey.close());
}

/**
 * One situation's test (registered in the test file, so that its time counts for that file):
 * the walk, then each of its checks as a subtest of its own.
 */
export async function walkAndCheck(t: TestContext, situation: Situation): Promise<void> {
  const checks = new Set([...situation.plan.values()].flatMap((each) => [...each]));
  const found = await walk(situation);
  for (const check of checks) {
    await t.test(CHECKS[check].title, () => CHECKS[check].assert(found, situation.name));
  }
}
