// The outbox in PostgreSQL (DATABASE_URL), for several instances of the server on several hosts: node-postgres with
// a pool of DATABASE_POOL_MAX connections. Claims are `SELECT … FOR UPDATE SKIP LOCKED` with a lease, so senders in
// any number of processes share the queue and never hold the same message. Every statement, and every wait for a
// connection, gives up after DATABASE_STATEMENT_TIMEOUT; a database that is down, restarting or too slow fails the
// call with OutboxUnavailableError (the endpoint's 503), and the pool reconnects by itself once it is back.
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import pg from 'pg';
import {
  messageFromRow,
  OutboxUnavailableError,
  undeliveredFromRow,
  type MessageStatus,
  type Outbox,
} from './outbox.ts';

export interface PostgresOutboxOptions {
  url: string;
  /** Connections this process may open (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Longest wait for a connection or a statement, in ms (DATABASE_STATEMENT_TIMEOUT). */
  statementTimeoutMs?: number;
  now?: () => number;
}

/**
 * The schema, one step per version, recorded in contact_schema. Every server applies what is missing when it starts,
 * inside one transaction holding an advisory lock: two instances starting together apply each step once.
 */
const migrations = [
  `CREATE TABLE contact_messages (
     id uuid PRIMARY KEY,
     -- The order of arrival among messages stored in the same millisecond.
     seq bigint GENERATED ALWAYS AS IDENTITY,
     created_at bigint NOT NULL,
     lang text NOT NULL,
     name text NOT NULL,
     company text NOT NULL,
     email text NOT NULL,
     comments text NOT NULL,
     status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     last_attempt_at bigint,
     lease_owner text,
     lease_until bigint,
     sent_at bigint,
     last_error text,
     -- The proxy's id of the request that stored the message: a post retried on another instance is stored once.
     request_key text UNIQUE
   );
   CREATE INDEX contact_messages_due ON contact_messages (status, next_attempt_at);
   CREATE INDEX contact_messages_order ON contact_messages (created_at, seq);`,
  // rate-limiter-flexible's table (RateLimiterPostgres would create it itself, outside the schema's lock).
  `CREATE TABLE contact_rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);`,
];

/** How often expired rate-limit rows (visitors' addresses) are deleted. */
const rateLimitSweepMs = 60_000;

/** pg_advisory_xact_lock's key for the schema: "lumbre" in ASCII. */
const schemaLock = 0x6c756d627265;

/** SQLSTATE classes that mean "not now": connection exceptions, insufficient resources, operator intervention (shutdown, statement timeout), lock timeouts, serialization failures. */
const transientState = /^(08|53|57)|^55P03$|^40001$|^40P01$/;

