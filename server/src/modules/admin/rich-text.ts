import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWith } from '../../../../src/rules/rich-text';

let purify: DOMPurify | undefined;

/**
 * What an operator writes in a rich-text field, sanitised before it is stored, with the policy
 * the app sanitises with before showing it (src/rules/rich-text.ts).
 */
export function sanitizeRichText(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return sanitizeWith(purify, html);
}
