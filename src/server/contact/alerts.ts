// Nothing waits unseen: a message still undelivered after CONTACT_ALERT_AFTER gets one error line an hour in the
// server's log, naming its id and age and no personal data, until it goes out. The check runs on its own timer, not
// after a delivery pass: a pass that throws (a locked outbox) or hangs (a mail server that never answers) is exactly
// when messages go late.
import { logUnexpected, type Outbox } from './outbox.ts';
import { messageIds, type Lines } from '../log.ts';

/** Human-readable age: `3 h 5 min`, `2 d 4 h`, `40 s`. */
export function describeAge(ms: number): string {
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['min', 60_000],
    ['s', 1_000],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, ms);
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    if (count > 0 || (unit === 's' && parts.length === 0)) parts.push(`${count} ${unit}`);
    rest -= count * size;
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

export interface OverdueAlerts {
  /** Logs one error line for each message undelivered past `alertAfterMs`, at most once an hour per message. */
  check: () => Promise<void>;
  /** Checks now and every `intervalMs` (the timer does not keep the process alive); a failed check is logged. */
  start: (intervalMs: number) => void;
  /** Stops the timer and waits for a running check. */
  stop: () => Promise<void>;
}

const alertEveryMs = 60 * 60_000;

export function createOverdueAlerts(
  outbox: Pick<Outbox, 'undelivered'>,
  alertAfterMs: number,
  { now = Date.now, log = console }: { now?: () => number; log?: Pick<Lines, 'error'> } = {},
): OverdueAlerts {
  const lastAlert = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  async function check() {
    const at = now();
    const overdue = await outbox.undelivered(at - alertAfterMs);
    const current = new Set(overdue.map((message) => message.id));
    for (const id of lastAlert.keys()) if (!current.has(id)) lastAlert.delete(id);
    for (const message of overdue) {
      const previous = lastAlert.get(message.id);
      if (previous !== undefined && at - previous < alertEveryMs) continue;
      lastAlert.set(message.id, at);
      log.error(
        `ALERT: contact message ${message.id} is still undelivered after ${describeAge(at - message.createdAt)} ` +
          `(${message.status}, ${message.attempts} attempt${message.attempts === 1 ? '' : 's'}${message.lastError ? `, last error: ${message.lastError}` : ''}). ` +
          'Check SMTP_URL and the mail server; `npm run contact:list` shows it.',
        messageIds(message),
      );
    }
  }

  const tick = () => {
    // One check at a time: a slow outbox must not pile them up.
    running ??= check()
      .catch((error: unknown) => logUnexpected(log, 'Checking for late contact messages failed:', error))
      .finally(() => (running = undefined));
  };

  return {
    check,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
