import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/contact/rate-limit.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('the rate limiter', () => {
  it('allows the limit, then refuses with the seconds until the oldest leaves the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
      time.advance(1_000);
    }
    // The first came 5 s ago: 55 s to wait.
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 55 });
  });

  it('counts each address on its own', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, now: time.now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('is a sliding window: never more than the limit in any minute', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, now: time.now });
    const allowedAt: number[] = [];
    // One attempt every 7 s for five minutes.
    for (let t = 0; t < 300_000; t += 7_000) {
      if (limiter.take('x').allowed) allowedAt.push(t);
      time.advance(7_000);
    }
    for (const start of allowedAt) {
      expect(allowedAt.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(3);
    }
    // And it does let people through again: about 3 a minute.
    expect(allowedAt.length).toBeGreaterThanOrEqual(13);
  });

  it('refused attempts do not extend the wait', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, now: time.now });
    limiter.take('x');
    limiter.take('x');
    for (let i = 0; i < 10; i++) {
      time.advance(5_000);
      expect(limiter.take('x').allowed).toBe(false);
    }
    time.advance(10_000);
    expect(limiter.take('x')).toEqual({ allowed: true });
  });

  it('never says to retry in less than a second', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, now: time.now });
    limiter.take('x');
    time.advance(59_999);
    expect(limiter.take('x')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(limiter.take('x').allowed).toBe(true);
  });
});
