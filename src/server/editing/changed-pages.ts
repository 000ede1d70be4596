// Which pages a changed content file shows on, for the publish page's list of what a publish will change, each
// with a link to its draft: read off the content's map (src/lib/content-registry.ts) and the route table.
import { pagePath, pathTo, type Locale } from '../../i18n/routes.ts';
import { inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';
import {
  contentFileOf,
  inLanguage,
  languagesOf,
  onPage,
  pictureNamed,
  type Shown,
} from '../../lib/content-registry.ts';

export interface ChangedPage {
  what: Words;
  /** What the file is, where it shows in every language alike ("Case list: cards"): `what` adds the language. */
  subject?: Words;
  /** The page to look at in the draft site; null for what has no page of its own (a picture). */
  path: string | null;
}

/** The address of a place a row shows on, in a language (an entry's own page for `case`). */
const addressOf = (shown: Shown, lang: Locale, entry?: string) =>
  shown === '/' ? '/' : shown === 'case' ? pathTo({ key: 'case', slug: entry ?? '' }, lang) : pagePath(shown, lang);

export function pagesChangedBy(file: string): ChangedPage[] {
  if (file.startsWith('src/assets/')) return [{ what: pictureNamed(file.split('/').at(-1) ?? file), path: null }];
  const found = contentFileOf(file);
  if (!found) return [{ what: inEditorLanguages(() => file), path: null }];
  const { row, lang, entry } = found;
  const named = entry ? inEditorLanguages((editor) => `${row.item?.name[editor] ?? ''} ${entry}`) : row.label;
  // The language picker has no language; a file of one language shows in it alone; any other, in every language.
  if (row.shows[0] === '/') return [{ what: named, path: '/' }];
  return (lang ? [lang] : languagesOf(row)).flatMap((each) =>
    row.shows.map((shown) => {
      // A file shown on several screens says which one each link opens ("Home: Featured cases").
      const subject = row.shows.length > 1 && shown !== 'case' && shown !== '/' ? onPage(shown, named) : named;
      const what = inLanguage(subject, each);
      // A file of one language is named with it; one shown in every language alike has a subject to name it by.
      return { what, ...(lang ? {} : { subject }), path: addressOf(shown, each, entry) };
    }),
  );
}

/**
 * The pages a set of changed files shows on, each once, in the order first met; pictures last, since a marketer
 * looks for the pages (a history line names the first few only).
 */
export function changedPages(files: readonly string[]): ChangedPage[] {
  const seen = new Set<string>();
  const changed = files.flatMap(pagesChangedBy).filter((page) => {
    const key = `${page.path}\n${JSON.stringify(page.what)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...changed.filter((page) => page.path !== null), ...changed.filter((page) => page.path === null)];
}
