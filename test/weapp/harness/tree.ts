/**
 * Taro keeps each page's node tree in the page's data (`root.cn`, each node `{ nn, sid, cl, st,
 * p0..pN, cn, v }`), and `base.wxml` draws it: `nn` names a template, `pN` is one of that
 * template's attributes, `v` is a text node's text. This module reads `base.wxml` once to learn
 * which tag and attributes each `nn` stands for and which events it binds to the page's `eh`
 * handler, and turns page data into nodes that a test can read and tap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export interface TemplateInfo {
  tag: string;
  /** attribute name by data key (`p13` -> `placeholder`, `cl` -> `class`). */
  attributes: Record<string, string>;
  /** event type -> how it is bound: `bind` lets it bubble on, `catch` stops it there. */
  events: Record<string, 'bind' | 'catch'>;
}

/** How a template draws its children: `<template is="{{is}}" data="{{i:item,c:c,l:l}}" wx:for>`. */
interface ChildLoop {
  is: string;
  c: string;
  l: string;
}

/** The helpers of the build's utils.wxs (`a` picks a child's template, `f` extends its path). */
type Wxs = Record<'a' | 'c' | 'e' | 'f', (...args: unknown[]) => string>;

/**
 * What each node name draws (`tmpl_0_<nn>`), and how base.wxml picks the template of every node:
 * each template's child loop with its expressions, evaluated with the build's own utils.wxs.
 */
export class Templates extends Map<string, TemplateInfo> {
  /** Every template base.wxml defines, with its child loop when it has one. */
  readonly loops = new Map<string, ChildLoop | undefined>();
  /** A wrapper template (an input's) that hands its node to another: `is` and `c`. */
  readonly wrappers = new Map<string, { is: string; c: string }>();
  xs!: Wxs;
}

/** An expression of base.wxml (`xs.a(c, item.nn, l)`, `c+1`) with the view layer's variables. */
function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  const names = Object.keys(scope);
  return new Function(...names, `return (${expression});`)(...names.map((name) => scope[name]));
}

/** The templates of the first level (`tmpl_0_<nn>`, and the `_blur` variant of inputs). */
export function readTemplates(distDir: string): Templates {
  const source = readFileSync(path.join(distDir, 'base.wxml'), 'utf8');
  const templates = new Templates();
  const wxsModule = { exports: {} as Wxs };
  vm.runInNewContext(readFileSync(path.join(distDir, 'utils.wxs'), 'utf8'), {
    module: wxsModule,
  });
  templates.xs = wxsModule.exports;
  for (const block of source.split(/(?=<template name=")/)) {
    const name = /^<template name="([^"]+)">/.exec(block)?.[1];
    if (!name) continue;
    const loop =
      /<template is="\{\{([^}]+)\}\}" data="\{\{i:item,c:([^,]+),l:([^}]+)\}\}" wx:for="\{\{i\.cn\}\}"/.exec(
        block,
      );
    templates.loops.set(name, loop ? { is: loop[1], c: loop[2], l: loop[3] } : undefined);
    const wrapper =
      /^<template name="[^"]+">\s*<template is="\{\{([^}]+)\}\}" data="\{\{i:i,c:([^}]+)\}\}"/.exec(
        block,
      );
    if (wrapper) templates.wrappers.set(name, { is: wrapper[1], c: wrapper[2] });
  }
  const pattern = /<template name="tmpl_0_([^"]+)">\s*<([a-z-]+)([^>]*)>/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source))) {
    const [, name, tag, attributeText] = match;
    if (tag === 'template' || tag === 'block') continue;
    const attributes: Record<string, string> = {};
    const events: Record<string, 'bind' | 'catch'> = {};
    for (const [, attribute, value] of attributeText.matchAll(/([a-z-:]+)="([^"]*)"/g)) {
      const event = /^(bind|catch):?([a-z]+)$/.exec(attribute);
      if (event && value === 'eh') {
        events[event[2]] = event[1] as 'bind' | 'catch';
        continue;
      }
      const key = /\bi\.(p\d+|st|cl|focus)\b/.exec(value);
      if (key) attributes[key[1]] = attribute;
    }
    templates.set(name.replace(/_blur$/, ''), { tag, attributes, events });
  }
  return templates;
}

