// The outbox's own thread: runs the synchronous SQLite calls (outbox-sqlite.ts) that outbox-thread.ts asks for, so a
// busy database or a slow fsync holds this thread, never the one answering visitors.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteOutbox, type SqliteOutbox } from './outbox-sqlite.ts';

export interface Call {
  id: number;
  method: string;
  args: unknown[];
}
export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; errcode?: number };
export type Started = { ready: true; file: string } | { ready: false; message: string };

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const port = parentPort!;

let outbox: SqliteOutbox;
try {
  outbox = openSqliteOutbox(file, { busyTimeoutMs });
  port.postMessage({ ready: true, file: outbox.file } satisfies Started);
} catch (error) {
  port.postMessage({ ready: false, message: error instanceof Error ? error.message : String(error) } satisfies Started);
  process.exit(1);
}

port.on('message', ({ id, method, args }: Call) => {
  let reply: Reply;
  try {
    const operation = outbox[method as keyof SqliteOutbox] as (...values: unknown[]) => unknown;
    reply = { id, ok: true, value: operation(...args) };
  } catch (error) {
    const errcode = (error as { errcode?: unknown }).errcode;
    reply = {
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(typeof errcode === 'number' ? { errcode } : {}),
    };
  }
  port.postMessage(reply);
  if (method === 'close') port.close();
});
