// Delivery against a real SMTP server, with the outbox in SQLite and in PostgreSQL: the mail server down and back,
// the site killed mid-queue and mid-send, a burst of concurrent submissions, two flush commands racing for one
// queue, and the commands against whichever store the environment names.
import { describe, expect, it } from 'vitest';
import { arrivals } from '../support/smtp.ts';
import { fastContactEnv, postJson, runContactCli, validFields } from '../support/contact.ts';
import { useContactLab } from '../support/contact-lab.ts';
import { allDelivered, postgresStore, sqliteStore, type StoreUnderTest } from '../support/outbox-stores.ts';
import { waitFor } from '../support/wait.ts';
import { company } from '../../src/lib/company.ts';

const lab = useContactLab();
const { sink } = lab;
const site = lab.site;

const stores = [
  { name: 'SQLite', make: async () => sqliteStore() },
  { name: 'PostgreSQL', make: () => postgresStore(lab.cluster()) },
];

async function submit(baseURL: string, name: string): Promise<string> {
  const response = await postJson(baseURL, { body: { ...validFields, name } });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { code: number; id: string };
  expect(answer.code).toBe(200);
  return answer.id;
}

describe.each(stores)('contact delivery with the outbox in $name', ({ make }) => {
  async function db(): Promise<StoreUnderTest> {
    const made = await make();
    lab.after(() => made.remove());
    return made;
  }
  /** Writes messages with the test's own connection, as if they had been stored `daysAgo` days ago. */
  async function seed(
    outbox: StoreUnderTest,
    messages: { name: string; lang?: 'es' | 'en'; daysAgo?: number; deliver?: boolean }[],
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const { name, lang = 'es', daysAgo = 0, deliver = false } of messages) {
      const store = await outbox.open(() => Date.now() - daysAgo * 86_400_000);
      try {
        const { id } = await store.add({ ...validFields, name }, lang);
        if (deliver) {
          await store.claim({ owner: 'past', leaseMs: 60_000, notAttemptedSince: Date.now() });
          await store.markSent(id, 'past');
        }
        ids.push(id);
      } finally {
        await store.close();
      }
    }
    return ids;
  }

  it('accepts and stores 20 messages while the mail server is down, alerts once about each, then delivers each exactly once when it is up', async () => {
    const mail = await sink();
    const outbox = await db();
    const running = await site({ ...fastContactEnv, SMTP_URL: mail.url, ...outbox.env, CONTACT_ALERT_AFTER: '1s' });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await submit(running.baseURL, `Down ${i}`));
    expect((await outbox.rows()).map((row) => row.id)).toEqual(ids);
    // The worker keeps trying and failing, and the messages stay queued with the reason.
    await waitFor('a failed attempt on every message', async () =>
      (await outbox.rows()).every((row) => row.attempts >= 1 && row.last_error),
    );
    expect((await outbox.rows()).every((row) => row.status !== 'sent')).toBe(true);
    expect(running.output()).toContain('ECONNREFUSED');
    // Past CONTACT_ALERT_AFTER, one line per message (the next would come in an hour), with no personal data.
    const alerts = () => running.lines().filter((line) => line.msg.startsWith('ALERT: contact message'));
    await waitFor('an alert about every message', () =>
      ids.every((id) => alerts().some((line) => line.messageId === id && line.msg.includes(id))),
    );
    // Two more failed attempts on every message after its alert: later passes looked again and did not repeat it.
    const attemptsAtAlert = new Map((await outbox.rows()).map((row) => [row.id, row.attempts]));
    await waitFor('two more attempts on every message', async () =>
      (await outbox.rows()).every((row) => row.attempts >= attemptsAtAlert.get(row.id)! + 2),
    );
    expect(alerts()).toHaveLength(20);
    expect(JSON.stringify(alerts())).not.toMatch(/Down \d|ana@norte/);

    await mail.start();
    await allDelivered(outbox, mail, 20);
    expect([...arrivals(mail).entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
    expect(mail.received.every(({ rcptTo }) => rcptTo.length === 1 && rcptTo[0] === company.email)).toBe(true);
  });

  it('delivers what was queued when the server was killed, once it is back', async () => {
    const mail = await sink();
    const outbox = await db();
    // A message may be mid-attempt when the kill comes: its lease must run out before the restart takes it.
    const env = { ...fastContactEnv, SMTP_URL: mail.url, ...outbox.env, CONTACT_LEASE_MS: '1500' };
    const first = await site(env);
    const ids = [
      await submit(first.baseURL, 'Killed 1'),
      await submit(first.baseURL, 'Killed 2'),
      await submit(first.baseURL, 'Killed 3'),
    ];
    await first.stop('SIGKILL');
    expect((await outbox.rows()).map((row) => row.id)).toEqual(ids);
    expect((await outbox.rows()).every((row) => row.status === 'queued' || row.status === 'sending')).toBe(true);

    await mail.start();
    await site(env);
    await allDelivered(outbox, mail, ids.length);
    expect([...arrivals(mail).entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
  });

  it('takes over a message whose sender was killed in the middle of sending it, once its lease runs out', async () => {
    const mail = await sink();
    const outbox = await db();
    const env = { ...fastContactEnv, SMTP_URL: mail.url, ...outbox.env, CONTACT_LEASE_MS: '3000' };
    mail.stall = true;
    await mail.start();
    const first = await site(env);
    const id = await submit(first.baseURL, 'Mid-send');
    // Killed while the mail server holds the whole message without answering: sent, but never confirmed.
    await waitFor('the mail server holding the message', () => mail.held === 1);
    expect((await outbox.rows())[0]?.status).toBe('sending');
    await first.stop('SIGKILL');
    expect(mail.received).toHaveLength(0);

    mail.stall = false;
    await site(env);
    await allDelivered(outbox, mail, 1);
    expect([...arrivals(mail).entries()]).toEqual([[id, 1]]);
    expect((await outbox.rows())[0]?.attempts).toBe(2);
  });

  it('stores and delivers 50 concurrent submissions, none twice', async () => {
    const mail = await sink();
    await mail.start();
    const outbox = await db();
    const running = await site({ ...fastContactEnv, SMTP_URL: mail.url, ...outbox.env });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(running.baseURL, `Burst ${i}`)));
    expect(new Set(ids).size).toBe(50);
    expect(await outbox.rows()).toHaveLength(50);
    await allDelivered(outbox, mail, 50);
    expect([...arrivals(mail).entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
  });

  it('shares one queue between two contact:flush processes started together, sending each message once', async () => {
    const mail = await sink();
    mail.delayMs = 25;
    await mail.start();
    const outbox = await db();
    const ids = await seed(
      outbox,
      Array.from({ length: 40 }, (_, i) => ({ name: `Flush ${i}`, lang: i % 2 ? ('es' as const) : ('en' as const) })),
    );

    const flush = () => runContactCli(['flush'], { SMTP_URL: mail.url, ...outbox.env });
    const results = await Promise.all([flush(), flush()]);
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    const sentBy = results.map((result) => Number(/^(\d+) messages? sent/m.exec(result.output)?.[1]));
    expect(sentBy[0]! + sentBy[1]!).toBe(40);
    expect(sentBy.every((count) => count > 0)).toBe(true);
    expect([...arrivals(mail).entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
    expect((await outbox.rows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('prunes delivered messages past CONTACT_RETENTION_DAYS when it starts; contact:prune does it on demand; undelivered ones stay', async () => {
    const outbox = await db();
    // Written as they would have been: one delivered 200 days ago, one delivered 10 days ago, one never delivered.
    const [, recent, waiting] = await seed(outbox, [
      { name: 'Old delivered', daysAgo: 200, deliver: true },
      { name: 'Recent delivered', daysAgo: 10, deliver: true },
      { name: 'Never delivered', daysAgo: 400 },
    ]);

    const running = await site({ ...outbox.env });
    await waitFor('the daily prune at start', () =>
      running.output().includes('Deleted 1 delivered contact message older than 180 days.'),
    );
    expect((await outbox.rows()).map((row) => row.id).sort()).toEqual([recent, waiting].sort());
    await running.stop();

    const prune = (...args: string[]) => runContactCli(['prune', ...args], { ...outbox.env });
    expect((await prune('--older-than', '30d')).output).toContain('Deleted 0 delivered messages stored before');
    const pruned = await prune('--older-than', '7d');
    expect(pruned.code).toBe(0);
    expect(pruned.output).toContain('Deleted 1 delivered message stored before');
    expect(pruned.output).toContain('1 undelivered message kept');
    expect((await outbox.rows()).map((row) => row.id)).toEqual([waiting]);
    const wrong = await prune('--older-than', 'six months');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('--older-than takes a duration such as 180d');
  });

  it('contact:flush exits non-zero when the mail server refuses, and contact:list shows why', async () => {
    const mail = await sink();
    const outbox = await db();
    await seed(outbox, [{ name: 'Listed' }]);
    const run = (args: string[]) => runContactCli(args, { SMTP_URL: mail.url, ...outbox.env });
    const failed = await run(['flush']);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('0 messages sent, 1 failed');
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('1 message in');
    expect(listed.output).toContain('Listed <ana@norte.com.ar> · Estudio Norte · es');
    expect(listed.output).toMatch(/\[queued\][\s\S]*1 attempt · last error: .*ECONNREFUSED/);
    await mail.start();
    const flushed = await run(['flush', '--all']);
    expect(flushed.code).toBe(0);
    expect(flushed.output).toContain('1 message sent, 0 failed; 0 not yet delivered.');
    expect(mail.withMarker('Listed')).toHaveLength(1);
  });
});
