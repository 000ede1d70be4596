// The production server: static pages and files from dist/client (GET and HEAD only), the contact endpoint from
// Astro's server bundle (the only route that takes a POST), the probes /healthz and /readyz, and the site's own
// answers for paths nothing matched, as src/server/policy.ts says. The policy's headers are set first, so every
// answer carries them, refusals and failures included, and no request can make the server write more than a line a
// minute.
// No on-demand image endpoint: every picture is built, so /_image is a plain 404.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { matchPath, type Locale } from '../i18n/routes.ts';
import type { ContactService } from './contact/service.ts';
import { briefly, throttledLog, type Lines } from './log.ts';
import { requests, type RequestKind } from './metrics.ts';
import {
  assetsPrefix,
  fileLikePath,
  endpointMethods,
  hstsHeader,
  notFoundPage,
  readMethods,
  securityHeaders,
  securityHeadersFor,
  unmatchedAnswer,
} from './policy.ts';
import { visitorOf, type TrustedProxies } from './proxy.ts';
import { fileInBuild, sendFile, variantOf } from './static-files.ts';

/** Astro's handler in middleware mode: renders an on-demand route, with our locals for the page's code. */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: App.Locals,
) => void | Promise<void>;

export interface SiteServerOptions {
  /** Folder of the static build (dist/client). */
  clientDir: string;
  astroHandler: AstroHandler;
  /** Whose X-Forwarded-* headers count (TRUST_PROXY). */
  proxies: TrustedProxies;
  /**
   * The contact service this process opened, handed to the endpoint in `locals`: Astro's bundle holds its own copy of
   * the contact modules, and a service of its own would be a second outbox and delivery worker on the same database.
   */
  contact: ContactService;
  /** Whether this instance is ready (its files there, its outbox writable); GET /readyz says so. */
  ready: () => Promise<boolean>;
  /** The release this process runs, named by GET /healthz and /readyz (none in a checkout). */
  release?: string | undefined;
  /** Where the server's own lines go (a failure while answering); `console` unless told. */
  lines?: Lines;
}

const plain = { 'Content-Type': 'text/plain; charset=utf-8' };
/**
 * The probes a supervisor asks on loopback (the proxies never pass them on): /healthz is 200 while the process
 * answers at all; /readyz only while it can serve its release and take messages (what a release waits for).
 */
const probes = new Map<string, 'alive' | 'ready'>([
  ['/healthz', 'alive'],
  ['/readyz', 'ready'],
]);
const isRead = (method: string | undefined) => (readMethods as readonly string[]).includes(method ?? '');
/** What a request asks for, as the metrics count it (./metrics.ts). */
function requestKind(pathname: string): RequestKind {
  if (endpointMethods[pathname]) return 'contact';
  if (probes.has(pathname)) return 'health';
  if (pathname.startsWith(assetsPrefix)) return 'asset';
  if (editorPath.test(pathname)) return 'editor';
  return new RegExp(fileLikePath).test(pathname) ? 'file' : 'page';
}

/** The browser editor's pages and API: served by the editing host only (docs/editing.md), never by the site. */
const editorPath = /^\/(?:api\/)?keystatic(?:\/|$)/;

type Target =
  { pathname: string; encoded: string; search: string; authority?: string } | { redirect: string } | { refuse: string };

/**
 * The path a request names, decoded, with dot segments resolved. A path with repeated slashes is redirected to
 * its single-slash form (so `//host/…` can never become a Location pointing elsewhere); a backslash or an encoded
 * slash is refused (a second path would hide inside the first: the file, cache rule and language would be chosen
 * from one and served from the other). The absolute form (`GET http://host/path`, RFC 9112 §3.2.2) names the
 * host too.
 */
