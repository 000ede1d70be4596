// After the build, writes brotli (.br) and gzip (.gz) copies of every text file of the static output,
// so the server sends compressed files without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest'];
const minimumBytes = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressibleExtensions.includes(path.extname(entry.name))) yield full;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < minimumBytes) continue;
    const body = await readFile(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
    count++;
    bytes += body.length;
    brotliBytes += Math.min(brotli.length, body.length);
  }
  return { files: count, bytes, brotliBytes };
}

export default function precompressIntegration(): AstroIntegration {
  return {
    name: 'lumbre:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const result = await precompress(fileURLToPath(dir));
        logger.info(`${result.files} files compressed: ${Math.round(result.bytes / 1024)} KB → ${Math.round(result.brotliBytes / 1024)} KB with brotli`);
      },
    },
  };
}
