// The production server's HTTP policy: static pages and files from dist/client (GET and HEAD only), the contact
// endpoint from Astro's server bundle (the only route that takes a POST), GET /healthz, security headers on every
// answer (HSTS over HTTPS), and the site's own answers for paths nothing matched. No on-demand image endpoint:
// every picture is built, so /_image is a plain 404.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPath, type Locale } from '../i18n/routes.ts';
import { contactEndpoint } from '../lib/contact/rules.ts';
import { unmatchedAnswer } from './fallback.ts';
import { visitorOf, type TrustedProxies } from './proxy.ts';
import { hstsHeader, securityHeadersFor } from './security.ts';
import { fileInBuild, sendFile } from './static-files.ts';

/** Astro's handler in middleware mode: renders an on-demand route, with our locals for the page's code. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: App.Locals) => void | Promise<void>;

export interface SiteServerOptions {
  /** Folder of the static build (dist/client). */
  clientDir: string;
  astroHandler: AstroHandler;
  /** Whose X-Forwarded-* headers count (TRUST_PROXY). */
  proxies: TrustedProxies;
  /** Whether the contact outbox can take a message now; GET /healthz says so. */
  healthy: () => Promise<boolean>;
}

const plain = { 'Content-Type': 'text/plain; charset=utf-8' };
const readMethods = ['GET', 'HEAD'];
/**
 * The browser editor's pages and API (Keystatic, docs/editing.md). Astro's bundle holds them only when it was built
 * with GitHub storage; otherwise Astro answers them 404, as it does any route it does not have.
 */
const editorPath = /^\/(?:api\/)?keystatic(?:\/|$)/;

type Target = { pathname: string; encoded: string; search: string } | { redirect: string } | { refuse: string };

/**
 * The path a request names, decoded, with dot segments resolved. A path with repeated slashes is redirected to
 * its single-slash form (so `//host/…` can never become a Location pointing elsewhere); a backslash is refused.
 */
export function targetOf(url: string): Target {
  if (!url.startsWith('/')) return { refuse: 'The request target must be a path.' };
  const queryAt = url.search(/[?#]/);
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt).split('#')[0]!;
  if (/\\|%5c/i.test(raw)) return { refuse: 'A path may not hold a backslash.' };
  const collapsed = raw.replace(/\/{2,}/g, '/');
  const normalised = new URL(collapsed, 'http://localhost').pathname;
  if (normalised !== raw) return { redirect: normalised + search };
  let pathname: string;
  try {
    pathname = decodeURIComponent(normalised);
  } catch {
    return { refuse: 'The path is not valid percent-encoding.' };
  }
  // Encoded slashes and backslashes would make a second path hide inside the first.
  if (/\/\/|\\/.test(pathname)) return { refuse: 'A path may not hold an empty segment or a backslash.' };
  return { pathname, encoded: normalised, search };
}

/**
 * The id a trusted proxy gives a request (nginx's $request_id, Caddy's {http.request.uuid}) in X-Request-ID: the
 * same on each retry of a post on another instance, so the outbox stores it once. Nobody else's counts.
 */
export function requestKeyOf(req: IncomingMessage, proxies: TrustedProxies): string | undefined {
  const value = req.headers['x-request-id'];
  if (typeof value !== 'string' || !/^[\w-]{16,128}$/.test(value)) return undefined;
  return proxies.trusts(req.socket.remoteAddress ?? '') ? value : undefined;
}

export function createSiteServer({ clientDir, astroHandler, proxies, healthy }: SiteServerOptions): Server {
  const root = path.resolve(clientDir);
  const notFoundPages = new Map<Locale, Promise<Buffer>>();
  const notFoundPage = (lang: Locale) => {
    let page = notFoundPages.get(lang);
    if (!page) {
      page = readFile(path.join(root, lang, '404', 'index.html'));
      notFoundPages.set(lang, page);
    }
    return page;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const visitor = visitorOf(req, proxies);
    const target = targetOf(req.url ?? '/');
    for (const [name, value] of Object.entries(securityHeadersFor('pathname' in target ? target.pathname : '/'))) res.setHeader(name, value);
    if (visitor.protocol === 'https') res.setHeader('Strict-Transport-Security', hstsHeader);

    if ('refuse' in target) {
      res.writeHead(400, plain).end(target.refuse);
      return;
    }
    const isRead = readMethods.includes(req.method ?? '');
    if ('redirect' in target) {
      // Only a path of our own, starting with exactly one slash.
      res.writeHead(isRead ? 301 : 308, { ...plain, Location: target.redirect }).end();
      return;
    }
    const { pathname, encoded, search } = target;

    if (editorPath.test(pathname)) {
      await astroHandler(req, res, undefined, { visitor });
      return;
    }
    if (pathname === contactEndpoint) {
      if (req.method === 'POST') await astroHandler(req, res, undefined, { visitor, requestKey: requestKeyOf(req, proxies) });
      else res.writeHead(405, { ...plain, Allow: 'POST' }).end('Method not allowed');
      return;
    }
    if (!isRead) {
      res.writeHead(405, { ...plain, Allow: readMethods.join(', ') }).end('Method not allowed');
      return;
    }
    if (pathname === '/healthz') {
      const ok = await healthy();
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
      return;
    }

    // A path under a language that names no page (/en/404 included) gets that language's not-found home below.
    const match = matchPath(pathname);
    const known = match === null || match.place !== null;
    if (known && pathname.length > 1 && pathname.endsWith('/')) {
      if (await fileInBuild(root, pathname.replace(/\/+$/, ''))) {
        res.writeHead(301, { ...plain, Location: encoded.replace(/\/+$/, '') + search }).end();
        return;
      }
    }
    const file = known ? await fileInBuild(root, pathname) : null;
    if (file) {
      await sendFile(req, res, file, pathname);
      return;
    }

    const answer = unmatchedAnswer(pathname);
    if (answer.status === 302) {
      res.writeHead(302, { ...plain, Location: answer.location }).end();
      return;
    }
    if (answer.lang === null) {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    const body = await notFoundPage(answer.lang).catch((error: unknown) => {
      console.error('The not-found page is missing from the build:', error);
      return null;
    });
    if (!body) {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`Could not answer ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, plain).end('Internal server error');
      else res.destroy();
    });
  });
}
