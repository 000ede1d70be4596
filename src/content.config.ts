// Every collection of the site and its schema. A mistake in a content file fails the build with the file and field.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { cardCategorySlugs } from './lib/categories.ts';
import { locales, slugPattern } from './i18n/routes.ts';
import { contactCopySchema as contactFormSchema } from './lib/contact/copy.ts';

const text = z.string().trim().min(1);

/**
 * A YAML list loaded in the order it is written: the content layer stores entries by id, so each entry
 * gets its position as `order` and lib/content.ts sorts by it.
 */
function orderedFile(path: string) {
  return file(path, {
    parser: (source) => {
      const entries: unknown = parse(source);
      if (!Array.isArray(entries)) throw new Error(`${path} must be a YAML list of entries, each with an id`);
      return entries.map((entry: Record<string, unknown>, order) => ({ ...entry, order }));
    },
  });
}
const order = z.number().int();
/** The same field in both languages. */
const localized = <T extends z.ZodType>(schema: T) => z.object({ es: schema, en: schema });

const pageMeta = z.object({
  title: text,
  description: text.max(170),
  keywords: text,
});

const caseSlug = z
  .string()
  .regex(slugPattern, { error: 'a case slug is lowercase letters, digits and hyphens' })
  .refine((slug) => locales.every((lang) => existsSync(`src/content/cases/${lang}/${slug}.md`)), {
    error: (issue) => `no case "${String(issue.input)}": expected src/content/cases/es/${String(issue.input)}.md and src/content/cases/en/${String(issue.input)}.md`,
  });

const videoFile = z
  .string()
  .regex(/^[a-z0-9-]+\.mp4$/, { error: 'a video is the file name of an .mp4 in src/assets/videos' })
  .refine((name) => existsSync(`src/assets/videos/${name}`), {
    error: (issue) => `no video src/assets/videos/${String(issue.input)}`,
  });

/** An image, or a video with the image as its poster. */
const media = ({ image }: SchemaContext) =>
  z.object({
    src: image(),
    alt: text,
    video: videoFile.optional(),
  });

/** Every string of the site's chrome and screens, one YAML file per language (`src/content/ui/{es,en}.yaml`). */
const ui = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/ui' }),
  schema: z.object({
    languageName: text,
    skipLink: text,
    nav: z.object({ label: text, home: text, services: text, culture: text, cases: text, contact: text }),
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
    /** Card and cursor labels: VIEW / VER on a case, SOON / PRONTO on a coming-soon card. */
    view: text,
    soon: text,
    video: z.object({ pause: text, play: text }),
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
      cases: z.object({ title: text, caption: text, more: text, dragHint: text }),
      clients: z.object({ title: text, caption: text }),
      certifications: z.object({ title: text }),
    }),
    services: z.object({
      hero: z.object({ title: text, superscript: text, quote: text, caption: text }),
      circles: z.object({ label: text, words: z.array(text).length(4) }),
      list: z.object({ title: text }),
      featured: z.object({ title: text, more: text }),
    }),
    culture: z.object({
      hero: z.object({ title: z.array(text).min(1), quote: text, caption: text }),
      parallax: z.object({ alt: text }),
      founderQuote: z.object({ text, author: text, role: text }),
      process: z.object({ title: text, text }),
      certifications: z.object({ title: text }),
      forceForGood: z.object({ text, label: text, alts: z.array(text).length(6) }),
      team: z.object({ title: text, caption: text, alt: text }),
    }),
    cases: z.object({
      hero: z.object({ title: text, caption: text }),
      filter: z.object({ label: text, count: text.includes('{count}'), empty: text }),
      letsMake: z.object({ title: text, question: text, propose: text, cta: text }),
    }),
    gallery: z.object({ hero: z.object({ title: text, caption: text }) }).optional(),
    contact: z.object({ hero: z.object({ title: text, caption: text }) }),
    caseStudy: z.object({
      facts: text,
      context: text,
      challenge: text,
      media: text,
      description: text,
      more: text,
    }),
  }),
});

/** The fields of `value` (as `a.b[0].c`) whose value is exactly `wanted`. */
function fieldsHolding(value: unknown, wanted: string, field = ''): string[] {
  if (value === wanted) return [field];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsHolding(item, wanted, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsHolding(item, wanted, field ? `${field}.${key}` : key));
  }
  return [];
}

