// "Start the Spanish version from the English one" (and back): a case's data copied for the other language with
// every picture, link, number and choice as it is, and every text marked with the language it is still in, for
// the marketer to translate (the editor and the build refuse a text that keeps its mark).
import { dump, load } from 'js-yaml';
import { schemaOf } from '../lib/content-registry.ts';
import { translationMark } from '../lib/schemas/text.ts';
import { jsonSchemaTree, type SchemaNode } from '../lib/schemas/json-schema-tree.ts';
import type { Locale } from '../i18n/routes.ts';
import { splitFrontmatter } from './canonical.ts';
import { editorContext } from './editor-context.ts';

/** Whether a field holds words to translate: a text that is not a file, an id, a choice, or the same everywhere. */
function isWords(node: SchemaNode): boolean {
  const hints = node.editor ?? {};
  return node.type === 'string' && !node.enum && !hints.kind && !hints.sameInEveryLanguage;
}

/** The data of an entry (as its file holds it), with each of its texts marked as still in `from`. */
export function markedForTranslation(data: unknown, node: SchemaNode, from: Locale): unknown {
  if (typeof data === 'string') return isWords(node) && data.trim() !== '' ? `${translationMark(from)} ${data}` : data;
  if (Array.isArray(data))
    return data.map((item) => (node.items ? markedForTranslation(item, node.items, from) : item));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        const child = node.properties?.[key];
        return [key, child ? markedForTranslation(value, child, from) : value];
      }),
    );
  }
  return data;
}

/** A Markdown description with each paragraph marked as still in `from`. */
export function markedDescription(markdown: string, from: Locale): string {
  return markdown
    .split(/(\n{2,})/)
    .map((part) => (part.trim() === '' || /^\n+$/.test(part) ? part : `${translationMark(from)} ${part}`))
    .join('');
}

const caseStudy = jsonSchemaTree(schemaOf('cases', editorContext)).root;

/** A saved case study's file, as the other language's file: the same data and description, every text marked. */
export function copiedForTranslation(markdown: string, from: Locale): string {
  const { data, body } = splitFrontmatter(markdown);
  const fields = load(data);
  if (typeof fields !== 'object' || fields === null) throw new Error('its frontmatter holds no fields');
  return `---\n${dump(markedForTranslation(fields, caseStudy, from))}---\n${markedDescription(body, from)}`;
}
