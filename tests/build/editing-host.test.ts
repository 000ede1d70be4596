// The editing host as a marketer uses it (docs/editing.md), with real processes: `npm run editor` over an operator's
// checkout, the public server (`npm run serve`) on the live release, and Chromium. A save becomes a commit in the
// person's name and shows on the draft site; Publish makes it live while a visitor keeps loading pages, each whole
// from one release; a broken file is refused in the marketer's words and changes nothing live; an earlier publish
// comes back in one action; PUBLISH_COMMAND receives every release before it goes live. Who gets in, and how far, is
// tests/build/editing-host-trust.test.ts.
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dump, load } from 'js-yaml';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import {
  ana,
  bruno,
  saveCommitted,
  signedIn,
  signInBrowser,
  startEditingHost,
  visitorThroughPublish,
  type EditingHostLab,
} from '../support/editing-host.ts';
import { waitFor } from '../support/wait.ts';
import type { RunningSite } from '../support/server.ts';
import { docsScreenshot } from '../support/docs-screenshots.ts';
import { countDialogs, dialogsSeen, editorPage, frontmatterOf } from '../support/editor-page.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import { casePath } from '../support/content.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { caseSlugs } from '../support/site.ts';

const [person, someoneElse] = [ana, bruno];
const edited = caseSlugs[0]!;
/** The case a marketer adds, with its client, in both languages. */
const slug = 'huerta-urbana';
// Pictures on the marketer's computer, named as she saved them: the site's own, without their language.
const uploads = mkdtempSync(path.join(tmpdir(), 'lumbre-uploads-'));
const [picture, wide] = ['detail-1', 'wide'].map((name) => path.join(uploads, `${name}.jpg`)) as [string, string];
for (const file of [picture, wide]) copyFileSync(`src/assets/cases/trufa/${path.basename(file, '.jpg')}-es.jpg`, file);
const newProjects = 'nuevos-proyectos@lumbre.com.ar';

let lab: EditingHostLab;
let sent: string;
let publicSite: RunningSite;
let browser: Browser;
let page: Page;
let editor: ReturnType<typeof editorPage>;
/** Requests for other hosts and how they ended: the page's own policy must stop each before it leaves. */
const remote: { url: string; failure: string }[] = [];

beforeAll(async () => {
  lab = await startEditingHost([person, someoneElse], {
    peopleOutside: true,
    env: (folder) => ({
      // A second web server, as a folder: every release is copied there before it goes live.
      PUBLISH_COMMAND: `mkdir -p "${path.join(folder, 'sent')}" && cp -a "$1/dist/client" "${path.join(folder, 'sent')}/$(basename "$1")"`,
    }),
  });
  publicSite = await lab.live();
  sent = path.join(lab.folder, 'sent');
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({
    baseURL: lab.host.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  await context.route(
    (url) => url.origin !== lab.host.baseURL,
    (route) => route.abort('internetdisconnected'),
  );
  await countDialogs(context);
  page = await context.newPage();
  editor = editorPage(page, lab.checkout.dir);
  // Requests that leave the editing host; an upload's preview (a blob: URL) never does.
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (!url.startsWith(lab.host.baseURL) && !url.startsWith('blob:'))
      remote.push({ url, failure: request.failure()?.errorText ?? '' });
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await lab?.stop();
});

const liveTitle = async () =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(publicSite.baseURL + casePath(edited, 'en'))).text())?.[1];

