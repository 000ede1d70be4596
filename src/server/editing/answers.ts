// How the editing host reads a request and answers one of its own pages: the language asked for, a body within its
// limit, an HTML page under the host's policy, a redirect, a refusal. Shared by the host (./host.ts) and its publish
// page (./publishing.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { editorLocaleFrom, editorLocales, type EditorLocale } from '../../i18n/editor-languages.ts';

/** The host's own pages may load their stylesheet and post their forms, and nothing else. */
const hostPolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The language a page is asked in: the form's or the address's `lang`, else the browser's, else the editor's first. */
export function languageOf(req: IncomingMessage, url: URL, form?: URLSearchParams): EditorLocale {
  const asked = form?.get('lang') ?? url.searchParams.get('lang');
  return editorLocaleFrom(asked, new Negotiator(req).languages([...editorLocales]));
}

export const accepts = (req: IncomingMessage, type: string) => (req.headers.accept ?? '').includes(type);

/** A body longer than any the host reads would be (a sign-in is a few fields, a save its files). */
export class TooLong extends Error {}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new TooLong();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A form of the host's own pages: a few fields. */
export const readForm = async (req: IncomingMessage) => new URLSearchParams((await readBody(req, 8192)).toString());

/** One of the host's pages. */
export function sendPage(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': hostPolicy,
    ...headers,
  });
  res.end(html);
}

/** See other: where a form's answer is, or where a page without a session leads. */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

export const forbidden = (res: ServerResponse) => void res.writeHead(403, { 'Cache-Control': 'no-store' }).end();
