// The production server: static pages and assets from dist/client, the contact endpoint from Astro's server
// bundle, security headers on every answer, and the site's own answers for paths nothing matched.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fallbackFor, matchPath, type Locale } from '../i18n/routes.ts';
import { securityHeadersFor } from './security.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteServerOptions {
  /** Folder of the static build (dist/client). */
  clientDir: string;
  /** Astro's standalone handler: serves static files and renders on-demand routes. */
  astroHandler: NodeHandler;
}

/** Paths answered by Astro's server bundle even though no file exists for them. */
const onDemandPrefixes = ['/api/', '/_image', '/_server-islands/', '/_actions/'];

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Whether the static build holds a file or a page for this path (without leaving the build folder). */
async function existsInBuild(clientDir: string, pathname: string): Promise<boolean> {
  const file = path.join(clientDir, pathname);
  if (file !== clientDir && !file.startsWith(clientDir + path.sep)) return false;
  return (await isFile(file)) || isFile(path.join(file, 'index.html'));
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

    const match = matchPath(pathname);
    const known = match === null || match.place !== null;
    if (onDemandPrefixes.some((prefix) => pathname.startsWith(prefix)) || (known && (await existsInBuild(root, pathname)))) {
      await astroHandler(req, res);
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
