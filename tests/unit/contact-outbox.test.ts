// The outbox's rules, run against both stores: SQLite (a file) and PostgreSQL (a throwaway cluster shared by this
// file, a fresh database per test), and the delivery passes over them. What only one store has is in
// contact-outbox-sqlite.test.ts and contact-outbox-postgres.test.ts.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Outbox, StoredMessage } from '../../src/server/contact/outbox.ts';
import { openSqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import {
  createDeliveryWorker,
  deliverDue,
  retryDelay,
  type DeliveryOptions,
  type DeliveryOutbox,
} from '../../src/server/contact/delivery.ts';
import { createMailer } from '../../src/server/contact/mailer.ts';
import { readContactConfig } from '../../src/server/contact/config.ts';
import { openContactService } from '../../src/server/contact/service.ts';
import { loadContactEmailCopy } from '../../src/lib/contact/email.ts';
import { usePostgres } from '../support/contact-lab.ts';
import { tempDb } from '../support/contact.ts';
import { postgresStore, sqliteStore, type StoreUnderTest } from '../support/outbox-stores.ts';
import { createMailSink } from '../support/smtp.ts';
import { waitFor } from '../support/wait.ts';

const fields = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };
const retry = { baseMs: 1_000, maxMs: 8_000 };
const quiet = { log: () => undefined, error: () => undefined };

const cluster = usePostgres();
let now: number;
beforeEach(() => {
  now = 1_700_000_000_000;
});

const kinds: { name: StoreUnderTest['name']; make: () => Promise<StoreUnderTest> }[] = [
  { name: 'SQLite', make: async () => sqliteStore() },
  { name: 'PostgreSQL', make: () => postgresStore(cluster()) },
];

