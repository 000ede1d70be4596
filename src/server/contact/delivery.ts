// Delivery: claim a due message, hand it to the mailer, mark it sent; on failure put it back with a later
// due time (exponential backoff). Claims are leases, so two passes (in one process or two) never hold the same
// message, and one whose sender died is taken over once its lease runs out.
//
// At-least-once, not exactly-once: if the process dies once the SMTP server has the whole message (answered or
// not) but before `markSent` commits, the lease expires and the message is sent again. `markSent` runs right after
// the SMTP answer, so the window is one round trip and one SQLite write, and the stable Message-ID lets mail
// clients fold a repeat.
import { randomUUID } from 'node:crypto';
import type { Outbox, StoredMessage } from './outbox.ts';

export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
}

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base … up to max. */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetrySchedule): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryOptions {
  outbox: Outbox;
  send: (message: StoredMessage) => Promise<void>;
  leaseMs: number;
  retry: RetrySchedule;
  /** Identifies this process's claims; a fresh one per process. */
  owner?: string;
  now?: () => number;
  log?: Pick<Console, 'error'>;
}

export interface PassResult {
  sent: number;
  failed: number;
}

/**
 * One delivery pass: every message due now (every queued one with `ignoreSchedule`) is tried once.
 * Messages are claimed one at a time, so racing passes share the queue instead of one taking all of it.
 */
export async function deliverDue(options: DeliveryOptions, { ignoreSchedule = false } = {}): Promise<PassResult> {
  const { outbox, send, leaseMs, retry, owner = randomUUID(), now = Date.now, log = console } = options;
  const started = now();
  const result: PassResult = { sent: 0, failed: 0 };
  for (;;) {
    const message = outbox.claim({ owner, leaseMs, notAttemptedSince: started, ignoreSchedule });
    if (!message) return result;
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      outbox.markFailed(message.id, owner, reason, now() + retryDelay(message.attempts, retry));
      log.error(`Contact message ${message.id}: delivery attempt ${message.attempts} failed (${reason}); it stays queued.`);
      result.failed++;
      continue;
    }
    if (outbox.markSent(message.id, owner)) result.sent++;
    else log.error(`Contact message ${message.id} was sent after its lease ran out; another sender may repeat it.`);
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

export function createDeliveryWorker(pass: () => Promise<PassResult>, intervalMs: number, log: Pick<Console, 'error'> = console): DeliveryWorker {
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
    again ??= running.catch(() => undefined).then(() => {
      again = undefined;
      return running ?? run();
    });
    return again;
  };

  const tick = () => {
    kick().catch((error: unknown) => log.error('Contact delivery pass failed:', error));
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
