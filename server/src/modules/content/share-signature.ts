import crypto from 'node:crypto';

export interface SignatureInput {
  ticket: string;
  noncestr: string;
  timestamp: number | string;
  url: string;
}

/**
 * WeChat JS-SDK signature (JS-SDK documentation, appendix 1): sha1 over the four fields in key
 * order, as `key=value` joined by `&`, with the URL's #fragment removed and nothing encoded.
 */
export function jsapiSignature(input: SignatureInput): string {
  const url = input.url.split('#')[0];
  const fields: Record<string, string> = {
    jsapi_ticket: input.ticket,
    noncestr: input.noncestr,
    timestamp: String(input.timestamp),
    url,
  };
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return crypto.createHash('sha1').update(text).digest('hex');
}

/** The URL's origin when it may be signed (one of the allowed origins), else undefined. */
export function signableOrigin(url: string, allowed: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  const normalized = allowed.map((origin) => origin.toLowerCase().replace(/\/+$/, ''));
  return normalized.includes(parsed.origin.toLowerCase()) ? parsed.origin : undefined;
}
