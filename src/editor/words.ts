// The editor's own words (buttons, messages, notes) in ./editor.words.json, each wording in every language the editor
// speaks, `{placeholders}` filled by lib/text.ts's fill: the format of every words file of the project. The fields'
// labels and hints live with the schemas (src/lib/schemas/).
import { editorLocales, wordsIn, type EditorLocale, type WordsIn } from '../i18n/editor-languages.ts';
import { localeInfo, type Locale } from '../i18n/routes.ts';
import { fill } from '../lib/text.ts';
import { editorLanguage } from './language.ts';
import all from './editor.words.json' with { type: 'json' };

export type EditorWords = WordsIn<typeof all>;

/** The editor's words in each language: for the dev server, which answers in the language the editor speaks. */
export const dictionaries = Object.fromEntries(editorLocales.map((lang) => [lang, wordsIn(all, lang)])) as Record<
  EditorLocale,
  EditorWords
>;

/** The editor's words in the language it speaks. */
export const words: EditorWords = dictionaries[editorLanguage];

/** A language's name in the editor's language ("inglés", "English"), for "the Spanish version". */
export const languageCalled = (lang: Locale): string => localeInfo[lang].name[editorLanguage];

/** A message that starts a sentence: "a year, like 2024" → "A year, like 2024". */
export function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An item of a list by its place, in either language: "Row 2", "Fila 2". */
export const numbered = (item: string, position: number) => `${capital(item)} ${position}`;

/** What a list with fewer items than it needs asks for ("Add at least one"). */
export const tooFew = (min: number) => (min === 1 ? words.list.tooFewOne : fill(words.list.tooFew, { min }));

/** What a list with more items than it holds asks for ("At most 3: remove some"). */
export const tooMany = (max: number) => (max === 1 ? words.list.tooManyOne : fill(words.list.tooMany, { max }));

/** What a text still marked as a copy from another language says; `words.untranslated` and its kin. */
export const untranslated = (wording: string, from: Locale) =>
  fill(wording, { language: languageCalled(from), mark: from.toUpperCase() });
