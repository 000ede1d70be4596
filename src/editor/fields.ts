// Keystatic's fields, derived from the content's zod schemas (src/lib/schemas/) through zod's own JSON Schema of
// them (src/lib/schemas/json-schema-tree.ts): the same fields, limits and options, with the labels and hints the
// schemas carry.
// Texts are checked by the schema itself. A schema the editor cannot show faithfully is an error here, not a silent
// difference. Checks that need the files (a picture exists, a case exists in both languages) stay with the build,
// which names the file and the field.
import { fields, type ComponentSchema, type ObjectField } from '@keystatic/core';
import { z } from 'astro/zod';
import type { Locale } from '../i18n/routes.ts';
import { say } from './language.ts';
import { assetField } from './assets.tsx';
import { jsonSchemaTree, type JsonSchemaTree, type SchemaNode } from '../lib/schemas/json-schema-tree.ts';
import { createElement } from 'react';
import type { NamedEntries, SavedEntries } from './dev-server.ts';
import { namedChoice } from './named-choice.tsx';
import { focusField } from './focus.tsx';
import { namedAddressField, textField, type NamedAddressField, type TextOptions } from './text.tsx';
import { ListInput, ObjectInput, RowInput, type ListOptions } from './forms.tsx';
import { refusedIf, type NamedList } from './problems.ts';
import { words } from './words.ts';
import { contentLists } from './content-lists.ts';

/** Where an entry lives, so picture fields know where to store uploads and how to write their paths. */
export interface EntryPlace {
  /** Folder of the content file, e.g. `src/content/cases/en`. */
  contentDir: string;
  /** Folder for its pictures, e.g. `src/assets/cases` (collections add the entry's slug). */
  picturesDir?: string | undefined;
  /** The language of the entry: fields of pages that language lacks are left out. */
  lang?: Locale | undefined;
  /** The Keystatic collections a case or a client is chosen from. */
  collections: Record<'case' | 'client', string>;
  /** A collection's saved entries, where the editor can list them (local files): its address field says "taken". */
  saved?: SavedEntries | undefined;
  /** The clients' files, where the editor can read them (local files): a client is then chosen by its name. */
  clients?: NamedEntries | undefined;
}

const assetsDir = 'src/assets';
const videosDir = `${assetsDir}/videos`;

