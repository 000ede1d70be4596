// What stops an entry from being saved, field by field: the same checks Keystatic runs when Save is pressed (each
// field's own `validate`, each list's length), collected with where each field is and what it is called, so the
// error summary can name every one and link to it.
import type { ArrayField, ComponentSchema, GenericPreviewProps } from '@keystatic/core';
import { numbered, words, tooFew, tooMany } from './words.ts';

/** A field's place in its entry: keys of objects, positions in lists (`['context', 'rows', 1, 0, 'alt']`). */
export type Path = readonly (string | number)[];

export interface Problem {
  path: Path;
  /** The field's name and those of the groups around it: "Context › Pictures › Row 2 › Picture 1 › Description". */
  where: string[];
  message: string;
}

type Props = GenericPreviewProps<ComponentSchema, unknown>;

/** A list as the editor draws it: Keystatic's list, with the name of one of its items ("row"). */
export type NamedList = ArrayField<ComponentSchema> & { itemName: string };

/** What an item of a list is called in the editor, given to lists by src/editor/fields.ts. */
export function itemName(list: ComponentSchema): string {
  return 'itemName' in list && typeof list.itemName === 'string' ? list.itemName : words.list.item;
}

/** A value a file stores as a text: the text, or undefined where the file has none (a text of nothing included). */
export function storedText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(words.notAText);
  return value;
}

/** A field's `validate` answer: the value, or Keystatic's way of refusing it, an error saying why. */
export function refusedIf<T>(value: T, problem: string | null): T {
  if (problem) throw new Error(problem);
  return value;
}

function labelOf(schema: ComponentSchema): string | undefined {
  return 'label' in schema && typeof schema.label === 'string' ? schema.label : undefined;
}

/** The document id of a field's place in the form, which the error summary links to. */
export function anchorOf(path: Path): string {
  return `field-${path.join('-')}`;
}

/** Every problem in a field and the fields inside it. `slugs`: the other items' ids, for an id in a list. */
export function problemsIn(props: Props, path: Path, where: string[], slugs?: Set<string>): Problem[] {
  const { schema } = props;
  switch (schema.kind) {
    case 'form': {
      try {
        const value = (props as GenericPreviewProps<typeof schema, unknown>).value;
        schema.validate(value, slugs ? { slugField: { slugs, glob: '*' } } : undefined);
        return [];
      } catch (error) {
        return [{ path, where, message: error instanceof Error ? error.message : String(error) }];
      }
    }
    case 'object': {
      const { fields } = props as GenericPreviewProps<typeof schema, unknown>;
      return Object.entries(fields).flatMap(([key, child]) => {
        const label = labelOf(child.schema);
        return problemsIn(child as Props, [...path, key], label ? [...where, label] : where);
      });
    }
    case 'array': {
      const { elements } = props as GenericPreviewProps<typeof schema, unknown>;
      const { min, max } = schema.validation?.length ?? {};
      const own: Problem[] = [];
      if (min !== undefined && elements.length < min) own.push({ path, where, message: tooFew(min) });
      if (max !== undefined && elements.length > max) own.push({ path, where, message: tooMany(max) });
      const ids = schema.slugField ? elements.map((element) => idOf(element as Props, schema.slugField!)) : undefined;
      return [
        ...own,
        ...elements.flatMap((element, index) => {
          const others = ids && new Set(ids.filter((_, position) => position !== index));
          const item = numbered(itemName(schema), index + 1);
          return problemsInItem(element as Props, [...path, index], [...where, item], schema.slugField, others);
        }),
      ];
    }
    default:
      return [];
  }
}

/** An item of a list: its id field (if the list keeps ids apart) is checked against the other items' ids. */
function problemsInItem(
  props: Props,
  path: Path,
  where: string[],
  slugField: string | undefined,
  others: Set<string> | undefined,
): Problem[] {
  if (!slugField || props.schema.kind !== 'object') return problemsIn(props, path, where);
  const { fields } = props as GenericPreviewProps<Extract<ComponentSchema, { kind: 'object' }>, unknown>;
  return Object.entries(fields).flatMap(([key, child]) => {
    const label = (child.schema as { label?: string }).label;
    return problemsIn(
      child as Props,
      [...path, key],
      label ? [...where, label] : where,
      key === slugField ? others : undefined,
    );
  });
}

function idOf(item: Props, slugField: string): string {
  const field = (item as GenericPreviewProps<Extract<ComponentSchema, { kind: 'object' }>, unknown>).fields[
    slugField
  ] as GenericPreviewProps<Extract<ComponentSchema, { kind: 'form' }>, unknown>;
  const schema = field.schema;
  return schema.formKind === 'slug' ? schema.serializeWithSlug(field.value).slug : String(field.value);
}
