// The words of each screen in one language, part of `src/content/ui/{es,en}.yaml` (./ui.ts): home, 'what we do', our
// culture, the case list, the gallery, contact and the case pages.
import { z } from 'astro/zod';
import { media, sizes } from './media.ts';
import type { ContentContext, FieldWords } from './meta.ts';
import { fits, spoken, upTo } from './text.ts';
import words from './screens.words.json' with { type: 'json' };

/** A text of several lines (a text area in the editor), named "Text" unless it says otherwise. */
const paragraph = (max: number, said: FieldWords = words.text) =>
  upTo(max).meta({ ...said, editor: { multiline: true } });

/** A section's title, with what comes under it. */
const titled = <T extends z.ZodRawShape = Record<never, never>>(
  said: FieldWords,
  fields: T = {} as T,
  titleMax: number = fits.heading,
) => z.object({ title: upTo(titleMax).meta(words.title), ...fields }).meta(said);

/** A title set on several lines, one item a line. */
const titleLines = (said: FieldWords) =>
  z
    .array(upTo(24).meta(words.titleLine))
    .min(1)
    .max(4)
    .meta({ ...words.titleLines, ...said });

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
  })
  .meta(words.home);

export const servicesScreen = z
  .object({
    hero: z
      .object({
        title: upTo(fits.word).meta(words.title),
        superscript: upTo(4).meta(words['services.hero.superscript']),
        quote: paragraph(80, words.quote),
        caption: paragraph(240),
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
  })
  .meta(words.services);

export const cultureScreen = (context: ContentContext) =>
  z
    .object({
      hero: z
        .object({
          title: titleLines(words['culture.hero.title']),
          quote: paragraph(120, words.quote),
          caption: paragraph(240),
        })
        .meta(words.hero),
      parallax: media(context, sizes.wide).omit({ video: true }).meta(words['culture.parallax']),
      founderQuote: z
        .object({
          text: paragraph(280, words.quote),
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
  })
  .meta(words.cases);

export const galleryScreen = z.object({ hero: heroWithCaption }).meta(words.gallery);

export const contactScreen = z.object({ hero: heroWithCaption }).meta(words.contact);

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
  })
  .meta(words.caseStudy);
