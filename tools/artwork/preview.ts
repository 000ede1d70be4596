// Writes PNG previews of rendered assets to /tmp/artwork-preview (for eyeballing; not part of the build).
// Usage: node tools/artwork/preview.ts [substring ...] [--w=1000] [--sheet=name]
//   --sheet=name  also writes /tmp/artwork-preview/sheet-name.png, a contact sheet of the matches.
import { readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { ASSETS } from './lib/render.ts';

const args = process.argv.slice(2);
const width = Number(args.find((a) => a.startsWith('--w='))?.slice(4) ?? 1000);
const sheetName = args.find((a) => a.startsWith('--sheet='))?.slice(8);
const filters = args.filter((a) => !a.startsWith('--'));
const out = '/tmp/artwork-preview';
mkdirSync(out, { recursive: true });
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
const files = walk(ASSETS)
  .filter((f) => f.endsWith('.jpg'))
  .filter((f) => !filters.length || filters.some((x) => relative(ASSETS, f).includes(x)))
  .sort();
if (sheetName) {
  const cell = 640,
    gap = 12;
  const tiles = await Promise.all(
    files.map(async (f) => {
      const buf = await sharp(f)
        .resize({ width: cell, height: cell, fit: 'inside' })
        .toBuffer({ resolveWithObject: true });
      return buf;
    }),
  );
  const cols = 3;
  const rows: { input: Buffer; left: number; top: number }[] = [];
  let y = gap;
  for (let i = 0; i < tiles.length; i += cols) {
    const row = tiles.slice(i, i + cols);
    const rh = Math.max(...row.map((t) => t.info.height));
    row.forEach((t, j) => rows.push({ input: t.data, left: gap + j * (cell + gap), top: y }));
    y += rh + gap;
  }
  await sharp({ create: { width: cols * (cell + gap) + gap, height: y, channels: 3, background: '#777' } })
    .composite(rows)
    .png()
    .toFile(join(out, `sheet-${sheetName}.png`));
  console.log(join(out, `sheet-${sheetName}.png`));
} else {
  for (const f of files) {
    const target = join(
      out,
      relative(ASSETS, f)
        .replace(/\//g, '__')
        .replace(/\.jpg$/, '.png'),
    );
    await sharp(f).resize({ width }).png().toFile(target);
    console.log(target);
  }
}
