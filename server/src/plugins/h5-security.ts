import crypto from 'node:crypto';
import fs from 'node:fs';
import type { ServerConfig } from '../config';

/**
 * The H5 documents defend themselves (issue #22): a Content-Security-Policy that lets scripts come
 * only from the app's origin (and the WeChat JS-SDK's host), the inline scripts of index.html by
 * their hash, no plugins, no <base> elsewhere, no framing but by the operator's allowed hosts;
 * and a Referrer-Policy that keeps a page's query (an OAuth code, a share key) on this origin.
 */

/** Where the H5 app loads the WeChat JS-SDK from (src/features/share/wechat-jssdk.ts). */
const WECHAT_SDK_HOSTS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' of each inline script of a document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const digest = crypto.createHash('sha256').update(match[1], 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The policy for a document whose inline scripts hash to `scriptHashes`. */
export function contentSecurityPolicy(config: ServerConfig, scriptHashes: string[]): string {
  const { frameAncestors, frameHosts, connectHosts } = config.h5Security;
  const pictures = originOf(config.publicUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...WECHAT_SDK_HOSTS]],
    // Taro's H5 components set style attributes: styles stay open, scripts do not.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...pictures]],
    ['media-src', ["'self'", 'blob:', ...pictures]],
    ['font-src', ["'self'", 'data:']],
    // blob: Taro's H5 uploadFile reads the picked picture's blob URL with an XHR before it sends
    // it (issue #27); a blob URL is readable only by the origin that made it. The web view checks
    // that a page answers before it frames it (web-frame.h5.tsx, issue #21).
    ['connect-src', ["'self'", 'blob:', ...pictures, ...connectHosts, ...frameHosts]],
    ['frame-src', ["'self'", ...frameHosts]],
    ['frame-ancestors', frameAncestors.length > 0 ? frameAncestors : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The headers of an H5 document read from `file` (index.html), its hashes kept until it changes. */
export function h5DocumentHeaders(config: ServerConfig, file?: string): Record<string, string> {
  let hashes: string[] = [];
  if (file) {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const known = cache.get(file);
    if (known && known.mtimeMs === mtimeMs) hashes = known.hashes;
    else if (mtimeMs >= 0) {
      hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
      cache.set(file, { mtimeMs, hashes });
    }
  }
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config, hashes),
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // For browsers that predate frame-ancestors.
  if (config.h5Security.frameAncestors.length === 0) headers['x-frame-options'] = 'DENY';
  return headers;
}
