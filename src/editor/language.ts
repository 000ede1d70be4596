// The language the editor speaks to the marketer: the one they chose in the editor (remembered in this browser, and
// in a cookie the editing host and the dev server read too, which outlives the host clearing the editor's storage),
// else their browser's first language we have, else Spanish. Read once when the editor loads; choosing another
// reloads the editor. Node (the content formatter, the tests) has no choice to remember and gets its default.
import { isLocale, locales, type Locale } from '../i18n/routes.ts';
import { editorLanguageCookie } from '../lib/editing-host.ts';
import type { Words } from '../lib/schemas/meta.ts';

const storageKey = 'lumbre-editor-language';

function chosenLanguage(): Locale {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (stored && isLocale(stored)) return stored;
  const kept = new RegExp(`(?:^|; )${editorLanguageCookie}=([a-z]+)`).exec(globalThis.document?.cookie ?? '')?.[1];
  if (isLocale(kept)) return kept;
  for (const preferred of globalThis.navigator?.languages ?? []) {
    const lang = locales.find((locale) => preferred.toLowerCase().startsWith(locale));
    if (lang) return lang;
  }
  return 'es';
}

export const editorLanguage: Locale = chosenLanguage();

/** Remembers the marketer's choice and reloads the editor in that language. */
export function chooseEditorLanguage(lang: Locale) {
  globalThis.localStorage?.setItem(storageKey, lang);
  globalThis.location?.reload();
}

/** A wording in the editor's language. */
export const say = (words: Words): string => words[editorLanguage];
