// The parts a contact test file starts and stops around each test: built sites (killed after the test), mail
// sinks, anything else it registers; and one PostgreSQL cluster for the whole file. Call at the top level.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startSite, type RunningSite } from './server.ts';
import { createMailSink, type MailSink } from './smtp.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

export interface ContactLab {
  /** The file's PostgreSQL cluster (started before its first test). */
  cluster: () => TestPostgres;
  /** A built site on `port` (a free one unless told), killed with SIGKILL after the test. */
  site: (env: Record<string, string>, port?: number) => Promise<RunningSite>;
  /** A mail sink, not listening until `start()`, stopped after the test. */
  sink: () => Promise<MailSink>;
  /** Runs `cleanup` after the test, after those registered later. */
  after: (cleanup: () => Promise<void> | void) => void;
}

/** One PostgreSQL cluster for the calling test file, started before its first test and removed after its last. */
export function usePostgres(): () => TestPostgres {
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.remove();
  });
  return () => cluster!;
}

export function useContactLab(): ContactLab {
  const cluster = usePostgres();
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    cluster,
    async site(env, port) {
      const running = await startSite(env, port);
      cleanups.push(() => running.stop('SIGKILL'));
      return running;
    },
    async sink() {
      const mail = await createMailSink();
      cleanups.push(() => mail.stop());
      return mail;
    },
    after: (cleanup) => void cleanups.push(cleanup),
  };
}
