// A content file written the way the editor writes it: Keystatic reads every field, writes them back in the
// schema's order and dumps the YAML with js-yaml's defaults. A file already in this form changes only where a
// marketer changed something when the editor saves it. `npm run content:format` applies it to every file.
import { dump, load } from 'js-yaml';
import type { ComponentSchema } from '@keystatic/core';

interface Place {
  /** The collection's slug field and the entry's slug (its file name), for a collection entry. */
  slug?: { field: string; value: string };
}

/** A value as Keystatic's save writes it: each field parsed and serialized by the field itself. */
export function canonicalValue(schema: ComponentSchema, value: unknown, place: Place, path: string[] = []): unknown {
  switch (schema.kind) {
    case 'object': {
      const object = (value ?? {}) as Record<string, unknown>;
      const entries = Object.entries(schema.fields).map(
        ([key, field]) => [key, canonicalValue(field, object[key], place, [...path, key])] as const,
      );
      return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
    }
    case 'array':
      return ((value ?? []) as unknown[]).map(
        (item, index) => canonicalValue(schema.element, item, place, [...path, String(index)]) ?? null,
      );
    case 'form': {
      const stored = value === null ? undefined : (value as never);
      if (path.length === 1 && place.slug && path[0] === place.slug.field && schema.formKind === 'slug') {
        return schema.serializeWithSlug(schema.parse(stored, { slug: place.slug.value })).value;
      }
      if (schema.formKind === 'asset') {
        return schema.serialize(schema.parse(stored, { asset: undefined, slug: place.slug?.value }), {
          slug: place.slug?.value,
          suggestedFilenamePrefix: undefined,
        }).value;
      }
      if (schema.formKind === 'content' || schema.formKind === 'assets')
        throw new Error(`${path.join('.')}: content fields are written apart`);
      return schema.serialize(schema.parse(stored, undefined as never)).value;
    }
    default:
      throw new Error(`${path.join('.')}: no ${schema.kind} fields in this site`);
  }
}

const frontmatter = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/;

/** A Markdown entry's frontmatter (YAML) and its body. */
export function splitFrontmatter(text: string): { data: string; body: string } {
  const match = frontmatter.exec(text);
  if (!match) throw new Error('A Markdown entry starts with its frontmatter between --- lines');
  return { data: match[1]!, body: match[2]! };
}

/**
 * A YAML file, or a Markdown file's frontmatter (its body is kept as written), as the editor writes it.
 * `contentField` names the schema's field that is the Markdown body, left out of the frontmatter.
 */
export function canonicalFile(
  text: string,
  schema: Record<string, ComponentSchema>,
  options: Place & { contentField?: string } = {},
): string {
  const { contentField, ...place } = options;
  const fields = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== contentField));
  const root: ComponentSchema = { kind: 'object', fields };
  if (!contentField) return dump(canonicalValue(root, load(text), place));
  const { data, body } = splitFrontmatter(text);
  return `---\n${dump(canonicalValue(root, load(data), place))}---\n${body}`;
}
