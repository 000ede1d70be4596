// The shape of the contact form's words (src/content/contact-form/{es,en}.yaml): every label, placeholder,
// button, step title, helper text and error message. A field missing in one language fails the build.
import { z } from 'astro/zod';

const text = z.string().trim().min(1);
const field = z.object({ label: text, placeholder: text });
const step = z.object({ title: text, helper: text });

export const contactFormSchema = z.object({
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
    repeated: text,
    malformed: text,
    tooLarge: text.includes('{max}'),
    unsupportedType: text,
    tooMany: text,
    /** Shown in the page's language beside the spec's fixed alert when sending fails. */
    failed: text,
    pageTitle: text,
    back: text,
  }),
});

export type ContactFormWords = z.infer<typeof contactFormSchema>;
