// The editor as a developer meets it under `npm run dev`: Chromium drives /keystatic on `astro dev` in a copy of the
// project, with every address but that server unreachable. Edits land in the real files, exactly where they were
// made; the editor's tab keeps its page across a save while the site's tab follows. What a marketer does on the
// editing host (a new case in both languages, its pictures, publishing) is tests/build/editing-host.test.ts.
// DOCS_SCREENSHOTS=1 refreshes the pictures of docs/editing.md.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { dump, load } from 'js-yaml';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { copyProject, type DevServer, type ProjectCopy } from '../support/project-copy.ts';
import { casePath, readContent } from '../support/content.ts';
import { docsScreenshot } from '../support/docs-screenshots.ts';
import { waitFor } from '../support/wait.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { editorPage, frontmatterOf } from '../support/editor-page.ts';

let project: ProjectCopy;
let server: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let editor: ReturnType<typeof editorPage>;
/** Requests for other hosts and how they ended: the page's own policy must stop each before it leaves. */
const remote: { url: string; failure: string }[] = [];

const screenshot = (name: string, target: Page | Locator = page) => docsScreenshot(name, target);

beforeAll(async () => {
  project = await copyProject();
  server = await project.dev();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  await context.route(
    (url) => url.origin !== server.baseURL,
    (route) => route.abort('internetdisconnected'),
  );
  page = await context.newPage();
  editor = editorPage(page, project.dir);
  // Requests that leave the dev server; an upload's preview (a blob: URL) never does.
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (!url.startsWith(server.baseURL) && !url.startsWith('blob:'))
      remote.push({ url, failure: request.failure()?.errorText ?? '' });
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

/**
 * A Markdown file as the editor writes it once `change` has been made to its frontmatter: the content files are kept
 * in the editor's own layout (`npm run content:format`), so nothing else of the file may differ.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the frontmatter's fields, as the file holds them
function editedAsTheEditorWrites(markdown: string, change: (data: Record<string, any>) => void): string {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(markdown) ?? [];
  const data = frontmatterOf(`---\n${yaml}---\n`);
  change(data);
  return `---\n${dump(data)}---\n${body}`;
}

describe('the editor at /keystatic', () => {
  it('carries no Astro toolbar (the site’s pages under npm run dev do)', async () => {
    await editor.open('/keystatic/singleton/company');
    expect(await page.locator('astro-dev-toolbar').count()).toBe(0);
    expect(await page.locator('script[src*="dev-toolbar"]').count()).toBe(0);
    const site = await context.newPage();
    await site.goto('/en');
    await site.locator('astro-dev-toolbar').waitFor({ state: 'attached' });
    await site.close();
  });

  /** Opens the English case of a card (`at`: its place among the cards that open a case): its file as it was. */
  const openCardedCase = async (at: number) => {
    const slug = readContent(project.dir)
      .cards.filter((card) => card.case)
      .at(at)!.case!;
    const file = `src/content/cases/en/${slug}.md`;
    const before = await editor.read(file);
    await editor.open(`/keystatic/collection/casesEn/item/${slug}`);
    return { slug, file, before };
  };

  it('saves an English case’s title and a picture’s description in place: only those fields change, the editor’s tab is not reloaded, the site’s tab shows the change', async () => {
    const { slug: edited, file, before } = await openCardedCase(0);
    const title = 'A title written in the editor';
    const alt = 'A description of the banner, written in the editor';

    await page.getByText('This case has its Spanish version').waitFor();
    await screenshot('editor-case');
    if (process.env.DOCS_SCREENSHOTS) {
      // A row of two pictures is taller than the window: the window grows for the picture of it.
      await page.setViewportSize({ width: 1280, height: 1600 });
      await editor.field('rows.1').scrollIntoViewIfNeeded();
      await screenshot('editor-rows', editor.field('rows.1'));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const site = await context.newPage();
    await site.goto(casePath(edited, 'en'));
    const siteReloaded = site.waitForEvent('load', { timeout: 60_000 });
    let editorLoads = 0;
    const counted = () => editorLoads++;
    page.on('load', counted);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    await editor.field('title').getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await editor.field('banner.alt').getByRole('textbox').fill(alt);
    const after = await editor.save('Save', file);
    await siteReloaded;
    await expect(site.locator('main h1').textContent()).resolves.toBe(title);
    // The site's tab reloaded from the save's broadcast; the editor's tab, sent the same, kept its page.
    expect(editorLoads).toBe(0);
    page.off('load', counted);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await site.close();
    // The form says it was saved, when the file was written.
    await page
      .getByRole('status')
      .getByText(/^✓ Saved at \d{2}:\d{2}:\d{2}$/)
      .waitFor();

    expect(after).toBe(
      editedAsTheEditorWrites(before, (data) => {
        data.title = title;
        data.banner.alt = alt;
      }),
    );
    expect(remote.filter(({ failure }) => failure !== 'net::ERR_BLOCKED_BY_CSP' && failure !== 'csp')).toEqual([]);
  });

  it('shows a page’s words as soon as their file is saved (the site’s words are joined from a file per page)', async () => {
    const file = path.join(project.dir, 'src/content/ui/contact/en.yaml');
    const saved = (await readFile(file, 'utf8')).replace(/^( {2}title: ).*$/m, '$1Words saved a moment ago');
    // A save can reach the watcher as the file emptied and then written, the second change within the 50 ms in which
    // the watcher passes on no other event for that file: the words must still show once the file is whole.
    await writeFile(file, '');
    // eslint-disable-next-line no-restricted-globals -- the gap between the two writes is the case under test
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(file, saved);
    await waitFor(
      'the contact page to show its new title',
      async () =>
        (await (await fetch(`${server.baseURL}${pagePath('contact', 'en')}`)).text()).includes(
          '>Words saved a moment ago<',
        ),
      { timeoutMs: 30_000 },
    );
  });

  it('moves a picture row to another section with its pictures, none chosen again', async () => {
    const { file, before } = await openCardedCase(-1);
    await page.getByRole('button', { name: 'Move to “Context”: row 2', exact: true }).click();
    // The row left "The work" and ends the context's pictures, which now offer to move it back.
    await editor.field('context.rows.1').waitFor();
    await page.getByRole('button', { name: 'Move to “The work”: row 2', exact: true }).waitFor();
    expect(await editor.save('Save', file)).toBe(
      editedAsTheEditorWrites(before, (data) => {
        data.context.rows.push(...data.rows.splice(1, 1));
      }),
    );
  });

  it('marks what a crop keeps of a picture by dragging over it, or by its numbers', async () => {
    const { file, before } = await openCardedCase(-2);
    const area = editor.field('banner.focus');
    // From a fifth in and a quarter down to the middle: the numbers follow the drag.
    const picture = area.locator('[data-focus-picker]');
    await picture
      .locator('img')
      .evaluate((image: HTMLImageElement) => image.complete || new Promise((loaded) => (image.onload = loaded)));
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.25);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.up();
    const number = (name: string) => area.getByRole('textbox', { name, exact: true });
    await expect(
      Promise.all(
        ['From the left (%)', 'From the top (%)', 'Width (%)', 'Height (%)'].map((name) => number(name).inputValue()),
      ),
    ).resolves.toEqual(['20', '25', '30', '25']);
    // An area that would end outside the picture is refused in words; its numbers then mark the banner's own area:
    // the logo, the headline and the phone.
    const type = async (name: string, value: number) => {
      await number(name).fill(String(value));
      await number(name).blur();
    };
    await type('Width (%)', 90);
    await area.getByText('the area must end inside the picture', { exact: false }).waitFor();
    await type('From the left (%)', 3);
    await type('From the top (%)', 8);
    // A height the file does not have already, so that the save has something to write.
    const height = frontmatterOf(before).banner.focus.height === 85 ? 84 : 85;
    await type('Height (%)', height);
    await area.getByText('the area must end inside the picture', { exact: false }).waitFor({ state: 'detached' });
    await screenshot('editor-focus', area);
    expect(await editor.save('Save', file)).toBe(
      editedAsTheEditorWrites(before, (data) => {
        data.banner.focus = { x: 3, y: 8, width: 90, height };
      }),
    );
  });

  it('gives a card a picture the site has already, its case’s banner, uploading nothing', async () => {
    const file = 'src/content/cards.yaml';
    const before = await editor.read(file);
    const [first] = (load(before) as { cards: { case: string }[] }).cards;
    const assets = async () => (await readdir(path.join(project.dir, 'src/assets'), { recursive: true })).sort();
    const assetsBefore = await assets();
    await editor.open('/keystatic/singleton/cards');
    await page.getByRole('button', { name: 'Open: Card 1', exact: true }).click();
    const field = editor.field('cards.0.picture.es.src');
    await field.getByRole('button', { name: 'Use one already on the site' }).click();
    const banner = field.getByRole('button', { name: `cases/${first!.case}/banner-es.jpg`, exact: true });
    await banner.click();
    await expect(banner.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot('editor-site-pictures', field);
    const saved = load(await editor.save('Save', file)) as { cards: { picture: { es: { src: string } } }[] };
    expect(saved.cards[0]!.picture.es.src).toBe(`../assets/cases/${first!.case}/banner-es.jpg`);
    expect(await assets()).toEqual(assetsBefore);
  });

  it('refuses an SVG picture as it is chosen, saying why, and saves none', async () => {
    const drawing = path.join(project.dir, 'drawing.svg');
    await writeFile(drawing, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const client = (await readdir(path.join(project.dir, 'src/content/clients')))[0]!;
    const file = `src/content/clients/${client}`;
    const before = await editor.read(file);
    await editor.open(`/keystatic/collection/clients/item/${client.replace(/\.yaml$/, '')}`);
    await editor.upload(editor.field('logo'), 'Replace picture', drawing);
    await editor.field('logo').getByText('SVG pictures cannot be uploaded', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('[data-error-summary]').waitFor();
    expect(await editor.read(file)).toBe(before);
  });
});
