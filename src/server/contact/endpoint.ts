// POST /api/contact, as a function from a web Request to a Response (src/pages/api/contact.ts only wires it up).
// JSON (the island) is answered with JSON; a form post (the same form without JavaScript) with a redirect to
// the thank-you state, or with a small HTML page saying what to fix. Errors come in the request's language:
// a `lang` field in the submission, else the language of the page it was sent from (Referer), else
// Accept-Language, else English.
import { randomUUID } from 'node:crypto';
import Negotiator from 'negotiator';
import { defaultLocale, matchPath, pagePath, type Locale } from '../../i18n/routes.ts';
import { localeFromBrowser } from '../../i18n/preference.ts';
import type { ContactCopy } from '../../lib/contact/copy.ts';
import { contactFields, thanksPath, type ContactField } from '../../lib/contact/rules.ts';
import { fill } from '../../lib/text.ts';
import { escapeHtml } from './html.ts';
import { isUnavailable } from './outbox.ts';
import type { ContactService } from './service.ts';
import { formEnvelope, jsonEnvelope, type Envelope } from './validation.ts';
import { contactUnavailable } from '../policy.ts';

/** Largest body read; anything above is refused with 413 before it is parsed. */
export const maxBodyBytes = 32 * 1024;

/** The words the endpoint answers with, in one language (from src/content/contact-form). */
export type EndpointCopy = Pick<ContactCopy, 'errors' | 'fields'>;

/** How long a visitor is asked to wait when the outbox cannot take a message now (503): as when no instance answers. */
export const busyRetryAfterSeconds = contactUnavailable.retryAfterSeconds;

export interface EndpointContext {
  /** The visitor's address, the rate limit's key. */
  clientAddress: string;
  /** The trusted proxy's id of this request (X-Request-ID): a post it retries on another instance is stored once. */
  requestKey?: string;
  service: Pick<ContactService, 'limiter' | 'accept'>;
  copy: (lang: Locale) => EndpointCopy;
  log?: Pick<Console, 'error'>;
}

/** The language of the page a request came from, else the visitor's preferred one, else English. */
export function requestLanguage(headers: Headers): Locale {
  const referer = headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const match = matchPath(new URL(referer).pathname);
    if (match) return match.lang;
  }
  const accepted = new Negotiator({
    headers: { 'accept-language': headers.get('accept-language') ?? undefined },
  }).languages();
  return localeFromBrowser(accepted) ?? defaultLocale;
}

type Kind = 'json' | 'form';

function kindOf(contentType: string | null): Kind | null {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  if (media === 'application/json') return 'json';
  if (media === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

const tooLarge = Symbol('too large');
const undecodable = Symbol('not UTF-8');

async function readBody(request: Request): Promise<string | typeof tooLarge | typeof undecodable> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) return tooLarge;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return undecodable;
  }
}

function parseEnvelope(kind: Kind, text: string): Envelope | null {
  if (kind === 'form') return formEnvelope(new URLSearchParams(text));
  try {
    return jsonEnvelope(JSON.parse(text));
  } catch {
    return null;
  }
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };

function errorPage(lang: Locale, copy: EndpointCopy, errors: Record<string, string>): string {
  const label = (key: string) =>
    (contactFields as readonly string[]).includes(key) ? copy.fields[key as ContactField].label : key;
  const items = Object.entries(errors).map(
    ([key, message]) =>
      `<li>${key === 'form' ? '' : `<strong>${escapeHtml(label(key))}</strong>: `}${escapeHtml(message)}</li>`,
  );
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.errors.pageTitle)}</title></head>
<body>
<main>
<h1>${escapeHtml(copy.errors.pageTitle)}</h1>
<ul>
${items.join('\n')}
</ul>
<p><a href="${pagePath('contact', lang)}">${escapeHtml(copy.errors.back)}</a></p>
</main>
</body>
</html>
`;
}

export async function handleContactPost(request: Request, context: EndpointContext): Promise<Response> {
  const { clientAddress, requestKey, service, copy, log = console } = context;
  const kind = kindOf(request.headers.get('content-type'));
  let lang = requestLanguage(request.headers);

  const fail = (status: number, errors: Record<string, string>, headers: Record<string, string> = {}) =>
    kind === 'form'
      ? new Response(errorPage(lang, copy(lang), errors), {
          status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
        })
      : new Response(JSON.stringify({ code: status, errors }), { status, headers: { ...jsonHeaders, ...headers } });

  if (!kind) return fail(415, { form: copy(lang).errors.unsupportedType });

  const text = await readBody(request);
  if (text === tooLarge) return fail(413, { form: fill(copy(lang).errors.tooLarge, { max: maxBodyBytes / 1024 }) });
  const envelope = text === undecodable ? null : parseEnvelope(kind, text);
  if (!envelope) return fail(400, { form: copy(lang).errors.malformed });
  if (envelope.lang.ok && envelope.lang.lang) lang = envelope.lang.lang;

  const result = envelope.validate(copy(lang).errors);
  if (!result.ok) return fail(400, result.errors);

  // Only a post that could be stored counts against its sender: a refused one costs no write (the limiter's store is
  // the database where instances share it), so a flood of invalid posts is answered by CPU alone (bench:abuse).
  const allowance = await service.limiter.take(clientAddress);
  if (!allowance.allowed) {
    return fail(429, { form: copy(lang).errors.tooMany }, { 'Retry-After': String(allowance.retryAfterSeconds) });
  }

  let id: string;
  if (result.submission.trap) {
    // A bot filled the hidden field: answer as if sent, keep nothing.
    id = randomUUID();
  } else {
    try {
      id = (await service.accept(result.submission.fields, lang, requestKey)).id;
    } catch (error) {
      if (isUnavailable(error)) {
        // Not awaited: with the database away, giving the point back may wait as long as the store did. The outbox
        // says once that it is away (reportingOutages), not once per post.
        void service.limiter.giveBack(clientAddress);
        return fail(503, { form: copy(lang).errors.busy }, { 'Retry-After': String(busyRetryAfterSeconds) });
      }
      log.error('A contact message could not be stored:', error);
      return fail(500, { form: copy(lang).errors.failed });
    }
  }
  if (kind === 'form') return new Response(null, { status: 303, headers: { Location: thanksPath(lang) } });
  return new Response(JSON.stringify({ code: 200, id }), { status: 200, headers: jsonHeaders });
}
