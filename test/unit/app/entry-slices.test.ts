// Issue #14: the H5 app starts in five tasks of the main thread, not one (config/entry-slices-
// loader.js). The entry is generated here by Taro's own loader (@tarojs/taro-loader/lib/h5, with
// the React 18 web meta of @tarojs/plugin-framework-react), sliced, and run with its imports
// replaced by recorders and the browser's task queue by one the test drains a task at a time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const { sliceEntry } = require('../../../config/entry-slices-loader.js') as {
  sliceEntry: (source: string) => string;
};

const SOURCE_DIR = '/project/src';

/** What Taro's H5 loader generates for an app with two pages and a tab bar. */
function taroEntry(): string {
  const loaderMeta = {
    importFrameworkStatement:
      "\nimport * as React from 'react'\nimport ReactDOM from 'react-dom/client'\n",
    frameworkArgs: 'React, ReactDOM, config',
    creator: 'createReactApp',
    creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
    importFrameworkName: 'React',
    extraImportForWeb: "import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'\n",
    execBeforeCreateWebApp:
      'Object.assign(ReactDOM, { findDOMNode, render, unstable_batchedUpdates })\n',
  };
  const options = {
    entryFileName: 'app',
    filename: 'app',
    runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'],
    sourceDir: SOURCE_DIR,
    config: {
      router: { mode: 'browser' },
      pages: ['pages/home/index', 'pages/news/news'],
      tabBar: { list: [{ pagePath: 'pages/home/index', text: 'Home' }] },
    },
    framework: 'react',
    loaderMeta,
    pages: [
      ['pages/home/index', path.join(SOURCE_DIR, 'pages/home/index')],
      ['pages/news/news', path.join(SOURCE_DIR, 'pages/news/news')],
    ],
    pxTransformConfig: { designWidth: 750, deviceRatio: { 750: 1 }, baseFontSize: 20 },
    bootstrap: false,
  };
  const context = {
    getOptions: () => options,
    mode: 'production',
    resourcePath: path.join(SOURCE_DIR, 'app.config.ts'),
    context: SOURCE_DIR,
    rootContext: '/project',
    utils: { contextify: (from: string, request: string) => `./${path.relative(from, request)}` },
  };
  // Taro's loader runs in Node of its own: its helpers (esbuild) refuse the test's browser realm.
  const script = `
    const path = require('node:path');
    const { options, context } = JSON.parse(process.argv[1]);
    context.getOptions = () => options;
    context.utils = { contextify: (from, request) => './' + path.relative(from, request) };
    process.stdout.write(require('@tarojs/taro-loader/lib/h5').default.call(context));`;
  const { utils: _utils, getOptions: _getOptions, ...plain } = context;
  const child = spawnSync(
    process.execPath,
    ['-e', script, JSON.stringify({ options, context: plain })],
    {
      cwd: path.resolve(__dirname, '../../..'),
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return child.stdout;
}

interface Route {
  path: string;
  load: (context: unknown, params: unknown) => [Promise<unknown>, unknown, unknown];
}

interface Run {
  events: string[];
  /** The app config the entry hands to Taro (`window.__taroAppConfig`). */
  config: () => { routes: Route[] };
  /** Runs the oldest queued task and the promise jobs that follow it. */
  nextTask: () => Promise<void>;
  queued: () => number;
}

/** Runs a sliced entry with recorders for its imports and a task queue the test drains. */
function run(code: string): Run {
  const events: string[] = [];
  const tasks: Array<() => void> = [];
  class FakeChannel {
    port1: { onmessage: null | (() => void); close: () => void } = {
      onmessage: null,
      close: () => undefined,
    };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const record = (name: string, value?: unknown) => () => {
    events.push(name);
    return value;
  };
  const app = { default: function App() {} };
  const window: { __taroAppConfig?: { routes: Route[] } } = {};
  const names: Record<string, unknown> = {
    initPxTransform: record('initPxTransform'),
    createRouter: record('createRouter'),
    createBrowserHistory: record('createBrowserHistory', {}),
    handleAppMountWithTabbar: record('handleAppMountWithTabbar'),
    window,
    createReactApp: (component: unknown) => {
      events.push(component === app.default ? 'createReactApp(App)' : 'createReactApp(?)');
      return {};
    },
    React: {},
    ReactDOM: {},
    findDOMNode: null,
    render: null,
    unstable_batchedUpdates: null,
    require: () => 'icon.png',
    MessageChannel: FakeChannel,
    setTimeout: (fn: () => void) => tasks.push(fn),
    __import: (request: string) => {
      events.push(`import ${request}`);
      return Promise.resolve(request === './app' ? app : { page: request });
    },
  };
  // Static imports are what the recorders stand for; `import()` is the recorder `__import`.
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/\bimport\((\/\*[^*]*\*\/\s*)?/g, '__import(');
  new Function(...Object.keys(names), body)(...Object.values(names));
  return {
    events,
    config: () => window.__taroAppConfig!,
    queued: () => tasks.length,
    nextTask: async () => {
      tasks.shift()?.();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
  };
}

describe('the H5 entry starts the app in five tasks (issue #14)', () => {
  const generated = taroEntry();
  const sliced = sliceEntry(generated);

  it("keeps Taro's order: app created, mounted with its tab bar, router started, rem set up", async () => {
    const entry = run(sliced);
    for (let i = 0; i < 5 && entry.queued() > 0; i += 1) await entry.nextTask();
    expect(entry.events).toEqual([
      'import ./app',
      'createReactApp(App)',
      'createBrowserHistory',
      'handleAppMountWithTabbar',
      'createRouter',
      'initPxTransform',
    ]);
  });

  it('puts the app modules, its creation, the mount and the router each in a task of their own', async () => {
    const entry = run(sliced);
    // Task 1 (the script itself): libraries and the route table only.
    expect(entry.events).toEqual([]);
    await entry.nextTask();
    expect(entry.events).toEqual(['import ./app']);
    await entry.nextTask();
    expect(entry.events.slice(1)).toEqual(['createReactApp(App)', 'createBrowserHistory']);
    await entry.nextTask();
    expect(entry.events.slice(3)).toEqual(['handleAppMountWithTabbar']);
    await entry.nextTask();
    expect(entry.events.slice(4)).toEqual(['createRouter', 'initPxTransform']);
    expect(entry.queued()).toBe(0);
  });

  it("draws a page one task after its chunk's modules are evaluated", async () => {
    const entry = run(sliced);
    while (entry.queued() > 0) await entry.nextTask();
    const news = entry.config().routes.find((route) => route.path === 'pages/news/news')!;
    const [page] = news.load({}, {});
    let loaded: unknown;
    void page.then((module) => (loaded = module));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(entry.events.at(-1)).toBe('import ./pages/news/news');
    expect(loaded).toBeUndefined();
    expect(entry.queued()).toBe(1);
    await entry.nextTask();
    expect(loaded).toEqual({ page: './pages/news/news' });
  });

  it('imports the app eagerly, so that it stays in the entry chunk', () => {
    expect(sliced).toMatch(/import\(\/\* webpackMode: "eager" \*\/ "\.\/app"\)/);
    expect(sliced).not.toMatch(/^import component from/m);
    // The pages are still loaded on demand, as Taro wrote them.
    expect(sliced).toContain('import("./pages/news/news")');
  });

  it('fails the build with the reason when the generated entry changes shape', () => {
    expect(() => sliceEntry(generated.replace(/^var inst = /m, 'const inst = '))).toThrow(
      /Taro's generated H5 entry has changed \(no `var inst = \.\.\.`\)/,
    );
    expect(() => sliceEntry(generated.replace(/^import component from .*$/m, ''))).toThrow(
      /no `import component from "\.\/app"`/,
    );
    expect(() => sliceEntry(generated.replace(/^createRouter\(/m, 'start('))).toThrow(
      /no `createRouter\(\.\.\.\)`/,
    );
    expect(() => sliceEntry(generated.replace(/^handleAppMountWithTabbar\(/m, 'mount('))).toThrow(
      /no `handleAppMount\.\.\.\(config, history\)` before the router/,
    );
    expect(() =>
      sliceEntry(generated.replace(/const page = import/g, 'const page = require')),
    ).toThrow(/no `const page = import\("\.\/pages\/\.\.\."\)` in the routes/);
  });
});
