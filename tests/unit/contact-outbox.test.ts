import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBusy, openOutbox, type Outbox, type StoredMessage } from '../../src/server/contact/outbox.ts';
import { openOutboxThread } from '../../src/server/contact/outbox-thread.ts';
import { createDeliveryWorker, deliverDue, retryDelay, type DeliveryOptions, type DeliveryOutbox } from '../../src/server/contact/delivery.ts';
import { createMailer } from '../../src/server/contact/mailer.ts';
import { loadContactEmailCopy } from '../../src/lib/contact/email.ts';
import { createMailSink } from '../support/smtp.ts';
import { waitFor } from '../support/wait.ts';

const fields = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };
const retry = { baseMs: 1_000, maxMs: 8_000 };

let folder: string;
let now: number;
let outbox: Outbox;
const open = (file = path.join(folder, 'nested', 'contact.sqlite')) => openOutbox(file, { now: () => now });

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  now = 1_700_000_000_000;
  outbox = open();
});
afterEach(() => {
  outbox.close();
  rmSync(folder, { recursive: true, force: true });
});

const readFileOrEmpty = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
};

const claim = (owner: string, extra: { ignoreSchedule?: boolean; since?: number } = {}) =>
  outbox.claim({ owner, leaseMs: 60_000, notAttemptedSince: extra.since ?? now, ignoreSchedule: extra.ignoreSchedule ?? false });

