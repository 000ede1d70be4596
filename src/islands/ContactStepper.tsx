import { useEffect, useRef, useState, type ReactNode, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Locale } from '../i18n/routes.ts';
import type { ContactCopy } from '../lib/contact/copy.ts';
import { contactEndpoint, honeypotField, maxLengths, thanksAnchor, type ContactField } from '../lib/contact/rules.ts';
import { mailboxPattern } from '../lib/contact/email-address.ts';
import { fill } from '../lib/text.ts';
import {
  alerts,
  buildPayload,
  checkAbout,
  checkProject,
  fieldError,
  fieldToFix,
  progressLabel,
  readAnswer,
  stepOf,
  valuesFrom,
  type FieldErrors,
  type Outcome,
  type Step,
  type StepCheck,
} from './contact-stepper.ts';
import './contact-stepper.css';

type FieldCopy = ContactCopy['fields'][ContactField];

/**
 * The words the stepper shows, already in the page's language (src/content/contact-form): the form's copy without
 * its heading and the endpoint's own error texts, which stay on the server.
 */
export type StepperCopy = Pick<ContactCopy, 'progress' | 'steps' | 'fields' | 'buttons'> & {
  errors: Pick<ContactCopy['errors'], 'required' | 'email' | 'failed'>;
};

interface Props {
  lang: Locale;
  copy: StepperCopy;
  /** All case studies, for the thank-you step. */
  casesHref: string;
  /** The alternative address offered on the thank-you step. */
  projectsEmail: string;
}

const idOf = (name: string) => `contact-${name}`;

/**
 * The three-step contact form. Its server-rendered HTML is also the plain form that works without JavaScript:
 * CSS shows both field steps and a native submit there (`@media (scripting: none)`), and one step at a time
 * where scripts run, so hydration changes nothing on screen (./contact-stepper.css).
 */
