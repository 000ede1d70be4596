// The content lists whose entries a field chooses among (`editor.namedIn`), read from the content files themselves
// (Vite bundles their text; the content formatter and the tests load the editor through Vite too): each entry's id
// and the name the site shows for it, so the editor's choices say what the files say. They are read when the editor
// loads: a tab renamed in the editor is named anew among the choices from the next load on.
import { load } from 'js-yaml';
import categories from '../content/categories.yaml?raw';
import certifications from '../content/certifications.yaml?raw';
import type { EditorHints } from '../lib/schemas/meta.ts';
import type { Words } from '../i18n/editor-languages.ts';

export interface NamedEntry {
  id: string;
  name: Words | undefined;
}

/** The entries of a list (the YAML's `key` list), each named by its `name` field; whatever is not an entry is passed over. */
function entriesOf(source: string, key: string, name: string): NamedEntry[] {
  const list = (load(source) as Record<string, unknown> | null)?.[key];
  return (Array.isArray(list) ? (list as Record<string, unknown>[]) : [])
    .filter((entry) => typeof entry?.id === 'string')
    .map((entry) => ({ id: entry.id as string, name: entry[name] as Words | undefined }));
}

export const contentLists: Record<NonNullable<EditorHints['namedIn']>, NamedEntry[]> = {
  categories: entriesOf(categories, 'categories', 'title'),
  certifications: entriesOf(certifications, 'certifications', 'badge'),
};