describe.each(kinds)('the outbox in $name', (kind) => {
  let store: StoreUnderTest;
  let outbox: Outbox;
  const opened: Outbox[] = [];
  const open = async () => {
    const made = await store.open(() => now);
    opened.push(made);
    return made;
  };
  beforeEach(async () => {
    store = await kind.make();
    outbox = await open();
  });
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close().catch(() => undefined);
    await store.remove();
  });

  const claim = (owner: string, extra: { ignoreSchedule?: boolean; since?: number } = {}) =>
    outbox.claim({
      owner,
      leaseMs: 60_000,
      notAttemptedSince: extra.since ?? now,
      ignoreSchedule: extra.ignoreSchedule ?? false,
    });

  it('stores a message as queued, with a new id', async () => {
    const message = await outbox.add(fields, 'es');
    expect(message).toMatchObject({
      ...fields,
      lang: 'es',
      status: 'queued',
      attempts: 0,
      createdAt: now,
      nextAttemptAt: now,
      sentAt: null,
    });
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outbox.list()).toEqual([message]);
    expect(await outbox.get(message.id)).toEqual(message);
  });

  it('stores a post that a proxy retried (the same request key) once, answering the first message', async () => {
    const first = await outbox.add(fields, 'es', 'f0e1d2c3b4a5968778695a4b3c2d1e0f');
    now += 1;
    const retried = await outbox.add({ ...fields, name: 'Ana again' }, 'es', 'f0e1d2c3b4a5968778695a4b3c2d1e0f');
    const other = await outbox.add(fields, 'es', '00112233445566778899aabbccddeeff');
    const unkeyed = [await outbox.add(fields, 'en'), await outbox.add(fields, 'en')];
    expect(retried).toEqual(first);
    expect((await outbox.list()).map((message) => message.id)).toEqual([
      first.id,
      other.id,
      ...unkeyed.map((message) => message.id),
    ]);
  });

  it('binds a proxy’s request id to what was posted: a retry finds its message, another post under the id is new', async () => {
    const service = await openContactService(
      readContactConfig((name) => store.env[name]),
      quiet,
    );
    onTestFinished(() => service.close());
    const requestId = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    const first = await service.accept(fields, 'es', requestId);
    const retried = await service.accept(fields, 'es', requestId);
    const reused = await service.accept({ ...fields, name: 'Otra' }, 'es', requestId);
    const inEnglish = await service.accept(fields, 'en', requestId);
    expect(retried.id).toBe(first.id);
    expect((await service.outbox.list()).map((message) => [message.id, message.name, message.lang])).toEqual([
      [first.id, 'Ana', 'es'],
      [reused.id, 'Otra', 'es'],
      [inEnglish.id, 'Ana', 'en'],
    ]);
  });

  it('lists the messages not delivered by a given time, oldest first, with no personal data', async () => {
    const old = await outbox.add(fields, 'es');
    now += 1_000;
    const sending = await outbox.add(fields, 'en');
    await claim('a');
    await claim('a');
    await outbox.markSent(old.id, 'a');
    now += 1_000;
    await outbox.add(fields, 'es');
    expect(await outbox.undelivered(now)).toEqual([
      { id: sending.id, createdAt: now - 1_000, status: 'sending', attempts: 1, lastError: null, requestKey: null },
    ]);
    expect((await outbox.undelivered(now + 1)).map((message) => message.status)).toEqual(['sending', 'queued']);
  });

  it('prunes delivered messages stored before a time, never undelivered ones', async () => {
    const delivered = await outbox.add(fields, 'es');
    const waiting = await outbox.add(fields, 'es');
    await claim('a');
    await outbox.markSent(delivered.id, 'a');
    now += 1_000;
    const recent = await outbox.add(fields, 'es');
    expect(await outbox.prune(now)).toBe(1);
    expect((await outbox.list()).map((message) => message.id)).toEqual([waiting.id, recent.id]);
    expect(await outbox.prune(now + 1)).toBe(0);
  });

  it('keeps messages across reopening (what a restart does)', async () => {
    const message = await outbox.add(fields, 'en');
    await outbox.close();
    outbox = await open();
    expect(await outbox.get(message.id)).toEqual(message);
  });

  it('claims the oldest due message once, with a lease, and counts the attempt', async () => {
    const first = await outbox.add(fields, 'es');
    now += 1;
    await outbox.add({ ...fields, name: 'Bruno' }, 'es');
    expect(await claim('a')).toMatchObject({
      id: first.id,
      status: 'sending',
      attempts: 1,
      leaseOwner: 'a',
      leaseUntil: now + 60_000,
      lastAttemptAt: now,
    });
    expect((await claim('b'))?.name).toBe('Bruno');
    expect(await claim('c')).toBeUndefined();
  });

  it('keeps the order of messages stored in the same millisecond', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await outbox.add({ ...fields, name: `Ana ${i}` }, 'es')).id);
    expect((await outbox.list()).map((message) => message.id)).toEqual(ids);
    for (const id of ids) expect((await claim('a'))?.id).toBe(id);
  });

  it('marks sent only for the holder of the claim', async () => {
    const { id } = await outbox.add(fields, 'es');
    await claim('a');
    expect(await outbox.markSent(id, 'b')).toBe(false);
    expect(await outbox.markSent(id, 'a')).toBe(true);
    expect(await outbox.get(id)).toMatchObject({ status: 'sent', sentAt: now, leaseOwner: null, leaseUntil: null });
    expect(await outbox.markSent(id, 'a')).toBe(false);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 1 });
    now += 10 * 60_000;
    expect(await claim('c', { ignoreSchedule: true })).toBeUndefined();
  });

  it('gives a message whose sender died to another once the lease ran out, and not before', async () => {
    const { id } = await outbox.add(fields, 'es');
    await claim('crashed');
    now += 59_999;
    expect(await claim('rescuer')).toBeUndefined();
    now += 1;
    expect(await claim('rescuer')).toMatchObject({ id, attempts: 2, leaseOwner: 'rescuer' });
    // The dead sender's late word no longer counts.
    expect(await outbox.markSent(id, 'crashed')).toBe(false);
    expect(await outbox.markFailed(id, 'crashed', 'late', now)).toBe(false);
    expect(await outbox.markSent(id, 'rescuer')).toBe(true);
  });

  it('puts back what a stopping sender holds, due at once for the others, and nobody else’s', async () => {
    const mine = await outbox.add(fields, 'es');
    const theirs = await outbox.add(fields, 'es');
    await claim('stopping');
    await claim('other');
    now += 5;
    expect(await outbox.release('stopping')).toBe(1);
    expect(await outbox.get(mine.id)).toMatchObject({
      status: 'queued',
      leaseOwner: null,
      leaseUntil: null,
      nextAttemptAt: now,
      attempts: 1,
    });
    expect(await outbox.get(theirs.id)).toMatchObject({ status: 'sending', leaseOwner: 'other' });
    expect((await claim('next', { since: now + 1 }))?.id).toBe(mine.id);
    expect(await outbox.release('stopping')).toBe(0);
  });

  it('puts a failed message back with its due time and error, and keeps to the schedule', async () => {
    const { id } = await outbox.add(fields, 'es');
    await claim('a');
    expect(await outbox.markFailed(id, 'a', 'ECONNREFUSED', now + 1_000)).toBe(true);
    expect(await outbox.get(id)).toMatchObject({
      status: 'queued',
      nextAttemptAt: now + 1_000,
      lastError: 'ECONNREFUSED',
      leaseOwner: null,
    });
    now += 999;
    expect(await claim('a', { since: now })).toBeUndefined();
    // An operator's flush --all does not wait.
    expect((await claim('a', { since: now, ignoreSchedule: true }))?.id).toBe(id);
  });

  it('does not claim a message twice in one pass', async () => {
    const { id } = await outbox.add(fields, 'es');
    const pass = now;
    await claim('a', { since: pass });
    await outbox.markFailed(id, 'a', 'down', now);
    expect(await claim('a', { since: pass, ignoreSchedule: true })).toBeUndefined();
    now += 1;
    expect((await claim('a', { since: now }))?.id).toBe(id);
  });

  it('copies messages as they are, once however often it is asked', async () => {
    const file = tempDb();
    onTestFinished(file.remove);
    const source = openSqliteOutbox(file.file, { now: () => now });
    try {
      const delivered = source.add({ ...fields, name: 'Delivered' }, 'es');
      source.claim({ owner: 'old', leaseMs: 60_000, notAttemptedSince: now + 1 });
      source.markSent(delivered.id, 'old');
      now += 1;
      const failing = source.add({ ...fields, name: 'Failing' }, 'en');
      source.claim({ owner: 'old', leaseMs: 60_000, notAttemptedSince: now + 1 });
      source.markFailed(failing.id, 'old', 'ECONNREFUSED', now + 30_000);
      source.add({ ...fields, name: 'Waiting' }, 'es');
      const messages = source.list();
      now += 10;
      const present = await outbox.add(fields, 'es');
      expect(await outbox.import(messages)).toBe(3);
      expect(await outbox.import(messages)).toBe(0);
      expect(await outbox.list()).toEqual([...messages, present]);
    } finally {
      source.close();
    }
  });

  it('gives each message to exactly one of four processes racing for the queue', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await outbox.add({ ...fields, name: `Ana ${i}` }, 'es')).id);
    const rivals = await Promise.all([1, 2, 3, 4].map(() => store.rival()));
    opened.push(...rivals);
    // Each rival connected before the race, so none has the queue to itself while another is still connecting.
    await Promise.all(rivals.map((rival) => rival.counts()));
    const since = Date.now();
    const claimed = await Promise.all(
      rivals.map(async (rival, index) => {
        const owner = `w${index}`;
        const mine: string[] = [];
        for (;;) {
          const message = await rival.claim({ owner, leaseMs: 60_000, notAttemptedSince: since });
          if (!message) return mine;
          mine.push(message.id);
          // The SMTP conversation: rivals get their turn at the queue before this one marks it sent.
          // eslint-disable-next-line no-restricted-globals -- one turn of the event loop: rivals take turns
          await new Promise((resolve) => setImmediate(resolve));
          if (!(await rival.markSent(message.id, owner))) throw new Error(`lost ${message.id}`);
        }
      }),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all)).toEqual(new Set(ids));
    expect(claimed.filter((list) => list.length > 0).length).toBeGreaterThanOrEqual(2);
    expect((await outbox.list()).every((message) => message.status === 'sent')).toBe(true);
    // 600 durable writes: seconds on a busy machine.
  }, 30_000);

  it('is left by a stopping server with no claim of its own: a send that hangs goes back to the queue for the others', async () => {
    const mail = await createMailSink();
    mail.stall = true;
    await mail.start();
    const env: Record<string, string> = { ...store.env, SMTP_URL: mail.url, CONTACT_WORKER_INTERVAL_MS: '60000' };
    const lines: string[] = [];
    const service = await openContactService(
      readContactConfig((name) => env[name]),
      { log: () => undefined, error: (...args: unknown[]) => lines.push(args.join(' ')) },
    );
    try {
      const { id } = await service.accept(fields, 'es');
      await waitFor('the mail server holding the message', () => mail.held === 1);
      expect((await outbox.get(id))?.status).toBe('sending');
      await service.close({ graceMs: 50 });
      expect(await outbox.get(id)).toMatchObject({ status: 'queued', leaseOwner: null, attempts: 1 });
      expect(lines).toContain('Stopping: 1 contact message being sent went back to the queue for the next sender.');
    } finally {
      await mail.stop();
    }
  });

  describe('a delivery pass', () => {
    const options = (send: DeliveryOptions['send']): DeliveryOptions => ({
      outbox,
      send,
      leaseMs: 60_000,
      retry,
      owner: 'me',
      now: () => now,
      log: quiet,
    });

    it('sends every due message once and marks it sent', async () => {
      for (let i = 0; i < 3; i++) await outbox.add({ ...fields, name: `Ana ${i}` }, 'es');
      const sent: string[] = [];
      expect(await deliverDue(options(async (message) => void sent.push(message.name)))).toEqual({
        sent: 3,
        failed: 0,
      });
      expect(sent).toEqual(['Ana 0', 'Ana 1', 'Ana 2']);
      expect((await outbox.list()).map((message) => message.status)).toEqual(['sent', 'sent', 'sent']);
      expect(await deliverDue(options(async () => void sent.push('again')))).toEqual({ sent: 0, failed: 0 });
    });

    it('retries a failing message with exponential backoff, once per pass, until it goes through', async () => {
      const { id } = await outbox.add(fields, 'es');
      const down = async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      };
      const dueTimes: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await deliverDue(options(down))).toEqual({ sent: 0, failed: 1 });
        const message = (await outbox.get(id))!;
        expect(message).toMatchObject({
          status: 'queued',
          attempts: attempt,
          lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
        });
        dueTimes.push(message.nextAttemptAt - now);
        // Not due yet: a pass now leaves it alone.
        expect(await deliverDue(options(down))).toEqual({ sent: 0, failed: 0 });
        now = message.nextAttemptAt;
      }
      expect(dueTimes).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
      let delivered: StoredMessage | undefined;
      expect(await deliverDue(options(async (message) => void (delivered = message)))).toEqual({ sent: 1, failed: 0 });
      expect(delivered?.attempts).toBe(6);
      expect(await outbox.get(id)).toMatchObject({ status: 'sent', lastError: null });
    });

    it('with ignoreSchedule tries every queued message now, still once', async () => {
      const { id } = await outbox.add(fields, 'es');
      await claim('x');
      await outbox.markFailed(id, 'x', 'down', now + 3_600_000);
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
      for (let i = 0; i < 20; i++) await outbox.add({ ...fields, name: `Ana ${i}` }, 'es');
      const sent: string[] = [];
      const holding = new Set<string>();
      // Each pass's first send waits until the other holds a message too, however slowly its connection opens.
      const sendAs = (owner: string) => async (message: StoredMessage) => {
        holding.add(owner);
        await waitFor('both passes holding a message', () => holding.size === 2, { timeoutMs: 10_000, intervalMs: 1 });
        sent.push(message.id);
      };
      const [a, b] = await Promise.all([
        deliverDue({ ...options(sendAs('a')), owner: 'a' }),
        deliverDue({ ...options(sendAs('b')), owner: 'b' }),
      ]);
      expect(a.sent + b.sent).toBe(20);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      expect(new Set(sent).size).toBe(20);
      expect(sent).toHaveLength(20);
    });

    it('records a delivery the database refused to record at first by retrying the mark; the mail server receives it once', async () => {
      const mail = await createMailSink();
      await mail.start();
      const mailer = createMailer(mail.url, {
        to: 'hola@lumbre.com.ar',
        from: 'no-reply@lumbre.com.ar',
        copy: loadContactEmailCopy(),
      });
      const errors: string[] = [];
      // The first write of the mark fails, as it does while another process holds the database locked.
      let refusals = 1;
      const flaky: DeliveryOutbox = {
        claim: (claimOptions) => outbox.claim(claimOptions),
        markFailed: (...args) => outbox.markFailed(...args),
        markSent: async (id, owner) => {
          if (refusals-- > 0) throw Object.assign(new Error('database is locked'), { errcode: 5 });
          return outbox.markSent(id, owner);
        },
      };
      const pass = () =>
        deliverDue({
          outbox: flaky,
          send: mailer.send,
          leaseMs: 60_000,
          retry,
          owner: 'me',
          now: () => now,
          log: { log: () => undefined, error: (line: string) => errors.push(line) },
          markRetryMs: 1,
        });
      try {
        const { id } = await outbox.add(fields, 'es');
        const first = await pass().catch(() => 'the pass gave up');
        // Long after the lease: a message left `sending` would be claimed and sent again now.
        now += 10 * 60_000;
        await pass().catch(() => undefined);
        expect(mail.received).toHaveLength(1);
        expect(first).toEqual({ sent: 1, failed: 0 });
        expect((await outbox.get(id))?.status).toBe('sent');
        // An outbox that is away is said once, by the outbox itself (reportingOutages), not at each retry.
        expect(errors).toEqual([]);
      } finally {
        mailer.close();
        await mail.stop();
      }
    });
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, retry))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(retryDelay(60, { baseMs: 30_000, maxMs: 3_600_000 })).toBe(3_600_000);
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
    expect(await Promise.all(followUps)).toEqual([
      { sent: 2, failed: 0 },
      { sent: 2, failed: 0 },
      { sent: 2, failed: 0 },
    ]);
    expect(passes).toBe(2);
  });

  it('runs a pass on start and on its interval, and stops', async () => {
    // The interval on a clock the test turns, so "no pass after stop" is checked over many intervals, not a wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    let passes = 0;
    const worker = createDeliveryWorker(async () => {
      passes++;
      return { sent: 0, failed: 0 };
    }, 5);
    worker.start();
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(passes).toBe(3);
    await worker.stop();
    const stoppedAt = passes;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(stoppedAt);
    expect(await worker.kick()).toEqual({ sent: 0, failed: 0 });
    expect(passes).toBe(stoppedAt);
  });
});
