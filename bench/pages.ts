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
