import type { DOMPurify } from 'dompurify';

// The one rich-text policy: the app sanitises with it before showing (src/shared/ui/rich-content/sanitize.ts, the browser's
// DOMPurify), and the server before storing what an operator wrote (issue #23, a DOMPurify over
// jsdom). Both ends keep the same tags, attributes, styles and links.

// What editors may use in news, rules and agreements: text structure, links, pictures and
// tables. No scripts, forms, frames, style blocks or event handlers.
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const SIZE_ATTRS = ['width', 'height', 'colspan', 'rowspan'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'style', ...SIZE_ATTRS];

// Inline styles keep the editor's emphasis and alignment, never layout: a `position: fixed`
// overlay or a full-screen element could pretend to be the app.
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'text-indent',
]);

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(([property, value]) => {
      const name = property?.trim().toLowerCase();
      return Boolean(name && value && ALLOWED_STYLES.has(name) && !/url\(|expression/i.test(value));
    })
    .map(([property, value]) => `${property.trim().toLowerCase()}: ${value.trim()}`)
    .join('; ');
}

const hooked = new WeakSet<DOMPurify>();

function installHooks(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') data.attrValue = safeStyle(data.attrValue);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Pages of this app stay in the app; other sites open apart and cannot reach back.
      if (!href.startsWith('/pages')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.getAttribute('style') === '') node.removeAttribute('style');
  });
  hooked.add(purify);
}

/** Sanitises `html` with this DOMPurify instance under the app's policy. */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  if (!hooked.has(purify)) installHooks(purify);
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // Sizes are not URLs: without this DOMPurify tests them against the URI pattern and drops them.
    ADD_URI_SAFE_ATTR: SIZE_ATTRS,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
  });
}
