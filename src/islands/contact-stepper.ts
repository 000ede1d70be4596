// The contact stepper's rules, free of React and the DOM: what each step checks, what is sent, how an answer reads.
import { emailPattern, honeypotField, type ContactField, type ContactFields } from '../lib/contact/rules.ts';
import { fill } from '../lib/text.ts';

/** The spec's alert texts: fixed facts, the same on both languages' pages. */
export const alerts = {
  required: 'Please fill out all required fields.',
  email: 'Please enter a valid email address.',
  failed: 'Hubo un problema al enviar el formulario. Intenta nuevamente.',
} as const;

export type Step = 1 | 2 | 3;
export const totalSteps = 3;

/** Inline messages per field, in the page's language; `form` is about the whole submission. */
export type FieldErrors = Partial<Record<ContactField | 'form', string>>;

export interface StepMessages {
  required: string;
  email: string;
}

export type StepCheck = { ok: true } | { ok: false; alert?: string; errors: FieldErrors; focus: ContactField };

export const aboutFields = ['name', 'company', 'email'] as const satisfies readonly ContactField[];

/** Step 1: name, company and e-mail all filled in, else the "required" alert; then the e-mail pattern. */
export function checkAbout(values: Pick<ContactFields, (typeof aboutFields)[number]>, messages: StepMessages): StepCheck {
  const empty = aboutFields.filter((field) => values[field].trim() === '');
  if (empty.length > 0) {
    return {
      ok: false,
      alert: alerts.required,
      errors: Object.fromEntries(empty.map((field) => [field, messages.required])),
      focus: empty[0]!,
    };
  }
  if (!emailPattern.test(values.email.trim())) return { ok: false, alert: alerts.email, errors: { email: messages.email }, focus: 'email' };
  return { ok: true };
}

/** Step 2: the project details are required (the browser says so too; no alert in the spec). */
export function checkProject(values: Pick<ContactFields, 'comments'>, messages: StepMessages): StepCheck {
  if (values.comments.trim() === '') return { ok: false, errors: { comments: messages.required }, focus: 'comments' };
  return { ok: true };
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
  return { name: read('name'), company: read('company'), email: read('email'), comments: read('comments'), [honeypotField]: read(honeypotField) };
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
    return { kind: 'failed', reason: `HTTP ${response.status}`, errors: stringsOnly((data as { errors?: unknown } | undefined)?.errors) };
  }
  if (data === undefined) return { kind: 'failed', reason: `HTTP ${response.status} with a body that is not JSON`, errors: {} };
  return code === 200 ? { kind: 'sent' } : { kind: 'ignored' };
}

/** "Step {current} of {total}" in the page's language. */
export function progressLabel(template: string, current: Step): string {
  return fill(template, { current, total: totalSteps });
}
