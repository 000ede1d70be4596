import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isCrossSite, siteOrigin } from '../../src/server/origin.ts';
import { originOf, parseTrustProxy, visitorOf } from '../../src/server/proxy.ts';

/** A request as node:http hands it over: the peer's address and the headers. */
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { host: 'www.lumbre.com.ar', ...headers } }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or empty', () => {
    for (const setting of [undefined, '', ' , ']) expect(parseTrustProxy(setting).trusts('127.0.0.1')).toBe(false);
  });

  it('reads addresses, CIDR ranges and loopback', () => {
    const proxies = parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7');
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '::ffff:127.0.0.1',
      '10.20.30.40',
      '2001:db8::1',
      '192.0.2.7',
    ])
      expect(proxies.trusts(address), address).toBe(true);
    for (const address of ['192.0.2.8', '11.0.0.1', '2001:db9::1', 'not an address', ''])
      expect(proxies.trusts(address), address).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/', '10.0.0/8', '::1/129', '1.2.3.4/8/9', '*'])(
    'refuses %j with a message naming it',
    (entry) => {
      expect(() => parseTrustProxy(entry)).toThrow(`TRUST_PROXY: "${entry}"`);
    },
  );
});

describe('the visitor of a request', () => {
  const forged = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

  it('ignores X-Forwarded-* from a peer that is not trusted', () => {
    expect(visitorOf(request('198.51.100.4', forged), parseTrustProxy(undefined))).toEqual({
      address: '198.51.100.4',
      protocol: 'http',
      origin: 'http://www.lumbre.com.ar',
    });
    expect(visitorOf(request('198.51.100.4', forged), parseTrustProxy('127.0.0.1'))).toEqual({
      address: '198.51.100.4',
      protocol: 'http',
      origin: 'http://www.lumbre.com.ar',
    });
  });

  it('believes a trusted proxy: the scheme and host it reports, and the right-most address it does not trust', () => {
    const proxies = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    const viaNginx = request('127.0.0.1', {
      'x-forwarded-for': '203.0.113.7, 198.51.100.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.lumbre.com.ar',
    });
    expect(visitorOf(viaNginx, proxies)).toEqual({
      address: '198.51.100.4',
      protocol: 'https',
      origin: 'https://www.lumbre.com.ar',
    });
    // A CDN in front of nginx: both are skipped, the visitor is the one before them.
    const viaCdn = request('127.0.0.1', {
      'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.1.2.3',
      'x-forwarded-proto': 'https',
    });
    expect(visitorOf(viaCdn, proxies).address).toBe('198.51.100.4');
  });

  it('falls back to the left-most entry, then the peer, when every hop is trusted', () => {
    const proxies = parseTrustProxy('loopback');
    expect(visitorOf(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.2' }), proxies).address).toBe('127.0.0.2');
    expect(visitorOf(request('127.0.0.1'), proxies).address).toBe('127.0.0.1');
  });

  it('adds a forwarded port that is not the default to the origin', () => {
    const proxies = parseTrustProxy('loopback');
    const withPort = (port: string, proto = 'https') =>
      visitorOf(
        request('127.0.0.1', {
          'x-forwarded-proto': proto,
          'x-forwarded-host': 'lumbre.test',
          'x-forwarded-port': port,
        }),
        proxies,
      ).origin;
    expect(withPort('8443')).toBe('https://lumbre.test:8443');
    expect(withPort('443')).toBe('https://lumbre.test');
    expect(withPort('80', 'http')).toBe('http://lumbre.test');
  });

  it('has no origin when the host is not a host', () => {
    const proxies = parseTrustProxy('loopback');
    for (const host of ['evil.example/x', 'a@b', 'x y', 'evil.example\\@ok']) {
      expect(visitorOf(request('127.0.0.1', { 'x-forwarded-host': host }), proxies).origin, host).toBeNull();
    }
    expect(visitorOf(request('127.0.0.1', { host: '' }), parseTrustProxy(undefined)).origin).toBeNull();
  });

  it('refuses, as 400 does, a host the URL parser refuses, from the Host header, the request line or a trusted proxy', () => {
    for (const host of ['a:99999', 'a:65536', 'a.999', '256.1.1.1', '1.2.3.4.5', '[1]', '0x100000000']) {
      expect(visitorOf(request('198.51.100.4', { host }), parseTrustProxy(undefined)).badHost, host).toContain(host);
      expect(visitorOf(request('198.51.100.4'), parseTrustProxy(undefined), host).badHost, host).toContain(host);
      expect(
        visitorOf(request('127.0.0.1', { 'x-forwarded-host': host }), parseTrustProxy('loopback')).badHost,
        host,
      ).toContain(host);
    }
    expect(
      visitorOf(request('127.0.0.1', { 'x-forwarded-port': '99999' }), parseTrustProxy('loopback')).badHost,
    ).toContain('99999');
    // Only a trusted proxy's X-Forwarded-Host counts, so only it can be refused.
    expect(
      visitorOf(request('198.51.100.4', { 'x-forwarded-host': 'a.999' }), parseTrustProxy(undefined)).badHost,
    ).toBeUndefined();
    expect(visitorOf(request('198.51.100.4'), parseTrustProxy(undefined)).badHost).toBeUndefined();
  });

  it('takes the origin from the URL parser: a host and port only, normalised', () => {
    expect(originOf('https', 'WWW.Lumbre.com.ar:443')).toBe('https://www.lumbre.com.ar');
    expect(originOf('http', '[::1]', '8080')).toBe('http://[::1]:8080');
    expect(originOf('http', '127.0.0.1:8080', '9090')).toBe('http://127.0.0.1:8080');
    for (const host of ['a@b', 'a/b', 'a?b', 'a#b', 'a b', 'a\\b', 'a:99999'])
      expect(originOf('http', host), host).toBeNull();
  });

  it('keeps http when the reported scheme is neither http nor https', () => {
    expect(
      visitorOf(request('127.0.0.1', { 'x-forwarded-proto': 'javascript' }), parseTrustProxy('loopback')).protocol,
    ).toBe('http');
  });
});

describe('the cross-site check', () => {
  const allowed = ['https://www.lumbre.com.ar', 'http://127.0.0.1:4321'];
  const form = 'application/x-www-form-urlencoded';
  const json = 'application/json';

  it.each([
    { what: 'a form from the site', origin: 'https://www.lumbre.com.ar', type: form, crossSite: false },
    { what: 'JSON from the origin the visitor reached', origin: 'http://127.0.0.1:4321', type: json, crossSite: false },
    { what: 'a read from anywhere', origin: 'https://evil.example', method: 'GET', crossSite: false },
    { what: 'a form from another origin', origin: 'https://evil.example', type: form, crossSite: true },
    { what: 'JSON from the site’s host over http', origin: 'http://www.lumbre.com.ar', type: json, crossSite: true },
    { what: 'a post from an opaque origin', origin: 'null', type: 'text/plain', crossSite: true },
    { what: 'a form without Origin', type: 'multipart/form-data; boundary=x', crossSite: true },
    { what: 'a post with neither Origin nor body type', crossSite: true },
    // No browser sends JSON without Origin; a command-line client is not a CSRF.
    { what: 'JSON without Origin', type: json, crossSite: false },
  ])('takes $what as cross-site: $crossSite', ({ origin, type, method = 'POST', crossSite }) => {
    const headers = { ...(origin ? { origin } : {}), ...(type ? { 'content-type': type } : {}) };
    const request = new Request('http://127.0.0.1:4321/api/contact', { method, headers });
    expect(isCrossSite(request, allowed)).toBe(crossSite);
  });

  it('takes the site origin from SITE_URL, else from the build', () => {
    expect(siteOrigin('https://lumbre.example/path', 'https://www.lumbre.com.ar')).toBe('https://lumbre.example');
    expect(siteOrigin(undefined, 'https://www.lumbre.com.ar/')).toBe('https://www.lumbre.com.ar');
    expect(siteOrigin('not a url', undefined)).toBeNull();
  });
});