describe('the editing host', () => {
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
    // Every editor page has the host's bar, back to the draft and on to Publish; the editor fits below it.
    const bar = page.getByRole('navigation', { name: 'Editing host' });
    await expect(bar.getByRole('link', { name: 'Draft site' }).getAttribute('href')).resolves.toBe('/en');
    await expect(bar.getByRole('link', { name: 'Publish' }).getAttribute('href')).resolves.toBe('/publish?lang=en');
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
    await title.fill('Published from the editing host');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const log = await waitFor(
      'the save to be committed',
      () => {
        const last = lab.checkout.git('log', '-1', '--format=%an|%s');
        return last.startsWith(`${person.name}|`) ? last : null;
      },
      { timeoutMs: 60_000 },
    );
    expect(log).toContain(`src/content/cases/en/${edited}.md`);

    // The draft site reads the saved file as soon as the dev server has seen it: a reload shows it. The first visit
    // also compiles the page, which under the whole suite's load once took longer than 30 s.
    await waitFor(
      'the draft to show the save',
      async () => {
        await page.goto(casePath(edited, 'en'));
        return (await page.locator('main h1').textContent()) === 'Published from the editing host';
      },
      { timeoutMs: 90_000, intervalMs: 500 },
    );
    await expect(page.locator('[data-draft-mark]').getAttribute('href')).resolves.toBe('/publish?lang=en');
    await docsScreenshot('host-draft', page);
    expect(await liveTitle()).not.toBe('Published from the editing host');
  });

  it('never lets a second save overwrite the first without a word: it is refused, the text stays, a reload joins both', async () => {
    const context = await browser.newContext({ baseURL: lab.host.baseURL, viewport: { width: 1280, height: 900 } });
    await signInBrowser(context, lab, someoneElse);
    const other = editorPage(await context.newPage(), lab.checkout.dir);
    const item = `/keystatic/collection/casesEn/item/${edited}`;
    const file = `src/content/cases/en/${edited}.md`;
    // Ana opens the case first; Bruno, opening it next, is told she has it open.
    await editor.open(item);
    await other.open(item);
    await other.page.getByText(`Also open now: ${person.name}.`, { exact: false }).waitFor();
    await other.page.getByText(`Also editing: ${person.name}`, { exact: true }).waitFor();
    const summary = 'Ana’s summary, saved first: rooftop gardens that twelve buildings grow and share together.';
    await editor.field('summary').getByRole('textbox').fill(summary);
    await editor.save('Save', file);
    await other.field('facts.year').getByRole('textbox').fill('2019');
    await other.page.getByRole('button', { name: 'Save', exact: true }).click();
    await other.page
      .getByText(`Not saved: ${person.name} saved Case ${edited} (English) at`, { exact: false })
      .waitFor();
    // Nothing of Bruno's was written, and his year is still on his screen to copy.
    expect(frontmatterOf(await editor.read(file)).summary).toBe(summary);
    expect(frontmatterOf(await editor.read(file)).facts.year).not.toBe('2019');
    await expect(other.field('facts.year').getByRole('textbox').inputValue()).resolves.toBe('2019');
    // Read again, his save goes through, and both changes are kept.
    await other.open(item);
    await other.field('facts.year').getByRole('textbox').fill('2019');
    const joined = frontmatterOf(await other.save('Save', file));
    expect([joined.summary, joined.facts.year]).toEqual([summary, '2019']);
    const authors = () => lab.checkout.git('log', '-2', '--format=%an', '--', file).trim().split('\n');
    await waitFor('Bruno’s save to be committed after Ana’s', () => authors()[0] === someoneElse.name);
    expect(authors()).toEqual([someoneElse.name, person.name]);
    // Done, he signs out from the bar.
    await other.page.getByRole('button', { name: 'Sign out' }).click();
    await other.page.waitForURL('**/sign-in');
    await context.close();
  });

  it('creates a case in English with a wide picture row and a two-picture row, refusing what the page cannot hold; starts its Spanish version from the saved one with the labelled action, translated with the editor in Spanish; no dialog on the way', async () => {
    // A new client, added to the Clients list.
    await editor.open('/keystatic/collection/clients/create');
    await page.getByRole('textbox', { name: 'Client name', exact: true }).fill('Huerta Urbana');
    await editor.save('Create', `src/content/clients/${slug}.yaml`);

    await editor.open('/keystatic/collection/casesEn/create');
    // Create with everything empty: a summary at the top says what is missing, each item a link to its field.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    await expect(summary.evaluate((box) => box.contains(document.activeElement))).resolves.toBe(true);
    await docsScreenshot('editor-summary', summary);
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
    const title = editor.field('title').getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Huerta Urbana, una red de huertas en las terrazas de Villa Crespo');
    const counter = editor.field('title').locator('[data-counter]').first();
    await expect(counter.getAttribute('data-counter')).resolves.toBe('over');
    await expect(counter.textContent()).resolves.toBe('65 of 40 characters');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await summary.getByText('Title: At most 40 characters, and it has 65: shorten it by 25', { exact: true }).waitFor();
    expect(page.url()).toContain('/collection/casesEn/create');
    expect(existsSync(lab.inCheckout(`src/content/cases/en/${slug}.md`))).toBe(false);

    // An address another case has: refused too, and said at the top.
    await title.fill('Trufa');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await summary.getByText('Title: Another entry already uses "trufa"', { exact: true }).waitFor();

    await title.fill('Huerta Urbana');
    await expect(counter.getAttribute('data-counter')).resolves.toBe('within');
    await expect(page.getByRole('textbox', { name: 'Address (slug)' }).inputValue()).resolves.toBe(slug);
    await page.getByRole('checkbox', { name: 'Design' }).check();
    // The client just added, picked from the Clients list by its name (the file stores its slug).
    await editor.field('facts.client').getByRole('combobox').fill('Huerta');
    await page.getByRole('option', { name: 'Huerta Urbana', exact: true }).click();
    const addSolution = editor.field('facts.solutions').getByRole('button', { name: 'Add a solution' });
    // The new line takes the focus: what is typed next is its text (a Space would otherwise add another line).
    await addSolution.click();
    await page.keyboard.type('Brand identity');
    await expect(editor.field('facts.solutions.0').getByRole('textbox').inputValue()).resolves.toBe('Brand identity');
    await addSolution.click();
    // Pictures: a wide one alone in a row, then two side by side, each chosen in its place.
    await editor.upload(editor.field('banner'), 'Choose picture', wide);
    await editor.field('context.rows').getByRole('button', { name: 'Add a wide picture' }).click();
    await editor.upload(editor.field('context.rows.0.0'), 'Choose picture', wide);
    await editor.field('rows').getByRole('button', { name: 'Add two pictures side by side' }).click();
    await expect(editor.field('rows.0').getByRole('radio', { name: 'Two side by side' }).isChecked()).resolves.toBe(
      true,
    );
    for (const index of [0, 1]) await editor.upload(editor.field(`rows.0.${index}`), 'Choose picture', picture);
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
    for (const [place, text] of englishTexts) await editor.field(place).getByRole('textbox').fill(text);
    await editor.field('body').locator('[contenteditable="true"]').click();
    await page.keyboard.type('We designed the brand and an app that shares out the watering.');
    const english = frontmatterOf(await editor.save('Create', `src/content/cases/en/${slug}.md`));
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
    expect(existsSync(lab.inCheckout(`src/assets/cases/${slug}/${path.basename(english.banner.src)}`))).toBe(true);

    // The Spanish version is missing; the labelled action writes it from the saved English one and opens it.
    const missing = page.locator('[data-language-pair="missing"]');
    await missing.waitFor();
    await docsScreenshot('editor-missing-language', missing);
    await missing.getByRole('button', { name: 'Start the Spanish version from this one' }).click();
    await page.waitForURL(`**/collection/casesEs/item/${slug}`);
    const started = frontmatterOf(await editor.read(`src/content/cases/es/${slug}.md`));
    expect([started.title, started.banner.alt, started.banner.src]).toEqual([
      '[EN] Huerta Urbana',
      `[EN] ${english.banner.alt}`,
      english.banner.src,
    ]);
    // The marketer switches the editor to Spanish (it reloads, on the same case).
    await page.getByRole('button', { name: 'Editor language: Español' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Dirección (slug)' }).inputValue()).resolves.toBe(slug);
    await editor.field('title').locator('[data-untranslated="en"]').waitFor();
    await docsScreenshot('editor-translate', page);
    // Every text is marked for translation: Save refuses each one until it is translated or kept as it is.
    await editor.field('title').getByRole('button', { name: 'Dejarlo igual' }).click();
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
    for (const [place, text] of spanish) await editor.field(place).getByRole('textbox').first().fill(text);
    // The description copied for translation says so under itself, before any Save.
    const marked = editor
      .field('body')
      .getByText('Todavía tiene párrafos en inglés marcados [EN]: traducilos y sacá las marcas');
    await marked.waitFor();
    const body = editor.field('body').locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Diseñamos la marca y una app que reparte el riego.');
    await marked.waitFor({ state: 'detached' });
    const translated = await editor.save('Guardar', `src/content/cases/es/${slug}.md`);

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
    // The draft site shows the case in both languages; the public site does not have it yet.
    for (const lang of ['en', 'es'] as const) {
      await page.goto(casePath(slug, lang));
      await expect(page.locator('main h1').textContent()).resolves.toBe('Huerta Urbana');
      await page.locator('[data-draft-mark]').waitFor();
      expect((await fetch(publicSite.baseURL + casePath(slug, lang))).status).toBe(404);
    }
    // Adding a picture, a row or a line never opened a dialog: the deepest nesting of dialogs was none at all.
    const dialogs = await dialogsSeen(page);
    expect(dialogs.most, dialogs.seen).toBe(0);
    expect(remote.filter(({ failure }) => failure !== 'net::ERR_BLOCKED_BY_CSP' && failure !== 'csp')).toEqual([]);
  });

  it('changes the e-mail for new projects, which the footer shows under "New projects"', async () => {
    await editor.open('/keystatic/singleton/company');
    await page.getByRole('textbox', { name: 'E-mail para proyectos nuevos' }).fill(newProjects);
    // Keystatic's own button on a single file's page says Save in every language (docs/editing.md).
    await editor.save('Save', 'src/content/company.yaml');
    await waitFor(
      'the footer to show the new e-mail',
      async () => {
        const html = await (await page.request.get('/en')).text();
        return /<footer[\s\S]*<\/footer>/.exec(html)?.[0].includes(`mailto:${newProjects}`);
      },
      { timeoutMs: 60_000 },
    );
  });

  it('takes a card to the top of the case list in one action', async () => {
    // A file read half-written may not be YAML yet: it lists no card.
    const idsOf = (yaml: string) => {
      try {
        return (load(yaml) as { cards: Parameters<typeof cardId>[0][] }).cards.map(cardId);
      } catch {
        return [];
      }
    };
    const before = idsOf(await editor.read('src/content/cards.yaml'));
    await editor.open('/keystatic/singleton/cards');
    // The editor speaks Spanish since the case above was translated in it.
    await page.getByRole('button', { name: `Llevar al principio: tarjeta ${before.length}`, exact: true }).click();
    await editor.save('Save', 'src/content/cards.yaml');
    // The file as written once whole (the first change seen may be a write still under way).
    const after = await waitFor('cards.yaml to list every card', async () => {
      const ids = idsOf(await editor.read('src/content/cards.yaml'));
      return ids.length === before.length ? ids : null;
    });
    expect(after).toEqual([before.at(-1), ...before.slice(0, -1)]);
    // Back to the browser's language, for the tests after this one.
    await page.getByRole('button', { name: 'Idioma del editor: English' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 60_000 });
  });

  it('publishes what is chosen at once while a visitor keeps loading pages, each whole and from one release', async () => {
    await page.goto('/publish?lang=en');
    const change = (id: string) => page.locator(`.changes li[data-change="${id}"]`);
    // Each change as a marketer thinks of it, ready, with who saved it; a new case brings its new client along.
    for (const id of [`cases:${edited}`, `cases:${slug}`, `clients:${slug}`, 'company', 'cards'])
      await expect(change(id).getByRole('checkbox').isEnabled()).resolves.toBe(true);
    await expect(change(`cases:${slug}`).textContent()).resolves.toMatch(
      new RegExp(`Case “Huerta Urbana”.*${person.name} saved.*Goes live together with Client “Huerta Urbana”`),
    );
    await expect(
      change(`cases:${slug}`).getByRole('link', { name: 'see the draft' }).getAttribute('href'),
    ).resolves.toBe(casePath(slug, 'en'));
    for (const box of await page.locator('.changes').getByRole('checkbox').all()) await box.check();
    await docsScreenshot('host-publish', page, true);
    const before = await liveTitle();

    // A visitor loading the case page while the release is built and switched.
    const visitor = await visitorThroughPublish(lab.root, publicSite.baseURL + casePath(edited, 'en'));
    await page.getByRole('button', { name: 'Publish what is chosen' }).click();
    // The page shows the publish under way, stage by stage, and has no button to start a second one.
    const progress = page.locator('[data-publish-progress]');
    await progress.locator('[aria-current="step"]').waitFor();
    await expect(progress.textContent()).resolves.toContain(`${person.name} is publishing`);
    expect(await page.getByRole('button', { name: 'Publish what is chosen' }).count()).toBe(0);
    await page.locator('.done').waitFor({ timeout: 300_000 });
    await docsScreenshot('host-published', page, true);
    const seen = await visitor.stop();

    expect(await liveTitle()).toBe('Published from the editing host');
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter(({ status, whole }) => status !== 200 || !whole)).toEqual([]);
    expect(new Set(seen.map(({ title }) => title))).toEqual(new Set([before, 'Published from the editing host']));
    // What a publish leaves: nothing more to publish, a line in the history, and the release sent on first.
    // (The list below the stages is drawn again once they end: waited for, not read at once.)
    await page.locator('main').getByText('Everything saved is already published.').waitFor();
    // The history names pages first, not the pictures that came with them.
    const published = await page.locator('.history li').first().textContent();
    expect(published).toContain(`${person.name} published: `);
    expect(published).not.toContain('published: Picture');
    const live = path.basename(readdirSync(path.join(lab.root, 'releases')).sort().at(-1)!);
    expect(existsSync(path.join(sent, live, 'en', 'index.html'))).toBe(true);

    // The public site shows what the marketer added: the new case in both languages, with its four pictures, at the
    // end of both case lists, and the footer's new e-mail.
    const fromLive = (pathname: string) => fetch(publicSite.baseURL + pathname);
    for (const [lang, words] of [
      ['en', 'A network of rooftop gardens'],
      ['es', 'Una red de huertas en las terrazas'],
    ] as const) {
      const html = await (await fromLive(casePath(slug, lang))).text();
      expect(html).toContain('>Huerta Urbana</h1>');
      expect(html).toContain(words);
      const pictures = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
      const pictureResponses = await Promise.all(pictures.map((src) => fromLive(src.replaceAll('&amp;', '&'))));
      expect(pictureResponses.map((response) => response.status)).toEqual(pictures.map(() => 200));
      expect(pictures.length).toBeGreaterThanOrEqual(4);
      // The list's pages, each linking the next, until the last.
      let list: string | undefined = pagePath('cases', lang);
      let lists = '';
      while (list) {
        const listed: string = await (await fromLive(list)).text();
        lists += listed;
        const next: string | undefined = /<a [^>]*data-next-page[^>]*>/.exec(listed)?.[0];
        list = next && /href="([^"]+)"/.exec(next)?.[1];
      }
      expect(lists).toContain(`href="${casePath(slug, lang)}"`);
    }
    const home = await (await fromLive('/en')).text();
    expect(/<footer[\s\S]*<\/footer>/.exec(home)?.[0]).toContain(`mailto:${newProjects}`);
  });

  it('publishes only what is chosen, and one person’s unfinished case blocks only itself', async () => {
    const [ana, bruno] = [await signedIn(lab, person), await signedIn(lab, someoneElse)];
    // Bruno starts a case in Spanish only; Ana changes the home page's words and reorders the cards.
    const started = (await readFile(lab.inCheckout(`src/content/cases/es/${edited}.md`), 'utf8')).replace(
      /^title: .*$/m,
      'title: Taller abierto',
    );
    await saveCommitted(lab, bruno, { 'src/content/cases/es/taller-abierto.md': started });
    const words = 'src/content/ui/home/en.yaml';
    const headline = 'Work that people remember';
    const cards = await editor.read('src/content/cards.yaml');
    const { cards: list } = load(cards) as { cards: unknown[] };
    const moved = (await editor.read(words)).replace(
      /^ {2}title: Work that moves the needle$/m,
      `  title: ${headline}`,
    );
    await saveCommitted(lab, ana, { [words]: moved });
    await saveCommitted(lab, ana, { 'src/content/cards.yaml': dump({ cards: [list.at(-1), ...list.slice(0, -1)] }) });

    await page.goto('/publish?lang=en');
    const change = (id: string) => page.locator(`.changes li[data-change="${id}"]`);
    // Bruno's case says why it cannot go live, with where to mend it, and cannot be chosen; Ana's changes are ticked.
    const unfinished = change('cases:taller-abierto');
    await expect(unfinished.textContent()).resolves.toMatch(/Cannot go live yet:.*its English version is missing/);
    await expect(unfinished.getByRole('link', { name: 'Fix in the editor' }).getAttribute('href')).resolves.toBe(
      `/keystatic?open=${encodeURIComponent('src/content/cases/es/taller-abierto.md')}`,
    );
    await expect(unfinished.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await expect(change('ui/home').getByRole('checkbox').isChecked()).resolves.toBe(true);
    await change('cards').getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Publish what is chosen' }).click();
    await page.locator('.done').waitFor({ timeout: 300_000 });

    // Live: the words chosen; not the cards left out, nor Bruno's case. Both still wait in the drafts.
    expect(await (await fetch(`${publicSite.baseURL}/en`)).text()).toContain(headline);
    expect(await readFile(path.join(lab.root, 'current', 'src/content/cards.yaml'), 'utf8')).toBe(cards);
    expect((await fetch(publicSite.baseURL + casePath('taller-abierto', 'es'))).status).toBe(404);
    await expect(change('cards').count()).resolves.toBe(1);
    await expect(change('cases:taller-abierto').count()).resolves.toBe(1);
    await expect(change('ui/home').count()).resolves.toBe(0);
  });

  it('says why a broken field cannot go live before the click, in the marketer’s words, and links to the field', async () => {
    const file = lab.inCheckout(`src/content/cases/en/${edited}.md`);
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace(/^ {2}year: .*$/m, "  year: 'last year'"));
    lab.checkout.git('commit', '-q', '-am', 'A year that is not one');
    await page.goto('/publish?lang=en');
    const broken = page.locator(`.changes li[data-change="cases:${edited}"]`);
    const said = (await broken.textContent()) ?? '';
    expect(said).toContain(`Case ${edited} (English): the field “Year”`);
    expect(said).not.toMatch(/src\/|\.(js|ts):\d+/);
    // The link opens the case's form at the field, the cursor in it.
    await broken.getByRole('link', { name: 'Fix in the editor' }).click();
    await page.waitForURL(`**/keystatic/collection/casesEn/item/${edited}#field-facts-year`);
    await page.locator('#field-facts-year input:focus').waitFor({ timeout: 60_000 });
    expect(await liveTitle()).toBe('Published from the editing host');
    await writeFile(file, good);
    lab.checkout.git('commit', '-q', '-am', 'The year again');
  });

  it('brings an earlier save back from the publish page, as a new save', async () => {
    await page.goto(`/keystatic/collection/casesEn/item/${edited}`);
    const title = page.locator('#field-title').getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('A slip of the keyboard');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const lastAuthor = () => lab.checkout.git('log', '-1', '--format=%an').trim();
    await waitFor('the slip to be committed', () => lastAuthor() === person.name, { timeoutMs: 60_000 });
    await page.goto('/publish?lang=en');
    // The newest save of the case is the slip; the one before it, Bruno's year, is what went live.
    const before = page
      .locator('.saves li')
      .filter({ hasText: ` saved: Case ${edited} (English)` })
      .nth(1);
    await before.getByRole('button', { name: 'Bring this version back' }).click();
    await page.locator('.done').waitFor();
    const file = await readFile(lab.inCheckout(`src/content/cases/en/${edited}.md`), 'utf8');
    expect(file).toContain('title: Published from the editing host');
    expect(lab.checkout.git('log', '-1', '--format=%an|%s')).toMatch(
      new RegExp(`^${person.name}\\|${person.name} brought back`),
    );
    // The slip and its undoing cancel out: the case is as live again.
    await expect(page.locator(`.changes li[data-change="cases:${edited}"]`).count()).resolves.toBe(0);
  });

  it('puts an earlier publish back once asked, naming what changes, and records which way it went', async () => {
    await page.goto('/publish?lang=en');
    const first = page.locator('.history li').last();
    expect(await first.textContent()).not.toContain('live');
    await first.getByRole('link', { name: 'Put this version back' }).click();
    // Nothing changed yet: the page says what would, and asks.
    await expect(page.locator('main').textContent()).resolves.toContain(`Case ${edited} (English)`);
    expect(await liveTitle()).toBe('Published from the editing host');
    await page.getByRole('button', { name: 'Yes, go back to that version' }).click();
    await page.locator('.done').waitFor();
    expect(await liveTitle()).not.toBe('Published from the editing host');
    await expect(page.locator('.history li').first().textContent()).resolves.toContain(
      `${person.name} went back to the version of `,
    );
  });
});
