// The contact form's three steps where scripts run (src/components/contact/ContactStepper.astro, docs/contact.md):
// each step checked before the next, the spec's alerts, a message posted as JSON with a spinner, the thank-you step
// on the spec's `code: 200`. The layout fetches it once the page is idle; it marks the stepper `data-enhanced` once it
// has taken over.
import type { Locale } from '../i18n/routes.ts';
import type { ContactField } from '../lib/contact/rules.ts';
import {
  alerts,
  buildPayload,
  checkAbout,
  checkProject,
  fieldError,
  fieldToFix,
  readAnswer,
  stepHeadingId,
  stepOf,
  valuesFrom,
  type FieldErrors,
  type Outcome,
  type Step,
  type StepCheck,
} from './contact-stepper-rules.ts';

/**
 * What the visitor has typed, kept in the tab until the message is sent, so that a reload (or the other language's
 * page) loses none of it. Storage the browser refuses (a private window's, a full one) keeps nothing, silently.
 */
const draft = {
  key: 'lumbre:contact-draft',
  read(): Partial<Record<ContactField, string>> {
    try {
      return JSON.parse(sessionStorage.getItem(this.key) ?? '{}') as Partial<Record<ContactField, string>>;
    } catch {
      return {};
    }
  },
  write(fields: Partial<Record<ContactField, string>> | null) {
    try {
      if (fields) sessionStorage.setItem(this.key, JSON.stringify(fields));
      else sessionStorage.removeItem(this.key);
    } catch {
      // Nothing kept: the form works as it did.
    }
  },
};

const stepper = document.querySelector<HTMLElement>('.stepper:not([data-enhanced])');
if (stepper) takeOver(stepper);

/**
 * Resolves once the browser has painted what the page just changed, so that work after it does not delay that paint;
 * at the latest after 100 ms, since a tab sent to the background paints nothing.
 */
const afterNextPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });

/** Sets an ARIA state to "true", or removes it. */
const flag = (element: Element, attribute: string, on: boolean) =>
  on ? element.setAttribute(attribute, 'true') : element.removeAttribute(attribute);

