// The editing host's git working copy: every save in the editor becomes a commit with the person's name and the
// files it changed, one at a time, so nothing written is ever lost and any earlier state can be brought back.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the editor writes: the content files and their pictures. Nothing else of the working copy is committed. */
export const contentPaths = ['src/content', 'src/assets'] as const;

export interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function git(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<GitRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    // A git that stops early (a bad argument) closes its input: its exit code says why, not the pipe.
    child.stdin?.once('error', () => {}).end(input);
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function mustGit(cwd: string, args: string[], env?: NodeJS.ProcessEnv, input?: string): Promise<string> {
  const result = await git(cwd, args, env, input);
  if (result.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The address of every commit the editing host makes: its saves are told from developers' commits by it. */
const hostAddress = 'editing-host@lumbre.invalid';

/** A person as git names an author: their name, and the address that says the editing host made the commit. */
const authorOf = (name: string) => ({
  GIT_AUTHOR_NAME: name,
  GIT_AUTHOR_EMAIL: hostAddress,
  GIT_COMMITTER_NAME: name,
  GIT_COMMITTER_EMAIL: hostAddress,
});

/** One save (a commit touching the content): who, when, and the files it wrote. */
export interface Save {
  commit: string;
  by: string;
  at: string;
  files: string[];
}

export interface WorkingCopy {
  dir: string;
  /** The latest saves made on the editing host, newest first. */
  saves: (limit: number) => Promise<Save[]>;
  /** Puts the files of `commit` back as that save left them, as a new save by `name`; the files brought back. */
  bringBack: (commit: string, name: string) => Promise<string[]>;
  /**
   * Commits the files a save wrote or deleted, as `name`, and nothing else (a file changed by anyone else stays as it
   * is, uncommitted); the files committed, none when none changed.
   */
  commitSaves: (name: string, files: readonly string[]) => Promise<string[]>;
  head: () => Promise<string>;
  /** Who last changed a file and when: its last commit's author, or nobody known (null) for a change not committed. */
  lastChange: (file: string) => Promise<{ by: string | null; at: string }>;
  /** The content files changed between two commits (`to` HEAD unless told). */
  changedSince: (commit: string, to?: string) => Promise<string[]>;
  /** A commit's content files and pictures, each with its mode and object (`git ls-tree`). */
  contentTree: (commit: string) => Promise<Map<string, TreeFile>>;
  /** The text of git objects (blobs), by their ids. */
  texts: (objects: readonly string[]) => Promise<Map<string, string>>;
  /** Who last changed any of `files` after `since`, and when; null where none did. */
  lastChangeAfter: (since: string, to: string, files: readonly string[]) => Promise<{ by: string; at: string } | null>;
  /**
   * A commit made of `from` but with the content files changed since `base` outside `files` as `base` has them,
   * child of `base`: the live site plus the chosen changes. Kept by a ref, so git never prunes it.
   */
  commitPart: (base: string, from: string, files: readonly string[], name: string, message: string) => Promise<string>;
}

/** A file of a commit's tree: its mode and its object. */
export interface TreeFile {
  mode: string;
  object: string;
}

export async function openWorkingCopy(dir: string): Promise<WorkingCopy> {
  const inside = await git(dir, ['rev-parse', '--is-inside-work-tree']);
  if (inside.code !== 0 || inside.stdout.trim() !== 'true')
    throw new Error(`${dir} is not a git working copy: the editing host commits every save (docs/deploy.md).`);
  // One commit at a time: two saves close together must not stage each other's files half-way.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  /** Commits exactly `files` of the content (written, or deleted) as `name`, whatever else is staged or changed. */
  const commitFiles = async (name: string, files: readonly string[], message: (files: string[]) => string) => {
    const content = files.filter((file) => contentPaths.some((folder) => file.startsWith(`${folder}/`)));
    if (content.length === 0) return [];
    await mustGit(dir, ['update-index', '--add', '--remove', '--', ...content]);
    const changed = (await mustGit(dir, ['diff', '--cached', '--name-only', '-z', '--', ...content]))
      .split('\0')
      .filter(Boolean);
    if (changed.length === 0) return [];
    await mustGit(dir, ['commit', '--quiet', '--no-verify', '-m', message(changed), '--', ...changed], authorOf(name));
    return changed;
  };
  const changedSince = async (commit: string, to = 'HEAD') =>
    (await mustGit(dir, ['diff', '--name-only', '-z', commit, to, '--', ...contentPaths])).split('\0').filter(Boolean);
  const contentTree = async (commit: string) => {
    const listed = await mustGit(dir, ['ls-tree', '-r', '-z', commit, '--', ...contentPaths]);
    const files = new Map<string, TreeFile>();
    for (const line of listed.split('\0').filter(Boolean)) {
      const [info = '', file = ''] = line.split('\t');
      const [mode = '', , object = ''] = info.split(' ');
      files.set(file, { mode, object });
    }
    return files;
  };

  return {
    dir,
    commitSaves: (name, files) =>
      inTurn(() => commitFiles(name, files, (changed) => `${name} saved in the editor: ${changed.join(', ')}`)),
    saves: async (limit) => {
      const log = await mustGit(dir, [
        'log',
        `--max-count=${limit}`,
        `--author=<${hostAddress.replaceAll('.', '\\.')}>`,
        '--format=%x1e%H%x1f%an%x1f%aI',
        '--name-only',
        '--',
        ...contentPaths,
      ]);
      return log
        .split('\x1e')
        .filter((record) => record.trim() !== '')
        .map((record) => {
          const [head = '', ...files] = record.trim().split('\n');
          const [commit = '', by = '', at = ''] = head.split('\x1f');
          return { commit, by, at, files: files.filter(Boolean) };
        });
    },
    bringBack: (commit, name) =>
      inTurn(async () => {
        if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`"${commit}" is not a save`);
        const files = (await mustGit(dir, ['show', '--format=', '--name-only', '-z', commit, '--', ...contentPaths]))
          .split('\0')
          .filter(Boolean);
        for (const file of files) {
          // A file that save deleted is deleted again; any other is put back as it left it.
          const existed = (await git(dir, ['cat-file', '-e', `${commit}:${file}`])).code === 0;
          if (existed) await mustGit(dir, ['checkout', commit, '--', file]);
          else await git(dir, ['rm', '--quiet', '--ignore-unmatch', '--', file]);
        }
        const date = (await mustGit(dir, ['show', '-s', '--format=%aI', commit])).trim();
        return commitFiles(
          name,
          files,
          (changed) => `${name} brought back the version of ${date}: ${changed.join(', ')}`,
        );
      }),
    head: async () => (await mustGit(dir, ['rev-parse', 'HEAD'])).trim(),
    async lastChange(file) {
      const uncommitted = (await mustGit(dir, ['status', '--porcelain', '--', file])).trim() !== '';
      const [by = '', at = ''] = (await mustGit(dir, ['log', '-1', '--format=%an%x1f%aI', '--', file]))
        .trim()
        .split('\x1f');
      if (uncommitted || !at)
        return {
          by: null,
          at: (await stat(path.join(dir, file)).catch(() => null))?.mtime.toISOString() ?? new Date().toISOString(),
        };
      return { by, at };
    },
    changedSince,
    contentTree,
    async texts(objects) {
      const unique = [...new Set(objects)];
      const read = await mustGit(dir, ['cat-file', '--batch'], {}, unique.map((object) => `${object}\n`).join(''));
      // Each answer: "<object> blob <size>\n<contents>\n"; sizes are in bytes.
      const bytes = Buffer.from(read, 'utf8');
      const texts = new Map<string, string>();
      let at = 0;
      while (at < bytes.length) {
        const end = bytes.indexOf(10, at);
        const [object = '', , size = '0'] = bytes.subarray(at, end).toString('utf8').split(' ');
        texts.set(object, bytes.subarray(end + 1, end + 1 + Number(size)).toString('utf8'));
        at = end + 1 + Number(size) + 1;
      }
      return texts;
    },
    async lastChangeAfter(since, to, files) {
      if (files.length === 0) return null;
      const [by = '', at = ''] = (
        await mustGit(dir, ['log', '-1', '--format=%an%x1f%aI', `${since}..${to}`, '--', ...files])
      )
        .trim()
        .split('\x1f');
      return at ? { by, at } : null;
    },
    async commitPart(base, from, files, name, message) {
      const chosen = new Set(files);
      const left = (await changedSince(base, from)).filter((file) => !chosen.has(file));
      const index = path.join(await mkdtemp(path.join(tmpdir(), 'lumbre-publish-')), 'index');
      const env = { GIT_INDEX_FILE: index };
      try {
        await mustGit(dir, ['read-tree', from], env);
        // What is left out goes back to how the live site has it: as it was, or absent.
        const baseTree = await contentTree(base);
        const restored = left.map((file) => {
          const kept = baseTree.get(file);
          return kept ? `${kept.mode} ${kept.object}\t${file}` : `0 ${'0'.repeat(40)}\t${file}`;
        });
        if (restored.length > 0) await mustGit(dir, ['update-index', '--index-info'], env, `${restored.join('\n')}\n`);
        const tree = (await mustGit(dir, ['write-tree'], env)).trim();
        const commit = (await mustGit(dir, ['commit-tree', tree, '-p', base, '-m', message], authorOf(name))).trim();
        await mustGit(dir, ['update-ref', `refs/lumbre/published/${commit}`, commit]);
        return commit;
      } finally {
        await rm(path.dirname(index), { recursive: true, force: true });
      }
    },
  };
}
