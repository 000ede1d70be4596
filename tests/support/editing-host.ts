// The editing host as an operator runs it (docs/deploy.md, "The editing host"), for the tests that use it as
// marketers (and as an attacker) would: `npm run editor` over an operator's checkout, with the people who may sign
// in, the live site's first release, and the public server (`npm run serve`) on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { savePerson } from '../../src/server/editing/people.ts';
import { listReleases, publish } from '../../src/server/release/releases.ts';
import { blobId } from '../../src/server/editing/versions.ts';
import { operatorCheckout, type Checkout } from './checkout.ts';
import { tempDb } from './contact.ts';
import { quietEnv } from './project-copy.ts';
import { freePort, startSite, type RunningSite } from './server.ts';
import { waitFor } from './wait.ts';
import type { BrowserContext } from 'playwright-core';

export interface Person {
  name: string;
  password: string;
}

/** The marketers the editing host's tests sign in as. */
export const ana: Person = { name: 'Ana Pérez', password: 'patio de tierra roja' };
export const bruno: Person = { name: 'Bruno Díaz', password: 'otra contraseña larga' };

export interface EditingHostLab {
  /** A folder of the test's own, removed by `stop`. */
  folder: string;
  checkout: Checkout;
  /** A file of the checkout, by its path in the project. */
  inCheckout: (file: string) => string;
  /** The folder of releases/ and current. */
  root: string;
  host: { baseURL: string; port: number; process: ChildProcess; output: () => string };
  /** The public server on the live release (through `current`: a publish shows without a restart), once there is one. */
  live: () => Promise<RunningSite>;
  stop: () => Promise<void>;
}

/**
 * Starts the editing host for `people`, with `env` (given the lab's folder) added to the operator's settings; the
 * people file is kept where the docs say by default (.editor/people.json in the checkout) unless `peopleOutside`.
 * The operator's first release is built meanwhile, unless `firstRelease` is false (the host's first publish is then).
 */
