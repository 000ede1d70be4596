// The outbox says in one line when it becomes unavailable and in one when it answers again, whichever call notices
// (reportingOutages): a database away is an operating condition, not a stack trace per post and delivery pass.
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxUnavailableError, reportingOutages, type Outbox } from '../../src/server/contact/outbox.ts';
import { inThisThread, openSqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import { tempDb, type TempDb } from '../support/contact.ts';

const fields = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };

describe('an outbox that becomes unavailable', () => {
  let db: TempDb;
  let outbox: Outbox;
  let rival: DatabaseSync;
  const lines: string[] = [];
  const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };

  beforeEach(() => {
    db = tempDb();
    lines.length = 0;
    outbox = reportingOutages(inThisThread(openSqliteOutbox(db.file, { busyTimeoutMs: 0 })), log);
    rival = new DatabaseSync(db.file);
  });
  afterEach(async () => {
    if (rival.isTransaction) rival.exec('ROLLBACK');
    rival.close();
    await outbox.close();
    db.remove();
  });

  it('says so once, whichever calls meet it, and once more when it answers again', async () => {
    await outbox.add(fields, 'es');
    expect(lines).toEqual([]);
    rival.exec('BEGIN IMMEDIATE');
    for (const call of [() => outbox.add(fields, 'en'), () => outbox.probe(), () => outbox.add(fields, 'es')])
      await expect(call()).rejects.toMatchObject({ message: expect.stringMatching(/locked/) });
    expect(lines).toEqual([
      `The contact outbox (${db.file}) is unavailable (database is locked): posts are answered 503 with Retry-After and delivery waits; it is tried again with each post and delivery pass.`,
    ]);
    rival.exec('ROLLBACK');
    await outbox.add(fields, 'en');
    await outbox.probe();
    expect(lines.slice(1)).toEqual([`The contact outbox (${db.file}) answers again: posts are stored and delivered.`]);
    expect(await outbox.counts()).toEqual({ queued: 2, sending: 0, sent: 0 });
  });

  it('leaves any other failure to the caller, who logs it whole', async () => {
    await expect(outbox.get(undefined as unknown as string)).rejects.toThrow();
    expect(lines).toEqual([]);
  });
});

describe('calls that overlap an outage', () => {
  /** An outbox whose probes answer when the test says: the ones asked before an outage may answer after it began. */
  function heldOutbox() {
    const held: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const outbox = {
      location: 'postgresql://db.internal:5432/lumbre',
      kind: 'postgres',
      probe: () => new Promise<void>((resolve, reject) => held.push({ resolve, reject })),
    } as unknown as Outbox;
    return { outbox, held };
  }
  const down = () => new OutboxUnavailableError('terminating connection due to administrator command');

  it('reads each answer against when its call began, so the outage is said once each way', async () => {
    const lines: string[] = [];
    const { outbox, held } = heldOutbox();
    const reported = reportingOutages(outbox, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
    const settled = (call: Promise<void>) => call.catch(() => undefined);
    // Two calls in flight when the database stops: one fails, the other's answer, sent before, arrives after.
    const [before, meanwhile] = [settled(reported.probe()), settled(reported.probe())];
    held[1]!.reject(down());
    await meanwhile;
    held[0]!.resolve();
    await before;
    // A call made while it is away answers once it is back; one made while it was away fails after that.
    const [late, back] = [settled(reported.probe()), settled(reported.probe())];
    held[3]!.resolve();
    await back;
    held[2]!.reject(down());
    await late;
    expect(lines).toEqual([
      expect.stringMatching(/is unavailable \(terminating connection due to administrator command\)/),
      expect.stringMatching(/answers again/),
    ]);
  });
});