export function targetOf(url: string): Target {
  let authority: string | undefined;
  if (!url.startsWith('/')) {
    const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(url);
    if (!absolute || !URL.canParse(url)) return { refuse: 'The request target must be a path or an http URL.' };
    authority = absolute[1]!;
    url = absolute[2]!.startsWith('/') ? absolute[2]! : `/${absolute[2]!}`;
  }
  const queryAt = url.search(/[?#]/);
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt).split('#')[0]!;
  if (/\\|%5c|%2f/i.test(raw)) return { refuse: 'A path may not hold a backslash or an encoded slash.' };
  const collapsed = raw.replace(/\/{2,}/g, '/');
  const normalised = new URL(collapsed, 'http://localhost').pathname;
  if (normalised !== raw) return { redirect: normalised + search };
  let pathname: string;
  try {
    pathname = decodeURIComponent(normalised);
  } catch {
    return { refuse: 'The path is not valid percent-encoding.' };
  }
  return { pathname, encoded: normalised, search, ...(authority === undefined ? {} : { authority }) };
}

/** An answer the server gives before any page or file is chosen: short, plain, never kept by a cache. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...plain, 'Cache-Control': 'no-store', ...headers }).end(message);
}

/** What node:http's parser refused (a malformed request line or header), answered on the socket itself. */
function refuseOnSocket(socket: Duplex, status: number, headers: Record<string, string> = {}) {
  const lines = Object.entries({
    ...securityHeaders,
    ...headers,
    ...plain,
    'Cache-Control': 'no-store',
    'Content-Length': '0',
    Connection: 'close',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`,
  );
}

/**
 * The id a trusted proxy gives a request (nginx's $request_id, Caddy's {http.request.uuid}) in X-Request-ID: the
 * same on each retry of a post on another instance, so the outbox stores it once (bound to what was posted:
 * `messageKey` in contact/service.ts). Nobody else's counts.
 */
export function requestKeyOf(req: IncomingMessage, proxies: TrustedProxies): string | undefined {
  const value = req.headers['x-request-id'];
  if (typeof value !== 'string' || !/^[\w-]{16,128}$/.test(value)) return undefined;
  return proxies.trusts(req.socket.remoteAddress ?? '') ? value : undefined;
}

export function createSiteServer({
  clientDir,
  astroHandler,
  proxies,
  contact,
  ready,
  release,
  lines = console,
}: SiteServerOptions): Server {
  const root = path.resolve(clientDir);
  const log = throttledLog((line) => lines.error(line));
  // Each language's not-found page in each encoding the build wrote, read once.
  const notFoundFiles = new Map<string, Promise<Buffer>>();
  const notFoundBody = async (req: IncomingMessage, build: string, lang: Locale) => {
    const { file, encoding } = await variantOf(req, { file: path.join(build, notFoundPage(lang)), mtime: new Date(0) });
    let body = notFoundFiles.get(file.file);
    if (!body) {
      body = readFile(file.file);
      notFoundFiles.set(file.file, body);
    }
    return { body: await body, encoding };
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = targetOf(req.url ?? '/');
    const kind = 'pathname' in target ? requestKind(target.pathname) : 'page';
    res.once('finish', () => requests.inc({ kind, status: String(res.statusCode) }));
    for (const [name, value] of Object.entries(securityHeadersFor('pathname' in target ? target.pathname : '/')))
      res.setHeader(name, value);
    const visitor = visitorOf(req, proxies, 'authority' in target ? target.authority : undefined);
    if (visitor.protocol === 'https') res.setHeader('Strict-Transport-Security', hstsHeader);

    if ('refuse' in target) return refuse(res, 400, target.refuse);
    if (visitor.badHost) return refuse(res, 400, visitor.badHost);
    if ('redirect' in target) {
      // Only a path of our own, starting with exactly one slash.
      res.writeHead(isRead(req.method) ? 301 : 308, { ...plain, Location: target.redirect }).end();
      return;
    }
    const { pathname, encoded, search } = target;

    if (editorPath.test(pathname)) return refuse(res, 404, 'Not found');
    const endpoint = endpointMethods[pathname];
    if (endpoint) {
      if (endpoint.includes(req.method ?? ''))
        await astroHandler(req, res, undefined, { visitor, requestKey: requestKeyOf(req, proxies), contact });
      else refuse(res, 405, 'Method not allowed', { Allow: endpoint.join(', ') });
      return;
    }
    if (!isRead(req.method)) return refuse(res, 405, 'Method not allowed', { Allow: readMethods.join(', ') });
    const probe = probes.get(pathname);
    if (probe) {
      const ok = probe === 'alive' || (await ready());
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: ok ? probe : 'unavailable', release }));
      return;
    }

    // The build this request is answered from, its symlinks resolved once: with a root through a release's symlink
    // (DIST_DIR=/srv/lumbre/current/dist), a switch between the file's check and its reading would otherwise give
    // one release's length with the other's bytes. Every later request follows the switch.
    const build = await realpath(root).catch(() => root);
    // A path under a language that names no page (/en/404 included) gets that language's not-found home below.
    const match = matchPath(pathname);
    const known = match === null || match.place !== null;
    if (known && pathname.length > 1 && pathname.endsWith('/')) {
      if (await fileInBuild(build, pathname.replace(/\/+$/, ''))) {
        res.writeHead(301, { ...plain, Location: encoded.replace(/\/+$/, '') + search }).end();
        return;
      }
    }
    const file = known ? await fileInBuild(build, pathname) : null;
    if (file) {
      await sendFile(req, res, build, file, pathname);
      return;
    }

    const answer = unmatchedAnswer(pathname);
    if (answer.status === 302) {
      res.writeHead(302, { ...plain, Location: answer.location }).end();
      return;
    }
    const page =
      answer.lang === null
        ? null
        : await notFoundBody(req, build, answer.lang).catch((error: unknown) => {
            log(`The not-found page is missing from the build: ${briefly(error)}`);
            return null;
          });
    if (!page) {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.body.length,
      ...(page.encoding ? { 'Content-Encoding': page.encoding } : {}),
      Vary: 'Accept-Encoding',
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }

  // node:http's own check answers without our headers; visitorOf refuses a request without Host instead.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`Could not answer ${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))}: ${briefly(error)}`);
      if (!res.headersSent) refuse(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    refuseOnSocket(
      socket,
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
    );
  });
  // CONNECT asks for a tunnel, which this server never is.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    refuseOnSocket(socket, 405, { Allow: readMethods.join(', ') }),
  );
  return server;
}
