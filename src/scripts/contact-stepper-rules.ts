// The contact stepper's rules, free of the DOM (./contact-stepper.ts applies them): what each step checks, what is
// sent, how an answer reads.
import { honeypotField, type ContactField, type ContactFields } from '../lib/contact/rules.ts';
import { mailbox } from '../lib/contact/email-address.ts';
import type { Locale } from '../i18n/routes.ts';
import { fill } from '../lib/text.ts';
import fixedWords from '../lib/contact/fixed-words.json' with { type: 'json' };

export interface StepAlerts {
  required: string;
  email: string;
  failed: string;
}

/**
 * The brief's alerts, in the page's language (`src/lib/contact/fixed-words.json`): word for word in the language the
 * brief wrote each one in (English for the first two, Spanish for the third, its "Intenta" included) and a natural
 * translation in the others, Spanish in voseo. Fixed facts of the brief rather than content a marketer rewords.
 */
export const alerts = Object.fromEntries(
  Object.entries(fixedWords).map(([lang, { alerts }]) => [lang, alerts]),
) as Readonly<Record<Locale, StepAlerts>>;

export type Step = 1 | 2 | 3;
export const totalSteps = 3;

/** Inline messages per field, in the page's language; `form` is about the whole submission. */
export type FieldErrors = Partial<Record<ContactField | 'form', string>>;

/** What a failed check says: the inline messages of the page's copy, and the alerts in its language. */
export interface StepMessages {
  required: string;
  email: string;
  alerts: StepAlerts;
}

export type StepCheck = { ok: true } | { ok: false; alert?: string; errors: FieldErrors; focus: ContactField };

export const aboutFields = ['name', 'company', 'email'] as const satisfies readonly ContactField[];

/** What is wrong with one field's value, in the page's words: empty, or an e-mail the server would refuse. */
export function fieldError(
  field: ContactField,
  value: string,
  messages: Omit<StepMessages, 'alerts'>,
): string | undefined {
  if (value.trim() === '') return messages.required;
  if (field === 'email' && mailbox(value.trim()) === null) return messages.email;
  return undefined;
}

/**
 * Step 1: name, company and e-mail all filled in, else the "required" alert; then the e-mail, by the server's own
 * rule. Every field in the wrong shows its own message at once, whichever alert speaks for them.
 */
export function checkAbout(
  values: Pick<ContactFields, (typeof aboutFields)[number]>,
  messages: StepMessages,
): StepCheck {
  const errors: FieldErrors = {};
  for (const field of aboutFields) {
    const problem = fieldError(field, values[field], messages);
    if (problem) errors[field] = problem;
  }
  const wrong = aboutFields.filter((field) => errors[field]);
  if (wrong.length === 0) return { ok: true };
  const anyEmpty = wrong.some((field) => errors[field] === messages.required);
  return { ok: false, alert: anyEmpty ? messages.alerts.required : messages.alerts.email, errors, focus: wrong[0]! };
}

/** Step 2: the project details are required (the browser says so too; no alert in the spec). */
export function checkProject(values: Pick<ContactFields, 'comments'>, messages: StepMessages): StepCheck {
  const problem = fieldError('comments', values.comments, messages);
  return problem ? { ok: false, errors: { comments: problem }, focus: 'comments' } : { ok: true };
}

/** The step that holds each field. */
export const stepOf: Readonly<Record<ContactField, Step>> = { name: 1, company: 1, email: 1, comments: 2 };

/**
 * Where a refused submission takes the visitor: the first field the server named, in the form's order, with the
 * alert that fits it (the e-mail's own alert for the e-mail, else the failure's); null when it named no field.
 */
export function fieldToFix(
  errors: FieldErrors,
  messages: Pick<StepMessages, 'alerts'>,
): { field: ContactField; step: Step; alert: string } | null {
  const field = (Object.keys(stepOf) as ContactField[]).find((name) => errors[name]);
  if (!field) return null;
  return { field, step: stepOf[field], alert: field === 'email' ? messages.alerts.email : messages.alerts.failed };
}

export interface Payload {
  body: ContactFields & { [honeypotField]?: string };
}

/** The spec's request body. The honeypot travels only when something filled it, so the server can drop it. */
export function buildPayload(values: ContactFields & { [honeypotField]?: string }): Payload {
  const { name, email, company, comments } = values;
  const trap = values[honeypotField] ?? '';
  return { body: { name, email, company, comments, ...(trap ? { [honeypotField]: trap } : {}) } };
}

/** The form's current values, read from its FormData-like entries. */
export function valuesFrom(data: { get: (name: string) => unknown }): ContactFields & { [honeypotField]: string } {
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: read('name'),
    company: read('company'),
    email: read('email'),
    comments: read('comments'),
    [honeypotField]: read(honeypotField),
  };
}

/**
 * What an answer means for the visitor. `sent`: step 3. `ignored`: HTTP OK but `code` is not 200, so nothing
 * changes and nothing shows. `failed`: a non-OK answer (or an OK one that is not JSON), which the spec logs and
 * alerts; `errors` carries the server's per-field messages when it sent any.
 */
export type Outcome = { kind: 'sent' } | { kind: 'ignored' } | { kind: 'failed'; reason: string; errors: FieldErrors };

const stringsOnly = (value: unknown): FieldErrors => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, message]) => typeof message === 'string')) as FieldErrors;
};

export async function readAnswer(response: Response): Promise<Outcome> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const code = (data as { code?: unknown } | undefined)?.code;
  if (!response.ok) {
    return {
      kind: 'failed',
      reason: `HTTP ${response.status}`,
      errors: stringsOnly((data as { errors?: unknown } | undefined)?.errors),
    };
  }
  if (data === undefined)
    return { kind: 'failed', reason: `HTTP ${response.status} with a body that is not JSON`, errors: {} };
  return code === 200 ? { kind: 'sent' } : { kind: 'ignored' };
}

/** The id of a step's heading, which takes focus when the step shows. */
export const stepHeadingId = (step: Step) => `contact-step-${step}`;

/** "Step {current} of {total}" in the page's language. */
export function progressLabel(template: string, current: Step): string {
  return fill(template, { current, total: totalSteps });
}
