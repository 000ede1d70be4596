// Why a publish was refused, in the marketer's words: a failed build's output (src/server/release/) read for what
// the content checks said, each problem naming the page it is about (./changed-pages.ts) and the field by its name in
// the editor (the schemas' words, src/lib/schemas/), never a stack trace.
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { isLocale, type Locale } from '../../i18n/routes.ts';
import { fill } from '../../lib/text.ts';
import { contentSchemas } from '../../lib/schemas/index.ts';
import { jsonSchemaTree, type SchemaNode } from '../../lib/schemas/json-schema-tree.ts';
import { uiFile, uiParts } from '../../lib/schemas/ui.ts';
import type { ContentContext, Words } from '../../lib/schemas/meta.ts';
import { pagesChangedBy } from './changed-pages.ts';

const said = {
  field: { es: 'el campo «{field}»', en: 'the field “{field}”' },
  unreadable: {
    es: '{place}: el archivo no se puede leer (línea {line}): {why}. Abrilo en el editor y guardalo de nuevo.',
    en: '{place}: the file cannot be read (line {line}): {why}. Open it in the editor and save it again.',
  },
  stopped: {
    es: 'El sitio no se pudo armar: {why}',
    en: 'The site could not be built: {why}',
  },
  asks: { es: 'pide {what}', en: 'asks for {what}' },
  empty: { es: 'está vacío: escribilo', en: 'is empty: fill it in' },
  missing: { es: 'falta: completalo', en: 'is missing: fill it in' },
  atLeast: { es: 'necesita al menos {count} caracteres', en: 'needs at least {count} characters' },
  atMost: { es: 'admite hasta {count} caracteres: acortalo', en: 'holds at most {count} characters: shorten it' },
  busy: {
    es: 'Otra publicación está en curso: esperá a que termine y volvé a probar.',
    en: 'Another publish is under way: wait for it to finish and try again.',
  },
} satisfies Record<string, Words>;

export const busyProblem = (lang: Locale) => said.busy[lang];

/**
 * The file a collection's entry was read from (src/content.config.ts); for the site's words, joined from a file per
 * page, the one the field's first key names.
 */
function fileOf(collection: string, id: string, path: string): string {
  if (collection === 'ui' && isLocale(id)) {
    const key = path.split('.')[0];
    return uiFile(uiParts.find((part) => part.key === key) ?? uiParts[0], id);
  }
  const folders: Record<string, string> = { cases: 'cases', clients: 'clients', contactForm: 'contact-form' };
  const folder = folders[collection];
  if (folder) return `src/content/${folder}/${id}.${collection === 'cases' ? 'md' : 'yaml'}`;
  const kebab = collection.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/content/${kebab}.yaml`;
}

/** What a file is to a marketer: the page it shows on ("Case aca (English)"). */
const placeOf = (file: string, lang: Locale) => {
  const [page] = pagesChangedBy(file);
  return (page?.subject ?? page?.what)?.[lang] ?? file;
};

/** The schemas read for their words only: pictures as written, any category. */
const wordsContext: ContentContext = {
  image: (() => z.string()) as unknown as ContentContext['image'],
  categories: () => [],
};

/** The node of a field path (`facts.year`, `rows.0.pictures`) in a collection's schema, if it has one. */
function fieldNode(collection: string, path: string): SchemaNode | undefined {
  const schema = (contentSchemas as Record<string, ((context: ContentContext) => z.core.$ZodType) | undefined>)[
    collection
  ];
  if (!schema) return undefined;
  let node: SchemaNode | undefined = jsonSchemaTree(schema(wordsContext)).root;
  for (const key of path.split('.')) {
    const options: SchemaNode[] = node ? [node, ...(node.anyOf ?? []), ...(node.allOf ?? [])] : [];
    node = /^\d+$/.test(key)
      ? options.find((option) => option.items)?.items
      : options.find((option) => option.properties?.[key])?.properties?.[key];
    if (!node) return undefined;
  }
  return node;
}

/** zod's own English for the commonest refusals, said as the editor says them. */
function plainly(message: string, lang: Locale): string {
  const small = /^Too small: expected string to have >=(\d+) characters/.exec(message);
  if (small) return small[1] === '1' ? said.empty[lang] : fill(said.atLeast[lang], { count: small[1]! });
  const big = /^Too big: expected string to have <=(\d+) characters/.exec(message);
  if (big) return fill(said.atMost[lang], { count: big[1]! });
  if (/^Invalid input: expected \w+, received undefined/.test(message)) return said.missing[lang];
  return message;
}

function fieldProblem(collection: string, id: string, line: string, lang: Locale): string {
  const [, path = '', message = line] = /^\s*([\w.[\]]+): (.*)$/.exec(line) ?? [];
  const node = fieldNode(collection, path.replace(/\[(\d+)\]/g, '.$1'));
  const label = node?.label?.[lang] ?? path;
  return `${placeOf(fileOf(collection, id, path), lang)}: ${fill(said.field[lang], { field: label })} ${node?.invalid ? fill(said.asks[lang], { what: node.invalid[lang] }) : plainly(message, lang)}`;
}

/** The problems a failed build's output states, one sentence each, in `lang`. */
export function problemsInWords(output: string, lang: Locale): string[] {
  const problems: string[] = [];
  // Astro's check of an entry against its schema: one line per field.
  for (const [, collection = '', id = '', lines = ''] of output.matchAll(
    /\[InvalidContentEntryDataError\] (\w+) → (\S+) data does not match collection schema\.\n\n((?: {2}\S.*\n?)+)/g,
  ))
    for (const line of lines.split('\n').filter((text) => text.trim() !== ''))
      problems.push(fieldProblem(collection, id, line, lang));
  // A file that is not YAML any more: where, and what the reader said.
  for (const [, why = '', file = '', line = ''] of output.matchAll(
    /^(.+)\n\s+Location:\n\s+\S*?(src\/content\/\S+?):(\d+):\d+/gm,
  ))
    // A schema's refusal also names its file, at line 0: only a reader's error has a line.
    if (!why.startsWith('[') && line !== '0')
      problems.push(fill(said.unreadable[lang], { place: placeOf(file, lang), line, why: why.trim() }));
  // The content checks of src/lib/content-checks.ts: a sentence that names its file.
  for (const [, file = '', rest = ''] of output.matchAll(/^(?:\S+ )?(src\/content\/\S+\.(?:md|yaml))[: ](.+)$/gm))
    if (existsSync(file) || /has no|names pictures|is missing|still the/.test(rest))
      problems.push(`${placeOf(file, lang)}: ${rest.replace(/^: /, '')}`);
  if (problems.length > 0) return [...new Set(problems)];
  // Anything else: the first line that says something, without paths into the code or a stack.
  const why =
    output
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !/^(at |Stack trace|Location|\/|file:|The build of|\d\d:\d\d:\d\d)/.test(line)) ??
    output.split('\n')[0] ??
    '';
  return [fill(said.stopped[lang], { why })];
}
