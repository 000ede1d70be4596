// Requests an attacker sends (issue 23): hostile Host headers, encoded slashes, `..` behind %2f, conditional and
// range requests at the edges of RFC 9110, the absolute-form request line; and slow connections (issue 31). One table for the Node server and for
// nginx and Caddy in front of it, with the answer each must give; every answer carries the security headers.
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import path from 'node:path';
import { expect } from 'vitest';
import { pagePath } from '../../src/i18n/routes.ts';
import { securityHeadersFor } from '../../src/server/policy.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as written on the request line (a path, or an absolute URL). */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Endpoint {
  /** `http://127.0.0.1:port` (the Node server) or `https://127.0.0.1:port` (a proxy, with its certificate). */
  base: string;
  /** The Host a browser sends; the proxies only answer for theirs. */
  host?: string;
  ca?: string;
  servername?: string;
  localAddress?: string;
}

/** A request exactly as written (any method, any path, any Host, no normalisation), timed until its last byte. */
export function raw(
  to: Endpoint | string,
  { method = 'GET', target, headers = {}, body }: RawRequest,
): Promise<RawAnswer> {
  const endpoint = typeof to === 'string' ? { base: to } : to;
  const { protocol, hostname, port } = new URL(endpoint.base);
  const started = performance.now();
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  const allHeaders = {
    ...(endpoint.host ? { Host: endpoint.host } : {}),
    ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = send(
      {
        hostname,
        port,
        method,
        path: target,
        headers: allHeaders,
        ca: endpoint.ca,
        servername: endpoint.servername,
        localAddress: endpoint.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type Server = 'node' | 'nginx' | 'caddy';

export interface Hostile {
  name: string;
  request: RawRequest;
  /** What the answer must be on `server`; every answer is also checked for the security headers. */
  check: (answer: RawAnswer, server: Server) => void;
}

const home = pagePath('home', 'en');
const contact = pagePath('contact', 'en');

/** The largest video of the build: ranges and conditions are asked of it as a player would. */
export function videoOf(clientDir: string): { target: string; bytes: Buffer } {
  const folder = path.join(clientDir, '_astro');
  const video = readdirSync(folder).find((file) => file.endsWith('.mp4'))!;
  return { target: `/_astro/${video}`, bytes: readFileSync(path.join(folder, video)) };
}

const badHosts = ['a:99999', 'a:65536', 'a.999', '256.1.1.1', '1.2.3.4.5', '[1]', '0x100000000'];
const everyKindOfRoute = [home, '/favicon.svg', '/healthz', '/es/no-existe', '/missing.png', '/about'];

/** A Host the URL parser refuses: 400 from the Node server; the proxies answer for their own site or refuse it. */
function badHost(server: Server, answer: RawAnswer) {
  if (server === 'node') expect(answer.status).toBe(400);
  else expect([200, 302, 400, 404, 421]).toContain(answer.status);
}

/** Stands for the video's ETag as the server sent it: see withEtag. */
const etag = '{etag}';
const weakEtag = '{weak etag}';

/** `request` with the ETag the server sent for the video in place of `{etag}` (and its weak form). */
export function withEtag(request: RawRequest, sent: string): RawRequest {
  const weak = sent.startsWith('W/') ? sent : `W/${sent}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [
      name,
      value.replace(weakEtag, weak).replace(etag, sent),
    ]),
  );
  return { ...request, headers };
}

/** The hostile requests, asked of `video` (the build's) where they are about files. */
export function hostileRequests(video: { target: string; bytes: Buffer }): Hostile[] {
  const whole = (answer: RawAnswer) => {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.body.length).toBe(video.bytes.length);
  };
  return [
    ...badHosts.flatMap((host) =>
      everyKindOfRoute.map((target) => ({
        name: `Host: ${host} on ${target}`,
        request: { target, headers: { Host: host } },
        check: (answer: RawAnswer, server: Server) => badHost(server, answer),
      })),
    ),
    {
      name: 'an encoded trailing slash',
      request: { target: '/en%2f' },
      check: (answer, server) => {
        if (server === 'node') expect(answer.status).toBe(400);
        else expect(answer.headers.location ?? '').not.toMatch(/%2f$/i);
      },
    },
    {
      name: 'an encoded trailing slash before a query',
      request: { target: `${contact}%2F?x=1` },
      check: (answer, server) => {
        if (server === 'node') expect(answer.status).toBe(400);
        else expect(answer.headers.location ?? '').not.toMatch(/%2f/i);
      },
    },
    {
      name: '.. behind %2f, from the assets to a page',
      request: { target: '/_astro%2f..%2fen' },
      check: (answer, server) => {
        if (server === 'node') expect(answer.status).toBe(400);
        // Resolved before anything is chosen: never a page kept for a year.
        expect(String(answer.headers['cache-control'] ?? '')).not.toContain('immutable');
      },
    },
    {
      name: '.. behind %2f, to the not-found page as a file',
      request: { target: '/x%2f..%2fen%2f404%2findex.html' },
      check: (answer, server) => {
        if (server === 'node') expect(answer.status).toBe(400);
        else expect(answer.status).not.toBe(200);
      },
    },
    {
      name: 'If-None-Match with a list holding the ETag',
      request: { target: video.target, headers: { 'If-None-Match': `"x", ${etag}` } },
      check: (answer) => expect(answer.status).toBe(304),
    },
    {
      name: 'If-None-Match: *',
      request: { target: video.target, headers: { 'If-None-Match': '*' } },
      check: (answer) => expect(answer.status).toBe(304),
    },
    {
      name: 'If-Range with a weak ETag (RFC 9110 compares strongly: the whole file)',
      request: { target: video.target, headers: { Range: 'bytes=0-9', 'If-Range': weakEtag } },
      check: whole,
    },
    {
      name: 'an invalid range, last before first (the whole file from Node; 416 from the proxies)',
      request: { target: video.target, headers: { Range: 'bytes=5-2' } },
      // RFC 9110 §14.2 lets a server ignore or reject it: Node ignores it, as the issue asks; nginx and Caddy
      // reject it, and neither can be told otherwise (no regular expression compares two numbers).
      check: (answer, server) => (server === 'node' ? whole(answer) : expect(answer.status).toBe(416)),
    },
    {
      name: 'the absolute form of the request line (RFC 9112 §3.2.2)',
      request: { target: `http://www.lumbre.com.ar${home}` },
      check: (answer) => {
        expect(answer.status).toBe(200);
        expect(answer.body.toString()).toContain('<html lang="en"');
      },
    },
  ];
}

/** The headers every answer carries, whatever its status. */
export function expectSecurityHeaders(
  answer: Pick<RawAnswer, 'status' | 'headers'>,
  target: string,
  server: Server = 'node',
) {
  const pathname = target.startsWith('/') ? target : new URL(target).pathname;
  // nginx runs add_header again for the 416 its range filter makes: each value twice, which browsers read as one.
  const twice = server === 'nginx' && answer.status === 416;
  for (const [name, value] of Object.entries(securityHeadersFor(pathname))) {
    if (name === 'Cache-Control') continue;
    expect(answer.headers[name.toLowerCase()], name).toBe(twice ? `${value}, ${value}` : value);
  }
}

export interface SlowConnections {
  /** Connections open now (TLS handshake done, request head unfinished). */
  open: () => number;
  /** How many the server has closed, each then opened again. */
  closed: () => number;
  stop: () => void;
}

/**
 * "Slowloris" from one address: `count` TLS connections to `port`, each sending a request head it never finishes;
 * each the server closes is opened again at once, until `stop()`.
 */
export function slowConnections({
  port,
  ca,
  servername,
  from,
  count,
}: {
  port: number;
  ca: string;
  servername: string;
  from: string;
  count: number;
}): SlowConnections {
  let open = 0;
  let closed = 0;
  let running = true;
  const sockets = new Set<TLSSocket>();
  const connectOne = () => {
    // From `from`: TLS over a TCP connection made from that address.
    const socket = tlsConnect({ socket: netConnect({ host: '127.0.0.1', port, localAddress: from }), ca, servername });
    sockets.add(socket);
    let connected = false;
    socket.once('secureConnect', () => {
      connected = true;
      open++;
      socket.write(`GET / HTTP/1.1\r\nHost: ${servername}\r\nUser-Agent: slow\r\n`);
    });
    socket.on('error', () => {});
    socket.once('close', () => {
      sockets.delete(socket);
      if (connected) {
        open--;
        closed++;
      }
      if (running) connectOne();
    });
  };
  for (let index = 0; index < count; index++) connectOne();
  return {
    open: () => open,
    closed: () => closed,
    stop: () => {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}
