// One case study in one language: `src/content/cases/{es,en}/{slug}.md`, the Markdown body being the description.
import { z } from 'astro/zod';
import { optionalGroup } from './groups.ts';
import { media, pictureRows, sizes } from './media.ts';
import type { ContentContext } from './meta.ts';
import { category, clientId } from './references.ts';
import { fits, upTo, webAddress } from './text.ts';
import words from './cases.words.json' with { type: 'json' };

export const caseSchema = (context: ContentContext) =>
  z.object({
    title: upTo(fits.name).meta(words.title),
    summary: upTo(fits.summary).meta({ ...words.summary, editor: { multiline: true } }),
    listed: z.boolean().default(true).meta(words.listed),
    categories: z.array(category(context)).default([]).meta(words.categories),
    facts: z
      .object({
        year: z
          .string()
          .regex(/^\d{4}$/, { error: 'a year, like 2024' })
          .meta({ ...words['facts.year'], editor: { sameInEveryLanguage: true } }),
        client: clientId(context).meta(words['facts.client']),
        solutions: z
          .array(upTo(fits.name).meta(words['facts.solutions[]']))
          .min(1)
          .max(6)
          .meta(words['facts.solutions']),
        link: optionalGroup({
          label: upTo(fits.label).meta(words['facts.link.label']),
          url: webAddress.meta(words['facts.link.url']),
        }).meta({ ...words['facts.link'], editor: { layout: [6, 6] } }),
      })
      .meta({ ...words.facts, editor: { layout: [4, 8, 12, 12] } }),
    banner: media(context, sizes.wide).meta(words.banner),
    context: z
      .object({
        title: upTo(fits.heading).meta(words['context.title']),
        caption: upTo(fits.paragraph).meta({ ...words['context.caption'], editor: { multiline: true } }),
        rows: pictureRows(context).meta(words['context.rows']),
      })
      .meta(words.context),
    challenge: z
      .object({
        title: upTo(fits.heading).meta(words['challenge.title']),
        subtitle: upTo(fits.sentence).meta({ ...words['challenge.subtitle'], editor: { multiline: true } }),
        caption: upTo(fits.paragraph)
          .optional()
          .meta({ ...words['challenge.caption'], editor: { multiline: true } }),
      })
      .meta(words.challenge),
    rows: pictureRows(context).meta(words.rows),
    descriptionTitle: upTo(fits.heading).optional().meta(words.descriptionTitle),
  });
