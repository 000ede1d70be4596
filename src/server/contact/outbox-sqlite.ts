// The outbox in a SQLite file (the default store, outbox.ts): node:sqlite, shared safely by several processes on
// one host (the server, `contact:flush`) thanks to WAL mode, a short busy timeout and claims that are single
// UPDATE statements. These calls are synchronous: the server makes them from a worker thread (outbox-thread.ts),
// never from the thread that answers requests.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  messageFromRow,
  outboxCalls,
  undeliveredFromRow,
  type MessageStatus,
  type Outbox,
  type OutboxCalls,
} from './outbox.ts';

/** The outbox's calls on a file, answered synchronously. */
export type SqliteOutbox = OutboxCalls & { readonly file: string };

/**
 * The schema, one step per version (PRAGMA user_version); each runs once, in a transaction that holds the write lock,
 * so two processes opening a new file together apply it once. Version 1 is the table of the first release, which
 * wrote no version: its statements say IF NOT EXISTS.
 */
const migrations = [
  `CREATE TABLE IF NOT EXISTS messages (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     lang TEXT NOT NULL,
     name TEXT NOT NULL,
     company TEXT NOT NULL,
     email TEXT NOT NULL,
     comments TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_attempt_at INTEGER,
     lease_owner TEXT,
     lease_until INTEGER,
     sent_at INTEGER,
     last_error TEXT
   ) STRICT;
   CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);`,
  // The proxy's id of the request that stored a message: a post retried on another instance is stored once.
  `ALTER TABLE messages ADD COLUMN request_key TEXT;
   CREATE UNIQUE INDEX messages_request_key ON messages (request_key);`,
];

type Row = Record<string, SQLInputValue>;

/**
 * Names, e-mail addresses and project details are personal data: the folder is created for its owner only (0700),
 * and the database with its -wal and -shm companions readable by its owner only (0600; SQLite gives the
 * companions the database's mode). Files left wider by an older version are narrowed.
 */
function prepareFiles(file: string): void {
  const folder = path.dirname(file);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(companion) && (statSync(companion).mode & 0o077) !== 0) chmodSync(companion, 0o600);
  }
}

