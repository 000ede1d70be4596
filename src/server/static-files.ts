// Sends the files of the static build (dist/client) with `send` (pillarjs, Express's static files): ETag and
// Last-Modified, 304 for If-None-Match (lists and `*` too) and If-Modified-Since, 412, one byte range (what video
// players ask for). A text file goes out as the precompressed copy (.br or .gz, written by
// src/integrations/precompress.ts) the client's Accept-Encoding prefers (negotiator). Where send is off RFC 9110
// the Range header is decided here first: see rangeApplies.
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { compressibleExtensions } from '../lib/file-types.ts';
import { cacheControlFor } from './policy.ts';

/** The server's choice among encodings the client accepts equally. */
const encodings = ['br', 'gzip'] as const;
const suffixOf = { br: '.br', gzip: '.gz' } as const;

export interface BuildFile {
  file: string;
  mtime: Date;
}

async function statFile(file: string): Promise<BuildFile | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? { file, mtime: stats.mtime } : null;
  } catch {
    return null;
  }
}

/** The file of the build that answers this path (a file, or a folder's index.html), or null. */
export async function fileInBuild(root: string, pathname: string): Promise<BuildFile | null> {
  const file = path.join(root, pathname);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return (await statFile(file)) ?? (await statFile(path.join(file, 'index.html')));
}

/** A byte range: `first-last`, `first-` or `-suffix` (RFC 9110 §14.1.2). */
const rangeSpec = /^(?:(\d+)-(\d*)|-\d+)$/;

/**
 * Whether send may honour the request's Range. RFC 9110 §14.2: only for GET; an invalid ranges-specifier (one with
 * a last byte before its first, such as bytes=5-2, which send refuses with 416) is ignored and the whole file goes
 * out; and If-Range compares strongly (§13.1.5), so it never matches send's weak ETags, and a date only the file's
 * Last-Modified exactly (send takes a weak ETag, and any later date).
 */
export function rangeApplies(
  method: string | undefined,
  range: string | undefined,
  ifRange: string | undefined,
  mtime: Date,
): boolean {
  if (method !== 'GET' || range === undefined) return false;
  const [unit = '', set = ''] = range.split('=', 2).map((part) => part.trim());
  const valid =
    unit.toLowerCase() === 'bytes' &&
    set.split(',').every((spec) => {
      const match = rangeSpec.exec(spec.trim());
      return match !== null && (match[1] === undefined || match[2] === '' || Number(match[1]) <= Number(match[2]));
    });
  if (!valid) return false;
  if (ifRange === undefined) return true;
  return !/^(W\/)?"/.test(ifRange.trim()) && Date.parse(ifRange) === Math.floor(mtime.getTime() / 1000) * 1000;
}

/** The precompressed copy of `found` the client prefers, with its encoding, or the file itself. */
export async function variantOf(
  req: IncomingMessage,
  found: BuildFile,
): Promise<{ file: BuildFile; encoding?: string }> {
  for (const encoding of new Negotiator(req).encodings([...encodings], { preferred: [...encodings] })) {
    const variant = await statFile(found.file + suffixOf[encoding as keyof typeof suffixOf]);
    if (variant) return { file: variant, encoding };
  }
  return { file: found };
}

/** Sends `found` (the file of the build for `pathname`) for a GET or HEAD. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  found: BuildFile,
  pathname: string,
): Promise<void> {
  const extension = path.extname(found.file);
  const compressible = compressibleExtensions.includes(extension.toLowerCase());
  const { file, encoding } = compressible ? await variantOf(req, found) : { file: found };
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // The type of the file, not of its .br or .gz copy.
  res.setHeader('Content-Type', mime.contentType(extension) || 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  const ifRange = req.headers['if-range'];
  if (!rangeApplies(req.method, req.headers.range, typeof ifRange === 'string' ? ifRange : undefined, file.mtime))
    delete req.headers.range;
  delete req.headers['if-range'];

  const relative = path.relative(root, file.file).split(path.sep).map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    send(req, `/${relative}`, { root, index: false, dotfiles: 'allow', cacheControl: false })
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        // 412, 416 (with its Content-Range) or a file gone since it was found: an empty answer with that status,
        // keeping our headers (send's own error answer would clear them all).
        for (const name of ['Content-Type', 'Content-Encoding', 'Content-Length', 'Content-Range'])
          res.removeHeader(name);
        if (error.status && error.status < 500) {
          res.writeHead(error.status, error.headers).end();
          resolve();
        } else reject(error);
      })
      .on('end', resolve)
      .pipe(res);
    res.once('close', resolve);
  });
}
