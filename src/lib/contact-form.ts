// Typed access to the contact form's words (the `contactForm` collection).
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/routes.ts';

export type ContactFormCopy = CollectionEntry<'contactForm'>['data'];

export async function getContactFormCopy(lang: Locale): Promise<ContactFormCopy> {
  const entry = await getEntry('contactForm', lang);
  if (!entry) throw new Error(`src/content/contact-form/${lang}.yaml is missing`);
  return entry.data;
}