describe('the outbox', () => {
  it('creates its folder and file in WAL mode and stores a message as queued', () => {
    const message = outbox.add(fields, 'es');
    expect(message).toMatchObject({ ...fields, lang: 'es', status: 'queued', attempts: 0, createdAt: now, nextAttemptAt: now, sentAt: null });
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 1 });
    db.close();
  });

  it('keeps its files to their owner: the folder 0700, the database, -wal and -shm 0600', () => {
    outbox.add(fields, 'es');
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(path.dirname(outbox.file))).toBe('700');
    for (const file of [outbox.file, `${outbox.file}-wal`, `${outbox.file}-shm`]) expect(mode(file), file).toBe('600');
  });

  it('narrows the files an older version left readable by everyone', () => {
    outbox.add(fields, 'es');
    const files = [outbox.file, `${outbox.file}-wal`, `${outbox.file}-shm`];
    for (const file of files) chmodSync(file, 0o644);
    const reopened = open();
    try {
      for (const file of files) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
    } finally {
      reopened.close();
    }
  });

  it('fails a write as busy while another process holds the lock, and writes again once it is let go', () => {
    const rival = new DatabaseSync(outbox.file);
    rival.exec('BEGIN IMMEDIATE');
    try {
      expect(() => outbox.add(fields, 'es')).toThrow(expect.objectContaining({ message: 'database is locked' }));
      let error: unknown;
      try {
        outbox.probe();
      } catch (caught) {
        error = caught;
      }
      expect(isBusy(error)).toBe(true);
    } finally {
      rival.exec('ROLLBACK');
      rival.close();
    }
    expect(() => outbox.probe()).not.toThrow();
    expect(outbox.list()).toEqual([]);
    expect(outbox.add(fields, 'es').status).toBe('queued');
  });

  it('lists the messages not delivered by a given time, oldest first, with no personal data', () => {
    const old = outbox.add(fields, 'es');
    now += 1_000;
    const sending = outbox.add(fields, 'en');
    claim('a');
    claim('a');
    outbox.markSent(old.id, 'a');
    now += 1_000;
    outbox.add(fields, 'es');
    expect(outbox.undelivered(now)).toEqual([{ id: sending.id, createdAt: now - 1_000, status: 'sending', attempts: 1, lastError: null }]);
    expect(outbox.undelivered(now + 1).map((message) => message.status)).toEqual(['sending', 'queued']);
  });

  it('prunes delivered messages stored before a time, never undelivered ones, and wipes them from the files', () => {
    const marker = 'Nombre-que-se-borra';
    const delivered = outbox.add({ ...fields, name: marker }, 'es');
    const waiting = outbox.add(fields, 'es');
    claim('a');
    outbox.markSent(delivered.id, 'a');
    now += 1_000;
    const recent = outbox.add(fields, 'es');
    expect(outbox.prune(now)).toBe(1);
    expect(outbox.list().map((message) => message.id)).toEqual([waiting.id, recent.id]);
    expect(outbox.prune(now + 1)).toBe(0);
    outbox.close();
    const bytes = Buffer.concat([outbox.file, `${outbox.file}-wal`].map((file) => readFileOrEmpty(file)));
    expect(bytes.includes(marker)).toBe(false);
    outbox = open();
  });

  it('keeps messages across reopening (what a restart does)', () => {
    const message = outbox.add(fields, 'en');
    outbox.close();
    outbox = open();
    expect(outbox.get(message.id)).toEqual(message);
  });

  it('claims the oldest due message once, with a lease, and counts the attempt', () => {
    const first = outbox.add(fields, 'es');
    now += 1;
    outbox.add({ ...fields, name: 'Bruno' }, 'es');
    const claimed = claim('a');
    expect(claimed).toMatchObject({ id: first.id, status: 'sending', attempts: 1, leaseOwner: 'a', leaseUntil: now + 60_000, lastAttemptAt: now });
    expect(claim('b')?.name).toBe('Bruno');
    expect(claim('c')).toBeUndefined();
  });

  it('marks sent only for the holder of the claim', () => {
    const { id } = outbox.add(fields, 'es');
    claim('a');
    expect(outbox.markSent(id, 'b')).toBe(false);
    expect(outbox.markSent(id, 'a')).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'sent', sentAt: now, leaseOwner: null, leaseUntil: null });
    expect(outbox.markSent(id, 'a')).toBe(false);
    expect(outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 1 });
    now += 10 * 60_000;
    expect(claim('c', { ignoreSchedule: true })).toBeUndefined();
  });

  it('gives a message whose sender died to another once the lease ran out, and not before', () => {
    const { id } = outbox.add(fields, 'es');
    claim('crashed');
    now += 59_999;
    expect(claim('rescuer')).toBeUndefined();
    now += 1;
    expect(claim('rescuer')).toMatchObject({ id, attempts: 2, leaseOwner: 'rescuer' });
    // The dead sender's late word no longer counts.
    expect(outbox.markSent(id, 'crashed')).toBe(false);
    expect(outbox.markFailed(id, 'crashed', 'late', now)).toBe(false);
    expect(outbox.markSent(id, 'rescuer')).toBe(true);
  });

  it('puts a failed message back with its due time and error, and keeps to the schedule', () => {
    const { id } = outbox.add(fields, 'es');
    claim('a');
    expect(outbox.markFailed(id, 'a', 'ECONNREFUSED', now + 1_000)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'queued', nextAttemptAt: now + 1_000, lastError: 'ECONNREFUSED', leaseOwner: null });
    now += 999;
    expect(claim('a', { since: now })).toBeUndefined();
    // An operator's flush --all does not wait.
    expect(claim('a', { since: now, ignoreSchedule: true })?.id).toBe(id);
  });

  it('does not claim a message twice in one pass', () => {
    const { id } = outbox.add(fields, 'es');
    const pass = now;
    claim('a', { since: pass });
    outbox.markFailed(id, 'a', 'down', now);
    expect(claim('a', { since: pass, ignoreSchedule: true })).toBeUndefined();
    now += 1;
    expect(claim('a', { since: now })?.id).toBe(id);
  });

  it('gives each message to exactly one of four processes racing for the queue', async () => {
    outbox.close();
    const file = path.join(folder, 'race.sqlite');
    outbox = openOutbox(file);
    const ids = Array.from({ length: 200 }, (_, i) => outbox.add({ ...fields, name: `Ana ${i}` }, 'es').id);
    const start = new Int32Array(new SharedArrayBuffer(4));
    const workers = ['w1', 'w2', 'w3', 'w4'].map(
      (owner) => new Worker(new URL('./fixtures/outbox-claimer.ts', import.meta.url), { workerData: { file, owner, start } }),
    );
    const results = workers.map(
      (worker) =>
        new Promise<string[]>((resolve, reject) => {
          worker.on('message', (message: { claimed?: string[] }) => message.claimed && resolve(message.claimed));
          worker.once('error', reject);
        }),
    );
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
    Atomics.store(start, 0, 1);
    Atomics.notify(start, 0);
    const claimed = await Promise.all(results);
    const all = claimed.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all)).toEqual(new Set(ids));
    expect(claimed.filter((list) => list.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(outbox.list().every((message) => message.status === 'sent')).toBe(true);
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, retry))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(retryDelay(60, { baseMs: 30_000, maxMs: 3_600_000 })).toBe(3_600_000);
  });
});

