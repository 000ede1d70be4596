// The SQLite outbox as the server uses it: the calls of outbox-sqlite.ts, answered by a worker thread that owns
// the database connection (outbox-worker.ts). Nothing here waits on SQLite, so no page ever waits on the database.
// Not the main thread with a short busy timeout: that bounds a lock's wait, not the fsync (docs/contact.md, measured).
import { Worker } from 'node:worker_threads';
import { outboxCalls, type Outbox } from './outbox.ts';
import type { Call, Reply, Started } from './outbox-worker.ts';

/** An error of the outbox thread, with SQLite's error code where there was one (see isBusy). */
class OutboxError extends Error {
  readonly errcode: number | undefined;
  constructor(message: string, errcode?: number) {
    super(message);
    this.errcode = errcode;
  }
}

/** Starts the outbox thread; resolves once the database is open, rejects (naming why) when it cannot be. */
export async function openOutboxThread(file: string, { busyTimeoutMs = 250 } = {}): Promise<Outbox> {
  const worker = new Worker(new URL('./outbox-worker.ts', import.meta.url), { workerData: { file, busyTimeoutMs } });
  const started = await new Promise<Started>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (!started.ready) throw new Error(`The contact outbox ${file} cannot be opened: ${started.message}`);

  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  // The thread keeps the process alive only while it owes an answer, so a command ends when its work is done.
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) call?.resolve(reply.value as never);
    else call?.reject(new OutboxError(reply.message, reply.errcode));
  });
  worker.on('error', (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  });
  let exited = false;
  worker.once('exit', () => {
    exited = true;
    for (const call of pending.values()) call.reject(new Error('The contact outbox thread has stopped'));
    pending.clear();
  });

  const call = (method: string, args: unknown[]) =>
    new Promise<never>((resolve, reject) => {
      if (exited) return reject(new Error('The contact outbox thread has stopped'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, method, args } satisfies Call);
    });

  const client = { location: started.file, kind: 'sqlite' } as Record<string, unknown>;
  for (const method of outboxCalls) client[method] = (...args: unknown[]) => call(method, args);
  client.close = async () => {
    if (exited) return;
    await call('close', []);
    await worker.terminate();
  };
  return client as Outbox;
}