/** The path from one project folder to another, ending in a slash: `src/content/cases/en` → `../../../assets/cases/`. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/');
  const b = to.split('/');
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/') + '/';
}

/** `descriptionTitle` → "Description title": the label of a field whose schema names none. */
function labelFromKey(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function itemLabelFor(hintPaths: string | string[] | undefined): ((props: unknown) => string) | undefined {
  if (!hintPaths) return undefined;
  // Dotted paths into the item: field names, or positions in a list (`0.alt`: the first picture's description).
  const paths = [hintPaths].flat().map((hintPath) => hintPath.split('.'));
  const valueAt = (props: unknown, keys: string[]) => {
    let node = props as { fields?: Record<string, unknown>; elements?: unknown[]; value?: unknown };
    for (const key of keys)
      node = ((/^\d+$/.test(key) ? node.elements?.[Number(key)] : node.fields?.[key]) ?? {}) as typeof node;
    return typeof node.value === 'string' ? node.value : '';
  };
  return (props) => paths.map((keys) => valueAt(props, keys)).find((value) => value !== '') ?? '';
}

/**
 * A choice's options: its schema's values, or the entries of the content list it names that its schema takes; each
 * under the name that list gives it (a tab's, a certification's), else one made from its id.
 */
function optionsOf(tree: JsonSchemaTree, node: SchemaNode): { label: string; value: string }[] {
  const list = node.editor?.namedIn ? contentLists[node.editor.namedIn] : [];
  const values = node.enum ?? list.map(({ id }) => id).filter((id) => z.safeParse(tree.zodOf(node), id).success);
  return values.map((value) => {
    const name = list.find(({ id }) => id === value)?.name;
    return { value, label: name ? say(name) : labelFromKey(value) };
  });
}

function textOptions(
  tree: JsonSchemaTree,
  node: SchemaNode,
  label: string,
  description: string | undefined,
  required: boolean,
): TextOptions {
  const schema = tree.zodOf(node);
  return {
    label,
    description,
    multiline: node.editor?.multiline ?? false,
    schema: required ? schema : z.optional(schema),
    required,
    max: node.maxLength,
    invalid: node.invalid && say(node.invalid),
  };
}

/** The Keystatic field for one node of a schema's JSON Schema tree, at `where` (a dotted path, for errors). */
function fieldOf(
  tree: JsonSchemaTree,
  node: SchemaNode,
  key: string,
  required: boolean,
  place: EntryPlace,
  where: string,
): ComponentSchema | null {
  const hints = node.editor ?? {};
  const label = node.label ? say(node.label) : labelFromKey(key);
  const description = node.hint && say(node.hint);

  if (hints.kind === 'picture' || hints.kind === 'video') {
    const directory = hints.kind === 'video' ? videosDir : place.picturesDir;
    if (!directory) throw new Error(`${where}: this entry has no folder for pictures`);
    const schema = tree.zodOf(node);
    return assetField({
      // What the build requires of the file's name (its kind, its spelling), said as the build says it.
      check: (name) => {
        const issue = z.safeParse(schema, name).error?.issues[0];
        return issue ? (node.invalid ? say(node.invalid) : issue.message) : null;
      },
      kind: hints.kind,
      label,
      description,
      required,
      directory,
      // What the content file writes: a path from the file to the picture, or a video's name in its folder.
      publicPath: hints.kind === 'video' ? '' : relativePath(place.contentDir, directory),
      site:
        hints.kind === 'video'
          ? { dir: videosDir, publicPath: '' }
          : { dir: assetsDir, publicPath: relativePath(place.contentDir, assetsDir) },
    });
  }
  if (hints.kind === 'focus') {
    const part = (key: 'x' | 'y' | 'width' | 'height') => {
      const words = node.properties?.[key]?.label;
      if (!words) throw new Error(`${where}.${key}: a focal area names its four numbers`);
      return say(words);
    };
    if (!node.invalid) throw new Error(`${where}: a focal area says why an area outside the picture is refused`);
    return focusField({
      label,
      description,
      parts: { x: part('x'), y: part('y'), width: part('width'), height: part('height') },
      invalid: say(node.invalid),
    });
  }
  if (hints.kind === 'case' || hints.kind === 'client') {
    const chosen = fields.relationship({
      label,
      description,
      collection: place.collections[hints.kind],
      validation: { isRequired: required },
    });
    // Keystatic's own message says the label again ("Client is required"): the error summary has said it already.
    const field: typeof chosen = {
      ...chosen,
      validate: (value) => chosen.validate(refusedIf(value, required && value === null ? words.chooseOne : null)),
    };
    return hints.kind === 'client' && place.clients
      ? namedChoice(field, place.clients, { label, description, required })
      : field;
  }

  switch (node.type) {
    case 'object': {
      const children = Object.fromEntries(
        Object.entries(node.properties ?? {}).flatMap(([childKey, child]) => {
          const field = fieldOf(
            tree,
            child,
            childKey,
            node.required?.includes(childKey) ?? false,
            place,
            `${where}.${childKey}`,
          );
          return field ? [[childKey, field]] : [];
        }),
      );
      const group = fields.object(children, { label, description });
      const shown: ObjectField = {
        ...group,
        Input: (props: Parameters<typeof ObjectInput>[0]) =>
          createElement(ObjectInput, { ...props, layout: hints.layout }),
      };
      return shown;
    }
    case 'array': {
      const element = node.items!;
      if ((element.enum || element.editor?.namedIn) && node.minItems === undefined && node.maxItems === undefined) {
        return fields.multiselect({ label, description, options: optionsOf(tree, element), defaultValue: [] });
      }
      const chosen = element.editor?.kind;
      if (chosen === 'case' || chosen === 'client') {
        return fields.multiRelationship({
          label,
          description,
          collection: place.collections[chosen],
          validation: { length: { min: node.minItems, max: node.maxItems } },
        });
      }
      // An item without a name of its own is named after its list.
      const elementField = fieldOf(
        tree,
        { ...element, label: element.label ?? node.label },
        key,
        true,
        place,
        `${where}[]`,
      );
      if (!elementField) throw new Error(`${where}: a list of nothing`);
      const item = node.item ? say(node.item) : words.list.item;
      const length = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      const uniqueKey = hints.uniqueKey;
      // Keystatic keeps an item's text id unique itself; an id chosen from a list is left to the build.
      const uniqueField = uniqueKey && elementField.kind === 'object' ? elementField.fields[uniqueKey] : undefined;
      const slugField = uniqueField?.kind === 'form' && uniqueField.formKind === 'slug' ? uniqueKey : undefined;
      const list = fields.array(elementField, {
        label,
        description,
        ...(slugField ? { slugField: slugField as never } : {}),
        ...(Object.keys(length).length > 0 ? { validation: { length } } : {}),
        ...(hints.itemLabel ? { itemLabel: itemLabelFor(hints.itemLabel) } : {}),
      });
      // A row of pictures chooses its layout; any other list is edited in place, item by item.
      const Input =
        hints.kind === 'row'
          ? (props: Parameters<typeof RowInput>[0]) => createElement(RowInput, props)
          : (props: Omit<Parameters<typeof ListInput>[0], 'options'>) => {
              const options: ListOptions = { item, itemLabel: list.itemLabel, rows: element.editor?.kind === 'row' };
              return createElement(ListInput, { ...props, options });
            };
      const shown: NamedList = { ...list, Input, itemName: item };
      return shown;
    }
    case 'string': {
      if (node.enum || hints.namedIn) {
        const options = optionsOf(tree, node);
        return fields.select({
          label,
          description,
          options,
          defaultValue: typeof node.default === 'string' ? node.default : options[0]!.value,
        });
      }
      if (node.format === 'uri')
        throw new Error(`${where}: write web addresses as a pattern, so the editor can say what it expects`);
      return textField(textOptions(tree, node, label, description, required));
    }
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: node.default === true });
    default:
      throw new Error(`${where}: the editor cannot show a "${node.type ?? 'untyped'}" field`);
  }
}

