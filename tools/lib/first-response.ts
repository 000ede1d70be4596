// What a page costs before anything can be drawn: its response headers and its brotli-compressed HTML, in bytes.
// A new connection carries about 14.6 KB (ten TCP segments) before the server must wait for the first
// acknowledgement; a page whose first response passes that pays a whole extra round trip (docs/performance.md).
// The budget test (tests/e2e/first-response.test.ts) and `npm run bench:lighthouse` measure with this.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';

/** The most a page's first response (headers and brotli HTML) may weigh: below the 14.6 KB of the first round trip, TLS records included. */
export const firstResponseBudget = 13_000;

export interface FirstResponse {
  status: number;
  /** The status line and the header lines as sent, with the blank line that ends them. */
  headerBytes: number;
  bodyBytes: number;
  total: number;
  encoding: string | undefined;
}

export interface Origin {
  /** `http://127.0.0.1:port` (the Node server) or `https://127.0.0.1:port` (a proxy, with its certificate). */
  base: string;
  host?: string;
  ca?: string;
  servername?: string;
}

/** GETs `pathname` as a browser does (brotli first) and counts what came: the headers as written, and the body. */
export function firstResponse(origin: Origin, pathname: string, acceptEncoding = 'br, gzip'): Promise<FirstResponse> {
  const { protocol, hostname, port } = new URL(origin.base);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        hostname,
        port,
        path: pathname,
        headers: { 'Accept-Encoding': acceptEncoding, ...(origin.host ? { Host: origin.host } : {}) },
        ca: origin.ca,
        servername: origin.servername,
        agent: false,
      },
      (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on('end', () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let index = 0; index < res.rawHeaders.length; index += 2)
            lines.push(`${res.rawHeaders[index]}: ${res.rawHeaders[index + 1]}`);
          const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          const encoding = res.headers['content-encoding'];
          resolve({ status: res.statusCode ?? 0, headerBytes, bodyBytes, total: headerBytes + bodyBytes, encoding });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every page of a static build (dist/client): each folder's index.html, as the path that serves it. */
export function builtPagePaths(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/\\/g, '/'))
    .sort();
}
