// Regenerates the Open Graph cards public/og/{es,en}.png (1200×630) by rendering them in Chromium,
// so they use the site's own typeface. Run after changing the brand line: `node scripts/og-images.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs } from '../tests/support/chromium.ts';

const font = await readFile('node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2');
const mark = await readFile('public/favicon.svg', 'utf8');
const cards = {
  es: { line: 'Agencia creativa y digital', sub: 'Buenos Aires · Empresa B · Carbono neutral' },
  en: { line: 'Creative and digital agency', sub: 'Buenos Aires · B Corp · Carbon neutral' },
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [lang, card] of Object.entries(cards)) {
  await page.setContent(`<!doctype html><html><head><style>
    @font-face { font-family: 'Space Grotesk'; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 300 700; }
    body { margin: 0; width: 1200px; height: 630px; display: grid; align-content: space-between; padding: 72px 80px; box-sizing: border-box;
      background: #0d0d0f; color: #f5f3ee; font-family: 'Space Grotesk'; }
    .brand { display: flex; align-items: center; gap: 22px; font-size: 64px; font-weight: 700; letter-spacing: -0.04em; }
    .brand svg { width: 76px; height: 76px; }
    .brand svg circle:first-child { fill: #f5f3ee; } .brand svg circle:last-child { fill: #0d0d0f; }
    h1 { margin: 0; font-size: 104px; line-height: 0.95; font-weight: 600; letter-spacing: -0.045em; max-width: 960px; }
    h1 span { color: #6f86ff; }
    p { margin: 0; font-size: 34px; color: #b9b9c2; }
  </style></head><body>
    <div class="brand">${mark}<span>lumbre</span></div>
    <h1>${card.line.replace(/ (\S+)$/, ' <span>$1</span>')}</h1>
    <p>${card.sub}</p>
  </body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await writeFile(`public/og/${lang}.png`, await page.screenshot({ type: 'png' }));
  console.log(`Wrote public/og/${lang}.png`);
}
await browser.close();
