// The page types measured by the benchmarks, one path per type and language.
export const pageTypes = [
  { type: 'home', es: '/es', en: '/en' },
  { type: 'services', es: '/es/que-hacemos', en: '/en/what-we-do' },
  { type: 'culture', es: '/es/nuestra-cultura', en: '/en/our-culture' },
  { type: 'cases', es: '/es/casos-de-estudio', en: '/en/case-studies' },
  { type: 'case', es: '/es/casos-de-estudio/success-summit', en: '/en/case-studies/success-summit' },
  { type: 'contact', es: '/es/escribinos', en: '/en/say-hello' },
  { type: 'gallery', es: null, en: '/en/test-case-studies' },
] as const;

export type PageType = (typeof pageTypes)[number]['type'];

export interface PagePath {
  type: PageType;
  lang: 'es' | 'en';
  path: string;
}

/** Every page type in every language it exists in, Spanish first. */
export const pagePaths: PagePath[] = pageTypes.flatMap((entry) =>
  (['es', 'en'] as const).flatMap((lang) => {
    const path = entry[lang];
    return path ? [{ type: entry.type, lang, path }] : [];
  }),
);
