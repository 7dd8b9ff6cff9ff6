import renderedComponents from '../../config/rendered-components.json';
import { CONTAINER_LEVEL, templateLevels } from './every-page';
import { DIST } from './harness';
import { readTemplates, viewTree, walk, type RawNode } from './harness/tree';

// Issue #27: the harness draws a page's nodes with the templates the build's utils.wxs picks, so
// that a page nesting one level past base.wxml's unrolled templates (where Taro's comp component,
// which the harness does not run, takes over) fails its launch check instead of passing unseen.
const templates = readTemplates(DIST);
/** A plain view's node name: one drawn at every unrolled level. */
const view = [...templates.keys()].find(
  (nn) =>
    templates.get(nn)?.tag === 'view' && templates.loops.has(`tmpl_${CONTAINER_LEVEL - 1}_${nn}`),
) as string;

/** Views nested `levels` deep, a text node (nn 9) at the bottom. */
function nested(levels: number): { root: { cn: RawNode[] } } {
  let node: RawNode = { nn: '9', sid: 'text', v: 'bottom' };
  for (let level = levels - 1; level >= 0; level -= 1) {
    node = { nn: view, sid: `view-${level}`, cn: [node] };
  }
  return { root: { cn: [node] } };
}

test('a view at each unrolled level is drawn by that level template', () => {
  const tree = viewTree(nested(CONTAINER_LEVEL), templates);
  const views = [...walk(tree)].filter((node) => node.sid.startsWith('view-'));
  expect(views.map((node) => node.template)).toEqual(
    views.map((_, level) => `tmpl_${level}_${view}`),
  );
  expect(templateLevels(tree)).toEqual({ depth: CONTAINER_LEVEL - 1, undrawn: [] });
});

test('one level more goes to the comp component, and the page check reports it', () => {
  const tree = viewTree(nested(CONTAINER_LEVEL + 1), templates);
  const deepest = [...walk(tree)].find((node) => node.sid === `view-${CONTAINER_LEVEL}`);
  expect(deepest?.template).toBe('comp');
  expect(templateLevels(tree).undrawn).toEqual([`view #view-${CONTAINER_LEVEL} by comp`]);
});

test('a picture or an input is drawn by its first-level template at any depth', () => {
  const image = [...templates.keys()].find((nn) => templates.get(nn)?.tag === 'image') as string;
  const data = nested(CONTAINER_LEVEL - 1);
  let bottom = data.root.cn[0];
  while (bottom.cn?.[0]?.cn) bottom = bottom.cn[0];
  bottom.cn = [{ nn: image, sid: 'picture' }];
  const tree = viewTree(data, templates);
  expect([...walk(tree)].find((node) => node.sid === 'picture')?.template).toBe(`tmpl_0_${image}`);
  expect(templateLevels(tree).undrawn).toEqual([]);
});

// Issue #32: a scroll view, a swiper and a swiper item have one template each (config/index.ts,
// nestAtMost): one inside another of its kind would be drawn by its own template, which WXML
// cannot do, so the page check reports it.
test('a scroll view inside a scroll view is reported: a template cannot draw itself', () => {
  const scroll = [...templates.keys()].find(
    (nn) => templates.get(nn)?.tag === 'scroll-view',
  ) as string;
  const data = nested(2);
  data.root.cn[0].cn = [{ nn: scroll, sid: 'outer', cn: [{ nn: scroll, sid: 'inner', cn: [] }] }];
  const tree = viewTree(data, templates);
  expect([...walk(tree)].find((node) => node.sid === 'outer')?.template).toBe(`tmpl_0_${scroll}`);
  expect(templateLevels(tree).undrawn).toEqual([`scroll-view #inner by inside:tmpl_0_${scroll}`]);
});

// Issue #32: config/component-tables-loader.js empties Taro's attribute table of every component
// not in config/rendered-components.json. Taro writes a template for each component some screen
// renders, so a screen that starts rendering another one fails here until the list names it:
// its attributes would otherwise reach the view layer under names base.wxml does not read.
test('every component base.wxml draws keeps its attribute table in the runtime', () => {
  const pascal = (tag: string) =>
    tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  // Taro's shortcuts for a view, a text or a picture with no events or extra attributes.
  const shortcut = /^(static|pure|click|catch)-(view|text|image)$/;
  const drawn = new Set(
    [...templates.values()].map(({ tag }) => pascal(tag.replace(shortcut, '$2'))),
  );
  expect([...drawn].filter((name) => !renderedComponents.includes(name))).toEqual([]);
});
