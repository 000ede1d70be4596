// Which outbox this process uses, decided once when it starts: PostgreSQL when DATABASE_URL is set, else the
// SQLite file CONTACT_DB (on its own thread for the server; in the command's own thread for the commands).
import type { ContactConfig } from './config.ts';
import type { Outbox } from './outbox.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';
import { inThisThread, openSqliteOutbox } from './outbox-sqlite.ts';
import { openOutboxThread } from './outbox-thread.ts';

export type OutboxSettings = Pick<ContactConfig, 'dbFile' | 'databaseUrl' | 'poolMax' | 'statementTimeoutMs'>;

export interface OpenOptions {
  /** A command (`contact:list`…): it serves nobody, so it may wait for a lock; and one connection is enough. */
  command?: boolean;
}

// A command may wait for the server's write to finish; the server itself never waits this long (outbox-thread.ts).
const commandBusyTimeoutMs = 5_000;

export async function openOutbox(settings: OutboxSettings, { command = false }: OpenOptions = {}): Promise<Outbox> {
  if (settings.databaseUrl) {
    return openPostgresOutbox({
      url: settings.databaseUrl,
      poolMax: command ? 1 : settings.poolMax,
      statementTimeoutMs: settings.statementTimeoutMs,
    });
  }
  if (command) return inThisThread(openSqliteOutbox(settings.dbFile, { busyTimeoutMs: commandBusyTimeoutMs }));
  return openOutboxThread(settings.dbFile);
}
