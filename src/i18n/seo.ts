// Canonical and hreflang links, shared by the page head and the sitemap so both always agree.
import { alternatesOf, isListPage, matchPath, xDefaultOf, type Place } from './routes.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of a place (each language, plus x-default), as absolute URLs. */
export function hreflangLinks(place: Place, site: URL | string): Alternate[] {
  const links = alternatesOf(place).map(({ lang, path }) => ({ hreflang: lang, href: new URL(path, site).href }));
  const xDefault = xDefaultOf(place);
  const fallback = links.find((link) => link.hreflang === xDefault);
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}

/** Whether a built path belongs in the sitemap: real pages only, not the not-found variants or the case list's later pages. */
export function isIndexable(pathname: string): boolean {
  const place = matchPath(pathname.replace(/\/$/, ''))?.place;
  return place != null && !isListPage(place);
}

/** The alternates of a sitemap URL in the shape @astrojs/sitemap expects. */
export function sitemapAlternates(url: string): { lang: string; url: string }[] {
  const { pathname, origin } = new URL(url);
  const match = matchPath(pathname);
  if (!match?.place) return [];
  return hreflangLinks(match.place, origin).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
}
