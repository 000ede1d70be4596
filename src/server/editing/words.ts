// The editing host's own words (its pages, and why it refused something), one file per language in ./words/: the
// English file gives the keys, and a language is added as a file. `{placeholders}` are filled by lib/text.ts's fill.
import type { EditorLocale } from '../../i18n/editor-languages.ts';
import en from './words/en.json' with { type: 'json' };
import es from './words/es.json' with { type: 'json' };

export type HostWord = keyof typeof en;

const dictionaries = { en, es } satisfies Record<EditorLocale, Record<HostWord, string>>;

/** One of the host's words in `lang`. */
export const hostWord = (lang: EditorLocale, key: HostWord): string => dictionaries[lang][key];
