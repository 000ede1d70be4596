// One built site per test file, delivering to its own SMTP sink and storing in its own temporary outbox.
import { afterAll, beforeAll } from 'vitest';
import { startSite, type RunningSite } from './server.ts';
import { createMailSink, type MailSink } from './smtp.ts';
import { fastContactEnv, tempDb, type TempDb } from './contact.ts';

export interface ContactSite {
  site: RunningSite;
  mail: MailSink;
  db: TempDb;
}

/** Starts the site and its mail server before the file's tests and stops both after; call at the top level. */
export function useContactSite(): ContactSite {
  const state = {} as ContactSite;
  beforeAll(async () => {
    state.mail = await createMailSink();
    await state.mail.start();
    state.db = tempDb();
    state.site = await startSite({ ...fastContactEnv, SMTP_URL: state.mail.url, CONTACT_DB: state.db.file });
  });
  afterAll(async () => {
    await state.site?.stop();
    await state.mail?.stop();
    state.db?.remove();
  });
  return state;
}
