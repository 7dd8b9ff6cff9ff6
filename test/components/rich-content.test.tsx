// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { RichContent } from '@/shared/ui/rich-content';
import { RichContent as H5RichContent } from '@/shared/ui/rich-content/index.h5';
import { sanitizeHtml } from '@/shared/ui/rich-content/sanitize';
import { bodyText, componentSuite, mountPlain } from './support/harness';
import { getByText } from './support/queries';

componentSuite();

/** Parses sanitized HTML so that assertions read elements and attributes, not string shapes. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('RichContent', () => {
  test('the default (mini-program) variant renders the HTML it is given', async () => {
    await mountPlain(<RichContent html="<p>Hello <b>world</b></p>" />);
    expect(getByText('world').tagName.toLowerCase()).toBe('b');
    expect(getByText('Hello').tagName.toLowerCase()).toBe('p');
    expect(bodyText()).toContain('Hello world');
  });

  test('the H5 variant sanitizes before the HTML reaches the page', async () => {
    await mountPlain(
      <H5RichContent
        html={
          '<p onclick="steal()">Text</p><script>steal()</script><img src="x" onerror="steal()">'
        }
      />,
    );
    const body = document.body;
    expect(getByText('Text').tagName.toLowerCase()).toBe('p');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onclick]')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
  });
});

describe('sanitizeHtml (taro-notes: H5 RichText writes into innerHTML)', () => {
  test('script tags are removed, with their content', () => {
    const box = parse(
      '<p>Safe</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('Safe');
  });

  test('scripts hidden in svg or math are removed', () => {
    const box = parse(
      '<svg><script>alert(1)</script></svg><math><mi><script>alert(2)</script></mi></math>',
    );
    expect(box.querySelector('script, svg, math')).toBeNull();
    expect(box.textContent).not.toContain('alert');
  });

  test('on* handlers are removed from every element', () => {
    const box = parse(
      '<img src="https://img.example/a.png" onerror="alert(1)" onload="alert(2)">' +
        '<p onclick="alert(3)" onmouseover="alert(4)">x</p><a href="https://a.example" onfocus="alert(5)">y</a>',
    );
    for (const element of Array.from(box.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
      }
    }
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://img.example/a.png');
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
  ])('a link to %j loses its href', (href) => {
    const box = parse(`<a href="${href.replace(/"/g, '&quot;')}">click</a>`);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(box.textContent).toBe('click');
  });

  test('a javascript: image source is removed', () => {
    const box = parse('<img src="javascript:alert(1)">');
    expect(box.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  test('iframes, frames, objects and embeds are removed', () => {
    const box = parse(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>' +
        '<embed src="x.swf"><frameset><frame src="https://evil.example"></frameset><p>kept</p>',
    );
    expect(box.querySelector('iframe, object, embed, frame, frameset')).toBeNull();
    expect(box.textContent).toBe('kept');
  });

  test('forms and their fields are removed', () => {
    const box = parse(
      '<form action="https://evil.example/collect" method="post"><input name="password">' +
        '<button formaction="https://evil.example">Go</button><textarea>t</textarea></form>',
    );
    expect(box.querySelector('form, input, button, textarea')).toBeNull();
  });

  test('style blocks, meta refresh and base tags are removed', () => {
    const box = parse(
      '<style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil.example">' +
        '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>',
    );
    expect(box.querySelector('style, meta, base, link')).toBeNull();
    expect(box.innerHTML).toBe('<p>x</p>');
  });

  test('links open in a new tab and cannot reach back (target _blank, rel noopener)', () => {
    const box = parse('<a href="https://news.example/a" target="_self" rel="opener">read</a>');
    const link = box.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://news.example/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
    expect(link.getAttribute('rel')?.split(/\s+/)).not.toContain('opener');
  });

  test('https images and app-relative links stay', () => {
    const box = parse(
      '<p><img src="https://img.example/cover.jpg" alt="Cover" title="T"></p>' +
        '<a href="/pages/news/detail?id=1">next</a>',
    );
    const img = box.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://img.example/cover.jpg');
    expect(img.getAttribute('alt')).toBe('Cover');
    expect(img.getAttribute('title')).toBe('T');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/pages/news/detail?id=1');
  });

  test('the structure editors use survives: headings, lists, tables, emphasis', () => {
    const html =
      '<h2>T</h2><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>' +
      '<blockquote><em>e</em> <strong>s</strong> <u>u</u></blockquote>';
    const box = parse(html);
    for (const tag of [
      'h2',
      'ul',
      'ol',
      'li',
      'table',
      'th',
      'td',
      'blockquote',
      'em',
      'strong',
      'u',
    ]) {
      expect(box.querySelector(tag)).not.toBeNull();
    }
    expect(box.textContent).toBe('Tabhce s u');
  });

  test('plain text and empty input pass through', () => {
    expect(sanitizeHtml('Just text, no tags')).toBe('Just text, no tags');
    expect(sanitizeHtml('')).toBe('');
  });

  test('sanitizing twice gives the same result (links are not given a second rel)', () => {
    const once = sanitizeHtml('<a href="https://a.example">a</a><p>p</p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('sanitizeHtml keeps what editors meant and nothing that can pose as the app', () => {
  test('table spans and picture sizes survive (they are not URLs)', () => {
    const html = sanitizeHtml(
      '<table><tr><td colspan="2" rowspan="3">x</td></tr></table><img src="https://a.mo/p.png" width="320" height="200">',
    );
    expect(html).toContain('colspan="2"');
    expect(html).toContain('rowspan="3"');
    expect(html).toContain('width="320"');
    expect(html).toContain('height="200"');
  });

  test('inline styles keep emphasis and alignment but lose layout and urls', () => {
    const html = sanitizeHtml(
      '<p style="text-align: center; position: fixed; inset: 0; z-index: 9999; color: #8c1c13; background-image: url(https://x.example/a.png)">x</p>',
    );
    expect(html).toContain('text-align: center');
    expect(html).toContain('color: #8c1c13');
    expect(html).not.toMatch(/position|z-index|inset|url\(/);
  });

  test('a style with nothing allowed is dropped entirely', () => {
    expect(sanitizeHtml('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });

  test('links into the app stay in the app; mail and phone links keep their href', () => {
    const html = sanitizeHtml(
      '<a href="/pages/gift/gift">g</a><a href="mailto:info@example.mo">m</a><a href="tel:+85328000000">t</a>',
    );
    expect(html).toContain('<a href="/pages/gift/gift">g</a>');
    expect(html).toContain('href="mailto:info@example.mo"');
    expect(html).toContain('href="tel:+85328000000"');
  });
});
