// A mistake in the content stops `astro sync` (which loads and checks every content file without building pages,
// as the build does first) with the file and the field named. Each kind of refusal is read in-process
// (tests/unit/content-schema.test.ts, tests/unit/content-checks.test.ts); here, in a copy of the project, one of each
// way a refusal reaches the sync: a file's own shape, reported by Astro, and a check across files, thrown by a loader
// of src/content.config.ts. Content added by hand is the fixture site's (tests/e2e/fixture-content.test.ts).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { readContent } from '../support/content.ts';

let project: ProjectCopy | undefined;
afterEach(async () => {
  await project?.remove();
  project = undefined;
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
  const { cases, cards, featured } = readContent();
  // A case no card and no featured list names, so the cases' own check is the one that speaks (the collections are
  // checked in no fixed order, and cards.yaml or featured.yaml would also miss a case).
  const named = new Set<string>([...cards.flatMap((card) => card.case ?? []), ...Object.values(featured).flat()]);
  const aCase = (cases.find((entry) => !named.has(entry.slug)) ?? cases[0]!).slug;

  it('a missing field', async () => {
    const output = await failedSync(async (dir) => {
      const file = path.join(dir, `src/content/cases/en/${aCase}.md`);
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^summary:.*\n(?: {2}.*\n)*/m, ''));
    });
    expect(output).toContain(`cases/en/${aCase}.md`);
    expect(output).toMatch(/summary/);
  });

  it('a page’s words missing in a language that has the page', async () => {
    const output = await failedSync((dir) => rm(path.join(dir, 'src/content/ui/gallery/en.yaml')));
    expect(output).toContain('src/content/ui/gallery/en.yaml is missing');
  });

  it('a case without its other language', async () => {
    const output = await failedSync((dir) => rm(path.join(dir, `src/content/cases/es/${aCase}.md`)));
    expect(output).toContain(`src/content/cases/en/${aCase}.md has no Spanish version`);
    expect(output).toContain(`add src/content/cases/es/${aCase}.md`);
  });
});
