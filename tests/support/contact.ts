// Helpers for the contact tests: a private outbox file per server, reading it back, and waiting on conditions.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { testEnv } from './server.ts';

export interface TempDb {
  file: string;
  remove: () => void;
}

/** A CONTACT_DB in a fresh temporary folder (never ./data/). */
export function tempDb(): TempDb {
  const folder = mkdtempSync(path.join(tmpdir(), 'lumbre-contact-'));
  return { file: path.join(folder, 'contact.sqlite'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface OutboxRow {
  id: string;
  name: string;
  company: string;
  email: string;
  comments: string;
  lang: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/** The outbox as the server left it, read with node:sqlite (empty if nothing was ever stored). */
export function outboxRows(file: string): OutboxRow[] {
  const db = new DatabaseSync(file, { timeout: 5_000 });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get();
    return table ? (db.prepare('SELECT * FROM messages ORDER BY rowid').all() as unknown as OutboxRow[]) : [];
  } finally {
    db.close();
  }
}

export const validFields = {
  name: 'Ana Rodríguez',
  company: 'Estudio Norte',
  email: 'ana@norte.com.ar',
  comments: 'Una web nueva para la marca.',
};

/** POSTs the island's JSON envelope. */
export function postJson(baseURL: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POSTs form fields the way the plain HTML form does, from this site's origin unless told otherwise (null: no Origin header). */
export function postForm(
  baseURL: string,
  fields: Record<string, string>,
  origin: string | null = baseURL,
): Promise<Response> {
  return fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { ...(origin ? { Origin: origin } : {}), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Settings that make retries fast enough for tests, and the rate limit out of the way. */
export const fastContactEnv = {
  CONTACT_RETRY_BASE_MS: '100',
  CONTACT_RETRY_MAX_MS: '400',
  CONTACT_WORKER_INTERVAL_MS: '100',
  CONTACT_RATE_LIMIT: '100000',
};

/** Runs `node src/server/cli/contact.ts …` (what `npm run contact:*` runs) and collects its output. */
export function runContactCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli/contact.ts', ...args], {
      env: testEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
