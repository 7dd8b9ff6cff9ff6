import DOMPurify from 'dompurify';
import { sanitizeWith } from '@/rules/rich-text';

export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html);
}
