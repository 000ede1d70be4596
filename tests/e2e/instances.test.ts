// More than one server: instances of the built site sharing one PostgreSQL outbox (a throwaway cluster for this
// file), delivering to a real SMTP server. An instance killed and restarted under load, PostgreSQL stopped under
// load, a rolling restart of two instances behind the shipped nginx config, and a SQLite outbox moved over.
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/server.ts';
import { arrivals } from '../support/smtp.ts';
import { fastContactEnv, outboxRows, postJson, runContactCli, tempDb, validFields } from '../support/contact.ts';
import { useContactLab } from '../support/contact-lab.ts';
import { allDelivered, postgresStore, type StoreUnderTest } from '../support/outbox-stores.ts';
import { caddyInstalled, publicHost, startCaddy, startNginx, type RunningProxy } from '../support/reverse-proxy.ts';
import { waitFor } from '../support/wait.ts';
import { describeDatabase } from '../../src/server/contact/outbox-postgres.ts';
import { openSqliteOutbox } from '../../src/server/contact/outbox-sqlite.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { apiSecurityHeaders, hstsHeader } from '../../src/server/policy.ts';

const lab = useContactLab();
const { sink } = lab;
const instance = lab.site;

/** Posts one message; resolves with the stored id, or with the status (0: no answer at all) when it was not stored. */
async function post(
  baseURL: string,
  name: string,
): Promise<{ id?: string; status: number; retryAfter?: string | null }> {
  try {
    const response = await postJson(baseURL, { body: { ...validFields, name } });
    if (response.status !== 200) return { status: response.status, retryAfter: response.headers.get('retry-after') };
    return { status: 200, id: ((await response.json()) as { id: string }).id };
  } catch {
    return { status: 0 };
  }
}

/**
 * An HTTPS request to a proxy as a browser on `from` makes it, on a connection of its own; given `patienceMs`, it
 * fails when no answer has come by then, as a visitor gives up.
 */
function visit(
  proxy: RunningProxy,
  method: string,
  path: string,
  from: string,
  body?: string,
  patienceMs?: number,
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `${publicHost}:${proxy.httpsPort}` };
    if (body !== undefined)
      Object.assign(headers, {
        'Content-Type': 'application/json',
        Origin: `https://${publicHost}:${proxy.httpsPort}`,
        'Content-Length': String(Buffer.byteLength(body)),
      });
    const req = request(
      {
        host: '127.0.0.1',
        port: proxy.httpsPort,
        servername: publicHost,
        ca: proxy.certificate,
        localAddress: from,
        method,
        path,
        headers,
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (patienceMs !== undefined)
      req.setTimeout(patienceMs, () => req.destroy(new Error(`No answer within ${patienceMs} ms`)));
    req.end(body);
  });
}

/** Posts one message through `proxy` from `from`; resolves with the stored id, or the answer when it was not stored. */
async function postThrough(proxy: RunningProxy, from: string, name: string, patienceMs?: number) {
  const body = JSON.stringify({ body: { ...validFields, name } });
  const answer = await visit(proxy, 'POST', '/api/contact', from, body, patienceMs);
  return { ...answer, id: answer.status === 200 ? (JSON.parse(answer.body) as { id: string }).id : undefined };
}

