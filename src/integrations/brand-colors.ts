// Writes the colour tokens (`--color-ink`, …) into src/styles/global.css as CSS is built, from src/styles/brand.ts:
// the brand's colours are written once, and the tokens styles use can never differ from the social cards' or the e-mail's.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const globalCss = fileURLToPath(new URL('../styles/global.css', import.meta.url));
const brandFile = new URL('../styles/brand.ts', import.meta.url);

export default function brandColors(): Plugin {
  return {
    name: 'lumbre:brand-colors',
    enforce: 'pre',
    async transform(code, id) {
      if (id.split('?')[0] !== globalCss) return null;
      this.addWatchFile(fileURLToPath(brandFile));
      // Imported afresh each time, so an edited colour shows in `astro dev` without a restart.
      const { colorTokens } = (await import(
        `${brandFile.href}?t=${Date.now()}`
      )) as typeof import('../styles/brand.ts');
      return { code: `:root {\n${colorTokens()}\n}\n${code}`, map: null };
    },
  };
}
