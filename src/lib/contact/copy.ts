// The contact form's words (src/content/contact-form/{es,en}.yaml: every label, placeholder, button, step title,
// helper text and error message) and the studio's notification e-mail (src/content/contact-email.yaml), as
// schemas. A field missing in one language fails the build; a mistake in the e-mail's file stops the server's start.
import { z } from 'astro/zod';

const text = z.string().trim().min(1);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
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
 * The e-mail the studio receives for each message. `{name}`, `{company}` and `{id}` are replaced where the
 * field's comment says so; the visitor's values are escaped for HTML by the mailer, never by the wording.
 */
export const contactEmailSchema = z.object({
  /** BCP 47 language of the e-mail (its `lang` and the date's format). */
  language: text,
  /** IANA time zone the date received is shown in. */
  timeZone: text.refine(isTimeZone, { error: 'an IANA time zone, such as America/Argentina/Buenos_Aires' }),
  /** `{name}` and `{company}` are replaced. */
  subject: text,
  intro: text,
  labels: z.object({ name: text, company: text, email: text, language: text, received: text, details: text }),
  /** How the site's languages are named in the e-mail. */
  languages: z.object({ es: text, en: text }),
  /** `{name}` is replaced. */
  replyHint: text,
  /** `{id}` is replaced by the message's id. */
  reference: text.includes('{id}'),
});

export type ContactEmailCopy = z.infer<typeof contactEmailSchema>;
