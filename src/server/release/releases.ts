// Releases (docs/deploy.md, "Releases"): a deploy, and the editing host's Publish, build the site from one commit
// into a folder of its own, <root>/releases/<name>/, then make it live at once by replacing the symlink
// <root>/current (rename(2) is atomic), which nginx, Caddy and the systemd units read. Nothing live ever runs from
// a folder being written: a failed build removes its folder and leaves `current` as it was. The release before
// stays for a rollback, which is the same switch back. `publish` and `rollback` hold a lock while they work; the
// steps they are made of (`buildRelease`, `switchRelease`, `pruneReleases`) expect their caller to hold it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  appendFile,
  link,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  filesToCarry,
  isReleaseName,
  parseManifest,
  releaseBefore,
  releaseName,
  releasesToPrune,
  type ReleaseManifest,
} from './plan.ts';
import { restartOnto, type Instances, type Stopped } from './instances.ts';
import { run, runShell, tail } from './run.ts';

/** Where releases live on the server docs/deploy.md sets up: /srv/lumbre/releases/…, /srv/lumbre/current. */
export const defaultRoot = '/srv/lumbre';

/** A failure to say in a sentence (a build that failed, nothing to roll back to, another release under way). */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** A release built and switched that an instance did not get ready on, put back (`putBack`). */
export class NotReadyError extends ReleaseError {
  override name = 'NotReadyError';
}

export interface Release extends ReleaseManifest {
  dir: string;
  live: boolean;
}

export interface BuildOptions {
  /** The folder holding releases/ and current. */
  root: string;
  /** A git working copy with node_modules installed (`npm ci`); its HEAD commit is built unless `commit` is told. */
  source: string;
  /** The commit to build (the editing host's live site with the changes chosen). */
  commit?: string | undefined;
  /** Who the release is by (the operator, the marketer who pressed Publish). */
  by?: string;
  /** The build's environment (SITE_URL among it); this process's unless told. */
  env?: NodeJS.ProcessEnv;
  /** Told each step as it starts, in a plain line. */
  say?: (line: string) => void;
  /** Told each stage as it starts, for a page that shows a publish under way. */
  stage?: (stage: PublishStage) => void;
}

/** The stages of a publish, in order: the commit's files, the build (which checks the content), the copy sent on,
 * the switch, the instances restarted onto it. */
export const publishStages = ['preparing', 'building', 'sending', 'switching', 'restarting'] as const;
export type PublishStage = (typeof publishStages)[number];

/** The folder holding every release. */
export const releasesDir = (root: string) => path.join(root, 'releases');
const manifestFile = (dir: string) => path.join(dir, 'release.json');

/** Who runs this: the person behind sudo, else the account. */
export const whoRuns = () => process.env.SUDO_USER ?? userInfo().username;

