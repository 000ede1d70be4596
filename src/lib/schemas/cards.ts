// The case list's cards, in the order shown (`src/content/cards.yaml`).
import { z } from 'astro/zod';
import { defaultLocale, locales, type Locale } from '../../i18n/routes.ts';
import { slugify } from '../text.ts';
import { inEachLanguage, localizedOptional, optionalGroup, sideBySide } from './groups.ts';
import { focusArea, picture, sizes } from './media.ts';
import type { ContentContext } from './meta.ts';
import { caseSlug, category } from './references.ts';
import { fits, upTo } from './text.ts';
import words from './cards.words.json' with { type: 'json' };

/** A card that opens no case has nothing to take its name and picture from: it brings its own. */
const needsItsOwn = 'is required on a card without a case';

/**
 * The id the statistics know a card by (`data-track`, `data-card-id`), made rather than asked for: its case's slug,
 * or a coming-soon card's short name in the site's default language ("Sapify" → `sapify`).
 */
export function cardId(card: { case?: string | undefined; nameMobile?: Partial<Record<Locale, string>> | undefined }) {
  return card.case ?? slugify(card.nameMobile?.[defaultLocale] ?? '');
}

export const cardsSchema = (context: ContentContext) =>
  z.object({
    cards: z
      .array(
        z
          .object({
            case: caseSlug(context).optional().meta(words['cards[].case']),
            categories: z.array(category(context)).meta(words['cards[].categories']),
            nameDesktop: localizedOptional(upTo(fits.heading)).meta(words['cards[].nameDesktop']),
            nameMobile: localizedOptional(upTo(fits.label)).meta(words['cards[].nameMobile']),
            // A picture in each language: the words drawn in it are the page's (one file for both when it has none).
            picture: optionalGroup(
              inEachLanguage({
                src: picture(context).meta({ ...words['cards[].picture.src'], hint: sizes.card }),
                focus: focusArea(),
                alt: upTo(fits.alt).meta(words['cards[].picture.alt']),
              }),
            ).meta({ ...words['cards[].picture'], ...sideBySide }),
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
      )
      .min(1)
      // Two cards the statistics could not tell apart: the second names the field its id comes from.
      .superRefine((cards, context) => {
        const seen = new Set<string>();
        cards.forEach((card, index) => {
          const id = cardId(card);
          if (seen.has(id))
            context.addIssue({
              code: 'custom',
              path: card.case ? [index, 'case'] : [index, 'nameMobile', defaultLocale],
              message: card.case ? 'opens a case another card opens already' : `"${id}" names another card already`,
            });
          seen.add(id);
        });
      })
      .meta({ ...words.cards, editor: { itemLabel: ['case', `nameMobile.${defaultLocale}`] } }),
  });
