// Facts about the studio, the same in both languages (`src/content/company.yaml`).
import { z } from 'astro/zod';
import { listOf, localized } from './groups.ts';
import { fits, slug, upTo, webAddress } from './text.ts';
import words from './company.words.json' with { type: 'json' };

const sameEverywhere = { editor: { sameInEveryLanguage: true } };

export const companySchema = z.object({
  name: upTo(fits.name).meta(words.name),
  email: z.email().meta({ ...words.email, ...sameEverywhere }),
  projectsEmail: z.email().meta({ ...words.projectsEmail, ...sameEverywhere }),
  address: z
    .object({
      street: upTo(fits.name).meta(words['address.street']),
      postalCode: upTo(fits.word).meta(words['address.postalCode']),
      city: upTo(fits.name).meta(words['address.city']),
      country: localized(upTo(fits.label)).meta(words['address.country']),
    })
    .meta(words.address),
  social: listOf(
    z.object({
      id: slug.meta(words['social[].id']),
      url: webAddress.meta(words['social[].url']),
      label: localized(upTo(fits.label)).meta(words['social[].label']),
      profile: z.boolean().meta(words['social[].profile']),
    }),
    'id',
  ).meta({ ...words.social, editor: { itemLabel: 'label.en' } }),
});
