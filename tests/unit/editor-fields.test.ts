// The editor and the build describe the content the same way. The editor's fields are derived from the zod
// schemas (src/editor/fields.ts); this walks both side by side and fails on any field, limit or option one has
// and the other lacks: same keys, same list sizes, same choices, and every text, link or file field accepting
// and refusing the same values. It also reads every shipped content file through the editor's own reader.
import { describe, expect, it } from 'vitest';
import { createReader } from '@keystatic/core/reader';
import type { ComponentSchema } from '@keystatic/core';
import { z } from 'astro/zod';
import config, { casesCollection } from '../../keystatic.config.ts';
import { editorContext } from '../../src/editor/editor-context.ts';
import { fieldFor, fieldsFor, relativePath } from '../../src/editor/fields.ts';
import { editorLanguage } from '../../src/editor/language.ts';
import { jsonSchemaTree, type JsonSchemaTree, type SchemaNode } from '../../src/lib/schemas/json-schema-tree.ts';
import { locales, type Locale } from '../../src/i18n/routes.ts';
import {
  contentRows,
  folderOf,
  isPerLanguage,
  languagesOf,
  rowId,
  schemaOf,
  type ContentRow,
} from '../../src/lib/content-registry.ts';
import { allCategories } from '../../src/lib/categories.ts';
import { readContent } from '../support/content.ts';

type ZodSchema = z.core.$ZodType;
type FormField = Extract<ComponentSchema, { kind: 'form' }>;

/** Values a field might be given: edge cases of every limit the schemas use. */
const probes = [
  '',
  ' ',
  'a',
  'Una línea de texto',
  'x'.repeat(4),
  'x'.repeat(5),
  'x'.repeat(170),
  'x'.repeat(171),
  '{count} casos',
  '{current} de {total}',
  'hasta {max}',
  'ana@norte.com.ar',
  'ana@',
  'https://www.lumbre.com.ar',
  'no es una dirección',
  'huerta-urbana',
  'Huerta Urbana',
  'video.mp4',
  'aca/loop.mp4',
];

