// Typed access to the content collections, so pages never spell a collection query themselves.
import { getCollection, getEntry, render, type CollectionEntry, type DataEntryMap } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { locales, pathTo, type Locale } from '../i18n/routes.ts';
import type { CategorySlug } from './categories.ts';
import { cardId } from './schemas/cards.ts';
import type { Focus } from './focus.ts';
import { dashesHeldBack } from './text.ts';
import { logoScale } from './logo-size.ts';
import { fileOfField } from './picture-file.ts';

export type Ui = CollectionEntry<'ui'>['data'];
export type Case = CollectionEntry<'cases'>;
export type Company = CollectionEntry<'company'>['data'];

/** The one entry of a collection made of a single YAML file (`src/content/{file}.yaml`, by default the collection's name). */
async function fileEntry<C extends keyof DataEntryMap>(
  collection: C,
  file: string = collection,
): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(collection, file);
  if (!entry) throw new Error(`src/content/${file}.yaml is missing`);
  return entry.data as CollectionEntry<C>['data'];
}

export async function getUi(lang: Locale): Promise<Ui> {
  const entry = await getEntry('ui', lang);
  if (!entry) throw new Error(`src/content/ui/${lang}.yaml is missing`);
  return entry.data;
}

/** The studio's facts, the same in every language: name, e-mails, address, social links. */
export function getCompany(): Promise<Company> {
  return fileEntry('company');
}

/** The language picker's and the static hosts' 404 page's words. */
export function getRootCopy(): Promise<CollectionEntry<'root'>['data']> {
  return fileEntry('root');
}

export interface LanguageName {
  lang: Locale;
  /** The language's name in itself: Español, English. */
  name: string;
  /** The switcher's label: ESP, ENG. */
  short: string;
}

/** Every language's own name and short label, from its copy file. */
export async function getLanguageNames(): Promise<LanguageName[]> {
  return Promise.all(locales.map(async (lang) => ({ lang, ...(await getUi(lang)).language })));
}

/** A case entry's language and slug, from its id `en/aca`. */
export function caseId(entry: Case): { lang: Locale; slug: string } {
  const [lang, slug] = entry.id.split('/') as [Locale, string];
  return { lang, slug };
}

/** Every case in every language: the case pages and their social cards. */
export function getAllCases(): Promise<Case[]> {
  return getCollection('cases');
}

/** A case's Markdown body, ready to place in its page. */
export function renderCase(entry: Case) {
  return render(entry);
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
  /** What every crop of the picture keeps whole. */
  focus: Focus;
  /** VIEW / VER, or SOON / PRONTO. */
  label: string;
}

/** The words a card needs besides its own: the labels of a case card and of a coming-soon card. */
export type CardLabels = Pick<Ui, 'view' | 'soon'>;

/**
 * The case list: the cards of cards.yaml in their order, then every listed case that has no card yet
 * (so a new case appears as soon as its two Markdown files exist), drawn from its own title and banner.
 * A card takes its names and picture from its case unless it has its own.
 */
export async function getCards(lang: Locale, labels: CardLabels): Promise<CardView[]> {
  const [{ cards }, cases] = await Promise.all([fileEntry('cards'), getCases(lang)]);
  const bySlug = new Map(cases.map((entry) => [caseId(entry).slug, entry]));
  const curated: CardView[] = cards.map((card) => {
    const study = card.case ? bySlug.get(card.case)?.data : undefined;
    // The schema refuses a card with neither a case nor names and a picture of its own.
    const own = card.picture?.[lang];
    const picture = own
      ? { image: own.src, alt: own.alt, focus: own.focus }
      : { image: study!.banner.src, alt: study!.banner.alt, focus: study!.banner.focus };
    return {
      id: cardId(card),
      caseSlug: card.case ?? null,
      href: card.case ? pathTo({ key: 'case', slug: card.case }, lang) : null,
      categories: card.categories,
      nameDesktop: dashesHeldBack(card.nameDesktop?.[lang] ?? study!.title),
      nameMobile: dashesHeldBack(card.nameMobile?.[lang] ?? study!.title),
      ...picture,
      label: card.case ? labels.view : labels.soon,
    };
  });
  const carded = new Set(curated.map((card) => card.caseSlug));
  const appended = cases
    .filter((entry) => entry.data.listed && !carded.has(caseId(entry).slug))
    .map((entry) => cardOfCase(entry, lang, labels));
  return [...curated, ...appended];
}

function cardOfCase(entry: Case, lang: Locale, labels: CardLabels): CardView {
  const { slug } = caseId(entry);
  return {
    id: slug,
    caseSlug: slug,
    href: pathTo({ key: 'case', slug }, lang),
    categories: entry.data.categories,
    nameDesktop: dashesHeldBack(entry.data.title),
    nameMobile: dashesHeldBack(entry.data.title),
    image: entry.data.banner.src,
    alt: entry.data.banner.alt,
    focus: entry.data.banner.focus,
    label: labels.view,
  };
}

