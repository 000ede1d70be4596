// Draws an Open Graph card (1200×630 JPEG) at build time: satori lays out the words in the brand face as SVG,
// sharp renders it, over the case's banner when there is one. No browser, nothing downloaded.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { brandFontAt, brandFontKey } from '../styles/brand-font.ts';
import { ogSize, type OgCard } from './og.ts';
import { sourceOf } from './picture-file.ts';
import { brand as colors, withAlpha } from '../styles/brand.ts';
import { markIn, markViewBox } from '../styles/logo-mark.ts';

const satoriVersion = (createRequire(import.meta.url)('satori/package.json') as { version: string }).version;

/** The ink colour at an opacity. */
const shade = (alpha: number) => withAlpha('ink', alpha);

interface Shape {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Shape | string)[] | Shape | string;
    [attribute: string]: unknown;
  };
}
const box = (style: Record<string, string | number>, ...children: (Shape | string)[]): Shape => ({
  type: 'div',
  props: { style, children },
});

/** The logo's mark (src/styles/logo-mark.ts), on a dark card. */
const mark: Shape = {
  type: 'svg',
  props: {
    width: 64,
    height: 64,
    viewBox: markViewBox,
    children: markIn('dark').map(({ type, attributes }) => ({ type, props: attributes })),
  },
};

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[]> | undefined;
const brandFonts = () =>
  (fonts ??= Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: 'Space Grotesk',
      data: await brandFontAt(weight),
      weight,
      style: 'normal' as const,
    })),
  ));

/** The banner, cropped to the card, as a data URL satori can place. */
async function backdrop(original: Buffer): Promise<string> {
  const jpeg = await sharp(original)
    .resize(ogSize.width, ogSize.height, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The headline's size: the brand's 84 px while its longest line fits one line of the card (about 24 characters),
 * smaller for a longer title, so it wraps to two or three lines and keeps clear of the mark; past three, it is cut.
 */
function headlineSize(headline: string[]): number {
  const longest = Math.max(...headline.map((line) => line.length));
  return longest <= 24 ? 84 : longest <= 48 ? 68 : 54;
}

function layout(card: OgCard, picture: string | undefined): Shape {
  // Placed absolutely, like the backdrop, so they paint over it in document order.
  // The wordmark is the logo (src/components/Logo.astro), drawn, not the studio's name as copy.
  const brand = box(
    {
      position: 'absolute',
      top: 56,
      left: 72,
      display: 'flex',
      alignItems: 'center',
      gap: 20,
      fontSize: 52,
      fontWeight: 700,
      letterSpacing: -2,
    },
    mark,
    'lumbre',
  );
  const headline = box(
    {
      display: 'flex',
      flexDirection: 'column',
      fontSize: headlineSize(card.headline),
      fontWeight: 600,
      lineHeight: 1,
      letterSpacing: -3,
    },
    ...card.headline.map((text, index) =>
      box({ display: 'block', lineClamp: 3, color: index === 1 ? colors.blueOnInk : colors.paper }, text),
    ),
  );
  const line = picture
    ? box(
        { color: colors.paper, fontSize: 24, fontWeight: 600, letterSpacing: 3, textTransform: 'uppercase' },
        card.line,
      )
    : box(
        {
          display: 'block',
          color: colors.mutedOnInk,
          fontSize: 28,
          fontWeight: 400,
          lineHeight: 1.35,
          maxWidth: 1000,
          lineClamp: 2,
        },
        card.line,
      );
  const words = box(
    { position: 'absolute', left: 72, right: 72, bottom: 56, display: 'flex', flexDirection: 'column', gap: 24 },
    ...(picture ? [line, headline] : [headline, line]),
  );
  return box(
    {
      position: 'relative',
      display: 'flex',
      width: ogSize.width,
      height: ogSize.height,
      backgroundColor: colors.ink,
      color: colors.paper,
      fontFamily: 'Space Grotesk',
    },
    ...(picture
      ? [
          {
            type: 'img',
            props: {
              src: picture,
              width: ogSize.width,
              height: ogSize.height,
              style: { position: 'absolute', top: 0, left: 0 },
            },
          },
          // Dark at the top and bottom, so the brand and the title read over any banner.
          box({
            position: 'absolute',
            top: 0,
            left: 0,
            width: ogSize.width,
            height: ogSize.height,
            backgroundImage: `linear-gradient(180deg, ${shade(0.7)} 0%, ${shade(0)} 30%, ${shade(0)} 40%, ${shade(0.8)} 72%, ${shade(0.95)} 100%)`,
          }),
        ]
      : []),
    brand,
    words,
  );
}

// Drawn cards are kept under Astro's cache folder, named by a hash of everything drawn (the layout with its words and
// styles, the banner's bytes, the renderer's version and the font's), so a build redraws only the cards whose content changed.
const cacheDir = path.resolve('node_modules/.astro/og-cards');

/** The card as a JPEG of ogSize. */
export async function drawOgCard(card: OgCard): Promise<Buffer> {
  const original = card.picture ? await sourceOf(card.picture) : undefined;
  const key = createHash('sha256')
    .update(JSON.stringify(layout(card, original ? 'banner' : undefined)))
    .update(original ?? '')
    .update(satoriVersion)
    .update(await brandFontKey())
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(cacheDir, `${key}.jpg`);
  if (existsSync(cached)) return readFile(cached);
  const picture = original ? await backdrop(original) : undefined;
  const svg = await satori(layout(card, picture) as Parameters<typeof satori>[0], {
    ...ogSize,
    fonts: await brandFonts(),
  });
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Written beside and renamed, so a build running at the same time never reads half a card.
  const partial = `${cached}.${process.pid}.tmp`;
  await writeFile(partial, jpeg);
  await rename(partial, cached);
  return jpeg;
}
