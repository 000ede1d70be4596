// Releases (docs/deploy.md, "Updates"), run for real: `npm run release` in a temporary clone of this working copy
// builds into a temporary root, the shipped nginx config serves <root>/current/dist/client, and two instances run
// from <root>/current. A second release is built into an archive (as on a build machine), installed from it with no
// npm ci or build, switched and the instances restarted one at a time while clients read every page with every asset
// it links and post the contact form through nginx; then a rollback, a release whose server cannot start put back by
// itself, and a build that fails.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, readdirSync, statSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastContactEnv, tempDb, validFields, type TempDb } from '../support/contact.ts';
import { quietEnv } from '../support/project-copy.ts';
import { operatorCheckout, type Checkout } from '../support/checkout.ts';
import { publicHost, startNginx, type RunningProxy } from '../support/reverse-proxy.ts';
import { freePort, spawnSite, startSite, type RunningSite } from '../support/server.ts';
import { allPages, caseSlugs } from '../support/site.ts';
import { waitFor } from '../support/wait.ts';
import { parseManifest, type ReleaseManifest } from '../../src/server/release/plan.ts';

let folder: string;
/** The clone `npm run release` runs in, as an operator's checkout. */
let source: string;
/** The releases' root: releases/ and current. */
let root: string;
let proxy: RunningProxy;
let db: TempDb;
const ports: number[] = [];
const instances: RunningSite[] = [];

let git: Checkout['git'];

/** Commits `change` in the clone, as a developer would before a deploy. */
async function commit(message: string, change: () => Promise<void>) {
  await change();
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

/**
 * `npm run release…` in the clone: `node src/server/cli/release.ts …`, with the temporary root; `progress` tells what
 * it has said so far and whether it has ended, while it runs.
 */
function release(
  command: string,
  env: Record<string, string> = {},
  ...rest: string[]
): Promise<{ code: number | null; output: string }> & { progress: () => { output: string; done: boolean } } {
  let output = '';
  let done = false;
  const ended = new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli/release.ts', command, ...rest], {
      cwd: source,
      env: { ...quietEnv, RELEASE_ROOT: root, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      done = true;
      resolve({ code, output });
    });
  });
  return Object.assign(ended, { progress: () => ({ output, done }) });
}

const live = () => path.basename(readlinkSync(path.join(root, 'current')));
const manifestOf = (name: string): ReleaseManifest =>
  parseManifest(readFileSync(path.join(root, 'releases', name, 'release.json'), 'utf8'));
const finishedReleases = () => readdirSync(path.join(root, 'releases')).filter((name) => !name.startsWith('.'));
/** The file a release's build answers a page's path with. */
const pageFile = (name: string, pathname: string) =>
  path.join(root, 'releases', name, 'dist', 'client', pathname, 'index.html');
/** The release folder an instance's process works in (the symlink resolved when it started). */
const releaseOf = (site: RunningSite) => path.basename(readlinkSync(`/proc/${site.process.pid}/cwd`));

const instanceEnv = () => ({ ...fastContactEnv, CONTACT_DB: db.file, TRUST_PROXY: '127.0.0.1' });

/**
 * RESTART_COMMAND for the instances of this test, as `systemctl restart lumbre@"$1"` is on a server: it stops the
 * instance on port $1 and starts it again from <root>/current, without waiting for it to answer. Each restart is
 * counted by port.
 */
