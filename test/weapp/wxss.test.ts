import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import doiuse from 'doiuse';
import { DIST } from './harness';

// Issue #27: the stylesheets of the mini-program build against what its view layer can do.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

const stylesheets = files(DIST)
  .filter((file) => file.endsWith('.wxss'))
  .map((file) => ({ file: path.relative(DIST, file), css: readFileSync(file, 'utf8') }));

test('the build has stylesheets to check', () => {
  expect(stylesheets.map((sheet) => sheet.file)).toEqual(
    expect.arrayContaining(['app.wxss', 'common.wxss']),
  );
});

/** Every attribute base.wxml writes on a node; a selector on another one never matches there. */
const writtenAttributes = new Set(
  [...readFileSync(path.join(DIST, 'base.wxml'), 'utf8').matchAll(/\s([a-z][a-z0-9-:]*)="/g)].map(
    (match) => match[1],
  ),
);

test('no style depends on an attribute the mini-program does not write (state is a class)', () => {
  const selectors: string[] = [];
  for (const { file, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      for (const [, attribute] of rule.selector.matchAll(/\[\s*([a-zA-Z][\w-]*)/g)) {
        if (!writtenAttributes.has(attribute)) selectors.push(`${file}: ${rule.selector}`);
      }
    });
  }
  // aria-* and role reach the H5 DOM only; base.wxml draws neither (nor data-* but data-sid).
  expect(writtenAttributes.has('aria-disabled')).toBe(false);
  expect(selectors).toEqual([]);
});

/**
 * The engines the build states it supports (package.json browserslist, README "Supported
 * phones"): the mini-program's view layer is the system WebView on iOS (Safari's engine) and
 * WeChat's XWeb (Chromium) on Android.
 */
const { browserslist } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  browserslist: string[];
};

/**
 * Features some stated engine lacks that may stay: each only adds to a screen where it works and
 * changes nothing where it does not.
 */
const ENHANCEMENTS: Record<string, string> = {
  // scrollbar-width: none hides the scrollbar of the home carousel and tab rows where it can.
  'css-scrollbar': 'hides a scrollbar where supported; the row scrolls the same elsewhere',
};

test('no stylesheet uses a property the oldest stated engine lacks', async () => {
  const unsupported: string[] = [];
  for (const { file, css } of stylesheets) {
    await postcss([
      doiuse({
        browsers: browserslist,
        onFeatureUsage: (usage) => {
          if (ENHANCEMENTS[usage.feature]) return;
          // "only partially supported": a variant of the feature the stylesheet may not use.
          if (!/ not supported by/.test(usage.message)) return;
          unsupported.push(`${file}: ${usage.feature}`);
        },
      }),
    ]).process(css, { from: file });
  }
  expect(browserslist).toEqual(expect.arrayContaining([expect.stringMatching(/^ios_saf >= /)]));
  expect([...new Set(unsupported)]).toEqual([]);
});
