// The editor's React app, made from the project's Keystatic config.
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';
import { editorLanguageCookie } from '../lib/editing-host.ts';
import { editorHello } from './dev-server.ts';
import { HostBar } from './host-frame.tsx';
import { editorLanguage } from './language.ts';

// Under `astro dev`: this tab is the editor, which a save must not reload (src/integrations/editor.ts).
import.meta.hot?.send(editorHello);
// The page is served before the marketer's choice is known (it is kept in this browser): say it once known.
document.documentElement.lang = editorLanguage;
// The dev server answers a refused save in it too (./api-route.ts).
document.cookie = `${editorLanguageCookie}=${editorLanguage}; path=/; SameSite=Strict`;

const Keystatic = makePage(config);

/** Keystatic's editor, under the editing host's bar where there is a host. */
export function Editor() {
  return (
    <>
      <HostBar />
      <Keystatic />
    </>
  );
}