export async function startEditingHost(
  people: readonly Person[],
  {
    env = () => ({}),
    peopleOutside = false,
    firstRelease = true,
  }: { env?: (folder: string) => Record<string, string>; peopleOutside?: boolean; firstRelease?: boolean } = {},
): Promise<EditingHostLab> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lumbre-editing-'));
  const checkout = operatorCheckout(path.join(folder, 'site'));
  const root = path.join(folder, 'srv');
  const peopleFile = peopleOutside
    ? path.join(folder, 'people.json')
    : path.join(checkout.dir, '.editor', 'people.json');
  await mkdir(path.dirname(peopleFile), { recursive: true });
  for (const { name, password } of people) await savePerson(peopleFile, name, password);
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/cli/editor.ts'], {
    cwd: checkout.dir,
    env: { ...quietEnv, EDITOR_PORT: String(port), EDITOR_PEOPLE: peopleFile, RELEASE_ROOT: root, ...env(folder) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const host = { baseURL: `http://127.0.0.1:${port}`, port, process: child, output: () => output };
  // The live site before any marketer, built while the host starts.
  if (firstRelease) await publish({ root, source: checkout.dir, keep: 10 });
  await waitFor(
    'the editing host to answer',
    async () => {
      if (child.exitCode !== null) throw new Error(`The editing host exited early:\n${output}`);
      return fetch(`${host.baseURL}/sign-in`).then(
        (response) => response.ok,
        () => false,
      );
    },
    { timeoutMs: 90_000, intervalMs: 200 },
  );
  const db = tempDb();
  let publicSite: Promise<RunningSite> | undefined;
  const live = () =>
    (publicSite ??= startSite(
      { CONTACT_DB: db.file, DIST_DIR: path.join(root, 'current', 'dist') },
      undefined,
      checkout.dir,
    ));
  return {
    folder,
    checkout,
    inCheckout: (file) => path.join(checkout.dir, file),
    root,
    host,
    live,
    stop: async () => {
      child.kill('SIGTERM');
      await (await publicSite)?.stop();
      db.remove();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Signs a person in with a request as the sign-in page sends it; the answer (303 and a cookie when it went well). */
export const signIn = (baseURL: string, { name, password }: Person, next = '/keystatic') =>
  fetch(`${baseURL}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseURL },
    body: new URLSearchParams({ name, password, next }),
  });

/** The session cookie a sign-in set, as a request sends it back. */
export const sessionOf = (answer: Response) => (answer.headers.get('set-cookie') ?? '').split(';')[0]!;

/** Signs `who` in; their session's cookie, as a request sends it back. */
export const signedIn = async (lab: EditingHostLab, who: Person) => sessionOf(await signIn(lab.host.baseURL, who));

/** Signs `who` in, in a browser: its pages on the host are theirs from then on. */
export async function signInBrowser(context: BrowserContext, lab: EditingHostLab, who: Person) {
  const [name = '', value = ''] = (await signedIn(lab, who)).split('=');
  await context.addCookies([{ name, value, url: lab.host.baseURL }]);
}

/**
 * A save as the editor makes it: each file it changes read first, as Keystatic reads an entry before its form shows
 * (by its version: `/api/keystatic/blob/<id>/<path>`), then the save Keystatic sends (`additions` with their text).
 */
export async function saveFiles(
  lab: EditingHostLab,
  cookie: string,
  { additions = {}, deletions = [] }: { additions?: Record<string, string | Buffer>; deletions?: string[] },
) {
  const headers = { Origin: lab.host.baseURL, Cookie: cookie, 'no-cors': '1' };
  for (const file of [...Object.keys(additions), ...deletions].filter((file) => existsSync(lab.inCheckout(file)))) {
    const id = blobId(await readFile(lab.inCheckout(file)));
    const read = await fetch(`${lab.host.baseURL}/api/keystatic/blob/${id}/${file}`, { headers });
    if (!read.ok) throw new Error(`Reading ${file} as the editor does: ${read.status}`);
  }
  return fetch(`${lab.host.baseURL}/api/keystatic/update`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      additions: Object.entries(additions).map(([file, contents]) => ({
        path: file,
        contents: Buffer.from(contents).toString('base64url'),
      })),
      deletions: deletions.map((file) => ({ path: file })),
    }),
  });
}

/** Saves files as the editor does, and waits for the host to commit them (it commits once it has answered). */
export async function saveCommitted(lab: EditingHostLab, cookie: string, additions: Record<string, string | Buffer>) {
  const answer = await saveFiles(lab, cookie, { additions });
  if (!answer.ok)
    throw new Error(`Saving ${Object.keys(additions).join(', ')}: ${answer.status} ${await answer.text()}`);
  const [file = ''] = Object.keys(additions);
  await waitFor(`${file} to be committed`, () => lab.checkout.git('log', '-1', '--format=%s').includes(file));
}

/**
 * The publish page's button for a session, as the page loads it: pressing it posts its form (303 to the page), with
 * the changes the page ticks.
 */
export async function publishButton(lab: EditingHostLab, cookie: string): Promise<() => Promise<Response>> {
  const page = await (await fetch(`${lab.host.baseURL}/publish?lang=es`, { headers: { Cookie: cookie } })).text();
  const form = new URLSearchParams({ lang: 'es', token: /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '' });
  const head = /name="head" value="([^"]+)"/.exec(page)?.[1];
  if (head) form.set('head', head);
  for (const [, change] of page.matchAll(/name="change" value="([^"]+)" checked/g)) form.append('change', change!);
  return () =>
    fetch(`${lab.host.baseURL}/publish`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: lab.host.baseURL },
      body: form,
    });
}

/** One load of a page as a visitor saw it: its status, its title, and whether it came whole. */
export interface Load {
  status: number;
  title: string | undefined;
  whole: boolean;
}

/**
 * A visitor loading `url` once now, then over and over from the moment a new release of `root` is built (listed as
 * finished) until `stop`, which gives every load: what a publish's switch must not show them. Before the build they
 * would only take a core from it.
 */
export async function visitorThroughPublish(root: string, url: string): Promise<{ stop: () => Promise<Load[]> }> {
  const before = new Set((await listReleases(root)).map(({ name }) => name));
  const seen: Load[] = [];
  let visiting = true;
  const visit = async () => {
    const response = await fetch(url);
    const html = await response.text();
    seen.push({
      status: response.status,
      title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      whole: html.trimEnd().endsWith('</html>'),
    });
  };
  await visit();
  const visits = (async () => {
    const built = async () => !visiting || (await listReleases(root)).some(({ name }) => !before.has(name));
    await waitFor('a new release built', built, { timeoutMs: 300_000 });
    while (visiting) await visit();
  })();
  return {
    stop: async () => {
      visiting = false;
      await visits;
      return seen;
    },
  };
}
