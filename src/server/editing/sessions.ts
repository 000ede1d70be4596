// Who is signed in to the editing host: sessions held in memory (a restart of the host signs everyone out), named
// by a random token in a cookie that scripts cannot read (HttpOnly), that no other site's page sends (SameSite=Strict)
// and that travels over TLS only where the host is reached over TLS (Secure); each session's forms carry a second
// token of their own. Wrong passwords are counted per name at an address, per name from anywhere and per address
// (rate-limiter-flexible): past a limit, tries are refused for a while, whether the password is right or not.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { formTokenField } from '../../lib/editing-host.ts';

export const sessionCookie = 'lumbre_editor';
/** A working day: after it, the next request asks to sign in again. */
export const sessionHours = 12;

export interface Session {
  /** Who the session is, to the host's own records (what it read, what it has open): never sent anywhere. */
  id: string;
  name: string;
  expiresAt: number;
  /** What the host's own forms send back (`formTokenField`): a post from anywhere else lacks it. */
  formToken: string;
}

/** Whether a form carries its session's token (compared in constant time). */
export function carriesFormToken(session: Session, form: URLSearchParams): boolean {
  const given = Buffer.from(form.get(formTokenField) ?? '');
  const expected = Buffer.from(session.formToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
      const formToken = randomBytes(32).toString('base64url');
      open.set(token, {
        id: randomBytes(16).toString('hex'),
        name,
        expiresAt: now() + sessionHours * 3_600_000,
        formToken,
      });
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
  /** Whether a name may be tried from an address now, and if not, for how long it waits. */
  mayTry: (address: string, name: string) => Promise<Attempt>;
  /** Counts a wrong password; the tries left before a wait (0: the next one waits), and how long that wait is. */
  failed: (address: string, name: string) => Promise<{ triesLeft: number; waitSeconds: number }>;
  succeeded: (address: string, name: string) => Promise<void>;
}

/** Wrong passwords allowed within an hour, and how long a key then waits. */
export const limits = {
  /** One name from one address: someone who forgot their password, or a guess. */
  nameAtAddress: { tries: 5, waitSeconds: 900 },
  /** One name from anywhere: guesses spread over many addresses (IPv6 gives many). */
  name: { tries: 10, waitSeconds: 900 },
  /** One address, any names: a guess at many names. */
  address: { tries: 30, waitSeconds: 3600 },
} as const;

/** A count of wrong passwords per key in the last hour; past `tries`, the key waits `waitSeconds` from the last. */
function counted(keyPrefix: string, { tries, waitSeconds }: { tries: number; waitSeconds: number }) {
  const limiter = new RateLimiterMemory({ keyPrefix, points: tries, duration: 3600 });
  return {
    /** Seconds the key still waits, 0 when it may try. */
    async wait(key: string): Promise<number> {
      const count = await limiter.get(key);
      return count && count.consumedPoints > tries ? Math.max(1, Math.ceil(count.msBeforeNext / 1000)) : 0;
    },
    /** Counts one; the tries left before the key waits. */
    async failed(key: string): Promise<number> {
      const { consumedPoints } = await limiter.penalty(key, 1);
      if (consumedPoints >= tries) await limiter.block(key, waitSeconds);
      return Math.max(0, tries - consumedPoints);
    },
    forget: (key: string) => limiter.delete(key),
  };
}

/** The limits on signing in (`limits`); a sign-in that succeeds forgets its name's failures at its address only. */
export function signInLimits(): SignInLimits {
  const byNameAtAddress = counted('name-at-address', limits.nameAtAddress);
  const byName = counted('name', limits.name);
  const byAddress = counted('address', limits.address);
  const nameKey = (name: string) => name.toLowerCase();
  const nameAtAddressKey = (address: string, name: string) => `${address}\n${nameKey(name)}`;
  return {
    async mayTry(address, name) {
      const waits = await Promise.all([
        byNameAtAddress.wait(nameAtAddressKey(address, name)),
        byName.wait(nameKey(name)),
        byAddress.wait(address),
      ]);
      const wait = Math.max(...waits);
      return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
    },
    async failed(address, name) {
      const left = await Promise.all([
        byNameAtAddress.failed(nameAtAddressKey(address, name)),
        byName.failed(nameKey(name)),
        byAddress.failed(address),
      ]);
      const fewest = left.indexOf(Math.min(...left));
      const limit = [limits.nameAtAddress, limits.name, limits.address][fewest]!;
      return { triesLeft: left[fewest]!, waitSeconds: limit.waitSeconds };
    },
    async succeeded(address, name) {
      await byNameAtAddress.forget(nameAtAddressKey(address, name));
    },
  };
}
