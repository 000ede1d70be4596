// The Open Graph picture of every place, per language: where it is served and what it shows, read from the content,
// so a new case or screen gets its own with no extra step. src/pages/og/[...card].ts draws them at build time.
import type { ImageMetadata } from 'astro';
import { locales, pageKeys, hasPage, type Locale, type PageKey, type Place } from '../i18n/routes.ts';
import { caseId, getAllCases, getCase, getCompany, getUi, type Ui } from './content.ts';

export const ogSize = { width: 1200, height: 630 } as const;

/** What a card shows: a headline (one or more lines), a line under it, and for a case its banner behind them. */
export interface OgCard {
  headline: string[];
  line: string;
  /** og:image:alt: what the picture shows, in words. */
  alt: string;
  picture?: ImageMetadata;
}

/** The served path of a place's card; the not-found variants share their home's. */
export function ogImagePath(place: Place | null, lang: Locale): string {
  if (!place) return ogImagePath({ key: 'home' }, lang);
  return place.key === 'case' ? `/og/${lang}/case/${place.slug}.jpg` : `/og/${lang}/${place.key}.jpg`;
}

/** Each screen's headline: the title of its opening block. */
const screenHeadlines: Record<PageKey, (ui: Ui) => string | string[] | undefined> = {
  home: (ui) => ui.home.hero.title,
  contact: (ui) => ui.contact.hero.title,
  services: (ui) => ui.services.hero.title,
  culture: (ui) => ui.culture.hero.title,
  cases: (ui) => ui.cases.hero.title,
  gallery: (ui) => ui.gallery?.hero.title,
};

export async function ogCard(place: Place, lang: Locale): Promise<OgCard> {
  const [ui, company] = await Promise.all([getUi(lang), getCompany()]);
  if (place.key === 'case') {
    const { data } = await getCase(lang, place.slug);
    return {
      headline: [data.title],
      line: ui.caseStudy.titleSuffix,
      alt: `${data.title}: ${data.banner.alt}`,
      picture: data.banner.src,
    };
  }
  const title = screenHeadlines[place.key](ui);
  const meta = ui[place.key]?.meta;
  if (!title || !meta) throw new Error(`${lang}: the ${place.key} page's words are missing (src/content/ui/)`);
  const headline = Array.isArray(title) ? title : [title];
  return { headline, line: meta.description, alt: `${company.name}: ${headline.join(' ')}` };
}

/** Every place with a page, in every language it has one: the cards the build draws. */
export async function ogPlaces(): Promise<{ place: Place; lang: Locale }[]> {
  const screens = locales.flatMap((lang) =>
    pageKeys.filter((key) => hasPage(key, lang)).map((key) => ({ place: { key } as Place, lang })),
  );
  const cases = (await getAllCases()).map((entry) => {
    const { lang, slug } = caseId(entry);
    return { place: { key: 'case', slug } as Place, lang };
  });
  return [...screens, ...cases];
}