/** The Keystatic field for one zod schema (a whole entry is `fieldsFor`). */
export function fieldFor(
  schema: z.core.$ZodType,
  key: string,
  place: EntryPlace,
  required = true,
): ComponentSchema | null {
  const tree = jsonSchemaTree(schema);
  return fieldOf(tree, tree.root, key, required, place, key);
}

/**
 * The fields of an entry: one per key of the schema's object, in the schema's order (the file's order). `slugField`
 * names the text that also gives a collection's entry its address (its file's name).
 */
export function fieldsFor(schema: z.core.$ZodType, place: EntryPlace): Record<string, ComponentSchema>;
export function fieldsFor<K extends string>(
  schema: z.core.$ZodType,
  place: EntryPlace,
  slugField: K,
): Record<string, ComponentSchema> & Record<K, NamedAddressField>;
export function fieldsFor(
  schema: z.core.$ZodType,
  place: EntryPlace,
  slugField?: string,
): Record<string, ComponentSchema> {
  const tree = jsonSchemaTree(schema);
  const { root } = tree;
  if (root.type !== 'object' || !root.properties) throw new Error('An entry is an object of fields');
  return Object.fromEntries(
    Object.entries(root.properties).flatMap(([key, child]) => {
      const required = root.required?.includes(key) ?? false;
      if (key === slugField) {
        if (child.type !== 'string') throw new Error(`${key}: an entry's address is made from a text`);
        const name = textOptions(
          tree,
          child,
          child.label ? say(child.label) : labelFromKey(key),
          child.hint && say(child.hint),
          required,
        );
        return [[key, namedAddressField({ name, slug: addressWords, saved: place.saved })]];
      }
      const field = fieldOf(tree, child, key, required, place, key);
      return field ? [[key, field]] : [];
    }),
  );
}

const addressWords = { label: words.address.label, description: words.address.hint, invalid: words.address.invalid };
