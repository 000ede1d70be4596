// Builds a copy of the site with changed content: mistakes must stop the build with the file and field named,
// and a new case must appear on the list and get both pages.
import { readFile, rm, writeFile, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

let project: ProjectCopy | undefined;
afterEach(async () => {
  await project?.remove();
  project = undefined;
});

async function edit(file: string, change: (text: string) => string) {
  const full = path.join(project!.dir, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
}

/** Copies the project, lets `prepare` break it, builds, expects the build to fail and returns its output. */
async function failedBuild(prepare: (dir: string) => Promise<unknown>): Promise<string> {
  project = await copyProject();
  await prepare(project.dir);
  const { code, output } = await project.build();
  expect(code).not.toBe(0);
  return output;
}

describe('a mistake in the content fails the build, naming file and field', () => {
  it('a missing field', async () => {
    const output = await failedBuild(() => edit('src/content/cases/en/trufa.md', (text) => text.replace(/^summary:.*\n/m, '')));
    expect(output).toContain('cases/en/trufa.md');
    expect(output).toMatch(/summary/);
  });

  it('an unknown category slug', async () => {
    const output = await failedBuild(() => edit('src/content/cards.yaml', (text) => text.replace(/categories: \[([a-z]+)/, 'categories: [branding')));
    expect(output).toContain('cards.yaml');
    expect(output).toMatch(/categories/);
    expect(output).toMatch(/strategies.*design.*development.*content.*marketing/s);
  });

  it('a case without its other language', async () => {
    // Rutax has no card, so the cases' own check is the one that speaks (a carded case is caught by cards.yaml too).
    const output = await failedBuild((dir) => rm(path.join(dir, 'src/content/cases/es/rutax.md')));
    expect(output).toContain('src/content/cases/en/rutax.md has no Spanish version');
    expect(output).toContain('add src/content/cases/es/rutax.md');
  });

  it('a card pointing at a case that does not exist in both languages', async () => {
    const output = await failedBuild((dir) => rm(path.join(dir, 'src/content/cases/es/gogol.md')));
    expect(output).toContain('cards.yaml');
    expect(output).toMatch(/case: no case "gogol"/);
  });

  it('a missing image', async () => {
    const output = await failedBuild(() =>
      edit('src/content/cases/es/aca.md', (text) => text.replace('assets/cases/aca/context-1.jpg', 'assets/cases/aca/does-not-exist.jpg')),
    );
    expect(output).toMatch(/src\/content\/cases\/es\/aca\.md names pictures that do not exist/);
    expect(output).toContain('context.gallery[0][0].src: ../../../assets/cases/aca/does-not-exist.jpg');
  });

  it('a missing logo', async () => {
    const output = await failedBuild((dir) => rm(path.join(dir, 'src/assets/clients/trufa.svg')));
    expect(output).toMatch(/src\/content\/clients\.yaml \(entry "trufa"\) names pictures that do not exist/);
    expect(output).toContain('logo: ../assets/clients/trufa.svg');
  });
});

describe('adding a case', () => {
  it('two Markdown files and a picture give two pages and a card on the list', async () => {
    project = await copyProject();
    const slug = 'huerta-urbana';
    await mkdir(path.join(project.dir, `src/assets/cases/${slug}`), { recursive: true });
    await copyFile(path.join(project.dir, 'src/assets/cases/trufa/banner.jpg'), path.join(project.dir, `src/assets/cases/${slug}/cover.jpg`));
    const image = `../../../assets/cases/${slug}/cover.jpg`;
    const markdown = (lang: 'es' | 'en') => `---
title: Huerta Urbana
summary: ${lang === 'es' ? 'Una red de huertas en terrazas porteñas.' : 'A network of rooftop gardens in Buenos Aires.'}
categories: [design]
header:
  - title: ${lang === 'es' ? 'Año' : 'Year'}
    values: ["2025"]
banner: { src: ${image}, alt: ${lang === 'es' ? 'Terraza con huerta' : 'Rooftop garden'} }
context:
  title: ${lang === 'es' ? 'Contexto' : 'Context'}
  caption: ${lang === 'es' ? 'Vecinos que cultivan.' : 'Neighbours who grow food.'}
  gallery:
    - - { src: ${image}, alt: ${lang === 'es' ? 'Canteros' : 'Planters'} }
challenge: { title: ${lang === 'es' ? 'Desafío' : 'Challenge'}, subtitle: ${lang === 'es' ? 'Sumar terrazas.' : 'Add rooftops.'} }
rows:
  - - { src: ${image}, alt: ${lang === 'es' ? 'Cosecha' : 'Harvest'} }
---
${lang === 'es' ? '**Qué hicimos**\nUna marca y una app.' : '**What we did**\nA brand and an app.'}
`;
    await writeFile(path.join(project.dir, `src/content/cases/es/${slug}.md`), markdown('es'));
    await writeFile(path.join(project.dir, `src/content/cases/en/${slug}.md`), markdown('en'));
    const { code, output } = await project.build();
    expect(code, output).toBe(0);
    const client = path.join(project.dir, 'dist/client');
    const es = await readFile(path.join(client, `es/casos-de-estudio/${slug}/index.html`), 'utf8');
    const en = await readFile(path.join(client, `en/case-studies/${slug}/index.html`), 'utf8');
    expect(es).toContain('<h1 class');
    expect(es).toContain('Huerta Urbana');
    expect(en).toContain('Rooftop garden');
    const list = await readFile(path.join(client, 'en/case-studies/index.html'), 'utf8');
    expect(list).toContain(`href="/en/case-studies/${slug}"`);
    expect(list.match(/data-card /g)).toHaveLength(13);
    const sitemap = await readFile(path.join(client, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`/es/casos-de-estudio/${slug}`);
  });
});
