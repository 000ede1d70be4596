// The editor (Keystatic, docs/editing.md): part of `astro dev` only (the editing host runs one). A build has no trace
// of it, so `npm start` answers 404.
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import type { HotPayload, ViteDevServer } from 'vite';
import { editorBase, editorHello, filesRoute, keystaticApi } from '../editor/dev-server.ts';

/**
 * A save writes content files, after which Astro tells every open tab to reload: the site's tabs show the change,
 * and the editor's tab would go blank for seconds and lose its place. The editor's tab is left out of those reloads.
 */
function keepEditorOpen(server: ViteDevServer) {
  const editors = new WeakSet<object>();
  server.ws.on(editorHello, (_data, client) => editors.add(client));
  const broadcast = server.ws.send.bind(server.ws) as (payload: HotPayload | string, data?: unknown) => void;
  server.ws.send = ((payload: HotPayload | string, data?: unknown) => {
    if (typeof payload === 'string' || payload.type !== 'full-reload') return broadcast(payload, data);
    for (const client of server.ws.clients) if (!editors.has(client)) client.send(payload);
  }) as typeof server.ws.send;
}

export default function editor(): AstroIntegration {
  const inner = keystatic();
  const page = new URL('../editor/EditorPage.astro', import.meta.url).pathname;
  const api = new URL('../editor/api-route.ts', import.meta.url).pathname;
  return {
    name: 'lumbre-editor',
    hooks: {
      'astro:config:setup': (options) => {
        if (options.command !== 'dev') return;
        // Keystatic's setup, with our page (its title, and no reach for the network) and our gate before its API
        // (only the editor's own files are saved) instead of its own.
        const ours = (pattern: string) =>
          pattern.startsWith(editorBase) ? page : pattern.startsWith(keystaticApi) ? api : undefined;
        inner.hooks['astro:config:setup']?.({
          ...options,
          injectRoute: (route) =>
            options.injectRoute({ ...route, entrypoint: ours(route.pattern) ?? route.entrypoint }),
        });
        // Astro's developer toolbar sits over the editor's buttons: the editor's pages are served without it.
        options.addMiddleware({ entrypoint: new URL('../editor/without-toolbar.ts', import.meta.url), order: 'pre' });
        // On the editing host (src/server/editing/draft-site.ts), the draft site's pages say they are the draft and run
        // only what the live site would.
        if (process.env.LUMBRE_EDITING_HOST)
          options.addMiddleware({ entrypoint: new URL('../editor/draft-pages.ts', import.meta.url), order: 'pre' });
        // The editor's own route reads and writes the project's files, for what Keystatic offers no way to ask.
        options.injectRoute({
          pattern: `${filesRoute}/[action]`,
          entrypoint: new URL('../editor/files-route.ts', import.meta.url),
          prerender: false,
        });
      },
      'astro:server:setup': ({ server }) => keepEditorOpen(server),
    },
  };
}
