// `npm start` / `npm run preview`: serves the built site with its on-demand contact endpoint.
// HOST and PORT choose the address (default 127.0.0.1:4321).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type NodeHandler } from './http.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// The adapter's own server must not start: ours wraps its handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href)) as { handler: NodeHandler };

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const server = createSiteServer({ clientDir: path.join(dist, 'client'), astroHandler: entry.handler });

server.listen(port, host, () => {
  console.log(`Lumbre is live at http://${host}:${port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
