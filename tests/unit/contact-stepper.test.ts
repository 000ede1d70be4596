import { describe, expect, it } from 'vitest';
import {
  alerts,
  buildPayload,
  checkAbout,
  checkProject,
  fieldToFix,
  progressLabel,
  readAnswer,
  valuesFrom,
} from '../../src/scripts/contact-stepper-rules.ts';

const messages = { required: 'Completá este campo.', email: 'Ingresá un e-mail válido.', alerts: alerts.en };
const about = { name: 'Ana', company: 'Norte', email: 'ana@norte.com' };

describe("the alerts, in the page's language", () => {
  // The brief's strings are facts in the language it wrote them in; the other language gets its own.
  it("on an English page: the brief's two English alerts as written, the failure in English", () => {
    expect(checkAbout({ ...about, name: '' }, { ...messages, alerts: alerts.en })).toMatchObject({
      alert: 'Please fill out all required fields.',
    });
    expect(checkAbout({ ...about, email: 'ana@' }, { ...messages, alerts: alerts.en })).toMatchObject({
      alert: 'Please enter a valid email address.',
    });
    expect(fieldToFix({ company: 'x' }, { alerts: alerts.en })?.alert).toMatch(
      /^There was a problem sending the form\./,
    );
  });

  it("on a Spanish page: the brief's Spanish failure as written, the other two in Spanish", () => {
    const spanish = { ...messages, alerts: alerts.es };
    expect(fieldToFix({ company: 'x' }, spanish)?.alert).toBe(
      'Hubo un problema al enviar el formulario. Intenta nuevamente.',
    );
    for (const change of [{ name: '' }, { email: 'ana@' }]) {
      const alert = (checkAbout({ ...about, ...change }, spanish) as { alert: string }).alert;
      expect(alert).not.toMatch(/Please/);
      expect(alert).toMatch(/[áéíóúñ]|Completá|Ingresá/);
    }
  });
});

describe('a field the server refused', () => {
  it("takes the visitor to the first one in the form's order, on the step that holds it", () => {
    expect(fieldToFix({ comments: 'a', email: 'b' }, messages)).toEqual({
      field: 'email',
      step: 1,
      alert: alerts.en.email,
    });
    expect(fieldToFix({ comments: 'a' }, messages)).toEqual({ field: 'comments', step: 2, alert: alerts.en.failed });
  });

  it('is none when the server named only the form', () => {
    expect(fieldToFix({ form: 'Too many messages.' }, messages)).toBeNull();
  });
});

describe('step 1', () => {
  it('passes with the three fields and a valid e-mail', () => {
    expect(checkAbout(about, messages)).toEqual({ ok: true });
  });

  it.each([
    [{ name: '' }, ['name']],
    [{ company: '   ' }, ['company']],
    [{ email: '' }, ['email']],
    [{ name: '', company: '', email: '' }, ['name', 'company', 'email']],
  ])('with %j empty: the required alert, inline errors, focus on the first', (change, empty) => {
    const check = checkAbout({ ...about, ...change }, messages);
    expect(check).toEqual({
      ok: false,
      alert: 'Please fill out all required fields.',
      errors: Object.fromEntries(empty.map((field) => [field, 'Completá este campo.'])),
      focus: empty[0],
    });
  });

  it('says every wrong field at once, the required alert first', () => {
    expect(checkAbout({ ...about, company: '', email: 'nope' }, messages)).toEqual({
      ok: false,
      alert: alerts.en.required,
      errors: { company: 'Completá este campo.', email: 'Ingresá un e-mail válido.' },
      focus: 'company',
    });
  });

  it.each([
    'ana',
    'ana@norte',
    'ana @norte.com',
    'ana@norte.',
    '@norte.com',
    'a@b@c.d',
    'ana..b@norte.com',
    'ñandú@norte.com',
    'ana@-norte.com',
  ])('refuses the e-mail %j with the e-mail alert, as the server would', (email) => {
    expect(checkAbout({ ...about, email }, messages)).toEqual({
      ok: false,
      alert: 'Please enter a valid email address.',
      errors: { email: 'Ingresá un e-mail válido.' },
      focus: 'email',
    });
  });

  it('ignores spaces around the e-mail, as the server does', () => {
    expect(checkAbout({ ...about, email: '  ana@norte.com ' }, messages)).toEqual({ ok: true });
  });
});

describe('step 2', () => {
  it('requires the project details, without an alert', () => {
    expect(checkProject({ comments: ' \n ' }, messages)).toEqual({
      ok: false,
      errors: { comments: 'Completá este campo.' },
      focus: 'comments',
    });
    expect(checkProject({ comments: 'Una web.' }, messages)).toEqual({ ok: true });
  });
});

describe('the payload', () => {
  it('is the spec’s {"body": {name, email, company, comments}}', () => {
    const payload = buildPayload({ ...about, comments: 'Una web.', website: '' });
    expect(payload).toEqual({ body: { name: 'Ana', email: 'ana@norte.com', company: 'Norte', comments: 'Una web.' } });
    expect(Object.keys(payload.body)).toEqual(['name', 'email', 'company', 'comments']);
  });

  it('carries the honeypot only when something filled it', () => {
    expect(buildPayload({ ...about, comments: 'x', website: 'http://spam' }).body).toHaveProperty(
      'website',
      'http://spam',
    );
  });

  it('reads the values from form data, missing ones as empty', () => {
    const data = new FormData();
    data.set('name', 'Ana');
    data.set('comments', 'x');
    expect(valuesFrom(data)).toEqual({ name: 'Ana', company: '', email: '', comments: 'x', website: '' });
  });
});

describe('reading the answer', () => {
  const answer = (status: number, body: string) =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

  it('goes to the thank-you step only on HTTP OK with code 200', async () => {
    expect(await readAnswer(answer(200, '{"code":200,"id":"x"}'))).toEqual({ kind: 'sent' });
  });

  it.each(['{"code":400}', '{"code":"200"}', '{}', '[]', 'null'])('stays silently on HTTP OK with %s', async (body) => {
    expect(await readAnswer(answer(200, body))).toEqual({ kind: 'ignored' });
  });

  it('fails on a non-OK answer, keeping the server’s field errors', async () => {
    expect(await readAnswer(answer(400, '{"code":400,"errors":{"email":"Ingresá un e-mail válido.","x":3}}'))).toEqual({
      kind: 'failed',
      reason: 'HTTP 400',
      errors: { email: 'Ingresá un e-mail válido.' },
    });
    expect(await readAnswer(answer(500, 'Internal Server Error'))).toEqual({
      kind: 'failed',
      reason: 'HTTP 500',
      errors: {},
    });
    expect(await readAnswer(answer(429, '{"code":429,"errors":{"form":"Esperá un minuto."}}'))).toMatchObject({
      errors: { form: 'Esperá un minuto.' },
    });
  });

  it('fails on an OK answer that is not JSON', async () => {
    expect(await readAnswer(answer(200, '<html>'))).toMatchObject({ kind: 'failed' });
  });
});

describe('the step count', () => {
  it('fills the template in either language', () => {
    expect(progressLabel('Step {current} of {total}', 1)).toBe('Step 1 of 3');
    expect(progressLabel('Paso {current} de {total}', 3)).toBe('Paso 3 de 3');
  });
});
