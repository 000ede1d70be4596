// A client logo's optical size. Logos look one size when their boxes cover alike areas, not when they are one height
// (Dan Paquette's rule, as in Sanity's logo-soup), and when their ink weighs alike: a long wordmark is set lower than
// a square mark, a hairline drawing a little larger than a heavy block. Measured at build from the logo's file with
// sharp (Astro's own image library), once per file.
import sharp from 'sharp';

/** A typical wordmark's shape (width ÷ height) and share of its box inked: such a logo is set at the base height. */
const typical = { shape: 3, ink: 0.35 };
/** How far from the base height a logo may be set (client-logo.css has a class per tenth): extremes stay in proportion. */
const range = { lowest: 0.5, highest: 1.5 };

/**
 * The drawing's box in the picture, blank margins left out (height in the measured raster's pixels), and the share
 * of that box its ink covers: each pixel counts by how dark it shows on white, so a pale colour weighs less.
 */
async function drawingOf(file: string) {
  const { data, info } = await sharp(file, { density: 144 })
    .resize({ height: 160 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const box = { left: info.width, right: -1, top: info.height, bottom: -1 };
  let ink = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const darkness = 1 - data[y * info.width + x]! / 255;
      ink += darkness;
      if (darkness < 0.1) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  if (box.right < 0) throw new Error('nothing of it shows on white: the pages need its dark version');
  const [width, height] = [box.right - box.left + 1, box.bottom - box.top + 1];
  return { shape: width / height, ink: ink / (width * height), share: height / info.height };
}

const measured = new Map<string, Promise<number>>();

/**
 * A logo's height as a multiple of the base height, in tenths, from its file: by √(typical shape ÷ its shape), so its
 * box covers a typical wordmark's area, and by the fourth root of (typical ink ÷ its ink), damped as full ink
 * equality would blow a thin drawing up; its blank margins added back; within the range.
 */
export function logoScale(file: string): Promise<number> {
  let scale = measured.get(file);
  if (!scale) {
    scale = drawingOf(file)
      .then(({ shape, ink, share }) => {
        const size = (Math.sqrt(typical.shape / shape) * (typical.ink / ink) ** 0.25) / share;
        return Math.round(10 * Math.min(range.highest, Math.max(range.lowest, size))) / 10;
      })
      .catch((error: Error) => Promise.reject(new Error(`The logo ${file}: ${error.message}`)));
    measured.set(file, scale);
  }
  return scale;
}
