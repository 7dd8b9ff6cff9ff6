import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, phoneContext } from '../../scripts/lib/browser.mjs';
import type { Clock } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { loginDemo, relaxedLimits } from '../server/helpers/harness';
import { waitForPage } from './wait';

export const DEMO = { areaCode: '+853', phone: '61234567', password: 'Demo@2025', points: 1200 };
/** The password of every visitor a journey registers. */
export const NEW_PASSWORD = 'Pass#2025';

/** Leaves a session in the page's storage, as the app keeps it after a login. */
export async function keepSession(page: Page, token: string, user: unknown): Promise<void> {
  // A string, not a closure: tsx would add helpers the page does not have.
  await page.evaluate(`(() => {
    const put = (key, value) => localStorage.setItem(key, JSON.stringify({ data: value }));
    put('token', ${JSON.stringify(token)});
    put('tokenExpiry', Math.floor(Date.now() / 1000) + 3600);
    put('userInfo', ${JSON.stringify(user)});
  })()`);
}

/**
 * How many elements a locator finds once the list has stopped growing: the tab lists draw one
 * screenful with their data and the rest a task at a time (useFirstItems), so a count taken as
 * soon as the first item shows can be short by the items still to come.
 */
export async function settledCount(
  locator: Locator,
  quietMs = 400,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    const now = await locator.count();
    if (now !== count) {
      count = now;
      since = Date.now();
    }
  }
  return count;
}

export interface OpenOptions {
  locale?: string;
  fontSize?: 'small' | 'medium' | 'large';
  width?: number;
}

// A string, not a closure: tsx would add helpers the page does not have.
const SETTLED = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null);
  return Boolean(page && (page.querySelector('.nav-bar__title') || page.querySelector('.home__subtitle') || page.querySelector('[data-screen]')));
})()`;

// What a person waits for before reading a page: nothing on the page shown says it is still
// loading (aria-busy: list footers, page loaders, pending sections), and every picture in view
// has arrived.
const CONTENT_SETTLED = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null) || document.body;
  if (page.querySelector('[aria-busy="true"]')) return false;
  return [...page.querySelectorAll('img')].every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return !inView || img.complete;
  });
})()`;

/** Waits until the page shown has stopped loading: no busy part, every picture in view drawn. */
export async function contentSettled(page: Page): Promise<void> {
  await waitForPage(page, CONTENT_SETTLED, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Waits for what a person waits for on a page just opened: its screen drawn (a page shown with its
 * title bar or screen mark), then its content settled. Unlike showRoute it fails when the screen
 * never comes: a check that reads the app's state must not read it before the app has run.
 */
export async function screenDrawn(page: Page): Promise<void> {
  await waitForPage(page, SETTLED);
  await contentSettled(page);
}

/** Opens a path and waits until its screen is drawn and its first calls have answered. */
export async function showRoute(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForPage(page, SETTLED, { timeout: 10_000 }).catch(() => undefined);
  // Lists and pictures arrive after the frame; let the first calls answer.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await contentSettled(page);
}

/**
 * How many pages of one browser context walk a list of routes at once: a walk waits on the
 * network and on settling far more than on the CPU, so three pages take about a third of the time.
 */
const WALKERS = Math.max(1, Number(process.env.E2E_WALKERS ?? 3));

/**
 * Runs `visit` on every path (it opens the path itself, e.g. with showRoute), with up to WALKERS
 * pages of the context of `first` (same storage, so the same visitor and settings); the findings
 * come in path order.
 */
export async function walkRoutes<T>(
  first: Page,
  paths: string[],
  visit: (page: Page, path: string) => Promise<T[]>,
): Promise<T[]> {
  const pages = [first];
  while (pages.length < Math.min(WALKERS, paths.length)) {
    pages.push(await first.context().newPage());
  }
  const found: T[][] = [];
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < paths.length) {
        const index = next;
        next += 1;
        found[index] = await visit(page, paths[index]);
      }
    }),
  );
  return found.flat();
}

