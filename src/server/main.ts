// `npm start` / `npm run serve`: serves the built site with its on-demand contact endpoint.
// HOST and PORT choose the address (default 127.0.0.1:4321), TRUST_PROXY names the proxies in front of it;
// the contact backend reads its own variables (docs/contact.md, docs/deploy.md).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type AstroHandler } from './http.ts';
import { parseTrustProxy } from './proxy.ts';
import { processEnv, readContactConfig } from './contact/config.ts';
import { openContactService, provideContactService } from './contact/service.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const proxies = parseTrustProxy(process.env.TRUST_PROXY);
const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };

// Opened before listening, so a database that cannot be written stops the start instead of losing messages later.
const contact = await openContactService(readContactConfig(processEnv));
provideContactService(contact);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const server = createSiteServer({ clientDir: path.join(dist, 'client'), astroHandler: entry.handler, proxies, healthy: contact.healthy });

server.listen(port, host, () => {
  console.log(`Lumbre is live at http://${host}:${port}`);
  if (process.env.TRUST_PROXY) console.log(`X-Forwarded-* headers are believed from ${process.env.TRUST_PROXY} only.`);
  contact.start();
});

const shutdown = () =>
  server.close(async () => {
    await contact.close();
    process.exit(0);
  });
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
