// The content's schemas as the editor reads and writes them: a picture is the path its file holds, which the
// build's `image()` would turn into an imported picture, and the filter's tabs are those of categories.yaml.
import { z } from 'astro/zod';
import { pictureFile } from '../lib/schemas/media.ts';
import type { ContentContext } from '../lib/schemas/meta.ts';
import { contentLists } from './content-lists.ts';

/** A schema context whose picture fields are plain paths, with the filter's tabs. */
export const editorContext: ContentContext = {
  image: (() =>
    z.string().regex(pictureFile, {
      error: 'a picture is a JPEG, PNG, WebP, AVIF, GIF, SVG or TIFF file',
    })) as unknown as ContentContext['image'],
  categories: () => contentLists.categories.map(({ id }) => id),
};
