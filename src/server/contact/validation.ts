// What the endpoint accepts: the island's JSON envelope or the plain form's fields, checked with zod as an
// allow-list. Text is NFC-normalised; control characters, line separators and invisible format characters
// (Unicode category Cf) are refused, and so are RFC 2047 encoded-words in the fields the e-mail's Subject carries;
// the e-mail follows the one rule the form checks too (lib/contact/email-address.ts); `__proto__`, `constructor`
// and `prototype` are refused as names, whatever they hold.
import { z } from 'astro/zod';
import {
  encodedWord,
  honeypotField,
  maxLengths,
  type ContactField,
  type ContactFields,
} from '../../lib/contact/rules.ts';
import { mailbox } from '../../lib/contact/email-address.ts';
import type { ContactCopy } from '../../lib/contact/copy.ts';
import { fill } from '../../lib/text.ts';
import { isLocale, type Locale } from '../../i18n/routes.ts';

/** The error texts validation uses, in one language (the `errors` of src/content/contact-form/{es,en}.yaml). */
export type ValidationCopy = ContactCopy['errors'];

/** A valid submission; `trap` is what the honeypot held (empty for people). */
export interface Submission {
  fields: ContactFields;
  trap: string;
}

export type Validated = { ok: true; submission: Submission } | { ok: false; errors: Record<string, string> };

/** Names that mean something to JavaScript objects, refused wherever a field name is read. */
export const reservedNames: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A zero-width joiner inside an emoji (👩‍💻 is one picture), the one format character a visitor means to type. */
const emojiJoiner = /(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/gu;
// Controls, line and paragraph separators, and format characters (zero-width spaces, BOMs, bidi overrides).
const singleLineForbidden = /[\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/u;
// The same, but line feeds and tabs are the point of a free text.
const multiLineForbidden = /[^\P{Cc}\n\t]|[\p{Zl}\p{Zp}\p{Cf}]/u;
const holds = (forbidden: RegExp) => (value: string) => !forbidden.test(value.replace(emojiJoiner, ''));

function textField(copy: ValidationCopy) {
  return z.string({ error: (issue) => (issue.input === undefined ? copy.required : copy.notText) });
}

function schemaFor(copy: ValidationCopy) {
  const bounded = (field: ContactField) =>
    z
      .string()
      .min(1, { error: copy.required })
      .max(maxLengths[field], { error: fill(copy.tooLong, { max: maxLengths[field] }) });
  const line = (field: ContactField) =>
    textField(copy)
      .transform((value) => value.normalize('NFC'))
      .refine(holds(singleLineForbidden), { error: copy.singleLine, abort: true })
      .transform((value) => value.trim())
      .pipe(bounded(field));
  // The e-mail's Subject carries these (mailer.ts), and a mail client decodes an encoded-word there into anything.
  const subjectLine = (field: ContactField) =>
    line(field).refine((value) => !encodedWord.test(value), { error: copy.encodedWord });
  return z.strictObject(
    {
      name: subjectLine('name'),
      company: subjectLine('company'),
      email: line('email').transform((value, context) => {
        const address = mailbox(value);
        if (address === null) context.addIssue({ code: 'custom', message: copy.email });
        return address ?? z.NEVER;
      }),
      comments: textField(copy)
        .transform((value) => value.normalize('NFC').replace(/\r\n?/g, '\n'))
        .refine(holds(multiLineForbidden), { error: copy.characters, abort: true })
        .transform((value) => value.trim())
        .pipe(bounded('comments')),
      [honeypotField]: z
        .string({ error: copy.notText })
        .max(500, { error: fill(copy.tooLong, { max: 500 }) })
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? copy.unknownField : copy.invalid) },
  );
}

const schemas = new Map<ValidationCopy, ReturnType<typeof schemaFor>>();

/** Errors by field name, built so that any name (`__proto__` included) is an ordinary key of the answer. */
class Errors {
  readonly #byField = new Map<string, string>();
  add(field: string, message: string): void {
    if (!this.#byField.has(field)) this.#byField.set(field, message);
  }
  get size(): number {
    return this.#byField.size;
  }
  toObject(): Record<string, string> {
    return Object.fromEntries(this.#byField);
  }
}

/** Entries of a plain object, with the reserved names reported in `errors` and left out. */
function withoutReserved(
  value: Record<string, unknown>,
  errors: Errors,
  copy: ValidationCopy,
): Record<string, unknown> {
  const kept: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (reservedNames.includes(key)) errors.add(key, fill(copy.reservedField, { field: key }));
    else kept.push([key, item]);
  }
  return Object.fromEntries(kept);
}

/** Checks the fields of a submission (the island's `body`, or the plain form's fields). */
export function validateFields(input: Record<string, unknown>, copy: ValidationCopy, errors = new Errors()): Validated {
  let schema = schemas.get(copy);
  if (!schema) {
    schema = schemaFor(copy);
    schemas.set(copy, schema);
  }
  const result = schema.safeParse(withoutReserved(input, errors, copy));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'form')];
      for (const key of keys) errors.add(key, issue.message);
    }
  }
  if (!result.success || errors.size > 0) return { ok: false, errors: errors.toObject() };
  const { [honeypotField]: trap = '', ...fields } = result.data;
  return { ok: true, submission: { fields: fields as ContactFields, trap } };
}

/** The language a submission names itself (`lang` in the JSON envelope or the form), if any. */
export type ExplicitLang = { ok: true; lang: Locale | undefined } | { ok: false };

function explicitLang(value: unknown): ExplicitLang {
  if (value === undefined) return { ok: true, lang: undefined };
  return isLocale(value) ? { ok: true, lang: value } : { ok: false };
}

export interface Envelope {
  lang: ExplicitLang;
  /** Reads the fields once the language (and so the error copy) is known. */
  validate: (copy: ValidationCopy) => Validated;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (value: Record<string, unknown>, key: string) => (Object.hasOwn(value, key) ? value[key] : undefined);

/** The island's JSON: `{"body": {name, email, company, comments}}`, optionally with `lang` beside `body`. */
export function jsonEnvelope(value: unknown): Envelope {
  if (!isPlainObject(value))
    return {
      lang: { ok: true, lang: undefined },
      validate: (copy) => ({ ok: false, errors: { form: copy.malformed } }),
    };
  const body = own(value, 'body');
  const lang = explicitLang(own(value, 'lang'));
  return {
    lang,
    validate: (copy) => {
      const errors = new Errors();
      for (const key of Object.keys(withoutReserved(value, errors, copy))) {
        if (key !== 'body' && key !== 'lang') errors.add(key, copy.unknownField);
      }
      if (!lang.ok) errors.add('lang', copy.invalid);
      if (!isPlainObject(body)) {
        errors.add('body', body === undefined ? copy.required : copy.invalid);
        return { ok: false, errors: errors.toObject() };
      }
      return validateFields(body, copy, errors);
    },
  };
}

/** The plain form's fields, form-encoded; `lang` is a hidden field. A field sent twice is an error. */
export function formEnvelope(params: URLSearchParams): Envelope {
  const fields = new Map<string, string>();
  const repeated = new Set<string>();
  for (const [key, value] of params) {
    if (fields.has(key)) repeated.add(key);
    fields.set(key, value);
  }
  const lang = explicitLang(fields.get('lang'));
  fields.delete('lang');
  return {
    lang,
    validate: (copy) => {
      const errors = new Errors();
      if (!lang.ok) errors.add('lang', copy.invalid);
      for (const key of repeated) if (!reservedNames.includes(key)) errors.add(key, copy.repeated);
      return validateFields(Object.fromEntries(fields), copy, errors);
    },
  };
}
