// The favicons are drawn from the logo's mark when the site is built (src/lib/icons.ts), in the brand's colours.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faviconIco, faviconSvg, touchIcon } from '../../src/lib/icons.ts';
import { brand } from '../../src/styles/brand.ts';
import { markShapes } from '../../src/styles/logo-mark.ts';

/** The colour of one pixel of a picture, as `#rrggbb`. */
async function pixel(picture: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const near = (actual: string, expected: string) =>
  [1, 3, 5].every(
    (start) =>
      Math.abs(
        Number.parseInt(actual.slice(start, start + 2), 16) - Number.parseInt(expected.slice(start, start + 2), 16),
      ) <= 8,
  );

describe('the favicons', () => {
  it('are the mark on paper: an ink disc, a red flame, a paper core', () => {
    const svg = faviconSvg();
    expect(svg.match(/<(circle|path) /g)).toHaveLength(markShapes.length);
    expect(svg).toContain(`fill="${brand.ink}"`);
    expect(svg).toContain(`fill="${brand.red}"`);
    expect(svg).toContain(`fill="${brand.paper}"`);
  });

  it('include a 32 px PNG in an ICO file for browsers without SVG icons', async () => {
    const ico = await faviconIco();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(near(await pixel(png, 16, 3), brand.ink)).toBe(true);
  });

  it('include a 180 px touch icon with the mark on a paper margin', async () => {
    const icon = await touchIcon();
    expect(await sharp(icon).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect(await pixel(icon, 2, 2)).toBe(brand.paper);
    expect(near(await pixel(icon, 90, 30), brand.ink)).toBe(true);
    expect(near(await pixel(icon, 90, 75), brand.red)).toBe(true);
  });
});
