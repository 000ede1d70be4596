// Changed content in a copy of the site. A mistake stops `astro sync`, which loads and checks every content file
// without building pages, with the file and the field named (the build stops with the same message). Content
// added by hand builds, shows on the site, and keeps the content-driven test suites green.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { casePath, readContent } from '../support/content.ts';
import { buildFixtureSite } from '../support/fixture-site.ts';

let project: ProjectCopy | undefined;
afterEach(async () => {
  await project?.remove();
  project = undefined;
});

async function edit(file: string, change: (text: string) => string) {
  const full = path.join(project!.dir, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
}

/** Changes a case's frontmatter through its data, keeping its description. */
const editFrontmatter = (file: string, change: (data: Record<string, unknown>) => void) =>
  edit(file, (text) => {
    const [, yaml = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text) ?? [];
    const data = parse(yaml) as Record<string, unknown>;
    change(data);
    return `---\n${stringify(data)}---\n${body}`;
  });

/** Changes a YAML file through its data, whatever its layout. */
const editYaml = (file: string, change: (data: Record<string, unknown>) => void) =>
  edit(file, (text) => {
    const data = parse(text) as Record<string, unknown>;
    change(data);
    return stringify(data);
  });

/** Copies the project, lets `prepare` break it, syncs, expects the sync to fail and returns its output. */
async function failedSync(prepare: (dir: string) => Promise<unknown>): Promise<string> {
  project = await copyProject();
  await prepare(project.dir);
  const { code, output } = await project.sync();
  expect(code).not.toBe(0);
  return output;
}

describe('a mistake in the content stops the sync, naming file and field', () => {
  const { cards, clients, cases, featured } = readContent();
  const aCase = cases[0]!.slug;
  const unlisted = cases.find((entry) => !cards.some((card) => card.case === entry.slug)) ?? cases[0]!;
  // A carded case that no featured list names: removing a featured one may be reported by featured.yaml first, as
  // the collections are checked in no fixed order.
  const featuredSlugs = new Set<string>(Object.values(featured).flat());
  const carded = cards.find((card) => card.case && !featuredSlugs.has(card.case))!.case!;
  const aClient = clients[0]!;

  it('a missing field', async () => {
    const output = await failedSync(() =>
      edit(`src/content/cases/en/${aCase}.md`, (text) => text.replace(/^summary:.*\n(?: {2}.*\n)*/m, '')),
    );
    expect(output).toContain(`cases/en/${aCase}.md`);
    expect(output).toMatch(/summary/);
  });

  it('an unknown category', async () => {
    const output = await failedSync(() =>
      editYaml('src/content/cards.yaml', (data) => {
        (data.cards as { categories: string[] }[])[0]!.categories = ['branding'];
      }),
    );
    expect(output).toContain('cards.yaml');
    expect(output).toMatch(/categories/);
    expect(output).toMatch(/strategies.*design.*development.*content.*marketing/s);
  });

  it('a case without its other language', async () => {
    // A case without a card, so the cases' own check is the one that speaks (a carded case is caught by cards.yaml too).
    const output = await failedSync((dir) => rm(path.join(dir, `src/content/cases/es/${unlisted.slug}.md`)));
    expect(output).toContain(`src/content/cases/en/${unlisted.slug}.md has no Spanish version`);
    expect(output).toContain(`add src/content/cases/es/${unlisted.slug}.md`);
  });

  it('a card pointing at a case that does not exist in both languages', async () => {
    const output = await failedSync((dir) => rm(path.join(dir, `src/content/cases/es/${carded}.md`)));
    expect(output).toContain('cards.yaml');
    expect(output).toMatch(new RegExp(`case: no case "${carded}"`));
  });

  it('a missing picture', async () => {
    const output = await failedSync(() =>
      edit(`src/content/cases/es/${aCase}.md`, (text) =>
        text.replace(
          /( {2}rows:\n\s+- - src: \.\.\/\.\.\/\.\.\/assets\/cases\/[a-z-]+\/)[^\n]+/,
          '$1does-not-exist.jpg',
        ),
      ),
    );
    expect(output).toContain(`src/content/cases/es/${aCase}.md names pictures that do not exist`);
    expect(output).toContain(`context.rows[0][0].src: ../../../assets/cases/${aCase}/does-not-exist.jpg`);
  });

  it('the words of a page one language has (the English gallery) missing from that language', async () => {
    const output = await failedSync(() =>
      editYaml('src/content/ui/en.yaml', (data) => {
        delete data.gallery;
      }),
    );
    expect(output).toContain('src/content/ui/en.yaml lacks words its pages need: gallery (the gallery page)');
  });

  it('a missing logo', async () => {
    const logo = String(aClient.logo);
    const output = await failedSync((dir) => rm(path.join(dir, 'src/content/clients', logo)));
    expect(output).toContain(`src/content/clients/${aClient.id}.yaml names pictures that do not exist`);
    expect(output).toContain(`logo: ${logo}`);
  });

  it('a title longer than the page holds, written by hand', async () => {
    const title = 'A title written by hand that runs on far longer than any case title could ever need';
    const output = await failedSync(() =>
      editFrontmatter(`src/content/cases/en/${aCase}.md`, (data) => {
        data.title = title;
      }),
    );
    expect(output).toContain(`cases/en/${aCase}.md`);
    expect(output).toMatch(new RegExp(`title: at most \\d+ characters: this one has ${title.length}`));
  });

  it('a text still marked for translation', async () => {
    const output = await failedSync(() =>
      editFrontmatter(`src/content/cases/es/${aCase}.md`, (data) => {
        (data.challenge as { subtitle: string }).subtitle =
          '[EN] Turn a holiday treat into a brand people order all year round.';
      }),
    );
    expect(output).toContain(`cases/es/${aCase}.md`);
    expect(output).toMatch(/challenge\.subtitle.*still the English text marked for translation/s);
  });

  it('a description still marked for translation', async () => {
    const output = await failedSync(() =>
      edit(`src/content/cases/es/${aCase}.md`, (text) => text.replace(/\n---\n/, '\n---\n[EN] **What we did**\n')),
    );
    expect(output).toContain(
      `src/content/cases/es/${aCase}.md: the description is still the English text marked for translation`,
    );
  });

  it('a card without a case and without a name or a picture of its own', async () => {
    const output = await failedSync(() =>
      editYaml('src/content/cards.yaml', (data) => {
        const card = (data.cards as Record<string, unknown>[])[0]!;
        delete card.case;
        delete card.nameMobile;
        delete card.picture;
      }),
    );
    expect(output).toContain('cards.yaml');
    expect(output).toMatch(/nameMobile\.es.*is required on a card without a case/s);
    expect(output).toMatch(/picture.*is required on a card without a case/s);
  });

  it('a case whose client is not on the Clients list', async () => {
    const output = await failedSync(() =>
      editFrontmatter(`src/content/cases/en/${aCase}.md`, (data) => {
        (data.facts as { client: string }).client = 'nobody-we-know';
      }),
    );
    expect(output).toContain(`cases/en/${aCase}.md`);
    expect(output).toContain('no client "nobody-we-know": expected src/content/clients/nobody-we-know.yaml');
  });
});

/**
 * Runs test files of the copy's own suite in the copy (its content, its build, its server). The tests that need the
 * fixture site use this project's: they test the interactive parts, not the copy's content.
 */
async function runSuite(
  dir: string,
  files: string[],
  exclude: string,
): Promise<{ code: number | null; output: string }> {
  const fixtureSite = (await buildFixtureSite()).dir;
  return new Promise((resolve) => {
    const vitest = path.join(process.cwd(), 'node_modules/vitest/vitest.mjs');
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--project', 'e2e', '--testNamePattern', `^(?!${exclude})`, ...files],
      {
        cwd: dir,
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', LUMBRE_FIXTURE_SITE: fixtureSite },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('content edited by hand', () => {
  it('a new case pair with its card and one featured case fewer: the site shows it and the content-driven suites stay green', async () => {
    project = await copyProject({ with: ['tests', 'tools', 'vitest.config.ts'] });
    const { dir } = project;
    const slug = 'huerta-urbana';
    await mkdir(path.join(dir, `src/assets/cases/${slug}`), { recursive: true });
    await copyFile(
      path.join(dir, 'src/assets/cases/trufa/banner.jpg'),
      path.join(dir, `src/assets/cases/${slug}/cover.jpg`),
    );
    const image = `../../../assets/cases/${slug}/cover.jpg`;
    // Written the way a developer would, not in the editor's layout.
    // The English title tries to close the page's JSON-LD script: it must stay words.
    const title = { es: 'Huerta Urbana', en: 'Huerta </script><script>alert(1)' };
    const markdown = (lang: 'es' | 'en') => `---
title: '${title[lang]}'
summary: ${lang === 'es' ? 'Una red de huertas en terrazas porteñas.' : 'A network of rooftop gardens in Buenos Aires.'}
facts:
  year: "2025"
  client: ${slug}
  solutions: [${lang === 'es' ? 'Identidad de marca' : 'Brand identity'}]
banner: { src: ${image}, alt: ${lang === 'es' ? 'Terraza con huerta' : 'Rooftop garden'} }
context:
  title: ${lang === 'es' ? 'Vecinos que cultivan' : 'Neighbours who grow food'}
  caption: ${lang === 'es' ? 'Doce edificios, una huerta.' : 'Twelve buildings, one garden.'}
  rows:
    - - { src: ${image}, alt: ${lang === 'es' ? 'Canteros' : 'Planters'} }
challenge: { title: ${lang === 'es' ? 'Lugar para crecer' : 'Room to grow'}, subtitle: ${lang === 'es' ? 'Sumar terrazas.' : 'Add rooftops.'} }
rows:
  - - { src: ${image}, alt: ${lang === 'es' ? 'Cosecha' : 'Harvest'} }
---
${lang === 'es' ? '**Qué hicimos**\nUna marca y una app.' : '**What we did**\nA brand and an app.'}
`;
    await writeFile(path.join(dir, `src/content/clients/${slug}.yaml`), 'name: Huerta Urbana\n');
    await writeFile(path.join(dir, `src/content/cases/es/${slug}.md`), markdown('es'));
    await writeFile(path.join(dir, `src/content/cases/en/${slug}.md`), markdown('en'));
    await copyFile(path.join(dir, 'src/assets/cards/trufa.jpg'), path.join(dir, 'src/assets/cards/huerta-urbana.jpg'));
    await editYaml('src/content/cards.yaml', (data) => {
      (data.cards as unknown[]).splice(1, 0, {
        id: slug,
        case: slug,
        categories: ['design'],
        nameDesktop: { es: 'Huerta Urbana — una app para regar', en: 'Huerta Urbana — an app to water together' },
        picture: {
          src: '../assets/cards/huerta-urbana.jpg',
          alt: { es: 'Canteros en una terraza', en: 'Planters on a rooftop' },
        },
      });
    });
    // The first featured case goes: the home page and its tests must follow the content.
    let dropped = '';
    await editYaml('src/content/featured.yaml', (data) => {
      dropped = (data.home as string[]).shift()!;
    });

    const { code, output } = await project.build();
    expect(code, output).toBe(0);
    const client = path.join(dir, 'dist/client');
    const list = await readFile(path.join(client, 'en/case-studies/index.html'), 'utf8');
    expect(list).toContain(`href="${casePath(slug, 'en')}"`);
    expect(await readFile(path.join(client, casePath(slug, 'es'), 'index.html'), 'utf8')).toContain(
      'Vecinos que cultivan',
    );
    const home = await readFile(path.join(client, 'en/index.html'), 'utf8');
    expect(home).not.toContain(`data-track="home-featured-${dropped}"`);
    const sitemap = await readFile(path.join(client, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(casePath(slug, 'es'));
    const page = await readFile(path.join(client, casePath(slug, 'en'), 'index.html'), 'utf8');
    // Inside an attribute's quotes the title is harmless text; anywhere else it would be markup.
    expect(page.replace(/="[^"]*"/g, '=""')).not.toContain('<script>alert(1)');
    const graph = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      ([, json = '']) => (JSON.parse(json) as { '@graph': { '@type': string; name?: string }[] })['@graph'],
    );
    expect(graph.find((node) => node['@type'] === 'CreativeWork')?.name).toBe(title.en);

    // The suites whose expectations this edit changes: the pages against the content and the routes. The others read
    // content this edit leaves alone, or the fixture site's (the filter and the slider: tests/e2e/islands.test.ts).
    const suites = ['content', 'routes'].map((name) => `tests/e2e/${name}.test.ts`);
    const suite = await runSuite(dir, suites, 'every page');
    expect(suite.code, suite.output.slice(-4000)).toBe(0);
    expect(suite.output).toMatch(/Tests\s+\d+ passed/);
  });
});
