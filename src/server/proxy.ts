// Who is asking, behind a proxy or not. TRUST_PROXY names the proxies (addresses, CIDR ranges, `loopback`) whose
// X-Forwarded-For, -Proto, -Host and -Port count; from anyone else those headers are ignored, so a visitor can
// choose neither their address (the rate limit's key) nor the origin their form post is checked against.
// proxy-addr reads the address chain, as Express does.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

export interface TrustedProxies {
  /** Whether a request from this address may speak for the visitor through X-Forwarded-* headers. */
  trusts: (address: string) => boolean;
  /** proxy-addr's form of the same. */
  trust: (address: string, hop: number) => boolean;
}

const nobody: TrustedProxies = { trusts: () => false, trust: () => false };

/** Reads TRUST_PROXY: comma-separated addresses, CIDR ranges and `loopback` (proxy-addr's names); empty trusts nobody. */
export function parseTrustProxy(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) return nobody;
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range (such as 10.0.0.0/8) or "loopback"`);
    }
  }
  const trust = proxyAddr.compile(entries);
  return { trust, trusts: (address) => trust(address, 0) };
}

export interface Visitor {
  /** The visitor's address: the right-most X-Forwarded-For entry that is not a trusted proxy, else the socket's. */
  address: string;
  /** `http` or `https`, as the visitor reached us. */
  protocol: 'http' | 'https';
  /** The origin the visitor's browser is on (scheme, host and port), or null when the request names no valid host. */
  origin: string | null;
  /** Why the host the request names (Host, the request line's, a trusted proxy's) is none: RFC 9112 §3.2 says 400. */
  badHost?: string;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};
const firstOf = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin of `host` (with `port` when it names none and it is not the scheme's default), or null when the URL
 * parser refuses it or reads more into it than a host and port (a user, a path, a query).
 */
export function originOf(protocol: 'http' | 'https', host: string, port?: string): string | null {
  const text = `${protocol}://${host}${port && !/:\d+$/.test(host) ? `:${port}` : ''}`;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.href === `${url.origin}/` ? url.origin : null;
}

/**
 * The visitor of a request, believing X-Forwarded-* only when the socket's peer is a trusted proxy. `authority` is
 * the host of an absolute-form request line, which counts instead of Host (RFC 9112 §3.2.2).
 */
export function visitorOf(req: IncomingMessage, proxies: TrustedProxies, authority?: string): Visitor {
  const peer = req.socket.remoteAddress ?? '';
  const socketProtocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const trusted = proxies.trusts(peer);
  const forwarded = trusted ? firstOf(header(req, 'x-forwarded-proto'))?.toLowerCase() : undefined;
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : socketProtocol;
  const visitor: Visitor = { address: trusted ? proxyAddr(req, proxies.trust) : peer, protocol, origin: null };

  const hosts = req.headersDistinct?.host ?? (req.headers.host === undefined ? [] : [req.headers.host]);
  const ownHost = authority ?? hosts[0];
  if (hosts.length > 1) return { ...visitor, badHost: 'A request has one Host header.' };
  // HTTP/1.1 requires one (node:http's own check is off, so this refusal carries our headers too).
  if (ownHost === undefined && req.httpVersion === '1.1')
    return { ...visitor, badHost: 'An HTTP/1.1 request names its Host.' };
  const host = (trusted ? firstOf(header(req, 'x-forwarded-host')) : undefined) ?? ownHost;
  const port = trusted ? firstOf(header(req, 'x-forwarded-port')) : undefined;
  // A port the parser refuses is refused even where the host names its own, which then counts.
  if (port !== undefined && !URL.canParse(`${protocol}://localhost:${port}`))
    return { ...visitor, badHost: `"${port}" is not a port.` };
  if (!host) return visitor;
  const origin = originOf(protocol, host, port);
  return origin === null
    ? { ...visitor, badHost: `${JSON.stringify(port ? `${host}:${port}` : host)} is not a host.` }
    : { ...visitor, origin };
}
