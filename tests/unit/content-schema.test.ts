// The content's rules that no page test can see: every text a page shows has a limit its place can hold, a text
// copied for translation is refused until translated, a group of fields comes whole or not at all, and a card
// without a case brings its own names and picture.
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { defaultLocale } from '../../src/i18n/routes.ts';
import { schemaOf } from '../../src/lib/content-registry.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import type { ContentContext } from '../../src/lib/schemas/meta.ts';
import { contactCopySchema, contactEmailSchema } from '../../src/lib/contact/copy.ts';
import { jsonSchemaTree, type SchemaNode } from '../../src/lib/schemas/json-schema-tree.ts';
import { readContent } from '../support/content.ts';

/** Pictures as the paths the files write. */
const asWritten: ContentContext = { image: (() => z.string()) as unknown as ContentContext['image'] };

/** The texts of a schema that hold words (not an id, an address, a file or a choice), as paths. */
function wordsIn(node: SchemaNode, path = ''): { path: string; node: SchemaNode }[] {
  if (node.type === 'object')
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) => wordsIn(child, `${path}.${key}`));
  if (node.type === 'array') return wordsIn(node.items!, `${path}[]`);
  const hints = node.editor ?? {};
  return node.type === 'string' && !node.enum && !hints.kind && !hints.sameInEveryLanguage ? [{ path, node }] : [];
}

const shownOnPages: [string, z.core.$ZodType][] = [
  ['ui', schemaOf('ui', asWritten)],
  ['a case', schemaOf('cases', asWritten)],
  ['cards', schemaOf('cards', asWritten)],
  ['categories', schemaOf('categories', asWritten)],
  ['a client', schemaOf('clients', asWritten)],
  ['services', schemaOf('services', asWritten)],
  ['certifications', schemaOf('certifications', asWritten)],
  ['company', schemaOf('company', asWritten)],
  ['root', schemaOf('root', asWritten)],
  ['contact form', contactCopySchema],
];

/** The fields of a schema (groups and lists too) that lack a name in one of the editor's languages, as paths. */
function unnamedIn(node: SchemaNode, path = ''): string[] {
  const own = path && !(node.label?.es && node.label.en) ? [path] : [];
  if (node.type === 'object')
    return [
      ...own,
      ...Object.entries(node.properties ?? {}).flatMap(([key, child]) => unnamedIn(child, `${path}.${key}`)),
    ];
  // A list's item is named after its list when it has no name of its own.
  if (node.type === 'array' && node.items?.type === 'object')
    return [...own, ...unnamedIn({ ...node.items, label: node.items.label ?? node.label }, `${path}[]`)];
  return own;
}

const editable: [string, z.core.$ZodType][] = [
  ...shownOnPages,
  ['featured', schemaOf('featured', asWritten)],
  ['client logos', schemaOf('clientLogos', asWritten)],
  ['contact e-mail', contactEmailSchema],
];

describe('the content schemas', () => {
  it.each(editable)('%s: every field has its name in Spanish and English', (_name, schema) => {
    expect(unnamedIn(jsonSchemaTree(schema).root)).toEqual([]);
  });

  it.each(shownOnPages)('%s: every text a page shows has a limit', (_name, schema) => {
    const unlimited = wordsIn(jsonSchemaTree(schema).root).filter(({ node }) => node.maxLength === undefined);
    expect(unlimited.map(({ path }) => path)).toEqual([]);
  });

  it('the shipped content is within every limit (so the limits hold what the pages show today)', () => {
    expect(() => readContent()).not.toThrow();
  });

  it('refuses a text still marked for translation, saying which language it is in', () => {
    const title = schemaOf('cases', asWritten).shape.title;
    const result = z.safeParse(title, '[EN] Huerta Urbana');
    expect(result.error?.issues[0]?.message).toBe(
      'still the English text marked for translation: translate it and remove the mark',
    );
    expect(z.safeParse(title, 'Huerta Urbana').success).toBe(true);
    // Brackets elsewhere are words like any other.
    expect(z.safeParse(title, 'Huerta [EN] Urbana').success).toBe(true);
  });

  it('says how much too long a text is', () => {
    const title = schemaOf('cases', asWritten).shape.title;
    const long = 'x'.repeat(52);
    expect(z.safeParse(title, long).error?.issues[0]?.message).toMatch(/^at most \d+ characters: this one has 52$/);
  });

  it('reads an empty group (a link) as none, and names what a half-filled one lacks', () => {
    const link = schemaOf('cases', asWritten).shape.facts.shape.link;
    expect(z.parse(link, {})).toBeUndefined();
    expect(z.parse(link, undefined)).toBeUndefined();
    expect(z.parse(link, { label: 'View site', url: 'https://www.trufa.com.ar' })).toEqual({
      label: 'View site',
      url: 'https://www.trufa.com.ar',
    });
    const issues = z.safeParse(link, { label: 'View site' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', 'is required when the other fields of the group are filled'],
    ]);
    // A localized label left empty in both languages is an empty group too (what the editor writes).
    const certification = schemaOf('certifications', asWritten).shape.certifications.element.shape.link;
    expect(z.parse(certification, { label: {} })).toBeUndefined();
  });

  it('a card without a case brings its own names and picture; a card with one may leave them to it', () => {
    const cards = schemaOf('cards', asWritten);
    const issues = z
      .safeParse(cards, { cards: [{ categories: [] }] })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual([
      'cards.0.nameDesktop.es',
      'cards.0.nameDesktop.en',
      'cards.0.nameMobile.es',
      'cards.0.nameMobile.en',
      'cards.0.picture',
    ]);
    expect(z.safeParse(cards, { cards: [{ case: 'trufa', categories: ['design'] }] }).success).toBe(true);
  });

  it('a card’s own picture comes in every language, each with its file, focal area and description', () => {
    const cards = schemaOf('cards', asWritten);
    const spanishOnly = { es: { src: 'card-es.jpg', focus: { x: 0, y: 0, width: 100, height: 100 }, alt: 'Una' } };
    const issues = z
      .safeParse(cards, { cards: [{ case: 'trufa', categories: [], picture: spanishOnly }] })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['cards.0.picture.en.src', 'cards.0.picture.en.focus', 'cards.0.picture.en.alt']);
  });

  it('a card’s id is made, never asked for: its case’s, or a coming-soon card’s short name; two alike are refused', () => {
    const soon = (short: string) => ({
      categories: [],
      nameDesktop: { es: `${short} — pronto`, en: `${short} — soon` },
      nameMobile: { es: short, en: short },
      picture: {
        es: { src: 'card.jpg', focus: { x: 0, y: 0, width: 100, height: 100 }, alt: 'Una tarjeta' },
        en: { src: 'card.jpg', focus: { x: 0, y: 0, width: 100, height: 100 }, alt: 'A card' },
      },
    });
    expect([cardId({ case: 'trufa' }), cardId(soon('Números Rojos'))]).toEqual(['trufa', 'numeros-rojos']);
    const cards = schemaOf('cards', asWritten);
    const refused = (list: unknown[]) =>
      z.safeParse(cards, { cards: list }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(
      refused([
        { case: 'trufa', categories: [] },
        { case: 'trufa', categories: ['design'] },
      ]),
    ).toEqual(['cards.1.case: opens a case another card opens already']);
    expect(refused([soon('Nodos'), soon('NODOS')])).toEqual([
      `cards.1.nameMobile.${defaultLocale}: "nodos" names another card already`,
    ]);
    expect(refused([soon('Nodos'), soon('Sapify')])).toBeUndefined();
  });
});