/** Visitors' addresses, one per post, so the proxy's per-visitor limit stays out of the way. */
function addresses(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}.${Math.floor(count / 250)}.${(count++ % 250) + 1}`;
}

describe('two instances sharing one PostgreSQL outbox', () => {
  it('deliver every post answered 200 exactly once while one of them is killed with SIGKILL and restarted', async () => {
    const mail = await sink();
    const store = await postgresStore(lab.cluster());
    // A claim the killed instance held is taken over once its lease (1.5 s here) runs out.
    const env = { ...fastContactEnv, ...store.env, SMTP_URL: mail.url, CONTACT_LEASE_MS: '1500' };
    const port = await freePort();
    let first = await instance(env, port);
    const second = await instance(env);

    // The mail server is down while the instance dies, so the kill cannot fall between a message reaching the
    // mail server and its mark (the at-least-once window, docs/contact.md): every message is attempted, fails,
    // and is claimed again, by both instances, and by the restarted one after its predecessor's lease.
    // Each post goes to one instance, and to the other if the first gives no answer at all (dead, or killed
    // with the post in flight), as the proxy does.
    const stored: string[] = [];
    const refused: number[] = [];
    let next = 0;
    const sender = async () => {
      while (next < 200) {
        const index = next++;
        const targets = index % 2 === 0 ? [first, second] : [second, first];
        let answer = await post(targets[0]!.baseURL, `Kill ${index}`);
        if (answer.status === 0) answer = await post(targets[1]!.baseURL, `Kill ${index}`);
        if (answer.status === 200) stored.push(answer.id!);
        else refused.push(answer.status);
        if (index === 60) {
          await first.stop('SIGKILL');
          first = await instance(env, port);
        }
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);
    expect(refused).toEqual([]);
    expect(stored).toHaveLength(200);
    expect(new Set(stored).size).toBe(200);

    await mail.start();
    await allDelivered(store, mail);
    const delivered = arrivals(mail);
    for (const id of stored) expect(delivered.get(id), id).toBe(1);
    // Nothing arrived twice, the messages of posts cut off by the kill included.
    expect([...delivered.values()].every((count) => count === 1)).toBe(true);
    expect(delivered.size).toBe((await store.rows()).length);
  }, 180_000);

  it('count a visitor’s posts together: past CONTACT_RATE_LIMIT, the next post is refused whichever instance it reaches', async () => {
    const store = await postgresStore(lab.cluster());
    const env = { ...fastContactEnv, ...store.env, CONTACT_RATE_LIMIT: '3' };
    const instances = [await instance(env), await instance(env)];
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await post(instances[index % 2]!.baseURL, `Limited ${index}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]!.retryAfter)).toBeGreaterThan(0);
    expect((await post(instances[0]!.baseURL, 'Limited again')).status).toBe(429);
  });

  it('moves a SQLite outbox over with contact:migrate, pending and delivered messages once however often it runs', async () => {
    const sqlite = tempDb();
    lab.after(() => sqlite.remove());
    const old = openSqliteOutbox(sqlite.file, { now: () => Date.now() - 86_400_000 });
    const delivered = old.add({ ...validFields, name: 'Moved delivered' }, 'es');
    old.claim({ owner: 'old', leaseMs: 60_000, notAttemptedSince: Date.now() });
    old.markSent(delivered.id, 'old');
    const pending = [
      old.add({ ...validFields, name: 'Moved pending 1' }, 'en'),
      old.add({ ...validFields, name: 'Moved pending 2' }, 'es'),
    ];
    const before = old.list();
    old.close();

    const store = await postgresStore(lab.cluster());
    const migrate = (...args: string[]) => runContactCli(['migrate', ...args], store.env);
    const once = await migrate('--from', sqlite.file);
    expect(once.code).toBe(0);
    expect(once.output).toContain('Copied 3 messages of 3');
    const again = await migrate('--from', sqlite.file);
    expect(again.code).toBe(0);
    expect(again.output).toContain('Copied 0 messages of 3');
    const rows = await store.rows();
    expect(rows.map((row) => [row.id, row.name, row.status])).toEqual(
      before.map((message) => [message.id, message.name, message.status]),
    );

    // Delivered from PostgreSQL now: the pending ones once, the delivered one never again.
    const mail = await sink();
    await mail.start();
    await instance({ ...fastContactEnv, ...store.env, SMTP_URL: mail.url });
    await allDelivered(store, mail);
    expect([...arrivals(mail).entries()].sort()).toEqual(pending.map((message) => [message.id, 1]).sort());

    expect((await runContactCli(['migrate'], store.env)).code).toBe(2);
    const withoutDatabase = await runContactCli(['migrate', '--from', sqlite.file], {});
    expect(withoutDatabase.code).toBe(2);
    expect(withoutDatabase.output).toContain('DATABASE_URL is not set');
  });
});

