import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { memoryRateLimiter, rateLimiterOver, rateLimitOptions } from '../../src/server/contact/rate-limit.ts';

// rate-limiter-flexible reads Date.now and expires keys on timers: both are the fake clock's.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => vi.advanceTimersByTime(ms);

describe('the rate limiter', () => {
  it('allows the limit, then refuses with the seconds until the window of the first post ends', async () => {
    const limiter = memoryRateLimiter(5);
    for (let i = 0; i < 5; i++) {
      expect(await limiter.take('1.2.3.4')).toEqual({ allowed: true });
      advance(1_000);
    }
    // The first came 5 s ago: 55 s to wait.
    expect(await limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 55 });
  });

  it('counts each address on its own', async () => {
    const limiter = memoryRateLimiter(1);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    expect((await limiter.take('b')).allowed).toBe(true);
  });

  it('lets about the limit through each minute to a visitor who keeps trying', async () => {
    const limiter = memoryRateLimiter(3);
    const allowedAt: number[] = [];
    // One attempt every 7 s for five minutes.
    for (let t = 0; t < 300_000; t += 7_000) {
      if ((await limiter.take('x')).allowed) allowedAt.push(t);
      advance(7_000);
    }
    for (const start of allowedAt)
      expect(allowedAt.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(3);
    expect(allowedAt.length).toBeGreaterThanOrEqual(13);
  });

  it('refused attempts do not extend the wait', async () => {
    const limiter = memoryRateLimiter(2);
    await limiter.take('x');
    await limiter.take('x');
    for (let i = 0; i < 10; i++) {
      advance(5_000);
      expect((await limiter.take('x')).allowed).toBe(false);
    }
    advance(10_000);
    expect(await limiter.take('x')).toEqual({ allowed: true });
  });

  it('never says to retry in less than a second', async () => {
    const limiter = memoryRateLimiter(1);
    await limiter.take('x');
    advance(59_999);
    expect(await limiter.take('x')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1);
    expect((await limiter.take('x')).allowed).toBe(true);
  });

  it('takes any of the library’s stores with the same options, and passes on a store’s failure', async () => {
    const store = new RateLimiterMemory(rateLimitOptions(2));
    const limiter = rateLimiterOver(store);
    await limiter.take('x');
    expect((await store.get('x'))?.consumedPoints).toBe(1);
    const failing = Object.assign(Object.create(RateLimiterMemory.prototype) as RateLimiterMemory, {
      consume: () => Promise.reject(new Error('database down')),
    });
    await expect(rateLimiterOver(failing).take('x')).rejects.toThrow('database down');
  });
});
