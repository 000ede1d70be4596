// Keystatic's fields, derived from the content's zod schemas (src/lib/content-schema.ts): the same fields, the
// same limits, the same options, with the labels and hints the schemas carry. A schema the editor cannot show
// faithfully is an error here, not a silent difference. Checks that need the files (a picture exists, a case
// exists in both languages) stay with the build, which names the file and the field.
import { fields, type ComponentSchema } from '@keystatic/core';
import { z } from 'astro/zod';
import { pictureFile, type ContentContext, type EditorHints } from '../lib/content-schema.ts';
import { hasPage, type Locale } from '../i18n/routes.ts';
import { assetField } from './assets.tsx';

/** Where an entry lives, so picture fields know where to store uploads and how to write their paths. */
export interface EntryPlace {
  /** Folder of the content file, e.g. `src/content/cases/en`. */
  contentDir: string;
  /** Folder for its pictures, e.g. `src/assets/cases` (collections add the entry's slug). */
  picturesDir?: string;
  /** The language of the entry: fields of pages that language lacks are left out. */
  lang?: Locale;
  /** The Keystatic collection that lists the cases, for case fields. */
  casesCollection: string;
}

const videosDir = 'src/assets/videos';

/** The path from one project folder to another, ending in a slash: `src/content/cases/en` → `../../../assets/cases/`. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/');
  const b = to.split('/');
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/') + '/';
}

/** A schema context whose picture fields are plain paths: what the editor reads and writes. */
export const editorContext: ContentContext = {
  image: (() =>
    z
      .string()
      .regex(pictureFile, { error: 'a picture is a JPEG, PNG, WebP, AVIF, GIF, SVG or TIFF file' })
      .meta({ editor: { kind: 'picture' } })) as unknown as ContentContext['image'],
};

type AnySchema = z.core.$ZodType;
interface Meta {
  title?: string;
  description?: string;
  editor?: EditorHints;
}

function metaOf(schema: AnySchema): Meta {
  return (z.globalRegistry.get(schema) ?? {}) as Meta;
}

/** Inner metadata first, outer wins: `.optional().meta()` describes the field around the inner one. */
function mergeMeta(inner: Meta, outer: Meta): Meta {
  return { ...inner, ...outer, editor: { ...inner.editor, ...outer.editor } };
}

/** A schema without its optional/default wrappers and preprocessing, with what they said. */
export interface Unwrapped {
  schema: AnySchema;
  meta: Meta;
  optional: boolean;
  defaultValue?: unknown;
}

export function unwrap(schema: AnySchema): Unwrapped {
  let current = schema;
  let meta = metaOf(schema);
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = current._zod.def as z.core.$ZodTypeDef & { innerType?: AnySchema; in?: AnySchema; out?: AnySchema; defaultValue?: unknown };
    if (def.type === 'optional' && def.innerType) {
      optional = true;
      current = def.innerType;
    } else if (def.type === 'default' && def.innerType) {
      defaultValue = def.defaultValue;
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out && def.in._zod.def.type === 'transform') {
      // z.preprocess(): the editor writes what the schema after it reads.
      current = def.out;
    } else {
      break;
    }
    meta = mergeMeta(metaOf(current), meta);
  }
  return { schema: current, meta, optional, defaultValue };
}