async function restartCommand(): Promise<{ command: string; restarts: Map<number, number>; close: () => void }> {
  const restarts = new Map<number, number>();
  const control = createServer(async (req, res) => {
    const port = Number(req.url?.slice(1));
    const index = ports.indexOf(port);
    if (index === -1) return void res.writeHead(404).end();
    await instances[index]!.stop('SIGTERM');
    instances[index] = spawnSite(instanceEnv(), port, path.join(root, 'current'));
    restarts.set(port, (restarts.get(port) ?? 0) + 1);
    res.end();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(control.address() as AddressInfo).port}/`;
  const ask = `fetch('${url}' + process.argv[1], { method: 'POST' }).then((r) => process.exit(r.ok ? 0 : 1))`;
  return { command: `'${process.execPath}' -e "${ask}" "$1"`, restarts, close: () => control.close() };
}

/** The two instances restarted one at a time from <root>/current, as the loop in docs/deploy.md does. */
async function restartInstances() {
  for (const [index, port] of ports.entries()) {
    await instances[index]!.stop('SIGTERM');
    instances[index] = await startSite(instanceEnv(), port, path.join(root, 'current'));
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lumbre-release-'));
  source = path.join(folder, 'site');
  root = path.join(folder, 'srv');
  ({ git } = operatorCheckout(source));

  const first = await release('build');
  expect(first.code, first.output).toBe(0);
  db = tempDb();
  for (let index = 0; index < 2; index++) {
    ports.push(await freePort());
    instances.push(await startSite(instanceEnv(), ports[index], path.join(root, 'current')));
  }
  proxy = await startNginx({
    upstreamPorts: [ports[0]!, ports[1]!],
    root: path.join(root, 'current', 'dist', 'client'),
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await proxy?.stop();
  db?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A browser's HTTPS requests to nginx: pages and assets over kept-alive connections. */
function visitor() {
  const agent = new Agent({ keepAlive: true, ca: proxy.certificate, servername: publicHost });
  const call = (
    method: string,
    pathname: string,
    options: { from?: string; body?: string } = {},
  ): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { Host: `${publicHost}:${proxy.httpsPort}` };
      if (options.body !== undefined)
        Object.assign(headers, {
          'Content-Type': 'application/json',
          Origin: `https://${publicHost}:${proxy.httpsPort}`,
          'Content-Length': String(Buffer.byteLength(options.body)),
        });
      const req = request(
        {
          host: '127.0.0.1',
          port: proxy.httpsPort,
          method,
          path: pathname,
          headers,
          // A post from an address of its own, as visitors are (nginx allows one address 5 a minute).
          ...(options.from
            ? { agent: false, localAddress: options.from, ca: proxy.certificate, servername: publicHost }
            : { agent }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  return { call, close: () => agent.destroy() };
}

/** Every path under /_astro/ a page names: its scripts, styles, fonts and pictures. */
const assetsOf = (html: string) =>
  [...new Set(html.match(/\/_astro\/[\w\-./]+/g) ?? [])].map((asset) => asset.replace(/\.+$/, '')).sort();

/** Is every asset a page names one of `build`'s own files? */
const ofBuild = (assets: string[], build: ReleaseManifest) =>
  assets.every((asset) => build.files.includes(asset.slice(1)));

/**
 * Three browser tabs through nginx: each loads a page with every asset it names, asks again for the assets of the
 * page it read three pages before (a picture loaded as it scrolls, a script fetched on a first touch, so a page read
 * before a switch asks for its assets after it), and posts the form from an address of its own, until stopped.
 */
/** Visitors who posted so far, in every test: each posts from an address no one has used. */
let visitors = 0;

function startReaders() {
  let running = true;
  const failures: string[] = [];
  const pages: { path: string; assets: string[] }[] = [];
  let posts = 0;
  const client = async (offset: number) => {
    const { call, close } = visitor();
    const open: { path: string; assets: string[] }[] = [];
    const load = async (page: { path: string; assets: string[] }) => {
      for (const asset of page.assets) {
        const file = await call('GET', asset);
        if (file.status !== 200) failures.push(`GET ${asset} (named by ${page.path}): ${file.status}`);
      }
    };
    for (let index = offset; running; index++) {
      const { path: pathname } = allPages[index % allPages.length]!;
      const from = `127.2.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`;
      try {
        const answer = await call('GET', pathname);
        if (answer.status !== 200) failures.push(`GET ${pathname}: ${answer.status}`);
        const page = { path: pathname, assets: assetsOf(answer.body) };
        await load(page);
        pages.push(page);
        open.push(page);
        if (open.length > 3) await load(open.shift()!);
        const post = await call('POST', '/api/contact', {
          from,
          body: JSON.stringify({ body: { ...validFields, name: `Release ${visitors}` } }),
        });
        if (post.status === 200) posts++;
        else failures.push(`POST ${post.status} ${post.body.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${pathname}: no answer: ${String(error)}`);
      }
    }
    close();
  };
  const clients = [0, 1, 2].map((offset) => client(offset * 7));
  return {
    failures,
    pages,
    get posts() {
      return posts;
    },
    flowing: () => waitFor('pages and posts flowing', () => pages.length >= 10 && posts >= 5),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

describe('a release', () => {
  it('switches the site at once while pages, their assets and posts are requested through nginx: nothing fails, no page mixes two builds', async () => {
    const firstName = live();
    const first = manifestOf(firstName);
    expect(instances.map(releaseOf)).toEqual([firstName, firstName]);

    // A change of the script most pages name by its hashed name (on every page, the one the motion script
    // fetches), so the second build names its assets otherwise.
    const named = allPages.flatMap(({ path: pathname }) =>
      assetsOf(readFileSync(pageFile(firstName, pathname), 'utf8')).flatMap(
        (asset) => /^\/_astro\/([\w-]+)\.[\w-]+\.js$/.exec(asset)?.[1] ?? [],
      ),
    );
    const script = [...new Set(named)]
      .map((name) => ({ file: `src/scripts/${name}.ts`, pages: named.filter((other) => other === name).length }))
      .filter(({ file }) => existsSync(path.join(source, file)))
      .sort((a, b) => b.pages - a.pages)[0]?.file;
    expect(script, 'a page script pages name by its hashed name').toBeDefined();

    await commit('A script changed', () =>
      appendFile(path.join(source, script!), `\ndocument.documentElement.dataset.release = 'second';\n`),
    );
    // Built once into an archive, as on a build machine (nothing changes here), then installed from it while the
    // visitors come: the switch is what they must not notice.
    const artifact = path.join(folder, 'release.tar.gz');
    const packed = await release('build', {}, '--artifact', artifact);
    expect(packed.code, packed.output).toBe(0);
    expect(live()).toBe(firstName);

    const readers = startReaders();
    let second: ReleaseManifest | undefined;
    let built = { code: null as number | null, output: '' };
    try {
      await readers.flowing();
      built = await release('install', {}, artifact);
      expect(built.code, built.output).toBe(0);
      const secondName = live();
      // What runs it came in the archive: production packages and Node, none of them the checkout's files.
      const installed = path.join(root, 'releases', secondName, 'node_modules');
      expect(existsSync(path.join(installed, '.bin', 'node'))).toBe(true);
      expect(existsSync(path.join(installed, 'vitest'))).toBe(false);
      const astro = 'astro/package.json';
      expect(statSync(path.join(installed, astro)).ino).not.toBe(
        statSync(path.join(source, 'node_modules', astro)).ino,
      );
      const secondBuild = manifestOf(secondName);
      second = secondBuild;
      expect(secondName).not.toBe(firstName);
      // The instances keep the release they started with until restarted, then run the new one; the checkout's
      // node_modules may be gone meanwhile (`npm ci` removes it first): they need nothing of the checkout.
      expect(instances.map(releaseOf)).toEqual([firstName, firstName]);
      const modules = path.join(source, 'node_modules');
      await rename(modules, `${modules}.away`);
      await restartInstances();
      await rename(`${modules}.away`, modules);
      expect(instances.map(releaseOf)).toEqual([secondName, secondName]);
      const seen = readers.pages.length;
      await waitFor(
        'pages of the second build read after the restart',
        () => readers.pages.slice(seen).filter((page) => ofBuild(page.assets, secondBuild)).length >= 10,
      );
    } finally {
      await readers.stop();
    }
    const { failures, pages, posts } = readers;

    expect(failures).toEqual([]);
    expect(built.output).toMatch(/^Live now: /m);
    if (!second) throw new Error('no second release');
    // Every page named the assets of one build only, and both builds' pages were read.
    const mixed = pages.filter((page) => !ofBuild(page.assets, first) && !ofBuild(page.assets, second));
    expect(mixed).toEqual([]);
    expect(pages.some((page) => !ofBuild(page.assets, second))).toBe(true);
    expect(pages.some((page) => !ofBuild(page.assets, first))).toBe(true);
    expect(posts).toBeGreaterThan(10);
    // An instance serving the files itself (`npm start`) finds a page of the first build its assets too.
    const oldPage = pages.find((page) => !ofBuild(page.assets, second))!;
    for (const asset of oldPage.assets)
      expect((await fetch(`${instances[0]!.baseURL}${asset}`)).status, asset).toBe(200);

    // A rollback: the first build's pages again, and a page of the second, still open somewhere, keeps its assets.
    const newPage = pages.findLast((page) => !ofBuild(page.assets, first))!;
    const back = await release('rollback');
    expect(back.code, back.output).toBe(0);
    expect(live()).toBe(firstName);
    const { call, close } = visitor();
    try {
      const again = await call('GET', newPage.path);
      expect(again.status).toBe(200);
      expect(assetsOf(again.body)).toEqual(assetsOf(readFileSync(pageFile(firstName, newPage.path), 'utf8')));
      for (const asset of [...assetsOf(again.body), ...newPage.assets])
        expect((await call('GET', asset)).status, asset).toBe(200);
    } finally {
      close();
    }
    const listed = await release('list');
    expect(listed.output).toMatch(new RegExp(`^\\* ${firstName} .*\\(live\\)$`, 'm'));
    expect(listed.output).toMatch(new RegExp(`^  ${second.name} `, 'm'));
  }, 180_000);

  it('puts a release back by itself when an instance does not get ready on it, while visitors see no error', async () => {
    const before = live();
    const folders = finishedReleases();
    const second = instances[1]!;
    const restart = await restartCommand();
    // A release whose server stops as it starts, as a wrong setting or a bad dependency would make it.
    await commit('A server that cannot start', async () => {
      const main = path.join(source, 'src/server/main.ts');
      await writeFile(main, `throw new Error('This release cannot start.');\n${await readFile(main, 'utf8')}`);
    });
    let readers: ReturnType<typeof startReaders> | undefined;
    let built = { code: null as number | null, output: '' };
    try {
      const building = release('build', {
        INSTANCE_PORTS: ports.join(' '),
        RESTART_COMMAND: restart.command,
        READY_WITHIN: '5',
      });
      // The visitors come once it is built, before the instances are restarted onto it.
      const builtOrEnded = () => building.progress().done || /^Built in /m.test(building.progress().output);
      await waitFor('the release built', builtOrEnded, { timeoutMs: 120_000 });
      const traffic = (readers = startReaders());
      await traffic.flowing();
      built = await building;
      const posted = traffic.posts;
      await waitFor('posts answered after the put-back', () => traffic.posts >= posted + 5);
    } finally {
      await readers?.stop();
      restart.close();
      git('reset', '-q', '--hard', 'HEAD~1');
    }
    expect(built.code, built.output).toBe(1);
    expect(built.output).toMatch(
      new RegExp(
        `did not get ready on port ${ports[0]} within 5 s: nothing listens on it\\. Put back by itself onto ${before}, on every instance\\.`,
      ),
    );
    expect(live()).toBe(before);
    expect(finishedReleases()).toEqual(folders);
    // The first instance went onto the new release and back; the second was never stopped.
    expect(Object.fromEntries(restart.restarts)).toEqual({ [ports[0]!]: 2 });
    expect(instances[1]).toBe(second);
    expect(releaseOf(instances[0]!)).toBe(before);
    expect(await (await fetch(`${instances[0]!.baseURL}/readyz`)).json()).toEqual({ status: 'ready', release: before });
    expect(readers?.failures).toEqual([]);
  }, 180_000);

  it('leaves the live site as it was when the build fails, and says why', async () => {
    const before = live();
    const folders = finishedReleases();
    // A case without its summary, which the schema requires.
    const broken = `src/content/cases/en/${caseSlugs[0]}.md`;
    await commit('A broken content file', async () => {
      const file = path.join(source, broken);
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^summary:.*\n(?: {2}.*\n)*/m, ''));
    });
    const failed = await release('build');
    expect(failed.code).toBe(1);
    expect(failed.output).toContain(broken);
    expect(failed.output).toMatch(/summary/);
    expect(failed.output).toContain(`Nothing changed: ${before} stays live.`);
    expect(live()).toBe(before);
    expect(finishedReleases()).toEqual(folders);
    const { call, close } = visitor();
    try {
      expect((await call('GET', allPages[0]!.path)).status).toBe(200);
    } finally {
      close();
    }
  }, 60_000);
});
