// The contact backend of one process, built from the config: the outbox (on its own thread), the rate limiter,
// the mailer, the delivery worker, the alerts about late messages and the daily prune of delivered ones.
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/routes.ts';
import { loadContactEmailCopy } from '../../lib/contact/email.ts';
import type { ContactFields } from '../../lib/contact/rules.ts';
import { createOverdueAlerts } from './alerts.ts';
import type { ContactConfig } from './config.ts';
import { createDeliveryWorker, deliverDue, type PassResult } from './delivery.ts';
import { createMailer, type Mailer } from './mailer.ts';
import type { StoredMessage } from './outbox.ts';
import { openOutboxThread, type OutboxClient } from './outbox-thread.ts';
import { memoryRateLimiter, type RateLimiter } from './rate-limit.ts';

export interface ContactService {
  readonly config: ContactConfig;
  readonly outbox: OutboxClient;
  readonly limiter: RateLimiter;
  /**
   * Writes a message to the outbox (durably) and starts delivering it without waiting. Rejects when the outbox
   * cannot take it now; `isBusy(error)` tells a database locked past the busy timeout from other failures.
   */
  accept: (fields: ContactFields, lang: Locale) => Promise<StoredMessage>;
  /** One pass over the messages due now (all queued ones with `ignoreSchedule`), without the worker. */
  flush: (options?: { ignoreSchedule?: boolean }) => Promise<PassResult>;
  /** Deletes delivered messages older than `days`; resolves with how many. */
  prune: (days?: number) => Promise<number>;
  /** Whether the outbox can be written right now (GET /healthz). */
  healthy: () => Promise<boolean>;
  /**
   * Starts retrying on an interval, reporting late messages, and pruning once a day (the running server); says
   * where messages go, with a warning when they are only stored.
   */
  start: () => void;
  close: () => Promise<void>;
}

const dayMs = 86_400_000;

export async function openContactService(config: ContactConfig, log: Pick<Console, 'error' | 'log'> = console): Promise<ContactService> {
  const outbox = await openOutboxThread(config.dbFile);
  const limiter = memoryRateLimiter(config.rateLimit);
  const mailer: Mailer | undefined = config.smtpUrl ? createMailer(config.smtpUrl, { ...config, copy: loadContactEmailCopy() }) : undefined;
  const owner = randomUUID();
  const stopping = new AbortController();
  const alerts = createOverdueAlerts(outbox, config.alertAfterMs, { log });
  const pass = async (ignoreSchedule = false): Promise<PassResult> => {
    if (!mailer) return { sent: 0, failed: 0 };
    const retry = { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs };
    return deliverDue({ outbox, send: mailer.send, leaseMs: config.leaseMs, retry, owner, log, signal: stopping.signal }, { ignoreSchedule });
  };
  const worker = createDeliveryWorker(pass, config.workerIntervalMs, log);
  const prune = async (days = config.retentionDays) => outbox.prune(Date.now() - days * dayMs);
  const dailyPrune = async () => {
    try {
      const deleted = await prune();
      if (deleted > 0) log.log(`Deleted ${deleted} delivered contact message${deleted === 1 ? '' : 's'} older than ${config.retentionDays} days.`);
    } catch (error) {
      log.error('Pruning delivered contact messages failed; the next try is in a day:', error);
    }
  };
  let pruneTimer: ReturnType<typeof setInterval> | undefined;

  return {
    config,
    outbox,
    limiter,
    async accept(fields, lang) {
      const message = await outbox.add(fields, lang);
      if (mailer) worker.kick().catch((error: unknown) => log.error('Contact delivery pass failed:', error));
      return message;
    },
    flush: ({ ignoreSchedule = false } = {}) => pass(ignoreSchedule),
    prune,
    async healthy() {
      try {
        await outbox.probe();
        return true;
      } catch {
        return false;
      }
    },
    start() {
      if (mailer) {
        log.log(`Contact messages are stored in ${config.dbFile} and delivered to ${config.to}.`);
        worker.start();
        alerts.start(config.workerIntervalMs);
      } else {
        // Without SMTP_URL nothing is delivered by design, so nothing is late either: this line is the one warning.
        log.error(`WARNING: SMTP_URL is unset: contact messages are stored in ${config.dbFile} only, not e-mailed to anyone, and no alerts are logged. Set SMTP_URL to deliver them.`);
      }
      pruneTimer ??= setInterval(dailyPrune, dayMs);
      pruneTimer.unref();
      void dailyPrune();
    },
    async close() {
      stopping.abort();
      clearInterval(pruneTimer);
      await Promise.all([worker.stop(), alerts.stop()]);
      mailer?.close();
      await outbox.close();
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
