// `npm run contact:flush [-- --all]`: one delivery pass over the outbox; exits non-zero if anything failed.
// `npm run contact:list [-- --json]`: every stored message with its delivery status.
// `npm run contact:prune [-- --older-than 180d]`: deletes delivered messages older than that
// (default CONTACT_RETENTION_DAYS), as the running server does once a day.
// All read the same variables as the server (CONTACT_DB, SMTP_URL, CONTACT_TO, CONTACT_FROM ...).
import { parseDuration, processEnv, readContactConfig } from '../contact/config.ts';
import { openOutbox, type StoredMessage } from '../contact/outbox.ts';
import { openContactService } from '../contact/service.ts';

const [command, ...options] = process.argv.slice(2);
const config = readContactConfig(processEnv);
// A command may wait for the server's write to finish; the server itself never waits this long (outbox-thread.ts).
const busyTimeoutMs = 5_000;

const time = (ms: number | null) => (ms === null ? '-' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function describe(message: StoredMessage): string {
  const when =
    message.status === 'sent'
      ? `sent ${time(message.sentAt)}`
      : message.status === 'sending'
        ? `being sent, lease until ${time(message.leaseUntil)}`
        : message.attempts === 0
          ? 'queued'
          : `queued, next attempt ${time(message.nextAttemptAt)}`;
  const preview = message.comments.replace(/\s+/g, ' ').slice(0, 100);
  return [
    `${time(message.createdAt)}  ${message.id}  [${message.status}]`,
    `  ${message.name} <${message.email}> · ${message.company} · ${message.lang}`,
    `  ${preview}${message.comments.length > 100 ? '…' : ''}`,
    `  ${when} · ${plural(message.attempts, 'attempt')}${message.lastError ? ` · last error: ${message.lastError}` : ''}`,
  ].join('\n');
}

async function flush(): Promise<number> {
  if (!config.smtpUrl) {
    console.error('SMTP_URL is not set: there is nowhere to deliver to. Messages stay stored (npm run contact:list).');
    return 1;
  }
  const service = await openContactService(config);
  try {
    const { sent, failed } = await service.flush({ ignoreSchedule: options.includes('--all') });
    const { queued, sending } = await service.outbox.counts();
    console.log(`${plural(sent, 'message')} sent, ${failed} failed; ${queued + sending} not yet delivered.`);
    return failed > 0 ? 1 : 0;
  } finally {
    await service.close();
  }
}

function list(): number {
  const outbox = openOutbox(config.dbFile, { busyTimeoutMs });
  try {
    const messages = outbox.list();
    if (options.includes('--json')) {
      console.log(JSON.stringify(messages, null, 2));
      return 0;
    }
    const { queued, sending, sent } = outbox.counts();
    console.log(`${plural(messages.length, 'message')} in ${outbox.file}: ${queued} queued, ${sending} being sent, ${sent} sent.`);
    for (const message of messages) console.log(`\n${describe(message)}`);
    return 0;
  } finally {
    outbox.close();
  }
}

function prune(): number {
  const flag = options.indexOf('--older-than');
  const written = flag === -1 ? `${config.retentionDays}d` : options[flag + 1];
  const age = written === undefined ? null : parseDuration(written);
  if (age === null) {
    console.error(`--older-than takes a duration such as 180d, 12h or 30m, not "${written ?? ''}".`);
    return 2;
  }
  const before = Date.now() - age;
  const outbox = openOutbox(config.dbFile, { busyTimeoutMs });
  try {
    const deleted = outbox.prune(before);
    const { queued, sending } = outbox.counts();
    console.log(`Deleted ${plural(deleted, 'delivered message')} stored before ${time(before)} from ${outbox.file}.`);
    if (queued + sending > 0) console.log(`${plural(queued + sending, 'undelivered message')} kept, whatever their age: they are leads not yet sent.`);
    return 0;
  } finally {
    outbox.close();
  }
}

const commands: Record<string, () => number | Promise<number>> = { flush, list, prune };
const run = command ? commands[command] : undefined;
if (run) process.exitCode = await run();
else {
  console.error('Usage: node src/server/cli/contact.ts flush [--all] | list [--json] | prune [--older-than 180d]');
  process.exitCode = 2;
}
