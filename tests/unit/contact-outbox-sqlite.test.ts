// What only the SQLite outbox has: its file (created with its folder, kept to its owner, upgraded in place, wiped
// when pruned), the lock another process may hold, and the thread the server runs it on.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnavailable } from '../../src/server/contact/outbox.ts';
import { openSqliteOutbox, type SqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import { openOutboxThread } from '../../src/server/contact/outbox-thread.ts';

const fields = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };

let folder: string;
let now: number;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  now = 1_700_000_000_000;
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the SQLite file', () => {
  let outbox: SqliteOutbox;
  const open = () => openSqliteOutbox(path.join(folder, 'nested', 'contact.sqlite'), { now: () => now });
  beforeEach(() => {
    outbox = open();
  });
  afterEach(() => {
    outbox.close();
  });
  const readFileOrEmpty = (file: string) => {
    try {
      return readFileSync(file);
    } catch {
      return Buffer.alloc(0);
    }
  };

  it('is created with its folder, in WAL mode', () => {
    outbox.add(fields, 'es');
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 1 });
    db.close();
  });

  it('keeps its files to their owner: the folder 0700, the database, -wal and -shm 0600', () => {
    outbox.add(fields, 'es');
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(path.dirname(outbox.file))).toBe('700');
    for (const file of [outbox.file, `${outbox.file}-wal`, `${outbox.file}-shm`]) expect(mode(file), file).toBe('600');
  });

  it('narrows the files an older version left readable by everyone', () => {
    outbox.add(fields, 'es');
    const files = [outbox.file, `${outbox.file}-wal`, `${outbox.file}-shm`];
    for (const file of files) chmodSync(file, 0o644);
    const reopened = open();
    try {
      for (const file of files) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
    } finally {
      reopened.close();
    }
  });

  it('brings a file of the first release (no schema version, no request keys) up to date, keeping its messages', () => {
    const file = path.join(folder, 'first-release.sqlite');
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE messages (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL,
      company TEXT NOT NULL, email TEXT NOT NULL, comments TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent')), attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL, last_attempt_at INTEGER, lease_owner TEXT, lease_until INTEGER, sent_at INTEGER, last_error TEXT) STRICT;
      CREATE INDEX messages_due ON messages (status, next_attempt_at);
      INSERT INTO messages (id, created_at, lang, name, company, email, comments, next_attempt_at) VALUES ('kept', 1, 'es', 'Ana', 'Norte', 'ana@norte.com', 'Hola', 1);`);
    old.close();
    const upgraded = openSqliteOutbox(file, { now: () => now });
    try {
      expect(upgraded.list().map((message) => message.id)).toEqual(['kept']);
      const first = upgraded.add(fields, 'es', 'a-request-key-0123456789');
      expect(upgraded.add(fields, 'es', 'a-request-key-0123456789')).toEqual(first);
    } finally {
      upgraded.close();
    }
    const again = openSqliteOutbox(file);
    again.close();
    const check = new DatabaseSync(file, { readOnly: true });
    expect(check.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 });
    check.close();
  });

  it('wipes pruned messages from its files, write-ahead log included', () => {
    const marker = 'Nombre-que-se-borra';
    const delivered = outbox.add({ ...fields, name: marker }, 'es');
    outbox.claim({ owner: 'a', leaseMs: 60_000, notAttemptedSince: now });
    outbox.markSent(delivered.id, 'a');
    now += 1_000;
    expect(outbox.prune(now)).toBe(1);
    outbox.close();
    const bytes = Buffer.concat([outbox.file, `${outbox.file}-wal`].map((file) => readFileOrEmpty(file)));
    expect(bytes.includes(marker)).toBe(false);
    outbox = open();
  });

  it('fails a write as unavailable while another process holds the lock, and writes again once it is let go', () => {
    const rival = new DatabaseSync(outbox.file);
    rival.exec('BEGIN IMMEDIATE');
    try {
      expect(() => outbox.add(fields, 'es')).toThrow(expect.objectContaining({ message: 'database is locked' }));
      let error: unknown;
      try {
        outbox.probe();
      } catch (caught) {
        error = caught;
      }
      expect(isUnavailable(error)).toBe(true);
    } finally {
      rival.exec('ROLLBACK');
      rival.close();
    }
    expect(() => outbox.probe()).not.toThrow();
    expect(outbox.list()).toEqual([]);
    expect(outbox.add(fields, 'es').status).toBe('queued');
  });
});

describe('the SQLite outbox thread', () => {
  it('answers the same calls without blocking, and reports a locked database as unavailable', async () => {
    const file = path.join(folder, 'thread.sqlite');
    const thread = await openOutboxThread(file);
    try {
      const stored = await thread.add(fields, 'en');
      expect(await thread.get(stored.id)).toEqual(stored);
      const rival = new DatabaseSync(file);
      rival.exec('BEGIN IMMEDIATE');
      let ticks = 0;
      // eslint-disable-next-line no-restricted-globals -- a counter, not a wait: the loop turns meanwhile
      const ticking = setInterval(() => ticks++, 10);
      const refused = await thread.add(fields, 'en').catch((error: unknown) => error);
      clearInterval(ticking);
      rival.exec('ROLLBACK');
      rival.close();
      expect(isUnavailable(refused)).toBe(true);
      // This thread kept running its timers while the outbox thread waited for the lock.
      expect(ticks).toBeGreaterThan(3);
      expect(await thread.counts()).toEqual({ queued: 1, sending: 0, sent: 0 });
    } finally {
      await thread.close();
    }
  });

  it('refuses to start on a database it cannot open, saying which', async () => {
    await expect(openOutboxThread(path.join(folder, 'not-a-folder.sqlite', 'x', '\u0000'))).rejects.toThrow(
      /cannot be opened/,
    );
  });
});
