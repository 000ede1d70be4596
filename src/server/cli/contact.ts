// `npm run contact:flush [-- --all]`: one delivery pass over the outbox; exits non-zero if anything failed.
// `npm run contact:list [-- --json]`: every stored message with its delivery status.
// `npm run contact:prune [-- --older-than 180d]`: deletes delivered messages older than that
// (default CONTACT_RETENTION_DAYS), as the running server does once a day.
// `npm run contact:migrate -- --from data/contact.sqlite`: copies a SQLite outbox into the PostgreSQL of
// DATABASE_URL, every message once however often it runs.
// All read the same variables as the server (DATABASE_URL or CONTACT_DB, SMTP_URL, CONTACT_TO, CONTACT_FROM ...)
// and work on the store those name.
import { existsSync } from 'node:fs';
import { parseDuration, processEnv, readContactConfig } from '../contact/config.ts';
import type { StoredMessage } from '../contact/outbox.ts';
import { openSqliteOutbox } from '../contact/outbox-sqlite.ts';
import { openOutbox } from '../contact/outbox-store.ts';
import { openContactService } from '../contact/service.ts';

const [command, ...options] = process.argv.slice(2);
const config = readContactConfig(processEnv);

const time = (ms: number | null) =>
  ms === null ? '-' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
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
  const service = await openContactService(config, console, { command: true });
  try {
    const { sent, failed } = await service.flush({ ignoreSchedule: options.includes('--all') });
    const { queued, sending } = await service.outbox.counts();
    console.log(`${plural(sent, 'message')} sent, ${failed} failed; ${queued + sending} not yet delivered.`);
    return failed > 0 ? 1 : 0;
  } finally {
    await service.close();
  }
}

async function list(): Promise<number> {
  const outbox = await openOutbox(config, { command: true });
  try {
    const messages = await outbox.list();
    if (options.includes('--json')) {
      console.log(JSON.stringify(messages, null, 2));
      return 0;
    }
    const { queued, sending, sent } = await outbox.counts();
    console.log(
      `${plural(messages.length, 'message')} in ${outbox.location}: ${queued} queued, ${sending} being sent, ${sent} sent.`,
    );
    for (const message of messages) console.log(`\n${describe(message)}`);
    return 0;
  } finally {
    await outbox.close();
  }
}

async function prune(): Promise<number> {
  const flag = options.indexOf('--older-than');
  const written = flag === -1 ? `${config.retentionDays}d` : options[flag + 1];
  const age = written === undefined ? null : parseDuration(written);
  if (age === null) {
    console.error(`--older-than takes a duration such as 180d, 12h or 30m, not "${written ?? ''}".`);
    return 2;
  }
  const before = Date.now() - age;
  const outbox = await openOutbox(config, { command: true });
  try {
    const deleted = await outbox.prune(before);
    const { queued, sending } = await outbox.counts();
    console.log(
      `Deleted ${plural(deleted, 'delivered message')} stored before ${time(before)} from ${outbox.location}.`,
    );
    if (queued + sending > 0)
      console.log(
        `${plural(queued + sending, 'undelivered message')} kept, whatever their age: they are leads not yet sent.`,
      );
    return 0;
  } finally {
    await outbox.close();
  }
}

async function migrate(): Promise<number> {
  const flag = options.indexOf('--from');
  const from = flag === -1 ? undefined : options[flag + 1];
  if (!config.databaseUrl) {
    console.error('DATABASE_URL is not set: it names the PostgreSQL database the outbox moves to.');
    return 2;
  }
  if (!from || !existsSync(from)) {
    console.error(
      `--from takes the SQLite outbox to copy, such as data/contact.sqlite${from ? `: there is no ${from}` : ''}.`,
    );
    return 2;
  }
  const source = openSqliteOutbox(from, { busyTimeoutMs: 5_000 });
  try {
    const target = await openOutbox(config, { command: true });
    try {
      const messages = source.list();
      const copied = await target.import(messages);
      const { queued, sending, sent } = await target.counts();
      console.log(
        `Copied ${plural(copied, 'message')} of ${messages.length} from ${source.file} to ${target.location} (${messages.length - copied} were there already).`,
      );
      console.log(`${target.location} now holds ${queued} queued, ${sending} being sent, ${sent} sent.`);
      return 0;
    } finally {
      await target.close();
    }
  } finally {
    source.close();
  }
}

const commands: Record<string, () => Promise<number>> = { flush, list, prune, migrate };
const run = command ? commands[command] : undefined;
if (run) process.exitCode = await run();
else {
  console.error(
    'Usage: node src/server/cli/contact.ts flush [--all] | list [--json] | prune [--older-than 180d] | migrate --from data/contact.sqlite',
  );
  process.exitCode = 2;
}
