// Pictures and videos as the content names them: a picture with its description, a looping video with the picture
// as its poster, rows of one to three. The build checks that each file exists; the editor offers the files.
import { z } from 'astro/zod';
import type { ContentContext } from './meta.ts';
import { developerLanguage, inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';
import { fits, upTo } from './text.ts';
import words from './media.words.json' with { type: 'json' };

/** The picture files Astro can optimise. */
export const pictureFile = /\.(?:jpe?g|png|webp|avif|gif|svg|tiff?)$/i;

export function picture(context: ContentContext) {
  return context.image().meta({ ...words.picture, editor: { kind: 'picture' } });
}

function videoFile(context: ContentContext) {
  return z
    .string()
    .regex(/^([a-z0-9-]+\/)?[a-z0-9-]+\.mp4$/, {
      error: 'a video is an .mp4 file in src/assets/videos, named in lowercase with hyphens',
    })
    .refine((name) => !context.exists || context.exists(`src/assets/videos/${name}`), {
      error: (issue) => `no video src/assets/videos/${String(issue.input)}`,
    })
    .meta({ ...words.video, editor: { kind: 'video' } });
}

/**
 * The part of a picture every crop keeps whole (a logo, a headline, a face): a rectangle in percent of the picture's
 * width and height (src/lib/focus.ts). The editor draws it over the picture.
 */
export function focusArea() {
  const percent = (name: 'x' | 'y' | 'width' | 'height') =>
    z
      .int()
      .min(name === 'width' || name === 'height' ? 1 : 0)
      .max(100)
      .meta(words[`focus.${name}`]);
  return z
    .object({ x: percent('x'), y: percent('y'), width: percent('width'), height: percent('height') })
    .refine(({ x, y, width, height }) => x + width <= 100 && y + height <= 100, {
      error: words.focus.invalid[developerLanguage],
    })
    .meta({ ...words.focus, editor: { kind: 'focus' } });
}

/** The size a picture looks best at, by its place: said under the picture's field. */
export const sizes = words.sizes satisfies Record<string, Words>;

/** One wording after the other, in every language. */
const joined = (first: Words, then: Words) => inEditorLanguages((lang) => `${first[lang]} ${then[lang]}`);

/** A picture with its description, or a looping video with the picture as its poster. */
export function media(context: ContentContext, size: Words) {
  return z.object({
    src: picture(context).meta({ ...words['media.src'], hint: joined(words['media.src'].hint, size) }),
    focus: focusArea(),
    alt: upTo(fits.alt).meta({ ...words['media.alt'], editor: { multiline: true } }),
    video: videoFile(context).optional().meta(words['media.video']),
  });
}

/** Rows of one to three pictures, each row laid out by how many it holds (one wide, two or three side by side). */
export function pictureRows(context: ContentContext) {
  return z
    .array(
      z
        .array(media(context, sizes.row))
        .min(1)
        .max(3)
        .meta({ ...words.row, editor: { kind: 'row' } }),
    )
    .min(1)
    .meta(words.rows);
}
