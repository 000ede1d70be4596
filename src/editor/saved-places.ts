// What a save from the editor may write or delete (src/editor/api-route.ts checks every one): a content file where
// one of the editor's collections or files keeps it, exactly (`src/content/cases/es/aca.md`, never a folder that
// only starts the same way), and pictures and videos under src/assets/ of the kinds the build reads. Never an SVG,
// which can carry script, and nothing else: not code, not HTML, not the checkout's own files.
import { slugPattern } from '../i18n/routes.ts';

/** Where the editor's forms keep their files: each collection's folder, and each single file without its extension. */
export interface EditorPlaces {
  collections: readonly string[];
  files: readonly string[];
}

/** The places of a Keystatic config: its collections' folders (`path` without `/*`) and its files (`path`). */
export function placesOf(config: {
  collections?: Record<string, { path?: string }>;
  singletons?: Record<string, { path?: string }>;
}): EditorPlaces {
  const paths = (entries: Record<string, { path?: string }> = {}) =>
    Object.values(entries).flatMap(({ path }) => (path ? [path] : []));
  return {
    collections: paths(config.collections).map((path) => path.replace(/\/\*$/, '')),
    files: paths(config.singletons),
  };
}

/** The editor's page of the form of a content file of a Keystatic config (`src/content/cases/es/aca.md`), or null. */
export function formPageOf(
  config: { collections?: Record<string, { path?: string }>; singletons?: Record<string, { path?: string }> },
  file: string,
): string | null {
  const entry = /^(.*)\/([^/]+)\.(?:md|yaml)$/.exec(file);
  if (!entry) return null;
  const [, folder = '', name = ''] = entry;
  for (const [key, { path }] of Object.entries(config.singletons ?? {}))
    if (path === `${folder}/${name}`) return `/keystatic/singleton/${key}`;
  for (const [key, { path }] of Object.entries(config.collections ?? {}))
    if (path === `${folder}/*` && slugPattern.test(name)) return `/keystatic/collection/${key}/item/${name}`;
  return null;
}

/** The content files' kinds: Markdown for a case, YAML for everything else. */
const contentExtensions = ['md', 'yaml'];
/** What the build turns into pictures and videos; SVG is refused on its own (`svg`), since it can carry script. */
const mediaExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff', 'mp4'];

/** Why a save may not touch a file: an SVG, another kind of file, or a place the editor does not keep files. */
export type RefusedFile = 'svg' | 'kind' | 'place';

/** Why a file is refused, or null when the editor may write (or delete) it. */
export function refusedFile(file: string, places: EditorPlaces): RefusedFile | null {
  const match = /^(.*)\/([^/]+)\.([^./]+)$/.exec(file);
  if (!match) return 'place';
  const [, folder = '', name = '', extension = ''] = match;
  if (extension.toLowerCase() === 'svg') return 'svg';
  if (folder === 'src/assets' || folder.startsWith('src/assets/')) {
    if (!mediaExtensions.includes(extension)) return 'kind';
    const parts = [...folder.split('/').slice(2), name];
    return parts.every((part) => /^[a-z0-9][a-z0-9-]*$/.test(part)) ? null : 'place';
  }
  if (!contentExtensions.includes(extension)) return 'kind';
  if (places.files.includes(`${folder}/${name}`)) return null;
  return places.collections.includes(folder) && slugPattern.test(name) ? null : 'place';
}
