// The editing host as a marketer uses it (docs/editing.md), with real processes: `npm run editor` over an operator's
// checkout, the public server (`npm run serve`) on the live release, and Chromium. Nothing answers without a
// session; a wrong password is refused and too many are slowed; a save becomes a commit in the person's name and
// shows on the draft site; Publish makes it live while a visitor keeps loading pages, each whole from one release;
// a broken file is refused in the marketer's words and changes nothing live; an earlier publish comes back in one
// action; PUBLISH_COMMAND receives every release before it goes live.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { operatorCheckout, type Checkout } from '../support/checkout.ts';
import { tempDb, type TempDb } from '../support/contact.ts';
import { quietEnv } from '../support/project-copy.ts';
import { freePort, startSite, type RunningSite } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { editingHostName, startNginx } from '../support/reverse-proxy.ts';
import { docsScreenshot } from '../support/docs-screenshots.ts';
import { savePerson } from '../../src/server/editing/people.ts';
import { publish } from '../../src/server/release/releases.ts';
import { hstsHeader } from '../../src/server/policy.ts';
import { casePath } from '../support/content.ts';
import { caseSlugs } from '../support/site.ts';

const person = { name: 'Ana Pérez', password: 'patio de tierra roja' };
const someoneElse = { name: 'Bruno Díaz', password: 'otra contraseña larga' };
const edited = caseSlugs[0]!;

