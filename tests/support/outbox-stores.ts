// The two outbox stores as the outbox's tests, the end-to-end tests and the benches meet them: the variables that point
// the server and the commands at one (CONTACT_DB or DATABASE_URL), the outbox opened in the test's own process (and
// another process's connection to it), the rows read back as the server left them, and the wait for their delivery.
import pg from 'pg';
import type { Outbox } from '../../src/server/contact/outbox.ts';
import { openPostgresOutbox } from '../../src/server/contact/outbox-postgres.ts';
import { inThisThread, openSqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import { openOutboxThread } from '../../src/server/contact/outbox-thread.ts';
import { outboxRows, tempDb, type OutboxRow } from './contact.ts';
import type { TestPostgres } from './postgres.ts';
import type { MailSink } from './smtp.ts';
import { waitFor } from './wait.ts';

export interface StoreUnderTest {
  name: 'SQLite' | 'PostgreSQL';
  /** What the server's and the commands' environment says to use this store. */
  env: Record<string, string>;
  /** Every stored message, in the order they were stored. */
  rows: () => Promise<OutboxRow[]>;
  /** The outbox in this process, on the clock `now`; close it when done. */
  open: (now?: () => number) => Promise<Outbox>;
  /** Another process's connection to it, on the real clock (SQLite: on a thread of its own, as the server's). */
  rival: () => Promise<Outbox>;
  remove: () => Promise<void>;
}

/** A SQLite file in a fresh temporary folder. */
export function sqliteStore(): StoreUnderTest {
  const db = tempDb();
  return {
    name: 'SQLite',
    env: { CONTACT_DB: db.file },
    rows: async () => outboxRows(db.file),
    open: async (now) => inThisThread(openSqliteOutbox(db.file, { now, busyTimeoutMs: 5_000 })),
    rival: () => openOutboxThread(db.file, { busyTimeoutMs: 5_000 }),
    remove: async () => db.remove(),
  };
}

/** A new database in the test's PostgreSQL cluster. */
export async function postgresStore(cluster: TestPostgres): Promise<StoreUnderTest> {
  const url = await cluster.createDatabase();
  const open = (now?: () => number) => openPostgresOutbox({ url, now });
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url },
    async rows() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const table = await client.query("SELECT to_regclass('contact_messages') IS NOT NULL AS present");
        if (!table.rows[0].present) return [];
        return (await client.query('SELECT * FROM contact_messages ORDER BY created_at, seq')).rows as OutboxRow[];
      } finally {
        await client.end();
      }
    },
    open,
    rival: () => open(),
    remove: async () => undefined,
  };
}

/**
 * Waits until every message of the store (`count` of them, when the test knows how many) is marked sent and no mail
 * is on its way: a sent message is never claimed again, and a second sender of one (a lease taken over) keeps it
 * unsent until it is done, so what has arrived then is final (an earlier holder of a lease could still send late
 * only if it were alive: the tests kill it).
 */
export const allDelivered = (store: StoreUnderTest, mail: Pick<MailSink, 'inTransit'>, count?: number) =>
  waitFor(
    `${count ?? 'every'} stored message${count === 1 ? '' : 's'} delivered and nothing more on its way`,
    async () => {
      const rows = await store.rows();
      return (
        (count === undefined || rows.length === count) &&
        rows.every((row) => row.status === 'sent') &&
        mail.inTransit === 0
      );
    },
    { timeoutMs: 60_000 },
  );