/** Whether a failure of pg means the database cannot answer now, rather than a mistake in a statement or in our code. */
export function isTransient(error: unknown): boolean {
  // A fault of the program (a wrong type, a name undefined) is never the database being away: it keeps its stack.
  if (error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  // A five-character code is PostgreSQL's SQLSTATE; anything else (ECONNREFUSED, a timeout, a dropped connection) is the network's.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return transientState.test(code);
  return true;
}

/** The database a URL names, without user or password: `postgresql://db.internal:5432/lumbre`. */
export function describeDatabase(url: string): string {
  if (!URL.canParse(url)) return 'PostgreSQL (DATABASE_URL)';
  const parsed = new URL(url);
  return `postgresql://${parsed.host || 'localhost'}${parsed.pathname}`;
}

type Row = Record<string, unknown>;

// Times are milliseconds in bigint columns; they fit a JavaScript number for the next 285,000 years.
const int8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens the pool and brings the schema up to date; rejects (naming why) when the database cannot be reached. */
export async function openPostgresOutbox({
  url,
  poolMax = 10,
  statementTimeoutMs = 5_000,
  now = Date.now,
}: PostgresOutboxOptions): Promise<Outbox> {
  const location = describeDatabase(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: statementTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // Also when the server never answers at all (a host gone without closing its connections).
    query_timeout: statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    application_name: 'lumbre-contact',
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
    types,
  });
  // A restart of PostgreSQL ends the idle connections: the next call opens new ones, and fails while it is away,
  // which the service says once (reportingOutages in ./outbox.ts). Without a listener the pool's error would crash.
  pool.on('error', () => undefined);

  const query = async (text: string, values: unknown[] = []): Promise<Row[]> => {
    try {
      return (await pool.query(text, values)).rows as Row[];
    } catch (error) {
      if (isTransient(error))
        throw new OutboxUnavailableError(`${location}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      throw error;
    }
  };

  const transaction = async <T>(
    work: (run: (text: string, values?: unknown[]) => Promise<Row[]>) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect().catch((error: unknown) => {
      throw new OutboxUnavailableError(`${location}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    });
    let broken: unknown;
    try {
      await client.query('BEGIN');
      const result = await work(async (text, values = []) => (await client.query(text, values)).rows as Row[]);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken = error;
      await client.query('ROLLBACK').catch(() => undefined);
      if (isTransient(error))
        throw new OutboxUnavailableError(`${location}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      throw error;
    } finally {
      client.release(broken instanceof Error && isTransient(broken) ? broken : undefined);
    }
  };

  try {
    await transaction(async (run) => {
      await run('SELECT pg_advisory_xact_lock($1)', [schemaLock]);
      await run(
        'CREATE TABLE IF NOT EXISTS contact_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const [{ version }] = (await run('SELECT coalesce(max(version), 0) AS version FROM contact_schema')) as [
        { version: number },
      ];
      if (version > migrations.length)
        throw new Error(
          `the schema is version ${version}, written by a newer version of the site (this one knows ${migrations.length})`,
        );
      for (const [index, step] of migrations.entries()) {
        if (index < version) continue;
        await run(step);
        await run('INSERT INTO contact_schema (version) VALUES ($1)', [index + 1]);
      }
    });
  } catch (error) {
    await pool.end();
    throw new Error(
      `The contact outbox ${location} cannot be opened: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }

  // The rate limit's rows hold visitors' addresses: each is deleted within a minute of its window's end, by the
  // instance's own timer (the library's keeps them an hour and outlives the pool), stopped when the outbox closes.
  let forgetAddresses: ReturnType<typeof setInterval> | undefined;

  return {
    location,
    kind: 'postgres',
    sharedRateLimits(options) {
      forgetAddresses ??= setInterval(() => {
        query('DELETE FROM contact_rate_limits WHERE expire < $1', [Date.now()]).catch(() => undefined);
      }, rateLimitSweepMs);
      forgetAddresses.unref();
      return new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'contact_rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        // While the database is away, each instance counts on its own rather than refusing or letting all through.
        insuranceLimiter: new RateLimiterMemory(options),
      });
    },
    async add(fields, lang, requestKey) {
      const [row] = await query(
        `INSERT INTO contact_messages (id, created_at, lang, name, company, email, comments, next_attempt_at, request_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $2, $8)
         ON CONFLICT (request_key) DO NOTHING RETURNING *`,
        [randomUUID(), now(), lang, fields.name, fields.company, fields.email, fields.comments, requestKey ?? null],
      );
      if (row) return messageFromRow(row);
      // A retry of a post already stored (a statement of its own, so it sees the row the first post committed).
      const [first] = await query('SELECT * FROM contact_messages WHERE request_key = $1', [requestKey]);
      return messageFromRow(first!);
    },
    async claim({ owner, leaseMs, notAttemptedSince, ignoreSchedule = false }) {
      const [row] = await query(
        `UPDATE contact_messages
            SET status = 'sending', attempts = attempts + 1, last_attempt_at = $1::bigint,
                lease_owner = $2, lease_until = $1::bigint + $3::bigint
          WHERE id = (
            SELECT id FROM contact_messages
             WHERE ((status = 'queued' AND (next_attempt_at <= $1::bigint OR $5::boolean))
                    OR (status = 'sending' AND lease_until <= $1::bigint))
               AND (last_attempt_at IS NULL OR last_attempt_at < $4::bigint)
             ORDER BY created_at, seq
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now(), owner, leaseMs, notAttemptedSince, ignoreSchedule],
      );
      return row ? messageFromRow(row) : undefined;
    },
    async markSent(id, owner) {
      const rows = await query(
        `UPDATE contact_messages SET status = 'sent', sent_at = $3, lease_owner = NULL, lease_until = NULL, last_error = NULL
          WHERE id = $1 AND status = 'sending' AND lease_owner = $2 RETURNING id`,
        [id, owner, now()],
      );
      return rows.length === 1;
    },
    async markFailed(id, owner, error, retryAt) {
      const rows = await query(
        `UPDATE contact_messages SET status = 'queued', next_attempt_at = $4, last_error = $3, lease_owner = NULL, lease_until = NULL
          WHERE id = $1 AND status = 'sending' AND lease_owner = $2 RETURNING id`,
        [id, owner, error.slice(0, 1000), retryAt],
      );
      return rows.length === 1;
    },
    async release(owner) {
      const rows = await query(
        `UPDATE contact_messages SET status = 'queued', next_attempt_at = $2, lease_owner = NULL, lease_until = NULL
          WHERE status = 'sending' AND lease_owner = $1 RETURNING id`,
        [owner, now()],
      );
      return rows.length;
    },
    async get(id) {
      const [row] = await query('SELECT * FROM contact_messages WHERE id = $1', [id]);
      return row ? messageFromRow(row) : undefined;
    },
    async list() {
      return (await query('SELECT * FROM contact_messages ORDER BY created_at, seq')).map(messageFromRow);
    },
    async counts() {
      const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0 };
      for (const row of await query('SELECT status, count(*)::integer AS count FROM contact_messages GROUP BY status'))
        counts[row.status as MessageStatus] = row.count as number;
      return counts;
    },
    async undelivered(createdBefore) {
      const rows = await query(
        `SELECT id, created_at, status, attempts, last_error, request_key FROM contact_messages
          WHERE status IN ('queued', 'sending') AND created_at < $1 ORDER BY created_at, seq`,
        [createdBefore],
      );
      return rows.map(undeliveredFromRow);
    },
    async prune(createdBefore) {
      const deleted = (
        await query(`DELETE FROM contact_messages WHERE status = 'sent' AND created_at < $1 RETURNING id`, [
          createdBefore,
        ])
      ).length;
      // The deleted rows' space is made free for new messages to overwrite now, not when autovacuum next passes.
      if (deleted > 0) await query('VACUUM contact_messages');
      return deleted;
    },
    async import(messages) {
      return transaction(async (run) => {
        let added = 0;
        for (const message of messages) {
          const rows = await run(
            `INSERT INTO contact_messages (id, created_at, lang, name, company, email, comments, status, attempts, next_attempt_at,
                                           last_attempt_at, lease_owner, lease_until, sent_at, last_error, request_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
             ON CONFLICT DO NOTHING RETURNING id`,
            [
              message.id,
              message.createdAt,
              message.lang,
              message.name,
              message.company,
              message.email,
              message.comments,
              message.status,
              message.attempts,
              message.nextAttemptAt,
              message.lastAttemptAt,
              message.leaseOwner,
              message.leaseUntil,
              message.sentAt,
              message.lastError,
              message.requestKey,
            ],
          );
          added += rows.length;
        }
        return added;
      });
    },
    async probe() {
      // A standby (after a failover, say) answers reads but cannot store a message.
      const [row] = await query('SELECT NOT pg_is_in_recovery() AS writable');
      if (!row?.writable) throw new OutboxUnavailableError(`${location} is read-only (a standby)`);
    },
    async close() {
      clearInterval(forgetAddresses);
      await pool.end();
    },
  };
}
