// What every page says (header, menu, footer), one file per language (`src/content/ui/every-page/{lang}.yaml`); each
// screen's words are in ./screens.ts, and src/lib/content-registry.ts joins them into one entry per language.
import { z } from 'astro/zod';
import { mainPages, type MainPage } from '../../i18n/navigation.ts';
import { alike } from './groups.ts';
import { fits, spoken, upTo } from './text.ts';
import words from './ui.words.json' with { type: 'json' };

/** The editor's name of each page: the names of the site's words, and of the editor's sections. */
export const pageNames = words.pages;
/** The editor's names of the words no one screen has: every page's, the case list's, the case pages'. */
export const partNames = words.parts;

/** The names of the pages the header, menu and footer list (src/i18n/navigation.ts), and the home page's. */
const navNames = Object.fromEntries(
  (['home', ...mainPages] as const).map((page) => [page, upTo(fits.label).meta({ label: pageNames[page] })]),
) as Record<'home' | MainPage, ReturnType<typeof upTo>>;

/** What every page shares: the header, the menu, the footer, the labels of cards and videos. */
export const everyPageSchema = z.object({
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