/** The cases a screen features (featured.yaml), as cards, in order. */
export async function getFeatured(screen: 'home' | 'services', lang: Locale, labels: CardLabels): Promise<CardView[]> {
  const [featured, cards] = await Promise.all([fileEntry('featured'), getCards(lang, labels)]);
  return Promise.all(
    featured[screen].map(
      async (slug) =>
        cards.find((card) => card.caseSlug === slug) ?? cardOfCase(await getCase(lang, slug), lang, labels),
    ),
  );
}

export async function getCategories(lang: Locale): Promise<{ slug: CategorySlug; title: string }[]> {
  const { categories } = await fileEntry('categories');
  return categories.map(({ id, title }) => ({ slug: id, title: title[lang] }));
}

/** A client's logo and its height as a multiple of its place's, by its drawing (src/lib/logo-size.ts). */
export interface Logo {
  picture: ImageMetadata;
  scale: number;
}

/** A client of the studio, by name, with its logo where it has one. */
export interface Client {
  name: string;
  logo?: Logo | undefined;
}

/** A client shown by its logo (the home's rows). */
export type ClientLogo = Required<Client> & { id: string };

/** A client of the studio (a case's client), by its id: the name of `src/content/clients/{id}.yaml`. */
export async function getClient(id: string): Promise<Client> {
  const entry = await getEntry('clients', id);
  if (!entry) throw new Error(`No client src/content/clients/${id}.yaml`);
  const { name, logo } = entry.data;
  if (!logo) return { name };
  const file = await fileOfField(entry.filePath ?? `src/content/clients/${id}.yaml`, 'logo');
  return { name, logo: { picture: logo, scale: await logoScale(file) } };
}

/** The two marquee rows of client logos, left and right (`src/content/client-logos.yaml`). */
export async function getClientRows(): Promise<{ left: ClientLogo[]; right: ClientLogo[] }> {
  const rows = await fileEntry('clientLogos', 'client-logos');
  const row = (side: 'left' | 'right') =>
    Promise.all(
      rows[side].map(async (id, index) => {
        const { name, logo } = await getClient(id);
        if (!logo)
          throw new Error(
            `src/content/client-logos.yaml: ${side}[${index}]: the client "${id}" has no logo (src/content/clients/${id}.yaml)`,
          );
        return { id, name, logo };
      }),
    );
  const [left, right] = await Promise.all([row('left'), row('right')]);
  return { left, right };
}

export interface ServiceView {
  id: string;
  title: string;
  caption: string;
  lists: string[][];
}

export async function getServices(lang: Locale): Promise<ServiceView[]> {
  const { services } = await fileEntry('services');
  return services.map(({ id, title, caption, lists }) => ({
    id,
    title: title[lang],
    caption: caption[lang],
    lists: lists[lang],
  }));
}

export interface CertificationView {
  id: CollectionEntry<'certifications'>['data']['certifications'][number]['id'];
  badge: string;
  title: string;
  caption: string;
  link: { url: string; label: string } | null;
}

/** The certifications, in the order of certifications.yaml. */
export async function getCertifications(lang: Locale): Promise<CertificationView[]> {
  const { certifications } = await fileEntry('certifications');
  return certifications.map(({ id, badge, title, caption, link }) => ({
    id,
    badge: badge[lang],
    title: title[lang],
    caption: caption[lang],
    link: link ? { url: link.url, label: link.label[lang] } : null,
  }));
}

/** The studio's address, e-mails and social links in one language (footer and menu). */
export interface ContactDetailsView {
  address: { street: string; postalCode: string; city: string; country: string };
  /** The studio's general e-mail (the menu). */
  email: string;
  /** The e-mail for new projects (the footer, the contact form's last step). */
  projectsEmail: string;
  social: { id: string; url: string; label: string }[];
}

export async function getContactDetails(lang: Locale): Promise<ContactDetailsView> {
  const { address, email, projectsEmail, social } = await getCompany();
  return {
    address: { ...address, country: address.country[lang] },
    email,
    projectsEmail,
    social: social.map(({ id, url, label }) => ({ id, url, label: label[lang] })),
  };
}

/** Everything the home screen shows (the home page and the not-found home). */
export async function getHomeScreen(lang: Locale) {
  const ui = await getUi(lang);
  const [featured, clients, certifications] = await Promise.all([
    getFeatured('home', lang, ui),
    getClientRows(),
    getCertifications(lang),
  ]);
  return { lang, copy: ui.home, featured, clients, certifications, opensInNewTab: ui.opensInNewTab };
}
