// At most `limit` contact posts per visitor address in a minute, counted by rate-limiter-flexible: a fixed window
// per address that opens with its first post (every store of the library counts so). The store is the one choice:
// memory, for one process; with the outbox on PostgreSQL, RateLimiterPostgres in its database (the outbox's
// `sharedRateLimits`), so instances behind one proxy count a visitor's posts together.
import {
  RateLimiterMemory,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take: (key: string) => Promise<RateDecision>;
  /** Returns a post's point when nothing was stored (503): the proxy tries it again on another instance. */
  giveBack: (key: string) => Promise<void>;
}

/** What every store counts: `limit` posts per address in the minute from its first. */
export function rateLimitOptions(limit: number): IRateLimiterOptions {
  return { keyPrefix: 'contact', points: limit, duration: 60 };
}

/** The endpoint's limiter over any of the library's stores; a store's own failure rejects. */
export function rateLimiterOver(store: RateLimiterAbstract): RateLimiter {
  return {
    async take(key) {
      try {
        await store.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async giveBack(key) {
      // Best effort: a store that cannot take the point back now leaves the visitor one post short for a minute.
      await store.reward(key, 1).catch(() => undefined);
    },
  };
}

export const memoryRateLimiter = (limit: number): RateLimiter =>
  rateLimiterOver(new RateLimiterMemory(rateLimitOptions(limit)));
