// The Content Security Policy, written once. astro.config.mjs hands the page directives to Astro, which adds each
// page's script and style hashes and writes them in a meta tag; the server and the proxies send the header ones
// (src/server/policy.ts) with every answer, files and errors included.

/** Every page's policy, before Astro adds the hashes of its inline scripts and styles. */
export const pageDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Directives the header repeats from the pages: those that govern no script, style or fetch of a page (a header's
 * default-src would block the inline scripts only the meta tag's hashes allow).
 */
const repeatedInHeader = ['object-src', 'base-uri', 'form-action'];

/** The header's policy: what a meta tag cannot carry (frame-ancestors), then the page directives repeated. */
export const headerDirectives = [
  "frame-ancestors 'none'",
  ...pageDirectives.filter((directive) => repeatedInHeader.includes(directive.split(' ')[0]!)),
];
