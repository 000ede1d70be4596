// What the editor's tab and the dev server say to each other over Vite's socket (src/integrations/editor.ts).

/** The editor's tab introduces itself with this message, so that a save does not reload it. */
export const editorHello = 'lumbre:editor';
