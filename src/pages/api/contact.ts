// POST /api/contact, rendered on demand. The work happens in src/server/contact/; this file wires it to Astro.
import type { APIRoute } from 'astro';
import { getSecret } from 'astro:env/server';
import { locales, type Locale } from '../../i18n/routes.ts';
import type { ContactCopy } from '../../lib/contact/copy.ts';
import { getContactCopy } from '../../lib/contact/content.ts';
import { readContactConfig } from '../../server/contact/config.ts';
import { handleContactPost } from '../../server/contact/endpoint.ts';
import { openContactService, type ContactService } from '../../server/contact/service.ts';

export const prerender = false;

let own: Promise<ContactService> | undefined;

/**
 * Under `astro dev` no server hands the endpoint a service in `locals`: it opens one of its own, once per load of this
 * module, and closes it when the dev server loads a new copy (after an edit, or a content file saved in the editor).
 */
function ownContactService(): Promise<ContactService> {
  own ??= openContactService(readContactConfig(getSecret)).then((service) => {
    service.start();
    return service;
  });
  return own;
}
import.meta.hot?.dispose(() => void own?.then((service) => service.close()));

const copies = Object.fromEntries(
  await Promise.all(locales.map(async (lang) => [lang, await getContactCopy(lang)] as const)),
) as Record<Locale, ContactCopy>;

export const POST: APIRoute = async ({ request, clientAddress, locals }) =>
  handleContactPost(request, {
    // Behind our server, the address TRUST_PROXY lets it believe; under `astro dev`, the socket's.
    clientAddress: locals.visitor?.address ?? clientAddress,
    requestKey: locals.requestKey,
    service: locals.contact ?? (await ownContactService()),
    copy: (lang) => copies[lang],
  });

export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