/** `descriptionTitle` → "Description title": the label of a field whose schema names none. */
function labelFromKey(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Checks {
  min?: number;
  max?: number;
  /** Regular expressions the whole value must satisfy, with what they mean. */
  patterns: { source: string; flags: string; message: string }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function checksOf(schema: AnySchema, where: string): Checks {
  const result: Checks = { patterns: [] };
  const def = schema._zod.def as z.core.$ZodTypeDef & { checks?: z.core.$ZodCheck[]; format?: string; pattern?: RegExp };
  if (def.format && def.format !== 'url' && def.pattern) {
    result.patterns.push({ source: def.pattern.source, flags: def.pattern.flags, message: `must be a valid ${def.format}` });
  }
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as z.core.$ZodCheckDef & {
      minimum?: number;
      maximum?: number;
      length?: number;
      format?: string;
      pattern?: RegExp;
      includes?: string;
      error?: unknown;
    };
    switch (checkDef.check) {
      case 'min_length':
        result.min = checkDef.minimum;
        break;
      case 'max_length':
        result.max = checkDef.maximum;
        break;
      case 'length_equals':
        result.min = checkDef.length;
        result.max = checkDef.length;
        break;
      case 'overwrite':
        // trim(): the editor's "not only spaces" pattern below stands for it.
        break;
      case 'custom':
        // A refine: the build's checks against the files (a picture, a case) and lists' unique ids.
        break;
      case 'string_format':
        if (checkDef.format === 'includes' && checkDef.includes !== undefined) {
          result.patterns.push({ source: `[\\s\\S]*${escape(checkDef.includes)}`, flags: '', message: `must contain ${checkDef.includes}` });
        } else if (checkDef.pattern) {
          const error = typeof checkDef.error === 'function' ? (checkDef.error as (issue: object) => unknown)({}) : undefined;
          result.patterns.push({
            source: checkDef.pattern.source,
            flags: checkDef.pattern.flags,
            message: typeof error === 'string' ? error : `must match ${checkDef.pattern}`,
          });
        } else {
          throw new Error(`${where}: the editor cannot check the "${checkDef.format}" format`);
        }
        break;
      default:
        throw new Error(`${where}: the editor cannot check "${checkDef.check}"`);
    }
  }
  return result;
}

/**
 * Keystatic checks one pattern per text: every condition becomes a lookahead of one expression. `nonBlank`: the
 * schema trims and wants a character, so spaces alone do not count; `required`: an empty field is refused too.
 */
function textPattern(checks: Checks, nonBlank: boolean, required: boolean, label: string): { regex: RegExp; message: string } | undefined {
  const conditions = [...checks.patterns];
  if (nonBlank) conditions.unshift({ source: '[\\s\\S]*\\S', flags: '', message: 'must not be only spaces' });
  if (conditions.length === 0) return undefined;
  const flags = [...new Set(conditions.flatMap((condition) => [...condition.flags].filter((flag) => 'iu'.includes(flag))))].join('');
  const all = conditions.map((condition) => `(?=${condition.source})`).join('');
  // An optional field may stay empty.
  const regex = new RegExp(required ? `^${all}` : `^(?:$|${all})`, flags);
  return { regex, message: `${label} ${conditions.map((condition) => condition.message).join(' and ')}` };
}

/** Keystatic's checks for a text field: required-ness, length and one pattern holding every other condition. */
export function textValidation(schema: AnySchema, label: string, where = label) {
  const { schema: inner, optional } = unwrap(schema);
  const checks = checksOf(inner, where);
  const required = !optional;
  const min = required ? Math.max(checks.min ?? 0, 1) : 0;
  const pattern = textPattern(checks, (checks.min ?? 0) > 0, required, label);
  return {
    isRequired: required && min > 0,
    length: { min, ...(checks.max !== undefined ? { max: checks.max } : {}) },
    ...(pattern ? { pattern } : {}),
  };
}

function itemLabelFor(hintPath: string | undefined): ((props: unknown) => string) | undefined {
  if (!hintPath) return undefined;
  // A dotted path into the item: field names, or positions in a list (`0.alt`: the first picture's description).
  const keys = hintPath.split('.');
  return (props) => {
    let node = props as { fields?: Record<string, unknown>; elements?: unknown[]; value?: unknown };
    for (const key of keys) node = ((/^\d+$/.test(key) ? node.elements?.[Number(key)] : node.fields?.[key]) ?? {}) as typeof node;
    const value = node.value;
    return typeof value === 'string' && value ? value : 'New item';
  };
}

/** The Keystatic field for one zod schema, at `where` (a dotted path, for errors). */
export function fieldFor(schema: AnySchema, key: string, place: EntryPlace, where = key): ComponentSchema | null {
  const { schema: inner, meta, optional, defaultValue } = unwrap(schema);
  if (meta.editor?.page) {
    // A page some languages lack (the gallery): its words exist only where the page does.
    if (!place.lang || !hasPage(meta.editor.page, place.lang)) return null;
    return fieldFor(inner, key, place, where);
  }
  const label = meta.title ?? labelFromKey(key);
  const description = meta.description;
  const required = !optional;
  const def = inner._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, AnySchema>;
    element?: AnySchema;
    entries?: Record<string, string>;
    format?: string;
  };
  const kind = meta.editor?.kind;

  if (kind === 'picture' || kind === 'video') {
    const directory = kind === 'video' ? videosDir : place.picturesDir;
    if (!directory) throw new Error(`${where}: this entry has no folder for pictures`);
    const checks = checksOf(inner, where);
    return assetField({
      patterns: checks.patterns.map(({ source, flags, message }) => ({ regex: new RegExp(source, flags), message })),
      kind,
      label,
      description,
      required,
      directory,
      // What the content file writes: a path from the file to the picture, or a video's name in its folder.
      publicPath: kind === 'video' ? '' : relativePath(place.contentDir, directory),
    });
  }
  if (kind === 'case') {
    return fields.relationship({ label, description, collection: place.casesCollection, validation: { isRequired: required } });
  }

  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const children = Object.fromEntries(
        Object.entries(shape).flatMap(([childKey, child]) => {
          // An optional group (a link with a text and an address): empty in the editor means "none".
          const field = fieldFor(optional ? z.optional(child) : child, childKey, place, `${where}.${childKey}`);
          return field ? [[childKey, field]] : [];
        }),
      );
      return fields.object(children, { label, description, ...(meta.editor?.layout ? { layout: meta.editor.layout } : {}) });
    }
    case 'array': {
      const checks = checksOf(inner, where);
      const element = unwrap(def.element!);
      const elementDef = element.schema._zod.def as { type: string; entries?: Record<string, string> };
      if (elementDef.type === 'enum' && checks.min === undefined && checks.max === undefined) {
        return fields.multiselect({ label, description, options: optionsOf(elementDef.entries!, element.meta), defaultValue: [] });
      }
      // An item without a name of its own is named after its list ("Add item: Project facts").
      const named = element.meta.title ? def.element! : (def.element as z.ZodType).meta({ title: label });
      const elementField = fieldFor(named, key, place, `${where}[]`);
      if (!elementField) throw new Error(`${where}: a list of nothing`);
      const length = { ...(checks.min !== undefined ? { min: checks.min } : {}), ...(checks.max !== undefined ? { max: checks.max } : {}) };
      const uniqueKey = meta.editor?.uniqueKey;
      // Keystatic keeps an item's text id unique itself; an id chosen from a list is left to the build.
      const uniqueField = uniqueKey && elementField.kind === 'object' ? elementField.fields[uniqueKey] : undefined;
      const slugField = uniqueField?.kind === 'form' && uniqueField.formKind === 'slug' ? uniqueKey : undefined;
      return fields.array(elementField, {
        label,
        description,
        ...(slugField ? { slugField: slugField as never } : {}),
        ...(Object.keys(length).length > 0 ? { validation: { length } } : {}),
        ...(meta.editor?.itemLabel ? { itemLabel: itemLabelFor(meta.editor.itemLabel) } : {}),
      });
    }
    case 'string': {
      if (def.format === 'url') throw new Error(`${where}: write web addresses as a pattern, so both sides check the same`);
      return fields.text({ label, description, multiline: meta.editor?.multiline ?? false, validation: textValidation(schema, label, where) });
    }
    case 'enum': {
      const options = optionsOf(def.entries!, meta);
      return fields.select({ label, description, options, defaultValue: typeof defaultValue === 'string' ? defaultValue : options[0]!.value });
    }
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: defaultValue === true });
    default:
      throw new Error(`${where}: the editor cannot show a "${def.type}" field`);
  }
}

function optionsOf(entries: Record<string, string>, meta: Meta): { label: string; value: string }[] {
  return Object.values(entries).map((value) => ({ value, label: meta.editor?.optionLabels?.[value] ?? labelFromKey(value) }));
}

/** The fields of an entry: one per key of the schema's object, in the schema's order (the file's order). */
export function fieldsFor(schema: AnySchema, place: EntryPlace): Record<string, ComponentSchema> {
  const { schema: inner } = unwrap(schema);
  const def = inner._zod.def as { type: string; shape?: Record<string, AnySchema> };
  if (def.type !== 'object' || !def.shape) throw new Error('An entry is an object of fields');
  return Object.fromEntries(
    Object.entries(def.shape).flatMap(([key, child]) => {
      const field = fieldFor(child, key, place);
      return field ? [[key, field]] : [];
    }),
  );
}
