// What the server answers for a GET of a path no page or file matched (the HTTP policy; the route table only says
// which language a path is under). public/_redirects gives static hosts the same answers.
import { defaultLocale, matchPath, pagePath, type Locale } from '../i18n/routes.ts';

export type Unmatched =
  /** That language's home screen, with 404 and noindex. */
  | { status: 404; lang: Locale }
  /** A missing file, build asset or on-demand route: a plain 404. */
  | { status: 404; lang: null }
  | { status: 302; location: string };

/** Paths only the build or the server make: their absence is a missing file, never a page to suggest. */
const internalPrefixes = ['/_', '/api/'];

export function unmatchedAnswer(pathname: string): Unmatched {
  const lang = matchPath(pathname)?.lang;
  if (lang) return { status: 404, lang };
  const last = pathname.split('/').at(-1) ?? '';
  if (internalPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api' || /\.[a-z0-9]+$/i.test(last)) {
    return { status: 404, lang: null };
  }
  return { status: 302, location: pagePath('home', defaultLocale) };
}
