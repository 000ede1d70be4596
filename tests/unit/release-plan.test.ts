import { describe, expect, test } from 'vitest';
import {
  builtAtOf,
  filesToCarry,
  isReleaseName,
  parseKeep,
  parseManifest,
  releaseBefore,
  releaseName,
  releasesToPrune,
  type ReleaseManifest,
} from '../../src/server/release/plan.ts';
import { instancesFrom } from '../../src/server/release/instances.ts';

const manifest: ReleaseManifest = {
  name: '20261126T170405Z-38e352d',
  commit: '38e352d0c0ffee00000000000000000000000000',
  subject: 'A change',
  author: 'Ana',
  committedAt: '2026-11-26T17:00:00Z',
  builtBy: 'lumbre',
  builtAt: '2026-11-26T17:04:05.123Z',
  siteUrl: 'https://www.lumbre.com.ar',
  files: ['_astro/Menu.D-oCfCRq.js', '_astro/fonts/3b18099f0da87a41.woff2'],
  carried: {},
};

describe('releaseName', () => {
  test('is the UTC time to the second, then the short commit, so names sort as the releases were built', () => {
    expect(releaseName(new Date('2026-11-26T17:04:05.987Z'), '38e352d')).toBe('20261126T170405Z-38e352d');
    const names = ['2026-01-02T00:00:00Z', '2025-12-31T23:59:59Z', '2026-01-01T09:30:00Z'].map((time) =>
      releaseName(new Date(time), 'abcdef0'),
    );
    expect([...names].sort()).toEqual([names[1], names[2], names[0]]);
    // And the time reads back from the name (the history says "went back to the version of 26 Nov, 17:04").
    expect(builtAtOf('20261126T170405Z-38e352d')).toBe('2026-11-26T17:04:05.000Z');
  });

  test('is recognised, and nothing else in the folder is (temporary names, the lock, other files)', () => {
    expect(isReleaseName('20261126T170405Z-38e352d')).toBe(true);
    for (const other of ['.lock', 'current', '20261126T170405Z', '20261126T170405Z-38e352d.tmp', 'notes-38e352d'])
      expect(isReleaseName(other), other).toBe(false);
  });
});

describe('releaseBefore', () => {
  const names = ['20260103T000000Z-ccccccc', '20260101T000000Z-aaaaaaa', '20260102T000000Z-bbbbbbb'];

  test('is the newest release built before the given one', () => {
    expect(releaseBefore(names, '20260103T000000Z-ccccccc')).toBe('20260102T000000Z-bbbbbbb');
    expect(releaseBefore(names, '20260102T000000Z-bbbbbbb')).toBe('20260101T000000Z-aaaaaaa');
  });

  test('is none for the oldest', () => {
    expect(releaseBefore(names, '20260101T000000Z-aaaaaaa')).toBeUndefined();
  });
});

describe('releasesToPrune', () => {
  const names = Array.from({ length: 6 }, (_, day) => `2026010${day + 1}T000000Z-000000${day}`);

  test('keeps the newest `keep` releases', () => {
    expect(releasesToPrune(names, names[5], 3)).toEqual([names[2], names[1], names[0]]);
    expect(releasesToPrune(names, names[5], 10)).toEqual([]);
  });

  test('keeps the live release and the one a rollback from it goes to, however old', () => {
    expect(releasesToPrune(names, names[1], 2)).toEqual([names[3], names[2]]);
  });

  test('keeps the newest when nothing is live yet', () => {
    expect(releasesToPrune(names, undefined, 4)).toEqual([names[1], names[0]]);
  });
});

describe('parseKeep', () => {
  test('is 10 unless told, and at least 2: the live release and the one to roll back to', () => {
    expect(parseKeep(undefined)).toBe(10);
    expect(parseKeep('3')).toBe(3);
    for (const wrong of ['1', '0', '-4', '2.5', 'all', '']) expect(() => parseKeep(wrong), wrong).toThrow(/at least 2/);
  });
});

describe('parseManifest', () => {
  test('reads what a release wrote', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  test('refuses a manifest with a field missing or of another type, naming it', () => {
    const { subject: _subject, ...withoutSubject } = manifest;
    expect(() => parseManifest(JSON.stringify(withoutSubject))).toThrow(/subject/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, files: 'all' }))).toThrow(/files/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, carried: { x: [1] } }))).toThrow(/carried/);
    expect(() => parseManifest('not json')).toThrow();
  });

  test('refuses a file outside the build’s _astro folder', () => {
    for (const file of ['../../etc/passwd', '_astro/../../index.html', 'index.html', '/_astro/x.js', '_astro/'])
      expect(() => parseManifest(JSON.stringify({ ...manifest, files: [file] })), file).toThrow(/files/);
  });
});

describe('filesToCarry', () => {
  test('are the outgoing build’s own files the other release lacks, never what it carried itself', () => {
    const outgoing = { ...manifest, files: ['_astro/a.1.js', '_astro/b.1.js'], carried: { older: ['_astro/z.0.js'] } };
    const incoming = { ...manifest, files: ['_astro/a.1.js', '_astro/b.2.js'], carried: {} };
    expect(filesToCarry(outgoing, incoming)).toEqual(['_astro/b.1.js']);
    expect(filesToCarry(outgoing, { ...incoming, carried: { [outgoing.name]: ['_astro/b.1.js'] } })).toEqual([]);
  });
});

describe('instancesFrom', () => {
  test('reads the ports in restart order, the command and the bound; none without ports', () => {
    expect(instancesFrom({})).toBeUndefined();
    expect(instancesFrom({ INSTANCE_PORTS: '4321, 4322', RESTART_COMMAND: 'restart "$1"' })).toEqual({
      ports: [4321, 4322],
      restart: 'restart "$1"',
      readyWithinMs: 30_000,
    });
    expect(instancesFrom({ INSTANCE_PORTS: '4321', RESTART_COMMAND: 'r', READY_WITHIN: '5' })?.readyWithinMs).toBe(
      5000,
    );
  });

  test('refuses what would restart nothing or wait for ever, saying which setting', () => {
    expect(() => instancesFrom({ INSTANCE_PORTS: '4321' })).toThrow(/without RESTART_COMMAND/);
    expect(() => instancesFrom({ INSTANCE_PORTS: '4321 http', RESTART_COMMAND: 'r' })).toThrow(/"http"/);
    expect(() => instancesFrom({ INSTANCE_PORTS: '70000', RESTART_COMMAND: 'r' })).toThrow(/"70000"/);
    expect(() => instancesFrom({ INSTANCE_PORTS: '4321', RESTART_COMMAND: 'r', READY_WITHIN: '0' })).toThrow(
      /READY_WITHIN/,
    );
  });
});
