import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../src/server/http.ts';

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
  });

  it('honours q=0 and ignores what is not offered', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('BR;Q=1.0')).toEqual(['br']);
    expect(acceptedEncodings('identity, deflate')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
