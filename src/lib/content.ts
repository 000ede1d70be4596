// Typed access to the content collections, so pages never spell a collection query themselves.
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/routes.ts';

export type Ui = CollectionEntry<'ui'>['data'];
export type Case = CollectionEntry<'cases'>;

export async function getUi(lang: Locale): Promise<Ui> {
  const entry = await getEntry('ui', lang);
  if (!entry) throw new Error(`src/content/ui/${lang}.yaml is missing`);
  return entry.data;
}

/** A case entry's language and slug, from its id `en/aca`. */
export function caseId(entry: Case): { lang: Locale; slug: string } {
  const [lang, slug] = entry.id.split('/') as [Locale, string];
  return { lang, slug };
}

export async function getCases(lang: Locale): Promise<Case[]> {
  return getCollection('cases', (entry) => caseId(entry).lang === lang);
}
