// The language the editor speaks to the marketer: the one they chose in the editor (remembered in this browser, and
// in a cookie the editing host and the dev server read too, which outlives the host clearing the editor's storage),
// else their browser's first language it speaks, else its first (src/i18n/editor-languages.ts). Read once when the
// editor loads; choosing another reloads the editor. Node (the content formatter, the tests) has no choice to
// remember and gets its default.
import { editorLocaleFrom, isEditorLocale, type EditorLocale, type Words } from '../i18n/editor-languages.ts';
import { editorLanguageCookie } from '../lib/editing-host.ts';

const storageKey = 'lumbre-editor-language';

function chosenLanguage(): EditorLocale {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (isEditorLocale(stored)) return stored;
  const kept = new RegExp(`(?:^|; )${editorLanguageCookie}=([a-z]+)`).exec(globalThis.document?.cookie ?? '')?.[1];
  return editorLocaleFrom(kept, globalThis.navigator?.languages);
}

export const editorLanguage: EditorLocale = chosenLanguage();

/** Remembers the marketer's choice and reloads the editor in that language. */
export function chooseEditorLanguage(lang: EditorLocale) {
  globalThis.localStorage?.setItem(storageKey, lang);
  globalThis.location?.reload();
}

/** A wording in the editor's language. */
export const say = (words: Words): string => words[editorLanguage];
