// The editor's React app, made from the project's Keystatic config.
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';
import { editorHello } from './dev-server.ts';

// Under `astro dev`: this tab is the editor, which a save must not reload (src/integrations/editor.ts).
import.meta.hot?.send(editorHello);

export const Editor = makePage(config);
