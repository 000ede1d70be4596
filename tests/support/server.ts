// Starts the built site (`node src/server/main.ts`) on a free port of 127.0.0.1 and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The environment a server or command under test inherits: this process's, less the outbox a developer's shell
 * may name, so a test writes only to the store it chose (a temporary file unless it passes DATABASE_URL).
 */
export function testEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _developers, ...inherited } = process.env;
  return { ...inherited, ...env };
}

export interface RunningSite {
  baseURL: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts the server with extra environment variables (in another copy of the project: `cwd`) and waits until it answers. */
export async function startSite(env: Record<string, string> = {}, port?: number, cwd?: string): Promise<RunningSite> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    env: testEnv({ HOST: '127.0.0.1', PORT: String(chosen), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseURL = `http://127.0.0.1:${chosen}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const response = await fetch(`${baseURL}/favicon.svg`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    port: chosen,
    process: child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
