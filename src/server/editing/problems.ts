// Why a change cannot go live, in the marketer's words: each problem the content check found (./tree-check.ts, from
// the schemas' structured issues, never their English) naming the page it is about (./changed-pages.ts), the field
// by its name in the editor (the schemas' words, src/lib/schemas/) and where to mend it; and a failed build in a line.
import { z } from 'astro/zod';
import type { EditorLocale } from '../../i18n/editor-languages.ts';
import { localeInfo } from '../../i18n/routes.ts';
import { fill } from '../../lib/text.ts';
import { contentFileOf, schemaOf, type CollectionName } from '../../lib/content-registry.ts';
import { jsonSchemaTree, type SchemaNode } from '../../lib/schemas/json-schema-tree.ts';
import { editorAddressOf } from '../../lib/editing-host.ts';
import type { ContentContext } from '../../lib/schemas/meta.ts';
import { pagesChangedBy } from './changed-pages.ts';
import { hostWord } from './words.ts';
import type { FieldIssue, TreeProblem } from './tree-check.ts';
import type { Said } from './pages.ts';

export const busyProblem = (lang: EditorLocale) => hostWord(lang, 'busy');
export const nothingChosen = (lang: EditorLocale) => hostWord(lang, 'nothingChosen');

/** What a file is to a marketer: the page it shows on ("Case aca (English)"). */
const placeOf = (file: string, lang: EditorLocale) => {
  const [page] = pagesChangedBy(file);
  return (page?.subject ?? page?.what)?.[lang] ?? file;
};

/** The schemas read for their words only: pictures as written, any category. */
const wordsContext: ContentContext = {
  image: (() => z.string()) as unknown as ContentContext['image'],
  categories: () => [],
};

/** The node of a field path (`facts.year`, `rows.0.pictures`) in a collection's schema, if it has one. */
function fieldNode(collection: CollectionName, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = jsonSchemaTree(schemaOf(collection, wordsContext)).root;
  for (const key of path.split('.')) {
    const options: SchemaNode[] = node ? [node, ...(node.anyOf ?? []), ...(node.allOf ?? [])] : [];
    node = /^\d+$/.test(key)
      ? options.find((option) => option.items)?.items
      : options.find((option) => option.properties?.[key])?.properties?.[key];
    if (!node) return undefined;
  }
  return node;
}

/** What a field's issue asks of the marketer, from its code and limit; the schema's own words where it has them. */
function asked(issue: FieldIssue, node: SchemaNode | undefined, lang: EditorLocale): string {
  const text = issue.origin === 'string';
  if (issue.missing) return hostWord(lang, 'missing');
  if (issue.code === 'too_small' && text)
    return issue.limit === 1 ? hostWord(lang, 'empty') : fill(hostWord(lang, 'atLeast'), { count: issue.limit ?? 1 });
  if (issue.code === 'too_big' && text) return fill(hostWord(lang, 'atMost'), { count: issue.limit ?? 0 });
  if (node?.invalid) return fill(hostWord(lang, 'asks'), { what: node.invalid[lang] });
  const names = node?.editor?.kind;
  if (names === 'client' || names === 'case' || names === 'picture') return hostWord(lang, `gone.${names}`);
  return issue.message;
}

/** A field's problem: the page, the field by its name in the editor, and what it asks for. */
function fieldProblem(problem: Extract<TreeProblem, { kind: 'field' }>, lang: EditorLocale): string {
  const node = fieldNode(problem.collection, problem.path);
  const label = node?.label?.[lang] ?? problem.path;
  return `${placeOf(problem.file, lang)}: ${fill(hostWord(lang, 'field'), { field: label })} ${asked(problem.issue, node, lang)}`;
}

/** Where the editor opens on a tree's problem: the file's form, at the field when it is one. */
export function editorLinkOf(problem: TreeProblem): string {
  if (problem.kind !== 'field') return editorAddressOf(problem.file);
  // A part of the site's words has a form of its own, which holds its fields without the part's key.
  const joinedAs = contentFileOf(problem.file)?.row.joinedAs;
  return editorAddressOf(problem.file, joinedAs ? problem.path.slice(joinedAs.length + 1) : problem.path);
}

/** A problem of a tree of content (./tree-check.ts), in the marketer's words and `lang`. */
export function treeProblemInWords(problem: TreeProblem, lang: EditorLocale): string {
  const place = placeOf(problem.file, lang);
  switch (problem.kind) {
    case 'field':
      return fieldProblem(problem, lang);
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

/** A problem in the marketer's words and `lang`, with the editor's address that mends it. */
export const saidOf = (problem: TreeProblem, lang: EditorLocale): Said => ({
  text: treeProblemInWords(problem, lang),
  fix: editorLinkOf(problem),
});

/**
 * A build that failed though the content passed its checks (the code, the machine): its first line that says
 * something, without paths into the code or a stack.
 */
export function buildFailure(output: string, lang: EditorLocale): string {
  const why =
    output
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !/^(at |Stack trace|Location|\/|file:|The build of|\d\d:\d\d:\d\d)/.test(line)) ??
    output.split('\n')[0] ??
    '';
  return fill(hostWord(lang, 'stopped'), { why });
}
