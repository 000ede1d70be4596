// The words of each screen in one language, each in its own file (`src/content/ui/{screen}/{lang}.yaml`, ./ui.ts):
// home, 'what we do', our culture, the case list, the gallery, contact and the case pages; each page's title and
// description for the search engines and the browser tab with its words.
import { z } from 'astro/zod';
import { media, sizes } from './media.ts';
import type { ContentContext, FieldWords } from './meta.ts';
import { inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';
import { fill } from '../text.ts';
import { fits, spoken, upTo } from './text.ts';
import words from './screens.words.json' with { type: 'json' };

/** A text of several lines (a text area in the editor), named "Text" unless it says otherwise. */
const paragraph = (max: number, said: FieldWords = words.text) =>
  upTo(max).meta({ ...said, editor: { multiline: true } });

/**
 * A field named after its section, so that no two fields of a page share a name: "Title of “Clients”". The summary
 * of problems and the publish page show a field's name without its section.
 */
const inSection = (section: { label: Words }, field: FieldWords & { label: Words }): FieldWords => ({
  ...field,
  label: inEditorLanguages((lang) =>
    fill(words.inSection[lang], { field: field.label[lang], section: section.label[lang] }),
  ),
});

/** A section's title, with what comes under it; its title and plain text are named after it. */
const titled = <T extends z.ZodRawShape = Record<never, never>>(
  said: FieldWords & { label: Words },
  fields: T = {} as T,
  titleMax: number = fits.heading,
) => {
  const named = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const meta = z.globalRegistry.get(field);
      return [
        key,
        meta?.label === words.text.label
          ? (field as z.ZodType).meta({ ...meta, ...inSection(said, words.text) })
          : field,
      ];
    }),
  ) as T;
  return z.object({ title: upTo(titleMax).meta(inSection(said, words.title)), ...named }).meta(said);
};

/** A title set on several lines, one item a line. */
const titleLines = (said: FieldWords) =>
  z
    .array(upTo(24).meta(words.titleLine))
    .min(1)
    .max(4)
    .meta({ ...words.titleLines, ...said });

/** A page's title, description and keywords, for the browser tab and the search engines. */
const pageMeta = z
  .object({
    title: upTo(fits.heading).meta(words['meta.title']),
    description: upTo(fits.summary).meta({ ...words['meta.description'], editor: { multiline: true } }),
    keywords: upTo(200).meta(words['meta.keywords']),
  })
  .meta(words.meta);

/** A screen's opening: a title with a text under it. */
const heroWithCaption = titled(words.hero, { caption: paragraph(200, words['hero.caption']) }, fits.label);

/** The link under a list of featured cases, to all of them. */
const toCaseList = (max: number) => upTo(max).meta(words.toCaseList);

export const homeScreen = z
  .object({
    hero: z
      .object({
        title: titleLines(words['home.hero.title']),
        quote: paragraph(240, words['home.hero.quote']),
        quoteLink: upTo(fits.name).meta(words['home.hero.quoteLink']),
      })
      .meta(words.hero),
    cases: titled(words.featured, {
      caption: paragraph(200),
      more: toCaseList(fits.label),
      dragHint: spoken(words['home.cases.dragHint']),
    }),
    clients: titled(words['home.clients'], { caption: paragraph(240) }),
    certifications: titled(words.certifications),
    meta: pageMeta,
  })
  .meta(words.home);

export const servicesScreen = z
  .object({
    hero: z
      .object({
        title: upTo(fits.word).meta(inSection(words.hero, words.title)),
        superscript: upTo(4).meta(words['services.hero.superscript']),
        quote: paragraph(80, words['home.hero.quote']),
        caption: paragraph(240, words['hero.caption']),
      })
      .meta(words.hero),
    circles: z
      .object({
        label: spoken(words['services.circles.label']),
        words: z
          .array(upTo(14).meta(words['services.circles.words[]']))
          .length(4)
          .meta(words['services.circles.words']),
      })
      .meta(words['services.circles']),
    list: titled(words['services.list']),
    featured: titled(words.featured, { more: toCaseList(fits.label) }),
    meta: pageMeta,
  })
  .meta(words.services);

