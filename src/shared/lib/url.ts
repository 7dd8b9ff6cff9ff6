export type QueryScalar = string | number | boolean;
export type QueryValue =
  QueryScalar | readonly (QueryScalar | null | undefined)[] | null | undefined;

/**
 * `a=1&b=x%20y` from an object, skipping null and undefined; a list repeats its key. No leading
 * '?'. Generic rather than Record so that interfaces without an index signature are accepted.
 */
export function buildQuery<T extends { [K in keyof T]: QueryValue }>(params: T): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as (QueryScalar | null | undefined)[]) {
      if (item === null || item === undefined) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.join('&');
}

/** Appends a query to a URL that may already carry one, keeping any #fragment at the end. */
export function withQuery<T extends { [K in keyof T]: QueryValue }>(
  url: string,
  params: T,
): string {
  const search = buildQuery(params);
  if (!search) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${search}${hash}`;
}

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' in a shared link should not cost the other parameters.
    return spaced;
  }
}

/**
 * Parameters of `?a=1&b=2`, `a=1&b=2` or a whole URL; '+' reads as a space, a repeated key keeps
 * its last value, and a malformed escape is kept as written.
 */
export function parseQuery(search: string): Record<string, string> {
  const withoutHash = search.split('#')[0];
  const questionAt = withoutHash.indexOf('?');
  const query = questionAt === -1 ? withoutHash : withoutHash.slice(questionAt + 1);
  const entries: [string, string][] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equalsAt = pair.indexOf('=');
    const key = decode(equalsAt === -1 ? pair : pair.slice(0, equalsAt));
    const value = equalsAt === -1 ? '' : decode(pair.slice(equalsAt + 1));
    if (key !== '') entries.push([key, value]);
  }
  // fromEntries defines own properties, so a key such as __proto__ stays a plain entry.
  return Object.fromEntries(entries);
}
