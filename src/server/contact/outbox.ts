// The outbox: every accepted message is written here before the visitor gets an answer, and stays until a
// mailer has handed it to the SMTP server. SQLite through node:sqlite, shared safely by several processes
// (the server, `contact:flush`) thanks to WAL mode, a busy timeout and claims that are single UPDATE statements.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Locale } from '../../i18n/routes.ts';
import type { ContactFields } from '../../lib/contact.ts';

export type MessageStatus = 'queued' | 'sending' | 'sent';

export interface StoredMessage extends ContactFields {
  id: string;
  lang: Locale;
  createdAt: number;
  status: MessageStatus;
  /** Delivery attempts started so far (a claim counts as one). */
  attempts: number;
  /** Not before this time (ms) is the message due again. */
  nextAttemptAt: number;
  lastAttemptAt: number | null;
  /** While `sending`: who holds the message and until when. */
  leaseOwner: string | null;
  leaseUntil: number | null;
  sentAt: number | null;
  lastError: string | null;
}

export interface ClaimOptions {
  owner: string;
  leaseMs: number;
  /** Only messages not attempted since this time: one attempt per message and pass. */
  notAttemptedSince: number;
  /** Ignore the backoff schedule (an operator's `contact:flush --all`). */
  ignoreSchedule?: boolean;
}

export interface Outbox {
  readonly file: string;
  add: (fields: ContactFields, lang: Locale) => StoredMessage;
  /** Atomically reserves one message due for delivery (or whose sender's lease ran out), oldest first. */
  claim: (options: ClaimOptions) => StoredMessage | undefined;
  /** Records a delivery; false when the claim was no longer this owner's. */
  markSent: (id: string, owner: string) => boolean;
  /** Puts a message back in the queue for a retry at `retryAt`; false when the claim was no longer this owner's. */
  markFailed: (id: string, owner: string, error: string, retryAt: number) => boolean;
  get: (id: string) => StoredMessage | undefined;
  list: () => StoredMessage[];
  /** How many messages are in each status. */
  counts: () => Record<MessageStatus, number>;
  close: () => void;
}

const schema = `
  CREATE TABLE IF NOT EXISTS messages (
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
  CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);
`;

type Row = Record<string, SQLInputValue>;

function fromRow(row: Row): StoredMessage {
  return {
    id: row.id as string,
    lang: row.lang as Locale,
    createdAt: row.created_at as number,
    name: row.name as string,
    company: row.company as string,
    email: row.email as string,
    comments: row.comments as string,
    status: row.status as MessageStatus,
    attempts: row.attempts as number,
    nextAttemptAt: row.next_attempt_at as number,
    lastAttemptAt: row.last_attempt_at as number | null,
    leaseOwner: row.lease_owner as string | null,
    leaseUntil: row.lease_until as number | null,
    sentAt: row.sent_at as number | null,
    lastError: row.last_error as string | null,
  };
}

export interface OpenOutboxOptions {
  now?: () => number;
  /** How long a statement waits for another process's write lock before failing. */
  busyTimeoutMs?: number;
}

/** Opens (creating folder, file and table on first use) the outbox at `file`. */
export function openOutbox(file: string, { now = Date.now, busyTimeoutMs = 5_000 }: OpenOutboxOptions = {}): Outbox {
  const resolved = path.resolve(file);
  mkdirSync(path.dirname(resolved), { recursive: true });
  const db = new DatabaseSync(resolved, { timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL');
  // An answer of 200 promises the message survives a power cut, not only a crash of this process.
  db.exec('PRAGMA synchronous = FULL');
  db.exec(schema);

  const insert = db.prepare(
    `INSERT INTO messages (id, created_at, lang, name, company, email, comments, next_attempt_at)
     VALUES (:id, :now, :lang, :name, :company, :email, :comments, :now) RETURNING *`,
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
  const byId = db.prepare('SELECT * FROM messages WHERE id = ?');
  const all = db.prepare('SELECT * FROM messages ORDER BY created_at, rowid');
  const byStatus = db.prepare('SELECT status, count(*) AS count FROM messages GROUP BY status');

  return {
    file: resolved,
    add(fields, lang) {
      // One statement is atomic already; the explicit transaction takes the write lock up front (IMMEDIATE),
      // so a busy database makes the insert wait for its turn instead of failing half-way.
      db.exec('BEGIN IMMEDIATE');
      try {
        const row = insert.get({ id: randomUUID(), now: now(), lang, ...fields }) as Row;
        db.exec('COMMIT');
        return fromRow(row);
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    claim({ owner, leaseMs, notAttemptedSince, ignoreSchedule = false }) {
      const row = claimOne.get({ now: now(), owner, leaseMs, since: notAttemptedSince, ignoreSchedule: ignoreSchedule ? 1 : 0 });
      return row ? fromRow(row as Row) : undefined;
    },
    markSent(id, owner) {
      return sent.run({ id, owner, now: now() }).changes === 1;
    },
    markFailed(id, owner, error, retryAt) {
      return failed.run({ id, owner, error: error.slice(0, 1000), retryAt }).changes === 1;
    },
    get(id) {
      const row = byId.get(id);
      return row ? fromRow(row as Row) : undefined;
    },
    list() {
      return (all.all() as Row[]).map(fromRow);
    },
    counts() {
      const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0 };
      for (const { status, count } of byStatus.all() as { status: MessageStatus; count: number }[]) counts[status] = count;
      return counts;
    },
    close() {
      db.close();
    },
  };
}