export const cultureScreen = (context: ContentContext) =>
  z
    .object({
      hero: z
        .object({
          title: titleLines(words['culture.hero.title']),
          quote: paragraph(120, words['home.hero.quote']),
          caption: paragraph(240, words['hero.caption']),
        })
        .meta(words.hero),
      parallax: media(context, sizes.wide).omit({ video: true }).meta(words['culture.parallax']),
      founderQuote: z
        .object({
          text: paragraph(280, words['culture.founderQuote.text']),
          author: upTo(fits.name).meta(words['culture.founderQuote.author']),
          role: upTo(fits.name).meta(words['culture.founderQuote.role']),
        })
        .meta(words['culture.founderQuote']),
      process: titled(words['culture.process'], { text: paragraph(280) }, fits.name),
      certifications: titled(words.certifications),
      forceForGood: z
        .object({
          text: upTo(fits.name).meta(words['culture.forceForGood.text']),
          label: spoken(words['culture.forceForGood.label'], 120),
          pictures: z
            .array(media(context, sizes.strip).omit({ video: true }))
            .min(1)
            .meta({ ...words['culture.forceForGood.pictures'], editor: { itemLabel: 'alt' } }),
        })
        .meta(words['culture.forceForGood']),
      team: titled(words['culture.team'], {
        caption: paragraph(240, words['culture.team.caption']),
        picture: media(context, sizes.wide).omit({ video: true }).meta(words['culture.team.picture']),
      }),
      meta: pageMeta,
    })
    .meta(words.culture);

export const casesScreen = z
  .object({
    hero: heroWithCaption,
    filter: z
      .object({
        label: spoken(words['cases.filter.label']),
        count: upTo(fits.heading).includes('{count}').meta(words['cases.filter.count']),
        empty: upTo(120).meta(words['cases.filter.empty']),
      })
      .meta(words['cases.filter']),
    pages: z
      .object({
        label: spoken(words['cases.pages.label']),
        page: upTo(fits.label).includes('{page}').includes('{pages}').meta(words['cases.pages.page']),
        previous: upTo(fits.label).meta(words['cases.pages.previous']),
        next: upTo(fits.label).meta(words['cases.pages.next']),
        emptyHere: upTo(120).meta(words['cases.pages.emptyHere']),
      })
      .meta(words['cases.pages']),
    letsMake: titled(
      words['cases.letsMake'],
      {
        question: upTo(100).meta(words['cases.letsMake.question']),
        propose: paragraph(fits.summary),
        cta: upTo(fits.label).meta(words['cases.letsMake.cta']),
      },
      fits.label,
    ),
    meta: pageMeta,
  })
  .meta(words.cases);

export const galleryScreen = z.object({ hero: heroWithCaption, meta: pageMeta }).meta(words.gallery);

export const contactScreen = z.object({ hero: heroWithCaption, meta: pageMeta }).meta(words.contact);

export const caseStudyScreen = z
  .object({
    facts: spoken(words['caseStudy.facts']),
    year: upTo(fits.label).meta(words['caseStudy.year']),
    solutions: upTo(fits.label).meta(words['caseStudy.solutions']),
    client: upTo(fits.label).meta(words['caseStudy.client']),
    context: upTo(fits.label).meta(words['caseStudy.context']),
    challenge: upTo(fits.label).meta(words['caseStudy.challenge']),
    media: spoken(words['caseStudy.media']),
    description: upTo(fits.heading).meta(words['caseStudy.description']),
    more: toCaseList(fits.name),
    titleSuffix: upTo(fits.label).meta(words['caseStudy.titleSuffix']),
  })
  .meta(words.caseStudy);
