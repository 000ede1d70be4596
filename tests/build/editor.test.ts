// The editor as a marketer uses it: Chromium drives /keystatic on `astro dev` in a copy of the project, with every
// address but that server unreachable. Edits land in the real files, exactly where they were made; the editor's tab
// keeps its page across a save while the site's tab follows; a case is created in English with its picture rows,
// its Spanish version written from the saved one by the labelled action and translated with the editor in Spanish,
// and the build shows it in both languages. DOCS_SCREENSHOTS=1 refreshes the pictures of docs/editing.md.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { dump, load } from 'js-yaml';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { copyProject, type DevServer, type ProjectCopy } from '../support/project-copy.ts';
import { casePath, readContent } from '../support/content.ts';
import { waitFor } from '../support/wait.ts';
import { docsScreenshot } from '../support/docs-screenshots.ts';
import { startSite } from '../support/server.ts';
import { tempDb } from '../support/contact.ts';

let project: ProjectCopy;
let server: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Requests for other hosts and how they ended: the page's own policy must stop each before it leaves. */
const remote: { url: string; failure: string }[] = [];

const screenshot = (name: string, target: Page | Locator = page) => docsScreenshot(name, target);

beforeAll(async () => {
  project = await copyProject();
  server = await project.dev();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // The marketer's browser speaks English at first; the editor follows it until they choose another language.
  context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  await context.route(
    (url) => url.origin !== server.baseURL,
    (route) => route.abort('internetdisconnected'),
  );
  // How many dialogs are open at once, at most, over the whole session, reloads included (a dialog in a dialog counts
  // two). Keystatic's notices ("Entry created") are toasts, alert dialogs that ask nothing: they do not count.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const open = [...document.querySelectorAll('[role="dialog"], dialog[open]')];
      sessionStorage.setItem(
        'mostDialogs',
        String(Math.max(Number(sessionStorage.getItem('mostDialogs') ?? 0), open.length)),
      );
      // What each dialog was, to say so if one opens.
      const seen = new Set(JSON.parse(sessionStorage.getItem('dialogsSeen') ?? '[]') as string[]);
      for (const dialog of open) seen.add(`${location.pathname}: ${dialog.textContent?.slice(0, 80)}`);
      sessionStorage.setItem('dialogsSeen', JSON.stringify([...seen]));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'role'] });
  });
  page = await context.newPage();
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

/** Opens an editor page and waits for its form. */
async function open(address: string, target = page) {
  // On a cold start Vite reloads the page once it has bundled the editor's modules: a visit that cuts short is retried.
  await target.goto(address).catch(async (error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
    await target.goto(address);
  });
  await target.getByRole('button', { name: /^(Save|Create|Guardar|Crear)$/ }).waitFor({ timeout: 60_000 });
}

const read = (file: string) => readFile(path.join(project.dir, file), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the YAML as written, read field by field by the assertions (the schema's types describe it after Astro's image())
const frontmatterOf = (markdown: string) => load(/^---\n([\s\S]*?)---\n/.exec(markdown)![1]!) as Record<string, any>;

/** Presses Save (or Create) and waits for the file it writes to change. */
async function save(button: string, file: string) {
  const before = existsSync(path.join(project.dir, file)) ? await read(file) : null;
  await page.getByRole('button', { name: button, exact: true }).click();
  return waitFor(
    `${file} to be written`,
    async () => {
      if (!existsSync(path.join(project.dir, file))) return null;
      const after = await read(file);
      return after !== before ? after : null;
    },
    { timeoutMs: 60_000 },
  );
}

/** Uploads a file through a picture or video field's button, within `scope`. */
async function upload(scope: Page | Locator, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).first().click();
  await (await chooser).setFiles(file);
  await scope
    .getByText(/\((new: saved with the entry|nueva: se guarda con la entrada)\)/)
    .first()
    .waitFor();
}

/** A field by its place in the entry (`context.rows.0.1.alt`): the editor gives each one an anchor. */
const field = (place: string) => page.locator(`#field-${place.replaceAll('.', '-')}`);

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

