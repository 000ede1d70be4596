// The contact form's words (src/content/contact-form/{es,en}.yaml: every label, placeholder, button, step title,
// helper text and error message) and the studio's notification e-mail (src/content/contact-email.yaml), as
// schemas, with the editor's words for their fields in ./copy.words.json. A field missing in one language fails the
// build; a mistake in the e-mail's file stops the server's start.
import { z } from 'astro/zod';
import { localeInfo, locales, type Locale } from '../../i18n/routes.ts';
import { alike } from '../schemas/groups.ts';
import type { FieldWords } from '../schemas/meta.ts';
import { filledWords, inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';
import { text, upTo } from '../schemas/text.ts';
import words from './copy.words.json' with { type: 'json' };

const multiline = { editor: { multiline: true } };

/** What can go wrong with a message: the errors the words file names. */
type ErrorKey = keyof typeof words extends infer Key ? (Key extends `errors.${infer Error}` ? Error : never) : never;

/** A text with a value in it: `{placeholder}` is replaced, so the wording must keep it (the editor says so). */
const keeping = (schema: z.ZodString, placeholder: string, said: FieldWords) =>
  schema.includes(placeholder).meta({ invalid: filledWords(words.mustKeep, { placeholder }), ...said });

const fieldShape = {
  label: upTo(40).meta(words['field.label']),
  placeholder: upTo(60).meta(words['field.placeholder']),
};
const field = (said: FieldWords) => z.object(fieldShape).meta({ ...said, editor: { layout: [6, 6] } });
const step = (said: FieldWords) =>
  z
    .object({
      title: upTo(48).meta(words['step.title']),
      helper: upTo(160).meta({ ...words['step.helper'], ...multiline }),
    })
    .meta(said);
/** Messages shown beside a field or above the form, by what went wrong. */
const messages = <K extends ErrorKey>(...keys: K[]) => alike(keys, (key) => upTo(120).meta(words[`errors.${key}`]));
/** A message with a value in it (`{max}`, `{field}`), which the hint asks to keep. */
const messageWith = (placeholder: string, said: FieldWords) =>
  keeping(upTo(120), placeholder, { ...said, hint: filledWords(words.keepHint, { placeholder }) });

export const contactCopySchema = z.object({
  heading: upTo(40).meta(words.heading),
  intro: upTo(160).meta({ ...words.intro, ...multiline }),
  /** `{current}` and `{total}` are replaced. */
  progress: upTo(40).includes('{current}').includes('{total}').meta(words.progress),
  steps: z
    .object({
      about: step(words['steps.about']),
      project: step(words['steps.project']),
      thanks: z
        .object({
          title: upTo(48).meta(words['step.title']),
          body: upTo(200).meta({ ...words['steps.thanks.body'], ...multiline }),
          cases: upTo(80).meta(words['steps.thanks.cases']),
          altEmail: upTo(80).meta(words['steps.thanks.altEmail']),
        })
        .meta(words['steps.thanks']),
    })
    .meta(words.steps),
  fields: z
    .object({
      ...alike(['name', 'company', 'email'], (key) => field(words[`fields.${key}`])),
      comments: z
        .object({
          ...fieldShape,
          /** `{max}` is replaced by the limit, written as the page's language writes numbers. */
          hint: keeping(upTo(60), '{max}', {
            ...words['fields.comments.hint'],
            hint: filledWords(words.keepHint, { placeholder: '{max}' }),
          }),
        })
        .meta({ ...words['fields.comments'], editor: { layout: [6, 6, 12] } }),
      honeypot: z.object({ label: fieldShape.label }).meta(words['fields.honeypot']),
    })
    .meta(words.fields),
  buttons: z
    .object({
      continue: upTo(24).meta(words['buttons.continue']),
      previous: upTo(24).meta(words['buttons.previous']),
      submit: upTo(24).meta(words['buttons.submit']),
      sending: upTo(40).meta(words['buttons.sending']),
    })
    .meta({ ...words.buttons, editor: { layout: [6, 6, 6, 6] } }),
  errors: z
    .object({
      ...messages('required'),
      /** `{max}` is replaced by the limit. */
      tooLong: messageWith('{max}', words['errors.tooLong']),
      ...messages('singleLine', 'encodedWord', 'characters', 'email', 'notText', 'invalid', 'unknownField'),
      /** `{field}` is replaced by the refused name (`__proto__`, `constructor`, `prototype`). */
      reservedField: messageWith('{field}', words['errors.reservedField']),
      ...messages('repeated', 'malformed'),
      tooLarge: messageWith('{max}', words['errors.tooLarge']),
      // busy: the outbox could not take the message right now (503), nothing was stored, try again shortly;
      // failed: shown in the page's language beside the spec's fixed alert when sending fails.
      ...messages('unsupportedType', 'tooMany', 'busy', 'failed', 'pageTitle'),
      back: upTo(40).meta(words['errors.back']),
    })
    .meta(words.errors),
});

/** The contact form's words in one language: what the page, the island and the endpoint read. */
export type ContactCopy = z.infer<typeof contactCopySchema>;

/** A setting that reads the same in every language, in a form the editor can check too. */
const setting = (pattern: RegExp, error: string, said: FieldWords) =>
  text.regex(pattern, { error }).meta({ ...said, editor: { sameInEveryLanguage: true } });

/** A language's name as a label: "español" → "Español". */
const capitalized = (name: Words) => inEditorLanguages((lang) => name[lang][0]!.toUpperCase() + name[lang].slice(1));

/**
 * The e-mail the studio receives for each message. Each field's hint (shown in the editor) says which
 * `{placeholders}` it takes; the visitor's values are escaped for HTML by the mailer, never by the wording.
 */
export const contactEmailSchema = z.object({
  // Patterns the editor can check too; whether Intl knows the tag and the zone is checked where the e-mail is
  // loaded (./email.ts), since only the server's runtime can say.
  language: setting(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a language tag, such as es-AR', words['email.language']),
  timeZone: setting(
    /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+)+)$/,
    'an IANA time zone, such as America/Argentina/Buenos_Aires',
    words['email.timeZone'],
  ),
  subject: text.meta(words['email.subject']),
  intro: text.meta(words['email.intro']),
  labels: z
    .object({
      name: text.meta(words['email.labels.name']),
      company: text.meta(words['email.labels.company']),
      email: text.meta(words['email.labels.email']),
      language: text.meta(words['email.labels.language']),
      received: text.meta(words['email.labels.received']),
      details: text.meta(words['email.labels.details']),
    })
    .meta({ ...words['email.labels'], editor: { layout: [6, 6, 6, 6, 6, 6] } }),
  languages: z
    .object(
      Object.fromEntries(
        locales.map((lang) => [lang, text.meta({ label: capitalized(localeInfo[lang].name) })]),
      ) as Record<Locale, typeof text>,
    )
    .meta(words['email.languages']),
  replyHint: text.meta(words['email.replyHint']),
  reference: keeping(text, '{id}', words['email.reference']),
});

export type ContactEmailCopy = z.infer<typeof contactEmailSchema>;
