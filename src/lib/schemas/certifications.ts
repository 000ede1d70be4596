// B Corp, carbon neutral and Great Place to Work (`src/content/certifications.yaml`): the site draws each one's
// badge, so the ids are the code's; their names and words are content.
import { z } from 'astro/zod';
import { listOf, localized, optionalGroup } from './groups.ts';
import { fits, upTo, webAddress } from './text.ts';
import words from './certifications.words.json' with { type: 'json' };
import { defaultLocale } from '../../i18n/routes.ts';

const certificationIds = ['bcorp', 'carbon', 'gptw'] as const;

export const certificationsSchema = z.object({
  certifications: listOf(
    z.object({
      id: z.enum(certificationIds).meta({ ...words['certifications[].id'], editor: { namedIn: 'certifications' } }),
      badge: localized(upTo(fits.name)).meta(words['certifications[].badge']),
      title: localized(upTo(fits.heading)).meta(words['certifications[].title']),
      caption: localized(upTo(fits.paragraph).meta({ editor: { multiline: true } })).meta(
        words['certifications[].caption'],
      ),
      link: optionalGroup({
        url: webAddress.meta(words['certifications[].link.url']),
        label: localized(upTo(fits.name)).meta(words['certifications[].link.label']),
      }).meta(words['certifications[].link']),
    }),
    'id',
  )
    .min(1)
    .meta({ ...words.certifications, editor: { itemLabel: `badge.${defaultLocale}` } }),
});
