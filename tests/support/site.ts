// What the built site should contain, derived from the route table and the content folder.
import {
  casesPerPage,
  hasPage,
  isListPage,
  locales,
  pageKeys,
  pathTo,
  type Locale,
  type Place,
} from '../../src/i18n/routes.ts';
import { readContent } from '../../tools/lib/content.ts';
import { caseSlugs } from '../../tools/lib/pages.ts';

export { caseSlugs };

export interface SitePage {
  path: string;
  lang: Locale;
  place: Place;
}

/** Every page of the site in every language it exists in. */
export const allPages: SitePage[] = locales.flatMap((lang) => [
  ...pageKeys
    .filter((key) => hasPage(key, lang))
    .map((key) => ({ path: pathTo({ key }, lang), lang, place: { key } as Place })),
  ...caseSlugs.map((slug) => ({
    path: pathTo({ key: 'case', slug }, lang),
    lang,
    place: { key: 'case', slug } as Place,
  })),
  ...Array.from({ length: caseListPages(lang) - 1 }, (_, index) => {
    const place: Place = { key: 'cases', page: index + 2 };
    return { path: pathTo(place, lang), lang, place };
  }),
]);

/** The pages crawlers index and share: all but the case list's later pages. */
export const indexedPages = allPages.filter(({ place }) => !isListPage(place));

/** How many pages the case list has in a language: its cards are those of cards.yaml, then every listed case without one. */
function caseListPages(lang: Locale): number {
  const { cards, cases } = readContent();
  const carded = new Set(cards.map((card) => card.case));
  const cardCount = cards.length + cases.filter((entry) => entry[lang].listed && !carded.has(entry.slug)).length;
  return Math.ceil(cardCount / casesPerPage);
}
