// The flood of bench/abuse.ts's many-addresses case, in a process of its own: invalid posts to /api/contact through
// nginx at RATE a second for SECONDS, each from the next of ADDRESSES loopback addresses (127.3.x.y), as a botnet
// spread over many addresses sends them, so nginx's limit per address lets a share through to Node. Prints
// {"sent":…,"statuses":{…}} once done. Usage: node bench/flood-addresses.ts URL RATE SECONDS ADDRESSES BODY
import { request } from 'node:https';

const [url = '', rate = '100', seconds = '10', addresses = '400', body = '{}'] = process.argv.slice(2);
const target = new URL(url);
const statuses: Record<string, number> = {};
let sent = 0;
const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);

/** One post from `address`, on a connection of its own (a new visitor), answered or failed. */
const post = (address: string) =>
  new Promise<void>((resolve) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: '/api/contact',
        method: 'POST',
        localAddress: address,
        agent: false,
        rejectUnauthorized: false,
        servername: target.searchParams.get('servername') ?? undefined,
        headers: {
          Host: target.searchParams.get('host') ?? target.host,
          Origin: target.searchParams.get('origin') ?? target.origin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => (count(String(res.statusCode)), resolve()));
      },
    );
    req.once('error', (error: NodeJS.ErrnoException) => (count(error.code ?? 'error'), resolve()));
    req.end(body);
  });

const addressOf = (n: number) => `127.3.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
const total = Number(rate) * Number(seconds);
const started = performance.now();
const inFlight: Promise<void>[] = [];
for (let n = 0; n < total; n++) {
  // On schedule: the nth post leaves at n / RATE seconds, however slowly the others are answered.
  const due = started + (n * 1000) / Number(rate);
  const wait = due - performance.now();
  // eslint-disable-next-line no-restricted-globals -- the flood's schedule is its time: each post leaves when due
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  inFlight.push(post(addressOf(n % Number(addresses))));
  sent++;
}
await Promise.all(inFlight);
process.stdout.write(`${JSON.stringify({ sent, statuses })}\n`);
