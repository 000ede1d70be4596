import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contactFormSchema } from './lib/contact-form-schema.ts';

const text = z.string().trim().min(1);

const pageMeta = z.object({
  title: text,
  description: text.max(170),
  keywords: text,
});

/** Every string of the site's chrome and screens, one YAML file per language (`src/content/ui/{es,en}.yaml`). */
const ui = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/ui' }),
  schema: z.object({
    languageName: text,
    skipLink: text,
    nav: z.object({ home: text, services: text, culture: text, cases: text, contact: text }),
    menu: z.object({
      open: text,
      close: text,
      title: text,
      language: text,
      follow: text,
      visit: text,
      write: text,
      certifications: text,
    }),
    social: z.object({ linkedin: text, instagram: text, playlist: text }),
    certifications: z.object({ bcorp: text, carbon: text, gptw: text }),
    footer: z.object({
      brandLine: text,
      pages: text,
      visit: text,
      write: text,
      follow: text,
      rights: text,
    }),
    chat: text,
    country: text,
    notFound: text,
    opensInNewTab: text,
    meta: z.object({
      home: pageMeta,
      contact: pageMeta,
      services: pageMeta,
      culture: pageMeta,
      cases: pageMeta,
      gallery: pageMeta.optional(),
      /** Appended to a case study's own title. */
      caseSuffix: text,
    }),
    home: z.object({
      hero: z.object({ title: z.array(text).min(1), quote: text, quoteLink: text }),
    }),
    services: z.object({ hero: z.object({ title: text, superscript: text, quote: text, caption: text }) }),
    culture: z.object({ hero: z.object({ title: z.array(text).min(1), quote: text, caption: text }) }),
    cases: z.object({ hero: z.object({ title: text, caption: text }) }),
    gallery: z.object({ hero: z.object({ title: text, caption: text }) }).optional(),
    contact: z.object({ hero: z.object({ title: text, caption: text }) }),
  }),
});

/** One Markdown file per case and language: `src/content/cases/{en,es}/{slug}.md`. */
const cases = defineCollection({
  loader: glob({ pattern: '{en,es}/*.md', base: './src/content/cases' }),
  schema: z.object({
    title: text,
    summary: text.max(170),
  }),
});

/** The contact form's words, one YAML file per language (`src/content/contact-form/{es,en}.yaml`). */
const contactForm = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/contact-form' }),
  schema: contactFormSchema,
});

export const collections = { ui, cases, contactForm };
