import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// config/shims/taro-components gives each Taro component its own module on H5, so that a page
// chunk carries only what it renders. A component the shim does not list still works (it falls
// through to Taro's single module) but brings every other used component into each page chunk:
// the H5 first load grew from 145 to 213 KB that way. Every component the app imports is listed.

const ROOT = join(__dirname, '../../..');
const SHIM = join(ROOT, 'config/shims/taro-components');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const imported = new Set(
  sources(join(ROOT, 'src')).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /import\s+\{([^}]*)\}\s+from\s+'@tarojs\/components'/g,
      ),
    ].flatMap((match) =>
      match[1]
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0])
        .filter((name) => name && !name.startsWith('type ')),
    ),
  ),
);

const index = readFileSync(join(SHIM, 'index.js'), 'utf8');
const listed = new Map(
  [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)\.js';/g)].map((m) => [
    m[1],
    m[2],
  ]),
);

test('every Taro component the app imports has its own module in the H5 shim', () => {
  expect(imported.size).toBeGreaterThan(5);
  expect([...imported].filter((name) => !listed.has(name)).sort()).toEqual([]);
});

/** Drawn as plain elements on H5 (no web-component runtime on the tabs' first load, issue #14). */
const NATIVE: Record<string, string> = { View: 'div', Text: 'span', ScrollView: 'div' };
/** Not a component of the screens: the page wrapper Taro's router draws (Taro's React one). */
const ROUTER_ONLY = new Set(['PullDownRefresh']);

test("each module draws a plain element or wraps the component's own custom element", () => {
  for (const [name, file] of listed) {
    if (ROUTER_ONLY.has(name)) continue;
    const source = readFileSync(join(SHIM, `${file}.js`), 'utf8');
    if (NATIVE[name]) {
      expect({
        name,
        plain: source.includes(`'${NATIVE[name]}'`),
        stencil: /defineCustomElement/.test(source),
      }).toEqual({
        name,
        plain: true,
        stencil: false,
      });
    } else {
      const tag = `taro-${file}-core`;
      expect({ name, ok: source.includes(`'${tag}'`) && source.includes(`/${tag}.js'`) }).toEqual({
        name,
        ok: true,
      });
    }
    // The file name is the component's name in kebab case (SwiperItem → swiper-item).
    expect(file).toBe(name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase());
  }
});
