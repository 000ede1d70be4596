import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '../../src/integrations/hoist-island-style.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it('moves the island style from the body to the end of the head', () => {
    const page = `<html><head><title>x</title></head><body><div>${style}<astro-island></astro-island></div></body></html>`;
    expect(hoistIslandStyle(page)).toBe(
      `<html><head><title>x</title>${style}</head><body><div><astro-island></astro-island></div></body></html>`,
    );
  });

  it('leaves pages without islands, or already tidy, as they are', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const tidy = `<html><head>${style}</head><body></body></html>`;
    expect(hoistIslandStyle(tidy)).toBe(tidy);
  });
});
