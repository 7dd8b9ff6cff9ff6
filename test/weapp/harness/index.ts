/**
 * The mini-program build on the headless logic layer, with the reference server (a fresh
 * database) behind wx.request and a FAKE WeChat server (loopback) behind the server's WeChat
 * adapter. A test launches a page and then acts as a person would: waits for a text, taps it,
 * types into a field, shares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../../server/src/server';
import { DEMO, loginDemo, relaxedLimits } from '../../server/helpers/harness';
import { FAKE_CREDENTIALS, startFakeWechat, type FakeWechat } from '../../server/fakes/fake-wechat';
import { MiniProgram, type PageInstance } from './logic-layer';
import { ancestry, findAll, isTappable, textOf, walk, type ViewNode } from './tree';
import type { WxScript } from './wx';

export const DIST = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp');
/** The API base the test build is made with (scripts/lib/h5-build.mjs, .ci/run). */
export const BUILT_API_BASE = 'http://127.0.0.1:10086/exhibition-api';
export { DEMO };

/** Waits for a state a person would wait for; the bound only turns a hang into a clear failure. */
const WAIT_BOUND_MS = Number(process.env.WEAPP_WAIT_MS ?? 30000);

export interface Backend {
  server: RunningServer;
  wechat: FakeWechat;
  close(): Promise<void>;
  /** Signs the demo visitor in through the API: the token and user the app keeps. */
  demoSession(): Promise<Record<string, unknown>>;
}

export async function startBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'v80-weapp-'));
  const wechat = await startFakeWechat();
  const server = await startServer({
    port: 0,
    dataDir,
    h5Dir: path.join(dataDir, 'no-h5'),
    devSmsOutbox: true,
    logger: false,
    env: {},
    wechat: { apiBase: wechat.baseUrl, ...FAKE_CREDENTIALS },
    limits: relaxedLimits,
  });
  return {
    server,
    wechat,
    async close() {
      await server.close();
      await wechat.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async demoSession() {
      return sessionStorageOf(await loginDemo(server.apiBase));
    },
  };
}

/** What the app keeps after a login (src/shared/lib/storage.ts keys), from a login's answer. */
export function sessionStorageOf(data: { token: string; expiresAt?: number; user: unknown }) {
  return {
    token: data.token,
    ...(data.expiresAt ? { tokenExpiry: data.expiresAt } : {}),
    userInfo: data.user,
  };
}

export interface Weapp {
  mp: MiniProgram;
  backend: Backend;
  page(): PageInstance;
  tree(): ViewNode;
  text(): string;
  /** Waits until the page shows `text` (and the app is idle), then returns the page's text. */
  waitForText(text: string | RegExp): Promise<string>;
  waitFor<T>(what: string, probe: () => T | undefined | false): Promise<T>;
  waitForRoute(route: string): Promise<PageInstance>;
  /**
   * Taps what shows `text` (the deepest such node that a tap reaches a handler from), on the
   * page shown or on `options.on`: a page under it, as when a second tap of a quick double tap
   * reaches the page that the first tap has just left.
   */
  tap(text: string | RegExp | ViewNode, options?: { on?: PageInstance }): Promise<void>;
  /** Types into the input or textarea whose placeholder or label says `label`. */
  type(label: string | RegExp, value: string): Promise<void>;
  /** Runs until nothing is due: no request, no timer of the harness, two quiet turns. */
  idle(): Promise<void>;
}

export function openWeapp(
  backend: Backend,
  options: {
    storage?: Record<string, unknown>;
    script?: Partial<WxScript>;
    subPackagesUnreachable?: boolean;
  } = {},
): Weapp {
  const mp = new MiniProgram({
    distDir: DIST,
    builtApiBase: BUILT_API_BASE,
    apiBase: backend.server.apiBase,
    storage: options.storage,
    script: options.script,
    subPackagesUnreachable: options.subPackagesUnreachable,
  });

  const idle = async () => {
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      quiet = mp.busy ? 0 : quiet + 1;
    }
  };

  const waitFor = async <T>(what: string, probe: () => T | undefined | false): Promise<T> => {
    const started = Date.now();
    for (;;) {
      const value = probe();
      if (value) return value;
      if (Date.now() - started > WAIT_BOUND_MS) {
        const route = mp.current?.route ?? '(no page)';
        throw new Error(
          `waited for ${what} on ${route}; the page shows: ${mp.current ? textOf(mp.tree()).slice(0, 600) : ''}\n` +
            `problems: ${mp.problems.map((p) => `${p.kind}: ${p.message.slice(0, 300)}`).join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const weapp: Weapp = {
    mp,
    backend,
    page: () => {
      if (!mp.current) throw new Error('no page is open');
      return mp.current;
    },
    tree: () => mp.tree(),
    text: () => textOf(mp.tree()),
    async waitForText(text) {
      await waitFor(`"${String(text)}"`, () => findAll(mp.tree(), text).length > 0);
      await idle();
      return textOf(mp.tree());
    },
    waitFor,
    waitForRoute: (route) =>
      waitFor(`the page ${route}`, () => (mp.current?.route === route ? mp.current : undefined)),
    async tap(what, options = {}) {
      const page = options.on ?? weapp.page();
      const target =
        typeof what === 'object' && 'tag' in what
          ? what
          : await waitFor(`something to tap showing "${String(what)}"`, () =>
              findAll(mp.tree(), what as string | RegExp).find(isTappable),
            );
      // The button's own open-type: WeChat handles a share button without the page's handler.
      const button = ancestry(target).find((node) => node.tag === 'button');
      if (button?.attributes['open-type'] === 'share') {
        mp.share(page, 'button', button);
      }
      // Bubbling as WeChat does it: each node up the tree whose template binds tap gets the
      // event, with itself as currentTarget, until one catches it.
      for (const node of ancestry(target)) {
        const binding = node.events.tap;
        if (!binding) continue;
        mp.deliver(page, 'tap', target, node, { x: 0, y: 0 });
        if (binding === 'catch') break;
      }
      await idle();
    },
    async type(label, value) {
      const page = weapp.page();
      const field = await waitFor(`a field "${String(label)}"`, () => {
        for (const node of walk(mp.tree())) {
          if (node.tag !== 'input' && node.tag !== 'textarea') continue;
          const names = [node.attributes.placeholder, node.attributes['aria-label']].map(String);
          const matches = (name: string) =>
            typeof label === 'string' ? name.includes(label) : label.test(name);
          if (names.some(matches)) return node;
        }
        return undefined;
      });
      for (const type of ['focus', 'input', 'blur']) {
        if (!field.events[type]) continue;
        mp.deliver(page, type, field, field, { value, cursor: value.length, keyCode: 0 });
        await idle();
      }
    },
    idle,
  };
  return weapp;
}
