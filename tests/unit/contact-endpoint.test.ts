import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  handleContactPost,
  maxBodyBytes,
  requestLanguage,
  type EndpointCopy,
} from '../../src/server/contact/endpoint.ts';
import { readContactConfig } from '../../src/server/contact/config.ts';
import { messageKey, openContactService, type ContactService } from '../../src/server/contact/service.ts';
import type { Locale } from '../../src/i18n/routes.ts';
import { tempDb, type TempDb } from '../support/contact.ts';
import { contactCopySchema } from '../../src/lib/contact/copy.ts';

// Every text is "<lang>:<key>", so a test reads both the rule and the language it was answered in.
const copyIn = (lang: Locale): EndpointCopy => {
  const keys = Object.keys(contactCopySchema.shape.errors.shape);
  const errors = Object.fromEntries(keys.map((key) => [key, `${lang}:${key}`])) as unknown as EndpointCopy['errors'];
  const field = (name: string) => ({ label: `${lang}:label:${name}`, placeholder: `${lang}:placeholder:${name}` });
  return {
    errors,
    fields: {
      name: field('name'),
      company: field('company'),
      email: field('email'),
      comments: { ...field('comments'), hint: `${lang}:hint` },
      honeypot: { label: `${lang}:honeypot` },
    },
  };
};
const copies = { es: copyIn('es'), en: copyIn('en') };

const valid = { name: 'Ana', company: 'Norte', email: 'ana@norte.com', comments: 'Una web.' };

