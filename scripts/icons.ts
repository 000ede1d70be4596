// Regenerates public/favicon.ico and public/apple-touch-icon.png from public/favicon.svg.
// Run after changing the mark: `node scripts/icons.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile('public/favicon.svg');
const png32 = await sharp(svg, { density: 384 }).resize(32, 32).png().toBuffer();
// An ICO file may carry a PNG image: a 6-byte header, one 16-byte directory entry, then the PNG.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile('public/favicon.ico', Buffer.concat([header, png32]));
// Apple touch icons get a solid background and some breathing room.
await sharp(svg, { density: 1200 })
  .resize(140, 140)
  .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#f5f3ee' })
  .flatten({ background: '#f5f3ee' })
  .png()
  .toFile('public/apple-touch-icon.png');
console.log('Wrote public/favicon.ico and public/apple-touch-icon.png');