let folder: string;
let checkout: Checkout;
let root: string;
let sent: string;
let host: { baseURL: string; process: ChildProcess; output: () => string };
let publicSite: RunningSite;
let db: TempDb;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lumbre-editing-'));
  checkout = operatorCheckout(path.join(folder, 'site'));
  root = path.join(folder, 'srv');
  sent = path.join(folder, 'sent');
  const peopleFile = path.join(folder, 'people.json');
  await savePerson(peopleFile, person.name, person.password);
  await savePerson(peopleFile, someoneElse.name, someoneElse.password);
  // The live site before any marketer: the operator's first release.
  await publish({ root, source: checkout.dir, keep: 10 });
  db = tempDb();
  // Pages through the symlink: a publish shows without a restart.
  publicSite = await startSite(
    { CONTACT_DB: db.file, DIST_DIR: path.join(root, 'current', 'dist') },
    undefined,
    checkout.dir,
  );

  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/cli/editor.ts'], {
    cwd: checkout.dir,
    env: {
      ...quietEnv,
      EDITOR_PORT: String(port),
      EDITOR_PEOPLE: peopleFile,
      RELEASE_ROOT: root,
      // nginx, in one test, is in front of it as deploy/ sets it up.
      TRUST_PROXY: '127.0.0.1',
      // A second web server, as a folder: every release is copied there before it goes live.
      PUBLISH_COMMAND: `mkdir -p "${sent}" && cp -a "$1/dist/client" "${sent}/$(basename "$1")"`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  host = { baseURL: `http://127.0.0.1:${port}`, process: child, output: () => output };
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
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({
    baseURL: host.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  page = await context.newPage();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  host?.process.kill('SIGTERM');
  await publicSite?.stop();
  db?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const ask = (pathname: string, init: RequestInit = {}) =>
  fetch(host.baseURL + pathname, { redirect: 'manual', ...init });
const signIn = ({ name, password }: { name: string; password: string }) =>
  ask('/sign-in', { method: 'POST', body: new URLSearchParams({ name, password, next: '/keystatic' }) });
const liveTitle = async () =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(publicSite.baseURL + casePath(edited, 'en'))).text())?.[1];

describe('the editing host', () => {
  it('answers nothing without a session: pages lead to the sign-in, everything else is refused', async () => {
    for (const pathname of ['/keystatic', '/publish', `/en/case-studies/${edited}`]) {
      const response = await ask(pathname, { headers: { accept: 'text/html' } });
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get('location')).toBe(`/sign-in?next=${encodeURIComponent(pathname)}`);
    }
    for (const [pathname, method] of [
      ['/api/keystatic/tree', 'GET'],
      ['/api/keystatic/update/casesEn/aca', 'POST'],
      ['/publish', 'POST'],
    ] as const) {
      const response = await ask(pathname, { method });
      expect(response.status, `${method} ${pathname}`).toBe(401);
      expect(await response.text()).toBe('');
    }
    // A sign-in longer than any real one is refused unread.
    expect((await signIn({ name: person.name, password: 'x'.repeat(10_000) })).status).toBe(413);
    const signInPage = await ask('/sign-in');
    expect(signInPage.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(signInPage.headers.get('x-frame-options')).toBe('DENY');
  });

  it('behind nginx with TLS (deploy/nginx-editor.conf): a Secure session cookie, HSTS and the site’s headers', async () => {
    const port = Number(new URL(host.baseURL).port);
    const nginx = await startNginx({
      upstreamPorts: [publicSite.port],
      root: path.join(root, 'current', 'dist', 'client'),
      editingHostPort: port,
    });
    /** A request to the editing host through nginx, at its public name over TLS. */
    const through = (
      pathname: string,
      options: { method?: string; body?: string; cookie?: string; json?: boolean } = {},
    ) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>(
        (resolve, reject) => {
          const req = httpsRequest(
            {
              hostname: '127.0.0.1',
              port: nginx.httpsPort,
              path: pathname,
              method: options.method ?? 'GET',
              servername: editingHostName,
              ca: nginx.certificate,
              headers: {
                Host: editingHostName,
                Accept: 'text/html',
                ...(options.cookie ? { Cookie: options.cookie } : {}),
                ...(options.body === undefined
                  ? {}
                  : {
                      Origin: `https://${editingHostName}`,
                      ...(options.json ? { 'no-cors': '1' } : {}),
                      'Content-Type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
                      'Content-Length': Buffer.byteLength(options.body),
                    }),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
            },
          );
          req.on('error', reject);
          req.end(options.body);
        },
      );
    try {
      const answer = await through('/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ ...person, next: '/publish' }).toString(),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/publish');
      expect(String(answer.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
      expect(answer.headers['strict-transport-security']).toBe(hstsHeader);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      // The editor and the draft site answer at the public name too.
      const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
      for (const pathname of ['/keystatic', casePath(edited, 'en'), '/publish']) {
        const page = await through(pathname, { cookie });
        expect(page.status, `${pathname}: ${page.text.slice(0, 200)}`).toBe(200);
      }
      // And a save: the editor posts to Keystatic's route from the public name's https origin.
      const saved = await through('/api/keystatic/update', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ additions: [], deletions: [] }),
        json: true,
      });
      expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    } finally {
      await nginx.stop();
    }
  });

  it('refuses a wrong password, and past five slows that name down even with the right one', async () => {
    expect((await signIn({ ...someoneElse, password: 'not the password' })).status).toBe(401);
    for (let attempt = 2; attempt <= 5; attempt++)
      expect((await signIn({ ...someoneElse, password: `wrong ${attempt}` })).status).toBe(401);
    const slowed = await signIn(someoneElse);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(60);
    // Another person at the same address is not held up.
    const other = await signIn(person);
    expect(other.status).toBe(303);
    const cookie = other.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lumbre_editor=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  });

  it('signs a marketer in, keeps each save as a commit in their name and shows it on the draft site', async () => {
    await page.goto('/keystatic');
    await page.waitForURL('**/sign-in?next=%2Fkeystatic');
    await page.getByLabel('Name').fill(person.name);
    await docsScreenshot('host-sign-in', page);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/keystatic');

    await page.goto(`/keystatic/collection/casesEn/item/${edited}`);
    const title = page.locator('#field-title').getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor({ timeout: 120_000 });
    await title.fill('Published from the editing host');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const log = await waitFor(
      'the save to be committed',
      () => {
        const last = checkout.git('log', '-1', '--format=%an|%s');
        return last.startsWith(`${person.name}|`) ? last : null;
      },
      { timeoutMs: 60_000 },
    );
    expect(log).toContain(`src/content/cases/en/${edited}.md`);

    // The draft site reads the saved file as soon as the dev server has seen it: a reload shows it.
    await waitFor(
      'the draft to show the save',
      async () => {
        await page.goto(casePath(edited, 'en'));
        return (await page.locator('main h1').textContent()) === 'Published from the editing host';
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    await expect(page.locator('[data-draft-mark]').getAttribute('href')).resolves.toBe('/publish?lang=en');
    await docsScreenshot('host-draft', page);
    expect(await liveTitle()).not.toBe('Published from the editing host');
  });

  it('publishes at once while a visitor keeps loading pages, each whole and from one release', async () => {
    await page.goto('/publish?lang=en');
    await expect(page.locator('.changes').textContent()).resolves.toContain(`Case ${edited} (English)`);
    await docsScreenshot('host-publish', page, true);
    const before = await liveTitle();

    // A visitor loading the case page over and over while the release is built and switched.
    let visiting = true;
    const seen: { status: number; title: string | undefined; whole: boolean }[] = [];
    const visitor = (async () => {
      while (visiting) {
        const response = await fetch(publicSite.baseURL + casePath(edited, 'en'));
        const html = await response.text();
        seen.push({
          status: response.status,
          title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
          whole: html.trimEnd().endsWith('</html>'),
        });
      }
    })();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.locator('.done').waitFor({ timeout: 300_000 });
    await docsScreenshot('host-published', page, true);
    visiting = false;
    await visitor;

    expect(await liveTitle()).toBe('Published from the editing host');
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter(({ status, whole }) => status !== 200 || !whole)).toEqual([]);
    expect(new Set(seen.map(({ title }) => title))).toEqual(new Set([before, 'Published from the editing host']));
    // What a publish leaves: nothing more to publish, a line in the history, and the release sent on first.
    await expect(page.locator('main').textContent()).resolves.toContain('Everything saved is already published.');
    await expect(page.locator('.history li').first().textContent()).resolves.toContain(
      `${person.name} published: Case ${edited} (English)`,
    );
    const live = path.basename(readdirSync(path.join(root, 'releases')).sort().at(-1)!);
    expect(existsSync(path.join(sent, live, 'en', 'index.html'))).toBe(true);
  });

  it('refuses a broken file in the marketer’s words, naming the page and the field, and changes nothing live', async () => {
    const file = path.join(checkout.dir, `src/content/cases/en/${edited}.md`);
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace(/^ {2}year: .*$/m, "  year: 'last year'"));
    checkout.git('commit', '-q', '-am', 'A year that is not one');
    await page.goto('/publish?lang=en');
    await page.getByRole('button', { name: 'Publish now' }).click();
    const problem = page.locator('.problem');
    await problem.waitFor({ timeout: 300_000 });
    const said = (await problem.textContent()) ?? '';
    expect(said).toContain('Not published: the live site has not changed.');
    expect(said).toContain(`Case ${edited} (English)`);
    expect(said).toMatch(/the field “[^”]+”/);
    expect(said).not.toMatch(/\bat .*\.(js|ts):\d+/);
    expect(await liveTitle()).toBe('Published from the editing host');
    await writeFile(file, good);
    checkout.git('commit', '-q', '-am', 'The year again');
  });

  it('brings an earlier save back from the publish page, as a new save', async () => {
    await page.goto(`/keystatic/collection/casesEn/item/${edited}`);
    const title = page.locator('#field-title').getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('A slip of the keyboard');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitFor('the slip to be committed', () => checkout.git('log', '-1', '--format=%an').trim() === person.name, {
      timeoutMs: 60_000,
    });
    await page.goto('/publish?lang=en');
    // The newest save is the slip; the one before it, Ana's title.
    const before = page
      .locator('.saves li')
      .filter({ hasText: `${person.name} saved: Case ${edited} (English)` })
      .nth(1);
    await before.getByRole('button', { name: 'Bring this version back' }).click();
    await page.locator('.done').waitFor();
    const file = await readFile(path.join(checkout.dir, `src/content/cases/en/${edited}.md`), 'utf8');
    expect(file).toContain('title: Published from the editing host');
    expect(checkout.git('log', '-1', '--format=%an|%s')).toMatch(
      new RegExp(`^${person.name}\\|${person.name} brought back`),
    );
    // The slip and its undoing cancel out: the draft is the live site again.
    await expect(page.locator('main').textContent()).resolves.toContain('Everything saved is already published.');
  });

  it('puts an earlier publish back in one action, and records it', async () => {
    await page.goto('/publish?lang=en');
    const first = page.locator('.history li').last();
    const before = await first.textContent();
    expect(before).not.toContain('live');
    await first.getByRole('button', { name: 'Put this version back' }).click();
    await page.locator('.done').waitFor();
    expect(await liveTitle()).not.toBe('Published from the editing host');
    await expect(page.locator('.history li').first().textContent()).resolves.toContain(
      `${person.name} put an earlier version back`,
    );
  });
});
