import { describe, expect, it } from 'vitest';
import { briefly, throttledLog } from '../../src/server/log.ts';

describe('the log a request can write to', () => {
  it('writes at most one line a minute, and the next says how many it held back', () => {
    let now = 0;
    const lines: string[] = [];
    const log = throttledLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    for (let i = 0; i < 1_000; i++) {
      log(`failure ${i}`);
      now += 10;
    }
    expect(lines).toEqual(['failure 0']);
    now = 60_000;
    log('later');
    expect(lines).toEqual(['failure 0', 'later (999 more since the last line)']);
  });

  it('says an error in one short line, without its stack', () => {
    expect(briefly(new TypeError('Invalid URL'))).toBe('TypeError: Invalid URL');
    expect(briefly(new Error('first\n    at x (y.ts:1:1)'))).toBe('Error: first');
    expect(briefly('x'.repeat(1_000))).toHaveLength(300);
  });
});
