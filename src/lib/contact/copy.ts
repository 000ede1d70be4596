// The contact form's words (src/content/contact-form/{es,en}.yaml: every label, placeholder, button, step title,
// helper text and error message) and the studio's notification e-mail (src/content/contact-email.yaml), as
// schemas. A field missing in one language fails the build; a mistake in the e-mail's file stops the server's start.
import { z } from 'astro/zod';
import { locales, type Locale } from '../../i18n/routes.ts';

const text = z.string().trim().min(1);

const field = z.object({ label: text, placeholder: text });
const step = z.object({ title: text, helper: text });

export const contactCopySchema = z.object({
  heading: text,
  intro: text,
  /** `{current}` and `{total}` are replaced. */
  progress: text.includes('{current}').includes('{total}'),
  steps: z.object({
    about: step,
    project: step,
    thanks: z.object({ title: text, body: text, cases: text, altEmail: text }),
  }),
  fields: z.object({
    name: field,
    company: field,
    email: field,
    comments: field.extend({ hint: text }),
    honeypot: z.object({ label: text }),
  }),
  buttons: z.object({ continue: text, previous: text, submit: text, sending: text }),
  errors: z.object({
    required: text,
    /** `{max}` is replaced by the limit. */
    tooLong: text.includes('{max}'),
    singleLine: text,
    characters: text,
    email: text,
    notText: text,
    invalid: text,
    unknownField: text,
    /** `{field}` is replaced by the refused name (`__proto__`, `constructor`, `prototype`). */
    reservedField: text.includes('{field}'),
    repeated: text,
    malformed: text,
    tooLarge: text.includes('{max}'),
    unsupportedType: text,
    tooMany: text,
    /** The outbox could not take the message right now (503): nothing was stored, try again shortly. */
    busy: text,
    /** Shown in the page's language beside the spec's fixed alert when sending fails. */
    failed: text,
    pageTitle: text,
    back: text,
  }),
});

/** The contact form's words in one language: what the page, the island and the endpoint read. */
export type ContactCopy = z.infer<typeof contactCopySchema>;

/**
 * The e-mail the studio receives for each message. Each field's hint (shown in the editor) says which
 * `{placeholders}` it takes; the visitor's values are escaped for HTML by the mailer, never by the wording.
 */
export const contactEmailSchema = z.object({
  // Patterns the editor can check too; whether Intl knows the tag and the zone is checked where the e-mail is
  // loaded (./email.ts), since only the server's runtime can say.
  language: text.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: 'a language tag, such as es-AR' }).meta({ title: 'Language of the e-mail', description: 'A language tag such as es-AR: it sets how the date received is written.' }),
  timeZone: text
    .regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+)+)$/, { error: 'an IANA time zone, such as America/Argentina/Buenos_Aires' })
    .meta({ title: 'Time zone', description: 'The date received is shown in this zone, e.g. America/Argentina/Buenos_Aires.' }),
  subject: text.meta({ title: 'Subject', description: '{name} and {company} are replaced by the visitor’s name and company.' }),
  intro: text.meta({ title: 'First line' }),
  labels: z.object({ name: text, company: text, email: text, language: text, received: text, details: text }).meta({ title: 'Labels of the fields' }),
  languages: z.object(Object.fromEntries(locales.map((lang) => [lang, text])) as Record<Locale, typeof text>).meta({ title: 'Names of the site’s languages', description: 'Which version of the site the message was sent from.' }),
  replyHint: text.meta({ title: 'Reply hint', description: '{name} is replaced by the visitor’s name.' }),
  reference: text.includes('{id}').meta({ title: 'Reference line', description: '{id} is replaced by the message’s id; keep it, it finds the message in npm run contact:list.' }),
});

export type ContactEmailCopy = z.infer<typeof contactEmailSchema>;
