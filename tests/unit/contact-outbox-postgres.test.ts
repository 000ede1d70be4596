// What only the PostgreSQL outbox has: a schema several instances create together, the rate limit they share,
// statements that give up after DATABASE_STATEMENT_TIMEOUT, and a database that goes away and comes back. One
// throwaway cluster for this file, a fresh database per test.
import pg from 'pg';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { isUnavailable, type Outbox } from '../../src/server/contact/outbox.ts';
import { isTransient, openPostgresOutbox } from '../../src/server/contact/outbox-postgres.ts';
import { rateLimiterOver, rateLimitOptions } from '../../src/server/contact/rate-limit.ts';
import { usePostgres } from '../support/contact-lab.ts';
import { waitFor } from '../support/wait.ts';

const fields = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };
const cluster = usePostgres();

describe('the PostgreSQL outbox', () => {
  const opened: Outbox[] = [];
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close().catch(() => undefined);
  });
  const open = async (url: string, options: { statementTimeoutMs?: number } = {}) => {
    const outbox = await openPostgresOutbox({ url, ...options });
    opened.push(outbox);
    return outbox;
  };

  it('creates its schema once when several instances start together, and finds it in place afterwards', async () => {
    const url = await cluster().createDatabase();
    const instances = await Promise.all([1, 2, 3, 4].map(() => open(url)));
    await Promise.all(instances.map((instance, index) => instance.add({ ...fields, name: `Instance ${index}` }, 'es')));
    await open(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query('SELECT version FROM contact_schema ORDER BY version')).rows).toEqual([
        { version: 1 },
        { version: 2 },
      ]);
      expect((await client.query('SELECT count(*)::int AS n FROM contact_messages')).rows).toEqual([{ n: 4 }]);
    } finally {
      await client.end();
    }
  });

  it('counts a visitor’s posts across the instances on one database: the rate limit holds behind a proxy that spreads them', async () => {
    const url = await cluster().createDatabase();
    const [first, second] = await Promise.all([open(url), open(url)]);
    const limiters = [first!, second!].map((instance) =>
      rateLimiterOver(instance.sharedRateLimits!(rateLimitOptions(3))),
    );
    const decisions = [];
    for (let post = 0; post < 4; post++) decisions.push((await limiters[post % 2]!.take('203.0.113.7')).allowed);
    expect(decisions).toEqual([true, true, true, false]);
    expect((await limiters[0]!.take('203.0.113.8')).allowed).toBe(true);
  });

  it('forgets a visitor’s address within a minute of its rate-limit window’s end, and stops doing so once closed', async () => {
    const url = await cluster().createDatabase();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const outbox = await open(url);
    const limiter = rateLimiterOver(outbox.sharedRateLimits!(rateLimitOptions(3)));
    await limiter.take('203.0.113.10');
    await limiter.take('203.0.113.11');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    onTestFinished(() => client.end());
    const keys = async () =>
      (await client.query('SELECT key FROM contact_rate_limits ORDER BY key')).rows.map((row) => row.key as string);
    // One window has ended (as a minute later), the other is still counting.
    await client.query("UPDATE contact_rate_limits SET expire = $1 WHERE key LIKE '%203.0.113.10'", [Date.now() - 1]);
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor('the ended window’s row deleted', async () => (await keys()).length === 1);
    expect(await keys()).toEqual(['contact:203.0.113.11']);
    await outbox.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses to start on a database it cannot reach, naming it without the password', async () => {
    const url = `postgresql://lumbre:secret-password@127.0.0.1:${cluster().port}/no_such_database`;
    const refused = await openPostgresOutbox({ url }).catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain(
      `The contact outbox postgresql://127.0.0.1:${cluster().port}/no_such_database cannot be opened`,
    );
    expect((refused as Error).message).not.toContain('secret-password');
  });

  it('answers a statement slower than DATABASE_STATEMENT_TIMEOUT as unavailable, and stores again once it is let go', async () => {
    const url = await cluster().createDatabase();
    // 300 ms is also how long it may take to connect: on a busy machine, the first try may not.
    const outbox = await waitFor('the outbox opened', () => open(url, { statementTimeoutMs: 300 }).catch(() => null));
    const rival = new pg.Client({ connectionString: url });
    await rival.connect();
    try {
      await rival.query('BEGIN');
      await rival.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
      // Refused while the rival still holds the lock (it lets go only below): the outbox gave up by itself.
      const refused = await outbox.add(fields, 'es').catch((error: unknown) => error);
      expect(isUnavailable(refused)).toBe(true);
      // PostgreSQL cancelled the statement rather than leaving it queued for the lock, to store a refused post later.
      const waiting = await rival.query('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted');
      expect(waiting.rows).toEqual([{ n: 0 }]);
      await rival.query('ROLLBACK');
      expect((await rival.query('SELECT count(*)::int AS n FROM contact_messages')).rows).toEqual([{ n: 0 }]);
    } finally {
      await rival.end();
    }
    // The timed-out connection was dropped; a new one may take longer than 300 ms on a busy machine.
    await waitFor('a message stored again', () =>
      outbox.add(fields, 'es').then(
        (message) => message.status === 'queued',
        () => false,
      ),
    );
  });

  // Last in this file: it stops the shared cluster for a while.
  it('fails calls as unavailable while PostgreSQL is stopped, and works again once it is back, without reopening', async () => {
    const url = await cluster().createDatabase();
    const outbox = await open(url);
    await outbox.add(fields, 'es');
    await cluster().stop();
    try {
      for (const call of [
        () => outbox.add(fields, 'es'),
        () => outbox.probe(),
        () => outbox.claim({ owner: 'a', leaseMs: 1_000, notAttemptedSince: Date.now() }),
      ]) {
        const refused = await call().catch((error: unknown) => error);
        expect(isUnavailable(refused)).toBe(true);
      }
      // The shared rate limit counts in this process's memory meanwhile: a visitor is still limited, never an error.
      const limiter = rateLimiterOver(outbox.sharedRateLimits!(rateLimitOptions(1)));
      expect(await limiter.take('203.0.113.9')).toEqual({ allowed: true });
      expect((await limiter.take('203.0.113.9')).allowed).toBe(false);
    } finally {
      await cluster().start();
    }
    await waitFor('PostgreSQL back', () =>
      outbox.probe().then(
        () => true,
        () => false,
      ),
    );
    expect((await outbox.add(fields, 'en')).lang).toBe('en');
    expect(await outbox.counts()).toEqual({ queued: 2, sending: 0, sent: 0 });
  });
});

describe('what counts as PostgreSQL being away', () => {
  it('a connection refused or cut, a shutdown, a timeout; never a mistake in a statement or in the program', () => {
    const failure = (code?: string) => Object.assign(new Error('failed'), { code });
    expect(
      [failure('ECONNREFUSED'), failure('57P01'), failure('57014'), new Error('Connection terminated')].map(
        isTransient,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      [failure('42P01'), failure('23505'), new TypeError("Cannot read properties of undefined (reading 'rows')")].map(
        isTransient,
      ),
    ).toEqual([false, false, false]);
  });
});
