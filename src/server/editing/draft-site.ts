// The draft site: Astro's dev server over the working copy, behind the editing host (./host.ts) and answering nothing
// else. It listens on a loopback port, as Astro's dev server must, but refuses every request that lacks this start's
// secret, which the host adds in-process: no other process of the machine, no other user, reaches it. It serves
// only what a draft page or the editor loads (`isDraftPath`), never the checkout's own files (.editor/, package.json,
// docs/, src/server/), and keeps Vite's check of the Host header. What its pages may run is src/editor/draft-pages.ts.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { locales } from '../../i18n/routes.ts';

/** Where the draft's pages and files are asked for, in-process (a request handed from the host). */
export interface DraftSite {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** A request whose body the host has read already (a save it checked), with that body. */
  send: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
  stop: () => Promise<void>;
}

/** The header that carries the start's secret from the host to the dev server. */
const secretHeader = 'x-lumbre-editing-host';

/** What a file the dev server sends (a picture, a script) may do if opened as a page: nothing (an SVG's script). */
const filesPolicy = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** First segments a draft page, the editor or their files are under; anything else is none of the draft's. */
const servedRoots = new Set<string>([
  ...locales,
  'keystatic',
  // The editor's forms, which its page loads as a module (no secret: the site's fields and labels).
  'keystatic.config.ts',
  'api',
  '_image',
  '_astro',
  '@vite',
  '@id',
  '@react-refresh',
  'node_modules',
  'src',
  'favicon.ico',
  'favicon.svg',
  'apple-touch-icon.png',
  'robots.txt',
  'og',
]);

/** The checkout the draft site shows: its folder, and where its node_modules really are (they may be linked). */
export interface Checkout {
  root: string;
  modules: string;
}

/**
 * Whether the draft site serves a path (as Vite decodes it): the site's pages, the editor and its saves, and the
 * modules, styles, pictures and fonts they load from src/ (not src/server/) and node_modules/. No dotted folder
 * (.editor/, .git/) but Vite's own cache, node_modules/.vite/; no file of the checkout's root, docs/ or tests/.
 */
export function isDraftPath(pathname: string, checkout: Checkout): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (/[\\\0]/.test(decoded) || path.posix.normalize(decoded) !== decoded) return false;
  // A file by its place on the machine (`/@fs/…`) is served only where it would be by its place in the checkout.
  if (decoded.startsWith('/@fs/')) {
    const file = decoded.slice('/@fs'.length);
    const inside = (folder: string) => (file.startsWith(`${folder}/`) ? file.slice(folder.length) : null);
    const inModules = inside(checkout.modules);
    const local = inModules === null ? inside(checkout.root) : `/node_modules${inModules}`;
    return local !== null && !local.startsWith('/@fs/') && isDraftPath(local, checkout);
  }
  const segments = decoded.split('/').slice(1);
  const dotted = segments.some(
    (segment, index) => segment.startsWith('.') && !(segment === '.vite' && segments[index - 1] === 'node_modules'),
  );
  const [first = '', second = ''] = segments;
  if (dotted || !(decoded === '/' || servedRoots.has(first))) return false;
  if (first === 'src') return second !== 'server';
  // A module by its name (`/@id/astro:scripts/…`, `/@id/react`), never by a path of the machine.
  if (first === '@id') return !/^[./]/.test(second);
  return true;
}

/** Vite's plugin on the dev server: every request without this start's secret is refused before anything reads it. */
function hostOnly(secret: string): Plugin {
  const expected = Buffer.from(secret);
  return {
    name: 'lumbre:editing-host-only',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const given = Buffer.from(String(req.headers[secretHeader] ?? ''));
        if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
        res.statusCode = 403;
        res.end();
      });
    },
  };
}

/** Starts Astro's dev server over the checkout in `root`, for the editing host alone. */
export async function startDraftSite(root: string): Promise<DraftSite> {
  const secret = randomBytes(32).toString('base64url');
  const checkout: Checkout = { root, modules: realpathSync(path.join(root, 'node_modules')) };
  // The draft site's pages carry the draft mark and their policy (src/editor/draft-pages.ts).
  process.env.LUMBRE_EDITING_HOST = '1';
  const { dev } = await import('astro');
  const server = await dev({
    root,
    logLevel: 'warn',
    // A port of loopback the system chooses: Astro's dev server must listen, though only the host asks it anything.
    server: { host: '127.0.0.1', port: 0 },
    devToolbar: { enabled: false },
    vite: {
      plugins: [hostOnly(secret)],
      server: {
        // Nothing reloads a marketer's tabs behind their back, and no socket is opened beside the requests.
        hmr: false,
        ws: false,
        // node_modules may be linked from elsewhere; the people file is never served, whatever asks for it.
        fs: {
          allow: [root, checkout.modules],
          deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.editor/**'],
        },
      },
    },
  });
  /** The request as the dev server is to read it, or false (and a 404 sent) for a path that is none of the draft's. */
  const admitted = (req: IncomingMessage, res: ServerResponse): boolean => {
    const { pathname, search, searchParams } = new URL(req.url ?? '/', 'http://draft.invalid');
    // Astro's picture route reads the file its `href` names: that must be one the draft serves too.
    const href = pathname === '/_image' ? (searchParams.get('href') ?? '') : null;
    const served =
      isDraftPath(pathname, checkout) &&
      (href === null ||
        (href.startsWith('/') && isDraftPath(new URL(href, 'http://draft.invalid').pathname, checkout)));
    if (!served) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not part of the draft site');
      return false;
    }
    // The dev server reads the path as it was checked here.
    req.url = pathname + search;
    req.headers[secretHeader] = secret;
    // The dev server knows itself as localhost, which Vite's guard against DNS rebinding accepts; the site's
    // middleware (src/middleware.ts) compares a change's origin with it. The host checked the public one already.
    req.headers.host = 'localhost';
    if (req.headers.origin) req.headers.origin = 'http://localhost';
    // A page answers with its own policy (src/middleware.ts, src/editor/draft-pages.ts); anything else with this.
    res.setHeader('Content-Security-Policy', filesPolicy);
    return true;
  };
  return {
    handle(req, res) {
      if (admitted(req, res)) server.handle(req, res);
    },
    send(req, res, body) {
      if (!admitted(req, res)) return;
      const { 'transfer-encoding': _chunked, ...headers } = req.headers;
      const forwarded = request(
        {
          host: '127.0.0.1',
          port: server.address.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, 'content-length': body.length },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'Cache-Control': 'no-store' });
        res.end();
      });
      forwarded.end(body);
    },
    stop: () => server.stop(),
  };
}
