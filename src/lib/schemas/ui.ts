// Every word of the site in one language, one file per page (`src/content/ui/{part}/{lang}.yaml`, `uiParts` below),
// which src/content.config.ts joins into one entry per language: what every page shares (header, menu, footer) here,
// each screen's words in ./screens.ts.
import { z } from 'astro/zod';
import { mainPages, type MainPage } from '../../i18n/navigation.ts';
import { hasPage, type Locale, type PageKey } from '../../i18n/routes.ts';
import { alike } from './groups.ts';
import type { ContentContext, Words } from './meta.ts';
import {
  caseStudyScreen,
  casesScreen,
  contactScreen,
  cultureScreen,
  galleryScreen,
  homeScreen,
  servicesScreen,
} from './screens.ts';
import { fits, spoken, upTo } from './text.ts';
import words from './ui.words.json' with { type: 'json' };

/** The editor's name of each page: the names of the site's words, and of the editor's sections. */
export const pageNames = words.pages;

/** The names of the pages the header, menu and footer list (src/i18n/navigation.ts), and the home page's. */
const navNames = Object.fromEntries(
  (['home', ...mainPages] as const).map((page) => [page, upTo(fits.label).meta({ label: pageNames[page] })]),
) as Record<'home' | MainPage, ReturnType<typeof upTo>>;

/** What every page shares: the header, the menu, the footer, the labels of cards and videos. */
const everyPageSchema = z.object({
  language: z
    .object({
      name: upTo(fits.word).meta(words['language.name']),
      short: upTo(4).meta(words['language.short']),
    })
    .meta({ ...words.language, editor: { layout: [6, 6] } }),
  skipLink: upTo(fits.name).meta(words.skipLink),
  nav: z
    .object({
      label: spoken(words['nav.label']),
      ...navNames,
    })
    .meta(words.nav),
  menu: z
    .object({
      ...alike(['open', 'close', 'title', 'language'], (key) => spoken(words[`menu.${key}`])),
      follow: upTo(fits.label).meta(words['menu.follow']),
      visit: upTo(fits.label).meta(words['menu.visit']),
      write: upTo(fits.label).meta(words['menu.write']),
      certifications: upTo(fits.label).meta(words['menu.certifications']),
    })
    .meta(words.menu),
  footer: z
    .object({
      brandLine: upTo(fits.summary).meta({ ...words['footer.brandLine'], editor: { multiline: true } }),
      pages: upTo(fits.label).meta(words['footer.pages']),
      visit: upTo(fits.label).meta(words['footer.visit']),
      write: upTo(fits.label).meta(words['footer.write']),
      follow: upTo(fits.label).meta(words['footer.follow']),
      rights: upTo(fits.heading).meta(words['footer.rights']),
    })
    .meta(words.footer),
  chat: upTo(fits.word).meta(words.chat),
  notFound: z
    .object({
      title: upTo(fits.name).meta(words['notFound.title']),
      text: upTo(fits.summary).meta({ ...words['notFound.text'], editor: { multiline: true } }),
    })
    .meta(words.notFound),
  opensInNewTab: spoken(words.opensInNewTab),
  view: upTo(8).meta(words.view),
  soon: upTo(8).meta(words.soon),
  video: z
    .object({
      pause: spoken(words['video.pause']),
      play: spoken(words['video.play']),
    })
    .meta({ ...words.video, editor: { layout: [6, 6] } }),
});

/**
 * The site's words, file by file: each part is a folder of `src/content/ui/` with one file per language, the
 * words of every page first, then each page's (held under `key` once joined). The editor has a form for each, named
 * after the page; a page some languages lack (the gallery) has files only in those that have it.
 */
// Every part's file sits at the same depth, so a picture's path (`../../../assets/…`) reads the same from any of them.
export const uiParts = [
  { folder: 'every-page', key: null, page: null, name: words.parts.everyPage, schema: () => everyPageSchema },
  { folder: 'home', key: 'home', page: 'home', name: pageNames.home, schema: () => homeScreen },
  { folder: 'services', key: 'services', page: 'services', name: pageNames.services, schema: () => servicesScreen },
  { folder: 'culture', key: 'culture', page: 'culture', name: pageNames.culture, schema: cultureScreen },
  { folder: 'cases', key: 'cases', page: 'cases', name: words.parts.caseList, schema: () => casesScreen },
  { folder: 'gallery', key: 'gallery', page: 'gallery', name: pageNames.gallery, schema: () => galleryScreen },
  { folder: 'contact', key: 'contact', page: 'contact', name: pageNames.contact, schema: () => contactScreen },
  { folder: 'case-page', key: 'caseStudy', page: null, name: words.parts.casePage, schema: () => caseStudyScreen },
] as const satisfies readonly {
  folder: string;
  key: string | null;
  /** The page the words are for, if one: the part exists in the languages that have it. */
  page: PageKey | null;
  name: Words;
  schema: (context: ContentContext) => z.ZodObject;
}[];

export type UiPart = (typeof uiParts)[number];

/** The file of a part's words in one language. */
export const uiFile = (part: UiPart, lang: Locale) => `src/content/ui/${part.folder}/${lang}.yaml`;

/** Whether a language has a part's words: every part but a page's it lacks. */
export const hasUiPart = (part: UiPart, lang: Locale) => part.page === null || hasPage(part.page, lang);

/** The parts of one language's words joined into one: every page's at the top, each page's under its key. */
export function joinUiParts(read: (part: UiPart) => Record<string, unknown> | undefined): Record<string, unknown> {
  const joined: Record<string, unknown> = {};
  for (const part of uiParts) {
    const words = read(part);
    if (words === undefined) continue;
    if (part.key === null) Object.assign(joined, words);
    else joined[part.key] = words;
  }
  return joined;
}

/** Every word of the site in one language, joined from its parts. */
export const uiSchema = (context: ContentContext) =>
  everyPageSchema.extend({
    home: homeScreen,
    services: servicesScreen,
    culture: cultureScreen(context),
    cases: casesScreen,
    // Only in the languages that have the page (its file is required there: src/content.config.ts).
    gallery: galleryScreen.optional(),
    contact: contactScreen,
    caseStudy: caseStudyScreen,
  });
