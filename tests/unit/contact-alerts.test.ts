import { format } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverdueAlerts, describeAge } from '../../src/server/contact/alerts.ts';
import { readContactConfig, type ContactEnvName } from '../../src/server/contact/config.ts';
import type { Undelivered } from '../../src/server/contact/outbox.ts';
import { openSqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import { openContactService, type ContactService } from '../../src/server/contact/service.ts';
import { tempDb, type TempDb } from '../support/contact.ts';
import { waitFor } from '../support/wait.ts';

const hour = 3_600_000;

describe('alerts about undelivered messages', () => {
  function setup(alertAfterMs = hour) {
    let now = 10 * hour;
    let waiting: Undelivered[] = [];
    const lines: string[] = [];
    const alerts = createOverdueAlerts(
      { undelivered: async (createdBefore) => waiting.filter((message) => message.createdAt < createdBefore) },
      alertAfterMs,
      { now: () => now, log: { error: (line: string) => lines.push(line) } },
    );
    return {
      lines,
      alerts,
      wait: (message: Undelivered[]) => (waiting = message),
      advance: (ms: number) => (now += ms),
      at: () => now,
    };
  }
  const message = (id: string, createdAt: number): Undelivered => ({
    id,
    createdAt,
    status: 'queued',
    attempts: 4,
    lastError: 'connect ECONNREFUSED',
    requestKey: null,
  });

  it('say nothing about a message younger than CONTACT_ALERT_AFTER', async () => {
    const { lines, alerts, wait, at } = setup();
    wait([message('fresh', at() - hour + 1)]);
    await alerts.check();
    expect(lines).toEqual([]);
  });

  it('log one line per message naming its id, age and last error, then again only after an hour', async () => {
    const { lines, alerts, wait, advance, at } = setup();
    wait([message('a1', at() - 2 * hour - 5 * 60_000), message('b2', at() - hour - 1)]);
    await alerts.check();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^ALERT: contact message a1 is still undelivered after 2 h 5 min \(queued, 4 attempts, last error: connect ECONNREFUSED\)/,
    );
    expect(lines[1]).toContain('contact message b2 is still undelivered after 1 h');
    advance(hour - 1);
    await alerts.check();
    expect(lines).toHaveLength(2);
    advance(1);
    await alerts.check();
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('a1 is still undelivered after 3 h 5 min');
  });

  it('stop once the message is delivered, and start over if it ever waits again', async () => {
    const { lines, alerts, wait, advance, at } = setup(60_000);
    const late = message('c3', at() - 120_000);
    wait([late]);
    await alerts.check();
    expect(lines).toHaveLength(1);
    wait([]);
    advance(60_000);
    await alerts.check();
    // Undelivered again within the hour: reported at once, not an hour after its first line.
    wait([late]);
    advance(60_000);
    await alerts.check();
    expect(lines).toHaveLength(2);
    wait([]);
    advance(2 * hour);
    await alerts.check();
    expect(lines).toHaveLength(2);
  });
});

describe('the running server’s alerts', () => {
  let db: TempDb;
  let service: ContactService | undefined;
  let rival: DatabaseSync | undefined;
  const lines: string[] = [];
  // Each line as the console prints it: an error with its stack.
  const log = {
    log: (...args: unknown[]) => lines.push(format(...args)),
    error: (...args: unknown[]) => lines.push(format(...args)),
  };

  /** A service on an outbox holding one message stored two hours ago; SMTP on a port where nobody listens. */
  async function open(env: Partial<Record<ContactEnvName, string>>): Promise<{ service: ContactService; id: string }> {
    const seeded = openSqliteOutbox(db.file, { now: () => Date.now() - 2 * hour });
    const { id } = seeded.add({ name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' }, 'es');
    seeded.close();
    service = await openContactService(
      readContactConfig((name) => ({ CONTACT_DB: db.file, CONTACT_WORKER_INTERVAL_MS: '20', ...env })[name]),
      log,
    );
    return { service, id };
  }

  beforeEach(() => {
    db = tempDb();
    lines.length = 0;
  });
  afterEach(async () => {
    rival?.exec('ROLLBACK');
    rival?.close();
    rival = undefined;
    await service?.close();
    service = undefined;
    db.remove();
  });

  it('report a late message while every delivery pass fails', async () => {
    const { service, id } = await open({ SMTP_URL: 'smtp://127.0.0.1:9' });
    // Another process holds the write lock: every claim, so every pass, throws; reading the late ones still works.
    rival = new DatabaseSync(db.file);
    rival.exec('BEGIN IMMEDIATE');
    service.start();
    await waitFor(
      'a failed pass and an alert',
      () =>
        lines.some((line) => line.includes(`The contact outbox (${db.file}) is unavailable (database is locked)`)) &&
        lines.some((line) => line.startsWith(`ALERT: contact message ${id} is still undelivered after 2 h`)),
      { timeoutMs: 10_000 },
    );
    // Every pass meets the lock; the log says so once, in a line, not a stack trace a pass.
    expect(lines.filter((line) => line.includes('is unavailable'))).toHaveLength(1);
    expect(
      lines.filter((line) => line.includes('\n    at ') || line.startsWith('Contact delivery pass failed')),
    ).toEqual([]);
  });

  it('say once at start that messages are only stored without SMTP_URL, and never alert about them', async () => {
    const { service } = await open({});
    // The worker's and the alerts' intervals on a clock the test turns: an hour of them goes by at once.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      service.start();
      expect(lines.filter((line) => line.startsWith('WARNING: SMTP_URL is unset'))).toHaveLength(1);
      expect(lines.find((line) => line.startsWith('WARNING'))).toContain('not e-mailed');
      await vi.advanceTimersByTimeAsync(hour);
      // One more trip to the outbox's thread: an alert's own query, asked before it, has been answered by then.
      await service.outbox.counts();
      // Nothing is delivered by design, so nothing is reported late.
      expect(lines.filter((line) => line.startsWith('ALERT'))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('describeAge', () => {
  it.each([
    [0, '0 s'],
    [42_000, '42 s'],
    [61 * 60_000, '1 h 1 min'],
    [3 * 86_400_000 + 2 * hour + 59_000, '3 d 2 h'],
  ])('%i ms reads %s', (ms, text) => {
    expect(describeAge(ms)).toBe(text);
  });
});
