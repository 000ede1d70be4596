import { describe, expect, it } from 'vitest';
import { rangeApplies } from '../../src/server/static-files.ts';

describe('whether a Range is honoured (RFC 9110 §14, where send is not)', () => {
  const mtime = new Date('2026-03-01T12:00:00.750Z');
  const lastModified = 'Sun, 01 Mar 2026 12:00:00 GMT';

  it.each(['bytes=0-99', 'bytes=100-', 'bytes=-500', 'bytes=0-0, 5-9', 'Bytes = 0-1', `bytes=${'9'.repeat(30)}-`])(
    'honours %s on a GET',
    (range) => {
      expect(rangeApplies('GET', range, undefined, mtime)).toBe(true);
    },
  );

  it.each(['bytes=5-2', 'bytes=0-1, 5-2', 'bytes=', 'bytes=-', 'bytes=a-b', 'bytes=1-2-3', 'items=0-1', 'bytes 0-1'])(
    'ignores the invalid %s: the whole file',
    (range) => {
      expect(rangeApplies('GET', range, undefined, mtime)).toBe(false);
    },
  );

  it('ignores a Range on anything but a GET', () => {
    expect(rangeApplies('HEAD', 'bytes=0-9', undefined, mtime)).toBe(false);
    expect(rangeApplies('GET', undefined, undefined, mtime)).toBe(false);
  });

  it('compares If-Range strongly: a weak or other ETag never matches, a date only the exact Last-Modified', () => {
    for (const tag of ['W/"1f-18e"', '"1f-18e"', ' W/"x"'])
      expect(rangeApplies('GET', 'bytes=0-9', tag, mtime), tag).toBe(false);
    expect(rangeApplies('GET', 'bytes=0-9', lastModified, mtime)).toBe(true);
    expect(rangeApplies('GET', 'bytes=0-9', 'Sun, 01 Mar 2026 12:00:01 GMT', mtime)).toBe(false);
    expect(rangeApplies('GET', 'bytes=0-9', 'not a date', mtime)).toBe(false);
  });
});
