import { describe, expect, it } from 'vitest';
import { alerts, buildPayload, checkAbout, checkProject, progressLabel, readAnswer, valuesFrom } from '../../src/islands/contact-stepper.ts';

const messages = { required: 'Completá este campo.', email: 'Ingresá un e-mail válido.' };
const about = { name: 'Ana', company: 'Norte', email: 'ana@norte.com' };

describe('the alert texts', () => {
  it('are the spec’s, word for word', () => {
    expect(alerts).toEqual({
      required: 'Please fill out all required fields.',
      email: 'Please enter a valid email address.',
      failed: 'Hubo un problema al enviar el formulario. Intenta nuevamente.',
    });
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

  it('checks for empty fields before the e-mail pattern', () => {
    expect(checkAbout({ ...about, name: '', email: 'nope' }, messages)).toMatchObject({ alert: alerts.required });
  });

  it.each(['ana', 'ana@norte', 'ana @norte.com', 'ana@norte.', '@norte.com', 'a@b@c.d'])('refuses the e-mail %j with the e-mail alert', (email) => {
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
    expect(checkProject({ comments: ' \n ' }, messages)).toEqual({ ok: false, errors: { comments: 'Completá este campo.' }, focus: 'comments' });
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
    expect(buildPayload({ ...about, comments: 'x', website: 'http://spam' }).body).toHaveProperty('website', 'http://spam');
  });

  it('reads the values from form data, missing ones as empty', () => {
    const data = new FormData();
    data.set('name', 'Ana');
    data.set('comments', 'x');
    expect(valuesFrom(data)).toEqual({ name: 'Ana', company: '', email: '', comments: 'x', website: '' });
  });
});

describe('reading the answer', () => {
  const answer = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

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
    expect(await readAnswer(answer(500, 'Internal Server Error'))).toEqual({ kind: 'failed', reason: 'HTTP 500', errors: {} });
    expect(await readAnswer(answer(429, '{"code":429,"errors":{"form":"Esperá un minuto."}}'))).toMatchObject({ errors: { form: 'Esperá un minuto.' } });
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