describe('a rolling restart behind nginx', () => {
  it('loses no request while two instances are restarted one after the other', async () => {
    const mail = await sink();
    await mail.start();
    const store = await postgresStore(lab.cluster());
    const env = { ...fastContactEnv, ...store.env, SMTP_URL: mail.url, TRUST_PROXY: '127.0.0.1' };
    const ports = [await freePort(), await freePort()] as const;
    const instances = [await instance(env, ports[0]), await instance(env, ports[1])];
    const proxy = await startNginx({ upstreamPorts: [ports[0], ports[1]], root: 'dist/client' });
    lab.after(() => proxy.stop());

    let running = true;
    const failures: string[] = [];
    const stored: string[] = [];
    let pages = 0;
    const nextAddress = addresses('127.1');
    const client = async () => {
      while (running) {
        const from = nextAddress();
        try {
          const answer = await postThrough(proxy, from, `Rolling ${from}`);
          if (answer.id) stored.push(answer.id);
          else failures.push(`POST ${answer.status} ${answer.body.slice(0, 200)}`);
          const page = await visit(proxy, 'GET', pagePath('contact', 'en'), from);
          if (page.status === 200) pages++;
          else failures.push(`GET ${page.status}`);
        } catch (error) {
          failures.push(`no answer: ${String(error)}`);
        }
      }
    };
    const clients = [client(), client(), client()];
    try {
      await waitFor('posts flowing', () => stored.length >= 10);
      for (const [index, port] of ports.entries()) {
        await instances[index]!.stop('SIGTERM');
        expect(instances[index]!.output()).toContain('Stopped.');
        instances[index] = await instance(env, port);
        const before = stored.length;
        await waitFor('posts through the restarted pair', () => stored.length >= before + 10);
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(20);
    // Each post stored once, however often nginx tried it.
    const rows = await store.rows();
    expect(rows.map((row) => row.id).sort()).toEqual([...stored].sort());
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    await allDelivered(store, mail);
    expect([...arrivals(mail).values()].every((count) => count === 1)).toBe(true);
  }, 180_000);
});

describe.each([
  { name: 'nginx', start: startNginx, installed: true, sendsAgain: true },
  { name: 'Caddy', start: startCaddy, installed: caddyInstalled, sendsAgain: false },
])('an instance that hangs, behind $name', ({ start, installed, sendsAgain }) => {
  it.skipIf(!installed)(
    'costs a post seconds, not the 30 s of a default timeout, and the next posts go to the other instance',
    async () => {
      const db = tempDb();
      lab.after(() => db.remove());
      const env = { ...fastContactEnv, CONTACT_DB: db.file, TRUST_PROXY: '127.0.0.1' };
      const [hung, other] = [await instance(env), await instance(env)];
      const proxy = await start({ upstreamPorts: [hung.port, other.port], root: 'dist/client' });
      lab.after(() => proxy.stop());
      // Stopped, not dead: the kernel still accepts its connections, and nothing answers them.
      hung.process.kill('SIGSTOP');
      lab.after(() => void hung.process.kill('SIGCONT'));
      const nextAddress = addresses('127.2');
      const answers: { status: number; id?: string }[] = [];
      // Enough posts that the proxy sends one to the hung instance, however it balances; a visitor waits 15 s.
      for (let index = 0; index < 4; index++)
        answers.push(await postThrough(proxy, nextAddress(), `Hung ${index}`, 15_000));
      // nginx sends the post the hung instance held to the other; Caddy answers it 504 (Gateway Timeout), and the
      // island keeps it to send again.
      const held = answers.filter((answer) => answer.status !== 200);
      if (sendsAgain) expect(held).toEqual([]);
      else expect(held.map((answer) => answer.status)).toEqual([504]);
      const stored = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
      expect(
        outboxRows(db.file)
          .map((row) => row.id)
          .sort(),
      ).toEqual([...stored].sort());
    },
    60_000,
  );
});

// Last in this file: it stops the shared cluster for a while.
describe('PostgreSQL stopped for 5 s under load, behind nginx', () => {
  it('answers posts 503 with Retry-After and the security headers (never 502), loses none answered 200, keeps serving pages, and recovers by itself', async () => {
    const mail = await sink();
    await mail.start();
    const store: StoreUnderTest = await postgresStore(lab.cluster());
    const env = {
      ...fastContactEnv,
      ...store.env,
      SMTP_URL: mail.url,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_STATEMENT_TIMEOUT: '1s',
    };
    const [site, other] = [await instance(env), await instance(env)];
    const proxy = await startNginx({ upstreamPorts: [site.port, other.port], root: 'dist/client' });
    lab.after(() => proxy.stop());
    const health = async () => (await fetch(`${site.baseURL}/readyz`)).status;
    expect(await health()).toBe(200);

    let phase: 'before' | 'down' | 'after' = 'before';
    let running = true;
    const answers: { phase: string; status: number; id?: string; headers: IncomingHttpHeaders }[] = [];
    const pagesServed: Record<string, number> = { before: 0, down: 0, after: 0 };
    const healthSeen: Record<string, Set<number>> = { before: new Set(), down: new Set(), after: new Set() };
    const nextAddress = addresses('127.3');
    const poster = async () => {
      while (running) {
        const at = phase;
        const from = nextAddress();
        answers.push({ phase: at, ...(await postThrough(proxy, from, `Outage ${from}`)) });
      }
    };
    // The instance's own pages: the Node server serves them too (npm start), and must not wait for the database.
    const reader = async () => {
      while (running) {
        const at = phase;
        const page = await fetch(`${site.baseURL}${pagePath('home', 'en')}`);
        await page.arrayBuffer();
        expect(page.status).toBe(200);
        pagesServed[at]!++;
        healthSeen[at]!.add(await health());
      }
    };
    const load = [poster(), poster(), reader()];
    try {
      await waitFor('load before the outage', () => answers.length >= 20 && pagesServed.before! >= 10);
      await lab.cluster().stop();
      phase = 'down';
      // eslint-disable-next-line no-restricted-globals -- the 5 s outage under load is the scenario this test checks
      const outage = new Promise((resolve) => setTimeout(resolve, 5_000));
      await Promise.all([
        outage,
        waitFor(
          'posts refused and /readyz 503 while PostgreSQL is away',
          () => answers.some((answer) => answer.phase === 'down' && answer.status === 503) && healthSeen.down!.has(503),
          { timeoutMs: 10_000 },
        ),
      ]);
      await lab.cluster().start();
      phase = 'after';
      await waitFor(
        '/readyz 200 and posts stored again, with no restart',
        () =>
          healthSeen.after!.has(200) &&
          answers.filter((answer) => answer.phase === 'after' && answer.status === 200).length >= 10,
      );
    } finally {
      running = false;
      await Promise.all(load);
    }

    const during = answers.filter((answer) => answer.phase === 'down');
    expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(5);
    // A post is stored (200) or refused with a time to come back (503), nothing else, before, during or after.
    for (const answer of answers) {
      expect([200, 503], `${answer.phase}: ${answer.status}`).toContain(answer.status);
      if (answer.status !== 503) continue;
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      for (const [name, value] of Object.entries({ ...apiSecurityHeaders, 'Strict-Transport-Security': hstsHeader }))
        expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
    expect([...healthSeen.down!]).toContain(503);
    // Pages never wait for the database: one reader kept getting them, one after another, all the while it was away.
    expect(pagesServed.down).toBeGreaterThan(20);

    // Every post answered 200 is stored and delivered, once.
    const stored = answers.filter((answer) => answer.status === 200).map((answer) => answer.id!);
    const rows = await store.rows();
    expect(rows.map((row) => row.id).sort()).toEqual([...stored].sort());
    await allDelivered(store, mail);
    const delivered = arrivals(mail);
    for (const id of stored) expect(delivered.get(id), id).toBe(1);
    expect(await health()).toBe(200);
    // The outage is said once when it starts and once when it ends, whichever call noticed it, with no stack trace.
    const location = describeDatabase(store.env.DATABASE_URL!);
    const aboutTheOutbox = site
      .lines()
      .map((line) => line.msg)
      .filter((line) => line.includes(location) && !line.startsWith('Contact messages are stored in'));
    expect(aboutTheOutbox).toEqual([
      expect.stringMatching(/^The contact outbox \(.*\) is unavailable \(.+\): posts are answered 503/),
      expect.stringMatching(/^The contact outbox \(.*\) answers again/),
    ]);
    expect(site.lines().filter((line) => line.err?.stack)).toEqual([]);
  }, 120_000);
});