/** Runs a command, or says in a ReleaseError what failed and its output. */
export async function mustRun(
  what: string,
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Promise<string> {
  const { code, stdout, output } = await run(command, args, options);
  if (code !== 0) throw new ReleaseError(`${what} failed (${command} ${args.join(' ')}):\n${output.trim()}`);
  return stdout;
}

/** The name of the live release, or undefined before the first. */
export async function liveRelease(root: string): Promise<string | undefined> {
  try {
    return path.basename(await readlink(path.join(root, 'current')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readManifest(dir: string): Promise<ReleaseManifest> {
  return parseManifest(await readFile(manifestFile(dir), 'utf8'));
}

/** Written beside and renamed, so a reader never finds half a manifest. */
async function writeManifest(dir: string, manifest: ReleaseManifest): Promise<void> {
  const partial = `${manifestFile(dir)}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, manifestFile(dir));
}

/** The folders of releases/ named as releases, finished or not (a finished one has its release.json). */
async function releaseFolders(root: string): Promise<string[]> {
  try {
    return (await readdir(releasesDir(root))).filter(isReleaseName).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every finished release, oldest first, the live one marked. */
export async function listReleases(root: string): Promise<Release[]> {
  const live = await liveRelease(root);
  const releases: Release[] = [];
  for (const name of await releaseFolders(root)) {
    const dir = path.join(releasesDir(root), name);
    if (!existsSync(manifestFile(dir))) continue;
    releases.push({ ...(await readManifest(dir)), dir, live: name === live });
  }
  return releases;
}

/**
 * Runs `work` while holding releases/.lock, so two releases (a deploy and a Publish) never build or switch at once.
 * The lock names its process: one left by a process that died is taken over.
 */
export async function withReleaseLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  await mkdir(releasesDir(root), { recursive: true });
  const lock = path.join(releasesDir(root), '.lock');
  // Written whole under another name and linked into place: the lock never exists without its process id.
  const mine = `${lock}.${process.pid}`;
  await writeFile(mine, String(process.pid));
  try {
    for (;;) {
      try {
        await link(mine, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
        if (holder > 0 && processAlive(holder))
          throw new ReleaseError(`Another release is under way (process ${holder}): try again once it has finished.`);
        await rm(lock, { force: true });
      }
    }
  } finally {
    await rm(mine, { force: true });
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A copy of a folder's contents; of hard links (instant, no space) when `linked` and both sides share a filesystem,
 * which is safe only for files nothing writes in place.
 */
async function copyTree(from: string, to: string, { linked }: { linked: boolean }): Promise<void> {
  const sameDevice = (await stat(from)).dev === (await stat(path.dirname(to))).dev;
  await mustRun(`Copying ${from}`, 'cp', [linked && sameDevice ? '-al' : '-a', `${from}/.`, to]);
}

/** The build's own files under dist/client/_astro/, relative to dist/client. */
async function assetFiles(dir: string): Promise<string[]> {
  const client = path.join(dir, 'dist', 'client');
  const entries = await readdir(path.join(client, '_astro'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files of the commit (`git archive`), nothing else of the working copy: a release is exactly one commit. */
function extractCommit(source: string, commit: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['-C', source, 'archive', '--format=tar', commit], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk) => (errors += chunk));
    tar.stderr.on('data', (chunk) => (errors += chunk));
    archive.once('error', reject);
    tar.once('error', reject);
    archive.stdout.pipe(tar.stdin);
    const codes = [archive, tar].map(
      (child) => new Promise<number | null>((done) => child.once('close', (code) => done(code))),
    );
    void Promise.all(codes).then(([archived, extracted]) =>
      archived === 0 && extracted === 0
        ? resolve()
        : reject(new ReleaseError(`Extracting ${commit} from ${source} failed:\n${errors.trim()}`)),
    );
  });
}

/**
 * Builds `source`'s HEAD (or `commit`) into a new release folder, runnable by itself: the commit's files, `node_modules` linked
 * from the source's (with Astro's cache of the live release, so pictures it encoded are not encoded again), and its
 * own dist/ built there. Not live until `switchRelease`. A build that fails removes its folder and throws with the
 * build's last lines. Call it holding the lock (`publish` does).
 */
export async function buildRelease({
  root,
  source,
  commit: wanted,
  by = whoRuns(),
  env = process.env,
  say = () => {},
  stage = () => {},
}: BuildOptions): Promise<Release> {
  const [commit = '', short = '', author = '', committedAt = '', subject = ''] = (
    await mustRun('Reading the commit', 'git', [
      '-C',
      source,
      'log',
      '-1',
      '--format=%H%n%h%n%an%n%cI%n%s',
      wanted ?? 'HEAD',
    ])
  ).split('\n');
  const modules = path.join(source, 'node_modules');
  if (!existsSync(modules)) throw new ReleaseError(`${source} has no node_modules: run npm ci there first.`);
  const uncommitted = wanted
    ? ''
    : await mustRun('Reading the working copy', 'git', ['-C', source, 'status', '--porcelain']);
  if (uncommitted.trim() !== '') say(`Uncommitted changes in ${source} are left out: a release is a commit.`);

  const builtAt = new Date();
  const name = releaseName(builtAt, short);
  const dir = path.join(releasesDir(root), name);
  await mkdir(releasesDir(root), { recursive: true });
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new ReleaseError(`${dir} exists already: a release of ${short} was made this very second.`);
  }
  say(`Building ${short} "${subject}" into ${dir}`);
  stage('preparing');
  try {
    await extractCommit(source, commit, dir);
    // A commit that carries node_modules (a link to another checkout's, committed by mistake) would have the release
    // write into that folder.
    if (existsSync(path.join(dir, 'node_modules')))
      throw new ReleaseError(`${short} holds node_modules: remove it from the commit (git rm --cached node_modules).`);
    await copyTree(modules, path.join(dir, 'node_modules'), { linked: true });
    // Astro's cache (encoded pictures, the content store), copied, not linked, since the build writes in it: the live
    // release's, the latest (the checkout no longer builds), else the checkout's.
    const cache = path.join(dir, 'node_modules', '.astro');
    const live = await liveRelease(root);
    const cacheFrom = [
      live && path.join(releasesDir(root), live, 'node_modules', '.astro'),
      path.join(modules, '.astro'),
    ]
      .filter((folder) => typeof folder === 'string')
      .find((folder) => existsSync(folder));
    await rm(cache, { recursive: true, force: true });
    if (cacheFrom) await copyTree(cacheFrom, cache, { linked: false });
    // The release's own Node (the `node` devDependency), the one its instances will run.
    const node = path.join(dir, 'node_modules', '.bin', 'node');
    const started = performance.now();
    stage('building');
    const build = await run(
      existsSync(node) ? node : process.execPath,
      [path.join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
      { cwd: dir, env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } },
    );
    if (build.code !== 0)
      throw new ReleaseError(`The build of ${short} failed (exit code ${build.code}):\n${tail(build.output)}`);
    say(
      `Built in ${Math.round((performance.now() - started) / 1000)} s for ${env.SITE_URL ?? 'the default SITE_URL'}.`,
    );
    const manifest: ReleaseManifest = {
      name,
      commit,
      subject,
      author,
      committedAt,
      builtBy: by,
      builtAt: builtAt.toISOString(),
      siteUrl: env.SITE_URL ?? null,
      files: await assetFiles(dir),
      carried: {},
    };
    await writeManifest(dir, manifest);
    return { ...manifest, dir, live: false };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Links `from`'s own asset files that `to` lacks into `to`'s build (never replacing one) and records them. */
async function carry(from: Release, to: Release): Promise<number> {
  const files = filesToCarry(from, to);
  for (const file of files) {
    const target = path.join(to.dir, 'dist', 'client', file);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(path.join(from.dir, 'dist', 'client', file), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (files.length > 0) {
    const { dir: _dir, live: _live, ...manifest } = to;
    const carried = { ...manifest.carried, [from.name]: [...(manifest.carried[from.name] ?? []), ...files].sort() };
    await writeManifest(to.dir, { ...manifest, carried });
  }
  return files.length;
}

export interface Switch {
  from?: string;
  to: string;
  /** Files of the outgoing build linked into the incoming one. */
  carried: number;
}

/**
 * Makes `name` the live release: first each of the two builds gets the other's asset files it lacks (a page of
 * either build, open in a browser or served by an instance not yet restarted, finds its scripts, styles and
 * pictures whichever release answers), then `current` is replaced by a symlink to it in one rename.
 */
export async function switchRelease(root: string, name: string): Promise<Switch> {
  const releases = await listReleases(root);
  const incoming = releases.find((release) => release.name === name);
  if (!incoming) throw new ReleaseError(`There is no finished release ${name} in ${releasesDir(root)}.`);
  const outgoing = releases.find((release) => release.live);
  if (outgoing?.name === name) return { from: name, to: name, carried: 0 };
  let carried = 0;
  if (outgoing) {
    carried = await carry(outgoing, incoming);
    await carry(incoming, outgoing);
  }
  const temporary = path.join(root, `.current.${process.pid}`);
  await rm(temporary, { force: true });
  await symlink(path.join('releases', name), temporary);
  try {
    await rename(temporary, path.join(root, 'current'));
  } catch (error) {
    await unlink(temporary);
    throw error;
  }
  return { from: outgoing?.name, to: name, carried };
}

/** Switches back to `name`, or to the release built before the live one, holding the lock; `by` goes in the history. */
export async function rollback(
  root: string,
  name?: string,
  { by = whoRuns(), sendOn, instances, say = () => {} }: { by?: string; sendOn?: SendOn } & Restarts = {},
): Promise<Switch> {
  return withReleaseLock(root, async () => {
    const live = await liveRelease(root);
    if (live === undefined) throw new ReleaseError(`No release is live in ${root} yet.`);
    const releases = await listReleases(root);
    const target =
      name ??
      releaseBefore(
        releases.map((release) => release.name),
        live,
      );
    if (target === undefined) throw new ReleaseError(`${live} is the oldest release kept: there is none before it.`);
    const release = releases.find((candidate) => candidate.name === target);
    if (release && sendOn) await sendOn(release);
    const switched = await switchRelease(root, target);
    if (release && switched.from !== switched.to)
      await recordHistory(root, {
        action: 'rollback',
        by,
        release: target,
        commit: release.commit,
        subject: release.subject,
        from: switched.from,
      });
    if (instances && switched.from !== switched.to) {
      const stopped = await restartOnto(instances, target, say);
      if (stopped)
        throw new ReleaseError(
          `${target} is live, but the instance on port ${stopped.failed.port} did not get ready on it: ${stopped.failed.why}.`,
        );
    }
    return switched;
  });
}

/** The instances to restart onto a release once it is live (./instances.ts), and where to say each one is. */
interface Restarts {
  instances?: Instances | undefined;
  say?: (line: string) => void;
}

/**
 * After an instance did not get ready on `release`: the release before is made live again and the instances that
 * were restarted go back onto it; `release`'s folder is removed, as a failed build's is. Returns what to say.
 */
async function putBack(
  root: string,
  release: Release,
  switched: Switch,
  instances: Instances,
  stopped: Stopped,
  say: (line: string) => void,
): Promise<NotReadyError> {
  const seconds = Math.round(instances.readyWithinMs / 1000);
  const reason = `${release.name} did not get ready on port ${stopped.failed.port} within ${seconds} s: ${stopped.failed.why}.`;
  if (!switched.from) return new NotReadyError(`${reason} No release was live before it, so it stays live.`);
  say(reason);
  await switchRelease(root, switched.from);
  const again = await restartOnto({ ...instances, ports: stopped.restarted }, switched.from, say);
  await rm(release.dir, { recursive: true, force: true });
  return new NotReadyError(
    again
      ? `${reason} Put back onto ${switched.from}, but the instance on port ${again.failed.port} did not get ready on it either: ${again.failed.why}.`
      : `${reason} Put back by itself onto ${switched.from}, on every instance.`,
  );
}

/** A publish or a rollback, as the history keeps it (`<root>/history.jsonl`, one line each, oldest first). */
export interface HistoryEntry {
  at: string;
  by: string;
  action: 'publish' | 'rollback';
  /** The release made live, its commit and the commit's first line. */
  release: string;
  commit: string;
  subject: string;
  /** The release live before. */
  from?: string | undefined;
}

const historyFile = (root: string) => path.join(root, 'history.jsonl');

async function recordHistory(root: string, entry: Omit<HistoryEntry, 'at'>): Promise<void> {
  await appendFile(historyFile(root), `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
}

/** Every publish and rollback recorded, newest first (a line that is not one is skipped). */
export async function readHistory(root: string): Promise<HistoryEntry[]> {
  if (!existsSync(historyFile(root))) return [];
  return (await readFile(historyFile(root), 'utf8'))
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as HistoryEntry;
        return typeof entry.release === 'string' && typeof entry.by === 'string' ? [entry] : [];
      } catch {
        return [];
      }
    })
    .reverse();
}

/** Sends a finished release on (to other web servers, a CDN's storage) before it goes live; throws to stop it. */
export type SendOn = (release: Release) => Promise<void>;

/**
 * PUBLISH_COMMAND as a SendOn: run by /bin/sh with the release folder as its first argument ($1), e.g.
 * `rsync -a --delete "$1/dist/client/" web2:/srv/lumbre/site/`. A command that fails stops the release.
 */
export function publishCommand(command: string): SendOn {
  return async (release) => {
    const sent = await runShell(command, 'publish-command', release.dir);
    if (sent.code !== 0)
      throw new ReleaseError(
        `Sending ${release.name} on failed (PUBLISH_COMMAND, exit code ${sent.code}):\n${tail(sent.output, 10)}`,
      );
  };
}

/**
 * Removes the releases past the newest `keep` (never the live one, nor the one a rollback from it goes to), and
 * folders a build left unfinished (a build that was killed): call it holding the lock, so none is being built.
 */
export async function pruneReleases(root: string, keep: number): Promise<string[]> {
  const finished = (await listReleases(root)).map((release) => release.name);
  const unfinished = (await releaseFolders(root)).filter((name) => !finished.includes(name));
  const removed = [...releasesToPrune(finished, await liveRelease(root), keep), ...unfinished];
  for (const name of removed) await rm(path.join(releasesDir(root), name), { recursive: true, force: true });
  return removed;
}

export interface Published {
  release: Release;
  switched: Switch;
  pruned: string[];
}

/**
 * A whole release: build, send on (`sendOn`, PUBLISH_COMMAND), switch, restart the instances onto it (`instances`),
 * prune, holding the lock, and a line in the history. What `npm run release` and the editing host's Publish run. A
 * release that could not be sent on is removed and the live site stays as it was; one an instance does not get ready
 * on is put back by itself (`putBack`).
 */
export async function publish(
  options: BuildOptions & { keep: number; sendOn?: SendOn | undefined } & Restarts,
): Promise<Published> {
  return withReleaseLock(options.root, async () => {
    const release = await buildRelease(options);
    if (options.sendOn) {
      options.stage?.('sending');
      try {
        await options.sendOn(release);
      } catch (error) {
        await rm(release.dir, { recursive: true, force: true });
        throw error;
      }
    }
    return { release, ...(await goLive(release, options)) };
  });
}

/** What making a finished release live needs: where, how many to keep, the instances, and who is told what. */
export type GoLive = Pick<BuildOptions, 'root' | 'by' | 'say' | 'stage'> & { keep: number } & Restarts;

/**
 * Makes a finished release live, its caller holding the lock: switch, restart the instances onto it (or put it back,
 * `putBack`), prune, and a line in the history by `by` (whoever built it unless told).
 */
export async function goLive(
  release: Release,
  { root, keep, instances, by = release.builtBy, say = () => {}, stage }: GoLive,
): Promise<Omit<Published, 'release'>> {
  stage?.('switching');
  const switched = await switchRelease(root, release.name);
  if (instances) {
    stage?.('restarting');
    const stopped = await restartOnto(instances, release.name, say);
    if (stopped) throw await putBack(root, release, switched, instances, stopped, say);
  }
  const pruned = await pruneReleases(root, keep);
  await recordHistory(root, {
    action: 'publish',
    by,
    release: release.name,
    commit: release.commit,
    subject: release.subject,
    from: switched.from,
  });
  return { switched, pruned };
}
