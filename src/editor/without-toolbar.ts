// `astro dev` only (added by src/integrations/editor.ts): the editor's pages leave out the two scripts that draw
// Astro's developer toolbar, which would cover the editor's own buttons at the bottom of the window.
import { defineMiddleware } from 'astro:middleware';
import { editorBase } from './dev-server.ts';

const toolbarScripts =
  /<script[^>]*\bsrc="[^"]*\/dev-toolbar\/entrypoint\.js"[^>]*><\/script>|<script>window\.__astro_dev_toolbar__ = [^<]*<\/script>/g;

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.url.pathname.startsWith(editorBase) || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const html = await response.text();
  return new Response(html.replace(toolbarScripts, ''), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