export interface RawNode {
  nn: string;
  sid?: string;
  uid?: string;
  v?: string;
  cn?: RawNode[];
  [key: string]: unknown;
}

export interface ViewNode {
  tag: string;
  sid: string;
  id: string;
  /** The text of a text node; '' for elements. */
  value: string;
  attributes: Record<string, unknown>;
  events: TemplateInfo['events'];
  children: ViewNode[];
  parent?: ViewNode;
  /** How deep the node is drawn (the page's children are at 0). */
  depth: number;
  /**
   * The base.wxml template that draws it, picked as the view layer picks it (the build's
   * utils.wxs): `tmpl_<level>_<nn>`; past the unrolled levels Taro's `comp` component draws the
   * node (`comp`), a name base.wxml lacks draws nothing (`missing:<name>`), and neither does a
   * template inside its own expansion (`inside:<name>`: WXML templates do not recurse).
   */
  template: string;
}

/** The data a template is drawn with: its node's `c` (nesting count) and `l` (path of names). */
interface Scope {
  c: unknown;
  l: unknown;
}

/**
 * The template that draws one node, as the view layer picks it: the parent's child loop evaluated
 * with the build's utils.wxs, then a container (Taro's `comp` component, which draws the node with
 * `tmpl_0_<nn>` again) or an input's focus/blur wrapper followed. Returns the template's name as
 * a test reads it (`comp` for a node drawn by the component) and the template whose child loop
 * draws the node's children, with its data.
 */
function drawNode(
  templates: Templates,
  raw: RawNode,
  loop: ChildLoop,
  parent: Scope,
): { template: string; drawnBy: string | undefined; scope: Scope } {
  const context = { xs: templates.xs, item: raw, ...parent };
  let name = String(evaluate(loop.is, context));
  let scope: Scope = { c: evaluate(loop.c, context), l: evaluate(loop.l, context) };
  let template = name;
  if (/^tmpl_\d+_container$/.test(name)) {
    // base.wxml: `<comp i="{{i}}" l="{{l}}" />`, except for nn 9, drawn by `tmpl_0_9` with `{i:i}`;
    // comp.wxml: `<template is="{{'tmpl_0_' + i.nn}}" data="{{i:i,c:1,l:xs.f('',i.nn)}}" />`.
    const viaComp = raw.nn !== '9';
    name = `tmpl_0_${raw.nn}`;
    scope = viaComp ? { c: 1, l: templates.xs.f('', raw.nn) } : { c: undefined, l: undefined };
    template = viaComp ? 'comp' : name;
  }
  const wrapper = templates.wrappers.get(name);
  if (wrapper) {
    name = String(evaluate(wrapper.is, { xs: templates.xs, i: raw }));
    scope = { c: evaluate(wrapper.c, { c: scope.c }), l: undefined };
  }
  if (!templates.loops.has(name)) return { template: `missing:${name}`, drawnBy: undefined, scope };
  return { template: template === 'comp' ? 'comp' : name, drawnBy: name, scope };
}

