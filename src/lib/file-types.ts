// The types of the files the build writes to dist/client: shared by the build step that precompresses them
// (src/integrations/precompress.ts) and the server that sends them (src/server/static-files.ts).

/** Text files: the build writes .br and .gz copies of them, and the server may send those. */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files that are compressed already (pictures, fonts, videos). */
const binaryTypes: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** The Content-Type of a file by its extension (with the dot), or a generic one for anything else. */
export function contentTypeOf(extension: string): string {
  const key = extension.toLowerCase();
  return compressibleTypes[key] ?? binaryTypes[key] ?? 'application/octet-stream';
}
