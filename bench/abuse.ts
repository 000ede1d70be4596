// `npm run bench:abuse`: what a flood of bad posts to /api/contact costs the pages. Measures the pages' latency
// (every page of the site in turn, at a steady BENCH_PAGE_RATE requests a second) alone, then while another process
// floods the endpoint with invalid posts (each parsed and validated: 400) and with posts past the rate limit (429),
// and prints the p99 under each flood as a ratio of the p99 alone, with the share of a core the server used (the
// figure other work on this shared machine moves least). The flood comes at a fixed BENCH_FLOOD_RATE
// (default 1000 posts a second, from BENCH_CONNECTIONS, default 10): as fast as possible would measure how much CPU
// the load generator takes from the server on this 2-core machine rather than what a post costs.
// BENCH_SECONDS (default 10) sets each run's length. Then the same through the shipped nginx config
// (deploy/nginx.conf, TLS, its limit_req on /api/contact): nginx serves the pages and refuses the flood itself with
// 429 past a visitor's budget, so the Node server hardly sees it. Last, the flood spread over BENCH_ADDRESSES (400)
// addresses at BENCH_SPREAD_RATE (200) posts a second (bench/flood-addresses.ts), so nginx lets each address's share
// through, with the outbox in SQLite and in PostgreSQL: it prints the invalid posts a second that reach Node, the
// pages' p99 and valid posts' p99 (one a visitor every 200 ms) beside the same without the flood. Writes
// bench/results/abuse.json.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { freePort, metricOn, startSite, type RunningSite } from '../tests/support/server.ts';
import { raw } from '../tests/support/hostile.ts';
import { tempDb } from '../tests/support/contact.ts';
import { publicHost, startNginx, type RunningProxy } from '../tests/support/reverse-proxy.ts';
import { postgresInstalled, startPostgres } from '../tests/support/postgres.ts';
import { allPages } from '../tests/support/site.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const floodConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 100);
const floodRate = Number(process.env.BENCH_FLOOD_RATE ?? 1000);

interface Flood {
  title: string;
  body: string;
  /** The rate limit the server runs with: raised so invalid posts reach validation, or the default. */
  rateLimit: string;
  expected: number;
}

const invalid = JSON.stringify({
  body: { name: '', company: 'Estudio Norte', email: 'ana@norte', comments: 'x'.repeat(2_000) },
});
const valid = JSON.stringify({
  body: { name: 'Ana Rodríguez', company: 'Estudio Norte', email: 'ana@norte.com.ar', comments: 'Una web nueva.' },
});
const invalidFlood: Flood = { title: 'invalid posts (400)', body: invalid, rateLimit: '1000000000', expected: 400 };
/** Who answers the flood and the pages: the Node server itself, or nginx in front of it. */
type Via = 'Node' | 'nginx';
const runs: { via: Via; flood: Flood | null }[] = [
  { via: 'Node', flood: null },
  { via: 'Node', flood: invalidFlood },
  { via: 'Node', flood: { title: 'posts past the rate limit (429)', body: valid, rateLimit: '5', expected: 429 } },
  { via: 'nginx', flood: null },
  // Invalid posts too, but nginx's limit_req refuses all but a visitor's first five a minute before Node parses them.
  { via: 'nginx', flood: { ...invalidFlood, title: 'invalid posts (429 from nginx)', expected: 429 } },
];
// nginx's certificate is made for the bench (tests/support/reverse-proxy.ts); this process and the flood's trust it.
const selfSigned = { NODE_TLS_REJECT_UNAUTHORIZED: '0' };

interface FloodResult {
  requestsPerSecond: number;
  statuses: Record<string, number>;
}

/** autocannon in its own process, so the flood does not share the measuring client's event loop. */
function flood(baseURL: string, { body }: Flood, named: string[] = []): Promise<FloodResult> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    ...named,
    '--json',
    '-c',
    String(floodConnections),
    '-R',
    String(floodRate),
    '-d',
    String(seconds),
    '-m',
    'POST',
    '-H',
    'Content-Type: application/json',
    '-b',
    body,
    `${baseURL}/api/contact`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, ...selfSigned },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const result = JSON.parse(output) as {
          requests: { average: number };
          statusCodeStats: Record<string, { count: number }>;
        };
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          statuses: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
          ),
        });
      } catch (error) {
        reject(new Error(`The flood's autocannon printed no result: ${String(error)}`));
      }
    });
  });
}

/** CPU time (ms) the process has used so far, from /proc: a figure other work on the machine does not move. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Row {
  scenario: string;
  via: Via;
  pagesP50Ms: number;
  pagesP99Ms: number;
  pagesMaxMs: number;
  pageErrors: number;
  /** This scenario's page p99 divided by the p99 with no flood, through the same front. */
  ratio: number;
  /** Share of one core the Node server used during the measurement. */
  serverCpuPercent: number;
  flood: FloodResult | null;
}

