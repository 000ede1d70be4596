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
  const entries = (setting ?? '').split(',').map((part) => part.trim()).filter(Boolean);
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
}

/** A host as it may appear in a URL: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};
const firstOf = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

function originOf(protocol: 'http' | 'https', host: string | undefined, port: string | undefined): string | null {
  if (!host || !hostPattern.test(host)) return null;
  const defaultPort = protocol === 'https' ? '443' : '80';
  const withPort = port && /^\d{1,5}$/.test(port) && port !== defaultPort && !/:\d+$/.test(host) ? `${host}:${port}` : host;
  return new URL(`${protocol}://${withPort}`).origin;
}

/** The visitor of a request, believing X-Forwarded-* only when the socket's peer is a trusted proxy. */
export function visitorOf(req: IncomingMessage, proxies: TrustedProxies): Visitor {
  const peer = req.socket.remoteAddress ?? '';
  const socketProtocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  if (!proxies.trusts(peer)) return { address: peer, protocol: socketProtocol, origin: originOf(socketProtocol, header(req, 'host'), undefined) };

  const forwarded = firstOf(header(req, 'x-forwarded-proto'))?.toLowerCase();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : socketProtocol;
  const host = firstOf(header(req, 'x-forwarded-host')) ?? header(req, 'host');
  return { address: proxyAddr(req, proxies.trust), protocol, origin: originOf(protocol, host, firstOf(header(req, 'x-forwarded-port'))) };
}
