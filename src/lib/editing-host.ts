// What the editor's routes on the draft site (src/editor/) tell the editing host (src/server/editing/host.ts), which
// hands them the marketer's requests.

/** The header of a save that went through: the files it wrote or deleted (JSON), which the editing host commits. */
export const savedFilesHeader = 'x-lumbre-saved-files';

/** The files a save's header names; none for an answer without one, or one that is not a list of paths. */
export function savedFiles(header: unknown): string[] {
  if (typeof header !== 'string') return [];
  try {
    const files: unknown = JSON.parse(header);
    return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : [];
  } catch {
    return [];
  }
}
