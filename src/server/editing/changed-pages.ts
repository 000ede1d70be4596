// Which pages a changed content file shows on, for the publish page's list of what a publish will change, each
// with a link to its draft. Read from the content's layout (src/content/, docs/editing.md) and the route table.
import { isLocale, localeInfo, locales, pagePath, pathTo, type Locale, type PageKey } from '../../i18n/routes.ts';
import type { Words } from '../../lib/schemas/meta.ts';
import { uiParts } from '../../lib/schemas/ui.ts';

export interface ChangedPage {
  what: Words;
  /** What the file is, where it shows in every language alike ("Case list: cards"): `what` adds the language. */
  subject?: Words;
  /** The page to look at in the draft site; null for what has no page of its own (a picture). */
  path: string | null;
}

const named = (lang: Locale) => ({ es: localeInfo[lang].name.es, en: localeInfo[lang].name.en });
/** What a file shows on a page of every language: one line per language, each saying which. */
const inEach = (key: PageKey, what: (lang: Locale) => Words): ChangedPage[] =>
  locales.map((lang) => {
    const words = what(lang);
    return {
      what: { es: `${words.es} (${named(lang).es})`, en: `${words.en} (${named(lang).en})` },
      subject: words,
      path: pagePath(key, lang),
    };
  });

/** Screens shown by a file of src/content/ that is not a case or a language's words. */
const screensOf: Record<string, { key: PageKey; what: Words }[]> = {
  'cards.yaml': [{ key: 'cases', what: { es: 'Lista de casos: tarjetas', en: 'Case list: cards' } }],
  'categories.yaml': [{ key: 'cases', what: { es: 'Lista de casos: filtros', en: 'Case list: filter tabs' } }],
  'featured.yaml': [
    { key: 'home', what: { es: 'Inicio: casos destacados', en: 'Home: featured cases' } },
    { key: 'services', what: { es: 'Qué hacemos: casos destacados', en: 'What we do: featured cases' } },
  ],
  'client-logos.yaml': [{ key: 'home', what: { es: 'Inicio: logos de clientes', en: 'Home: client logos' } }],
  'services.yaml': [{ key: 'services', what: { es: 'Qué hacemos: servicios', en: 'What we do: services' } }],
  'certifications.yaml': [
    { key: 'culture', what: { es: 'Nuestra cultura: certificaciones', en: 'Our culture: certifications' } },
  ],
  'company.yaml': [
    { key: 'home', what: { es: 'Datos de la agencia, en el pie', en: 'Agency details, in the footer' } },
  ],
  'contact-email.yaml': [{ key: 'contact', what: { es: 'Correo de contacto', en: 'Contact e-mail' } }],
};

export function pagesChangedBy(file: string): ChangedPage[] {
  const parts = file.replace(/^src\/content\//, '').split('/');
  const [first = '', second = '', third = ''] = parts;
  if (file.startsWith('src/assets/'))
    return [{ what: { es: `Imagen ${parts.at(-1)}`, en: `Picture ${parts.at(-1)}` }, path: null }];
  if (first === 'cases' && isLocale(second) && third.endsWith('.md')) {
    const slug = third.slice(0, -'.md'.length);
    return [
      {
        what: { es: `Caso ${slug} (${named(second).es})`, en: `Case ${slug} (${named(second).en})` },
        path: pathTo({ key: 'case', slug }, second),
      },
    ];
  }
  if (first === 'ui' && third.endsWith('.yaml')) {
    const part = uiParts.find((candidate) => candidate.folder === second);
    const lang = third.slice(0, -'.yaml'.length);
    if (part && isLocale(lang))
      return [
        {
          what: {
            es: `Textos: ${part.name.es} (${named(lang).es})`,
            en: `Words: ${part.name.en} (${named(lang).en})`,
          },
          // Every page's words show on the home page too; a case page's, on any case, reached from the list.
          path: pagePath(part.page ?? (part.key === 'caseStudy' ? 'cases' : 'home'), lang),
        },
      ];
  }
  if (first === 'contact-form' && second.endsWith('.yaml')) {
    const lang = second.slice(0, -'.yaml'.length);
    if (isLocale(lang))
      return [
        {
          what: { es: `Formulario de contacto (${named(lang).es})`, en: `Contact form (${named(lang).en})` },
          path: pagePath('contact', lang),
        },
      ];
  }
  if (first === 'clients')
    return inEach('home', () => ({
      es: `Cliente ${second.replace(/\.yaml$/, '')}`,
      en: `Client ${second.replace(/\.yaml$/, '')}`,
    }));
  if (first === 'root.yaml') return [{ what: { es: 'Elección de idioma', en: 'Language choice' }, path: '/' }];
  const screens = screensOf[first];
  if (screens) return screens.flatMap(({ key, what }) => inEach(key, () => what));
  return [{ what: { es: file, en: file }, path: null }];
}

/**
 * The pages a set of changed files shows on, each once, in the order first met; pictures last, since a marketer
 * looks for the pages (a history line names the first few only).
 */
export function changedPages(files: readonly string[]): ChangedPage[] {
  const seen = new Set<string>();
  const changed = files.flatMap(pagesChangedBy).filter((page) => {
    const key = `${page.path}\n${page.what.en}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...changed.filter((page) => page.path !== null), ...changed.filter((page) => page.path === null)];
}