export interface Journey {
  server: RunningServer;
  base: string;
  browser: Browser;
  /**
   * A fresh phone-sized browser context; `locale` preselects the app language, `fontSize` the
   * font size setting (SPEC §9), `width` narrows the 390 px phone.
   */
  open(path?: string, options?: OpenOptions): Promise<Page>;
  /**
   * Logs the demo visitor in through the API and leaves the session in the page's storage, as the
   * app keeps it after a login; the next navigation sees a signed-in visitor.
   */
  signIn(page: Page): Promise<void>;
  /**
   * Registers a new visitor (+853 `phone`, password NEW_PASSWORD) through the API, with the SMS
   * code read from the dev outbox, and leaves the session in the page's storage. The user's id.
   */
  signUp(page: Page, phone: string): Promise<number>;
  /** The last SMS code the server sent to a phone (dev outbox), as a visitor would read it. */
  smsCode(phone: string, areaCode?: string): Promise<string>;
  close(): Promise<void>;
}

export interface JourneyOptions {
  /**
   * The server's clock (the server runs in the test's process): the real time unless a journey
   * passes one it moves, as admin-editor.test.ts does to reach a scheduled story's minute at once.
   */
  clock?: Clock;
}

/** One reference server with a fresh database and one Chromium, for one test file. */
export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'v80-e2e-'));
  const server = await startServer({
    port: 0,
    dataDir,
    h5Dir: process.env.E2E_H5_DIR ?? path.resolve('dist/h5'),
    // The operators' console (issue #23), served at /admin.
    admin: { dir: process.env.E2E_ADMIN_DIR ?? path.resolve('dist/admin') },
    devSmsOutbox: true,
    logger: false,
    env: {},
    // Every journey runs from 127.0.0.1; the limits have their own server tests.
    limits: relaxedLimits,
    connections: { perAddress: 1_000_000 },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];

  /** The last SMS code the server sent to a phone (dev outbox), as a visitor would read it. */
  async function smsCode(phone: string, areaCode = '+853'): Promise<string> {
    const to = encodeURIComponent(`${areaCode} ${phone}`);
    const response = await fetch(`${server.apiBase}/dev/sms-outbox?to=${to}`);
    const body = (await response.json()) as { data: { code: string }[] };
    const code = body.data[0]?.code;
    if (!code) throw new Error(`no SMS code was sent to ${areaCode} ${phone}`);
    return code;
  }

  return {
    server,
    base: server.origin,
    browser,
    async open(pathname = '/', options = {}) {
      const context = await phoneContext(browser, {
        ...(options.width ? { viewport: { width: options.width, height: 844 } } : {}),
      });
      contexts.push(context);
      // Taro's H5 storage keeps each value as {"data": value}; a choice made in the app stays.
      const preset = { language: options.locale, fontSize: options.fontSize };
      await context.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) {
          if (value && !localStorage.getItem(key)) {
            localStorage.setItem(key, JSON.stringify({ data: value }));
          }
        }
      }, preset);
      const page = await context.newPage();
      await page.goto(server.origin + pathname);
      return page;
    },
    async signIn(page) {
      const data = await loginDemo(server.apiBase);
      await keepSession(page, data.token, data.user);
    },
    async signUp(page, phone) {
      const sent = await fetch(`${server.apiBase}/sms/sendRegisterCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `phone=${phone}&areaCode=%2B853`,
      });
      const answer = (await sent.json()) as { code: number; msg: string };
      if (answer.code !== 0) throw new Error(`no register code for ${phone}: ${answer.msg}`);
      const code = await smsCode(phone);
      const registered = await fetch(`${server.apiBase}/register/app`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, areaCode: '+853', code, password: NEW_PASSWORD }),
      });
      const { data } = (await registered.json()) as {
        data: { token: string; user: { id: number } };
      };
      await keepSession(page, data.token, data.user);
      return data.user.id;
    },
    smsCode,
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
