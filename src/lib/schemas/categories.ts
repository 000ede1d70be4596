// The filter tabs of the case list (`src/content/categories.yaml`).
import { z } from 'astro/zod';
import { categorySlugs } from '../categories.ts';
import { listOf, localized } from './groups.ts';
import { fits, upTo } from './text.ts';
import words from './categories.words.json' with { type: 'json' };

export const categoriesSchema = z.object({
  categories: listOf(
    z.object({
      id: z.enum(categorySlugs).meta(words['categories[].id']),
      title: localized(upTo(fits.word)).meta(words['categories[].title']),
    }),
    'id',
  )
    .min(1)
    .meta({ ...words.categories, editor: { itemLabel: 'title.en' } }),
});
