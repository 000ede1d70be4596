// Several people on the editing host at once (src/server/editing/versions.ts): a save that would undo what another
// saved since the form started is refused, one that keeps it goes through, and each form hears who else is on it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobId, fileVersions, openForMs, type FileVersions } from '../../src/server/editing/versions.ts';

const file = 'src/content/cases/en/aca.md';
const lines = (...changed: [number, string][]) => {
  const text = ['title: ACA', 'summary: A members app.', 'year: 2023', 'challenge: Room to grow.'];
  for (const [index, line] of changed) text[index] = line;
  return Buffer.from(`${text.join('\n')}\n`);
};
const original = lines();
const anasSummary = lines([1, 'summary: Ana’s summary.']);

let dir: string;
let versions: FileVersions;
let clock: number;
const write = (bytes: Buffer) => writeFile(path.join(dir, file), bytes);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'versions-'));
  await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
  await write(original);
  clock = 1_000_000;
  versions = fileVersions(dir, () => clock);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Both read the original; Ana saves her summary. */
async function anaSavesFirst() {
  await versions.read('ana', file, blobId(original));
  await versions.read('bruno', file, blobId(original));
  await write(anasSummary);
  await versions.saved('ana', [file]);
}

describe('two people saving one file', () => {
  it('refuses the second save where it would undo the first: Bruno’s year, on a form without Ana’s summary', async () => {
    await anaSavesFirst();
    const brunos = lines([2, 'year: 2019']);
    expect(await versions.overwritten('bruno', [{ file, contents: brunos }])).toEqual([file]);
    expect(await versions.overwritten('bruno', [{ file }])).toEqual([file]);
  });

  it('lets it through where it keeps every change made meanwhile, as a form that read the file again does', async () => {
    await anaSavesFirst();
    // Bruno's form shows Ana's summary (read again, or typed): his save keeps it, and adds his challenge (a line
    // next to hers would count as the same change, as it does for git).
    const both = lines([1, 'summary: Ana’s summary.'], [3, 'challenge: Bruno’s.']);
    expect(await versions.overwritten('bruno', [{ file, contents: both }])).toEqual([]);
    // Ana's own next save starts from her saved version.
    expect(await versions.overwritten('ana', [{ file, contents: lines([1, 'summary: Ana again.']) }])).toEqual([]);
  });

  it('keeps a session’s start through a reload’s reading, until it is refused and reads again', async () => {
    await anaSavesFirst();
    const brunos = lines([2, 'year: 2019']);
    // The editor reads Ana's version, but may show Bruno's unsaved text from before over it: still refused.
    await versions.read('bruno', file, blobId(anasSummary));
    expect(await versions.overwritten('bruno', [{ file, contents: brunos }])).toEqual([file]);
    versions.refused('bruno', [file]);
    await versions.read('bruno', file, blobId(anasSummary));
    // Told, and reading again (the host clears the editor's unsaved text then), his form starts from Ana's version.
    expect(await versions.overwritten('bruno', [{ file, contents: lines([1, 'summary: Bruno’s.']) }])).toEqual([]);
  });

  it('writes a new file, or the same bytes again, and refuses a file never read that someone else wrote', async () => {
    const picture = 'src/assets/cases/aca/wide-0a1b2c3d.jpg';
    expect(await versions.overwritten('ana', [{ file: picture, contents: Buffer.from('jpeg') }])).toEqual([]);
    await writeFile(path.join(dir, 'src/content/cases/en/new.md'), 'title: New\n');
    const written = 'src/content/cases/en/new.md';
    expect(await versions.overwritten('ana', [{ file: written, contents: Buffer.from('title: New\n') }])).toEqual([]);
    expect(await versions.overwritten('ana', [{ file: written, contents: Buffer.from('title: Mine\n') }])).toEqual([
      written,
    ]);
  });
});

describe('who else has a file open', () => {
  it('names the others who said so lately, not oneself, and forgets those who left', () => {
    expect(versions.open('ana', 'Ana Pérez', file)).toEqual([]);
    expect(versions.open('bruno', 'Bruno Díaz', file)).toEqual(['Ana Pérez']);
    // Ana in a second tab or session is still Ana.
    expect(versions.open('ana-2', 'Ana Pérez', file)).toEqual(['Bruno Díaz']);
    clock += openForMs;
    expect(versions.open('bruno', 'Bruno Díaz', file)).toEqual([]);
    versions.open('ana', 'Ana Pérez', file);
    versions.forget('ana');
    expect(versions.open('bruno', 'Bruno Díaz', file)).toEqual([]);
  });

  it('names who else is editing any file, for the editor’s bar', () => {
    versions.open('bruno', 'Bruno Díaz', file);
    versions.open('carla', 'Carla Ruiz', 'src/content/company.yaml');
    expect(versions.editing('Bruno Díaz')).toEqual(['Carla Ruiz']);
    expect(versions.editing('Carla Ruiz')).toEqual(['Bruno Díaz']);
    clock += openForMs;
    expect(versions.editing('Bruno Díaz')).toEqual([]);
  });
});
