// The brand's colours are written once, in src/styles/brand.ts: the build writes them into global.css as tokens (that
// every token a style names exists and none is defined elsewhere, Stylelint checks: stylelint.config.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import brandColors from '../../src/integrations/brand-colors.ts';
import { brand, colorToken, withAlpha } from '../../src/styles/brand.ts';

const globalCss = path.resolve('src/styles/global.css');

/** global.css as the build hands it to the CSS pipeline. */
async function builtGlobalCss(): Promise<string> {
  const plugin = brandColors();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string }>;
  return (await transform.call({ addWatchFile: () => undefined }, readFileSync(globalCss, 'utf8'), globalCss)).code;
}

describe('brand colours', () => {
  it('are written into global.css as tokens, each brand colour under its own name', async () => {
    const css = await builtGlobalCss();
    for (const [name, value] of Object.entries(brand)) expect(css).toContain(`${colorToken(name)}: ${value};`);
    expect(colorToken('mutedOnInk')).toBe('--color-muted-on-ink');
  });

  it('adds transparency without changing the colour', () => {
    expect(withAlpha('ink', 0.7)).toBe('rgba(13, 13, 15, 0.7)');
    expect(withAlpha('blueOnInk', 0)).toBe('rgba(111, 134, 255, 0)');
  });
});
