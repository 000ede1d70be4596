// The brand's colours are written once, in src/styles/brand.ts: the build writes them into global.css as tokens, so
// every colour token a style names comes from there and no stylesheet defines one of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import brandColors from '../../src/integrations/brand-colors.ts';
import { brand, colorToken, colorTokens, withAlpha } from '../../src/styles/brand.ts';

const globalCss = path.resolve('src/styles/global.css');
const styled = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(css|astro|tsx)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join('src', file), 'utf8') }));
const tokens = new Set(
  colorTokens()
    .split('\n')
    .map((line) => line.slice(0, line.indexOf(':'))),
);

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

  it('are the only colour tokens: every one a style names exists, and no stylesheet defines its own', () => {
    const named = styled.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--color-[a-z-]+)/g)].map(([, token]) => `${file}: ${token}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !tokens.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
    const defined = styled.flatMap(({ file, text }) =>
      [...text.matchAll(/(--color-[a-z-]+)\s*:/g)].map(([, token]) => `${file}: ${token}`),
    );
    expect(defined).toEqual([]);
  });

  it('adds transparency without changing the colour', () => {
    expect(withAlpha('ink', 0.7)).toBe('rgba(13, 13, 15, 0.7)');
    expect(withAlpha('blueOnInk', 0)).toBe('rgba(111, 134, 255, 0)');
  });
});
