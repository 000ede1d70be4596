// The editing host's draft site only (`npm run editor`, src/server/cli/editor.ts; added by src/integrations/editor.ts):
// every page says it is the draft, not the live site, and leads to the publish page. The mark is a link pinned to
// the bottom of the window, styled in place so it needs nothing of the page's own styles.
import { defineMiddleware } from 'astro:middleware';
import { editorBase } from './dev-server.ts';

const words = {
  es: { draft: 'Borrador', publish: 'Publicar' },
  en: { draft: 'Draft', publish: 'Publish' },
} as const;

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

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.url.pathname.startsWith(editorBase) || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const html = await response.text();
  const lang = /<html[^>]*\blang="en"/.test(html) ? 'en' : 'es';
  const mark = `<a href="/publish?lang=${lang}" data-draft-mark style="${style}">${words[lang].draft} · <span style="text-decoration:underline">${words[lang].publish}</span></a>`;
  return new Response(html.replace(/<\/body>/, `${mark}</body>`), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
