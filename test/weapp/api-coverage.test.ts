import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILT_API_BASE, DIST } from './harness';
import { MiniProgram } from './harness/logic-layer';

// The harness answers every WeChat API the mini-program calls: the app's Taro.* calls (Taro
// forwards each to wx.* of the same name) and the build's own wx.* uses. A call added to the app
// that the harness lacks fails here, not as a silent "is not a function" in a journey.

/** Taro's own members, not forwarded to wx (processApis' preserved list, hooks and helpers). */
const TARO_OWN = new Set([
  'getEnv',
  'ENV_TYPE',
  'interceptors',
  'Current',
  'getCurrentInstance',
  'options',
  'nextTick',
  'eventCenter',
  'Events',
  'preload',
  'pxTransform',
  'initPxTransform',
  // a global of WeChat's logic layer that Taro hands on
  'getCurrentPages',
]);
/** wx members that are not APIs: Taro's optional cloud support, webpack's chunk list. */
const OPTIONAL_WX = new Set(['cloud', 'webpackJsonp']);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

function namesIn(sources: string[], pattern: RegExp): Set<string> {
  const names = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern))
      names.add(match[1] ?? match[2]);
  }
  return names;
}

test('every wx API the app and the build call is one the harness answers', () => {
  const appSources = files('src', (file) => /\.tsx?$/.test(file) && !/\.h5\.tsx?$/.test(file));
  const taroCalls = namesIn(appSources, /\bTaro\.(\w+)/g);
  const buildCalls = namesIn(
    files(DIST, (file) => file.endsWith('.js')),
    /\bwx(?:\.(\w+)|\["(\w+)"\])/g,
  );
  const wanted = [...taroCalls, ...buildCalls].filter(
    (name) => name && !TARO_OWN.has(name) && !OPTIONAL_WX.has(name),
  );
  expect(wanted.length).toBeGreaterThan(30);

  const mp = new MiniProgram({
    distDir: DIST,
    builtApiBase: BUILT_API_BASE,
    apiBase: BUILT_API_BASE,
  });
  try {
    const wx = mp.context.wx as Record<string, unknown>;
    const missing = [...new Set(wanted)].filter((name) => typeof wx[name] !== 'function');
    expect(missing).toEqual([]);
  } finally {
    mp.close();
  }
});
