// The content's schemas as the editor reads and writes them: a picture is the path its file holds, which the
// build's `image()` would turn into an imported picture.
import { z } from 'astro/zod';
import { pictureFile, type ContentContext } from '../lib/content-schema.ts';

/** A schema context whose picture fields are plain paths. */
export const editorContext: ContentContext = {
  image: (() =>
    z.string().regex(pictureFile, {
      error: 'a picture is a JPEG, PNG, WebP, AVIF, GIF, SVG or TIFF file',
    })) as unknown as ContentContext['image'],
};
