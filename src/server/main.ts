// `npm start` / `npm run preview`: serves the built site with its on-demand contact endpoint.
// HOST and PORT choose the address (default 127.0.0.1:4321); the contact backend reads its own variables
// (README, "Contact").
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type NodeHandler } from './http.ts';
import { processEnv, readContactConfig } from './contact/config.ts';
import { openContactService, provideContactService } from './contact/service.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// The adapter's own server must not start: ours wraps its handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href)) as { handler: NodeHandler };

// Opened before listening, so a database that cannot be written stops the start instead of losing messages later.
const contact = openContactService(readContactConfig(processEnv));
provideContactService(contact);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const server = createSiteServer({ clientDir: path.join(dist, 'client'), astroHandler: entry.handler });

server.listen(port, host, () => {
  console.log(`Lumbre is live at http://${host}:${port}`);
  console.log(
    contact.delivers
      ? `Contact messages are stored in ${contact.outbox.file} and delivered to ${contact.config.to}.`
      : `Contact messages are stored in ${contact.outbox.file} only (set SMTP_URL to deliver them).`,
  );
  contact.start();
});

const shutdown = () =>
  server.close(async () => {
    await contact.close();
    process.exit(0);
  });
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