export interface OpenOutboxOptions {
  now?: () => number;
  /** How long a statement waits for another process's write lock before failing with SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

/** Opens (creating folder, file and table on first use) the outbox at `file`. */
export function openSqliteOutbox(
  file: string,
  { now = Date.now, busyTimeoutMs = 250 }: OpenOutboxOptions = {},
): SqliteOutbox {
  const resolved = path.resolve(file);
  prepareFiles(resolved);
  const db = new DatabaseSync(resolved, { timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL');
  // An answer of 200 promises the message survives a power cut, not only a crash of this process.
  db.exec('PRAGMA synchronous = FULL');
  // A pruned message is overwritten, not only unlinked from the table.
  db.exec('PRAGMA secure_delete = ON');

  /** Runs `work` holding the write lock from the start (IMMEDIATE), so a busy database fails it before it begins. */
  const transaction = <T>(work: () => T, commit = true): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec(commit ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  transaction(() => {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    if (version > migrations.length)
      throw new Error(
        `${resolved} was written by a newer version of the site (schema ${version}, this one knows ${migrations.length})`,
      );
    for (const step of migrations.slice(version)) db.exec(step);
    db.exec(`PRAGMA user_version = ${migrations.length}`);
  });

  const insert = db.prepare(
    `INSERT INTO messages (id, created_at, lang, name, company, email, comments, next_attempt_at, request_key)
     VALUES (:id, :now, :lang, :name, :company, :email, :comments, :now, :requestKey)
     ON CONFLICT (request_key) DO NOTHING RETURNING *`,
  );
  const byRequestKey = db.prepare('SELECT * FROM messages WHERE request_key = ?');
  const copy = db.prepare(
    `INSERT INTO messages (id, created_at, lang, name, company, email, comments, status, attempts, next_attempt_at,
                           last_attempt_at, lease_owner, lease_until, sent_at, last_error, request_key)
     VALUES (:id, :createdAt, :lang, :name, :company, :email, :comments, :status, :attempts, :nextAttemptAt,
             :lastAttemptAt, :leaseOwner, :leaseUntil, :sentAt, :lastError, :requestKey)
     ON CONFLICT DO NOTHING`,
  );
  const claimOne = db.prepare(
    `UPDATE messages
        SET status = 'sending', attempts = attempts + 1, last_attempt_at = :now,
            lease_owner = :owner, lease_until = :now + :leaseMs
      WHERE id = (
        SELECT id FROM messages
         WHERE ((status = 'queued' AND (next_attempt_at <= :now OR :ignoreSchedule))
                OR (status = 'sending' AND lease_until <= :now))
           AND (last_attempt_at IS NULL OR last_attempt_at < :since)
         ORDER BY created_at, rowid
         LIMIT 1)
      RETURNING *`,
  );
  const sent = db.prepare(
    `UPDATE messages SET status = 'sent', sent_at = :now, lease_owner = NULL, lease_until = NULL, last_error = NULL
      WHERE id = :id AND status = 'sending' AND lease_owner = :owner`,
  );
  const failed = db.prepare(
    `UPDATE messages SET status = 'queued', next_attempt_at = :retryAt, last_error = :error, lease_owner = NULL, lease_until = NULL
      WHERE id = :id AND status = 'sending' AND lease_owner = :owner`,
  );
  const released = db.prepare(
    `UPDATE messages SET status = 'queued', next_attempt_at = :now, lease_owner = NULL, lease_until = NULL
      WHERE status = 'sending' AND lease_owner = :owner`,
  );
  const byId = db.prepare('SELECT * FROM messages WHERE id = ?');
  const all = db.prepare('SELECT * FROM messages ORDER BY created_at, rowid');
  const byStatus = db.prepare('SELECT status, count(*) AS count FROM messages GROUP BY status');
  const late = db.prepare(
    `SELECT id, created_at, status, attempts, last_error, request_key FROM messages
      WHERE status IN ('queued', 'sending') AND created_at < ? ORDER BY created_at, rowid`,
  );
  const old = db.prepare(`DELETE FROM messages WHERE status = 'sent' AND created_at < ?`);

  return {
    file: resolved,
    add(fields, lang, requestKey) {
      const row = transaction(
        () =>
          (insert.get({ id: randomUUID(), now: now(), lang, requestKey: requestKey ?? null, ...fields }) ??
            byRequestKey.get(requestKey ?? null)) as Row,
      );
      return messageFromRow(row);
    },
    claim({ owner, leaseMs, notAttemptedSince, ignoreSchedule = false }) {
      const row = claimOne.get({
        now: now(),
        owner,
        leaseMs,
        since: notAttemptedSince,
        ignoreSchedule: ignoreSchedule ? 1 : 0,
      });
      return row ? messageFromRow(row as Row) : undefined;
    },
    markSent(id, owner) {
      return sent.run({ id, owner, now: now() }).changes === 1;
    },
    markFailed(id, owner, error, retryAt) {
      return failed.run({ id, owner, error: error.slice(0, 1000), retryAt }).changes === 1;
    },
    release(owner) {
      return Number(released.run({ owner, now: now() }).changes);
    },
    get(id) {
      const row = byId.get(id);
      return row ? messageFromRow(row as Row) : undefined;
    },
    list() {
      return (all.all() as Row[]).map(messageFromRow);
    },
    counts() {
      const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0 };
      for (const { status, count } of byStatus.all() as { status: MessageStatus; count: number }[])
        counts[status] = count;
      return counts;
    },
    undelivered(createdBefore) {
      return (late.all(createdBefore) as Row[]).map(undeliveredFromRow);
    },
    prune(createdBefore) {
      const deleted = Number(transaction(() => old.run(createdBefore)).changes);
      // The deleted rows' pages also leave the write-ahead log.
      if (deleted > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return deleted;
    },
    import(messages) {
      return transaction(() =>
        messages.reduce((added, message) => added + Number(copy.run({ ...message }).changes), 0),
      );
    },
    probe() {
      transaction(() => db.exec('UPDATE messages SET id = id WHERE 0'), false);
    },
    close() {
      db.close();
    },
  };
}

/** The same calls answered in the caller's thread: for the commands, which serve nobody while they wait, and tests. */
export function inThisThread(outbox: SqliteOutbox): Outbox {
  const calls = Object.fromEntries(
    outboxCalls.map((name) => [
      name,
      async (...args: unknown[]) => (outbox[name] as (...values: unknown[]) => unknown)(...args),
    ]),
  );
  return { location: outbox.file, kind: 'sqlite', ...calls } as Outbox;
}