let db: TempDb;
let service: ContactService;
beforeEach(async () => {
  db = tempDb();
  service = await openContactService(
    readContactConfig((name) => ({ CONTACT_DB: db.file, CONTACT_RATE_LIMIT: '3' })[name as string]),
    quiet,
  );
});
afterEach(async () => {
  await service.close();
  db.remove();
});

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1/api/contact', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}
const json = (value: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', ...headers });
const quiet = { log: () => undefined, error: () => undefined };
const handle = (request: Request, clientAddress = '10.0.0.1') =>
  handleContactPost(request, { clientAddress, service, copy: (lang) => copies[lang], log: quiet });

describe('requestLanguage', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it.each([
    [{ referer: 'https://www.lumbre.com.ar/es/escribinos' }, 'es'],
    [{ referer: 'https://www.lumbre.com.ar/en/say-hello', 'accept-language': 'es-AR' }, 'en'],
    [{ referer: 'https://www.lumbre.com.ar/about', 'accept-language': 'es-AR,es;q=0.9' }, 'es'],
    [{ 'accept-language': 'fr-FR, en;q=0.5, es;q=0.8' }, 'es'],
    [{ 'accept-language': 'es;q=0, en;q=0.1' }, 'en'],
    [{ 'accept-language': 'de' }, 'en'],
    // Equal weights keep the visitor's order; a weight that is not a number drops its language.
    [{ 'accept-language': 'es;q=0.5, en;q=0.5' }, 'es'],
    [{ 'accept-language': 'es;q=abc, en' }, 'en'],
    [{ referer: 'not a url' }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (values, lang) => {
    expect(requestLanguage(headers(values))).toBe(lang);
  });
});

describe('messageKey: what a post a proxy named is stored under', () => {
  const requestId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const stored = messageKey(requestId, 'es', valid);

  it('is the same for the same request id, language and fields: a retry finds the message it stored', () => {
    expect(messageKey(requestId, 'es', { ...valid })).toBe(stored);
    expect(stored).toMatch(new RegExp(`^${requestId}\\.[\\w-]{43}$`));
  });

  it.each([
    ['another name', 'es', { ...valid, name: 'Otra' }],
    ['another company', 'es', { ...valid, company: 'Sur' }],
    ['another e-mail', 'es', { ...valid, email: 'otra@norte.com' }],
    ['other details', 'es', { ...valid, comments: 'Otra web.' }],
    ['another language', 'en', valid],
    ['the same letters split between the fields another way', 'es', { ...valid, name: 'AnaNorte', company: '' }],
  ] as const)('differs for %s', (_, lang, fields) => {
    expect(messageKey(requestId, lang, fields)).not.toBe(stored);
  });

  it('differs for another request id', () => {
    expect(messageKey('00112233445566778899aabbccddeeff', 'es', valid)).not.toBe(stored);
  });
});

describe('POST /api/contact', () => {
  it('stores a JSON submission and answers {code: 200, id}', async () => {
    const response = await handle(json({ body: valid }, { Referer: 'http://127.0.0.1/es/escribinos' }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; id: string };
    expect(answer.code).toBe(200);
    expect(await service.outbox.get(answer.id)).toMatchObject({ ...valid, lang: 'es', status: 'queued' });
  });

  it('stores a post the proxy retried on this instance (the same X-Request-ID) once, answering the same id', async () => {
    const viaProxy = (request: Request) =>
      handleContactPost(request, {
        clientAddress: '10.0.0.2',
        requestKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        service,
        copy: (lang) => copies[lang],
        log: quiet,
      });
    const first = (await (await viaProxy(json({ body: valid }))).json()) as { id: string };
    const retried = (await (await viaProxy(json({ body: valid }))).json()) as { id: string };
    expect(retried.id).toBe(first.id);
    expect(await service.outbox.list()).toHaveLength(1);
  });

  it('answers a form post with 303 to the thank-you state in the language of its lang field', async () => {
    const response = await handle(
      form({ lang: 'es', website: '', ...valid }, { Referer: 'http://127.0.0.1/en/say-hello' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/escribinos#gracias');
    expect(await service.outbox.list()).toHaveLength(1);
  });

  it('drops a submission that filled the honeypot, answering as if it were sent', async () => {
    const response = await handle(json({ body: { ...valid, website: 'http://spam.example' } }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(200);
    const formResponse = await handle(form({ lang: 'en', website: 'spam', ...valid }));
    expect(formResponse.status).toBe(303);
    expect(formResponse.headers.get('location')).toBe('/en/say-hello#thanks');
    expect(await service.outbox.list()).toEqual([]);
  });

  it('answers invalid fields with 400 and per-field errors in the language of the page it came from', async () => {
    const response = await handle(
      json({ body: { ...valid, email: 'ana@norte', name: '' } }, { Referer: 'http://127.0.0.1/es/escribinos' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, errors: { name: 'es:required', email: 'es:email' } });
    expect(await service.outbox.list()).toEqual([]);
  });

  it('answers an invalid form post with a small HTML page in its language', async () => {
    const response = await handle(form({ lang: 'es', ...valid, email: 'nope' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<strong>es:label:email</strong>: es:email');
    expect(html).toContain('<a href="/es/escribinos">es:back</a>');
  });

  it.each([
    ['malformed JSON', post('{"body": {', { 'Content-Type': 'application/json' }), 400, { form: 'en:malformed' }],
    ['an empty JSON body', post('', { 'Content-Type': 'application/json' }), 400, { form: 'en:malformed' }],
    [
      'a body that is not UTF-8',
      post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), { 'Content-Type': 'application/json' }),
      400,
      { form: 'en:malformed' },
    ],
    [
      'text/plain',
      post(JSON.stringify({ body: valid }), { 'Content-Type': 'text/plain' }),
      415,
      { form: 'en:unsupportedType' },
    ],
    [
      'multipart',
      post('--x--', { 'Content-Type': 'multipart/form-data; boundary=x' }),
      415,
      { form: 'en:unsupportedType' },
    ],
    ['no content type', post('x'), 415, { form: 'en:unsupportedType' }],
  ])('answers %s with its status', async (_, request, status, errors) => {
    const response = await handle(request);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code: status, errors });
  });

  it('refuses a body declared above 32 KB with 413 without reading it', async () => {
    let pulled = false;
    const unread = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error('the body of a declared oversize request was read');
        },
      },
      { highWaterMark: 0 },
    );
    const declared = await handle(
      post(unread, { 'Content-Type': 'application/json', 'Content-Length': String(maxBodyBytes + 1) }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 413, errors: { form: 'en:tooLarge' } });
    expect(pulled).toBe(false);
  });

  it('stops reading a body that grows past 32 KB without declaring its length, with 413', async () => {
    // An endless body: only stopping at the limit ends this test.
    let read = 0;
    const endless = new ReadableStream({
      pull(controller) {
        read += 5_000;
        controller.enqueue(
          new TextEncoder().encode(read === 5_000 ? `{"body": {"comments": "${'x'.repeat(4_980)}` : 'x'.repeat(5_000)),
        );
      },
    });
    const streamed = await handle(post(endless, { 'Content-Type': 'application/json' }), '10.0.0.2');
    expect(streamed.status).toBe(413);
    expect(read).toBeLessThanOrEqual(maxBodyBytes + 2 * 5_000);
    expect(await service.outbox.list()).toEqual([]);
  });

  it('names a reserved key in the answer, inside the body or beside it, and stores nothing', async () => {
    const inside = await handle(
      post(
        `{"body": {"name": "Ana", "company": "Norte", "email": "ana@norte.com", "comments": "x", "__proto__": {"admin": true}}}`,
        { 'Content-Type': 'application/json' },
      ),
    );
    expect(inside.status).toBe(400);
    expect(await inside.json()).toEqual({ code: 400, errors: JSON.parse('{"__proto__": "en:reservedField"}') });
    const beside = await handle(
      post(`{"__proto__": {"x": 1}, "constructor": 1, "body": ${JSON.stringify(valid)}}`, {
        'Content-Type': 'application/json',
      }),
    );
    expect(beside.status).toBe(400);
    expect(Object.keys(((await beside.json()) as { errors: object }).errors)).toEqual(['__proto__', 'constructor']);
    expect(await service.outbox.list()).toEqual([]);
  });

  it('answers 503 with Retry-After, and stores nothing, while another process holds the outbox locked', async () => {
    const rival = new DatabaseSync(db.file, { timeout: 1_000 });
    rival.exec('BEGIN IMMEDIATE');
    try {
      const response = await handle(json({ body: valid }));
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ code: 503, errors: { form: 'en:busy' } });
    } finally {
      rival.exec('ROLLBACK');
      rival.close();
    }
    expect(await service.outbox.list()).toEqual([]);
    expect((await handle(json({ body: valid }))).status).toBe(200);
  });

  it('does not count a post it refused with 503 against the visitor: the proxy tries it again elsewhere', async () => {
    const rival = new DatabaseSync(db.file, { timeout: 1_000 });
    rival.exec('BEGIN IMMEDIATE');
    try {
      for (let i = 0; i < 2; i++) expect((await handle(json({ body: valid }), '10.0.0.8')).status).toBe(503);
    } finally {
      rival.exec('ROLLBACK');
      rival.close();
    }
    // The limit here is 3 a minute: all three are still the visitor's.
    for (let i = 0; i < 3; i++) expect((await handle(json({ body: valid }), '10.0.0.8')).status).toBe(200);
    expect((await handle(json({ body: valid }), '10.0.0.8')).status).toBe(429);
  });

  it('allows the configured submissions per address and minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await handle(json({ body: valid }), '10.0.0.9')).status).toBe(200);
    const refused = await handle(json({ body: valid }, { 'Accept-Language': 'es-AR' }), '10.0.0.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(await refused.json()).toEqual({ code: 429, errors: { form: 'es:tooMany' } });
    expect((await handle(json({ body: valid }), '10.0.0.10')).status).toBe(200);
    expect(await service.outbox.list()).toHaveLength(4);
  });
});
