// The editor's tab asking its own route (./files-route.ts) about the project's saved files: which entries a folder
// holds, the pictures already on the site, and starting a case's other language.
import { useEffect, useMemo, useState } from 'react';
import {
  filesRoute,
  type EntriesAnswer,
  type FilesAnswer,
  type NamedEntries,
  type OtherLanguageRequest,
  type RefusalAnswer,
  type SavedAtAnswer,
  type SavedEntries,
} from './dev-server.ts';

/** A folder's saved entries as the route answers, asked once per folder shown; null until known, or where it cannot be. */
function useSavedEntries(entries: SavedEntries | NamedEntries | undefined): EntriesAnswer | null {
  const [answer, setAnswer] = useState<{ query: string; entries: EntriesAnswer } | null>(null);
  const query =
    entries &&
    new URLSearchParams({
      dir: entries.dir,
      extension: entries.extension,
      ...('name' in entries ? { name: entries.name } : {}),
    }).toString();
  useEffect(() => {
    if (!query) return;
    const asked = new AbortController();
    fetch(`${filesRoute}/entries?${query}`, { signal: asked.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(((await response.json()) as RefusalAnswer).error);
        setAnswer({ query, entries: (await response.json()) as EntriesAnswer });
      })
      // Unknown stays unknown: the editor then says less, and Keystatic still refuses a taken address on Save.
      .catch((error: unknown) => {
        if (!asked.signal.aborted) console.error(`The editor could not list the saved entries (${query}):`, error);
      });
    return () => asked.abort();
  }, [query]);
  return answer && answer.query === query ? answer.entries : null;
}

/** The slugs of a folder's saved entries; null until known, or where they cannot be. */
export function useSavedSlugs(entries: SavedEntries | undefined): ReadonlySet<string> | null {
  const answer = useSavedEntries(entries);
  return useMemo(() => (answer ? new Set(answer.slugs) : null), [answer]);
}

/** Each saved entry of a folder by its slug, with what its `name` field calls it (its slug where it has none). */
export function useEntryNames(entries: NamedEntries | undefined): { slug: string; name: string }[] | null {
  const answer = useSavedEntries(entries);
  return useMemo(() => answer?.slugs.map((slug) => ({ slug, name: answer.names?.[slug] ?? slug })) ?? null, [answer]);
}

/** Where a form's entry is saved: one file, or a folder whose entries are named by the address of the page. */
export type SavedAs = { file: string } | SavedEntries;

/** The file the form on screen saves to; null on a page that creates an entry, until it has been created. */
export function fileOf(saved: SavedAs): string | null {
  if ('file' in saved) return saved.file;
  const slug = /\/item\/([^/]+)$/.exec(location.pathname)?.[1];
  return slug ? `${saved.dir}/${decodeURIComponent(slug)}.${saved.extension}` : null;
}

/** The pictures (or videos) already in a folder of src/assets/, relative to it; null where they cannot be listed. */
export async function filesIn(dir: string, kind: 'picture' | 'video'): Promise<string[] | null> {
  const response = await fetch(`${filesRoute}/files?${new URLSearchParams({ dir, kind })}`).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as FilesAnswer).files;
}

/** When a content file was last written (milliseconds since 1970); null if it is not, or cannot be known. */
export async function savedAt(file: string): Promise<number | null> {
  const response = await fetch(`${filesRoute}/saved?${new URLSearchParams({ file })}`).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as SavedAtAnswer).savedAt;
}

/** Starts the `to` version of a case from its saved `from` version; the error's message says why it could not. */
export async function startOtherLanguage(request: OtherLanguageRequest): Promise<void> {
  const response = await fetch(`${filesRoute}/other-language`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new OtherLanguageRefused(response.status, ((await response.json()) as RefusalAnswer).error);
}

/** The route's refusal: its status says which (404 not saved, 409 exists), its message says it to a developer. */
export class OtherLanguageRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
