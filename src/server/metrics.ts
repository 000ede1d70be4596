// What an instance tells Prometheus (docs/deploy.md, "Metrics"), on loopback only (METRICS_PORT): its requests by
// kind and status, whether it is ready, and the contact messages: accepted, sent, failed attempts, pending, the oldest
// pending's age and how long delivery took. prom-client's own registry, counters kept in this process since it started.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Outbox } from './contact/outbox.ts';

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'lumbre_' });

/** The kinds of request a label may name: few, so each keeps its own series. */
export type RequestKind = 'page' | 'asset' | 'file' | 'contact' | 'health' | 'editor';

/** Every answer, by what was asked for and its status. */
export const requests = new Counter({
  name: 'lumbre_http_requests_total',
  help: 'Answers sent, by the kind of request and the status',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
});

const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });

/** Posts whose message the outbox stored (a proxy's retry of one already stored counts again). */
export const messagesAccepted = counter(
  'lumbre_contact_messages_accepted_total',
  'Contact posts stored in the outbox by this instance',
);
/** Messages the mail server accepted. */
export const messagesSent = counter(
  'lumbre_contact_messages_sent_total',
  'Contact messages delivered by this instance',
);
/** Delivery attempts that failed (the message stays queued for a retry). */
export const deliveryFailures = counter(
  'lumbre_contact_delivery_failures_total',
  'Failed delivery attempts by this instance; each message stays queued',
);

/** From a message's storing to its delivery. */
export const deliverySeconds = new Histogram({
  name: 'lumbre_contact_delivery_seconds',
  help: 'Time from a contact message being stored to its delivery',
  buckets: [1, 5, 15, 60, 300, 900, 3600, 21600],
  registers: [registry],
});

/** Reads the outbox when scraped: every instance on one database reports the same queue. */
export function watchOutbox(outbox: Pick<Outbox, 'undelivered'>): void {
  const read = () => outbox.undelivered(Date.now());
  new Gauge({
    name: 'lumbre_contact_messages_pending',
    help: 'Contact messages stored and not yet delivered (the whole outbox)',
    registers: [registry],
    async collect() {
      this.set((await read()).length);
    },
  });
  new Gauge({
    name: 'lumbre_contact_oldest_pending_seconds',
    help: 'Age of the oldest contact message not yet delivered; 0 when none waits',
    registers: [registry],
    async collect() {
      const [oldest] = await read();
      this.set(oldest ? (Date.now() - oldest.createdAt) / 1000 : 0);
    },
  });
}

/** Asks `ready` (what GET /readyz answers) when scraped: 1 while the instance can take messages, else 0. */
export function watchReadiness(ready: () => Promise<boolean>): void {
  new Gauge({
    name: 'lumbre_ready',
    help: 'Whether this instance can serve its release and take contact messages (GET /readyz)',
    registers: [registry],
    async collect() {
      this.set((await ready()) ? 1 : 0);
    },
  });
}

/** The metrics in Prometheus's text format, on 127.0.0.1:`port` only: never through the public proxy. */
export function serveMetrics(port: number): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return server.listen(port, '127.0.0.1');
}
