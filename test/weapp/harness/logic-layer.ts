/**
 * A headless WeChat logic layer for `dist/weapp`: what WeChat's JS thread gives a mini-program
 * (App, Page, Component, Behavior, getApp, getCurrentPages, wx.*) in a fresh VM context, the
 * build's files loaded the way WeChat loads them, and the view layer reduced to the page's data.
 *
 * It runs the real build: Taro's runtime, React through @tarojs/react, MobX, the app's code and
 * its calls to the reference server. What it cannot see is in test/weapp/README.md.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { applySetData, clone, payloadBytes } from './set-data';
import { createWx, type WxRecords, type WxScript } from './wx';
import { readTemplates, viewTree, type Templates, type ViewNode } from './tree';

export interface AppJson {
  pages: string[];
  subPackages?: { root: string; pages: string[]; name?: string }[];
  tabBar?: { list: { pagePath: string }[] };
  networkTimeout?: Record<string, number>;
}

export interface PageInstance {
  route: string;
  options: Record<string, string>;
  data: Record<string, unknown>;
  setData(payload: Record<string, unknown>, callback?: () => void): void;
  [key: string]: unknown;
}

export interface ShareCard {
  title?: string;
  path?: string;
  query?: string;
  imageUrl?: string;
  promise?: Promise<ShareCard>;
}

export interface SetDataRecord {
  route: string;
  bytes: number;
  keys: number;
  /** performance.now() when the page called setData (`npm run bench:weapp`). */
  at: number;
}

export interface Problem {
  kind: 'error' | 'console.error' | 'unhandledrejection';
  message: string;
}

export interface MiniProgramOptions {
  distDir: string;
  /** Storage before launch (a language chosen earlier, a session...). */
  storage?: Record<string, unknown>;
  /** How WeChat answers the calls a person would answer: modals, location, album... */
  script?: Partial<WxScript>;
  /** `request` / `uploadFile` to this origin go to `apiBase` instead (the build's host). */
  builtApiBase: string;
  apiBase: string;
  /** No network for sub-packages: `require.async` of a file in one fails, as offline on WeChat. */
  subPackagesUnreachable?: boolean;
}

const WECHAT_PAGE_LIMIT = 10;
/** WeChat warns about a setData payload over this size and refuses one over 1 MB. */
export const SET_DATA_LIMIT = 256 * 1024;

export class MiniProgram {
  readonly distDir: string;
  readonly appJson: AppJson;
  readonly templates: Templates;
  readonly context: vm.Context;
  /** The VM's own Promise: what WeChat's promise-style APIs hand back lives in its realm. */
  readonly Promise: PromiseConstructor;
  readonly records: WxRecords;
  readonly script: WxScript;
  readonly problems: Problem[] = [];
  readonly setDataLog: SetDataRecord[] = [];
  /** Files loaded with `require.async`, in order (package root relative). */
  readonly requiredAsync: string[] = [];
  /** WeChat's page stack, bottom first. */
  readonly stack: PageInstance[] = [];
  /** Tab pages stay alive once opened, even when another tab is shown. */
  private readonly tabPages = new Map<string, PageInstance>();
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly pageConfigs = new Map<string, Record<string, unknown>>();
  private readonly componentConfigs: Record<string, unknown>[] = [];
  private loadingRoute: string | undefined;
  private app: Record<string, unknown> | undefined;
  private pending = 0;
  /** The app's own timers, cleared when the harness closes (WeChat ends them with the app). */
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly onRejection = (reason: unknown) => this.report('unhandledrejection', reason);

  private readonly subPackagesUnreachable: boolean;

  constructor(options: MiniProgramOptions) {
    this.distDir = path.resolve(options.distDir);
    this.subPackagesUnreachable = options.subPackagesUnreachable ?? false;
    this.appJson = JSON.parse(readFileSync(path.join(this.distDir, 'app.json'), 'utf8'));
    this.templates = readTemplates(this.distDir);
    const { wx, records, script } = createWx(this, options);
    this.records = records;
    this.script = script;
    this.context = vm.createContext(this.globals(wx));
    this.Promise = vm.runInContext('Promise', this.context) as PromiseConstructor;
    for (const [key, value] of Object.entries(options.storage ?? {})) {
      records.storage.set(key, clone(value));
    }
    process.on('unhandledRejection', this.onRejection);
  }

