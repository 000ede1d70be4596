// The editing host's own words (its pages, and why it refused something) in ./host.words.json, each wording in every
// language the editor speaks, `{placeholders}` filled by lib/text.ts's fill: the format of every words file.
import type { EditorLocale } from '../../i18n/editor-languages.ts';
import words from './host.words.json' with { type: 'json' };

export type HostWord = keyof typeof words;

/** One of the host's words in `lang`. */
export const hostWord = (lang: EditorLocale, key: HostWord): string => words[key][lang];
