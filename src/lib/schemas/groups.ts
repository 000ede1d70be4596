// Fields made of fields: the same text in every language, a group filled in whole or not at all, a list whose items
// each have their own id.
import { z } from 'astro/zod';
import { localeInfo, locales, type Locale } from '../../i18n/routes.ts';
import { inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';

/** A language named in itself, whatever the editor's language: the side-by-side fields. */
const ownNameOf = (lang: Locale): Words => inEditorLanguages(() => localeInfo[lang].ownName);

/** The languages side by side in the editor. */
export const sideBySide = { editor: { layout: locales.map(() => 12 / locales.length) } };

/** The same field in both languages, side by side in the editor. */
export function localized<T extends z.ZodType>(schema: T) {
  return z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, schema.meta({ label: ownNameOf(lang) })])) as Record<Locale, T>,
    )
    .meta(sideBySide);
}

/** The same field in both languages, each of which may stay empty (an override of something the page has anyway). */
export function localizedOptional<T extends z.ZodType>(schema: T) {
  return z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, schema.optional().meta({ label: ownNameOf(lang) })])) as Record<
        Locale,
        z.ZodOptional<T>
      >,
    )
    .optional()
    .meta(sideBySide);
}

/**
 * The same group of fields once in each language, each named in its own language: what changes as a whole with the
 * language (a picture that holds words: a file in each, with its own crop and description). Lay them out side by
 * side with `sideBySide`.
 */
export function inEachLanguage<T extends z.ZodRawShape>(shape: T) {
  return Object.fromEntries(locales.map((lang) => [lang, z.object(shape).meta({ label: ownNameOf(lang) })])) as Record<
    Locale,
    z.ZodObject<T>
  >;
}

/** Nothing written: undefined, an empty text, or an object holding only such (what the editor saves for an empty group). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank);
}

/**
 * An inner object whose fields are each a field of the group; one with checks of its own (a picture's focal area, whose
 * numbers must add up) is one field, whole.
 */
const isGroupOfFields = (field: z.ZodType): field is z.ZodObject =>
  field instanceof z.ZodObject && (field.def.checks ?? []).length === 0;

/** The same object with every field optional, inner objects' fields too, each keeping its label and hints. */
function deepPartial(object: z.ZodObject): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(object.shape).map(([key, field]) => {
        const meta = z.globalRegistry.get(field);
        const inner = isGroupOfFields(field) ? deepPartial(field) : field;
        return [key, (meta ? inner.meta(meta) : inner).optional()];
      }),
    ),
  );
}

/** The fields of an object (inner objects' fields too) that a value leaves blank, as paths. */
function blanksIn(object: z.ZodObject, value: unknown, path: string[] = []): string[][] {
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const item = (value as Record<string, unknown> | undefined)?.[key];
    if (isGroupOfFields(field)) return blanksIn(field, item, [...path, key]);
    return isBlank(item) ? [[...path, key]] : [];
  });
}

/**
 * Fields that come together or not at all (a link's text and address): none is what the editor saves for an
 * empty group (`{}`, or `{ label: {} }`); a group partly filled in is refused, naming what is missing. Each
 * field is checked once, by its own schema (a picture's schema registers the file it names as it reads it).
 */
export function optionalGroup<T extends z.ZodRawShape>(shape: T) {
  const whole = z.object(shape);
  return deepPartial(whole)
    .optional()
    .superRefine((group, context) => {
      if (isBlank(group)) return;
      for (const path of blanksIn(whole, group))
        context.addIssue({
          code: 'custom',
          path,
          message: 'is required when the other fields of the group are filled',
        });
    })
    .transform((group) => (isBlank(group) ? undefined : (group as z.output<typeof whole>)));
}

/** A list whose items each have a different `key` (an id). */
export function listOf<T extends z.ZodObject>(item: T, key: keyof z.infer<T> & string) {
  return z
    .array(item)
    .superRefine((items, context) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value))
          context.addIssue({ code: 'custom', path: [index, key], message: `"${String(value)}" is used twice` });
        seen.add(value);
      });
    })
    .meta({ editor: { uniqueKey: key } });
}

/** Fields made alike (one kind, one limit), one per key, each with its own words: `make` looks them up by key. */
export function alike<const K extends string, T extends z.ZodType>(keys: readonly K[], make: (key: K) => T) {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, T>;
}
