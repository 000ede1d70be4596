import { describe, expect, it } from 'vitest';
import {
  formEnvelope,
  jsonEnvelope,
  validateFields,
  type ValidationCopy,
} from '../../src/server/contact/validation.ts';
import { maxLengths } from '../../src/lib/contact/rules.ts';
import { contactCopySchema } from '../../src/lib/contact/copy.ts';
import { mailbox, mailboxPattern } from '../../src/lib/contact/email-address.ts';

// Each message is its own key, so a test reads which rule fired.
const keys = Object.keys(contactCopySchema.shape.errors.shape);
const copy: ValidationCopy = {
  ...(Object.fromEntries(keys.map((key) => [key, key])) as ValidationCopy),
  tooLong: 'tooLong {max}',
  tooLarge: 'tooLarge {max}',
  reservedField: 'reservedField {field}',
};

const valid = {
  name: 'Ana Rodríguez',
  company: 'Estudio Norte',
  email: 'ana@norte.com.ar',
  comments: 'Una web nueva.',
};

/** The `pattern` attribute as the browser compiles it. */
const patternAttribute = new RegExp(`^(?:${mailboxPattern})$`, 'v');

describe('the one e-mail rule, in the form and at the endpoint (RFC 5321, ASCII local part, punycode domain)', () => {
  it.each([
    ['ana@norte.com.ar', 'ana@norte.com.ar'],
    ['ana.rodriguez+web@norte.com.ar', 'ana.rodriguez+web@norte.com.ar'],
    ["o'brien_&co@norte.com", "o'brien_&co@norte.com"],
    ['ana@Norte.COM.ar', 'ana@norte.com.ar'],
    ['ana@ñandú.com.ar', 'ana@xn--and-6ma2c.com.ar'],
    ['ana@münchen.de', 'ana@xn--mnchen-3ya.de'],
  ])('accepts %s as %s', (written, sent) => {
    expect(mailbox(written)).toBe(sent);
    // The form without JavaScript lets it through as well.
    expect(patternAttribute.test(written)).toBe(true);
  });

  it.each([
    ['a trailing dot on the domain', 'ana@example.test.'],
    ['leading and doubled dots', '.a..b@x..example'],
    ['a trailing dot in the local part', 'ana.@norte.com'],
    ['a doubled dot in the domain', 'ana@norte..com'],
    ['an encoded-word', '=?utf-8?B?QW5h?=@x.example'],
    ['a quoted local part', '"ana rodriguez"@norte.com'],
    ['a non-ASCII local part', 'josé@ejemplo.com.ar'],
    ['a domain literal', 'ana@[192.0.2.1]'],
    ['an IP address as the domain', 'ana@192.0.2.1'],
    ['a domain without a dot', 'ana@localhost'],
    ['a label starting with a hyphen', 'ana@-norte.com'],
    ['an underscore in the domain', 'ana@nor_te.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@norte.com`],
    ['two at signs', 'ana@norte@evil.com'],
    ['a percent escape in the domain', 'ana@nor%74e.com'],
    ['a number the URL parser would read as an address', 'ana@0x7f.1'],
  ])('refuses %s', (_, email) => {
    expect(mailbox(email)).toBeNull();
  });

  it.each([
    'ana..b@norte.com',
    'ñandú@norte.com',
    'ana@-norte.com',
    'ana.@norte.com',
    'ana@norte',
    'ana@norte..com',
    'ana rodriguez@norte.com',
  ])('refuses %s in the form without JavaScript too, by its pattern', (email) => {
    expect(patternAttribute.test(email)).toBe(false);
  });
});

describe('validateFields', () => {
  it('accepts a complete submission, trimmed, with CRLF turned into LF', () => {
    const result = validateFields({ ...valid, name: '  Ana  ', comments: ' Hola\r\nchau\r' }, copy);
    expect(result).toEqual({
      ok: true,
      submission: { fields: { ...valid, name: 'Ana', comments: 'Hola\nchau' }, trap: '' },
    });
  });

  it('names every missing field', () => {
    expect(validateFields({}, copy)).toEqual({
      ok: false,
      errors: { name: 'required', company: 'required', email: 'required', comments: 'required' },
    });
  });

  it('treats whitespace only as empty', () => {
    const result = validateFields({ ...valid, company: ' \t ', comments: '\n\n' }, copy);
    expect(result).toEqual({ ok: false, errors: { company: 'singleLine', comments: 'required' } });
    expect(validateFields({ ...valid, company: '   ' }, copy)).toEqual({ ok: false, errors: { company: 'required' } });
  });

  it('refuses values that are not text', () => {
    expect(validateFields({ ...valid, name: 42, company: ['a'], email: null, comments: { a: 1 } }, copy)).toEqual({
      ok: false,
      errors: { name: 'notText', company: 'notText', email: 'notText', comments: 'notText' },
    });
  });

  it('enforces the lengths: 200, 200, 254 and 5000', () => {
    expect(maxLengths).toEqual({ name: 200, company: 200, email: 254, comments: 5000 });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const atLimit = { name: 'n'.repeat(200), company: 'c'.repeat(200), email: longest, comments: 'x'.repeat(5000) };
    expect(atLimit.email).toHaveLength(254);
    expect(validateFields(atLimit, copy).ok).toBe(true);
    const over = {
      name: 'n'.repeat(201),
      company: 'c'.repeat(201),
      email: longest.replace('@', 'a@'),
      comments: 'x'.repeat(5001),
    };
    expect(validateFields(over, copy)).toEqual({
      ok: false,
      errors: { name: 'tooLong 200', company: 'tooLong 200', email: 'tooLong 254', comments: 'tooLong 5000' },
    });
  });

  it.each([
    ['a CRLF header injection in the name', { name: 'Ana\r\nBcc: victim@example.com' }, 'name', 'singleLine'],
    ['a bare LF in the company', { company: 'Norte\nX-Evil: 1' }, 'company', 'singleLine'],
    ['a CRLF injection in the e-mail', { email: 'ana@norte.com\r\nBcc: victim@example.com' }, 'email', 'singleLine'],
    ['a NUL byte', { name: 'Ana\u0000' }, 'name', 'singleLine'],
    ['a tab in a one-line field', { name: 'Ana\tRodríguez' }, 'name', 'singleLine'],
    ['a Unicode line separator', { company: 'Norte\u2028Bcc: x' }, 'company', 'singleLine'],
    ['a right-to-left override', { name: 'Ana\u202Egirdor' }, 'name', 'singleLine'],
    ['a C1 control', { company: 'Norte\u0085' }, 'company', 'singleLine'],
    ['a NUL byte in the details', { comments: 'Hola\u0000' }, 'comments', 'characters'],
    ['an escape sequence in the details', { comments: 'Hola\u001b[31m' }, 'comments', 'characters'],
    ['an e-mail with a space', { email: 'ana rodriguez@norte.com' }, 'email', 'email'],
    ['an e-mail without a dot after the at sign', { email: 'ana@norte' }, 'email', 'email'],
    ['an e-mail carrying a second address', { email: 'ana@norte.com,victim@example.com' }, 'email', 'email'],
    ['an e-mail with markup', { email: '<script>alert(1)</script>@norte.com' }, 'email', 'email'],
    ['an e-mail with a display name', { email: 'Ana <ana@norte.com>' }, 'email', 'email'],
    ['an e-mail with a trailing dot', { email: 'ana@example.test.' }, 'email', 'email'],
    ['an e-mail with an encoded-word', { email: '=?utf-8?B?QW5h?=@x.example' }, 'email', 'email'],
    ['a zero-width space in the name', { name: 'Ana\u200BRodríguez' }, 'name', 'singleLine'],
    ['a byte-order mark in the company', { company: '\uFEFFNorte' }, 'company', 'singleLine'],
    ['a zero-width space in the e-mail', { email: 'ana@nor\u200Bte.com' }, 'email', 'singleLine'],
    ['a soft hyphen in the details', { comments: 'Hola\u00ADchau' }, 'comments', 'characters'],
    ['a left-to-right mark in the details', { comments: 'Hola\u200E' }, 'comments', 'characters'],
    ['a joiner outside an emoji', { name: 'An\u200Da' }, 'name', 'singleLine'],
  ])('refuses %s', (_, change, field, message) => {
    expect(validateFields({ ...valid, ...change }, copy)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    [
      'markup and script in the free fields',
      { name: '<b>Ana</b>', company: '<script>alert(1)</script>', comments: '<img src=x onerror=alert(1)>' },
    ],
    [
      'unicode everywhere',
      { name: 'Zoë Ñandú 山田 🙂', company: 'Café «Norte»', email: 'jose@ejemplo.com.ar', comments: 'Ünïcödé\n— sí —' },
    ],
    ['tabs and line breaks in the details', { comments: 'Goals:\n\t- one\n\t- two' }],
    ['an emoji built with zero-width joiners', { name: 'Ana 👩‍💻' }],
  ])("accepts %s (escaping is the mail's job)", (_, change) => {
    expect(validateFields({ ...valid, ...change }, copy).ok).toBe(true);
  });

  // Name and company go into the Subject, where a mail client decodes an RFC 2047 encoded-word into anything.
  it.each([
    ['a right-to-left override, Base64-encoded, in the name', { name: '=?utf-8?B?4oCuZ25wLmV4ZQ==?=' }, 'name'],
    ['a Bcc line, Base64-encoded, in the company', { company: '=?utf-8?B?QmNjOiBldmlsQGV4YW1wbGUuY29t?=' }, 'company'],
    ['a Q-encoded word between words', { name: 'Ana =?UTF-8?Q?=E2=80=AEgnp.exe?= Rodríguez' }, 'name'],
    ['a lowercase one', { company: '=?iso-8859-1?q?Caf=e9?=' }, 'company'],
    ['a charset with a language (RFC 2231)', { name: '=?utf-8*es?b?QW5h?=' }, 'name'],
    ['an empty encoded text', { company: 'Norte =?utf-8?Q??=' }, 'company'],
  ])('refuses an encoded-word in the fields the subject carries: %s', (_, change, field) => {
    expect(validateFields({ ...valid, ...change }, copy)).toEqual({ ok: false, errors: { [field]: 'encodedWord' } });
  });

  it.each([
    ['a question and a smiley', { name: '¿Qué tal? =)', company: 'Norte =?' }],
    ['an equals sign before a question mark', { name: 'a=?b', company: 'x ?= y' }],
    ['look-alikes: spaces inside, an encoding other than B or Q', { name: '=? utf-8 ?=', company: '=?utf-8?X?text?=' }],
    ['an encoded-word in the details, which no header carries', { comments: '=?utf-8?B?QW5h?=' }],
  ])('accepts %s', (_, change) => {
    expect(validateFields({ ...valid, ...change }, copy).ok).toBe(true);
  });

  it('normalises text to NFC, so one name is stored one way', () => {
    const decomposed = 'Jose\u0301 Zoe\u0308';
    const result = validateFields({ ...valid, name: decomposed, comments: `Cafe\u0301` }, copy);
    expect(result).toEqual({
      ok: true,
      submission: { fields: { ...valid, name: 'José Zoë', comments: 'Café' }, trap: '' },
    });
  });

  it('sends an internationalised domain in punycode', () => {
    const result = validateFields({ ...valid, email: 'ana@ñandú.com.ar' }, copy);
    expect(result.ok && result.submission.fields.email).toBe('ana@xn--and-6ma2c.com.ar');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a field named %s, naming it', (name) => {
    const input = JSON.parse(`{"${name}": {"polluted": true}}`) as Record<string, unknown>;
    const result = validateFields({ ...valid, ...input }, copy);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.entries(result.errors)).toEqual([[name, `reservedField ${name}`]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports fields that are not part of the form', () => {
    expect(validateFields({ ...valid, phone: '123', admin: true }, copy)).toEqual({
      ok: false,
      errors: { phone: 'unknownField', admin: 'unknownField' },
    });
  });

  it('hands back what the honeypot held, apart from the fields', () => {
    expect(validateFields({ ...valid, website: 'http://spam.example' }, copy)).toEqual({
      ok: true,
      submission: { fields: valid, trap: 'http://spam.example' },
    });
    expect(validateFields({ ...valid, website: '' }, copy)).toEqual({
      ok: true,
      submission: { fields: valid, trap: '' },
    });
  });
});

describe('the JSON envelope', () => {
  it('reads {"body": {...}} and an optional lang', () => {
    const envelope = jsonEnvelope({ body: valid, lang: 'es' });
    expect(envelope.lang).toEqual({ ok: true, lang: 'es' });
    expect(envelope.validate(copy)).toEqual({ ok: true, submission: { fields: valid, trap: '' } });
    expect(jsonEnvelope({ body: valid }).lang).toEqual({ ok: true, lang: undefined });
  });

  it.each([
    ['an array', [valid], { form: 'malformed' }],
    ['a string', 'hola', { form: 'malformed' }],
    ['null', null, { form: 'malformed' }],
    [
      'fields without the body wrapper',
      valid,
      {
        body: 'required',
        name: 'unknownField',
        company: 'unknownField',
        email: 'unknownField',
        comments: 'unknownField',
      },
    ],
    ['a body that is a string', { body: 'hola' }, { body: 'invalid' }],
    ['a body that is an array', { body: [] }, { body: 'invalid' }],
    ['an unknown language', { body: valid, lang: 'fr' }, { lang: 'invalid' }],
    ['an extra top-level field', { body: valid, token: 'x' }, { token: 'unknownField' }],
  ])('refuses %s', (_, value, errors) => {
    expect(jsonEnvelope(value).validate(copy)).toEqual({ ok: false, errors });
  });

  it('refuses __proto__ beside the body instead of letting it through', () => {
    const result = jsonEnvelope(
      JSON.parse(`{"__proto__": {"admin": true}, "body": ${JSON.stringify(valid)}}`),
    ).validate(copy);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.entries(result.errors)).toEqual([['__proto__', 'reservedField __proto__']]);
  });

  it('refuses __proto__ inside the body with a message, not an empty error list', () => {
    const result = jsonEnvelope(
      JSON.parse(
        `{"body": {"__proto__": "x", "name": "Ana", "company": "Norte", "email": "ana@norte.com", "comments": "Hola"}}`,
      ),
    ).validate(copy);
    expect(!result.ok && Object.entries(result.errors)).toEqual([['__proto__', 'reservedField __proto__']]);
  });
});

describe('the form envelope', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('reads the plain form, with lang as a hidden field and the honeypot empty', () => {
    const envelope = formEnvelope(form({ lang: 'en', website: '', ...valid }));
    expect(envelope.lang).toEqual({ ok: true, lang: 'en' });
    expect(envelope.validate(copy)).toEqual({ ok: true, submission: { fields: valid, trap: '' } });
  });

  it('refuses a field sent twice', () => {
    const params = form(valid);
    params.append('email', 'other@example.com');
    expect(formEnvelope(params).validate(copy)).toEqual({ ok: false, errors: { email: 'repeated' } });
  });

  it('refuses an unknown language', () => {
    expect(formEnvelope(form({ ...valid, lang: 'pt' })).validate(copy)).toEqual({
      ok: false,
      errors: { lang: 'invalid' },
    });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a form field named %s, naming it', (name) => {
    const params = form(valid);
    params.append(name, 'x');
    const result = formEnvelope(params).validate(copy);
    expect(!result.ok && Object.entries(result.errors)).toEqual([[name, `reservedField ${name}`]]);
  });
});