const slug = 'huerta-urbana';
const picture = path.resolve('src/assets/cases/trufa/detail-1.jpg');
const wide = path.resolve('src/assets/cases/trufa/wide.jpg');
const newProjects = 'nuevos-proyectos@lumbre.com.ar';

describe('the editor at /keystatic', () => {
  it('carries no Astro toolbar (the site’s pages under npm run dev do)', async () => {
    await open('/keystatic/singleton/company');
    expect(await page.locator('astro-dev-toolbar').count()).toBe(0);
    expect(await page.locator('script[src*="dev-toolbar"]').count()).toBe(0);
    const site = await context.newPage();
    await site.goto('/en');
    await site.locator('astro-dev-toolbar').waitFor({ state: 'attached' });
    await site.close();
  });

  it('saves an English case’s title and a picture’s description in place: only those fields change, the editor’s tab is not reloaded, the site’s tab shows the change', async () => {
    const { cards } = readContent(project.dir);
    const edited = cards.find((card) => card.case)!.case!;
    const file = `src/content/cases/en/${edited}.md`;
    const before = await read(file);
    const title = 'A title written in the editor';
    const alt = 'A description of the banner, written in the editor';

    await open(`/keystatic/collection/casesEn/item/${edited}`);
    await page.getByText('This case has its Spanish version').waitFor();
    await screenshot('editor-case');
    if (process.env.DOCS_SCREENSHOTS) {
      // A row of two pictures is taller than the window: the window grows for the picture of it.
      await page.setViewportSize({ width: 1280, height: 1600 });
      await field('rows.1').scrollIntoViewIfNeeded();
      await screenshot('editor-rows', field('rows.1'));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const site = await context.newPage();
    await site.goto(casePath(edited, 'en'));
    const siteReloaded = site.waitForEvent('load', { timeout: 60_000 });
    let editorLoads = 0;
    const counted = () => editorLoads++;
    page.on('load', counted);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    await field('title').getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await field('banner.alt').getByRole('textbox').fill(alt);
    const after = await save('Save', file);
    await siteReloaded;
    await expect(site.locator('main h1').textContent()).resolves.toBe(title);
    // The site's tab reloaded from the save's broadcast; the editor's tab, sent the same, kept its page.
    expect(editorLoads).toBe(0);
    page.off('load', counted);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await site.close();

    expect(after).toBe(
      editedAsTheEditorWrites(before, (data) => {
        data.title = title;
        data.banner.alt = alt;
      }),
    );
  });

  it('creates a case in English with a wide picture row and a two-picture row, refusing what the page cannot hold; starts its Spanish version from the saved one with the labelled action, translated with the editor in Spanish; no dialog on the way', async () => {
    // A new client, added to the Clients list.
    await open('/keystatic/collection/clients/create');
    await page.getByRole('textbox', { name: 'Client name', exact: true }).fill('Huerta Urbana');
    await save('Create', `src/content/clients/${slug}.yaml`);

    await open('/keystatic/collection/casesEn/create');
    // Create with everything empty: a summary at the top says what is missing, each item a link to its field.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    await expect(summary.evaluate((box) => box.contains(document.activeElement))).resolves.toBe(true);
    await screenshot('editor-summary', summary);
    for (const name of [
      'Title',
      'Summary',
      'Project facts › Year',
      'Project facts › Client',
      'Banner › Picture',
      'Context › Pictures',
      'The work',
    ]) {
      await summary.getByRole('link', { name, exact: true }).first().waitFor();
    }
    await summary.getByRole('link', { name: 'Project facts › Year', exact: true }).click();
    await expect(page.evaluate(() => document.activeElement?.closest('[id^="field-"]')?.id)).resolves.toBe(
      'field-facts-year',
    );

    // A title past its limit: the counter turns, and Create refuses, saying so at the top.
    const title = field('title').getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Huerta Urbana, una red de huertas en las terrazas de Villa Crespo');
    const counter = field('title').locator('[data-counter]').first();
    await expect(counter.getAttribute('data-counter')).resolves.toBe('over');
    await expect(counter.textContent()).resolves.toBe('65 of 40 characters');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await summary.getByText('Title: At most 40 characters, and it has 65: shorten it by 25', { exact: true }).waitFor();
    expect(page.url()).toContain('/collection/casesEn/create');
    expect(existsSync(path.join(project.dir, `src/content/cases/en/${slug}.md`))).toBe(false);

    // An address another case has: refused too, and said at the top.
    await title.fill('Trufa');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await summary.getByText('Title: Another entry already uses "trufa"', { exact: true }).waitFor();

    await title.fill('Huerta Urbana');
    await expect(counter.getAttribute('data-counter')).resolves.toBe('within');
    await expect(page.getByRole('textbox', { name: 'Address (slug)' }).inputValue()).resolves.toBe(slug);
    await page.getByRole('checkbox', { name: 'Design' }).check();
    // The client just added, picked from the Clients list by its name (the file stores its slug).
    await field('facts.client').getByRole('combobox').fill('Huerta');
    await page.getByRole('option', { name: 'Huerta Urbana', exact: true }).click();
    const addSolution = field('facts.solutions').getByRole('button', { name: 'Add a solution' });
    await addSolution.click();
    await addSolution.click();
    // Pictures: a wide one alone in a row, then two side by side, each chosen in its place.
    await upload(field('banner'), 'Choose picture', wide);
    await field('context.rows').getByRole('button', { name: 'Add a wide picture' }).click();
    await upload(field('context.rows.0.0'), 'Choose picture', wide);
    await field('rows').getByRole('button', { name: 'Add two pictures side by side' }).click();
    await expect(field('rows.0').getByRole('radio', { name: 'Two side by side' }).isChecked()).resolves.toBe(true);
    for (const index of [0, 1]) await upload(field(`rows.0.${index}`), 'Choose picture', picture);
    const englishTexts: [string, string][] = [
      ['summary', 'A network of rooftop gardens that twelve buildings in Villa Crespo grow and share.'],
      ['facts.year', '2025'],
      ['facts.solutions.0', 'Brand identity'],
      ['facts.solutions.1', 'App design'],
      ['banner.alt', 'Raised beds of lettuce and chard on a sunny rooftop, the city behind'],
      ['context.title', 'Twelve rooftops, one garden'],
      [
        'context.caption',
        'Twelve buildings in Villa Crespo had empty rooftops and neighbours who wanted to grow food together.',
      ],
      ['context.rows.0.0.alt', 'A rooftop in Villa Crespo before the garden: gravel, a water tank and a clothesline'],
      ['challenge.title', 'Room to grow'],
      ['challenge.subtitle', 'Turn empty rooftops into gardens that neighbours keep up together.'],
      ['rows.0.0.alt', 'Seedlings in recycled crates along the parapet'],
      ['rows.0.1.alt', 'The first harvest laid out on a shared table'],
    ];
    for (const [place, text] of englishTexts) await field(place).getByRole('textbox').fill(text);
    await field('body').locator('[contenteditable="true"]').click();
    await page.keyboard.type('We designed the brand and an app that shares out the watering.');
    const english = frontmatterOf(await save('Create', `src/content/cases/en/${slug}.md`));
    await page.waitForURL(`**/collection/casesEn/item/${slug}`);
    // The link was left empty: the editor writes the empty group, which reads as no link.
    expect(english.facts).toEqual({
      year: '2025',
      client: slug,
      solutions: ['Brand identity', 'App design'],
      link: {},
    });
    expect(english.context.rows.map((row: unknown[]) => row.length)).toEqual([1]);
    expect(english.rows.map((row: unknown[]) => row.length)).toEqual([2]);
    expect(english.banner.src).toMatch(
      new RegExp(`^\\.\\./\\.\\./\\.\\./assets/cases/${slug}/wide-[0-9a-f]{8}\\.jpg$`),
    );
    expect(existsSync(path.join(project.dir, 'src/assets/cases', slug, path.basename(english.banner.src)))).toBe(true);

    // The Spanish version is missing; the labelled action writes it from the saved English one and opens it.
    const missing = page.locator('[data-language-pair="missing"]');
    await missing.waitFor();
    await screenshot('editor-missing-language', missing);
    await missing.getByRole('button', { name: 'Start the Spanish version from this one' }).click();
    await page.waitForURL(`**/collection/casesEs/item/${slug}`);
    const started = frontmatterOf(await read(`src/content/cases/es/${slug}.md`));
    expect([started.title, started.banner.alt, started.banner.src]).toEqual([
      '[EN] Huerta Urbana',
      `[EN] ${english.banner.alt}`,
      english.banner.src,
    ]);
    // The marketer switches the editor to Spanish (it reloads, on the same case).
    await page.getByRole('button', { name: 'Editor language: Español' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Dirección (slug)' }).inputValue()).resolves.toBe(slug);
    await field('title').locator('[data-untranslated="en"]').waitFor();
    await screenshot('editor-translate');
    // Every text is marked for translation: Save refuses each one until it is translated or kept as it is.
    await field('title').getByRole('button', { name: 'Dejarlo igual' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await summary
      .getByText('Resumen: Todavía es el texto en inglés: traducilo, o dejalo igual', { exact: true })
      .waitFor();
    const spanish: [string, string][] = [
      ['summary', 'Una red de huertas en las terrazas que doce edificios de Villa Crespo cultivan y comparten.'],
      ['facts.solutions.0', 'Identidad de marca'],
      ['facts.solutions.1', 'Diseño de app'],
      ['banner.alt', 'Canteros de lechuga y acelga en una terraza al sol, con la ciudad de fondo'],
      ['context.title', 'Doce terrazas, una huerta'],
      [
        'context.caption',
        'Doce edificios de Villa Crespo tenían terrazas vacías y vecinos con ganas de cultivar juntos.',
      ],
      [
        'context.rows.0.0.alt',
        'Una terraza de Villa Crespo antes de la huerta: piedra partida, un tanque de agua y una soga',
      ],
      ['challenge.title', 'Lugar para crecer'],
      ['challenge.subtitle', 'Convertir terrazas vacías en huertas que los vecinos cuiden entre todos.'],
      ['rows.0.0.alt', 'Plantines en cajones reciclados a lo largo del parapeto'],
      ['rows.0.1.alt', 'La primera cosecha sobre una mesa compartida'],
    ];
    for (const [place, text] of spanish) await field(place).getByRole('textbox').first().fill(text);
    // The description copied for translation says so under itself, before any Save.
    const marked = field('body').getByText(
      'Todavía tiene párrafos en inglés marcados [EN]: traducilos y sacá las marcas',
    );
    await marked.waitFor();
    const body = field('body').locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Diseñamos la marca y una app que reparte el riego.');
    await marked.waitFor({ state: 'detached' });
    const translated = await save('Guardar', `src/content/cases/es/${slug}.md`);

    const copy = frontmatterOf(translated);
    expect(translated).not.toMatch(/\[(EN|ES)\]/);
    expect(copy.title).toBe('Huerta Urbana');
    expect(copy.summary).toBe(spanish[0]![1]);
    // Pictures, numbers, the client and the choices are the English version's, as they were.
    expect(copy.facts.year).toBe(english.facts.year);
    expect(copy.facts.client).toBe(english.facts.client);
    expect(copy.categories).toEqual(english.categories);
    expect(copy.banner.src).toBe(english.banner.src);
    expect(copy.rows.flat().map((item: { src: string }) => item.src)).toEqual(
      english.rows.flat().map((item: { src: string }) => item.src),
    );
    expect(copy.context.rows[0][0].src).toBe(english.context.rows[0][0].src);
    // Each version links to the other: the English one, which reads in at most three levels (section, row, picture).
    await page.getByText('Este caso tiene su versión en inglés.').waitFor();
    await page.getByRole('link', { name: 'Abrir la versión en inglés' }).click();
    await page.waitForURL(`**/collection/casesEn/item/${slug}`);
    await page.getByRole('button', { name: 'Guardar', exact: true }).waitFor({ timeout: 60_000 });
    // The form's groups are drawn a moment after its buttons.
    await page.locator('[data-editor-item]').first().waitFor();
    const levels = await page.evaluate(() => {
      const level = '[data-editor-group], [data-editor-item]';
      return Math.max(
        ...[...document.querySelectorAll(level)].map((element) => {
          let depth = 0;
          for (let node: Element | null = element; node; node = node.parentElement?.closest(level) ?? null) depth++;
          return depth;
        }),
      );
    });
    expect(levels).toBe(3);
    // Adding a picture, a row or a line never opened a dialog: the deepest nesting of dialogs was none at all.
    const { mostDialogs, dialogsSeen } = await page.evaluate(() => ({
      mostDialogs: Number(sessionStorage.getItem('mostDialogs') ?? 0),
      dialogsSeen: sessionStorage.getItem('dialogsSeen'),
    }));
    expect(mostDialogs, dialogsSeen ?? '').toBeLessThanOrEqual(3);
    expect(mostDialogs, dialogsSeen ?? '').toBe(0);
    expect(remote.filter(({ failure }) => failure !== 'net::ERR_BLOCKED_BY_CSP' && failure !== 'csp')).toEqual([]);
  });

  it('changes the e-mail for new projects, which the footer shows under "New projects"', async () => {
    await open('/keystatic/singleton/company');
    await page.getByRole('textbox', { name: 'E-mail para proyectos nuevos' }).fill(newProjects);
    // Keystatic's own button on a single file's page says Save in every language (docs/editing.md).
    await save('Save', 'src/content/company.yaml');
    await waitFor(
      'the footer to show the new e-mail',
      async () => {
        const html = await (await fetch(`${server.baseURL}/en`)).text();
        return /<footer[\s\S]*<\/footer>/.exec(html)?.[0].includes(`mailto:${newProjects}`);
      },
      { timeoutMs: 60_000 },
    );
  });

  it('takes a card to the top of the case list in one action', async () => {
    // A file read half-written may not be YAML yet: it lists no card.
    const idsOf = (yaml: string) => {
      try {
        return (load(yaml) as { cards: { id: string }[] }).cards.map((card) => card.id);
      } catch {
        return [];
      }
    };
    const before = idsOf(await read('src/content/cards.yaml'));
    await open('/keystatic/singleton/cards');
    // The editor speaks Spanish since the case above was translated in it.
    await page.getByRole('button', { name: `Llevar al principio: tarjeta ${before.length}`, exact: true }).click();
    await save('Save', 'src/content/cards.yaml');
    // The file as written once whole (the first change seen may be a write still under way).
    const after = await waitFor('cards.yaml to list every card', async () => {
      const ids = idsOf(await read('src/content/cards.yaml'));
      return ids.length === before.length ? ids : null;
    });
    expect(after).toEqual([before.at(-1), ...before.slice(0, -1)]);
  });

  it('builds: both language pages of the new case, the case on both lists, the footer’s e-mail', async () => {
    await server.stop();
    const { code, output } = await project.build();
    expect(code, output).toBe(0);
    const client = path.join(project.dir, 'dist/client');
    for (const [lang, list, words] of [
      ['en', 'en/case-studies', 'A network of rooftop gardens'],
      ['es', 'es/casos-de-estudio', 'Una red de huertas en las terrazas'],
    ] as const) {
      const html = await readFile(path.join(client, casePath(slug, lang), 'index.html'), 'utf8');
      expect(html).toContain('>Huerta Urbana</h1>');
      expect(html).toContain(words);
      // The new case ends the list, on its last page.
      const laterPages = (await readdir(path.join(client, list))).filter((name) => /^\d+$/.test(name));
      const cases = await Promise.all(
        ['', ...laterPages].map((page) => readFile(path.join(client, list, page, 'index.html'), 'utf8')),
      );
      expect(cases.join('')).toContain(`href="${casePath(slug, lang)}"`);
    }
    const home = await readFile(path.join(client, 'en/index.html'), 'utf8');
    expect(/<footer[\s\S]*<\/footer>/.exec(home)?.[0]).toContain(`mailto:${newProjects}`);
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
