/**
 * Taro keeps each page's node tree in the page's data (`root.cn`, each node `{ nn, sid, cl, st,
 * p0..pN, cn, v }`), and `base.wxml` draws it: `nn` names a template, `pN` is one of that
 * template's attributes, `v` is a text node's text. This module reads `base.wxml` once to learn
 * which tag and attributes each `nn` stands for and which events it binds to the page's `eh`
 * handler, and turns page data into nodes that a test can read and tap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface TemplateInfo {
  tag: string;
  /** attribute name by data key (`p13` -> `placeholder`, `cl` -> `class`). */
  attributes: Record<string, string>;
  /** event type -> how it is bound: `bind` lets it bubble on, `catch` stops it there. */
  events: Record<string, 'bind' | 'catch'>;
}

export type Templates = Map<string, TemplateInfo>;

/** The templates of the first level (`tmpl_0_<nn>`, and the `_blur` variant of inputs). */
export function readTemplates(distDir: string): Templates {
  const source = readFileSync(path.join(distDir, 'base.wxml'), 'utf8');
  const templates: Templates = new Map();
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
  };
  const build = (raw: RawNode, parent: ViewNode): ViewNode => {
    const info = templates.get(raw.nn);
    const isText = raw.v !== undefined && !raw.cn;
    const attributes: Record<string, unknown> = {};
    for (const [key, name] of Object.entries(info?.attributes ?? {})) {
      if (raw[key] !== undefined) attributes[name] = raw[key];
    }
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
    };
    node.children = (raw.cn ?? []).filter(Boolean).map((child) => build(child, node));
    return node;
  };
  root.children = (data.root?.cn ?? []).filter(Boolean).map((raw) => build(raw, root));
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
