// The editor as a marketer uses it: Chromium drives /keystatic on `astro dev` in a copy of the project, with
// every address but that server unreachable. Edits land in the real files, exactly where they were made, and a
// case created in both languages with its card builds into the site. DOCS_SCREENSHOTS=1 refreshes the pictures
// of docs/editing.md from this run.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { parse, parseDocument, isMap, type Node as YamlNode } from 'yaml';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { copyProject, type DevServer, type ProjectCopy } from '../support/project-copy.ts';
import { casePath, readContent } from '../support/content.ts';
import { waitFor } from '../support/wait.ts';
import { startSite } from '../support/server.ts';
import { tempDb } from '../support/contact.ts';

let project: ProjectCopy;
let server: DevServer;
let browser: Browser;
let page: Page;
/** Requests for other hosts and how they ended: the page's own policy must stop each before it leaves. */
const remote: { url: string; failure: string }[] = [];

const screenshots = process.env.DOCS_SCREENSHOTS ? path.resolve('docs/images') : null;
async function screenshot(name: string, target: Page | Locator = page) {
  if (!screenshots) return;
  await mkdir(screenshots, { recursive: true });
  await target.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

beforeAll(async () => {
  project = await copyProject();
  server = await project.dev();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  // "Copy entry" and "Paste entry" use the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  await context.route((url) => url.origin !== server.baseURL, (route) => route.abort('internetdisconnected'));
  page = await context.newPage();
  // Requests that leave the dev server; an upload's preview (a blob: URL, cut off when the page reloads) never does.
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (!url.startsWith(server.baseURL) && !url.startsWith('blob:')) remote.push({ url, failure: request.failure()?.errorText ?? '' });
  });
  // The first visit compiles the editor, and Vite reloads the page once it has bundled what it found: let it settle.
  await page.goto('/keystatic');
  await page.getByRole('link', { name: 'Case studies (English)' }).first().waitFor({ timeout: 150_000 });
  await page.waitForLoadState('networkidle');
  await screenshot('editor-dashboard');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await project?.remove();
});

/** Opens an editor page and waits for its form. */
async function open(address: string) {
  // On a cold start Vite reloads the page once it has bundled the editor's modules: a visit that cuts short is retried.
  await page.goto(address).catch(async (error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
    await page.goto(address);
  });
  await page.getByRole('button', { name: /^(Save|Create)$/ }).waitFor({ timeout: 60_000 });
}

/** Saves (or creates) an entry: once the file changes, the dev server reloads every open page; wait for that. */
async function save(button: 'Save' | 'Create') {
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
  await reloaded;
  await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 60_000 });
}

/** Clicks a list's Add, fills the item's dialog (dialogs nest for lists in lists), and confirms it. */
async function addItem(scope: Page | Locator, fill: (dialog: Locator) => Promise<void>, listIndex = 0) {
  const dialogs = page.getByRole('dialog');
  const depth = await dialogs.count();
  await scope.getByRole('button', { name: 'Add', exact: true }).nth(listIndex).click();
  const dialog = dialogs.nth(depth);
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
  await waitFor('the dialog to close', async () => (await dialogs.count()) === depth);
}

/** Uploads a file through a picture or video field's button. */
async function upload(scope: Page | Locator, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).first().click();
  await (await chooser).setFiles(file);
  await scope.getByText('(new: saved with the entry)').first().waitFor();
}

const read = (file: string) => readFile(path.join(project.dir, file), 'utf8');

/** A Markdown file with the given frontmatter fields (paths like `banner.alt`) cut out, to compare the rest. */
function withoutFields(markdown: string, fields: string[][]): string {
  const [, yaml = ''] = /^---\n([\s\S]*?)---\n/.exec(markdown) ?? [];
  const document = parseDocument(yaml);
  const ranges = fields.map((field) => {
    const parent = field.length > 1 ? document.getIn(field.slice(0, -1), true) : document.contents;
    if (!isMap(parent)) throw new Error(`no ${field.join('.')}`);
    const pair = parent.items.find((item) => (item.key as YamlNode & { value: unknown }).value === field.at(-1));
    const [start] = (pair!.key as YamlNode).range!;
    const [, , end] = (pair!.value as YamlNode).range!;
    return [start, end] as const;
  });
  let rest = yaml;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) rest = rest.slice(0, start) + rest.slice(end);
  return rest + markdown.slice(yaml.length + 8);
}

