// What the built site should contain, derived from the route table and the content folder.
import { locales, pageKeys, pathTo, hasPage, type Locale, type Place } from '../../src/i18n/routes.ts';
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
]);
