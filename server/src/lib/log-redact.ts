/**
 * What the server log may carry about a person (issue #28, "Deleted means deleted": a deleted
 * person's phone, username, real name and operators' search terms stayed in the log). Redacted
 * at the logger (app.ts), so that no call site can forget: a request's query keeps only values
 * that name no one, and every message has its phone numbers and e-mail addresses masked.
 */

// Query values that are never written, whatever they look like (updatePassword sends passwords
// in the query; codes and tokens are secrets).
const SECRET_QUERY_KEYS = /pass|code|token|idcard|secret/i;

// Query keys whose values are paging, sorting and kinds of things: they name no one.
const PLAIN_QUERY_KEYS = new Set([
  'pageNo',
  'pageSize',
  'page',
  'perPage',
  'current',
  'size',
  'sort',
  'order',
  'orderBy',
  'lang',
  'type',
  'kind',
  'status',
  'format',
]);

/** Short numbers (ids) name no one; seven digits and more may be a phone. */
const ID_VALUE = /^\d{1,6}$/;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of [...params.entries()]) {
    const plain =
      !SECRET_QUERY_KEYS.test(key) && (PLAIN_QUERY_KEYS.has(key) || ID_VALUE.test(value));
    if (!plain) params.set(key, '***');
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

// A phone as people and this server write it: an optional area code, then 7 digits or more,
// maybe spaced or dashed. Only the last 2 digits are kept (enough to tell two test lines apart).
const PHONE = /(\+\d{1,4}[\s-]?)?\d(?:[\s-]?\d){6,}/g;
const EMAIL = /[^\s@:;,<>"']+@[^\s@:;,<>"']+\.[a-z]{2,}/gi;

export function redactText(text: string): string {
  return text
    .replace(PHONE, (phone) => `***${phone.replace(/\D/g, '').slice(-2)}`)
    .replace(EMAIL, '***@***');
}