/** The synchronous outbox with the thread's asynchronous calls, so a pass can run on the test's clock. */
const promised = (target: Outbox): DeliveryOutbox => ({
  claim: async (options) => target.claim(options),
  markSent: async (id, owner) => target.markSent(id, owner),
  markFailed: async (...args) => target.markFailed(...args),
});

describe('a delivery pass', () => {
  const quiet = { error: () => undefined };
  const options = (send: DeliveryOptions['send']): DeliveryOptions => ({ outbox: promised(outbox), send, leaseMs: 60_000, retry, owner: 'me', now: () => now, log: quiet });

  it('sends every due message once and marks it sent', async () => {
    for (let i = 0; i < 3; i++) outbox.add({ ...fields, name: `Ana ${i}` }, 'es');
    const sent: string[] = [];
    expect(await deliverDue(options(async (message) => void sent.push(message.name)))).toEqual({ sent: 3, failed: 0 });
    expect(sent).toEqual(['Ana 0', 'Ana 1', 'Ana 2']);
    expect(outbox.list().map((message) => message.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await deliverDue(options(async () => void sent.push('again')))).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failing message with exponential backoff, once per pass, until it goes through', async () => {
    const { id } = outbox.add(fields, 'es');
    const down = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    };
    const dueTimes: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await deliverDue(options(down))).toEqual({ sent: 0, failed: 1 });
      const message = outbox.get(id)!;
      expect(message).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
      dueTimes.push(message.nextAttemptAt - now);
      // Not due yet: a pass now leaves it alone.
      expect(await deliverDue(options(down))).toEqual({ sent: 0, failed: 0 });
      now = message.nextAttemptAt;
    }
    expect(dueTimes).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    let delivered: StoredMessage | undefined;
    expect(await deliverDue(options(async (message) => void (delivered = message)))).toEqual({ sent: 1, failed: 0 });
    expect(delivered?.attempts).toBe(6);
    expect(outbox.get(id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('with ignoreSchedule tries every queued message now, still once', async () => {
    const { id } = outbox.add(fields, 'es');
    claim('x');
    outbox.markFailed(id, 'x', 'down', now + 3_600_000);
    now += 1;
    let calls = 0;
    const down = async () => {
      calls++;
      throw new Error('down');
    };
    expect(await deliverDue(options(down), { ignoreSchedule: true })).toEqual({ sent: 0, failed: 1 });
    expect(calls).toBe(1);
  });

  it('shares the queue between two passes running at once, without sending anything twice', async () => {
    for (let i = 0; i < 20; i++) outbox.add({ ...fields, name: `Ana ${i}` }, 'es');
    const sent: string[] = [];
    const slowSend = async (message: StoredMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(message.id);
    };
    const [a, b] = await Promise.all([
      deliverDue({ ...options(slowSend), owner: 'a' }),
      deliverDue({ ...options(slowSend), owner: 'b' }),
    ]);
    expect(a.sent + b.sent).toBe(20);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(new Set(sent).size).toBe(20);
    expect(sent).toHaveLength(20);
  });
});

describe('a delivery the database refuses to record', () => {
  it('is recorded by retrying the mark, and the mail server receives the message once', async () => {
    const mail = await createMailSink();
    await mail.start();
    const mailer = createMailer(mail.url, { to: 'hola@lumbre.com.ar', from: 'no-reply@lumbre.com.ar', copy: loadContactEmailCopy() });
    const errors: string[] = [];
    // The first write of the mark fails, as it does while another process holds the database locked.
    let refusals = 1;
    const flaky: DeliveryOutbox = {
      ...promised(outbox),
      markSent: async (id, owner) => {
        if (refusals-- > 0) throw Object.assign(new Error('database is locked'), { errcode: 5 });
        return outbox.markSent(id, owner);
      },
    };
    const pass = () => deliverDue({ outbox: flaky, send: mailer.send, leaseMs: 60_000, retry, owner: 'me', now: () => now, log: { error: (line: string) => errors.push(line) }, markRetryMs: 1 });
    try {
      const { id } = outbox.add(fields, 'es');
      const first = await pass().catch(() => 'the pass gave up');
      // Long after the lease: a message left `sending` would be claimed and sent again now.
      now += 10 * 60_000;
      await pass().catch(() => undefined);
      expect(mail.received).toHaveLength(1);
      expect(first).toEqual({ sent: 1, failed: 0 });
      expect(outbox.get(id)?.status).toBe('sent');
      expect(errors).toEqual([expect.stringContaining(`${id} was delivered; recording that failed (database is locked), retrying`)]);
    } finally {
      mailer.close();
      await mail.stop();
    }
  });
});

describe('the outbox thread', () => {
  it('answers the same calls without blocking, and reports a locked database as busy', async () => {
    const file = path.join(folder, 'thread.sqlite');
    const thread = await openOutboxThread(file);
    try {
      const stored = await thread.add(fields, 'en');
      expect(await thread.get(stored.id)).toEqual(stored);
      const rival = new DatabaseSync(file);
      rival.exec('BEGIN IMMEDIATE');
      let ticks = 0;
      const ticking = setInterval(() => ticks++, 10);
      const refused = await thread.add(fields, 'en').catch((error: unknown) => error);
      clearInterval(ticking);
      rival.exec('ROLLBACK');
      rival.close();
      expect(isBusy(refused)).toBe(true);
      // This thread kept running its timers while the outbox thread waited for the lock.
      expect(ticks).toBeGreaterThan(3);
      expect(await thread.counts()).toEqual({ queued: 1, sending: 0, sent: 0 });
    } finally {
      await thread.close();
    }
  });

  it('refuses to start on a database it cannot open, saying which', async () => {
    await expect(openOutboxThread(path.join(folder, 'not-a-folder.sqlite', 'x', '\u0000'))).rejects.toThrow(/cannot be opened/);
  });
});

describe('the delivery worker', () => {
  it('folds kicks during a pass into one follow-up pass', async () => {
    let passes = 0;
    let release!: () => void;
    const worker = createDeliveryWorker(async () => {
      passes++;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      return { sent: passes, failed: 0 };
    }, 60_000);
    const first = worker.kick();
    const followUps = [worker.kick(), worker.kick(), worker.kick()];
    expect(followUps[0]).toBe(followUps[2]);
    release();
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(await Promise.all(followUps)).toEqual([{ sent: 2, failed: 0 }, { sent: 2, failed: 0 }, { sent: 2, failed: 0 }]);
    expect(passes).toBe(2);
  });

  it('runs a pass on start and on its interval, and stops', async () => {
    let passes = 0;
    const worker = createDeliveryWorker(async () => {
      passes++;
      return { sent: 0, failed: 0 };
    }, 5);
    worker.start();
    await waitFor('three passes', () => passes >= 3, { timeoutMs: 5_000, intervalMs: 5 });
    expect(passes).toBeGreaterThanOrEqual(3);
    await worker.stop();
    const stoppedAt = passes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes).toBe(stoppedAt);
    expect(await worker.kick()).toEqual({ sent: 0, failed: 0 });
    expect(passes).toBe(stoppedAt);
  });
});
