// Runs for on-demand answers (the contact endpoint), in `astro dev` and in any deployment of the server bundle.
// Static files get the same headers from src/server/http.ts.
import { defineMiddleware } from 'astro:middleware';
import { securityHeadersFor } from './server/security.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(securityHeadersFor(context.url.pathname))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
