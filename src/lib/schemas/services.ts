// The service rows of 'what we do' (`src/content/services.yaml`).
import { z } from 'astro/zod';
import { listOf, localized } from './groups.ts';
import { fits, slug, upTo } from './text.ts';
import words from './services.words.json' with { type: 'json' };
import { defaultLocale } from '../../i18n/routes.ts';

/** Two short lists side by side, in one language. */
const twoLists = z
  .array(z.array(upTo(48).meta(words['lists[].item'])).min(1).meta(words['lists[]']))
  .length(2)
  .meta(words.lists);

export const servicesSchema = z.object({
  services: listOf(
    z.object({
      id: slug.meta(words['services[].id']),
      title: localized(upTo(fits.label)).meta(words['services[].title']),
      caption: localized(upTo(240).meta({ editor: { multiline: true } })).meta(words['services[].caption']),
      lists: localized(twoLists).meta(words['services[].lists']),
    }),
    'id',
  )
    .min(1)
    .meta({ ...words.services, editor: { itemLabel: `title.${defaultLocale}` } }),
});
