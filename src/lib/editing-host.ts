// What the editor (src/editor/) and the editing host (src/server/editing/host.ts), which hands it the marketer's
// requests, tell each other.

/** The cookie the editor's tab keeps its language in, so that the dev server and the host answer a save in it. */
export const editorLanguageCookie = 'lumbre-editor-language';

/** The host's answer to "I have this file open" (`?file=`): who else has it open now, `{ others: string[] }`. */
export const openFilePath = '/api/host/open';

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