describe('the editor at /keystatic', () => {
  it('edits an English case’s title and a picture’s description: the file changes in those fields only, and the page follows', async () => {
    const { cards } = readContent(project.dir);
    const slug = cards.find((card) => card.case)!.case!;
    const file = `src/content/cases/en/${slug}.md`;
    const before = await read(file);
    const title = 'A title written in the editor';
    const alt = 'A description of the banner, written in the editor';

    await open(`/keystatic/collection/casesEn/item/${slug}`);
    await page.getByText('This case has its Spanish version').waitFor();
    await screenshot('editor-case');
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(title);
    await page.getByRole('textbox', { name: 'Description (alt text)' }).first().fill(alt);
    await save('Save');
    const after = await read(file);

    const fields = [['title'], ['banner', 'alt']];
    expect(withoutFields(after, fields)).toBe(withoutFields(before, fields));
    const saved = parse(/^---\n([\s\S]*?)---\n/.exec(after)![1]!);
    expect([saved.title, saved.banner.alt]).toEqual([title, alt]);

    const html = await waitFor('the page to show the new title', async () => {
      const body = await (await fetch(server.baseURL + casePath(slug, 'en'))).text();
      return body.includes(`>${title}</h1>`) ? body : null;
    });
    expect(html).toContain(alt);
  });

  it('creates a case in both languages with uploaded pictures and a card, then gives it a banner video; the build shows it on the list with both pages', async () => {
    const slug = 'huerta-urbana';
    const picture = path.resolve('src/assets/cases/trufa/detail-1.jpg');
    const video = path.resolve('src/assets/videos/welcome-experience-row.mp4');
    await open('/keystatic/collection/casesEn/create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Huerta Urbana');
    await expect(page.getByRole('textbox', { name: 'Address (slug)' }).inputValue()).resolves.toBe(slug);
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('A network of rooftop gardens on Buenos Aires buildings.');
    await page.getByRole('checkbox', { name: 'Design' }).check();
    await addItem(page, async (column) => {
      await column.getByRole('textbox', { name: 'Column title' }).fill('Year');
      await addItem(column, (line) => line.getByRole('textbox', { name: 'Line' }).fill('2025'));
    });
    await upload(page, 'Choose picture', picture);
    await page.getByRole('textbox', { name: 'Description (alt text)' }).first().fill('Raised beds of lettuce on a sunny rooftop');
    await page.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill('Neighbours who grow food');
    await page.getByRole('textbox', { name: 'Text', exact: true }).first().fill('Twelve buildings in Villa Crespo wanted to share one garden.');
    for (const [list, alt] of [
      [1, 'Seedlings in recycled crates'],
      [2, 'The first harvest on a shared table'],
    ] as const) {
      await addItem(
        page,
        (row) =>
          addItem(row, async (item) => {
            await upload(item, 'Choose picture', picture);
            await item.getByRole('textbox', { name: 'Description (alt text)' }).fill(alt);
          }),
        list,
      );
    }
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Room to grow');
    await page.getByRole('textbox', { name: 'The challenge in one sentence' }).fill('Turn empty rooftops into gardens neighbours keep.');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('We designed the brand and an app to share the watering.');
    await save('Create');
    expect(page.url()).toContain(`/collection/casesEn/item/${slug}`);
    expect(existsSync(path.join(project.dir, `src/content/cases/en/${slug}.md`))).toBe(true);

    // The other language is missing, and the editor says so.
    const missing = page.locator('[data-language-pair="missing"]');
    await missing.waitFor();
    await screenshot('editor-missing-language', missing);
    await page.getByRole('button', { name: 'Copy entry' }).click();
    await open('/keystatic/collection/casesEs/create');
    await page.getByRole('button', { name: 'Paste entry' }).click();
    const pastedSlug = page.getByRole('textbox', { name: 'Address (slug)' });
    await waitFor('the pasted entry', async () => (await pastedSlug.inputValue()) === slug);
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Una red de huertas en las terrazas de edificios porteños.');
    await page.getByRole('textbox', { name: 'Description (alt text)' }).first().fill('Canteros de lechuga en una terraza al sol');
    await save('Create');
    expect(page.url()).toContain(`/collection/casesEs/item/${slug}`);
    expect(existsSync(path.join(project.dir, `src/content/cases/es/${slug}.md`))).toBe(true);
    await open(`/keystatic/collection/casesEn/item/${slug}`);
    await page.locator('text=This case has its Spanish version').waitFor();

    await open('/keystatic/singleton/cards');
    await addItem(page, async (card) => {
      await card.getByRole('textbox', { name: 'Card id' }).fill(slug);
      await card.getByRole('combobox', { name: 'Case study' }).fill(slug);
      await page.getByRole('option', { name: slug }).click();
      await card.getByRole('checkbox', { name: 'Content' }).check();
      const names: [string, string, string][] = [
        ['Name on wide screens', 'Huerta Urbana — una app para regar juntos', 'Huerta Urbana — an app to water together'],
        ['Name on phones', 'Huerta Urbana', 'Huerta Urbana'],
        ['Picture description (alt text)', 'Canteros en una terraza', 'Planters on a rooftop'],
      ];
      for (const [label, es, en] of names) {
        const group = card.getByRole('group', { name: label });
        await group.getByRole('textbox', { name: 'Español' }).fill(es);
        await group.getByRole('textbox', { name: 'English' }).fill(en);
      }
      await upload(card, 'Choose picture', picture);
      await screenshot('editor-card', card);
    });
    await save('Save');
    // The English banner gets a video, last: a new video also reloads the editor a second time (the pages' list of
    // videos changed), which would cut into whatever the editor did next.
    await open(`/keystatic/collection/casesEn/item/${slug}`);
    await upload(page, 'Choose video', video);
    await save('Save');
    const cards = parse(await read('src/content/cards.yaml')) as { cards: { id: string; image: string }[] };
    const added = cards.cards.find((card) => card.id === slug);
    expect(existsSync(path.join(project.dir, 'src/content', added!.image))).toBe(true);
    expect(remote.filter(({ failure }) => failure !== 'net::ERR_BLOCKED_BY_CSP' && failure !== 'csp')).toEqual([]);

    await server.stop();
    const { code, output } = await project.build();
    expect(code, output).toBe(0);
    const content = readContent(project.dir);
    expect(content.cards.map((card) => card.id)).toContain(slug);
    const client = path.join(project.dir, 'dist/client');
    const list = await readFile(path.join(client, 'en/case-studies/index.html'), 'utf8');
    expect(list).toContain(`href="${casePath(slug, 'en')}"`);
    for (const lang of ['es', 'en'] as const) {
      const html = await readFile(path.join(client, casePath(slug, lang), 'index.html'), 'utf8');
      expect(html).toContain('Huerta Urbana');
    }
    // The English banner plays the uploaded video, built into the site's files.
    const english = await readFile(path.join(client, casePath(slug, 'en'), 'index.html'), 'utf8');
    const source = /<video[^>]*>\s*<source src="([^"]+\.mp4)"/.exec(english)?.[1];
    expect(source, 'the banner video').toBeDefined();
    expect(existsSync(path.join(client, source!))).toBe(true);
    const stored = parse(/^---\n([\s\S]*?)---\n/.exec(await read(`src/content/cases/en/${slug}.md`))![1]!);
    expect(stored.banner.src).toMatch(new RegExp(`^\\.\\./\\.\\./\\.\\./assets/cases/${slug}/detail-1-[0-9a-f]{8}\\.jpg$`));
    expect(existsSync(path.join(project.dir, 'src/assets/cases', slug, path.basename(stored.banner.src)))).toBe(true);
    expect(stored.banner.video).toMatch(new RegExp(`^${slug}/welcome-experience-row-[0-9a-f]{8}\\.mp4$`));
    expect(existsSync(path.join(project.dir, 'src/assets/videos', stored.banner.video))).toBe(true);
  });
});


