// Who is signed in to the editing host: sessions held in memory (a restart of the host signs everyone out), named
// by a random token in a cookie that scripts cannot read (HttpOnly), that no other site's page sends (SameSite=Strict)
// and that travels over TLS only where the host is reached over TLS (Secure). Sign-in attempts are counted per
// address and per name at that address (rate-limiter-flexible): past the limit they are refused for a while, whether
// the password is right or not.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const sessionCookie = 'lumbre_editor';
/** A working day: after it, the next request asks to sign in again. */
export const sessionHours = 12;

export interface Session {
  name: string;
  expiresAt: number;
}

export interface Sessions {
  open: (name: string) => string;
  /** The session a request's cookie names, if it is still open. */
  of: (req: IncomingMessage) => Session | null;
  close: (req: IncomingMessage) => void;
}

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function memorySessions(now: () => number = Date.now): Sessions {
  const open = new Map<string, Session>();
  const lookup = (req: IncomingMessage) => {
    const token = cookieValue(req, sessionCookie);
    const session = token ? open.get(token) : undefined;
    if (!token || !session) return null;
    if (session.expiresAt <= now()) {
      open.delete(token);
      return null;
    }
    return { token, session };
  };
  return {
    open: (name) => {
      const token = randomBytes(32).toString('base64url');
      open.set(token, { name, expiresAt: now() + sessionHours * 3_600_000 });
      return token;
    },
    of: (req) => lookup(req)?.session ?? null,
    close: (req) => {
      const found = lookup(req);
      if (found) open.delete(found.token);
    },
  };
}

/** The Set-Cookie of a session (or of its end, with no token). */
export function sessionCookieHeader(token: string | null, secure: boolean): string {
  const parts = [
    `${sessionCookie}=${token ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${token ? sessionHours * 3600 : 0}`,
  ];
  return (secure ? [...parts, 'Secure'] : parts).join('; ');
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SignInLimits {
  /** Whether an address (and a name at it) may try now. */
  mayTry: (address: string, name: string) => Promise<Attempt>;
  failed: (address: string, name: string) => Promise<void>;
  succeeded: (address: string, name: string) => Promise<void>;
}

/**
 * Five wrong passwords in a row for one name from one address, or thirty from one address in an hour, and that
 * address waits: fifteen minutes for the name, an hour for the address.
 */
export function signInLimits(): SignInLimits {
  const byName = new RateLimiterMemory({ keyPrefix: 'name', points: 5, duration: 3600, blockDuration: 900 });
  const byAddress = new RateLimiterMemory({ keyPrefix: 'address', points: 30, duration: 3600, blockDuration: 3600 });
  const nameKey = (address: string, name: string) => `${address}\n${name.toLowerCase()}`;
  const waitOf = (result: RateLimiterRes | null, points: number) =>
    result && result.consumedPoints >= points ? Math.max(1, Math.ceil(result.msBeforeNext / 1000)) : 0;
  const consume = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
  };
  return {
    async mayTry(address, name) {
      const [named, addressed] = await Promise.all([byName.get(nameKey(address, name)), byAddress.get(address)]);
      const wait = Math.max(waitOf(named, 5), waitOf(addressed, 30));
      return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
    },
    async failed(address, name) {
      await Promise.all([consume(byName, nameKey(address, name)), consume(byAddress, address)]);
    },
    async succeeded(address, name) {
      await byName.delete(nameKey(address, name));
    },
  };
}
