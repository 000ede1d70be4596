// Why a publish was refused, in the marketer's words: a failed build's output (src/server/release/) read for what
// the content checks said, each problem naming the page it is about (./changed-pages.ts) and the field by its name in
// the editor (the schemas' words, src/lib/schemas/), never a stack trace.
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { localeInfo, type Locale } from '../../i18n/routes.ts';
import { fill } from '../../lib/text.ts';
import { contentSchemas } from '../../lib/schemas/index.ts';
import { jsonSchemaTree, type SchemaNode } from '../../lib/schemas/json-schema-tree.ts';
import { fileOf } from '../../lib/content-files.ts';
import { editorAddressOf } from '../../lib/editing-host.ts';
import { uiParts } from '../../lib/schemas/ui.ts';
import type { ContentContext } from '../../lib/schemas/meta.ts';
import { pagesChangedBy } from './changed-pages.ts';
import { hostWord } from './words.ts';
import type { TreeProblem } from './tree-check.ts';

export const busyProblem = (lang: Locale) => hostWord(lang, 'busy');
export const nothingChosen = (lang: Locale) => hostWord(lang, 'nothingChosen');

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
  if (small) return small[1] === '1' ? hostWord(lang, 'empty') : fill(hostWord(lang, 'atLeast'), { count: small[1]! });
  const big = /^Too big: expected string to have <=(\d+) characters/.exec(message);
  if (big) return fill(hostWord(lang, 'atMost'), { count: big[1]! });
  if (/^Invalid input: expected \w+, received undefined/.test(message)) return hostWord(lang, 'missing');
  return message;
}

/** A field's problem: the page, the field by its name in the editor, and what it asks for. */
function fieldProblem(collection: string, id: string, path: string, message: string, lang: Locale): string {
  const node = fieldNode(collection, path);
  const label = node?.label?.[lang] ?? path;
  return `${placeOf(fileOf(collection, id, path), lang)}: ${fill(hostWord(lang, 'field'), { field: label })} ${node?.invalid ? fill(hostWord(lang, 'asks'), { what: node.invalid[lang] }) : plainly(message, lang)}`;
}

/** Where the editor opens on a tree's problem: the file's form, at the field when it is one. */
export function editorLinkOf(problem: TreeProblem): string {
  if (problem.kind !== 'field') return editorAddressOf(problem.file);
  // A part of the site's words has a form of its own, which holds its fields without the part's key.
  const part = uiParts.find(({ key }) => problem.collection === 'ui' && key && problem.path.startsWith(`${key}.`));
  return editorAddressOf(problem.file, part?.key ? problem.path.slice(part.key.length + 1) : problem.path);
}

/** A problem of a tree of content (./tree-check.ts), in the marketer's words and `lang`. */
export function treeProblemInWords(problem: TreeProblem, lang: Locale): string {
  const place = placeOf(problem.file, lang);
  switch (problem.kind) {
    case 'field':
      return fieldProblem(problem.collection, problem.id, problem.path, problem.message, lang);
    case 'unreadable':
      return fill(hostWord(lang, 'unreadable'), { place, line: String(problem.line), why: problem.message });
    case 'missingWords':
      return fill(hostWord(lang, 'missingWords'), { place });
    case 'address':
      return fill(hostWord(lang, 'address'), { place });
    case 'marked':
      return fill(hostWord(lang, 'marked'), { place, language: localeInfo[problem.from].name[lang] });
    case 'oneLanguage':
      return fill(hostWord(lang, 'oneLanguage'), { place, language: localeInfo[problem.missing].name[lang] });
  }
}

/** The problems a failed build's output states, one sentence each, in `lang`. */
export function problemsInWords(output: string, lang: Locale): string[] {
  const problems: string[] = [];
  // Astro's check of an entry against its schema: one line per field.
  for (const [, collection = '', id = '', lines = ''] of output.matchAll(
    /\[InvalidContentEntryDataError\] (\w+) → (\S+) data does not match collection schema\.\n\n((?: {2}\S.*\n?)+)/g,
  ))
    for (const line of lines.split('\n').filter((text) => text.trim() !== '')) {
      const [, path = '', message = line] = /^\s*([\w.[\]]+): (.*)$/.exec(line) ?? [];
      problems.push(fieldProblem(collection, id, path.replace(/\[(\d+)\]/g, '.$1'), message, lang));
    }
  // A file that is not YAML any more: where, and what the reader said.
  for (const [, why = '', file = '', line = ''] of output.matchAll(
    /^(.+)\n\s+Location:\n\s+\S*?(src\/content\/\S+?):(\d+):\d+/gm,
  ))
    // A schema's refusal also names its file, at line 0: only a reader's error has a line.
    if (!why.startsWith('[') && line !== '0')
      problems.push(fill(hostWord(lang, 'unreadable'), { place: placeOf(file, lang), line, why: why.trim() }));
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
  return [fill(hostWord(lang, 'stopped'), { why })];
}
