// Every word of the site's frame and screens in one language (`src/content/ui/{es,en}.yaml`): the frame (header,
// menu, footer, what every page shares) here, each screen's words in ./screens.ts.
import { z } from 'astro/zod';
import { mainPages, type MainPage } from '../../i18n/navigation.ts';
import { alike, pageOnly } from './groups.ts';
import type { ContentContext } from './meta.ts';
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

/** A page's title, description and keywords, for the browser tab and the search engines. */
const pageMeta = z.object({
  title: upTo(fits.heading).meta(words['meta.page.title']),
  description: upTo(fits.summary).meta({ ...words['meta.page.description'], editor: { multiline: true } }),
  keywords: upTo(200).meta(words['meta.page.keywords']),
});

/** The editor's name of each screen, for its name in the navigation and its words for the search engines. */
const pageNames = words.pages;

/** The names of the pages the header, menu and footer list (src/i18n/navigation.ts), and the home page's. */
const navNames = Object.fromEntries(
  (['home', ...mainPages] as const).map((page) => [page, upTo(fits.label).meta({ label: pageNames[page] })]),
) as Record<'home' | MainPage, ReturnType<typeof upTo>>;

export const uiSchema = (context: ContentContext) =>
  z.object({
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
    notFound: upTo(fits.summary).meta(words.notFound),
    opensInNewTab: spoken(words.opensInNewTab),
    view: upTo(8).meta(words.view),
    soon: upTo(8).meta(words.soon),
    video: z
      .object({
        pause: spoken(words['video.pause']),
        play: spoken(words['video.play']),
      })
      .meta({ ...words.video, editor: { layout: [6, 6] } }),
    meta: z
      .object({
        home: pageMeta.meta({ label: pageNames.home }),
        contact: pageMeta.meta({ label: pageNames.contact }),
        services: pageMeta.meta({ label: pageNames.services }),
        culture: pageMeta.meta({ label: pageNames.culture }),
        cases: pageMeta.meta({ label: pageNames.cases }),
        gallery: pageOnly('gallery', pageMeta.meta({ label: pageNames.gallery })),
        caseSuffix: upTo(fits.label).meta(words['meta.caseSuffix']),
      })
      .meta(words.meta),
    home: homeScreen,
    services: servicesScreen,
    culture: cultureScreen(context),
    cases: casesScreen,
    gallery: pageOnly('gallery', galleryScreen),
    contact: contactScreen,
    caseStudy: caseStudyScreen,
  });
