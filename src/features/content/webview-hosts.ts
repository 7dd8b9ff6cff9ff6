import { hostMatches } from '@/rules/links';
import { getApiBase, originOf } from '@/shared/api/config';

// Which sites the web view may show (SPEC §2 /pages/webview/index). TARO_APP_WEBVIEW_HOSTS, a
// comma list inlined at build time, replaces the defaults: an entry is a host
// (www.wh.mo) or every sub-domain of one (*.gov.mo). The API's own host is always allowed. The
// mini-program also needs each host registered as a business domain in the WeChat console.
export const DEFAULT_WEBVIEW_HOSTS = ['*.gov.mo', 'www.wh.mo', 'www.macaotourism.gov.mo'];

const URL_PARTS = /^(https?):\/\/([^/?#:@\s]+)(:\d+)?(?:[/?#][^\s]*)?$/i;
const DEV_HOSTS = new Set(['127.0.0.1', 'localhost']);

function configuredHosts(): string[] | undefined {
  try {
    const value = process.env.TARO_APP_WEBVIEW_HOSTS;
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
  } catch {
    // Not defined at build time: the expression survives and the mini-program has no `process`.
    return undefined;
  }
}

function apiHost(): string | undefined {
  try {
    const origin = originOf(getApiBase());
    return origin ? URL_PARTS.exec(origin)?.[2]?.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function webviewHosts(): string[] {
  const api = apiHost();
  return [...(configuredHosts() ?? DEFAULT_WEBVIEW_HOSTS), ...(api ? [api] : [])];
}

/** The host of an address the web view may open (https, or http on this machine), else undefined. */
export function hostOf(url: string): string | undefined {
  return URL_PARTS.exec(url.trim())?.[2]?.toLowerCase();
}

export function isAllowedWebviewUrl(url: string, hosts: string[] = webviewHosts()): boolean {
  const match = URL_PARTS.exec(url.trim());
  if (!match) return false;
  const scheme = match[1].toLowerCase();
  const host = match[2].toLowerCase();
  if (scheme !== 'https' && !DEV_HOSTS.has(host)) return false;
  return hosts.some((entry) => hostMatches(host, entry));
}