function accepts(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

/** Whether the editor's field takes a value as the marketer would type or choose it. */
function editorAccepts(field: FormField, value: unknown): boolean {
  return accepts(() => {
    const parsed = field.parse(value as never, undefined as never);
    field.validate(parsed as never, undefined as never);
  });
}

/** Whether the build's schema takes the value the editor would write for it (an empty text is not written). */
function buildAccepts(schema: ZodSchema, value: unknown): boolean {
  return z.safeParse(schema, value === '' ? undefined : value).success;
}

const content = readContent();

/** A choice's options: its schema's values, or the entries of the content list it names (the filter's tabs but all). */
function expectedOptions(node: SchemaNode): string[] | undefined {
  if (node.enum) return node.enum;
  if (node.editor?.namedIn === 'categories')
    return content.categories.map(({ id }) => id).filter((id) => id !== allCategories);
  return undefined;
}

interface Difference {
  path: string;
  what: string;
}

/** Walks a schema's description and the editor field made for it, collecting every disagreement. */
function compare(
  tree: JsonSchemaTree,
  node: SchemaNode,
  required: boolean,
  field: ComponentSchema,
  path: string,
  lang: Locale | undefined,
  out: Difference[],
) {
  const schema = tree.zodOf(node);
  const leaf = required ? schema : z.optional(schema);
  const note = (what: string) => out.push({ path, what });

  // A picture's focal area is one field in the editor (drawn over the picture) and four numbers in the file.
  if (node.editor?.kind === 'focus') {
    if (field.kind !== 'form') return note(`a ${field.kind} in the editor, a focal area in the schema`);
    const areas = [
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 10, y: 20, width: 30, height: 40 },
      { x: 60, y: 0, width: 41, height: 10 },
      { x: 0, y: 95, width: 10, height: 6 },
      { x: 0, y: 0, width: 0, height: 10 },
      { x: 1.5, y: 0, width: 10, height: 10 },
      { x: -1, y: 0, width: 10, height: 10 },
    ];
    for (const area of areas) {
      if (editorAccepts(field, area) !== buildAccepts(leaf, area))
        note(`${JSON.stringify(area)} is accepted by one and not the other`);
    }
    return;
  }
  if (field.kind === 'object') {
    if (node.type !== 'object') return note(`an object in the editor, a ${node.type} in the schema`);
    const shown = Object.entries(node.properties ?? {});
    const keys = shown.map(([key]) => key);
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(field.fields)))
      note(`fields ${Object.keys(field.fields)} in the editor, ${keys} in the schema`);
    for (const [key, child] of shown) {
      if (field.fields[key])
        compare(tree, child, node.required?.includes(key) ?? false, field.fields[key], `${path}.${key}`, lang, out);
    }
    return;
  }
  if (field.kind === 'array') {
    if (node.type !== 'array') return note(`a list in the editor, a ${node.type} in the schema`);
    for (const length of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const { min = 0, max = Infinity } = field.validation?.length ?? {};
      const editor = length >= min && length <= max;
      const build =
        z.safeParse(schema, Array(length).fill(null)).error?.issues.some((issue) => issue.path.length === 0) !== true;
      if (editor !== build)
        note(`a list of ${length} is ${editor ? 'allowed' : 'refused'} by the editor, not by the schema`);
    }
    return compare(tree, node.items!, true, field.element, `${path}[]`, lang, out);
  }
  if (field.kind !== 'form') return note(`a ${field.kind} in the editor`);

  // A choice: the same options, in the same order. The editor always writes one, so a missing value is no case.
  if ('options' in field && Array.isArray(field.options)) {
    const options = (field.options as { value: string }[]).map((option) => option.value);
    const entries = expectedOptions(node.type === 'array' ? node.items! : node);
    if (JSON.stringify(options) !== JSON.stringify(entries))
      note(`options ${options} in the editor, ${entries} in the schema`);
    if (node.type !== 'array') {
      for (const candidate of [...options, 'not-an-option']) {
        if (editorAccepts(field, candidate) !== buildAccepts(leaf, candidate))
          note(`${candidate} is accepted by one and not the other`);
      }
    }
    return;
  }
  // A case or a client is chosen from the list of existing ones: the editor offers only those, the build checks the files.
  if (node.editor?.kind === 'case' || node.editor?.kind === 'client') {
    if (editorAccepts(field, undefined) !== buildAccepts(leaf, undefined)) note('required in one and not the other');
    if (!buildAccepts(leaf, 'aca')) note('the schema refuses a case slug');
    return;
  }
  // `undefined` is a field the file leaves out.
  const candidates =
    field.formKind === 'asset'
      ? [undefined, 'picture.jpg', 'Picture.PNG', 'clip.mp4', 'aca/clip.mp4', 'Clip.MOV', 'notes.txt']
      : node.type === 'boolean'
        ? [true, false]
        : [undefined, ...probes];
  for (const candidate of candidates) {
    const editor =
      field.formKind === 'asset'
        ? accepts(() => field.validate(field.parse(candidate as never, { asset: undefined, slug: 'aca' }) as never))
        : editorAccepts(field, candidate);
    const build = buildAccepts(leaf, candidate);
    if (editor !== build)
      note(
        `${JSON.stringify(candidate)} is ${editor ? 'accepted' : 'refused'} by the editor and ${build ? 'accepted' : 'refused'} by the schema`,
      );
  }
}

const place = (contentDir: string, picturesDir?: string, lang?: Locale) => ({
  contentDir,
  picturesDir,
  lang,
  collections: { case: casesCollection('en'), client: 'clients' },
});
/** Every form of the editor: each row of the content's map, in each language it has a file in. */
const files: [string, ZodSchema, ReturnType<typeof place>][] = contentRows.flatMap((row: ContentRow) =>
  (isPerLanguage(row) ? languagesOf(row) : [undefined]).map((lang): [string, ZodSchema, ReturnType<typeof place>] => [
    `${rowId(row)}${lang ? ` (${lang})` : ''}`,
    row.schema(editorContext),
    place(folderOf(row, lang), row.pictures && `src/assets/${row.pictures}`, lang),
  ]),
);

