// Astro writes the one-line style of its island elements where the first island appears, inside <body>,
// where HTML does not allow <style>. After the build this moves it into <head>, unchanged, so the page is
// valid HTML and the style's CSP hash (already in the head's policy) still matches.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewritePages } from './files.ts';

const islandStyle = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with the island style moved to the end of <head>; unchanged when it is already there or absent. */
export function hoistIslandStyle(html: string): string {
  const match = islandStyle.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd === -1 || match.index < headEnd) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}

export default function hoistIslandStyleIntegration(): AstroIntegration {
  return {
    name: 'lumbre:hoist-island-style',
    hooks: {
      'astro:build:done': async ({ dir }) => rewritePages(fileURLToPath(dir), hoistIslandStyle),
    },
  };
}
