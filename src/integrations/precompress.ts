// After the build, writes brotli (.br) and gzip (.gz) copies of every text file of the static output,
// so the server sends compressed files without compressing on each request.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { compressibleExtensions } from '../lib/file-types.ts';
import { filesIn } from './files.ts';

const minimumBytes = 512;

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of await filesIn(dir, compressibleExtensions)) {
    const body = await readFile(file);
    if (body.length < minimumBytes) continue;
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
        logger.info(
          `${result.files} files compressed: ${Math.round(result.bytes / 1024)} KB → ${Math.round(result.brotliBytes / 1024)} KB with brotli`,
        );
      },
    },
  };
}