export default function ContactStepper({ lang, copy, casesHref, projectsEmail }: Props) {
  const [step, setStep] = useState<Step>(1);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // State updates are not synchronous; this guard is what makes a double click send once.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  // Where focus goes once the next render is on screen.
  const focusTarget = useRef<HTMLElement | null | undefined>(undefined);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    focusTarget.current?.focus();
    focusTarget.current = undefined;
  });

  const field = (name: ContactField) =>
    form.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const values = () => valuesFrom(new FormData(form.current ?? undefined));
  const messages = { ...copy.errors, alerts: alerts[lang] };

  const goTo = (next: Step) => {
    focusTarget.current = headings.current[next];
    setStep(next);
  };

  /** Shows a failed check inline, then the spec's alert if it has one. */
  const reject = (check: Exclude<StepCheck, { ok: true }>) => {
    focusTarget.current = field(check.focus);
    flushSync(() => setErrors(check.errors));
    if (check.alert) window.alert(check.alert);
  };

  const next = () => {
    const check = checkAbout(values(), messages);
    if (!check.ok) return reject(check);
    setErrors({});
    goTo(2);
  };

  const send = async () => {
    if (inFlight.current) return;
    const check = checkProject(values(), messages);
    if (!check.ok) return reject(check);
    inFlight.current = true;
    setErrors({});
    setSending(true);
    let outcome: Outcome;
    try {
      const response = await fetch(contactEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(buildPayload(values())),
      });
      outcome = await readAnswer(response);
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error), errors: {} };
    }
    inFlight.current = false;
    if (outcome.kind === 'sent') {
      setSending(false);
      goTo(3);
      return;
    }
    if (outcome.kind === 'ignored') {
      setSending(false);
      return;
    }
    console.error(`The contact form could not be sent: ${outcome.reason}`);
    // A field the server refused (an address the browser let through, say): back to the step that holds it, its
    // reason beside it and focus in it. Either way the page shows why, spinner gone, before the alert blocks it.
    const fix = fieldToFix(outcome.errors, messages);
    if (fix) focusTarget.current = field(fix.field);
    flushSync(() => {
      setSending(false);
      setErrors(fix ? outcome.errors : { ...outcome.errors, form: outcome.errors.form ?? copy.errors.failed });
      if (fix) setStep(fix.step);
    });
    window.alert(fix?.alert ?? messages.alerts.failed);
  };

  /**
   * A field said wrong is checked again as it changes: its error says what is wrong now (an e-mail typed but not
   * whole, then emptied) and goes once its value is right. A field not yet said wrong waits for the next press.
   */
  const recheck = (event: SyntheticEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    const shown = errors[name as ContactField];
    if (!shown || !(name in stepOf)) return;
    const now = fieldError(name as ContactField, value, messages);
    if (now !== shown) setErrors((errors) => ({ ...errors, [name]: now }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) next();
    else if (step === 2) void send();
  };

  /** A step's heading: the step count (shown where scripts run), its title, and a place to put focus. */
  const heading = (current: Step, title: string) => (
    <h3
      id={`contact-step-${current}`}
      className="stepper__title"
      tabIndex={-1}
      ref={(element) => void (headings.current[current] = element)}
    >
      <span className="eyebrow stepper__count stepper__js">{progressLabel(copy.progress, current)}</span> {title}
    </h3>
  );

  /** What every field's control carries: its name, placeholder, limit and the state of its check. */
  const controlProps = (name: ContactField, describedBy: string | undefined) => ({
    id: idOf(name),
    name,
    placeholder: copy.fields[name].placeholder,
    required: true,
    maxLength: maxLengths[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
  });

  const input = (
    name: Exclude<ContactField, 'comments'>,
    type: string,
    autoComplete: string,
    extra: Record<string, string> = {},
  ) => (
    <Field name={name} copy={copy.fields[name]} error={errors[name]}>
      {(describedBy) => (
        <input {...controlProps(name, describedBy)} type={type} autoComplete={autoComplete} {...extra} />
      )}
    </Field>
  );

  return (
    <div className="stepper" data-step={step}>
      <div className="stepper__bar stepper__js" aria-hidden="true">
        <span></span>
        <span></span>
        <span></span>
      </div>
      <form
        ref={form}
        className="stepper__form"
        method="post"
        action={contactEndpoint}
        noValidate={hydrated}
        aria-busy={sending || undefined}
        onSubmit={onSubmit}
        onInput={recheck}
      >
        <input type="hidden" name="lang" value={lang} />
        {/* Bots fill what people cannot see. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={idOf(honeypotField)}>{copy.fields.honeypot.label}</label>
          <input
            id={idOf(honeypotField)}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <fieldset className="stepper__panel" data-panel="1">
          <legend className="stepper__legend">{heading(1, copy.steps.about.title)}</legend>
          <p className="stepper__helper">{copy.steps.about.helper}</p>
          {input('name', 'text', 'name')}
          {input('company', 'text', 'organization')}
          {input('email', 'email', 'email', { pattern: mailboxPattern, inputMode: 'email', spellCheck: 'false' })}
          <div className="stepper__actions">
            <button type="button" className="stepper__button stepper__button--primary stepper__js" onClick={next}>
              {copy.buttons.continue}
            </button>
          </div>
        </fieldset>

        <fieldset className="stepper__panel" data-panel="2">
          <legend className="stepper__legend">{heading(2, copy.steps.project.title)}</legend>
          <p className="stepper__helper">{copy.steps.project.helper}</p>
          <Field
            name="comments"
            copy={copy.fields.comments}
            hint={fill(copy.fields.comments.hint, { max: maxLengths.comments.toLocaleString(lang) })}
            error={errors.comments}
          >
            {(describedBy) => <textarea {...controlProps('comments', describedBy)} rows={7} />}
          </Field>
          <p className="stepper__status" role="alert">
            {errors.form}
          </p>
          <div className="stepper__actions">
            <button
              type="button"
              className="stepper__button stepper__button--ghost stepper__js"
              onClick={() => goTo(1)}
              disabled={sending}
            >
              <span aria-hidden="true">←</span>
              <span className="stepper__back-words">{copy.buttons.previous}</span>
            </button>
            <button
              type="submit"
              className="stepper__button stepper__button--primary"
              aria-disabled={sending || undefined}
            >
              {copy.buttons.submit}
            </button>
            {sending && <span className="stepper__spinner" role="progressbar" aria-label={copy.buttons.sending}></span>}
            <span className="visually-hidden" role="status">
              {sending ? copy.buttons.sending : ''}
            </span>
          </div>
        </fieldset>
      </form>

      <section
        id={thanksAnchor[lang]}
        className="stepper__panel stepper__thanks"
        data-panel="3"
        aria-labelledby="contact-step-3"
      >
        {heading(3, copy.steps.thanks.title)}
        <p>{copy.steps.thanks.body}</p>
        <p>
          <a className="onward-link" href={casesHref}>
            {copy.steps.thanks.cases}
          </a>
        </p>
        <p className="stepper__helper">
          {copy.steps.thanks.altEmail} <a href={`mailto:${projectsEmail}`}>{projectsEmail}</a>
        </p>
      </section>
    </div>
  );
}

interface FieldProps {
  name: ContactField;
  copy: FieldCopy;
  hint?: string;
  error: string | undefined;
  /** Renders the control, given the ids that describe it (hint and error). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and its error, which is announced when it appears. */
function Field({ name, copy, hint, error, children }: FieldProps) {
  const hintId = hint ? `${idOf(name)}-hint` : undefined;
  const errorId = `${idOf(name)}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="stepper-field">
      <label className="stepper-field__label" htmlFor={idOf(name)}>
        {copy.label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="stepper-field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="stepper-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
