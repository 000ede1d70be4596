// Runs for on-demand answers (the contact endpoint), in `astro dev` and behind our server (src/server/http.ts),
// which passes the visitor as a trusted proxy reports them in `locals.visitor`; and for every page as the build
// writes it, which gains its pictures' focal areas (src/lib/focus.ts) and a policy that allows the inline code the
// page's own components registered (src/lib/csp.ts), and no other.
import { defineMiddleware } from 'astro:middleware';
import { getSecret } from 'astro:env/server';
import { isCrossSite, siteOrigin } from './server/origin.ts';
import { securityHeadersFor } from './server/policy.ts';
import { withInlineAllowed } from './lib/csp.ts';
import { withFocusRules } from './lib/focus.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const allowed = () => [
    siteOrigin(getSecret('SITE_URL'), import.meta.env.SITE),
    context.locals.visitor?.origin ?? context.url.origin,
  ];
  const response =
    !context.isPrerendered && isCrossSite(context.request, allowed())
      ? new Response(`Cross-site ${context.request.method} form submissions are forbidden`, {
          status: 403,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        })
      : await finishedPage(await next(), context.locals);
  for (const [name, value] of Object.entries(securityHeadersFor(context.url.pathname))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});

/** A page with its focal areas' rules in its head and its own inline code allowed; any other answer as it is. */
async function finishedPage(response: Response, locals: App.Locals): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await withInlineAllowed(withFocusRules(await response.text(), locals), locals);
  return new Response(html, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
