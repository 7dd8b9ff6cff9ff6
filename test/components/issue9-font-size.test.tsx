// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React, { type ComponentType } from 'react';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Taro from '@tarojs/taro';
import { ROUTES, type RouteDef } from '@/routes';
import { RootStore } from '@/shared/stores/root-store';
import { SRC, reachableFrom, resolveImport } from '../unit/support/import-graph';
import {
  componentSuite,
  enableTaroHooks,
  mockNavigation,
  mockPageStack,
  mountWithStores,
  resolved,
  storeSession,
} from './support/harness';

jest.mock('@/shared/ui/nav-bar/layout', () => jest.requireActual('@/shared/ui/nav-bar/layout.h5'));
jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

// Issue #9: "Font size large/small is applied on some screens only (not home, my, security,
// login, register). It must apply on every screen." SPEC §9 font size options large, medium,
// small. Two causes, each checked on every route of SPEC §2: text drawn outside the Page frame
// that carries the choice, and stylesheets that fix a size the frame's choice cannot change.

/** The page file of a route and the module that draws it. */
function pageFileOf(route: RouteDef): string {
  const file = resolveImport(join(SRC, 'app.tsx'), `@/${route.path}`);
  if (!file) throw new Error(`no page file for ${route.path}`);
  return file;
}

const LESS_IMPORT = /import\s+['"]([^'"]+\.less)['"]/g;
const LESS_AT_IMPORT = /@import\s+(?:\([^)]*\)\s*)?['"]([^'"]+\.less)['"]/g;

/** Every stylesheet a route's code pulls in (and the ones those @import), app.less included. */
function stylesheetsOf(route: RouteDef): string[] {
  const sheets = new Set<string>([join(SRC, 'app.less')]);
  for (const file of reachableFrom(pageFileOf(route))) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(LESS_IMPORT)) {
      sheets.add(spec.startsWith('@/') ? join(SRC, spec.slice(2)) : resolve(dirname(file), spec));
    }
  }
  const stack = [...sheets];
  while (stack.length) {
    const sheet = stack.pop() as string;
    for (const [, spec] of readFileSync(sheet, 'utf8').matchAll(LESS_AT_IMPORT)) {
      const next = resolve(dirname(sheet), spec);
      if (!sheets.has(next)) stack.push(next);
      sheets.add(next);
    }
  }
  return [...sheets];
}

/** font-size declarations that the frame's --font-scale cannot change (px, rpx, rem, vw, pt). */
function fixedFontSizes(sheet: string): string[] {
  const text = readFileSync(sheet, 'utf8');
  return [...text.matchAll(/font-size\s*:\s*([^;}\n]+)/g)]
    .map(([, value]) => value.trim())
    .filter((value) => /\d(px|rpx|rem|vw|vh|pt)\b/.test(value) && !/var\(--font-scale/.test(value))
    .map((value) => `${sheet.slice(SRC.length + 1)}: font-size: ${value}`);
}

const answer = (data: unknown) => ({
  statusCode: 200,
  header: {},
  errMsg: 'request:ok',
  data: { code: 0, msg: 'ok', data },
});
const LIST_CALLS =
  /\/(country\/data\/countryList|country\/data\/listSecond|newsCategory\/list|grow\/badge\/list|vote\/getGroupByVoteId\/[^/?]+|language|em\/categoryInfo\/list|pmm\/channel|news\/sysAdvert\/getType\/[^/?]+|cus\/user\/getCompanyUsers)(\?|$)/;

beforeAll(enableTaroHooks);
componentSuite();
beforeEach(() => {
  mockNavigation();
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) =>
    Promise.resolve(
      LIST_CALLS.test(options.url)
        ? answer([])
        : // An empty page that a detail screen can read as an empty record too.
          answer({ list: [], total: 0, pageNo: 1, pageSize: 10, pictures: [], address: {} }),
    )) as never);
  for (const api of ['showToast', 'showLoading', 'hideLoading', 'stopPullDownRefresh'] as const) {
    jest.spyOn(Taro, api).mockImplementation(resolved);
  }
});

const EVERY_ROUTE = ROUTES.map((route) => [route.path, route] as const);

describe('issue #9: the chosen font size reaches every route (SPEC §9)', () => {
  test.each(EVERY_ROUTE)('%s: no stylesheet it uses fixes a font size', (_path, route) => {
    expect(stylesheetsOf(route).flatMap(fixedFontSizes)).toEqual([]);
  });

  test('the frame turns each choice into a scale its stylesheets read', () => {
    const frame = readFileSync(join(SRC, 'shared/ui/page/index.less'), 'utf8');
    const scaleOf = (size: string) =>
      Number(new RegExp(`&--font-${size}\\s*\\{[^}]*--font-scale:\\s*([\\d.]+)`).exec(frame)?.[1]);
    expect(scaleOf('small')).toBeLessThan(1);
    expect(scaleOf('medium')).toBe(1);
    expect(scaleOf('large')).toBeGreaterThan(1);
  });

  test.each(EVERY_ROUTE)(
    '%s: every word of the screen is inside the frame that carries the size',
    async (path, route) => {
      storeSession();
      mockPageStack(2, `/${path}`);
      const stores = new RootStore();
      stores.ui.setFontSize('large');
      const Page = (require(`@/${route.path}`) as { default: ComponentType }).default;
      try {
        const { utils } = await mountWithStores(<Page />, stores);
        await utils.act(async () => {
          await new Promise((done) => setTimeout(done, 0));
        });
      } catch {
        // A screen that cannot draw from these empty answers (a detail without its record) is
        // pages-smoke.test.tsx's to report: nothing drawn, nothing outside a frame.
      }
      const frames = document.querySelectorAll('.page--font-large');
      if (frames.length === 0 && (document.body.textContent ?? '').trim() === '') return;
      expect(frames).toHaveLength(1);
      const inFrame = (frames[0].textContent ?? '').replace(/\s+/g, '');
      const all = (document.body.textContent ?? '').replace(/\s+/g, '');
      expect(inFrame).toBe(all);
      expect(all.length).toBeGreaterThan(0);
    },
  );
});
