// The contact backend of one process: outbox, rate limiter, mailer and delivery worker, built from the config.
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/routes.ts';
import type { ContactFields } from '../../lib/contact.ts';
import type { ContactConfig } from './config.ts';
import { createDeliveryWorker, deliverDue, type PassResult } from './delivery.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { openOutbox, type Outbox, type StoredMessage } from './outbox.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

export interface ContactService {
  readonly config: ContactConfig;
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  /** Whether messages are delivered (SMTP_URL is set) or only stored. */
  readonly delivers: boolean;
  /** Writes a message to the outbox (durably) and starts delivering it without waiting. */
  accept: (fields: ContactFields, lang: Locale) => StoredMessage;
  /** One pass over the messages due now (all queued ones with `ignoreSchedule`), without the worker. */
  flush: (options?: { ignoreSchedule?: boolean }) => Promise<PassResult>;
  /** Starts retrying on an interval (the running server). */
  start: () => void;
  close: () => Promise<void>;
}

export function openContactService(config: ContactConfig, log: Pick<Console, 'error'> = console): ContactService {
  const outbox = openOutbox(config.dbFile);
  const limiter = createRateLimiter({ limit: config.rateLimit });
  const mailer: Mailer | undefined = config.smtpUrl ? createMailer(config.smtpUrl, config) : undefined;
  const owner = randomUUID();
  const pass = (ignoreSchedule = false): Promise<PassResult> =>
    mailer
      ? deliverDue({ outbox, send: mailer.send, leaseMs: config.leaseMs, retry: { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs }, owner, log }, { ignoreSchedule })
      : Promise.resolve({ sent: 0, failed: 0 });
  const worker = createDeliveryWorker(() => pass(), config.workerIntervalMs, log);

  return {
    config,
    outbox,
    limiter,
    delivers: mailer !== undefined,
    accept(fields, lang) {
      const message = outbox.add(fields, lang);
      if (mailer) worker.kick().catch((error: unknown) => log.error('Contact delivery pass failed:', error));
      return message;
    },
    flush: ({ ignoreSchedule = false } = {}) => pass(ignoreSchedule),
    start() {
      if (mailer) worker.start();
    },
    async close() {
      await worker.stop();
      mailer?.close();
      outbox.close();
    },
  };
}

// The server (src/server/main.ts) and the endpoint (bundled by Astro into dist/server) are separate module
// graphs in one process; this slot lets the endpoint use the service the server opened and runs the worker of.
const slot = Symbol.for('lumbre.contact-service');
type WithSlot = typeof globalThis & { [slot]?: ContactService };

export function provideContactService(service: ContactService): void {
  (globalThis as WithSlot)[slot] = service;
}

export function providedContactService(): ContactService | undefined {
  return (globalThis as WithSlot)[slot];
}
