// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, envField, fontProviders, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import node from '@astrojs/node';
import sitemap from '@astrojs/sitemap';
import { defaultLocale, locales } from './src/i18n/routes.ts';
import { sitemapAlternates, isIndexable } from './src/i18n/seo.ts';
import precompress from './src/integrations/precompress.ts';
import pageCsp from './src/integrations/page-csp.ts';
import { brandFontFile } from './src/styles/brand-font.ts';
import editor from './src/integrations/editor.ts';
import moduleUrl from './src/integrations/module-url.ts';
import { pageDirectives } from './src/lib/csp.ts';
import brandColors from './src/integrations/brand-colors.ts';
import { contentIsText } from './src/integrations/content-markdown.ts';

const site = process.env.SITE_URL ?? 'https://www.lumbre.com.ar';
// Made before the config is read, so the fonts pipeline finds the file (src/styles/brand-font.ts).
const brandFont = await brandFontFile(fileURLToPath(new URL('./node_modules/.astro/fonts-subset/', import.meta.url)));

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Middleware mode: our server (src/server/http.ts) serves the files and hands Astro only the contact endpoint.
  adapter: node({ mode: 'middleware' }),
  i18n: {
    locales: [...locales],
    defaultLocale,
    // Slugs are translated, so routing is ours (src/i18n/routes.ts); Astro only knows the locales.
    routing: 'manual',
  },
  integrations: [
    react(),
    // Keystatic at /keystatic under `astro dev` (docs/editing.md).
    editor(),
    sitemap({
      filter: (page) => isIndexable(new URL(page).pathname),
      serialize: (item) => ({ ...item, links: sitemapAlternates(item.url) }),
    }),
    pageCsp(),
    // Last, so the sitemap and the tidied pages are what gets compressed.
    precompress(),
  ],
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Space Grotesk',
      cssVariable: '--font-sans',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [
          {
            src: [brandFont],
            weight: '300 700',
            style: 'normal',
            // Preloaded and optional: the first paint waits a moment for the font, and if it is not there by then the
            // page keeps the fallback rather than shifting its text when the font arrives (CLS 0.03 with swap).
            display: 'optional',
          },
        ],
      },
    },
  ],
  security: {
    // Our middleware checks the origin instead (src/server/origin.ts): Astro's check compares it with the URL it
    // builds from the socket, which says http:// behind a TLS proxy.
    checkOrigin: false,
    // One list for the pages' meta tag and the header (src/lib/csp.ts).
    csp: { directives: [...pageDirectives] },
  },
  build: {
    // Every page's styles go in its <head>: a stylesheet is one more round trip before the first paint, and the
    // pages stay within the first 14.6 KB a connection sends (docs/performance.md).
    inlineStylesheets: 'always',
  },
  image: {
    // AVIF at effort 2 encodes about six times faster than the default 4 for files about 12 % larger:
    // it keeps a clean build near two minutes instead of ten (figures in docs/performance.md).
    service: sharpImageService({ avif: { effort: 2 } }),
  },
  env: {
    // Read at run time, never inlined in the build: see docs/contact.md.
    schema: {
      SITE_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTACT_TO: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTACT_FROM: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTACT_DB: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_POOL_MAX: envField.number({ context: 'server', access: 'secret', optional: true, int: true, gt: 0 }),
      DATABASE_STATEMENT_TIMEOUT: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTACT_RATE_LIMIT: envField.number({ context: 'server', access: 'secret', optional: true, int: true, gt: 0 }),
      CONTACT_RETRY_BASE_MS: envField.number({ context: 'server', access: 'secret', optional: true, int: true, gt: 0 }),
      CONTACT_RETRY_MAX_MS: envField.number({ context: 'server', access: 'secret', optional: true, int: true, gt: 0 }),
      CONTACT_WORKER_INTERVAL_MS: envField.number({
        context: 'server',
        access: 'secret',
        optional: true,
        int: true,
        gt: 0,
      }),
      CONTACT_LEASE_MS: envField.number({ context: 'server', access: 'secret', optional: true, int: true, gt: 0 }),
      CONTACT_ALERT_AFTER: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTACT_RETENTION_DAYS: envField.number({
        context: 'server',
        access: 'secret',
        optional: true,
        int: true,
        gt: 0,
      }),
    },
  },
  // .prettierrc repeats it (astroCompressHTML) so that formatting an .astro file never changes what it renders.
  compressHTML: true,
  // Scoped styles mark elements with a short class (`astro-…`) instead of a `data-astro-cid-…` attribute: the same
  // specificity, about 300 bytes less of compressed HTML on a page of cards.
  scopedStyleStrategy: 'class',
  vite: {
    plugins: [moduleUrl(), brandColors()],
    build: {
      // Videos are always files: a data: URI would be blocked by the CSP (media-src 'self') and bloat the page.
      assetsInlineLimit: (file) => (file.endsWith('.mp4') ? false : undefined),
    },
  },
  // A case's description is words: HTML in it shows as text, links lead only to pages, e-mail and phones.
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [contentIsText] }) },
});
