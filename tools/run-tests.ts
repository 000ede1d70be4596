// `npm test`: every part of the suite, the cheap ones first so a mistake they can find stops it early, and the time
// each part took printed at the end (the suite's budget is 8 minutes on a 2-core machine: docs/design.md).
// Parts in one group run side by side, sharing the cores (one group: no core waits on the longest part while the
// other idles); a group starts when the one before it has passed.
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  command: string[];
}

const groups: Part[][] = [
  [
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'astro check', command: ['astro', 'check'] },
    // The picture generator is a workspace of its own, outside the site's lint and check: its types and its tests.
    { name: 'artwork', command: ['npm', '--workspace', 'tools/artwork', 'run', '--silent', 'test'] },
    { name: 'unit tests', command: ['vitest', 'run', '--project', 'unit'] },
    { name: 'build', command: ['astro', 'build'] },
  ],
  [{ name: 'browser and build tests', command: ['vitest', 'run', '--project', 'e2e', '--project', 'build'] }],
];

interface Outcome {
  name: string;
  seconds: number;
  code: number;
}

/** Runs a part with its output shown as it comes, line by line, each line marked with the part's name. */
function run(part: Part, marked: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = part.command;
    const child = spawn(command!, args, { stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    // A command that cannot start (not on PATH: run through `npm test`, which puts node_modules/.bin there) fails its part.
    child.on('error', (error) => {
      process.stdout.write(`[${part.name}] ${error.message}\n`);
      resolve({ name: part.name, seconds: (performance.now() - started) / 1000, code: 1 });
    });
    if (marked) {
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.setEncoding('utf8').on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop()!;
          for (const line of lines) process.stdout.write(`[${part.name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${part.name}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) =>
      resolve({ name: part.name, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) }),
    );
  });
}

const outcomes: Outcome[] = [];
const started = performance.now();
for (const group of groups) {
  outcomes.push(...(await Promise.all(group.map((part) => run(part, group.length > 1)))));
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
}

const failed = outcomes.filter((outcome) => outcome.code !== 0);
const total = (performance.now() - started) / 1000;
const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
console.log(`\nnpm test: ${failed.length === 0 ? 'passed' : 'FAILED'} in ${Math.round(total)} s`);
for (const { name, seconds, code } of outcomes)
  console.log(`  ${name.padEnd(width)}  ${String(Math.round(seconds)).padStart(4)} s${code === 0 ? '' : '  failed'}`);
process.exitCode = failed.length === 0 ? 0 : 1;
