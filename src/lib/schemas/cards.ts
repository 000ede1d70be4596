// The case list's cards, in the order shown (`src/content/cards.yaml`).
import { z } from 'astro/zod';
import { locales } from '../../i18n/routes.ts';
import { listOf, localized, localizedOptional, optionalGroup } from './groups.ts';
import { picture, sizes } from './media.ts';
import type { ContentContext } from './meta.ts';
import { caseSlug, category } from './references.ts';
import { fits, slug, upTo } from './text.ts';
import words from './cards.words.json' with { type: 'json' };

/** A card that opens no case has nothing to take its name and picture from: it brings its own. */
const needsItsOwn = 'is required on a card without a case';

export const cardsSchema = (context: ContentContext) =>
  z.object({
    cards: listOf(
      z
        .object({
          id: slug.meta(words['cards[].id']),
          case: caseSlug(context).optional().meta(words['cards[].case']),
          categories: z.array(category(context)).meta(words['cards[].categories']),
          nameDesktop: localizedOptional(upTo(fits.heading)).meta(words['cards[].nameDesktop']),
          nameMobile: localizedOptional(upTo(fits.label)).meta(words['cards[].nameMobile']),
          picture: optionalGroup({
            src: picture(context).meta({ ...words['cards[].picture.src'], hint: sizes.card }),
            alt: localized(upTo(fits.alt)).meta(words['cards[].picture.alt']),
          }).meta(words['cards[].picture']),
        })
        .superRefine((card, context) => {
          if (card.case) return;
          for (const key of ['nameDesktop', 'nameMobile'] as const) {
            for (const lang of locales) {
              if (!card[key]?.[lang]) context.addIssue({ code: 'custom', path: [key, lang], message: needsItsOwn });
            }
          }
          if (!card.picture) context.addIssue({ code: 'custom', path: ['picture'], message: needsItsOwn });
        }),
      'id',
    )
      .min(1)
      .meta({ ...words.cards, editor: { itemLabel: 'id' } }),
  });
