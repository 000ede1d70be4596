// Typed access to the content collections, so pages never spell a collection query themselves.
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { pathTo, type Locale } from '../i18n/routes.ts';
import { isCategorySlug, type CategorySlug } from './categories.ts';

export type Ui = CollectionEntry<'ui'>['data'];
export type Case = CollectionEntry<'cases'>;

export async function getUi(lang: Locale): Promise<Ui> {
  const entry = await getEntry('ui', lang);
  if (!entry) throw new Error(`src/content/ui/${lang}.yaml is missing`);
  return entry.data;
}

/** Entries of an ordered YAML list, in the order the file lists them. */
function inFileOrder<T extends { data: { order: number } }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** A case entry's language and slug, from its id `en/aca`. */
export function caseId(entry: Case): { lang: Locale; slug: string } {
  const [lang, slug] = entry.id.split('/') as [Locale, string];
  return { lang, slug };
}

export async function getCases(lang: Locale): Promise<Case[]> {
  return getCollection('cases', (entry) => caseId(entry).lang === lang);
}

export async function getCase(lang: Locale, slug: string): Promise<Case> {
  const entry = await getEntry('cases', `${lang}/${slug}`);
  if (!entry) throw new Error(`No case src/content/cases/${lang}/${slug}.md`);
  return entry;
}

/** A card of the case list, ready to render in one language. */
export interface CardView {
  id: string;
  /** The case the card opens, or null for a coming-soon card. */
  caseSlug: string | null;
  /** The case page, or null for a coming-soon card. */
  href: string | null;
  categories: CategorySlug[];
  nameDesktop: string;
  nameMobile: string;
  image: ImageMetadata;
  alt: string;
  /** VIEW / VER, or SOON / PRONTO. */
  label: string;
}

/**
 * The case list: the cards of cards.yaml in their order, then every listed case that has no card yet
 * (so a new case appears as soon as its two Markdown files exist), drawn from its own title and banner.
 */
export async function getCards(lang: Locale, ui: Ui): Promise<CardView[]> {
  const [cards, cases] = await Promise.all([getCollection('cards').then(inFileOrder), getCases(lang)]);
  const curated: CardView[] = cards.map(({ id, data }) => ({
    id,
    caseSlug: data.case ?? null,
    href: data.case ? pathTo({ key: 'case', slug: data.case }, lang) : null,
    categories: data.categories,
    nameDesktop: data.nameDesktop[lang],
    nameMobile: data.nameMobile[lang],
    image: data.image,
    alt: data.alt[lang],
    label: data.case ? ui.view : ui.soon,
  }));
  const carded = new Set(curated.map((card) => card.caseSlug));
  const appended = cases.filter((entry) => entry.data.listed && !carded.has(caseId(entry).slug)).map((entry) => cardOfCase(entry, lang, ui));
  return [...curated, ...appended];
}

function cardOfCase(entry: Case, lang: Locale, ui: Ui): CardView {
  const { slug } = caseId(entry);
  return {
    id: slug,
    caseSlug: slug,
    href: pathTo({ key: 'case', slug }, lang),
    categories: entry.data.categories,
    nameDesktop: entry.data.title,
    nameMobile: entry.data.title,
    image: entry.data.banner.src,
    alt: entry.data.banner.alt,
    label: ui.view,
  };
}

/** The three cases a screen features (featured.yaml), as cards, in order. */
export async function getFeatured(screen: 'home' | 'services', lang: Locale, ui: Ui): Promise<CardView[]> {
  const entry = await getEntry('featured', screen);
  if (!entry) throw new Error(`src/content/featured.yaml has no "${screen}" entry`);
  const cards = await getCards(lang, ui);
  return Promise.all(
    entry.data.cases.map(async (slug) => cards.find((card) => card.caseSlug === slug) ?? cardOfCase(await getCase(lang, slug), lang, ui)),
  );
}

export async function getCategories(lang: Locale): Promise<{ slug: CategorySlug; title: string }[]> {
  const entries = inFileOrder(await getCollection('categories'));
  return entries.map(({ id, data }) => {
    if (!isCategorySlug(id)) throw new Error(`src/content/categories.yaml: unknown category id "${id}"`);
    return { slug: id, title: data.title[lang] };
  });
}

export interface ClientLogo {
  id: string;
  name: string;
  logo: ImageMetadata;
}

/** The two marquee rows of client logos, left and right, six each. */
export async function getClientRows(): Promise<{ left: ClientLogo[]; right: ClientLogo[] }> {
  const entries = inFileOrder(await getCollection('clients'));
  const row = (side: 'left' | 'right') =>
    entries.filter(({ data }) => data.row === side).map(({ id, data }) => ({ id, name: data.name, logo: data.logo }));
  return { left: row('left'), right: row('right') };
}

export interface ServiceView {
  id: string;
  title: string;
  caption: string;
  lists: string[][];
}

export async function getServices(lang: Locale): Promise<ServiceView[]> {
  const entries = inFileOrder(await getCollection('services'));
  return entries.map(({ id, data }) => ({ id, title: data.title[lang], caption: data.caption[lang], lists: data.lists[lang] }));
}

export interface CertificationView {
  id: 'bcorp' | 'carbon' | 'gptw';
  badge: string;
  title: string;
  caption: string;
  link: { url: string; label: string } | null;
}

const certificationIds = ['bcorp', 'carbon', 'gptw'] as const;

/** B Corp, carbon neutral and Great Place to Work, in that order. */
export async function getCertifications(lang: Locale): Promise<CertificationView[]> {
  const entries = await getCollection('certifications');
  return certificationIds.map((id) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`src/content/certifications.yaml has no "${id}" entry`);
    const { badge, title, caption, link } = entry.data;
    return { id, badge: badge[lang], title: title[lang], caption: caption[lang], link: link ? { url: link.url, label: link.label[lang] } : null };
  });
}
