// What the content files say, read with the site's own schemas and without Astro: the tests take their expectations
// from here, and `npm run check:brief` its facts. Pass another project folder to read a copy's content.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'astro/zod';
import { locales, type Locale } from '../../src/i18n/routes.ts';
import { contentSchemas } from '../../src/lib/schemas/index.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import { joinUiParts, uiFile } from '../../src/lib/schemas/ui.ts';
import type { ContentContext } from '../../src/lib/schemas/meta.ts';
import { contactCopySchema, type ContactCopy } from '../../src/lib/contact/copy.ts';

/** Pictures as the paths the files write (no file checks: the build makes those). */
const pathsAsWritten: ContentContext = { image: (() => z.string()) as unknown as ContentContext['image'] };

const frontmatter = /^---\n([\s\S]*?)\n?---\n/;

export function readContent(root = process.cwd()) {
  const yaml = (file: string): unknown => load(readFileSync(path.join(root, 'src/content', file), 'utf8'));
  const categories = contentSchemas.categories().parse(yaml('categories.yaml')).categories;
  /** Pictures as written, and the categories a card or a case may name: the filter's tabs. */
  const asWritten: ContentContext = { ...pathsAsWritten, categories: () => categories.map(({ id }) => id) };
  const caseFile = (lang: Locale, slug: string) =>
    contentSchemas
      .cases(asWritten)
      .parse(
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
      } & Record<Locale, z.infer<ReturnType<typeof contentSchemas.cases>>>,
  );
  // Each card with the id the site makes for it (the statistics' and the list's).
  const cards = contentSchemas
    .cards(asWritten)
    .parse(yaml('cards.yaml'))
    .cards.map((card) => ({ id: cardId(card), ...card }));
  // Each language's words, joined from their files as the site joins them (src/content.config.ts).
  const ui = Object.fromEntries(
    locales.map((lang) => {
      const parts = joinUiParts((part) => {
        const file = path.join(root, uiFile(part, lang));
        return existsSync(file) ? (load(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
      });
      return [lang, contentSchemas.ui(asWritten).parse(parts)];
    }),
  ) as Record<Locale, z.infer<ReturnType<typeof contentSchemas.ui>>>;

  return {
    cases,
    cards,
    ui,
    featured: contentSchemas.featured(asWritten).parse(yaml('featured.yaml')),
    categories,
    /** The studio's clients, one file each, with their ids (the files' names). */
    clients: readdirSync(path.join(root, 'src/content/clients'))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => ({
        id: file.slice(0, -'.yaml'.length),
        ...contentSchemas.clients(asWritten).parse(yaml(`clients/${file}`)),
      })),
    /** The ids of the clients whose logos the home page's two rows show. */
    clientLogos: contentSchemas.clientLogos(asWritten).parse(yaml('client-logos.yaml')),
    services: contentSchemas.services().parse(yaml('services.yaml')).services,
    certifications: contentSchemas.certifications().parse(yaml('certifications.yaml')).certifications,
    company: contentSchemas.company().parse(yaml('company.yaml')),
    root: contentSchemas.root().parse(yaml('root.yaml')),
    /** The contact form's words (the collection the build reads them from has this schema). */
    contactForm: Object.fromEntries(
      locales.map((lang) => [lang, contactCopySchema.parse(yaml(`contact-form/${lang}.yaml`))]),
    ) as Record<Locale, ContactCopy>,
  };
}

export type Content = ReturnType<typeof readContent>;
