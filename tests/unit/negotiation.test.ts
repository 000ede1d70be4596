import { describe, expect, it } from 'vitest';
import { acceptedValues, negotiate } from '../../src/server/negotiation.ts';

describe('acceptedValues (Accept-Language)', () => {
  it.each([
    ['es-AR,es;q=0.9,en;q=0.8', ['es-ar', 'es', 'en']],
    ['fr-FR, en;q=0.5, es;q=0.8', ['fr-fr', 'es', 'en']],
    ['en;q=0.5, es;q=0.5', ['en', 'es']],
    ['es;q=0, en;q=0.1', ['en']],
    ['de;q=abc, en', ['en']],
    ['', []],
    [null, []],
  ])('%j → %j', (header, values) => {
    expect(acceptedValues(header)).toEqual(values);
  });
});

describe('negotiate (Accept-Encoding against what the build precompressed)', () => {
  const offered = ['br', 'gzip'] as const;
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['BR;Q=1.0', ['br']],
    ['identity, deflate', []],
    [undefined, []],
  ])('%j → %j', (header, chosen) => {
    expect(negotiate(header, offered)).toEqual(chosen);
  });
});