describe('the editor and the content schemas', () => {
  it.each(files)('%s: the same fields, limits and options', (_name, schema, where) => {
    const fields = fieldsFor(schema, where);
    const differences: Difference[] = [];
    const tree = jsonSchemaTree(schema);
    compare(tree, tree.root, true, { kind: 'object', fields }, '', where.lang, differences);
    expect(differences).toEqual([]);
  });

  it('offers the filter tabs and the certifications under the names their content files give them', () => {
    const named = (field: ComponentSchema | undefined) =>
      (field as { options?: { value: string; label: string }[] } | undefined)?.options?.map(({ value, label }) => [
        value,
        label,
      ]);
    const cards = fieldsFor(schemaOf('cards', editorContext), place('src/content', 'src/assets/cards'));
    const card = cards.cards?.kind === 'array' && cards.cards.element.kind === 'object' ? cards.cards.element : null;
    expect(named(card?.fields.categories)).toEqual(
      content.categories.filter(({ id }) => id !== allCategories).map(({ id, title }) => [id, title[editorLanguage]]),
    );
    const certifications = fieldsFor(schemaOf('certifications', editorContext), place('src/content')).certifications;
    const certification =
      certifications?.kind === 'array' && certifications.element.kind === 'object' ? certifications.element : null;
    expect(named(certification?.fields.id)).toEqual(
      content.certifications.map(({ id, badge }) => [id, badge[editorLanguage]]),
    );
  });

  it('a case study’s title is its slug field: the same name limits', () => {
    const schema = schemaOf('cases', editorContext).shape.title;
    const title = config.collections!.casesEn!.schema.title as FormField;
    const disagree = probes.filter(
      (name) =>
        accepts(() => title.validate({ name, slug: 'aca' } as never, undefined as never)) !==
        buildAccepts(schema, name),
    );
    expect(disagree).toEqual([]);
  });

  it('every field of the editor comes from a schema (or is the editor’s own: the error summary and the description)', () => {
    for (const lang of locales) {
      const derived = Object.keys(
        fieldsFor(schemaOf('cases', editorContext), place(`src/content/cases/${lang}`, 'src/assets/cases', lang)),
      );
      const collection = config.collections![casesCollection(lang)]!;
      expect(Object.keys(collection.schema)).toEqual(['problems', ...derived, 'body']);
    }
    expect(Object.keys(config.singletons!.cards!.schema)).toEqual([
      'problems',
      ...Object.keys(schemaOf('cards', editorContext).shape),
    ]);
  });

  it('refuses a schema it cannot show faithfully, rather than drop a limit', () => {
    expect(() => fieldFor(z.number().int(), 'order', place('src/content'))).toThrow(/cannot show a "integer"/);
    expect(() => fieldFor(z.date(), 'when', place('src/content'))).toThrow(/cannot be represented/);
    expect(() => fieldFor(z.url(), 'link', place('src/content'))).toThrow(/as a pattern/);
  });

  it('writes picture paths the way the collections read them', () => {
    expect(relativePath('src/content/cases/en', 'src/assets/cases')).toBe('../../../assets/cases/');
    expect(relativePath('src/content', 'src/assets/cards')).toBe('../assets/cards/');
  });

  it('reads every shipped content file through the editor’s own reader without a complaint', async () => {
    const reader = createReader(process.cwd(), config);
    for (const [key, collection] of Object.entries(reader.collections)) {
      const entries = await collection.all();
      expect(entries.length, key).toBeGreaterThan(0);
    }
    for (const [key, singleton] of Object.entries(reader.singletons)) {
      expect(await singleton.read(), key).not.toBeNull();
    }
  });
});
