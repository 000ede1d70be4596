// Text files of the static build (dist/client): the build writes .br and .gz copies of them
// (src/integrations/precompress.ts) and the server may send those (src/server/static-files.ts).
export const compressibleExtensions: readonly string[] = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
];
