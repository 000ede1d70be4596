// The commands releases run (git, tar, the build, npm, the operator's PUBLISH_COMMAND and RESTART_COMMAND): their
// exit code and what they printed, to say in a sentence when one fails.
import { spawn } from 'node:child_process';

export interface Run {
  code: number | null;
  stdout: string;
  /** stdout and stderr as they came. */
  output: string;
}

/** Runs a command to its end; rejects only if it cannot start. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => ((stdout += chunk), (output += chunk)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, output }));
  });
}

/** An operator's shell command (`$1` is `argument`), named `name` in its own messages ($0). */
export const runShell = (command: string, name: string, argument: string) =>
  run('/bin/sh', ['-c', command, name, argument]);

/** The last lines of a command's output: where a build says what stopped it. */
export const tail = (output: string, lines = 40) => output.trimEnd().split('\n').slice(-lines).join('\n');
