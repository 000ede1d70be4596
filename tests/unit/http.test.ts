import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { requestKeyOf, targetOf } from '../../src/server/http.ts';
import { parseTrustProxy } from '../../src/server/proxy.ts';
import { unmatchedAnswer } from '../../src/server/policy.ts';
import { pagePath } from '../../src/i18n/routes.ts';

describe('the path a request names', () => {
  it('decodes a plain path and keeps its query', () => {
    expect(targetOf('/en/case-studies?category=design')).toEqual({
      pathname: '/en/case-studies',
      encoded: '/en/case-studies',
      search: '?category=design',
    });
    expect(targetOf('/es/caf%C3%A9')).toMatchObject({ pathname: '/es/café' });
  });

  it.each([
    ['//evil.example/../en/', '/en/'],
    ['//evil.example', '/evil.example'],
    ['///en//say-hello?x=1', '/en/say-hello?x=1'],
    ['/en/../es', '/es'],
    ['/en/%2e%2e/es', '/es'],
  ])('redirects %s to the single-slash path %s, never to another host', (url, location) => {
    const target = targetOf(url);
    expect(target).toEqual({ redirect: location });
    expect('redirect' in target && target.redirect.startsWith('//')).toBe(false);
  });

  it.each([
    '/en\\..\\evil',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/es/%2F',
    '/en%2f',
    '/_astro%2f..%2fen',
    '/x%2f..%2fen%2f404%2findex.html',
    'evil',
    'ftp://evil.example/en',
    '*',
    '/bad%zz',
  ])('refuses %s', (url) => {
    expect(targetOf(url)).toHaveProperty('refuse');
  });

  it('reads the absolute form of the request line: the path as any other, and the host it names', () => {
    expect(targetOf('http://www.lumbre.com.ar/en?x=1')).toEqual({
      pathname: '/en',
      encoded: '/en',
      search: '?x=1',
      authority: 'www.lumbre.com.ar',
    });
    expect(targetOf('HTTPS://a.example:8443')).toEqual({
      pathname: '/',
      encoded: '/',
      search: '',
      authority: 'a.example:8443',
    });
    expect(targetOf('http://a.example//evil.example/')).toEqual({ redirect: '/evil.example/' });
    expect(targetOf('http://a.999/en')).toHaveProperty('refuse');
  });
});

describe('what the server answers for a path nothing matched', () => {
  it("shows the language's home with 404 under a language, whatever follows", () => {
    expect(unmatchedAnswer('/es/no-existe')).toEqual({ status: 404, lang: 'es' });
    expect(unmatchedAnswer('/en/case-studies/unknown-case/deeper')).toEqual({ status: 404, lang: 'en' });
    expect(unmatchedAnswer('/en/missing.png')).toEqual({ status: 404, lang: 'en' });
  });

  it('redirects a page-like path outside the languages to the default home', () => {
    for (const path of ['/about', '/fr/accueil', '/EN/what-we-do', '/'])
      expect(unmatchedAnswer(path), path).toEqual({ status: 302, location: pagePath('home', 'en') });
  });

  it('answers a plain 404 for files, build assets, the image endpoint and other API paths', () => {
    for (const path of ['/logo.png', '/_astro/missing.js', '/_image', '/_image/x', '/api', '/api/unknown'])
      expect(unmatchedAnswer(path), path).toEqual({ status: 404, lang: null });
  });
});

describe('the request key a proxy sends (X-Request-ID)', () => {
  const request = (peer: string, id: string | string[] | undefined) =>
    ({ socket: { remoteAddress: peer }, headers: { 'x-request-id': id } }) as unknown as IncomingMessage;
  const proxies = parseTrustProxy('127.0.0.1');

  it('counts from a trusted proxy only', () => {
    expect(requestKeyOf(request('127.0.0.1', '0f1e2d3c4b5a69788796a5b4c3d2e1f0'), proxies)).toBe(
      '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    );
    expect(requestKeyOf(request('203.0.113.9', '0f1e2d3c4b5a69788796a5b4c3d2e1f0'), proxies)).toBeUndefined();
  });

  it.each([
    ['short'],
    ['x'.repeat(129)],
    ['has spaces in it, sixteen+'],
    [['0f1e2d3c4b5a6978', '8796a5b4c3d2e1f0']],
    [undefined],
  ])('ignores %j', (id) => {
    expect(requestKeyOf(request('127.0.0.1', id), proxies)).toBeUndefined();
  });
});
