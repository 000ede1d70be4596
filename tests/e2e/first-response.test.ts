// Every page draws after one round trip: its first response (headers and brotli HTML) stays within the budget of
// tools/lib/first-response.ts, through the Node server and through nginx with its HSTS and security headers, for
// every page of the build in both languages, the picker, the case list's pages and the not-found home screens
// included. The case list does not grow with the cases (it is paged); bench:build prints it at 11, 111 and 511 cases.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser.ts';
import { publicHost, startNginx, type RunningProxy } from '../support/reverse-proxy.ts';
import { builtPagePaths, firstResponse, firstResponseBudget } from '../../tools/lib/first-response.ts';
import { locales } from '../../src/i18n/routes.ts';

const clientDir = path.join(process.env.LUMBRE_SITE ?? '.', 'dist/client');
// A path under each language that names nothing: its home screen with 404.
const pages = [...builtPagePaths(clientDir), ...locales.map((lang) => `/${lang}/nothing-here`)];

describe(`every page's first response, at most ${firstResponseBudget} bytes`, () => {
  let nginx: RunningProxy;
  beforeAll(async () => {
    nginx = await startNginx({ upstreamPorts: [Number(new URL(baseURL).port)], root: clientDir });
  });
  afterAll(() => nginx?.stop());

  it.each(pages)('%s', async (page) => {
    const node = await firstResponse({ base: baseURL }, page);
    expect(node.encoding, 'brotli from Node').toBe('br');
    expect(node.total, `through Node: ${JSON.stringify(node)}`).toBeLessThanOrEqual(firstResponseBudget);
    // Debian's nginx sends the .gz copy; with its brotli module (docs/deploy.md) the .br one, with the same headers.
    const proxied = await firstResponse(
      {
        base: `https://127.0.0.1:${nginx.httpsPort}`,
        host: publicHost,
        ca: nginx.certificate,
        servername: publicHost,
      },
      page,
      'gzip',
    );
    expect(proxied.status).toBe(node.status);
    const withBrotli =
      proxied.headerBytes -
      'gzip'.length +
      'br'.length -
      String(proxied.bodyBytes).length +
      String(node.bodyBytes).length;
    expect(
      withBrotli + node.bodyBytes,
      `through nginx: headers ${withBrotli}, body ${node.bodyBytes}`,
    ).toBeLessThanOrEqual(firstResponseBudget);
  });
});
