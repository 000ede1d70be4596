// The languages the editor and the editing host speak to a marketer: a list of their own, apart from the site's
// (./routes.ts), so a language added to the site needs no editor words; its forms are named in these.
import { fill } from '../lib/text.ts';

/**
 * Each of the editor's languages: its name in itself, the nearest language Keystatic's own words come in, and how
 * dates and times are written for its reader (BCP 47).
 */
export const editorLanguageTable = {
  es: { ownName: 'Español', keystatic: 'es-ES', dateLocale: 'es-AR' },
  en: { ownName: 'English', keystatic: 'en-US', dateLocale: 'en-GB' },
} as const;
export type EditorLocale = keyof typeof editorLanguageTable;
/** The editor's languages, the first being the one it speaks to a marketer whose language it does not know. */
export const editorLocales = Object.keys(editorLanguageTable) as EditorLocale[];

/** A wording in every language of the editor. */
export type Words = Record<EditorLocale, string>;

/** The language of what developers read: the build's messages and the servers' logs. */
export const developerLanguage: EditorLocale = 'en';

export function isEditorLocale(value: unknown): value is EditorLocale {
  return typeof value === 'string' && (editorLocales as readonly string[]).includes(value);
}

/** The editor's language asked for, if it is one, else the first of a browser's it speaks, else its first. */
export function editorLocaleFrom(asked: unknown, preferred: readonly string[] = []): EditorLocale {
  if (isEditorLocale(asked)) return asked;
  for (const wanted of preferred) {
    const lang = editorLocales.find((locale) => wanted.toLowerCase().startsWith(locale));
    if (lang) return lang;
  }
  return editorLocales[0]!;
}

/** A wording made in each of the editor's languages. */
export const inEditorLanguages = (make: (lang: EditorLocale) => string): Words =>
  Object.fromEntries(editorLocales.map((lang) => [lang, make(lang)])) as Words;

/** A tree of wordings read in one language: each leaf, a wording in every editor language, becomes its text. */
export type WordsIn<T> = T extends Words
  ? string
  : T extends readonly (infer Item)[]
    ? WordsIn<Item>[]
    : { [K in keyof T]: WordsIn<T[K]> };

const isWording = (value: object): value is Words => editorLocales.every((lang) => lang in value);

/** A words file's tree in one of the editor's languages. */
export function wordsIn<T>(tree: T, lang: EditorLocale): WordsIn<T> {
  if (Array.isArray(tree)) return tree.map((item: unknown) => wordsIn(item, lang)) as WordsIn<T>;
  if (tree && typeof tree === 'object') {
    if (isWording(tree)) return tree[lang] as WordsIn<T>;
    return Object.fromEntries(Object.entries(tree).map(([key, item]) => [key, wordsIn(item, lang)])) as WordsIn<T>;
  }
  return tree as WordsIn<T>;
}

/** A wording with its `{placeholders}` filled, in each of the editor's languages. */
export const filledWords = (wording: Words, values: Readonly<Record<string, string | number>>): Words =>
  inEditorLanguages((lang) => fill(wording[lang], values));