const rows: Row[] = [];
console.log(
  `Pages under an endpoint flood: ${allPages.length} pages at ${pageRate} req/s, a flood of ${floodRate} posts/s from ${floodConnections} connections, ${seconds} s each, ${cpus().length} CPU cores, Node ${process.version}\n`,
);

for (const { via, flood: scenario } of runs) {
  const db = tempDb();
  let site: RunningSite | undefined;
  let proxy: RunningProxy | undefined;
  try {
    site = await startSite({
      CONTACT_DB: db.file,
      CONTACT_RATE_LIMIT: scenario?.rateLimit ?? '5',
      ...(via === 'nginx' ? { TRUST_PROXY: '127.0.0.1' } : {}),
    });
    if (via === 'nginx') {
      proxy = await startNginx({ upstreamPorts: [site.port], root: 'dist/client' });
      Object.assign(process.env, selfSigned);
    }
    const baseURL = proxy ? `https://127.0.0.1:${proxy.httpsPort}` : site.baseURL;
    // nginx answers its site's name only (TLS's SNI and Host), as a browser asks for it.
    const asBrowser = proxy ? { servername: publicHost, headers: { host: `${publicHost}:${proxy.httpsPort}` } } : {};
    const named = proxy
      ? [
          '--servername',
          publicHost,
          '-H',
          `Host: ${publicHost}:${proxy.httpsPort}`,
          '-H',
          `Origin: https://${publicHost}:${proxy.httpsPort}`,
        ]
      : [];
    const pages = {
      url: baseURL,
      ...asBrowser,
      connections: 4,
      overallRate: pageRate,
      requests: allPages.map(({ path }) => ({ method: 'GET', path })),
    };
    await autocannon({ ...pages, duration: 2 }); // warm-up, not counted
    const cpuBefore = cpuMs(site.process.pid!);
    const [measured, flooded] = await Promise.all([
      autocannon({ ...pages, duration: seconds }),
      scenario ? flood(baseURL, scenario, named) : Promise.resolve(null),
    ]);
    const serverCpuPercent = Math.round((cpuMs(site.process.pid!) - cpuBefore) / (seconds * 10));
    const wrong = Object.entries(measured.statusCodeStats)
      .filter(([status]) => status !== '200')
      .reduce((sum, [, { count }]) => sum + count, 0);
    const alone = rows.find((row) => row.via === via && row.flood === null);
    const row: Row = {
      scenario: `${scenario ? `pages while flooded with ${scenario.title}` : 'pages alone'}, through ${via}`,
      via,
      pagesP50Ms: measured.latency.p50,
      pagesP99Ms: measured.latency.p99,
      pagesMaxMs: measured.latency.max,
      pageErrors: measured.errors + measured.timeouts + wrong,
      ratio: alone ? Math.round((measured.latency.p99 / Math.max(1, alone.pagesP99Ms)) * 100) / 100 : 1,
      serverCpuPercent,
      flood: flooded,
    };
    if (scenario && flooded && !flooded.statuses[scenario.expected])
      throw new Error(`The flood got none of the expected ${scenario.expected}: ${JSON.stringify(flooded.statuses)}`);
    rows.push(row);
    const floodNote = flooded
      ? ` · flood ${flooded.requestsPerSecond} req/s (${Object.entries(flooded.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')})`
      : '';
    console.log(
      `${row.scenario}\n  pages p50 ${row.pagesP50Ms} ms · p99 ${row.pagesP99Ms} ms · max ${row.pagesMaxMs} ms · ${row.pageErrors} errors · p99 ratio ${row.ratio} · Node server CPU ${row.serverCpuPercent} % of a core${floodNote}\n`,
    );
  } finally {
    await proxy?.stop();
    await site?.stop();
    db.remove();
  }
}

/** Prints a Markdown table, as docs/contact.md quotes it. */
function printTable(headers: string[], cells: (string | number)[][]): void {
  console.log([headers, headers.map(() => '---'), ...cells].map((row) => `| ${row.join(' | ')} |`).join('\n'));
}

printTable(
  ['scenario', 'pages p50 ms', 'pages p99 ms', 'p99 ratio', 'Node server CPU %', 'flood req/s'],
  rows.map((row) => [
    row.scenario,
    row.pagesP50Ms,
    row.pagesP99Ms,
    row.ratio,
    row.serverCpuPercent,
    row.flood?.requestsPerSecond ?? '—',
  ]),
);
// ---- The flood from many addresses, through nginx, each store.
const addresses = Number(process.env.BENCH_ADDRESSES ?? 400);
// Every post a new visitor's TLS connection: at 1,000 a second the load generator and nginx's handshakes fill both
// cores by themselves; at 200, each address's five a minute all pass nginx, so all of them reach Node.
const spreadRate = Number(process.env.BENCH_SPREAD_RATE ?? 200);

