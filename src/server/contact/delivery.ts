// Delivery: claim a due message, hand it to the mailer, mark it sent; on failure put it back with a later
// due time (exponential backoff). Claims are leases, so two passes (in one process or two) never hold the same
// message, and one whose sender died is taken over once its lease runs out.
//
// A message the mail server accepted is recorded as sent even when the database refuses the first write of that
// (locked by another process, say): the mark is retried until it is written, never answered by sending again.
// What remains is at-least-once, not exactly-once: if the process dies once the SMTP server has the whole message
// but before the mark is written, the lease expires and the message is sent again; the stable Message-ID lets
// mail clients fold that repeat.
import { randomUUID } from 'node:crypto';
import { isUnavailable, logUnexpected, type Outbox, type StoredMessage } from './outbox.ts';
import { deliveryFailures, deliverySeconds, messagesSent } from '../metrics.ts';
import { messageIds, type Lines } from '../log.ts';

export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
}

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base … up to max. */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetrySchedule): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryOutbox = Pick<Outbox, 'claim' | 'markSent' | 'markFailed'>;

export interface DeliveryOptions {
  outbox: DeliveryOutbox;
  send: (message: StoredMessage) => Promise<void>;
  leaseMs: number;
  retry: RetrySchedule;
  /** Identifies this process's claims; a fresh one per process. */
  owner?: string;
  now?: () => number;
  log?: Lines;
  /** Waits between attempts to record a delivery (the first, then doubling up to 5 s). */
  markRetryMs?: number;
  /** Once aborted (the server is stopping), a delivery that cannot be recorded is given up on, and said so. */
  signal?: AbortSignal;
}

export interface PassResult {
  sent: number;
  failed: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One delivery pass: every message due now (every queued one with `ignoreSchedule`) is tried once.
 * Messages are claimed one at a time, so racing passes share the queue instead of one taking all of it.
 */
export async function deliverDue(options: DeliveryOptions, { ignoreSchedule = false } = {}): Promise<PassResult> {
  const {
    outbox,
    send,
    leaseMs,
    retry,
    owner = randomUUID(),
    now = Date.now,
    log = console,
    markRetryMs = 250,
    signal,
  } = options;
  const started = now();

  /** Writes that the mail server has `message`, however long the database refuses; false if the claim was lost. */
  const recordSent = async (message: StoredMessage): Promise<boolean> => {
    for (let wait = markRetryMs; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        return await outbox.markSent(message.id, owner);
      } catch (error) {
        if (signal?.aborted) {
          log.error(
            `Contact message ${message.id} was delivered but could not be recorded as sent (${reasonOf(error)}); it may be sent again once its lease ends.`,
            messageIds(message),
          );
          return false;
        }
        // An outbox that is away is said once, by the outbox (reportingOutages); anything else, at each retry.
        if (!isUnavailable(error))
          log.error(
            `Contact message ${message.id} was delivered; recording that failed (${reasonOf(error)}), retrying in ${wait} ms.`,
            messageIds(message),
          );
        await pause(wait);
      }
    }
  };

  const result: PassResult = { sent: 0, failed: 0 };
  for (;;) {
    if (signal?.aborted) return result;
    const message = await outbox.claim({ owner, leaseMs, notAttemptedSince: started, ignoreSchedule });
    if (!message) return result;
    try {
      await send(message);
    } catch (error) {
      const reason = reasonOf(error);
      await outbox.markFailed(message.id, owner, reason, now() + retryDelay(message.attempts, retry));
      log.error(
        `Contact message ${message.id}: delivery attempt ${message.attempts} failed (${reason}); it stays queued.`,
        messageIds(message),
      );
      result.failed++;
      deliveryFailures.inc();
      continue;
    }
    messagesSent.inc();
    deliverySeconds.observe((now() - message.createdAt) / 1000);
    if (await recordSent(message)) {
      result.sent++;
      log.log(`Contact message ${message.id} sent (attempt ${message.attempts}).`, messageIds(message));
    } else if (!signal?.aborted)
      log.error(
        `Contact message ${message.id} was sent after its lease ran out; another sender may repeat it.`,
        messageIds(message),
      );
  }
}

export interface DeliveryWorker {
  /** Runs a pass now, or once more after the running one; resolves with that pass's result. */
  kick: () => Promise<PassResult>;
  /** Passes every `intervalMs` (the timer does not keep the process alive), and one right away. */
  start: () => void;
  /** Stops the timer and waits for a running pass. */
  stop: () => Promise<void>;
}

export function createDeliveryWorker(
  pass: () => Promise<PassResult>,
  intervalMs: number,
  log: Pick<Console, 'error'> = console,
): DeliveryWorker {
  let running: Promise<PassResult> | undefined;
  let again: Promise<PassResult> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const run = (): Promise<PassResult> => {
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const kick = (): Promise<PassResult> => {
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    if (!running) return run();
    // Kicks during a pass fold into one follow-up pass: the running one may have looked before their message was stored.
    again ??= running
      .catch(() => undefined)
      .then(() => {
        again = undefined;
        return running ?? run();
      });
    return again;
  };

  const tick = () => {
    kick().catch((error: unknown) => logUnexpected(log, 'Contact delivery pass failed:', error));
  };

  return {
    kick,
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await again?.catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
