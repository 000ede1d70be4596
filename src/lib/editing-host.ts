// What the editor (src/editor/) and the editing host (src/server/editing/host.ts), which hands it the marketer's
// requests, tell each other.

/** The cookie the editor's tab keeps its language in, so that the dev server and the host answer a save in it. */
export const editorLanguageCookie = 'lumbre-editor-language';

/**
 * The host's answer to "I have this file open" (`?file=`): who else has it open now, `{ others: string[] }`; without
 * a file, who else has any open, with the session's form token for the editor's bar (`HostFrame`).
 */
export const openFilePath = '/api/host/open';

/** The field of the host's forms that carries their session's form token: a post from anywhere else lacks it. */
export const formTokenField = 'token';

/** What the host says to the editor's bar: who else is editing, and the token its sign-out form sends. */
export interface HostFrame {
  others: string[];
  formToken: string;
}

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

/** A change a Keystatic save asks for (`POST /api/keystatic/update`): a file written (its bytes in base64url), or deleted. */
export interface SaveChange {
  file: string;
  contents?: string;
}

/** The changes a Keystatic save's body asks for, in order; null for a body that is no save. */
export function saveChanges(body: unknown): SaveChange[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { additions, deletions } = body as Record<string, unknown>;
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return null;
  const changes = [...additions, ...deletions].map((change: unknown) => {
    const { path, contents } = (typeof change === 'object' && change !== null ? change : {}) as Record<string, unknown>;
    return { file: path, ...(typeof contents === 'string' ? { contents } : {}) };
  });
  return changes.every((change): change is SaveChange => typeof change.file === 'string') ? changes : null;
}

/** The editor's address that opens the form of a content file (`?open=`), at a field (`facts.year`) when given. */
export function editorAddressOf(file: string, field?: string): string {
  const anchor = field ? `#field-${field.split('.').join('-')}` : '';
  return `/keystatic?${new URLSearchParams({ open: file })}${anchor}`;
}
