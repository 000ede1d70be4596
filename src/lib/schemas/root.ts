// The two pages shown before a language is known: the language picker at `/` and the static hosts' 404
// (`src/content/root.yaml`).
import { z } from 'astro/zod';
import { localized } from './groups.ts';
import { fits, upTo } from './text.ts';
import words from './root.words.json' with { type: 'json' };

export const rootSchema = z.object({
  picker: z
    .object({
      loading: upTo(fits.label).meta(words['picker.loading']),
      choose: localized(upTo(fits.label)).meta(words['picker.choose']),
      description: localized(upTo(fits.summary)).meta(words['picker.description']),
    })
    .meta(words.picker),
  lost: localized(
    z.object({
      text: upTo(fits.heading).meta(words['lost.text']),
      link: upTo(fits.name).meta(words['lost.link']),
    }),
  ).meta(words.lost),
});
