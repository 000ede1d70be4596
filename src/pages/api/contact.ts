// POST /api/contact, rendered on demand. The work happens in src/server/contact/; this file wires it to Astro.
import type { APIRoute } from 'astro';
import { getSecret } from 'astro:env/server';
import type { Locale } from '../../i18n/routes.ts';
import type { ContactCopy } from '../../lib/contact/copy.ts';
import { getContactCopy } from '../../lib/contact/content.ts';
import { readContactConfig } from '../../server/contact/config.ts';
import { handleContactPost } from '../../server/contact/endpoint.ts';
import {
  openContactService,
  provideContactService,
  providedContactService,
  type ContactService,
} from '../../server/contact/service.ts';

export const prerender = false;

let opening: Promise<ContactService> | undefined;

/** The service our server (src/server/main.ts) opened; anywhere else, as in `astro dev`, one of our own. */
function contactService(): Promise<ContactService> {
  const provided = providedContactService();
  if (provided) return Promise.resolve(provided);
  opening ??= openContactService(readContactConfig(getSecret)).then((service) => {
    service.start();
    provideContactService(service);
    return service;
  });
  return opening;
}

const copies = {
  es: await getContactCopy('es'),
  en: await getContactCopy('en'),
} satisfies Record<Locale, ContactCopy>;

export const POST: APIRoute = async ({ request, clientAddress, locals }) =>
  handleContactPost(request, {
    // Behind our server, the address TRUST_PROXY lets it believe; under `astro dev`, the socket's.
    clientAddress: locals.visitor?.address ?? clientAddress,
    requestKey: locals.requestKey,
    service: await contactService(),
    copy: (lang) => copies[lang],
  });

export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
