// `npm run bench:contact`: loads POST /api/contact of the built site with autocannon on 127.0.0.1 and prints
// requests per second, p50/p99 latency and errors for valid and invalid bodies. BENCH_SECONDS (default 10)
// and BENCH_CONNECTIONS (default 10) change the load. Each run uses a throwaway CONTACT_DB. Writes bench/results/contact.json.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { freePort, startSite, type RunningSite } from '../tests/support/server.ts';
import { outboxCounts, tempDb } from '../tests/support/contact.ts';
import { waitFor } from '../tests/support/wait.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const valid = JSON.stringify({
  body: { name: 'Ana Rodríguez', company: 'Estudio Norte', email: 'ana@norte.com.ar', comments: 'Una web nueva para la marca, con tienda y blog. '.repeat(8) },
});
const invalid = JSON.stringify({ body: { name: '', company: 'Estudio Norte', email: 'ana@norte', comments: '' } });

interface Scenario {
  title: string;
  body: string;
  expected: number;
  env: Record<string, string>;
  smtp?: boolean;
}

const raised = { CONTACT_RATE_LIMIT: '1000000000' };
const scenarios: Scenario[] = [
  { title: 'valid, stored (no SMTP_URL)', body: valid, expected: 200, env: raised },
  { title: 'valid, stored and delivered to a local SMTP server', body: valid, expected: 200, env: { ...raised, CONTACT_WORKER_INTERVAL_MS: '1000' }, smtp: true },
  { title: 'invalid fields (400)', body: invalid, expected: 400, env: raised },
  { title: 'malformed JSON (400)', body: '{"body": {"name": "Ana"', expected: 400, env: raised },
  { title: 'past the rate limit (429, default 5/min)', body: valid, expected: 429, env: {} },
];

/** An SMTP server that accepts and counts, without parsing, so it costs the machine as little as possible. */
async function countingSmtp(): Promise<{ url: string; count: () => number; stop: () => Promise<void> }> {
  const port = await freePort();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, count: () => received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  note: string;
}
const rows: Row[] = [];

console.log(`Contact endpoint benchmark: ${connections} connections, ${seconds} s per scenario, ${cpus().length} CPU cores, Node ${process.version}\n`);

for (const scenario of scenarios) {
  const db = tempDb();
  const smtp = scenario.smtp ? await countingSmtp() : undefined;
  let site: RunningSite | undefined;
  try {
    site = await startSite({ ...scenario.env, CONTACT_DB: db.file, ...(smtp ? { SMTP_URL: smtp.url } : {}) });
    const request = {
      url: `${site.baseURL}/api/contact`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: scenario.body,
      connections,
    };
    await autocannon({ ...request, duration: 2 }); // warm-up, not counted
    const stored = outboxCounts(db.file).total;
    const result = await autocannon({ ...request, duration: seconds });
    const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`).join(' ');
    const unexpected = Object.entries(result.statusCodeStats)
      .filter(([status]) => Number(status) !== scenario.expected)
      .reduce((sum, [, { count }]) => sum + count, 0);
    const errors = result.errors + result.timeouts + unexpected;
    let note = statuses;
    if (scenario.expected === 200) {
      note += ` · ${outboxCounts(db.file).total - stored} rows stored`;
      if (smtp) {
        // Delivery runs behind the answers; let it drain (warm-up messages included) and count what arrived.
        const loadEnded = performance.now();
        const before = smtp.count();
        await waitFor('delivery to drain', () => outboxCounts(db.file).sent === outboxCounts(db.file).total, { timeoutMs: 600_000, intervalMs: 500 }).catch(() => {});
        const drainSeconds = (performance.now() - loadEnded) / 1000;
        note += ` · ${smtp.count()} of ${outboxCounts(db.file).total} e-mails delivered (warm-up included), the last ${smtp.count() - before} in ${drainSeconds.toFixed(0)} s after the load (${Math.round((smtp.count() - before) / drainSeconds)}/s)`;
      }
    }
    console.log(`${scenario.title}\n  ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${errors} errors · ${note}\n`);
    rows.push({
      scenario: scenario.title,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors,
      note,
    });
  } finally {
    await site?.stop();
    await smtp?.stop();
    db.remove();
  }
}

console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${pad(row.scenario, 50)} | ${pad(row.requestsPerSecond, 6)} | ${pad(row.p50Ms, 4)} | ${pad(row.p99Ms, 4)} | ${pad(row.errors, 6)} |`);
}
await writeFile(
  'bench/results/contact.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), connections, seconds, cores: cpus().length, node: process.version, rows }, null, 2)}\n`,
);