  /** What WeChat's JS thread has: ECMAScript, timers, console, and the mini-program globals. */
  private globals(wx: Record<string, unknown>) {
    const console = {
      log: () => {},
      info: () => {},
      debug: () => {},
      warn: () => {},
      error: (...args: unknown[]) => this.report('console.error', args),
    };
    return {
      wx,
      console,
      setTimeout: (fn: () => void, ms?: number, ...args: unknown[]) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.guard(fn)(...(args as []));
        }, ms);
        this.timers.add(timer);
        return timer;
      },
      clearTimeout: (timer: NodeJS.Timeout) => {
        this.timers.delete(timer);
        clearTimeout(timer);
      },
      setInterval: (fn: () => void, ms?: number) => {
        const timer = setInterval(this.guard(fn), ms);
        this.timers.add(timer);
        return timer;
      },
      clearInterval: (timer: NodeJS.Timeout) => {
        this.timers.delete(timer);
        clearInterval(timer);
      },
      App: (options: Record<string, unknown>) => {
        if (this.app) throw new Error('App() called twice');
        this.app = options;
      },
      Page: (options: Record<string, unknown>) => {
        if (!this.loadingRoute) throw new Error('Page() called outside a page file');
        this.pageConfigs.set(this.loadingRoute, options);
      },
      Component: (options: Record<string, unknown>) => {
        if (this.loadingRoute) this.pageConfigs.set(this.loadingRoute, options);
        else this.componentConfigs.push(options);
      },
      Behavior: (options: unknown) => options,
      getApp: () => this.app,
      getCurrentPages: () => [...this.stack],
      requirePlugin: () => {
        throw new Error('this mini-program uses no plugin');
      },
    };
  }

  /** A callback of WeChat's: what it throws is the app's error, reported like WeChat's onError. */
  guard<A extends unknown[]>(fn: (...args: A) => unknown) {
    return (...args: A) => {
      try {
        return fn(...args);
      } catch (error) {
        this.report('error', error);
        return undefined;
      }
    };
  }

  report(kind: Problem['kind'], what: unknown) {
    const text = (value: unknown): string =>
      value instanceof Error || (value && typeof value === 'object' && 'stack' in value)
        ? String((value as Error).stack ?? value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    const message = Array.isArray(what) ? what.map(text).join(' ') : text(what);
    this.problems.push({ kind, message });
  }

  /** CommonJS as WeChat does it: each file once, paths relative to the requiring file. */
  require(file: string): unknown {
    const resolved = file.endsWith('.js') ? file : `${file}.js`;
    const cached = this.modules.get(resolved);
    if (cached) return cached.exports;
    const full = path.join(this.distDir, resolved);
    if (!existsSync(full)) throw new Error(`module "${resolved}" is not defined`);
    const module = { exports: {} as unknown };
    this.modules.set(resolved, module);
    const wrapper = vm.runInContext(
      `(function (require, module, exports) {${readFileSync(full, 'utf8')}\n})`,
      this.context,
      { filename: full },
    ) as (r: (p: string) => unknown, m: typeof module, e: unknown) => void;
    const dir = path.posix.dirname(resolved);
    const relativeTo = (request: string) => path.posix.normalize(path.posix.join(dir, request));
    const local = Object.assign((request: string) => this.require(relativeTo(request)), {
      async: (request: string) => this.requireAsync(relativeTo(request)),
    });
    wrapper(local, module, module.exports);
    return module.exports;
  }

  /**
   * WeChat's `require.async`: a promise of the module, after its package is downloaded (a later
   * turn here); it fails for a sub-package's file when sub-packages cannot be downloaded.
   */
  private requireAsync(file: string): Promise<unknown> {
    return new this.Promise((resolve, reject) => {
      this.later(() => {
        const resolved = file.endsWith('.js') ? file : `${file}.js`;
        const inSubPackage = (this.appJson.subPackages ?? []).some((sub) =>
          resolved.startsWith(`${sub.root}/`),
        );
        if (inSubPackage && this.subPackagesUnreachable) {
          reject(
            new (vm.runInContext('Error', this.context) as ErrorConstructor)(
              `loadSubpackage: fail ${resolved} (no network)`,
            ),
          );
          return;
        }
        try {
          const exports = this.require(resolved);
          this.requiredAsync.push(resolved);
          resolve(exports);
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  isPage(route: string) {
    return this.allPages().includes(route);
  }

  allPages(): string[] {
    return [
      ...this.appJson.pages,
      ...(this.appJson.subPackages ?? []).flatMap((sub) =>
        sub.pages.map((page) => `${sub.root}/${page}`),
      ),
    ];
  }

  isTab(route: string) {
    return (this.appJson.tabBar?.list ?? []).some((tab) => tab.pagePath === route);
  }

  /** How the app was opened (getLaunchOptionsSync): the entry page, its query and the scene. */
  launchOptions: { path: string; query: Record<string, string>; scene: number } = {
    path: '',
    query: {},
    scene: 1001,
  };

  /**
   * Loads app.js: App() registered, onLaunch and onShow with the entry page's options. `scene`
   * is WeChat's: 1001 the chat list, 1007 a shared card, 1154 a page opened from Moments.
   */
  /** performance.now() when launch began loading app.js. */
  launchedAt = 0;

  launch(route: string, query: Record<string, string> = {}, scene = 1001) {
    this.launchedAt = performance.now();
    this.launchOptions = { path: route, query, scene };
    this.require('app.js');
    if (!this.app) throw new Error('app.js did not register App()');
    const options = { ...this.launchOptions, referrerInfo: {} };
    this.callHook(this.app, 'onLaunch', options);
    this.callHook(this.app, 'onShow', options);
    this.openPage(route, query);
  }

  private callHook(target: Record<string, unknown>, name: string, ...args: unknown[]) {
    const hook = target[name];
    if (typeof hook !== 'function') return undefined;
    return this.guard(() => (hook as (...a: unknown[]) => unknown).apply(target, args))();
  }

  private pageConfig(route: string) {
    if (!this.pageConfigs.has(route)) {
      this.loadingRoute = route;
      try {
        this.require(`${route}.js`);
      } finally {
        this.loadingRoute = undefined;
      }
    }
    const config = this.pageConfigs.get(route);
    if (!config) throw new Error(`${route}.js did not register Page()`);
    return config;
  }

  /** A new page instance on top of the stack: onLoad, onShow, onReady. */
  openPage(route: string, query: Record<string, string>) {
    const config = this.pageConfig(route);
    const methods = (config.methods ?? {}) as Record<string, unknown>;
    const instance = {} as PageInstance;
    for (const [key, value] of Object.entries({ ...config, ...methods })) {
      if (key !== 'data' && key !== 'methods') instance[key] = value;
    }
    instance.route = route;
    instance.__route__ = route;
    instance.options = query;
    instance.data = clone((config.data ?? {}) as Record<string, unknown>);
    instance.__wxWebviewId__ = this.stack.length + 1;
    instance.setData = (payload, callback) => {
      const bytes = payloadBytes(payload);
      this.setDataLog.push({
        route,
        bytes,
        keys: Object.keys(payload).length,
        at: performance.now(),
      });
      if (bytes > SET_DATA_LIMIT) {
        this.report('error', `setData of ${bytes} bytes on ${route} is over WeChat's limit`);
      }
      applySetData(instance.data, payload);
      if (callback) this.later(() => callback.call(instance));
    };
    instance.selectComponent = () => null;
    instance.selectAllComponents = () => [];
    instance.getOpenerEventChannel = () => ({ emit() {}, on() {}, once() {}, off() {} });
    instance.createSelectorQuery = () =>
      (this.context.wx as { createSelectorQuery(): unknown }).createSelectorQuery();
    this.stack.push(instance);
    if (this.isTab(route)) this.tabPages.set(route, instance);
    const lifetimes = (config.lifetimes ?? {}) as Record<string, unknown>;
    if (typeof methods.onLoad === 'function' || typeof config.onLoad === 'function') {
      this.callHook(instance, 'onLoad', { ...query });
    } else if (typeof lifetimes.attached === 'function') {
      this.callHook({ ...instance, ...lifetimes }, 'attached');
    }
    this.callHook(instance, 'onShow');
    this.later(() => this.callHook(instance, 'onReady'));
    return instance;
  }

  private closePage(instance: PageInstance) {
    this.callHook(instance, 'onUnload');
    this.tabPages.delete(instance.route);
  }

  private later(fn: () => void) {
    this.pending += 1;
    setTimeout(() => {
      this.pending -= 1;
      this.guard(fn)();
    }, 0);
  }

  get current(): PageInstance | undefined {
    return this.stack[this.stack.length - 1];
  }

  // ---- Navigation with WeChat's rules ----

  navigateTo(route: string, query: Record<string, string>) {
    if (this.isTab(route)) return 'can not navigateTo a tabbar page';
    if (this.stack.length >= WECHAT_PAGE_LIMIT) return 'webview count limit exceed';
    if (this.current) this.callHook(this.current, 'onHide');
    this.openPage(route, query);
    return undefined;
  }

  redirectTo(route: string, query: Record<string, string>) {
    if (this.isTab(route)) return 'can not redirectTo a tabbar page';
    const top = this.stack.pop();
    if (top) this.closePage(top);
    this.openPage(route, query);
    return undefined;
  }

  reLaunch(route: string, query: Record<string, string>) {
    while (this.stack.length) this.closePage(this.stack.pop() as PageInstance);
    for (const tab of this.tabPages.values()) this.callHook(tab, 'onUnload');
    this.tabPages.clear();
    this.openPage(route, query);
    return undefined;
  }

  switchTab(route: string) {
    if (!this.isTab(route)) return 'can not switch to no-tabBar page';
    // Every page above the tabs is closed; the tab shown is hidden, the chosen one shown.
    while (this.stack.length && !this.isTab(this.current!.route)) {
      this.closePage(this.stack.pop() as PageInstance);
    }
    const shown = this.stack.pop();
    if (shown && shown.route === route) {
      this.stack.push(shown);
      this.callHook(shown, 'onShow');
      return undefined;
    }
    if (shown) this.callHook(shown, 'onHide');
    const kept = this.tabPages.get(route);
    if (kept) {
      this.stack.push(kept);
      this.callHook(kept, 'onShow');
    } else {
      this.openPage(route, {});
    }
    return undefined;
  }

  navigateBack(delta = 1) {
    if (this.stack.length <= 1) return 'cannot navigate back at first page.';
    for (let i = 0; i < delta && this.stack.length > 1; i += 1) {
      this.closePage(this.stack.pop() as PageInstance);
    }
    this.callHook(this.current!, 'onShow');
    return undefined;
  }

  // ---- Sharing, as WeChat asks the page for its card ----

  /** The card of a share to a chat (menu or a share button); WeChat reads onShareAppMessage. */
  share(page: PageInstance, from: 'menu' | 'button', target?: ViewNode) {
    const hook = page.onShareAppMessage;
    if (typeof hook !== 'function') throw new Error(`${page.route} cannot be shared to a chat`);
    const card = this.guard(() =>
      (hook as (o: unknown) => unknown).call(
        page,
        this.inContext({
          from,
          target: target ? { id: target.id, dataset: { sid: target.sid } } : undefined,
        }),
      ),
    )() as ShareCard | undefined;
    this.records.shares.push({ route: page.route, to: 'chat', card: card ?? {} });
    return card ?? {};
  }

  /** The card of a share to Moments; WeChat reads onShareTimeline. */
  shareTimeline(page: PageInstance) {
    const hook = page.onShareTimeline;
    if (typeof hook !== 'function') throw new Error(`${page.route} cannot be shared to Moments`);
    const card = this.guard(() => (hook as () => unknown).call(page))() as ShareCard | undefined;
    this.records.shares.push({ route: page.route, to: 'moments', card: card ?? {} });
    return card ?? {};
  }

  // ---- What the view layer shows ----

  /** The current page's node tree. */
  tree(page = this.current): ViewNode {
    if (!page) throw new Error('no page is open');
    return viewTree(page.data as { root?: { cn?: [] } }, this.templates);
  }

  /** An event from the view layer to the page, as WeChat delivers a bound `eh` handler's. */
  deliver(page: PageInstance, type: string, target: ViewNode, current: ViewNode, detail: unknown) {
    const describe = (node: ViewNode) => ({ id: node.id, dataset: { sid: node.sid } });
    const event = {
      type,
      timeStamp: Date.now(),
      detail: this.inContext(detail ?? {}),
      target: describe(target),
      currentTarget: describe(current),
      touches: [],
      changedTouches: [],
      mark: {},
    };
    return this.callHook(page, 'eh', this.inContext(event));
  }

  /** A value made in the VM's own realm (its Object and Array), as WeChat's would be. */
  inContext<T>(value: T): T {
    if (value === undefined) return value;
    const parse = vm.runInContext('JSON.parse', this.context) as (text: string) => T;
    return parse(JSON.stringify(value));
  }

  /** Waits until the app has nothing left to do: no timer, request or setData callback due. */
  get busy(): boolean {
    return this.pending > 0 || this.records.inFlight > 0;
  }

  close() {
    process.off('unhandledRejection', this.onRejection);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.records.closed = true;
  }
}
