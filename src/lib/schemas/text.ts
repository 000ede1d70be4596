// Texts as the content writes them: required, limited to what their place on the page holds, never still waiting
// for a translation; and the texts that read the same in every language (a slug, a web address).
import { z } from 'astro/zod';
import { localeInfo, locales, slugPattern, type Locale } from '../../i18n/routes.ts';
import type { FieldWords } from './meta.ts';
import words from './text.words.json' with { type: 'json' };
import { developerLanguage } from '../../i18n/editor-languages.ts';

/**
 * What "Start the Spanish version from the English one" (and back) puts before each text it copies: the language the
 * text is still in. The build refuses a text that keeps it, so nothing half-translated is published.
 */
export function translationMark(lang: Locale): string {
  return `[${lang.toUpperCase()}]`;
}

/** The language a text is still in, if it keeps the mark of a copy made for translation. */
export function untranslatedFrom(value: string): Locale | undefined {
  return locales.find((lang) => value.trimStart().startsWith(translationMark(lang)));
}

/** A required text: at least one character that is not a space, and no text still waiting for its translation. */
export const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => untranslatedFrom(value) === undefined, {
    error: (issue) =>
      `still the ${localeInfo[untranslatedFrom(String(issue.input))!].name[developerLanguage]} text marked for translation: translate it and remove the mark`,
  });

/** A text that shows on a page, up to what its place there holds (the editor counts as the marketer types). */
export function upTo(max: number) {
  return text.max(max, { error: (issue) => `at most ${max} characters: this one has ${String(issue.input).length}` });
}

/**
 * The longest text each place on the pages holds, in characters. A title line is set very large; a label sits
 * on a button, a tab or a card; a paragraph beside a heading reads well up to about five lines; a picture's
 * description is read aloud, so one sentence.
 */
export const fits = {
  word: 16,
  label: 30,
  name: 40,
  heading: 60,
  sentence: 140,
  summary: 170,
  paragraph: 320,
  alt: 200,
} as const;

/** A label read only by screen readers: a short sentence at most. */
export const spoken = (said: FieldWords, max: number = fits.heading) => upTo(max).meta({ ...words.spoken, ...said });

/** A web address: the editor checks the same expression as the build, so they cannot disagree on one. */
export const webAddress = z
  .string()
  .regex(/^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]\S*)?$/i, {
    error: 'a full web address, starting with https://',
  })
  .meta({ ...words.webAddress, editor: { sameInEveryLanguage: true } });

/** An id in a file's name or an address: lowercase letters, digits and hyphens. */
export const slug = z
  .string()
  .regex(slugPattern, { error: 'lowercase letters, digits and hyphens (not digits alone), like "huerta-urbana"' })
  .meta({ ...words.slug, editor: { sameInEveryLanguage: true } });
