// The site as it runs in production: the shipped proxy configs (Debian's nginx with deploy/nginx.conf, and Caddy
// with deploy/Caddyfile where it is installed) terminating TLS in front of the built server started as
// `npm start` starts it (TRUST_PROXY=127.0.0.1). Visitors come from other loopback addresses (127.0.0.2 and up),
// so the proxy's address and theirs differ as they do on the internet.
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyInstalled, publicHost, startCaddy, startNginx, type RunningProxy } from '../support/reverse-proxy.ts';
import { startSite, type RunningSite } from '../support/server.ts';
import { createMailSink, type MailSink } from '../support/smtp.ts';
import { outboxRows, tempDb, validFields, type TempDb } from '../support/contact.ts';
import {
  expectSecurityHeaders,
  hostileRequests,
  raw,
  slowConnections,
  videoOf,
  withEtag,
  type Endpoint,
} from '../support/hostile.ts';
import { waitFor } from '../support/wait.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { thanksPath } from '../../src/lib/contact/rules.ts';
import {
  assetsCacheControl,
  contactUnavailable,
  filesCacheControl,
  hstsHeader,
  securityHeaders,
  securityHeadersFor,
} from '../../src/server/policy.ts';

const rateLimit = 3;

const video = videoOf('dist/client');

describe.each([
  { name: 'nginx', start: startNginx, installed: true },
  { name: 'Caddy', start: startCaddy, installed: caddyInstalled },
])('behind $name with TLS, as deploy/ configures it', ({ name, start, installed }) => {
  let proxy: RunningProxy;
  let site: RunningSite;
  let db: TempDb;
  let mail: MailSink;

  beforeAll(async () => {
    if (!installed) return;
    db = tempDb();
    mail = await createMailSink();
    await mail.start();
    site = await startSite({
      CONTACT_DB: db.file,
      TRUST_PROXY: '127.0.0.1',
      CONTACT_RATE_LIMIT: String(rateLimit),
      SMTP_URL: mail.url,
    });
    proxy = await start({ upstreamPorts: [site.port], root: 'dist/client' });
  });
  afterAll(async () => {
    await proxy?.stop();
    await site?.stop();
    await mail?.stop();
    db?.remove();
  });

  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }

  /** An HTTPS request to the proxy as a browser on `from` makes it, for https://<host>:<port> (www.lumbre.com.ar unless told). */
  function visit(
    method: string,
    path: string,
    {
      from = '127.0.0.2',
      host = publicHost,
      headers = {},
      body,
    }: { from?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: proxy.httpsPort,
          servername: host,
          ca: proxy.certificate,
          localAddress: from,
          method,
          path,
          headers: {
            Host: `${host}:${proxy.httpsPort}`,
            ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  // Not SITE_URL's origin (that has no port): a post is accepted only through what the proxy reports.
  const origin = () => `https://${publicHost}:${proxy.httpsPort}`;
  const formPost = (
    values: Record<string, string>,
    options: { from?: string; origin?: string; headers?: Record<string, string> } = {},
  ) =>
    visit('POST', '/api/contact', {
      from: options.from,
      headers: {
        Origin: options.origin ?? origin(),
        'Content-Type': 'application/x-www-form-urlencoded',
        ...options.headers,
      },
      body: new URLSearchParams(values).toString(),
    });
  const jsonPost = (value: unknown, options: { from?: string; headers?: Record<string, string> } = {}) =>
    visit('POST', '/api/contact', {
      from: options.from,
      headers: { Origin: origin(), 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify(value),
    });

  it.skipIf(!installed)(
    'answers the no-JavaScript form with 303 to the thank-you page, and stores the message',
    async () => {
      const answer = await formPost({ lang: 'es', website: '', ...validFields, name: 'Sin JavaScript' });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(thanksPath('es'));
      expect(answer.headers['strict-transport-security']).toBe(hstsHeader);
      expect(outboxRows(db.file).map((row) => row.name)).toContain('Sin JavaScript');
      const thanks = await visit('GET', pagePath('contact', 'es'));
      expect(thanks.status).toBe(200);
    },
  );

  it.skipIf(!installed)('names a message by the same two ids from the proxy’s log to the mail server', async () => {
    const answer = await jsonPost({ body: { ...validFields, name: 'Seguido' } }, { from: '127.0.0.9' });
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: string };
    await waitFor('the message at the mail server', () =>
      mail.received.some((received) => received.parsed.messageId === `<${id}@lumbre.com.ar>`),
    );
    const lines = () => site.lines().filter((line) => line.messageId === id);
    await waitFor('the instance’s line saying it was sent', () => lines().some((line) => / sent /.test(line.msg)));
    expect(lines().map((line) => line.msg)).toEqual([expect.stringMatching(/accepted/), expect.stringMatching(/sent/)]);
    const requestId = lines()[0]!.requestId!;
    expect(requestId).toMatch(/^[\w-]{16,}$/);
    for (const line of lines()) {
      expect(line.requestId).toBe(requestId);
      expect(Date.parse(line.time)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Caddy's access log is its own default; nginx's names the id (deploy/nginx.conf's log_format).
    if (name === 'nginx')
      expect(proxy.accessLog()).toMatch(
        new RegExp(`"POST /api/contact HTTP/[\\d.]+" 200 \\d+ [\\d.]+ request_id=${requestId}$`, 'm'),
      );
  });

  it.skipIf(!installed)('answers the island’s JSON with 200 and the stored message’s id', async () => {
    const answer = await jsonPost({ body: { ...validFields, name: 'Con JavaScript' } }, { from: '127.0.0.3' });
    expect(answer.status).toBe(200);
    const { code, id } = JSON.parse(answer.body) as { code: number; id: string };
    expect(code).toBe(200);
    expect(outboxRows(db.file).find((row) => row.id === id)?.name).toBe('Con JavaScript');
  });

  it.skipIf(!installed)('refuses a form posted from another site with 403, and one claiming plain http', async () => {
    for (const foreign of ['https://evil.example', `http://${publicHost}:${proxy.httpsPort}`]) {
      const answer = await formPost(
        { lang: 'en', ...validFields, name: 'Cross-site' },
        { from: '127.0.0.4', origin: foreign },
      );
      expect(answer.status, foreign).toBe(403);
    }
    expect(outboxRows(db.file).map((row) => row.name)).not.toContain('Cross-site');
  });

  it.skipIf(!installed)(
    'keys the rate limit on the visitor’s address, whatever X-Forwarded-For they send',
    async () => {
      const from = '127.0.0.5';
      const statuses: number[] = [];
      for (let i = 0; i <= rateLimit; i++) {
        const spoofed = { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `203.0.113.${i + 1}` };
        statuses.push(
          (await jsonPost({ body: { ...validFields, name: `Spoof ${i}` } }, { from, headers: spoofed })).status,
        );
      }
      expect(statuses).toEqual([...Array<number>(rateLimit).fill(200), 429]);
      // Another visitor, behind the same proxy, still has their own allowance.
      expect((await jsonPost({ body: validFields }, { from: '127.0.0.6' })).status).toBe(200);
    },
  );

  // Caddy's equivalent needs a module Debian's Caddy lacks: the Caddyfile and docs/deploy.md show it.
  it.skipIf(!installed || name !== 'nginx')(
    'stops a visitor’s sixth post within a minute itself, with 429 and Retry-After, before Node sees it',
    async () => {
      const from = '127.0.0.7';
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++)
        answers.push(await jsonPost({ body: { ...validFields, name: `Flood ${i}` } }, { from }));
      // The first five reach Node, whose own limit here is 3 a minute; the sixth is nginx's to refuse.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
      expect(answers.slice(3, 5).map((answer) => (JSON.parse(answer.body) as { code: number }).code)).toEqual([
        429, 429,
      ]);
      const refused = answers[5]!;
      expect(refused.headers['content-type']).toContain('text/html');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // nginx's own answer carries the endpoint's headers, once each, as Node's answers before it did.
      for (const answer of [answers[0]!, refused]) {
        for (const [header, value] of Object.entries({
          ...securityHeadersFor('/api/contact'),
          'Strict-Transport-Security': hstsHeader,
        })) {
          expect(answer.headers[header.toLowerCase()], `${header} on ${answer.status}`).toBe(value);
        }
      }
      expect(outboxRows(db.file).filter((row) => row.name.startsWith('Flood'))).toHaveLength(3);
    },
  );

  it.skipIf(!installed)(
    'serves pages and files itself with the Node server’s security headers, HSTS and gzip',
    async () => {
      const page = await visit('GET', pagePath('home', 'en'), { headers: { 'Accept-Encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['strict-transport-security']).toBe(hstsHeader);
      for (const [name, value] of Object.entries(securityHeadersFor(pagePath('home', 'en'))))
        expect(page.headers[name.toLowerCase()], name).toBe(value);
      const favicon = await visit('GET', '/favicon.svg');
      expect(favicon.headers['content-type']).toContain('image/svg+xml');
      // Pages and files are checked again on each visit (as Node sends them); hashed build files are kept a year.
      expect(page.headers['cache-control']).toBe(filesCacheControl);
      expect(favicon.headers['cache-control']).toBe(filesCacheControl);
      const asset = /\/_astro\/[\w.-]+\.js/.exec((await visit('GET', pagePath('home', 'en'))).body)?.[0];
      const script = await visit('GET', asset ?? '/_astro/none.js');
      expect(script.status).toBe(200);
      expect(script.headers['cache-control']).toBe(assetsCacheControl);
    },
  );

  it.skipIf(!installed)(
    'sends the bare domain to the host of SITE_URL, path and query kept, with HSTS and the security headers',
    async () => {
      const bare = await visit('GET', '/es/escribinos?ref=x', { host: 'lumbre.com.ar' });
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe(`https://${publicHost}/es/escribinos?ref=x`);
      for (const [name, value] of Object.entries({ ...securityHeaders, 'Strict-Transport-Security': hstsHeader }))
        expect(bare.headers[name.toLowerCase()], name).toBe(value);
    },
  );

  it.skipIf(!installed)(
    'answers a Host it does not serve with 421, never a page, a redirect or a post built from it',
    async () => {
      // The TLS name is ours (the connection is the site's), the Host another: as a cache or a tool would send.
      const evil = { ...endpoint(), host: `evil.example:${proxy.httpsPort}` };
      for (const target of [pagePath('home', 'en'), '/about', '/en/what-we-do/']) {
        const answer = await raw(evil, { target });
        expect(answer.status, target).toBe(421);
        expect(answer.headers.location, target).toBeUndefined();
        expectSecurityHeaders(answer, target, proxy.name);
      }
      const post = await raw(evil, {
        method: 'POST',
        target: '/api/contact',
        headers: { Origin: `https://evil.example:${proxy.httpsPort}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: { ...validFields, name: 'Evil host' } }),
      });
      expect(post.status).toBe(421);
      expect(outboxRows(db.file).map((row) => row.name)).not.toContain('Evil host');
    },
  );

  // Caddy's redirect to HTTPS is its own (made for the names it serves); the tests turn it off to use a free port.
  it.skipIf(!installed || name !== 'nginx')(
    'redirects plain HTTP to HTTPS on the name asked for only, naming no version of itself',
    async () => {
      const plain = `http://127.0.0.1:${proxy.httpPort}`;
      const ours = await raw(plain, { target: '/en?x=1', headers: { Host: publicHost } });
      expect(ours.status).toBe(301);
      expect(ours.headers.location).toBe(`https://${publicHost}/en?x=1`);
      expect(ours.headers.server).toBe('nginx');
      const evil = await raw(plain, { target: '/en', headers: { Host: 'evil.example' } });
      expect(evil.status).toBe(421);
      expect(evil.headers.location).toBeUndefined();
      expect(evil.headers.server).toBe('nginx');
    },
  );

  it.skipIf(!installed)(
    'keeps answering pages and posts while one address holds 1,700 slow connections, closing each unfinished request head after 10 s',
    async () => {
      const attacker = slowConnections({
        port: proxy.httpsPort,
        ca: proxy.certificate,
        servername: publicHost,
        from: '127.0.0.9',
        count: 1_700,
      });
      const failures: string[] = [];
      let answered = 0;
      let visitors = 0;
      /** A page and a post from another address each time (under the rate limits), each on a connection of its own. */
      const visitor = async () => {
        const from = `127.0.${10 + Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}`;
        for (const [method, path, body] of [
          ['GET', pagePath('contact', 'es'), undefined],
          ['POST', '/api/contact', JSON.stringify({ body: { ...validFields, name: 'Beside slowloris' } })],
        ] as const) {
          try {
            const answer = await raw(
              { ...endpoint(), localAddress: from },
              {
                method,
                target: path,
                body,
                headers: body ? { Origin: origin(), 'Content-Type': 'application/json' } : {},
              },
            );
            if (answer.status === 200) answered++;
            else failures.push(`${method} ${path}: ${answer.status}`);
          } catch (error) {
            failures.push(`${method} ${path}: ${String(error)}`);
          }
        }
      };
      try {
        await waitFor(
          'all 1,700 slow connections open',
          async () => {
            await visitor();
            return attacker.open() >= 1_700;
          },
          { timeoutMs: 30_000, intervalMs: 200 },
        );
        // Until the proxy has closed them all (10 s without a whole head) and the attacker has opened them again.
        await waitFor(
          'the slow connections closed by the proxy, and opened again',
          async () => {
            await visitor();
            return attacker.closed() >= 1_700 && attacker.open() >= 1_600;
          },
          { timeoutMs: 45_000, intervalMs: 200 },
        );
      } finally {
        attacker.stop();
      }
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(20);
    },
    90_000,
  );

  it.skipIf(!installed)('answers what matches nothing as npm start does', async () => {
    const notFound = await visit('GET', '/es/no-existe');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toContain('<html lang="es"');
    expect((await visit('GET', '/en/what-we-do/')).headers.location).toMatch(/\/en\/what-we-do$/);
    const elsewhere = await visit('GET', '/about');
    expect(elsewhere.status).toBe(302);
    expect(new URL(String(elsewhere.headers.location), origin()).pathname).toBe(pagePath('home', 'en'));
    expect((await visit('GET', '/_image?href=%2F_astro%2Fx.jpg&w=4000&f=avif&q=100')).status).toBe(404);
    // The editor is served by `npm run dev` and the editing host only.
    for (const editor of ['/keystatic', '/keystatic/branch/main', '/api/keystatic/tree'])
      expect((await visit('GET', editor)).status, editor).toBe(404);
    // The instances' probes are the supervisor's, on loopback: the proxy never passes them on.
    for (const probe of ['/healthz', '/readyz'])
      expect((await visit('GET', probe)).body, probe).not.toContain('status');
    const put = await visit('PUT', pagePath('home', 'en'));
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const sneaky = await visit('GET', '//evil.example/../en/');
    expect(new URL(String(sneaky.headers.location ?? '/'), origin()).host).toBe(`${publicHost}:${proxy.httpsPort}`);
  });

  /** The proxy as a browser on 127.0.0.2 reaches it, for `hostile` requests written exactly. */
  const endpoint = (): Endpoint => ({
    base: `https://127.0.0.1:${proxy.httpsPort}`,
    host: `${publicHost}:${proxy.httpsPort}`,
    ca: proxy.certificate,
    servername: publicHost,
    localAddress: '127.0.0.2',
  });

  it.skipIf(!installed).each(hostileRequests(video))(
    'answers $name as named, with the security headers',
    async ({ request, check }) => {
      const etag = String((await raw(endpoint(), { target: video.target })).headers.etag);
      const answer = await raw(endpoint(), withEtag(request, etag));
      check(answer, proxy.name);
      expectSecurityHeaders(answer, request.target, proxy.name);
    },
  );

  // Last: it stops the instance, and starts it again on its port for whatever runs after.
  it.skipIf(!installed)(
    'answers a post 503 with Retry-After and the endpoint’s headers while no instance answers, never 502',
    async () => {
      await site.stop();
      try {
        const [json, form, page] = await Promise.all([
          jsonPost({ lang: 'en', body: validFields }, { from: '127.0.0.9' }),
          formPost({ lang: 'es', website: '', ...validFields }, { from: '127.0.0.10' }),
          visit('GET', pagePath('home', 'en')),
        ]);
        for (const answer of [json, form]) {
          expect(answer.status).toBe(503);
          expect(answer.headers['retry-after']).toBe(String(contactUnavailable.retryAfterSeconds));
          expectSecurityHeaders(answer, '/api/contact', proxy.name);
        }
        expect(JSON.parse(json.body)).toEqual({ code: 503, errors: {} });
        // Sent without JavaScript: words a browser shows as they are, in both languages, and the way back.
        expect(form.headers['content-type']).toMatch(/^text\/plain/);
        expect(form.body).toBe(contactUnavailable.text);
        // Pages are files: they never needed an instance.
        expect(page.status).toBe(200);
      } finally {
        site = await startSite(
          { CONTACT_DB: db.file, TRUST_PROXY: '127.0.0.1', CONTACT_RATE_LIMIT: String(rateLimit) },
          site.port,
        );
      }
    },
    60_000,
  );
});
