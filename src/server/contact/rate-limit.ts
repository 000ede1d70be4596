// At most `limit` submissions per client address in any window of `windowMs`: an exact sliding log in memory,
// kept as a queue per address so each decision costs amortised O(1) even with a very high limit.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take: (key: string) => RateDecision;
}

export interface RateLimitOptions {
  limit: number;
  windowMs?: number;
  now?: () => number;
}

interface Log {
  times: number[];
  /** Index of the oldest time still in the window. */
  head: number;
}

export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now }: RateLimitOptions): RateLimiter {
  const logs = new Map<string, Log>();
  let nextSweep = now() + windowMs;

  const expire = (log: Log, at: number) => {
    while (log.head < log.times.length && log.times[log.head]! <= at - windowMs) log.head++;
    if (log.head > 64 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.head = 0;
    }
  };

  // Forget addresses with nothing left in the window, so the map cannot grow without bound.
  const sweep = (at: number) => {
    for (const [key, log] of logs) if ((log.times.at(-1) ?? 0) <= at - windowMs) logs.delete(key);
    nextSweep = at + windowMs;
  };

  return {
    take(key) {
      const at = now();
      if (at >= nextSweep) sweep(at);
      let log = logs.get(key);
      if (!log) {
        log = { times: [], head: 0 };
        logs.set(key, log);
      }
      expire(log, at);
      if (log.times.length - log.head >= limit) {
        const oldest = log.times[log.head]!;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
      }
      log.times.push(at);
      return { allowed: true };
    },
  };
}
