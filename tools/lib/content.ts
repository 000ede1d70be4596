// What the content files say, read with the site's own schemas and without Astro: the tests take their expectations
// from here, and `npm run check:brief` its facts. Pass another project folder to read a copy's content.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'astro/zod';
import { locales, type Locale } from '../../src/i18n/routes.ts';
import { fileOf, joinWords, schemaOf, type CollectionSchema } from '../../src/lib/content-registry.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import type { ContentContext } from '../../src/lib/schemas/meta.ts';
import type { ContactCopy } from '../../src/lib/contact/copy.ts';

/** Pictures as the paths the files write (no file checks: the build makes those). */
const pathsAsWritten: ContentContext = { image: (() => z.string()) as unknown as ContentContext['image'] };

const frontmatter = /^---\n([\s\S]*?)\n?---\n/;

export function readContent(root = process.cwd()) {
  const yaml = (file: string): unknown => load(readFileSync(path.join(root, 'src/content', file), 'utf8'));
  const categories = schemaOf('categories', pathsAsWritten).parse(yaml('categories.yaml')).categories;
  /** Pictures as written, and the categories a card or a case may name: the filter's tabs. */
  const asWritten: ContentContext = { ...pathsAsWritten, categories: () => categories.map(({ id }) => id) };
  const caseFile = (lang: Locale, slug: string) =>
    schemaOf('cases', asWritten).parse(
      load(frontmatter.exec(readFileSync(path.join(root, `src/content/cases/${lang}/${slug}.md`), 'utf8'))![1]!),
    );
  const slugs = readdirSync(path.join(root, 'src/content/cases/en'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort();
  const cases = slugs.map(
    (slug) =>
      ({ slug, ...Object.fromEntries(locales.map((lang) => [lang, caseFile(lang, slug)])) }) as {
        slug: string;
      } & Record<Locale, z.infer<CollectionSchema<'cases'>>>,
  );
  // Each card with the id the site makes for it (the statistics' and the list's).
  const cards = schemaOf('cards', asWritten)
    .parse(yaml('cards.yaml'))
    .cards.map((card) => ({ id: cardId(card), ...card }));
  // Each language's words, joined from their files as the site joins them (src/lib/content-registry.ts).
  const ui = Object.fromEntries(
    locales.map((lang) => {
      const parts = joinWords((row) => {
        const file = path.join(root, fileOf(row, { lang }));
        return existsSync(file) ? (load(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
      });
      return [lang, schemaOf('ui', asWritten).parse(parts)];
    }),
  ) as Record<Locale, z.infer<CollectionSchema<'ui'>>>;

  return {
    cases,
    cards,
    ui,
    featured: schemaOf('featured', asWritten).parse(yaml('featured.yaml')),
    categories,
    /** The studio's clients, one file each, with their ids (the files' names). */
    clients: readdirSync(path.join(root, 'src/content/clients'))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => ({
        id: file.slice(0, -'.yaml'.length),
        ...schemaOf('clients', asWritten).parse(yaml(`clients/${file}`)),
      })),
    /** The ids of the clients whose logos the home page's two rows show. */
    clientLogos: schemaOf('clientLogos', asWritten).parse(yaml('client-logos.yaml')),
    services: schemaOf('services', asWritten).parse(yaml('services.yaml')).services,
    certifications: schemaOf('certifications', asWritten).parse(yaml('certifications.yaml')).certifications,
    company: schemaOf('company', asWritten).parse(yaml('company.yaml')),
    root: schemaOf('root', asWritten).parse(yaml('root.yaml')),
    /** The contact form's words (the collection the build reads them from has this schema). */
    contactForm: Object.fromEntries(
      locales.map((lang) => [lang, schemaOf('contactForm', asWritten).parse(yaml(`contact-form/${lang}.yaml`))]),
    ) as Record<Locale, ContactCopy>,
  };
}

export type Content = ReturnType<typeof readContent>;