describe('the editor on the production server, with GitHub storage', () => {
  // Editing through GitHub needs GitHub (and an app's keys): what can be checked here is that the operator's build
  // serves the editor, with the policy it needs on its page alone, and keeps it out of the sitemap.
  it('is served at /keystatic when the build names a repository, and nowhere in the sitemap', async () => {
    const copy = await copyProject();
    const db = tempDb();
    try {
      const { code, output } = await copy.build({ PUBLIC_KEYSTATIC_GITHUB_REPO: 'lumbre/site' });
      expect(code, output).toBe(0);
      const site = await startSite({ CONTACT_DB: db.file }, undefined, copy.dir);
      try {
        const editor = await fetch(`${site.baseURL}/keystatic`);
        expect(editor.status).toBe(200);
        expect(await editor.text()).toContain('<title>Lumbre · editor</title>');
        const policy = editor.headers.get('content-security-policy') ?? '';
        expect(policy).toContain('https://api.github.com');
        expect(policy).toMatch(/style-src 'self' 'unsafe-inline'/);
        const home = await (await fetch(`${site.baseURL}/en`)).text();
        expect(home).not.toContain("'unsafe-inline'");
      } finally {
        await site.stop();
      }
      const sitemap = await readFile(path.join(copy.dir, 'dist/client/sitemap-0.xml'), 'utf8');
      expect(sitemap).not.toContain('keystatic');
    } finally {
      db.remove();
      await copy.remove();
    }
  });
});
