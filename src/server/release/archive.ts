// Build once, install anywhere (docs/deploy.md, "Releases built elsewhere"): `npm run release -- --artifact FILE`
// builds a release on a build machine or in CI and packs it with what runs it (the production packages and the
// project's own Node); `npm run release:install FILE` unpacks it into a web server's releases/ and makes it live the
// way a release built there goes live (`goLive`): no `npm ci`, no build, nothing of a checkout on that server.
import { mkdir, mkdtemp, rename, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isReleaseName, parseManifest } from './plan.ts';
import {
  buildRelease,
  goLive,
  mustRun,
  ReleaseError,
  releasesDir,
  withReleaseLock,
  type BuildOptions,
  type GoLive,
  type Published,
  type Release,
} from './releases.ts';

/** Build caches a release folder holds in node_modules, which nothing running needs. */
const caches = ['./node_modules/.astro', './node_modules/.cache', './node_modules/.vite'];

/**
 * Builds `source`'s commit as a release in a folder of its own and packs it into `file` (a gzipped tar): the commit's
 * files, dist/, release.json, and node_modules with the production packages and the `node` devDependency only.
 */
export async function packRelease(file: string, options: Omit<BuildOptions, 'root'>): Promise<Release> {
  const root = await mkdtemp(path.join(tmpdir(), 'lumbre-artifact-'));
  try {
    const release = await buildRelease({ ...options, root });
    const modules = path.join(release.dir, 'node_modules');
    // `npm prune` unlinks what production leaves out (the release's packages are links to the checkout's files, which
    // stay); the project's Node is a devDependency, so it is set aside and put back.
    await rename(path.join(modules, 'node'), path.join(release.dir, '.node'));
    await mustRun('Leaving out the development packages', 'npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: release.dir,
    });
    await rename(path.join(release.dir, '.node'), path.join(modules, 'node'));
    await rm(path.join(modules, '.bin', 'node'), { force: true });
    await symlink('../node/bin/node', path.join(modules, '.bin', 'node'));
    // gzip's fastest level: a tenth larger than its default, in a third of the time.
    await mustRun('Packing the release', 'tar', [
      '-c',
      '-I',
      'gzip -1',
      '-f',
      path.resolve(file),
      '-C',
      release.dir,
      ...caches.map((cache) => `--exclude=${cache}`),
      '.',
    ]);
    return release;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * Unpacks a release archive into `root`'s releases/ (beside, then renamed into place, so a half-unpacked folder is
 * never a release) and makes it live, holding the lock.
 */
export async function installRelease(file: string, options: GoLive): Promise<Published> {
  if (!existsSync(file)) throw new ReleaseError(`There is no file ${file}.`);
  const manifest = parseManifest(await mustRun(`Reading ${file}`, 'tar', ['-xzOf', file, './release.json']));
  if (!isReleaseName(manifest.name)) throw new ReleaseError(`${file} names no release (${manifest.name}).`);
  return withReleaseLock(options.root, async () => {
    const dir = path.join(releasesDir(options.root), manifest.name);
    if (existsSync(dir)) throw new ReleaseError(`${manifest.name} is installed already: ${dir}.`);
    const partial = path.join(releasesDir(options.root), `.${manifest.name}.partial`);
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    try {
      await mustRun(`Unpacking ${file}`, 'tar', ['-xzf', path.resolve(file), '-C', partial]);
      await rename(partial, dir);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
    const release: Release = { ...manifest, dir, live: false };
    return { release, ...(await goLive(release, options)) };
  });
}
