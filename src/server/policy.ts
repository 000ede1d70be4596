// The site's HTTP policy, written once: the security headers of every answer, the methods pages and files take,
// how long files may be kept, and what a path nothing matched gets. The Node server (http.ts) applies it, and
// `npm run deploy:config` (tools/deploy-config.ts) writes it into deploy/nginx.conf, deploy/Caddyfile and, for the
// static hosts, public/_redirects.
import { locales, matchPath, type Locale } from '../i18n/routes.ts';
import { headerDirectives } from '../lib/csp.ts';
import { contactEndpoint } from '../lib/contact/rules.ts';
import { notFoundPath, unmatchedLocation } from '../lib/not-found.ts';

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': headerDirectives.join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Answers that are data, not documents, may load nothing at all. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  ...securityHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'Cache-Control': 'no-store',
};

export function securityHeadersFor(pathname: string): Readonly<Record<string, string>> {
  return pathname.startsWith('/api/') ? apiSecurityHeaders : securityHeaders;
}

/** Sent over HTTPS only (as the socket or a trusted proxy reports it): browsers then never try plain HTTP for a year. */
export const hstsHeader = 'max-age=31536000; includeSubDomains';

/**
 * What one client may hold at the proxy, and how long the proxy waits for an instance: the `limits` and `instance
 * timeout` regions of deploy/nginx.conf and deploy/Caddyfile.
 */
export const clientLimits = {
  /** A request head (and, at a proxy, the TLS handshake before it) must arrive whole within this. */
  requestHeadSeconds: 10,
  /** A body being received or an answer being sent may not stall longer than this between two reads or writes. */
  stallSeconds: 10,
  /** A kept-alive connection with no request in it is closed after this. */
  idleSeconds: 15,
  /** Requests in progress at once from one address, at nginx (a page over HTTP/2 is one per file it asks for). */
  requestsPerAddress: 256,
  /**
   * An instance answers a post within DATABASE_STATEMENT_TIMEOUT (5 s) even when the database is slow: one silent
   * for longer hangs, and the proxy stops waiting for it.
   */
  instanceAnswerSeconds: 8,
} as const;

/**
 * The contact endpoint's answer when no instance answers at all (each stopped, crashing or refusing connections): the
 * proxy's own 503, told when to try again, with the endpoint's headers, never its bare 502 page. Nothing was stored,
 * so sending again is safe. JSON for the island (the shape of Node's own refusals); words for a form sent without
 * JavaScript, in every language, since the proxy cannot read the form's: the browser's Back keeps what was typed.
 */
export const contactUnavailable = {
  retryAfterSeconds: 5,
  json: '{"code":503,"errors":{}}',
  text: [
    'No pudimos recibir tu mensaje en este momento. Volvé atrás y envialo de nuevo en unos segundos: lo que escribiste sigue en el formulario.',
    'We could not take your message just now. Go back and send it again in a few seconds: what you wrote is still in the form.',
  ].join('\n\n'),
} as const;

/** Pages and files answer these; the contact endpoint takes a POST and nothing else. */
export const readMethods = ['GET', 'HEAD'] as const;
export const endpointMethods: Readonly<Record<string, readonly string[]>> = { [contactEndpoint]: ['POST'] };

/** Build assets have content-hashed names: they never change, so they may be kept for a year. */
export const assetsPrefix = '/_astro/';
export const assetsCacheControl = 'public, max-age=31536000, immutable';
export const filesCacheControl = 'public, max-age=0, must-revalidate';

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(assetsPrefix) ? assetsCacheControl : filesCacheControl;
}

/**
 * Paths only the build or the server make (/_image included: every picture is built), and the editor's (served by
 * `npm run dev` or the editing host, never by the public site): their absence is a missing file, never a page to
 * suggest. Regular expressions as text, the same for Node, nginx and Caddy.
 */
export const internalPath = '^/(_|api(/|$)|keystatic(/|$))';
/** A path whose last segment has an extension names a file. */
export const fileLikePath = '\\.[A-Za-z0-9]+$';
/** A path under a language: its first segment is one of the locales. */
export const languagePath = `^/(${locales.join('|')})(/|$)`;
const internal = new RegExp(internalPath);
const fileLike = new RegExp(fileLikePath);
// Where a page-like path outside the languages goes, and a language's not-found home: src/lib/not-found.ts says,
// where the pages can read it too.
export { notFoundPath, unmatchedLocation };

export type Unmatched =
  /** That language's home screen, with 404 and noindex. */
  | { status: 404; lang: Locale }
  /** A missing file, build asset or on-demand route: a plain 404. */
  | { status: 404; lang: null }
  | { status: 302; location: string };

/** What a GET of a path no page or file matched gets. */
export function unmatchedAnswer(pathname: string): Unmatched {
  const lang = matchPath(pathname)?.lang;
  if (lang) return { status: 404, lang };
  if (internal.test(pathname) || fileLike.test(pathname.split('/').at(-1) ?? '')) return { status: 404, lang: null };
  return { status: 302, location: unmatchedLocation };
}

/** The file of the build a language's not-found home is (served with 404 and noindex). */
export const notFoundPage = (lang: string) => `${notFoundPath(lang)}/index.html`;
/** Asked for by its own path, a not-found page is not found either (the route table has no such page for Node). */
export const notFoundPagePath = `^/(${locales.join('|')})/404(/|$)`;
