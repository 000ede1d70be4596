// Starts the built site (`node src/server/main.ts`) on a free port of 127.0.0.1 and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from './wait.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
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

/** Waits until a server a child process runs answers at `baseURL`; kills it and says why if it exits or never does. */
export async function untilAnswering(
  child: ChildProcess,
  baseURL: string,
  { what, timeoutMs, output }: { what: string; timeoutMs: number; output: () => string },
) {
  try {
    await waitFor(
      `${what} to answer`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${what} exited early`);
        return fetch(`${baseURL}/favicon.svg`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeoutMs, intervalMs: 100 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
}

export interface RunningSite {
  baseURL: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** Its JSON lines so far (src/server/log.ts), each as written. */
  lines: () => LogLine[];
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** One of the server's lines: its level, time and message, and the fields it names (a contact message's ids). */
export interface LogLine {
  level: string;
  time: string;
  msg: string;
  messageId?: string;
  requestId?: string;
  err?: { stack?: string };
}

/** The JSON lines of a server's output (a line that is not one, such as Node's own warnings, is left out). */
export const logLines = (output: string): LogLine[] =>
  output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

/**
 * Starts the server on `port` with extra environment variables (in another copy of the project: `cwd`) without
 * waiting for it, as a supervisor does: it may never answer.
 */
export function spawnSite(env: Record<string, string>, port: number, cwd?: string): RunningSite {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    env: testEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => log,
    lines: () => logLines(log),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts the server with extra environment variables (in another copy of the project: `cwd`) and waits until it answers. */
export async function startSite(env: Record<string, string> = {}, port?: number, cwd?: string): Promise<RunningSite> {
  const site = spawnSite(env, port ?? (await freePort()), cwd);
  await untilAnswering(site.process, site.baseURL, { what: 'the server', timeoutMs: 30_000, output: site.output });
  return site;
}

/** One series' value on an instance's metrics port (METRICS_PORT) as it says it now (0 where it has none yet). */
export async function metricOn(port: number, series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
