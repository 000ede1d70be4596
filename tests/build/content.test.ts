// Changed content in a copy of the site. A mistake stops `astro sync`, which loads and checks every content file
// without building pages, with the file and the field named (the build stops with the same message). Content added
// by hand is the fixture site's (tests/e2e/fixture-content.test.ts).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { readContent } from '../support/content.ts';

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
