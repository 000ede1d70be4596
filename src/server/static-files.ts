// Sends the files of the static build (dist/client): pages, scripts, styles, pictures, fonts, videos. A text file
// goes out precompressed (.br or .gz, written by src/integrations/precompress.ts) when the client accepts it;
// any file answers If-None-Match with 304 and a single byte range with 206 (what video players ask for).
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressibleTypes, contentTypeOf } from '../lib/file-types.ts';
import { negotiate } from './negotiation.ts';

const encodings = ['br', 'gzip'] as const;
const suffixOf = { br: '.br', gzip: '.gz' } as const;

export interface BuildFile {
  file: string;
  stats: Stats;
}

async function statFile(file: string): Promise<BuildFile | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? { file, stats } : null;
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

/** Build assets have content-hashed names: they never change, so they may be kept for a year. */
function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`: the one range to send, 'unsatisfiable', or null for the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** Sends `found` (the file of the build for `pathname`) for a GET or HEAD. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, found: BuildFile, pathname: string): Promise<void> {
  const extension = path.extname(found.file);
  let sent = found;
  let encoding: (typeof encodings)[number] | undefined;
  if (compressibleTypes[extension]) {
    for (const candidate of negotiate(req.headers['accept-encoding'], encodings)) {
      const variant = await statFile(found.file + suffixOf[candidate]);
      if (variant) {
        sent = variant;
        encoding = candidate;
        break;
      }
    }
    res.setHeader('Vary', 'Accept-Encoding');
  }
  const info = sent.stats;
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  res.setHeader('Content-Type', contentTypeOf(extension));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Accept-Ranges', 'bytes');
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }

  const ifRange = req.headers['if-range'];
  const range = encoding || (ifRange && ifRange !== etag) ? null : rangeOf(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${info.size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const headers: Record<string, string | number> = { 'Content-Length': end - start + 1 };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(sent.file, { start, end });
  stream.once('error', () => res.destroy());
  stream.pipe(res);
}
