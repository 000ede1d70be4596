// POST /api/contact, rendered on demand. The work happens in src/server/contact/; this file wires it to Astro.
import type { APIRoute } from 'astro';
import { getSecret } from 'astro:env/server';
import type { Locale } from '../../i18n/routes.ts';
import { getContactFormCopy, type ContactFormCopy } from '../../lib/contact-form.ts';
import { readContactConfig } from '../../server/contact/config.ts';
import { handleContactPost } from '../../server/contact/endpoint.ts';
import { openContactService, provideContactService, providedContactService, type ContactService } from '../../server/contact/service.ts';

export const prerender = false;

/** The service our server (src/server/main.ts) opened; anywhere else, as in `astro dev`, one of our own. */
function contactService(): ContactService {
  let service = providedContactService();
  if (!service) {
    service = openContactService(readContactConfig(getSecret));
    service.start();
    provideContactService(service);
  }
  return service;
}

const copies = {
  es: await getContactFormCopy('es'),
  en: await getContactFormCopy('en'),
} satisfies Record<Locale, ContactFormCopy>;

export const POST: APIRoute = ({ request, clientAddress }) =>
  handleContactPost(request, { clientAddress, service: contactService(), copy: (lang) => copies[lang] });

export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
