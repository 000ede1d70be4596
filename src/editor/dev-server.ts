// What the editor's tab and the dev server say to each other (src/integrations/editor.ts): a hello over Vite's
// socket, and the editor's own route for the saved files, served only where the editor edits the project's files.
import type { Locale } from '../i18n/routes.ts';
import { folderOf, rowsOf } from '../lib/content-registry.ts';

/** The editor's tab introduces itself with this message, so that a save does not reload it. */
export const editorHello = 'lumbre:editor';

/** Where the editor's pages are: Keystatic's Astro integration serves them here. */
export const editorBase = '/keystatic';

/** Where Keystatic's API is: the editor reads the files and saves through it. */
export const keystaticApi = '/api/keystatic';

/** The editor's own route under `astro dev` with local files: `entries`, `files` and `saved` (GET), `other-language` (POST). */
export const filesRoute = '/api/editor';

/** The folder of a language's case studies, one Markdown file per case. */
export const casesDir = (lang: Locale) => folderOf(rowsOf('cases')[0]!, lang);

/** The saved entries of a folder of the content: the folder, and the extension of its entries' files. */
export interface SavedEntries {
  dir: string;
  extension: 'md' | 'yaml';
}

/** Saved YAML entries read for the text of one of their fields, which names them (a client by its `name`). */
export interface NamedEntries extends SavedEntries {
  extension: 'yaml';
  name: string;
}

/** What `entries` answers: the slugs (file names without the extension) of the folder's saved entries, and, when
 * asked with `name=field`, the text each YAML entry holds in that field (a client's `name`). */
export interface EntriesAnswer {
  slugs: string[];
  names?: Record<string, string>;
}

/** What `files?dir=…&kind=…` answers: the pictures (or videos) of a folder of src/assets/, relative to it. */
export interface FilesAnswer {
  files: string[];
}

/** What `saved?file=…` answers: when the file was last written (milliseconds since 1970), or null if it is not. */
export interface SavedAtAnswer {
  savedAt: number | null;
}

/** What `other-language` is asked: start the `to` version of the case `slug` from its saved `from` version. */
export interface OtherLanguageRequest {
  slug: string;
  from: Locale;
  to: Locale;
}

/** What the route answers when it refuses: a sentence for whoever reads the dev server's log or the editor's note. */
export interface RefusalAnswer {
  error: string;
}
