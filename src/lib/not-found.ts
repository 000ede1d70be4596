// What a page-like path nothing matched gets, written once: under a language, that language's not-found home (its
// home screen with 404 and noindex, src/pages/[lang]/404.astro); anywhere else, a redirect to the default language's
// home. The Node server applies it (src/server/policy.ts), `npm run deploy:config` writes it for nginx, Caddy and the
// static hosts (public/_redirects), and the static hosts' single 404 page follows it in the browser.
import { defaultLocale, matchPath, pagePath } from '../i18n/routes.ts';

/** The address of a language's not-found home (the proxies' configs pass a placeholder for the language). */
export const notFoundPath = (lang: string) => `/${lang}/404`;

/** Where a page-like path outside the languages goes. */
export const unmatchedLocation = pagePath('home', defaultLocale);

/** Where a path nothing matched sends the visitor: its language's not-found home, else the default language's home. */
export function lostPathLocation(pathname: string): string {
  const lang = matchPath(pathname)?.lang;
  return lang ? notFoundPath(lang) : unmatchedLocation;
}
