// The filter tabs of the case list (`src/content/categories.yaml`): which categories there are, in the order shown,
// named in each language. A card or a case names a category by its tab's id.
import { z } from 'astro/zod';
import { listOf, localized } from './groups.ts';
import { fits, slug, upTo } from './text.ts';
import words from './categories.words.json' with { type: 'json' };
import { defaultLocale } from '../../i18n/routes.ts';

export const categoriesSchema = z.object({
  categories: listOf(
    z.object({
      id: slug.meta(words['categories[].id']),
      title: localized(upTo(fits.word)).meta(words['categories[].title']),
    }),
    'id',
  )
    .min(1)
    .meta({ ...words.categories, editor: { itemLabel: `title.${defaultLocale}` } }),
});

/** The ids a categories file lists, read without its schema (a draft may be half written): the filter's tabs. */
export function categoryIds(data: unknown): string[] {
  const { categories } = (data ?? {}) as { categories?: { id?: unknown }[] };
  return (categories ?? []).flatMap(({ id }) => (typeof id === 'string' ? [id] : []));
}
