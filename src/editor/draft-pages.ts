// The editing host's draft site only (`npm run editor`, src/server/editing/draft-site.ts; added by
// src/integrations/editor.ts): every page says it is the draft, not the live site, and leads to the publish page;
// and every page, the editor's included, runs only the scripts the live site would: its files, and the inline ones
// Astro's islands and the site's own components write, by their hashes. Astro's dev server sends no policy of its own.
import { defineMiddleware } from 'astro:middleware';
import islandDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import island from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { inlineHash, pageDirectives } from '../lib/csp.ts';
import { editorBase } from './dev-server.ts';
import { editorLocaleFrom } from '../i18n/editor-languages.ts';
import { dictionaries } from './words.ts';

const style = [
  'position:fixed',
  'left:50%',
  'bottom:12px',
  'transform:translateX(-50%)',
  'z-index:2147483647',
  'display:flex',
  'gap:12px',
  'align-items:center',
  'padding:8px 16px',
  'border-radius:999px',
  'background:#111',
  'color:#fff',
  'font:600 14px/1.2 system-ui,sans-serif',
  'box-shadow:0 4px 16px rgba(0,0,0,.3)',
  'text-decoration:none',
].join(';');

/** Astro's own inline scripts (an island's runtime, each client directive's), hashed as Astro hashes them for a build. */
const astroScripts = Promise.all([islandDev, island, idle, load, media, only, visible].map(inlineHash));

/** The draft's script policy: files of the site, and the inline scripts of Astro and of the page's components. */
async function scriptPolicy(own: readonly string[]): Promise<string> {
  const hashes = [...(await astroScripts), ...(await Promise.all(own.map(inlineHash)))];
  return `script-src 'self' ${[...new Set(hashes)].map((hash) => `'${hash}'`).join(' ')}`;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const scripts = await scriptPolicy(context.locals.inlineCode?.script ?? []);
  const headers = new Headers(response.headers);
  // The editor's page has its own policy for the rest (EditorPage.astro); a draft page gets the live site's, with the
  // styles Vite writes inline while it serves (which the build writes as files or hashes).
  const editor = context.url.pathname.startsWith(editorBase);
  headers.append(
    'Content-Security-Policy',
    editor ? scripts : [...pageDirectives, scripts, "style-src 'self' 'unsafe-inline'"].join('; '),
  );
  const html = await response.text();
  // In the page's language where the editor speaks it (a prerendered page's request carries no headers to say
  // the marketer's), else the editor's first.
  const lang = editorLocaleFrom(/<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]);
  const { frame } = dictionaries[lang];
  const mark = `<a href="/publish?lang=${lang}" data-draft-mark style="${style}">${frame.draft} · <span style="text-decoration:underline">${frame.publish}</span></a>`;
  return new Response(editor ? html : html.replace(/<\/body>/, `${mark}</body>`), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
