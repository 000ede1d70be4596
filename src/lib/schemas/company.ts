// Facts about the studio, the same in both languages (`src/content/company.yaml`).
import { z } from 'astro/zod';
import { listOf, localized } from './groups.ts';
import type { FieldWords } from './meta.ts';
import { fits, slug, upTo, webAddress } from './text.ts';
import words from './company.words.json' with { type: 'json' };
import { defaultLocale } from '../../i18n/routes.ts';

/** An address that reads the same in every language; the editor's refusal shows an example, not the studio's own. */
const emailAddress = (said: FieldWords) =>
  z.email().meta({ ...words.emailAddress, ...said, editor: { sameInEveryLanguage: true } });

export const companySchema = z.object({
  name: upTo(fits.name).meta(words.name),
  email: emailAddress(words.email),
  projectsEmail: emailAddress(words.projectsEmail),
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
  ).meta({ ...words.social, editor: { itemLabel: `label.${defaultLocale}` } }),
});
