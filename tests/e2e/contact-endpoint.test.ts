// The endpoint against the built server: a table of bad inputs, what is stored, what reaches the mail server,
// the origin check, the rate limit, and answers in the request's language.
import { describe, expect, it } from 'vitest';
import { startSite } from '../support/server.ts';
import { outboxRows, postForm, postJson, tempDb, validFields } from '../support/contact.ts';
import { waitFor } from '../support/wait.ts';
import { useContactSite } from '../support/contact-site.ts';
import { readContent } from '../support/content.ts';
import { company } from '../../src/lib/company.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { escapeHtml } from '../../src/server/contact/html.ts';

const context = useContactSite();

// The answers' words, from src/content/contact-form/{es,en}.yaml (read with the site's schema), so a marketer's edit
// keeps this green.
const { contactForm } = readContent();

interface Case {
  contentType?: string;
  body: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  status: number;
  /** The name stored when the row is accepted. */
  stored?: string;
  /** The fields a JSON answer's errors must name, exactly. */
  errors?: string[];
}

const fields = (row: string, change: Record<string, unknown> = {}) => ({
  ...validFields,
  name: `Row ${row}`,
  ...change,
});
const json = (value: unknown, status: number, extra: Partial<Case> = {}): Case => ({
  contentType: 'application/json',
  body: JSON.stringify(value),
  status,
  ...extra,
});
const envelope = (row: string, change: Record<string, unknown>, status = 400) =>
  json({ body: fields(row, change) }, status);
const form = (values: Record<string, string> | string, status: number): Case => ({
  contentType: 'application/x-www-form-urlencoded',
  body: typeof values === 'string' ? values : new URLSearchParams(values).toString(),
  status,
});
const script = '<script>alert("pwned")</script>';
const crlfBcc = '\r\nBcc: victim@example.com';

