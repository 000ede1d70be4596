// The production server: static pages and assets from dist/client, the contact endpoint from Astro's server
// bundle, security headers on every answer, and the site's own answers for paths nothing matched.
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fallbackFor, matchPath, type Locale } from '../i18n/routes.ts';
import { compressibleTypes } from '../integrations/precompress.ts';
import { securityHeadersFor } from './security.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteServerOptions {
  /** Folder of the static build (dist/client). */
  clientDir: string;
  /** Astro's standalone handler: serves static files and renders on-demand routes. */
  astroHandler: NodeHandler;
}

/**
 * Paths answered by Astro's server bundle even though no file exists for them. The editor (`/keystatic`) is in
 * the bundle only when built with GitHub storage (docs/editing.md); otherwise Astro answers 404.
 */
const onDemandPrefixes = ['/api/', '/_image', '/_server-islands/', '/_actions/', '/keystatic'];

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file of the static build that answers this path (a file, or a folder's index.html), or null. */
async function fileInBuild(clientDir: string, pathname: string): Promise<string | null> {
  const file = path.join(clientDir, pathname);
  if (file !== clientDir && !file.startsWith(clientDir + path.sep)) return null;
  if (await isFile(file)) return file;
  const index = path.join(file, 'index.html');
  return (await isFile(index)) ? index : null;
}

/** The encodings a client accepts (q above 0), best first, among those the build precompresses. */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

/**
 * Sends the precompressed copy of a static file (.br or .gz, written by src/integrations/precompress.ts)
 * when the client accepts it. Returns false when there is none, so the caller serves the plain file.
 */
async function sendPrecompressed(req: IncomingMessage, res: ServerResponse, file: string, pathname: string): Promise<boolean> {
  const type = compressibleTypes[path.extname(file)];
  if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'] as string | undefined)) {
    const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    let size: number;
    let modified: Date;
    try {
      ({ size, mtime: modified } = await stat(variant));
    } catch {
      continue;
    }
    const etag = `W/"${size.toString(16)}-${modified.getTime().toString(16)}-${encoding}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return true;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(variant).pipe(res);
    return true;
  }
  return false;
}

export function createSiteServer({ clientDir, astroHandler }: SiteServerOptions): Server {
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

  return createServer(async (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    for (const [name, value] of Object.entries(securityHeadersFor(pathname))) res.setHeader(name, value);

    if (onDemandPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      await astroHandler(req, res);
      return;
    }
    const match = matchPath(pathname);
    const known = match === null || match.place !== null;
    const file = known ? await fileInBuild(root, pathname) : null;
    if (file) {
      // A trailing slash is Astro's to redirect; everything else may go out precompressed.
      const redirects = pathname.length > 1 && pathname.endsWith('/');
      if (redirects || !(await sendPrecompressed(req, res, file, pathname))) await astroHandler(req, res);
      return;
    }

    const fallback = fallbackFor(pathname);
    if (fallback.status === 302) {
      res.writeHead(302, { Location: fallback.location, 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    if (fallback.lang === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      const body = await notFoundPage(fallback.lang);
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('The not-found page is missing from the build:', error);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
}
