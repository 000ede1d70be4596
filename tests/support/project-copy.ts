// A throwaway copy of the project (sources only, node_modules linked) to build with changed content.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
const copied = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

export interface ProjectCopy {
  dir: string;
  /** Runs `astro build` in the copy; resolves with its exit code and combined output. */
  build: () => Promise<{ code: number | null; output: string }>;
  remove: () => Promise<void>;
}

export async function copyProject(): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lumbre-site-'));
  await Promise.all(copied.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true })));
  // Sharing node_modules also shares Astro's image cache (node_modules/.astro), so unchanged pictures are not re-encoded.
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    build: () =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
          cwd: dir,
          env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
