// `npm run bench:contact`: loads POST /api/contact of the built site with autocannon on 127.0.0.1 and prints
// requests per second, p50/p99 latency and errors for valid and invalid bodies; valid ones stored in SQLite and in
// PostgreSQL (a throwaway cluster with durable commits, as SQLite's synchronous = FULL), with one instance and with
// two sharing the store, side by side. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) change the
// load. Each scenario uses a throwaway outbox. Writes bench/results/contact.json.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { freePort, startSite, type RunningSite } from '../tests/support/server.ts';
import { postgresStore, sqliteStore, type StoreUnderTest } from '../tests/support/outbox-stores.ts';
import { startPostgres } from '../tests/support/postgres.ts';
import { waitFor } from '../tests/support/wait.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const valid = JSON.stringify({
  body: {
    name: 'Ana Rodríguez',
    company: 'Estudio Norte',
    email: 'ana@norte.com.ar',
    comments: 'Una web nueva para la marca, con tienda y blog. '.repeat(8),
  },
});
const invalid = JSON.stringify({ body: { name: '', company: 'Estudio Norte', email: 'ana@norte', comments: '' } });

interface Scenario {
  title: string;
  body: string;
  expected: number;
  env: Record<string, string>;
  smtp?: boolean;
  /** The outbox (SQLite unless told). */
  store?: StoreUnderTest['name'];
  /** Instances sharing the outbox, each loaded with half the connections (1 unless told). */
  instances?: 1 | 2;
}

const raised = { CONTACT_RATE_LIMIT: '1000000000' };
const stored = 'valid, stored (no SMTP_URL)';
const scenarios: Scenario[] = [
  { title: stored, body: valid, expected: 200, env: raised },
  { title: `${stored}, PostgreSQL`, body: valid, expected: 200, env: raised, store: 'PostgreSQL' },
  {
    title: `${stored}, PostgreSQL, two instances`,
    body: valid,
    expected: 200,
    env: raised,
    store: 'PostgreSQL',
    instances: 2,
  },
  { title: `${stored}, SQLite, two instances on one host`, body: valid, expected: 200, env: raised, instances: 2 },
  {
    title: 'valid, stored and delivered to a local SMTP server',
    body: valid,
    expected: 200,
    env: { ...raised, CONTACT_WORKER_INTERVAL_MS: '1000' },
    smtp: true,
  },
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
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

console.log(
  `Contact endpoint benchmark: ${connections} connections, ${seconds} s per scenario, ${cpus().length} CPU cores, Node ${process.version}\n`,
);

const cluster = await startPostgres({ durable: true });
/** How many messages the outbox holds, and how many of them are sent. */
const counts = async (store: StoreUnderTest) => {
  const all = await store.rows();
  return { total: all.length, sent: all.filter((row) => row.status === 'sent').length };
};

try {
  for (const scenario of scenarios) {
    const store = scenario.store === 'PostgreSQL' ? await postgresStore(cluster) : sqliteStore();
    const smtp = scenario.smtp ? await countingSmtp() : undefined;
    const sites: RunningSite[] = [];
    try {
      for (let i = 0; i < (scenario.instances ?? 1); i++)
        sites.push(await startSite({ ...scenario.env, ...store.env, ...(smtp ? { SMTP_URL: smtp.url } : {}) }));
      // Each instance gets its share of the connections, in the same process, as a proxy would spread them.
      const load = (duration: number) =>
        Promise.all(
          sites.map((site) =>
            autocannon({
              url: `${site.baseURL}/api/contact`,
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: scenario.body,
              connections: Math.max(1, Math.round(connections / sites.length)),
              duration,
            }),
          ),
        );
      await load(2); // warm-up, not counted
      const storedBefore = (await counts(store)).total;
      const results = await load(seconds);
      const statusCounts = new Map<string, number>();
      for (const result of results)
        for (const [status, { count }] of Object.entries(result.statusCodeStats))
          statusCounts.set(status, (statusCounts.get(status) ?? 0) + count);
      const statuses = [...statusCounts].map(([status, count]) => `${status}×${count}`).join(' ');
      const unexpected = [...statusCounts]
        .filter(([status]) => Number(status) !== scenario.expected)
        .reduce((sum, [, count]) => sum + count, 0);
      const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0) + unexpected;
      let note = statuses;
      if (scenario.expected === 200) {
        note += ` · ${(await counts(store)).total - storedBefore} rows stored`;
        if (smtp) {
          // Delivery runs behind the answers; let it drain (warm-up messages included) and count what arrived.
          const loadEnded = performance.now();
          const before = smtp.count();
          await waitFor(
            'delivery to drain',
            async () => {
              const now = await counts(store);
              return now.sent === now.total;
            },
            { timeoutMs: 600_000, intervalMs: 500 },
          ).catch(() => {});
          const drainSeconds = (performance.now() - loadEnded) / 1000;
          note += ` · ${smtp.count()} of ${(await counts(store)).total} e-mails delivered (warm-up included), the last ${smtp.count() - before} in ${drainSeconds.toFixed(0)} s after the load (${Math.round((smtp.count() - before) / drainSeconds)}/s)`;
        }
      }
      const row: Row = {
        scenario: scenario.title,
        requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
        // With two instances, the slower one's: what a visitor behind the proxy may meet.
        p50Ms: Math.max(...results.map((result) => result.latency.p50)),
        p99Ms: Math.max(...results.map((result) => result.latency.p99)),
        errors,
        note,
      };
      console.log(
        `${scenario.title}\n  ${row.requestsPerSecond} req/s · p50 ${row.p50Ms} ms · p99 ${row.p99Ms} ms · ${errors} errors · ${note}\n`,
      );
      rows.push(row);
    } finally {
      for (const site of sites) await site.stop();
      await smtp?.stop();
      await store.remove();
    }
  }
} finally {
  await cluster.remove();
}

console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${pad(row.scenario, 50)} | ${pad(row.requestsPerSecond, 6)} | ${pad(row.p50Ms, 4)} | ${pad(row.p99Ms, 4)} | ${pad(row.errors, 6)} |`,
  );
}
const storedRate = (title: string) => rows.find((row) => row.scenario === title)?.requestsPerSecond ?? '—';
console.log('\nStored requests/s, side by side:\n');
console.log(
  '| SQLite, one instance | PostgreSQL, one instance | PostgreSQL, two instances | SQLite, two instances on one host |',
);
console.log('|---|---|---|---|');
console.log(
  `| ${storedRate(stored)} | ${storedRate(`${stored}, PostgreSQL`)} | ${storedRate(`${stored}, PostgreSQL, two instances`)} | ${storedRate(`${stored}, SQLite, two instances on one host`)} |`,
);
await writeFile(
  'bench/results/contact.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), connections, seconds, cores: cpus().length, node: process.version, rows }, null, 2)}\n`,
);
