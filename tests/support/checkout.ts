// A checkout as an operator's server holds one: a clone of this repository with the working copy as it is committed
// in it (what is not committed yet included) and node_modules as `npm ci` would leave it (hard links: instant). The
// release tests build from it, and the editing host edits it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Checkout {
  dir: string;
  /** git in the checkout, as a developer who commits there. */
  git: (...args: string[]) => string;
}

export function operatorCheckout(dir: string): Checkout {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=Release test', '-c', 'user.email=test@example.com', ...args], {
      encoding: 'utf8',
    });
  execFileSync('git', ['clone', '-q', process.cwd(), dir]);
  execFileSync('git', [`--git-dir=${path.join(dir, '.git')}`, `--work-tree=${process.cwd()}`, 'add', '-A']);
  git('commit', '-q', '--allow-empty', '-m', 'The working copy under test');
  git('reset', '-q', '--hard');
  execFileSync('cp', ['-al', path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules')]);
  return { dir, git };
}
