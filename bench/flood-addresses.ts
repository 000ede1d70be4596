// The flood of bench/abuse.ts's many-addresses case, in a process of its own: invalid posts to /api/contact through
// nginx on PORT (the site's name in SNI, Host and Origin, as a browser sends them) at RATE a second for SECONDS, each
// from the next of ADDRESSES loopback addresses (127.3.x.y), as a botnet spread over many addresses sends them, so
// nginx's limit per address lets a share through to Node. Trusts nginx's certificate through
// NODE_TLS_REJECT_UNAUTHORIZED=0, which bench/abuse.ts sets. Prints {"sent":…,"statuses":{…}} once done.
// Usage: node bench/flood-addresses.ts PORT RATE SECONDS ADDRESSES BODY
import { raw } from '../tests/support/hostile.ts';
import { publicHost } from '../tests/support/reverse-proxy.ts';

const [port = '', rate = '100', seconds = '10', addresses = '400', body = '{}'] = process.argv.slice(2);
const site = `${publicHost}:${port}`;
const statuses: Record<string, number> = {};
let sent = 0;
const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);

/** One post from `address`, on a connection of its own (a new visitor), counted by its answer or its error. */
const post = (address: string) =>
  raw(
    { base: `https://127.0.0.1:${port}`, host: site, servername: publicHost, localAddress: address },
    {
      method: 'POST',
      target: '/api/contact',
      headers: { Origin: `https://${site}`, 'Content-Type': 'application/json' },
      body,
    },
  ).then(
    (answer) => count(String(answer.status)),
    (error: NodeJS.ErrnoException) => count(error.code ?? 'error'),
  );

const addressOf = (n: number) => `127.3.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
const total = Number(rate) * Number(seconds);
const started = performance.now();
const inFlight: Promise<unknown>[] = [];
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
