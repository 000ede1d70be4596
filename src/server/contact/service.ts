// The contact backend of one process, built from the config: the outbox (SQLite on its own thread, or PostgreSQL),
// the rate limiter, the mailer, the delivery worker, the alerts about late messages and the daily prune of delivered ones.
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/routes.ts';
import { loadContactEmailCopy } from '../../lib/contact/email.ts';
import { contactFields, type ContactFields } from '../../lib/contact/rules.ts';
import { createOverdueAlerts } from './alerts.ts';
import type { ContactConfig } from './config.ts';
import { createDeliveryWorker, deliverDue, type PassResult } from './delivery.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { logUnexpected, reportingOutages, type Outbox, type StoredMessage } from './outbox.ts';
import { openOutbox } from './outbox-store.ts';
import { memoryRateLimiter, rateLimiterOver, rateLimitOptions, type RateLimiter } from './rate-limit.ts';
import { messagesAccepted } from '../metrics.ts';
import { messageIds, type Lines } from '../log.ts';

export interface ContactService {
  readonly config: ContactConfig;
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  /**
   * Writes a message to the outbox (durably) and starts delivering it without waiting. With `requestKey` (a trusted
   * proxy's X-Request-ID) the same post again answers the message it stored (`messageKey`). Rejects when the outbox
   * cannot take it now; `isUnavailable(error)` tells a database locked, unreachable or too slow from other failures.
   */
  accept: (fields: ContactFields, lang: Locale, requestKey?: string) => Promise<StoredMessage>;
  /** One pass over the messages due now (all queued ones with `ignoreSchedule`), without the worker. */
  flush: (options?: { ignoreSchedule?: boolean }) => Promise<PassResult>;
  /** Deletes delivered messages older than `days`; resolves with how many. */
  prune: (days?: number) => Promise<number>;
  /** Whether the outbox can be written right now (GET /readyz). */
  healthy: () => Promise<boolean>;
  /**
   * Starts retrying on an interval, reporting late messages, and pruning once a day (the running server); says
   * where messages go, with a warning when they are only stored.
   */
  start: () => void;
  /**
   * Stops delivering (the message being sent is finished, for at most `graceMs`), puts the messages this process
   * still holds back in the queue for the other instances, and closes the outbox.
   */
  close: (options?: { graceMs?: number }) => Promise<void>;
}

const dayMs = 86_400_000;

/**
 * What a post a trusted proxy named is stored under: its request id bound to the submission. Whatever TRUST_PROXY
 * trusts (with 127.0.0.1, any local process) can send any id, and the outbox answers a stored key with its message;
 * bound to the body, an id reused for another post stores a new message instead of answering another's id.
 */
export function messageKey(requestId: string, lang: Locale, fields: ContactFields): string {
  const submission = JSON.stringify([lang, ...contactFields.map((field) => fields[field])]);
  return `${requestId}.${createHash('sha256').update(submission).digest('base64url')}`;
}

export async function openContactService(
  config: ContactConfig,
  log: Lines = console,
  options: { command?: boolean } = {},
): Promise<ContactService> {
  const opened = await openOutbox(config, { command: options.command });
  // A command says what failed in its own words; a running server says an outage once (reportingOutages).
  const outbox = options.command ? opened : reportingOutages(opened, log);
  const limiter = outbox.sharedRateLimits
    ? rateLimiterOver(outbox.sharedRateLimits(rateLimitOptions(config.rateLimit)))
    : memoryRateLimiter(config.rateLimit);
  const mailer: Mailer | undefined = config.smtpUrl
    ? createMailer(config.smtpUrl, { ...config, copy: loadContactEmailCopy() })
    : undefined;
  const owner = randomUUID();
  const stopping = new AbortController();
  const alerts = createOverdueAlerts(outbox, config.alertAfterMs, { log });
  const pass = async (ignoreSchedule = false): Promise<PassResult> => {
    if (!mailer) return { sent: 0, failed: 0 };
    const retry = { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs };
    return deliverDue(
      { outbox, send: mailer.send, leaseMs: config.leaseMs, retry, owner, log, signal: stopping.signal },
      { ignoreSchedule },
    );
  };
  const worker = createDeliveryWorker(pass, config.workerIntervalMs, log);
  const prune = async (days = config.retentionDays) => outbox.prune(Date.now() - days * dayMs);
  const dailyPrune = async () => {
    try {
      const deleted = await prune();
      if (deleted > 0)
        log.log(
          `Deleted ${deleted} delivered contact message${deleted === 1 ? '' : 's'} older than ${config.retentionDays} days.`,
        );
    } catch (error) {
      logUnexpected(log, 'Pruning delivered contact messages failed; the next try is in a day:', error);
    }
  };
  let pruneTimer: ReturnType<typeof setInterval> | undefined;

  return {
    config,
    outbox,
    limiter,
    async accept(fields, lang, requestKey) {
      const message = await outbox.add(
        fields,
        lang,
        requestKey === undefined ? undefined : messageKey(requestKey, lang, fields),
      );
      messagesAccepted.inc();
      log.log(`Contact message ${message.id} accepted.`, messageIds(message));
      if (mailer) worker.kick().catch((error: unknown) => logUnexpected(log, 'Contact delivery pass failed:', error));
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
        log.log(`Contact messages are stored in ${outbox.location} and delivered to ${config.to}.`);
        worker.start();
        alerts.start(config.workerIntervalMs);
      } else {
        // Without SMTP_URL nothing is delivered by design, so nothing is late either: this line is the one warning.
        log.error(
          `WARNING: SMTP_URL is unset: contact messages are stored in ${outbox.location} only, not e-mailed to anyone, and no alerts are logged. Set SMTP_URL to deliver them.`,
        );
      }
      pruneTimer ??= setInterval(dailyPrune, dayMs);
      pruneTimer.unref();
      void dailyPrune();
    },
    async close({ graceMs = 10_000 } = {}) {
      stopping.abort();
      clearInterval(pruneTimer);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.all([worker.stop(), alerts.stop()]), grace]);
      clearTimeout(timer);
      try {
        const released = await outbox.release(owner);
        if (released > 0)
          log.error(
            `Stopping: ${released} contact message${released === 1 ? '' : 's'} being sent went back to the queue for the next sender.`,
          );
      } catch (error) {
        log.error(
          'Stopping: the messages being sent could not be put back in the queue; they go out once their lease ends:',
          error,
        );
      }
      mailer?.close();
      await outbox.close();
    },
  };
}
