// Where each collection's entries are kept in src/content/ (src/content.config.ts loads them from there), both ways:
// the file of an entry's field, for a problem the build states, and the entry of a file, for a check of a tree of files.
import { isLocale, type Locale } from '../i18n/routes.ts';
import { uiFile, uiParts } from './schemas/ui.ts';

/** An entry of a collection: the site's words are one entry per language (`ui`, `es`), joined from a file per page. */
export interface EntryPlace {
  collection: string;
  id: string;
}

/** Folders holding one file per entry, by collection. */
const entryFolders: Record<string, string> = { cases: 'cases', clients: 'clients', contactForm: 'contact-form' };
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The file an entry's field (`home.hero.title`) is read from: for the site's words, the part its first key names;
 * for any other, the entry's own file.
 */
export function fileOf(collection: string, id: string, path = ''): string {
  if (collection === 'ui' && isLocale(id)) {
    const key = path.split('.')[0];
    return uiFile(uiParts.find((part) => part.key === key) ?? uiParts[0], id);
  }
  const folder = entryFolders[collection];
  if (folder) return `src/content/${folder}/${id}.${collection === 'cases' ? 'md' : 'yaml'}`;
  return `src/content/${kebab(collection)}.yaml`;
}

/**
 * The entry a content file is read into (`src/content/cases/es/aca.md` → cases, `es/aca`); null for the site's
 * words (`uiLanguageOf`) and any other file.
 */
export function entryOf(file: string): EntryPlace | null {
  const match = /^src\/content\/(?:([a-z-]+)\/)?(?:([a-z]{2})\/)?([a-z0-9-]+)\.(md|yaml)$/.exec(file);
  if (!match) return null;
  const [, folder, lang, name = '', extension] = match;
  if (folder === 'cases')
    return lang && isLocale(lang) && extension === 'md' ? { collection: 'cases', id: `${lang}/${name}` } : null;
  if (extension !== 'yaml' || lang) return null;
  if (folder === undefined) return { collection: camel(name), id: name };
  const collection = Object.keys(entryFolders).find((key) => entryFolders[key] === folder);
  return collection ? { collection, id: name } : null;
}

/** The language whose words a file of `src/content/ui/` holds, or null for a file that is none. */
export function uiLanguageOf(file: string): Locale | null {
  const match = /^src\/content\/ui\/([a-z-]+)\/([a-z]{2})\.yaml$/.exec(file);
  return match && uiParts.some((part) => part.folder === match[1]) && isLocale(match[2]) ? match[2] : null;
}
