import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox, type Outbox } from '../../src/server/contact/outbox.ts';
import { createDeliveryWorker, deliverDue, retryDelay, type DeliveryOptions } from '../../src/server/contact/delivery.ts';
import type { StoredMessage } from '../../src/server/contact/outbox.ts';
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

const claim = (owner: string, extra: { ignoreSchedule?: boolean; since?: number } = {}) =>
  outbox.claim({ owner, leaseMs: 60_000, notAttemptedSince: extra.since ?? now, ignoreSchedule: extra.ignoreSchedule ?? false });

describe('the outbox', () => {
  it('creates its folder and file, in WAL mode with full sync, and stores a message as queued', () => {
    const message = outbox.add(fields, 'es');
    expect(message).toMatchObject({ ...fields, lang: 'es', status: 'queued', attempts: 0, createdAt: now, nextAttemptAt: now, sentAt: null });
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 1 });
    db.close();
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

describe('a delivery pass', () => {
  const quiet = { error: () => undefined };
  const options = (send: DeliveryOptions['send']): DeliveryOptions => ({ outbox, send, leaseMs: 60_000, retry, owner: 'me', now: () => now, log: quiet });

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
