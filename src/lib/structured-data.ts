// What search engines read about a page (JSON-LD, schema.org types from schema-dts): the agency and the site on
// every indexed page, and on a case page its place in the site and the work itself. Everything comes from the content.
import type { BreadcrumbList, CreativeWork, Graph, Organization, WebSite } from 'schema-dts';
import { pagePath, pathTo, type Locale, type Place } from '../i18n/routes.ts';
import { getCase, getCompany, getUi } from './content.ts';
import { ogImagePath } from './og.ts';

/** The graph for one indexed page (a page search engines are told not to index has none). */
export async function structuredData(place: Place, lang: Locale, site: URL): Promise<Graph> {
  const [facts, ui] = await Promise.all([getCompany(), getUi(lang)]);
  const url = (path: string) => new URL(path, site).href;
  const organizationId = url('/#organization');
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: facts.name,
    url: url('/'),
    logo: url('/apple-touch-icon.png'),
    email: facts.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.city,
      addressCountry: facts.address.country[lang],
    },
    // Only the studio's own accounts say who it is; a playlist it shares does not.
    sameAs: facts.social.filter((link) => link.profile).map((link) => link.url),
  };
  // One site per language: each has its own home, name and language, so each is a node of its own.
  const home = url(pagePath('home', lang));
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: facts.name,
    url: home,
    inLanguage: lang,
    publisher: { '@id': organizationId },
  };
  if (place.key !== 'case') return { '@context': 'https://schema.org', '@graph': [organization, website] };

  const { data } = await getCase(lang, place.slug);
  const pageUrl = url(pathTo(place, lang));
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: ui.nav.home, path: pagePath('home', lang) },
      { name: ui.nav.cases, path: pagePath('cases', lang) },
      { name: data.title, path: pathTo(place, lang) },
    ].map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url(path) })),
  };
  const work: CreativeWork = {
    '@type': 'CreativeWork',
    '@id': `${pageUrl}#work`,
    url: pageUrl,
    name: data.title,
    description: data.summary,
    image: url(ogImagePath(place, lang)),
    inLanguage: lang,
    dateCreated: data.facts.year,
    creator: { '@id': organizationId },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website, breadcrumbs, work] };
}
