// The colours used outside CSS (src/styles/brand.ts) are the design tokens of src/styles/global.css.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand, withAlpha, type BrandColor } from '../../src/styles/brand.ts';

const tokens = new Map(
  [...readFileSync('src/styles/global.css', 'utf8').matchAll(/(--color-[a-z-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
);
const tokenName = (color: string) => `--color-${color.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

describe('brand colours outside CSS', () => {
  it.each(Object.keys(brand) as BrandColor[])('%s is the global.css token of the same name', (color) => {
    expect(tokens.get(tokenName(color)), tokenName(color)).toBe(brand[color]);
  });

  it('adds transparency without changing the colour', () => {
    expect(withAlpha('ink', 0.7)).toBe('rgba(13, 13, 15, 0.7)');
    expect(withAlpha('blueOnInk', 0)).toBe('rgba(111, 134, 255, 0)');
  });
});
