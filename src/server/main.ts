// `npm start` / `npm run serve`: serves the built site with its on-demand contact endpoint.
// HOST and PORT choose the address (default 127.0.0.1:4321), TRUST_PROXY names the proxies in front of it;
// the contact backend reads its own variables (docs/contact.md, docs/deploy.md). On SIGTERM or SIGINT it stops
// gracefully, so instances behind a proxy can be restarted one at a time without losing a request.
import { readFile } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type AstroHandler } from './http.ts';
import { parseTrustProxy } from './proxy.ts';
import { processEnv, readContactConfig } from './contact/config.ts';
import { openContactService } from './contact/service.ts';
import { serveMetrics, watchOutbox, watchReadiness } from './metrics.ts';
import { parseManifest } from './release/plan.ts';
import { jsonLines } from './log.ts';

// One JSON line an event, with its time (docs/deploy.md, "Logs").
const lines = jsonLines();
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const proxies = parseTrustProxy(process.env.TRUST_PROXY);
// The release this process runs (the release.json beside the dist it started from), which /readyz names so that a
// release's restart knows the new one answers; none in a checkout (`npm start`).
const release = await readFile(path.join(realpathSync(dist), '..', 'release.json'), 'utf8').then(
  (text) => parseManifest(text).name,
  () => undefined,
);
const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };

// Opened before listening, so a database that cannot be written stops the start instead of losing messages later.
const contact = await openContactService(readContactConfig(processEnv), lines);
watchOutbox(contact.outbox);
let stopping = false;
/** Ready: not stopping, its pages there, its outbox writable. */
const ready = async () => !stopping && existsSync(path.join(dist, 'client', 'index.html')) && (await contact.healthy());
watchReadiness(ready);
// Prometheus reads them on loopback only (docs/deploy.md, "Metrics"); unset, nothing listens.
const metrics = process.env.METRICS_PORT ? serveMetrics(Number(process.env.METRICS_PORT)) : undefined;

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const server = createSiteServer({
  clientDir: path.join(dist, 'client'),
  astroHandler: entry.handler,
  proxies,
  contact,
  release,
  lines,
  ready,
});
// Once stopping, every answer closes its connection: none outlives the process with a request the proxy sent on it.
server.prependListener('request', (_req, res) => {
  if (stopping) res.setHeader('Connection', 'close');
});

server.listen(port, host, () => {
  lines.log(`Lumbre is live at http://${host}:${port}`);
  if (process.env.TRUST_PROXY) lines.log(`X-Forwarded-* headers are believed from ${process.env.TRUST_PROXY} only.`);
  contact.start();
});

/** How long requests in flight may take to finish once the server is stopping. */
const drainMs = 10_000;

/**
 * Stops accepting connections at once (a proxy sends the next request to another instance), lets the requests in
 * flight finish, stops delivering and puts the messages this process holds back in the queue, then exits.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  lines.log(`${signal}: no new connections; finishing the requests in flight.`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections kept alive between requests close as soon as they are idle; after drainMs, whatever is left.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), drainMs);
  await closed;
  clearInterval(idle);
  clearTimeout(force);
  metrics?.close();
  await contact.close();
  lines.log('Stopped.');
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