const cases: [string, Case][] = [
  ['malformed JSON', { contentType: 'application/json', body: '{"body": {"name": ', status: 400 }],
  ['an empty JSON body', { contentType: 'application/json', body: '', status: 400 }],
  ['JSON null', json(null, 400)],
  ['a JSON array', json([fields('array')], 400)],
  ['a JSON string', json('hola', 400)],
  ['a JSON number', json(42, 400)],
  ['no body field', json({}, 400)],
  ['a body that is a string', json({ body: 'name=Ana' }, 400)],
  ['a body that is an array', json({ body: [fields('in-array')] }, 400)],
  ['the fields without the body wrapper', json(fields('unwrapped'), 400)],
  ['every field missing', json({ body: {} }, 400)],
  ['empty strings everywhere', envelope('empty', { name: '', company: '', email: '', comments: '' })],
  ['a name of spaces only', envelope('spaces', { name: '    ' })],
  ['no project details', json({ body: { name: 'Row no-details', company: 'X', email: 'a@b.co' } }, 400)],
  ['a name that is a number', envelope('number', { name: 12345 })],
  ['an e-mail that is an array', envelope('email-array', { email: ['a@b.co', 'c@d.co'] })],
  ['project details that are an object', envelope('object', { comments: { text: 'hola' } })],
  ['project details that are null', envelope('null', { comments: null })],
  ['a boolean company', envelope('boolean', { company: true })],
  ['a 201-character name', envelope('long-name', { name: 'n'.repeat(201) })],
  ['a 201-character company', envelope('long-company', { company: 'c'.repeat(201) })],
  ['a 255-character e-mail', envelope('long-email', { email: `${'e'.repeat(245)}@norte.com` })],
  ['5001 characters of details', envelope('long-details', { comments: 'x'.repeat(5001) })],
  ['an e-mail without a dot', envelope('no-dot', { email: 'ana@norte' })],
  ['an e-mail with a space', envelope('space', { email: 'ana rodriguez@norte.com' })],
  ['a CRLF Bcc header injection in the name', envelope('crlf-name', { name: `Ana${crlfBcc}` })],
  ['a CRLF Bcc header injection in the e-mail', envelope('crlf-email', { email: `ana@norte.com${crlfBcc}` })],
  ['an LF header injection in the company', envelope('lf-company', { company: 'Norte\nX-Injected: yes' })],
  ['an e-mail carrying a second recipient', envelope('two-rcpt', { email: 'ana@norte.com,victim@example.com' })],
  ['an e-mail with a display name', envelope('display', { email: 'Evil <victim@example.com>' })],
  ['an e-mail with a trailing dot', envelope('trailing-dot', { email: 'ana@example.test.' })],
  ['an e-mail with leading and doubled dots', envelope('dots', { email: '.a..b@x..example' })],
  [
    'an e-mail that is an encoded-word',
    envelope('encoded-word', { email: '=?utf-8?B?dmljdGltQGV4YW1wbGUuY29t?=@x.example' }),
  ],
  ['an e-mail with a non-ASCII local part', envelope('non-ascii-local', { email: 'josé@ejemplo.com.ar' })],
  ['a zero-width space in the name', envelope('zwsp', { name: 'Row zwsp\u200BAna' })],
  ['a byte-order mark in the name', envelope('bom', { name: '\uFEFFRow bom' })],
  ['a zero-width space in the details', envelope('zwsp-details', { comments: 'hola\u200Bchau' })],
  [
    '__proto__ inside the body',
    {
      contentType: 'application/json',
      body: `{"body": {"name": "Row proto", "company": "X", "email": "a@b.co", "comments": "x", "__proto__": {"admin": true}}}`,
      status: 400,
      errors: ['__proto__'],
    },
  ],
  [
    '__proto__ beside the body',
    {
      contentType: 'application/json',
      body: `{"__proto__": {"admin": true}, "body": ${JSON.stringify(fields('top-proto'))}}`,
      status: 400,
      errors: ['__proto__'],
    },
  ],
  ['constructor inside the body', { ...envelope('constructor', { constructor: 'x' }), errors: ['constructor'] }],
  [
    'prototype beside the body',
    { ...json({ body: fields('top-prototype'), prototype: 'x' }, 400), errors: ['prototype'] },
  ],
  [
    'a form post with a __proto__ field',
    {
      ...form(`${new URLSearchParams({ lang: 'en', ...fields('form-proto') })}&__proto__=x`, 400),
      errors: ['__proto__'],
    },
  ],
  ['script in the e-mail', envelope('script-email', { email: `${script}@norte.com` })],
  ['a NUL byte in the details', envelope('nul', { comments: 'hola\u0000chau' })],
  ['a right-to-left override in the name', envelope('bidi', { name: 'Ana\u202Egnp.exe' })],
  // Encoded-words the mail client would decode in the Subject: the same override, and a Bcc line.
  ['an encoded-word in the name', envelope('encoded-name', { name: '=?utf-8?B?4oCuZ25wLmV4ZQ==?=' })],
  [
    'an encoded-word in the company',
    envelope('encoded-company', { company: '=?utf-8?B?QmNjOiBldmlsQGV4YW1wbGUuY29t?=' }),
  ],
  ['an extra field in the body', envelope('extra', { phone: '+54 11 5555 5555' })],
  ['an extra top-level field', json({ body: fields('top-extra'), token: 'abc' }, 400)],
  ['an unknown language', json({ body: fields('lang'), lang: 'fr' }, 400)],
  [
    'a body that is not UTF-8',
    { contentType: 'application/json', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
  ],
  ['a 40 KB JSON body', envelope('40kb', { comments: 'x'.repeat(40_000) }, 413)],
  ['a 2 MB JSON body', envelope('2mb', { comments: 'x'.repeat(2_000_000) }, 413)],
  ['text/plain', { contentType: 'text/plain', body: JSON.stringify({ body: fields('plain') }), status: 415 }],
  ['XML', { contentType: 'application/xml', body: '<contact><name>Row xml</name></contact>', status: 415 }],
  [
    'multipart form data',
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRow multipart\r\n--x--',
      status: 415,
    },
  ],
  ['a form post with a CRLF injection', form({ lang: 'es', ...fields('form-crlf', { name: `Ana${crlfBcc}` }) }, 400)],
  [
    'a form post sending a field twice',
    form(`${new URLSearchParams({ lang: 'en', ...fields('form-twice') })}&email=other%40example.com`, 400),
  ],
  ['a form post without details', form({ lang: 'en', name: 'Row form-missing', company: 'X', email: 'a@b.co' }, 400)],
  ['a 40 KB form post', form({ lang: 'en', ...fields('form-40kb', { comments: 'x'.repeat(40_000) }) }, 413)],
  // Accepted: markup is text like any other, escaped where it is shown.
  [
    'HTML and script in every free field',
    {
      ...envelope(
        'script',
        {
          name: `Row script ${script}`,
          company: `<b>Norte</b>${script}`,
          comments: `${script}\n<img src=x onerror=alert(1)>`,
        },
        200,
      ),
      stored: `Row script ${script}`,
    },
  ],
  [
    'unicode everywhere',
    {
      ...envelope(
        'unicode',
        {
          name: 'Row unicode Zoë Ñandú 山田 👩‍💻',
          company: 'Café «Norte»',
          email: 'jose@ñandú.com.ar',
          comments: 'Ünïcödé — sí, ¿qué tal? 你好',
        },
        200,
      ),
      stored: 'Row unicode Zoë Ñandú 山田 👩‍💻',
    },
  ],
  [
    'every field at its longest',
    {
      ...envelope(
        'limits',
        {
          name: `Row limits ${'n'.repeat(189)}`,
          company: 'c'.repeat(200),
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
          comments: 'x'.repeat(5000),
        },
        200,
      ),
      stored: `Row limits ${'n'.repeat(189)}`,
    },
  ],
  [
    'a name written like an address (never a display name)',
    { ...envelope('ceo', { name: 'Row ceo CEO <ceo@lumbre.com.ar>' }, 200), stored: 'Row ceo CEO <ceo@lumbre.com.ar>' },
  ],
  [
    'a content type with a charset',
    {
      ...json({ body: fields('charset') }, 200, { contentType: 'application/json; charset=utf-8' }),
      stored: 'Row charset',
    },
  ],
  ['a filled honeypot (answered as sent, dropped)', envelope('honeypot', { website: 'http://spam.example' }, 200)],
  [
    'a form post from this site',
    { ...form({ lang: 'es', website: '', ...fields('form-ok') }, 303), stored: 'Row form-ok' },
  ],
];

