// Who is asking, behind a proxy or not. TRUST_PROXY names the proxies (addresses, CIDR ranges, `loopback`) whose
// X-Forwarded-For, -Proto, -Host and -Port count; from anyone else those headers are ignored, so a visitor can
// choose neither their address (the rate limit's key) nor the origin their form post is checked against.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export interface TrustedProxies {
  /** Whether a request from this address may speak for the visitor through X-Forwarded-* headers. */
  trusts: (address: string) => boolean;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Reads TRUST_PROXY: comma-separated addresses or CIDR ranges, and `loopback`; empty trusts nobody. */
export function parseTrustProxy(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  let empty = true;
  for (const entry of (setting ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    empty = false;
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addSubnet('::1', 128, 'ipv6');
      continue;
    }
    const [address = '', prefix, ...extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bits = prefix === undefined ? maxBits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (family === 0 || extra.length > 0 || !(bits >= 0 && bits <= maxBits)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range (such as 10.0.0.0/8) or "loopback"`);
    }
    list.addSubnet(address, bits, familyOf(address));
  }
  return { trusts: (address) => !empty && isIP(address) !== 0 && list.check(address, familyOf(address)) };
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

  // Each proxy appends the address it was reached from: walk back from the nearest until one we do not trust.
  const chain = (header(req, 'x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  let address = peer;
  for (let index = chain.length - 1; index >= 0; index--) {
    address = chain[index]!;
    if (!proxies.trusts(address)) break;
  }
  const forwarded = firstOf(header(req, 'x-forwarded-proto'))?.toLowerCase();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : socketProtocol;
  const host = firstOf(header(req, 'x-forwarded-host')) ?? header(req, 'host');
  return { address, protocol, origin: originOf(protocol, host, firstOf(header(req, 'x-forwarded-port'))) };
}