/** The tree a page's data describes, as the view layer would draw it. */
export function viewTree(data: { root?: { cn?: RawNode[] } }, templates: Templates): ViewNode {
  const root: ViewNode = {
    tag: 'page',
    sid: 'root',
    id: 'root',
    value: '',
    attributes: {},
    events: {},
    children: [],
    depth: -1,
    template: 'taro_tmpl',
  };
  // taro_tmpl draws the page's nodes.
  const top: ChildLoop = { is: "xs.a(0, item.nn, '')", c: '1', l: "xs.f('',item.nn)" };
  // WXML has no recursive templates (why Taro unrolls base.wxml): a template used again inside
  // its own expansion draws nothing. Taro's comp component starts a new expansion.
  const build = (
    raw: RawNode,
    parent: ViewNode,
    loop: ChildLoop,
    scope: Scope,
    expanding: readonly string[],
  ): ViewNode => {
    const info = templates.get(raw.nn);
    const isText = raw.v !== undefined && !raw.cn;
    const attributes: Record<string, unknown> = {};
    for (const [key, name] of Object.entries(info?.attributes ?? {})) {
      if (raw[key] !== undefined) attributes[name] = raw[key];
    }
    const drawn = drawNode(templates, raw, loop, scope);
    const chain = drawn.template === 'comp' ? [] : expanding;
    if (drawn.drawnBy && chain.includes(drawn.drawnBy)) drawn.template = `inside:${drawn.drawnBy}`;
    const node: ViewNode = {
      tag: isText ? '#text' : (info?.tag ?? `unknown:${raw.nn}`),
      sid: raw.sid ?? '',
      id: raw.uid ?? raw.sid ?? '',
      value: isText ? String(raw.v) : '',
      attributes,
      events: info?.events ?? {},
      children: [],
      parent,
      depth: parent.depth + 1,
      template: drawn.template,
    };
    const childLoop = drawn.drawnBy ? templates.loops.get(drawn.drawnBy) : undefined;
    // A template without a child loop draws no children, whatever the data holds; the harness
    // keeps them readable and a page's check reports the template instead.
    node.children = (raw.cn ?? [])
      .filter(Boolean)
      .map((child) =>
        build(child, node, childLoop ?? top, drawn.scope, [...chain, drawn.drawnBy ?? '']),
      );
    return node;
  };
  root.children = (data.root?.cn ?? [])
    .filter(Boolean)
    .map((raw) => build(raw, root, top, { c: undefined, l: undefined }, []));
  return root;
}

export function* walk(node: ViewNode): Generator<ViewNode> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * What a person reads in a node: its text nodes, an input's value or else its placeholder, a rich
 * text's words, an image's spoken name (aria-label). Pieces are joined by a space.
 */
export function textOf(node: ViewNode): string {
  const parts: string[] = [];
  for (const each of walk(node)) {
    if (each.tag === '#text') parts.push(each.value);
    else if (each.tag === 'input' || each.tag === 'textarea') {
      const value = each.attributes.value;
      parts.push(String(value ? value : (each.attributes.placeholder ?? '')));
    } else if (each.tag === 'rich-text') {
      const nodes = each.attributes.nodes;
      if (typeof nodes === 'string') parts.push(stripTags(nodes));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The deepest elements whose text matches `text` (contains a string, or fits a pattern): no
 * element inside them matches too. A text node that matches stands for the element holding it.
 */
export function findAll(tree: ViewNode, text: string | RegExp): ViewNode[] {
  const matches = (node: ViewNode) => {
    const own = textOf(node);
    return typeof text === 'string' ? own.includes(text) : text.test(own);
  };
  const found: ViewNode[] = [];
  const visit = (node: ViewNode): boolean => {
    const inner = node.children.map(visit).some(Boolean);
    if (inner) return true;
    if (!matches(node)) return false;
    const element = node.tag === '#text' ? node.parent : node;
    if (element && element.tag !== 'page' && !found.includes(element)) found.push(element);
    return true;
  };
  visit(tree);
  return found;
}

/** The node and its ancestors, nearest first: the path an event bubbles along. */
export function ancestry(node: ViewNode): ViewNode[] {
  const chain: ViewNode[] = [];
  for (let each: ViewNode | undefined = node; each && each.tag !== 'page'; each = each.parent) {
    chain.push(each);
  }
  return chain;
}

/** A node a tap reaches a handler from: it or an ancestor binds `tap`, or it is a button. */
export function isTappable(node: ViewNode): boolean {
  return node.tag === 'button' || ancestry(node).some((each) => each.events.tap !== undefined);
}