const accepted = cases.filter(([, row]) => row.stored).map(([, row]) => row.stored!);

describe('the contact endpoint, against the built server', () => {
  it.each(cases)('answers %s with the right status', async (_, row) => {
    const response = await fetch(`${context.site.baseURL}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: context.site.baseURL,
        ...(row.contentType ? { 'Content-Type': row.contentType } : {}),
        ...row.headers,
      },
      body: row.body,
    });
    expect(response.status).toBe(row.status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    if (row.status === 303) return;
    const isForm = row.contentType === 'application/x-www-form-urlencoded';
    expect(response.headers.get('content-type')).toBe(
      isForm ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    );
    if (isForm) return;
    const answer = (await response.json()) as { code: number; errors?: Record<string, string> };
    expect(answer.code).toBe(row.status);
    // Every refusal says what to fix; never an empty list of errors.
    if (row.status === 400) expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
    if (row.errors) expect(Object.keys(answer.errors ?? {})).toEqual(row.errors);
  });

  it('keeps serving after all of them', async () => {
    expect((await fetch(`${context.site.baseURL}${pagePath('contact', 'es')}`)).status).toBe(200);
    expect((await postJson(context.site.baseURL, { body: fields('after') })).status).toBe(200);
    accepted.push('Row after');
    expect(context.site.process.exitCode).toBeNull();
  });

  it('stored the accepted ones only', () => {
    expect(
      outboxRows(context.db.file)
        .map((row) => row.name)
        .sort(),
    ).toEqual([...accepted].sort());
  });

  it('lets no injected header or recipient reach the e-mail, and escapes markup in its HTML', async () => {
    await waitFor('every accepted message delivered', () =>
      outboxRows(context.db.file).every((row) => row.status === 'sent'),
    );
    expect(context.mail.received).toHaveLength(accepted.length);
    for (const { rcptTo, parsed, raw } of context.mail.received) {
      expect(rcptTo).toEqual([company.email]);
      for (const header of ['bcc', 'cc', 'x-injected']) expect(parsed.headers.has(header)).toBe(false);
      expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/victim@example\.com/);
      // The bare address: no visitor's text ever becomes a display name.
      expect(parsed.replyTo?.value).toEqual([{ address: expect.any(String), name: '' }]);
      expect(String(parsed.html)).not.toMatch(/<script|<img|<b>/);
    }
    const scripted = context.mail.withMarker('Row script');
    expect(scripted).toHaveLength(1);
    expect(String(scripted[0]!.parsed.html)).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    const unicode = context.mail.received.find(({ parsed }) => parsed.subject?.includes('山田'));
    // An internationalised domain travels in punycode (mailparser shows it decoded), and is stored so.
    expect(unicode?.raw).toMatch(/^Reply-To: jose@xn--and-6ma2c\.com\.ar\r?$/m);
    expect(outboxRows(context.db.file).find((row) => row.name.startsWith('Row unicode'))?.email).toBe(
      'jose@xn--and-6ma2c.com.ar',
    );
    expect(unicode?.parsed.text).toContain('Ünïcödé — sí, ¿qué tal? 你好');
  });

  it('answers errors in the language of the page, the lang field or Accept-Language', async () => {
    const ask = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
      (await (
        await postJson(context.site.baseURL, { body: { ...fields('lang'), name: '' }, ...extra }, headers)
      ).json()) as { errors: Record<string, string> };
    const { es, en } = contactForm;
    expect((await ask({ Referer: `${context.site.baseURL}${pagePath('contact', 'es')}` })).errors.name).toBe(
      es.errors.required,
    );
    expect((await ask({ Referer: `${context.site.baseURL}${pagePath('contact', 'en')}` })).errors.name).toBe(
      en.errors.required,
    );
    expect((await ask({ 'Accept-Language': 'es-AR,es;q=0.9,en;q=0.8' })).errors.name).toBe(es.errors.required);
    expect(
      (await ask({ Referer: `${context.site.baseURL}${pagePath('contact', 'en')}` }, { lang: 'es' })).errors.name,
    ).toBe(es.errors.required);
    expect((await ask({})).errors.name).toBe(en.errors.required);
    const page = await postForm(context.site.baseURL, { lang: 'es', ...fields('lang-form'), email: 'nope' });
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<strong>${escapeHtml(es.fields.email.label)}</strong>: ${escapeHtml(es.errors.email)}`);
    expect(html).toContain(`href="${pagePath('contact', 'es')}"`);
  });

  it('refuses form posts from another origin, or with none, and stores nothing', async () => {
    const before = outboxRows(context.db.file).length;
    for (const origin of ['https://evil.example', null]) {
      const response = await postForm(context.site.baseURL, { lang: 'en', ...fields('cross-site') }, origin);
      expect(response.status).toBe(403);
    }
    expect(outboxRows(context.db.file)).toHaveLength(before);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${context.site.baseURL}/api/contact`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the limit per address, whatever X-Forwarded-For says; a refused post takes none of it', async () => {
    const limited = tempDb();
    const running = await startSite({ CONTACT_DB: limited.file, CONTACT_RATE_LIMIT: '3' });
    try {
      // Posts refused as invalid are not messages: the address keeps its three.
      for (let i = 0; i < 5; i++)
        expect((await postJson(running.baseURL, { body: { ...fields(`bad ${i}`), email: 'ana@' } })).status).toBe(400);
      for (let i = 0; i < 3; i++)
        expect((await postJson(running.baseURL, { body: fields(`limit ${i}`) })).status).toBe(200);
      const refused = await postJson(
        running.baseURL,
        { body: fields('limit 3') },
        { Referer: `${running.baseURL}${pagePath('contact', 'es')}` },
      );
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({ code: 429, errors: { form: contactForm.es.errors.tooMany } });
      const spoofed = await postJson(
        running.baseURL,
        { body: fields('limit 4') },
        { 'X-Forwarded-For': '203.0.113.7' },
      );
      expect(spoofed.status).toBe(429);
      const formPost = await postForm(running.baseURL, { lang: 'en', ...fields('limit form') });
      expect(formPost.status).toBe(429);
      expect(formPost.headers.get('retry-after')).toBeTruthy();
      expect(outboxRows(limited.file).map((row) => row.name)).toEqual(['Row limit 0', 'Row limit 1', 'Row limit 2']);
    } finally {
      await running.stop();
      limited.remove();
    }
  });
});

describe('a request id from a trusted proxy (X-Request-ID)', () => {
  it('finds the message a retry of the same post stored, and never answers another post with its id', async () => {
    const outbox = tempDb();
    const running = await startSite({ CONTACT_DB: outbox.file, TRUST_PROXY: '127.0.0.1' });
    const viaProxy = async (name: string) => {
      const response = await postJson(
        running.baseURL,
        { body: fields(name) },
        { 'X-Request-ID': '7f3c9a1e5b2d4f60a8c7e6d5b4a39281' },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    };
    try {
      const a = await viaProxy('request A');
      const b = await viaProxy('request B');
      expect(b).not.toBe(a);
      expect(outboxRows(outbox.file).map((row) => [row.id, row.name])).toEqual([
        [a, 'Row request A'],
        [b, 'Row request B'],
      ]);
      // The proxy retrying A (the same id, the same body) gets A's id, and nothing more is stored.
      expect(await viaProxy('request A')).toBe(a);
      expect(outboxRows(outbox.file)).toHaveLength(2);
    } finally {
      await running.stop();
      outbox.remove();
    }
  });
});
