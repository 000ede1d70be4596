// The contact form's words for a page or the endpoint, from the `contactForm` collection (Astro code only:
// it reads astro:content, so the plain-Node server never imports it).
import { getEntry } from 'astro:content';
import type { Locale } from '../../i18n/routes.ts';
import type { ContactCopy } from './copy.ts';

export async function getContactCopy(lang: Locale): Promise<ContactCopy> {
  const entry = await getEntry('contactForm', lang);
  if (!entry) throw new Error(`src/content/contact-form/${lang}.yaml is missing`);
  return entry.data;
}