function takeOver(stepper: HTMLElement) {
  const form = stepper.querySelector('form')!;
  const part = <T extends Element>(selector: string) => stepper.querySelector<T>(selector)!;
  const field = (name: ContactField) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const lang = (form.elements.namedItem('lang') as HTMLInputElement).value as Locale;
  const { required = '', invalidEmail: email = '', failed = '', sending: sendingWords = '' } = stepper.dataset;
  const messages = { required, email, alerts: alerts[lang] };
  const back = part<HTMLButtonElement>('[data-previous]');
  const submit = part<HTMLButtonElement>('[type="submit"]');
  // Put in while a message is on its way: a progress bar in the page's HTML would be one that never ends.
  const spinner = Object.assign(document.createElement('span'), { className: 'stepper__spinner' });
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-label', sendingWords);
  // What the form says above its buttons (a refusal), and what is announced while it sends.
  const formMessage = part<HTMLElement>('.stepper__status');
  const sendingNote = part<HTMLElement>('[role="status"]');
  // The errors on screen: a field said wrong is checked again as it changes.
  let shown: FieldErrors = {};
  // A second press while a message is on its way sends nothing.
  let inFlight = false;

  const values = () => valuesFrom(new FormData(form));
  const fieldNames = Object.keys(stepOf) as ContactField[];
  /** The typed fields into the draft. */
  const keep = () => draft.write(Object.fromEntries(fieldNames.map((name) => [name, field(name).value])));

  /** Shows a step; its heading takes focus unless a field is about to. */
  const show = (step: Step, focusHeading = true) => {
    stepper.dataset.step = String(step);
    if (focusHeading) part<HTMLElement>(`#${stepHeadingId(step)}`).focus();
  };

  /**
   * Each field's message, `aria-invalid` and description as `errors` say, and the form's own message above its
   * buttons; only what changes is written, so a step with nothing to say makes the browser redo nothing.
   */
  const showErrors = (errors: FieldErrors) => {
    const before = shown;
    shown = errors;
    if (errors.form !== before.form) formMessage.textContent = errors.form ?? '';
    for (const name of fieldNames) {
      const message = errors[name];
      if (message === before[name]) continue;
      const control = field(name);
      part<HTMLElement>(`#${control.id}-error`).textContent = message ?? '';
      flag(control, 'aria-invalid', Boolean(message));
      const hint = stepper.querySelector(`#${control.id}-hint`);
      const describedBy = [hint?.id, message ? `${control.id}-error` : undefined].filter(Boolean).join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      else control.removeAttribute('aria-describedby');
    }
  };

  /** A failed check inline, focus in its first field, then the spec's alert if it has one. */
  const reject = (check: Exclude<StepCheck, { ok: true }>) => {
    showErrors(check.errors);
    field(check.focus).focus();
    if (check.alert) window.alert(check.alert);
  };

  /** The spinner and its words while a message is on its way; the way back waits, the way on says it is busy. */
  const showSending = (on: boolean) => {
    flag(form, 'aria-busy', on);
    flag(submit, 'aria-disabled', on);
    back.disabled = on;
    if (on) sendingNote.before(spinner);
    else spinner.remove();
    sendingNote.textContent = on ? sendingWords : '';
  };

  const next = () => {
    const check = checkAbout(values(), messages);
    if (!check.ok) return reject(check);
    showErrors({});
    show(2);
  };

  const send = async () => {
    if (inFlight) return;
    const check = checkProject(values(), messages);
    if (!check.ok) return reject(check);
    inFlight = true;
    showErrors({});
    showSending(true);
    // The spinner first: the request's own start (a few ms on a slow phone) waits for the frame that shows it.
    await afterNextPaint();
    let outcome: Outcome;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(buildPayload(values())),
      });
      outcome = await readAnswer(response);
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error), errors: {} };
    }
    inFlight = false;
    showSending(false);
    if (outcome.kind === 'sent') {
      draft.write(null);
      return show(3);
    }
    if (outcome.kind === 'ignored') return;
    console.error(`The contact form could not be sent: ${outcome.reason}`);
    // A field the server refused (an address the browser let through, say): back to the step that holds it, its
    // reason beside it and focus in it. Either way the page shows why, spinner gone, before the alert blocks it.
    const fix = fieldToFix(outcome.errors, messages);
    showErrors(fix ? outcome.errors : { ...outcome.errors, form: outcome.errors.form ?? failed });
    if (fix) {
      show(fix.step, false);
      field(fix.field).focus();
    }
    window.alert(fix?.alert ?? messages.alerts.failed);
  };

  // A field said wrong follows its value: its error says what is wrong now (an e-mail typed but not whole, then
  // emptied) and goes once its value is right. A field not yet said wrong waits for the next press.
  form.addEventListener('input', (event) => {
    const { name, value } = event.target as HTMLInputElement;
    if (!(name in stepOf)) return;
    keep();
    if (!shown[name as ContactField]) return;
    const now = fieldError(name as ContactField, value, messages);
    if (now !== shown[name as ContactField]) showErrors({ ...shown, [name]: now });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (stepper.dataset.step === '1') next();
    else if (stepper.dataset.step === '2') void send();
  });
  part('[data-next]').addEventListener('click', next);
  back.addEventListener('click', () => show(1));
  // A draft of this tab comes back into the fields the browser left empty.
  const kept = draft.read();
  for (const name of fieldNames) if (!field(name).value && kept[name]) field(name).value = kept[name];
  // The steps check the fields themselves, in the page's words.
  form.noValidate = true;
  // Once now, while the page is idle: reading the form and the e-mail rule (its patterns, the URL parser) take a few
  // ms on a slow phone the first time, which would otherwise fall inside the first Continue.
  values();
  fieldError('email', 'ana@norte.com.ar', messages);
  stepper.dataset.enhanced = '';
}
