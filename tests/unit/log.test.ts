import { describe, expect, it } from 'vitest';
import { briefly, jsonLines, messageIds, throttledLog } from '../../src/server/log.ts';

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

describe('the server’s lines', () => {
  it('are one JSON object each: level, time, the words, a message’s ids and an error as its fields', () => {
    const written: string[] = [];
    const lines = jsonLines({ write: (line: string) => void written.push(line) });
    const message = { id: '6f1c7a8e', requestKey: '4f0c9d2e1a7b4c3d.q1w2e3' };
    lines.log('Contact message 6f1c7a8e accepted.', messageIds(message));
    lines.error('Pruning failed:', new Error('disk full'));
    const [accepted, failed] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect(accepted).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'Contact message 6f1c7a8e accepted.',
      messageId: '6f1c7a8e',
      requestId: '4f0c9d2e1a7b4c3d',
    });
    expect(failed).toMatchObject({ level: 'error', msg: 'Pruning failed:', err: { message: 'disk full' } });
    expect(messageIds({ id: 'x', requestKey: null })).toEqual({ messageId: 'x' });
  });
});