/** A post to /api/contact as a visitor's browser sends it through nginx, from `address`: its status (0 unanswered). */
function postThrough(proxy: RunningProxy, address: string, body: string): Promise<{ status: number; ms: number }> {
  const site = `${publicHost}:${proxy.httpsPort}`;
  const started = performance.now();
  const endpoint = { base: `https://127.0.0.1:${proxy.httpsPort}`, host: site, ca: proxy.certificate };
  return raw(
    { ...endpoint, servername: publicHost, localAddress: address },
    {
      method: 'POST',
      target: '/api/contact',
      headers: { Origin: `https://${site}`, 'Content-Type': 'application/json' },
      body,
    },
  ).catch(() => ({ status: 0, ms: performance.now() - started }));
}

/** Invalid posts Node answered so far (400, and 429 from its own limiter), from its metrics. */
async function refusedByNode(metricsPort: number): Promise<number> {
  const series = (status: number) => `lumbre_http_requests_total{kind="contact",status="${status}"}`;
  return (await metricOn(metricsPort, series(400))) + (await metricOn(metricsPort, series(429)));
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

interface SpreadRow {
  store: string;
  flooded: boolean;
  pagesP99Ms: number;
  validP99Ms: number;
  validFailed: number;
  invalidAtNodePerSecond: number;
  flood: { sent: number; statuses: Record<string, number> } | null;
}
const spread: SpreadRow[] = [];
const stores = [{ name: 'SQLite' }, ...(postgresInstalled ? [{ name: 'PostgreSQL' }] : [])];
let visitor = 0;
for (const store of stores) {
  for (const flooded of [false, true]) {
    const db = tempDb();
    const cluster = store.name === 'PostgreSQL' ? await startPostgres({ durable: true }) : undefined;
    let site: RunningSite | undefined;
    let proxy: RunningProxy | undefined;
    try {
      const metricsPort = await freePort();
      site = await startSite({
        ...(cluster ? { DATABASE_URL: await cluster.createDatabase() } : { CONTACT_DB: db.file }),
        TRUST_PROXY: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
      });
      const front = (proxy = await startNginx({ upstreamPorts: [site.port], root: 'dist/client' }));
      const port = front.httpsPort;
      const pages = {
        url: `https://127.0.0.1:${port}`,
        servername: publicHost,
        headers: { host: `${publicHost}:${port}` },
        connections: 4,
        overallRate: pageRate,
        requests: allPages.map(({ path }) => ({ method: 'GET', path })),
      };
      Object.assign(process.env, selfSigned);
      await autocannon({ ...pages, duration: 2 });
      const before = await refusedByNode(metricsPort);
      const times: number[] = [];
      let failed = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const answer = await postThrough(
            front,
            `127.4.${Math.floor(++visitor / 250) % 250}.${(visitor % 250) + 1}`,
            valid,
          );
          times.push(answer.ms);
          if (answer.status !== 200) failed++;
          // eslint-disable-next-line no-restricted-globals -- a visitor's pace: the next post 200 ms after this one
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      const floodRun = flooded
        ? new Promise<SpreadRow['flood']>((resolve, reject) => {
            const child = spawn(
              process.execPath,
              [
                'bench/flood-addresses.ts',
                String(port),
                String(spreadRate),
                String(seconds),
                String(addresses),
                invalid,
              ],
              { stdio: ['ignore', 'pipe', 'inherit'] },
            );
            let output = '';
            child.stdout.on('data', (chunk) => (output += chunk));
            child.once('error', reject);
            child.once('exit', () => resolve(JSON.parse(output) as SpreadRow['flood']));
          })
        : Promise.resolve(null);
      const [measured, floodResult] = await Promise.all([autocannon({ ...pages, duration: seconds }), floodRun]);
      probing = false;
      await probe;
      const row: SpreadRow = {
        store: store.name,
        flooded,
        pagesP99Ms: measured.latency.p99,
        validP99Ms: Math.round(p99(times)),
        validFailed: failed,
        invalidAtNodePerSecond: Math.round((await refusedByNode(metricsPort)) - before) / seconds,
        flood: floodResult,
      };
      spread.push(row);
      console.log(
        `${store.name}, ${flooded ? `flooded from ${addresses} addresses at ${spreadRate}/s` : 'no flood'}: pages p99 ${row.pagesP99Ms} ms · valid posts p99 ${row.validP99Ms} ms (${times.length} sent, ${failed} not 200) · invalid posts reaching Node ${row.invalidAtNodePerSecond}/s${floodResult ? ` · flood ${JSON.stringify(floodResult.statuses)}` : ''}`,
      );
    } finally {
      await proxy?.stop();
      await site?.stop();
      await cluster?.remove();
      db.remove();
    }
  }
}
console.log('');
printTable(
  ['store', 'flood', 'pages p99 ms', 'valid posts p99 ms', 'invalid posts at Node /s'],
  spread.map((row) => [
    row.store,
    row.flooded ? `${spreadRate}/s from ${addresses} addresses` : 'none',
    row.pagesP99Ms,
    row.validP99Ms,
    row.invalidAtNodePerSecond,
  ]),
);

await writeFile(
  'bench/results/abuse.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds, pageRate, floodRate, floodConnections, cores: cpus().length, node: process.version, rows, spreadRate, addresses, spread }, null, 2)}\n`,
);
