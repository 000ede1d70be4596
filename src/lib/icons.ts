// The site's icons, drawn from the logo's mark (src/styles/logo-mark.ts) when the site is built: the SVG favicon, a
// 32 px favicon.ico for browsers without SVG icons, and the 180 px touch icon (also the logo search engines show).
import sharp from 'sharp';
import { brand } from '../styles/brand.ts';
import { markSvg } from '../styles/logo-mark.ts';

export const faviconSvg = (): string => markSvg('light');

/** A 32 px PNG inside an ICO file: a 6-byte header, one 16-byte directory entry, then the PNG. */
export async function faviconIco(): Promise<Buffer> {
  const png = await sharp(Buffer.from(faviconSvg()), { density: 384 }).resize(32, 32).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** The touch icon: the mark on paper, with some breathing room (the system rounds its corners). */
export async function touchIcon(): Promise<Buffer> {
  return sharp(Buffer.from(faviconSvg()), { density: 1200 })
    .resize(140, 140)
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: brand.paper })
    .flatten({ background: brand.paper })
    .png()
    .toBuffer();
}
