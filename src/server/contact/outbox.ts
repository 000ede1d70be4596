// The outbox: every accepted message is written here before the visitor gets an answer, and stays until a
// mailer has handed it to the SMTP server (and, once delivered, until it is pruned). One interface, two stores,
// chosen when the process starts: SQLite (a file, the default with nothing to set up: outbox-sqlite.ts, run on its
// own thread by outbox-thread.ts) and PostgreSQL when DATABASE_URL is set (outbox-postgres.ts), which several
// instances of the server on several hosts can share.
import type { IRateLimiterOptions, RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Locale } from '../../i18n/routes.ts';
import type { ContactFields } from '../../lib/contact/rules.ts';
import type { Lines } from '../log.ts';

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
  /** What a retried post is known by (`messageKey` in service.ts: the proxy's request id, a dot, a digest); null
   * without a trusted proxy. Its lines name the request id. */
  requestKey: string | null;
}

/** What an alert about a message still undelivered names: no personal data, so it can go to any log. */
export interface Undelivered {
  id: string;
  createdAt: number;
  status: Exclude<MessageStatus, 'sent'>;
  attempts: number;
  lastError: string | null;
  requestKey: string | null;
}

export interface ClaimOptions {
  owner: string;
  leaseMs: number;
  /** Only messages not attempted since this time: one attempt per message and pass. */
  notAttemptedSince: number;
  /** Ignore the backoff schedule (an operator's `contact:flush --all`). */
  ignoreSchedule?: boolean;
}

/** The outbox's calls, answered synchronously (SQLite in its thread) or later (every store the server uses). */
export interface OutboxCalls {
  /**
   * Stores a message. With a `requestKey` (the proxy's id of the request bound to the submission: service.ts
   * `messageKey`), a second post with the same key stores nothing and answers the message the first one stored: a
   * proxy may retry a post on another instance.
   */
  add: (fields: ContactFields, lang: Locale, requestKey?: string) => StoredMessage;
  /** Atomically reserves one message due for delivery (or whose sender's lease ran out), oldest first. */
  claim: (options: ClaimOptions) => StoredMessage | undefined;
  /** Records a delivery; false when the claim was no longer this owner's. */
  markSent: (id: string, owner: string) => boolean;
  /** Puts a message back in the queue for a retry at `retryAt`; false when the claim was no longer this owner's. */
  markFailed: (id: string, owner: string, error: string, retryAt: number) => boolean;
  /** Puts every message `owner` still holds back in the queue, due now (a server stopping); returns how many. */
  release: (owner: string) => number;
  get: (id: string) => StoredMessage | undefined;
  list: () => StoredMessage[];
  /** How many messages are in each status. */
  counts: () => Record<MessageStatus, number>;
  /** Messages not yet delivered that were stored before `createdBefore`, oldest first. */
  undelivered: (createdBefore: number) => Undelivered[];
  /** Deletes delivered messages stored before `createdBefore` and wipes them where the store can; returns how many. */
  prune: (createdBefore: number) => number;
  /** Copies messages as they are, oldest first, skipping ids already stored (safe to repeat); returns how many were new. */
  import: (messages: StoredMessage[]) => number;
  /** Throws when the outbox cannot be written now. */
  probe: () => void;
  close: () => void;
}

/** Every call's name, for the stores that pass calls on (to a thread, or from one). */
export const outboxCalls = [
  'add',
  'claim',
  'markSent',
  'markFailed',
  'release',
  'get',
  'list',
  'counts',
  'undelivered',
  'prune',
  'import',
  'probe',
  'close',
] as const satisfies readonly (keyof OutboxCalls)[];

/** The outbox as the server, the endpoint and the commands use it, whichever store holds it. */
export type Outbox = {
  /** Where the messages are, for logs and the commands: the file, or the database (host, port and name, never a password). */
  readonly location: string;
  /** `sqlite` or `postgres`. */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * A rate limiter's store in the outbox's database, so every instance on it counts each visitor's posts together;
   * absent where the outbox is one process's file (the limiter then counts in memory).
   */
  readonly sharedRateLimits?: (options: IRateLimiterOptions) => RateLimiterAbstract;
} & { [Name in keyof OutboxCalls]: (...args: Parameters<OutboxCalls[Name]>) => Promise<ReturnType<OutboxCalls[Name]>> };

/** A message as both stores' tables hold it (the same column names), as the outbox answers it. */
export function messageFromRow(row: Record<string, unknown>): StoredMessage {
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
    requestKey: row.request_key as string | null,
  };
}

/** A late message as both stores' queries for it answer it (`undelivered`). */
export function undeliveredFromRow(row: Record<string, unknown>): Undelivered {
  return {
    id: row.id as string,
    createdAt: row.created_at as number,
    status: row.status as Undelivered['status'],
    attempts: row.attempts as number,
    lastError: row.last_error as string | null,
    requestKey: row.request_key as string | null,
  };
}

/** Raised when the store cannot answer now (locked, unreachable, restarting, too slow): the visitor may retry. */
export class OutboxUnavailableError extends Error {
  readonly unavailable = true;
}

/** SQLITE_BUSY and SQLITE_LOCKED: another connection holds the lock past the busy timeout. */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

/** Whether a failed call means "not now" (503 and Retry-After) rather than a fault of ours (500). */
export function isUnavailable(error: unknown): boolean {
  return isBusy(error) || (error as { unavailable?: unknown } | null)?.unavailable === true;
}

/** Logs a failure with its stack, unless it is the outbox being unavailable, which `reportingOutages` says once. */
export function logUnexpected(log: Pick<Console, 'error'>, what: string, error: unknown): void {
  if (!isUnavailable(error)) log.error(what, error);
}

/**
 * The outbox, saying in one line when it becomes unavailable, whichever call notices first (a post, a delivery pass,
 * the late-message check, /readyz), and in one more when it answers again. A database that is away is an operating
 * condition: told once, in words an operator acts on, never as a stack trace per call (the callers leave it here).
 * Calls overlap, so an answer is read against when its call began: one that began before the outage was said cannot
 * end it, and one that began before it ended cannot start another.
 */
export function reportingOutages(outbox: Outbox, log: Lines): Outbox {
  let away = false;
  let outages = 0;
  let recoveries = 0;
  // The stores' errors start with where the outbox is, which the line says already.
  const reasonOf = (error: unknown) =>
    (error instanceof Error ? error.message : String(error)).replace(`${outbox.location}: `, '');
  const reported =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const began = { outages, recoveries };
      try {
        const result = await call(...args);
        if (away && began.outages === outages) {
          away = false;
          recoveries++;
          log.log(`The contact outbox (${outbox.location}) answers again: posts are stored and delivered.`);
        }
        return result;
      } catch (error) {
        if (isUnavailable(error) && !away && began.recoveries === recoveries) {
          away = true;
          outages++;
          log.error(
            `The contact outbox (${outbox.location}) is unavailable (${reasonOf(error)}): posts are answered 503 with Retry-After and delivery waits; it is tried again with each post and delivery pass.`,
          );
        }
        throw error;
      }
    };
  const calls = Object.fromEntries(
    outboxCalls.filter((name) => name !== 'close').map((name) => [name, reported(outbox[name] as never)]),
  );
  return { ...outbox, ...calls } as Outbox;
}
