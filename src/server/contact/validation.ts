// What the endpoint accepts: the island's JSON envelope or the plain form's fields, checked with zod.
import { z } from 'zod';
import { emailPattern, honeypotField, maxLengths, type ContactField, type ContactFields } from '../../lib/contact.ts';
import { fill } from '../../lib/text.ts';
import { isLocale, type Locale } from '../../i18n/routes.ts';
import type { ContactFormWords } from '../../lib/contact-form-schema.ts';

/** The error texts validation uses, in one language (from the `errors` of src/content/contact-form/{es,en}.yaml). */
export type ValidationCopy = Pick<
  ContactFormWords['errors'],
  'required' | 'tooLong' | 'singleLine' | 'characters' | 'email' | 'notText' | 'invalid' | 'unknownField' | 'repeated' | 'malformed'
>;

/** A valid submission; `trap` is what the honeypot held (empty for people). */
export interface Submission {
  fields: ContactFields;
  trap: string;
}

export type Validated = { ok: true; submission: Submission } | { ok: false; errors: Record<string, string> };

// C0 and C1 controls, DEL, line and paragraph separators, and bidirectional overrides that can disguise a name.
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// The same, but line feeds and tabs are the point of a free text.
const multiLineForbidden = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// Address characters that are legal only quoted, and that would let an address smuggle a second one into a header.
const addressSpecials = /[<>()[\]\\,;:"]/;

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
      .refine((value) => !singleLineForbidden.test(value), { error: copy.singleLine, abort: true })
      .transform((value) => value.trim())
      .pipe(bounded(field));
  return z.strictObject(
    {
      name: line('name'),
      company: line('company'),
      email: line('email').refine((value) => emailPattern.test(value) && !addressSpecials.test(value), { error: copy.email }),
      comments: textField(copy)
        .transform((value) => value.replace(/\r\n?/g, '\n'))
        .refine((value) => !multiLineForbidden.test(value), { error: copy.characters, abort: true })
        .transform((value) => value.trim())
        .pipe(bounded('comments')),
      [honeypotField]: z.string({ error: copy.notText }).max(500, { error: fill(copy.tooLong, { max: 500 }) }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? copy.unknownField : copy.invalid) },
  );
}

const schemas = new Map<ValidationCopy, ReturnType<typeof schemaFor>>();

/** Checks the fields of a submission (the island's `body`, or the plain form's fields). */
export function validateFields(input: unknown, copy: ValidationCopy): Validated {
  let schema = schemas.get(copy);
  if (!schema) {
    schema = schemaFor(copy);
    schemas.set(copy, schema);
  }
  const result = schema.safeParse(input);
  if (result.success) {
    const { [honeypotField]: trap = '', ...fields } = result.data;
    return { ok: true, submission: { fields: fields as ContactFields, trap } };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'form')];
    for (const key of keys) errors[key] ??= issue.message;
  }
  return { ok: false, errors };
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

/** The island's JSON: `{"body": {name, email, company, comments}}`, optionally with `lang` beside `body`. */
export function jsonEnvelope(value: unknown): Envelope {
  if (!isPlainObject(value)) return { lang: { ok: true, lang: undefined }, validate: (copy) => ({ ok: false, errors: { form: copy.malformed } }) };
  const { body, lang: named, ...extra } = value;
  const lang = explicitLang(named);
  return {
    lang,
    validate: (copy) => {
      const errors: Record<string, string> = {};
      for (const key of Object.keys(extra)) errors[key] = copy.unknownField;
      if (!lang.ok) errors.lang = copy.invalid;
      if (!isPlainObject(body)) errors.body = body === undefined ? copy.required : copy.invalid;
      const fields = isPlainObject(body) ? validateFields(body, copy) : undefined;
      if (fields && !fields.ok) Object.assign(errors, fields.errors);
      if (Object.keys(errors).length > 0 || !fields) return { ok: false, errors };
      return fields;
    },
  };
}

/** The plain form's fields, form-encoded; `lang` is a hidden field. A field sent twice is an error. */
export function formEnvelope(params: URLSearchParams): Envelope {
  const fields: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [key, value] of params) {
    if (key in fields) repeated.add(key);
    fields[key] = value;
  }
  const { lang: named, ...rest } = fields;
  const lang = explicitLang(named);
  return {
    lang,
    validate: (copy) => {
      const result = validateFields(rest, copy);
      const errors = result.ok ? {} : { ...result.errors };
      if (!lang.ok) errors.lang = copy.invalid;
      for (const key of repeated) errors[key] = copy.repeated;
      return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
    },
  };
}