/** Fails the sync when an entry names a picture that does not exist, saying which file and field name it. */
function withPictureCheck(inner: Loader): Loader {
  return {
    name: `${inner.name}-pictures`,
    load: async (context) => {
      await inner.load(context);
      for (const [id, entry] of context.store.entries()) {
        const file = entry.filePath ?? id;
        // The store lists the pictures an entry names through image() as assetImports, as written in the file.
        const missing = (entry.assetImports ?? [])
          .filter((picture) => !existsSync(resolve(dirname(file), picture)))
          .flatMap((picture) => fieldsHolding(entry.data, picture).map((field) => `${field}: ${picture}`));
        if (missing.length > 0) {
          // A YAML list holds many entries: name the one at fault.
          const where = file.includes(id) ? file : `${file} (entry "${id}")`;
          throw new Error(`${where} names pictures that do not exist:\n  ${missing.join('\n  ')}`);
        }
      }
    },
  };
}

/** A glob loader that also requires every case to exist in both languages. */
function casesLoader(): Loader {
  const inner = glob({ pattern: '{en,es}/*.md', base: './src/content/cases' });
  return {
    name: 'cases-in-both-languages',
    load: async (context) => {
      await inner.load(context);
      const ids = new Set(context.store.keys());
      for (const id of ids) {
        const [lang, slug] = id.split('/');
        for (const other of locales) {
          if (other !== lang && !ids.has(`${other}/${slug}`)) {
            throw new Error(
              `src/content/cases/${lang}/${slug}.md has no ${other === 'es' ? 'Spanish' : 'English'} version: add src/content/cases/${other}/${slug}.md`,
            );
          }
        }
      }
    },
  };
}

/** One Markdown file per case and language (`src/content/cases/{en,es}/{slug}.md`); the body is the description. */
const cases = defineCollection({
  loader: withPictureCheck(casesLoader()),
  schema: (context) =>
    z.object({
      title: text,
      /** One sentence for search results and link previews. */
      summary: text.max(170),
      header: z
        .array(
          z.object({
            title: text,
            values: z.array(text).min(1),
            cta: z.object({ label: text, url: z.url() }).optional(),
          }),
        )
        .min(1)
        .max(3),
      banner: media(context),
      context: z.object({
        title: text,
        caption: text,
        gallery: z.array(z.array(media(context)).min(1).max(3)).min(1),
      }),
      challenge: z.object({ title: text, subtitle: text, caption: text.optional() }),
      rows: z.array(z.array(media(context)).min(1).max(3)).min(1),
      descriptionTitle: text.optional(),
      /** Categories for the list filter when the case has no card in cards.yaml and is listed automatically. */
      categories: z.array(z.enum(cardCategorySlugs)).default([]),
      /** false keeps the case off the list; its pages still exist. */
      listed: z.boolean().default(true),
    }),
});

/** The twelve cards of the case list, in the order they are shown (`src/content/cards.yaml`). */
const cards = defineCollection({
  loader: withPictureCheck(orderedFile('src/content/cards.yaml')),
  schema: ({ image }) =>
    z.object({
      order,
      /** The case the card opens; without one the card is 'coming soon'. */
      case: caseSlug.optional(),
      categories: z.array(z.enum(cardCategorySlugs)).min(1),
      nameDesktop: localized(text),
      nameMobile: localized(text),
      image: image(),
      alt: localized(text),
    }),
});

/** The filter tabs (`src/content/categories.yaml`). */
const categories = defineCollection({
  loader: orderedFile('src/content/categories.yaml'),
  schema: z.object({ order, title: localized(text) }),
});

/** Client logos for the home marquee, six per row (`src/content/clients.yaml`). */
const clients = defineCollection({
  loader: withPictureCheck(orderedFile('src/content/clients.yaml')),
  schema: ({ image }) =>
    z.object({
      order,
      name: text,
      logo: image(),
      row: z.enum(['left', 'right']),
    }),
});

/** The five service rows of 'what we do' (`src/content/services.yaml`). */
const services = defineCollection({
  loader: orderedFile('src/content/services.yaml'),
  schema: z.object({
    order,
    title: localized(text),
    caption: localized(text),
    lists: localized(z.array(z.array(text).min(1)).length(2)),
  }),
});

/** B Corp, carbon neutral and Great Place to Work (`src/content/certifications.yaml`). */
const certifications = defineCollection({
  loader: orderedFile('src/content/certifications.yaml'),
  schema: z.object({
    order,
    badge: localized(text),
    title: localized(text),
    caption: localized(text),
    link: z.object({ url: z.url(), label: localized(text) }).optional(),
  }),
});

/** Which cases the home slider and 'what we do' feature (`src/content/featured.yaml`). */
const featured = defineCollection({
  loader: file('src/content/featured.yaml'),
  schema: z.object({ cases: z.array(caseSlug).length(3) }),
});

/** The contact form's words, one YAML file per language (`src/content/contact-form/{es,en}.yaml`). */
const contactForm = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/contact-form' }),
  schema: contactFormSchema,
});

export const collections = { ui, cases, cards, categories, clients, services, certifications, featured, contactForm };
