// A throwaway copy of the project (sources only, node_modules linked) to build, sync or edit with changed content.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, untilAnswering } from './server.ts';

const root = process.cwd();
const copied = [
  'src',
  'public',
  'astro.config.mjs',
  'keystatic.config.ts',
  'tsconfig.json',
  'package.json',
  '.gitignore',
];
const astroBin = path.join(root, 'node_modules/astro/bin/astro.mjs');
/** Our environment without the test runner's marks: Astro's dev server serves no pages when it sees VITEST. */
export const quietEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST.*|TEST|NODE_ENV)$/.test(name))),
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

export interface RunResult {
  code: number | null;
  output: string;
}

export interface DevServer {
  baseURL: string;
  output: () => string;
  stop: () => Promise<void>;
}

export interface ProjectCopy {
  dir: string;
  /** Runs `astro build` in the copy, with extra environment variables if given. */
  build: (env?: Record<string, string>) => Promise<RunResult>;
  /** Runs `astro sync`: loads and checks the content without building pages. */
  sync: () => Promise<RunResult>;
  /** Starts `astro dev` (with the editor) on a free port and waits until it answers. */
  dev: () => Promise<DevServer>;
  remove: () => Promise<void>;
}

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return () => output;
}

function run(dir: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, ...args], { cwd: dir, env: { ...quietEnv, ...env } });
    const output = collect(child);
    child.on('close', (code) => resolve({ code, output: output() }));
  });
}

/** `with`: more of the project to copy, e.g. the tests, to run them against the copy; `into`: a folder of its own, made afresh. */
export async function copyProject(options: { with?: string[]; into?: string } = {}): Promise<ProjectCopy> {
  const dir = options.into ?? (await mkdtemp(path.join(tmpdir(), 'lumbre-site-')));
  if (options.into) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  const entries = [...copied, ...(options.with ?? [])];
  await Promise.all(entries.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true })));
  // Sharing node_modules also shares Astro's image cache (node_modules/.astro), so unchanged pictures are not re-encoded.
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The dev server serves files from the linked node_modules, which lies outside the copy.
  await writeFile(
    path.join(dir, 'astro.config.copy.mjs'),
    `import config from './astro.config.mjs';\nexport default { ...config, vite: { ...config.vite, server: { strictPort: true, fs: { allow: ['.', ${JSON.stringify(path.join(root, 'node_modules'))}] } } } };\n`,
  );
  return {
    dir,
    build: (env) => run(dir, ['build'], env),
    sync: () => run(dir, ['sync']),
    dev: async () => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [astroBin, 'dev', '--port', String(port), '--config', 'astro.config.copy.mjs'],
        {
          cwd: dir,
          env: quietEnv,
        },
      );
      const output = collect(child);
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const baseURL = `http://127.0.0.1:${port}`;
      await untilAnswering(child, baseURL, { what: 'astro dev', timeoutMs: 60_000, output });
      return {
        baseURL,
        output,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
