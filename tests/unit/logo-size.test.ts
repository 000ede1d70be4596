import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logoScale } from '../../src/lib/logo-size.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'logos-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A logo file: the drawing is SVG shapes in a box of `width` × `height`. */
function logo(name: string, width: number, height: number, drawing: string): string {
  const file = path.join(folder, `${name}.svg`);
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${drawing}</svg>`,
  );
  return file;
}

/** Bars of ink across a box, covering `share` of it: a heavy block near 1, a hairline drawing near 0. */
function bars(width: number, height: number, share: number, color = '#0d0d0f'): string {
  const rows = 8;
  const bar = (height / rows) * share;
  return Array.from(
    { length: rows },
    (_, row) => `<rect x="0" y="${(row * height) / rows}" width="${width}" height="${bar}" fill="${color}"/>`,
  ).join('');
}

describe('a client logo’s optical size', () => {
  it('sets a long wordmark lower than a compact mark of the same ink', async () => {
    const long = await logoScale(logo('long', 480, 80, bars(480, 80, 0.35)));
    const compact = await logoScale(logo('compact', 160, 80, bars(160, 80, 0.35)));
    expect(long).toBeLessThan(compact);
  });

  it('sets a faint drawing larger than a heavy one of the same shape, and a pale one larger than a dark one', async () => {
    const heavy = await logoScale(logo('heavy', 240, 80, bars(240, 80, 0.8)));
    const faint = await logoScale(logo('faint', 240, 80, bars(240, 80, 0.15)));
    const pale = await logoScale(logo('pale', 240, 80, bars(240, 80, 0.8, '#c8c8c8')));
    expect(faint).toBeGreaterThan(heavy);
    expect(pale).toBeGreaterThan(heavy);
  });

  it('adds blank margins back, so the drawing shows at the size it would without them', async () => {
    const tight = await logoScale(logo('tight', 240, 80, bars(240, 80, 0.4)));
    const padded = await logoScale(
      logo('padded', 360, 120, `<g transform="translate(60 20)">${bars(240, 80, 0.4)}</g>`),
    );
    expect(padded).toBeCloseTo(tight * 1.5, 1);
  });

  it('keeps a very long or very faint logo within half and one and a half times the base', async () => {
    const scales = await Promise.all([
      logoScale(logo('banner', 2000, 40, bars(2000, 40, 0.4))),
      logoScale(logo('square-hairline', 80, 80, bars(80, 80, 0.02))),
    ]);
    expect(scales).toEqual([0.5, 1.5]);
  });

  it('says which file it could not measure', async () => {
    await expect(logoScale(logo('blank', 200, 80, ''))).rejects.toThrow(/blank\.svg: nothing of it shows on white/);
  });
});
