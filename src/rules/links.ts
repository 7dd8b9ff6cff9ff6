/**
 * Where a link may lead (issue #29): the operators' console refuses what the app could not open,
 * with the app's own host rule. Pure: the server checks an editor's links with it, the app's web
 * view checks the address it is asked to show.
 */

/** A host list entry: one host (www.wh.mo) or every sub-domain of one (*.gov.mo). */
export function hostMatches(host: string, entry: string): boolean {
  if (entry.startsWith('*.')) {
    return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
  }
  return host === entry;
}

// A page of the app as the mini-program names it, with a plain query: /pages/ar/ar?id=3.
const APP_PATH = /^\/(pages|pages-my)\/[A-Za-z0-9_\-/]+(\?[A-Za-z0-9_=&%.-]*)?$/;
const HTTPS_URL = /^https:\/\/([^/?#:@\s]+)(:\d+)?(?:[/?#]\S*)?$/i;

/**
 * A link an editor may store on a carousel, poster, mission or AR site: empty, a page of the app,
 * or https:// to one of `hosts` (what the web view may open). Never javascript:, data:, http: or
 * another site.
 */
export function isAllowedLink(link: string, hosts: readonly string[]): boolean {
  if (link === '') return true;
  if (APP_PATH.test(link) && !link.includes('//', 1)) return true;
  const match = HTTPS_URL.exec(link);
  if (!match) return false;
  const host = match[1].toLowerCase();
  return hosts.some((entry) => hostMatches(host, entry.toLowerCase()));
}
