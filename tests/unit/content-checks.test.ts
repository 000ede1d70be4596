// What the build refuses in the content beyond each file's shape, read without a build: the message names the file
// and the field, and says what to do. (tests/build/content.test.ts shows `astro sync` stopping with such a message.)
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { caseProblem, missingPictures } from '../../src/lib/content-checks.ts';
import { schemaOf } from '../../src/lib/content-registry.ts';
import type { ContentContext } from '../../src/lib/schemas/meta.ts';
import { readContent } from '../support/content.ts';

const { cases, cards, categories, clients } = readContent();
const aCase = cases[0]!;

/** The files of the content as they are, but the ones a test takes away. */
function contextWithout(missing: string[]): ContentContext {
  const present = new Set([
    ...cases.flatMap(({ slug }) => [`src/content/cases/es/${slug}.md`, `src/content/cases/en/${slug}.md`]),
    ...clients.map(({ id }) => `src/content/clients/${id}.yaml`),
  ]);
  for (const file of missing) present.delete(file);
  return {
    image: (() => z.string()) as unknown as ContentContext['image'],
    exists: (file) => present.has(file),
    categories: () => categories.map(({ id }) => id),
  };
}

const refusal = (schema: z.core.$ZodType, data: unknown) =>
  z
    .safeParse(schema, data)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('\n') ?? '';

describe('what the build refuses beyond a file’s shape', () => {
  it('a picture that does not exist, with each field that names it', () => {
    const data = { banner: { src: '../x/gone.jpg' }, rows: [[{ src: '../x/here.jpg' }, { src: '../x/gone.jpg' }]] };
    const problem = missingPictures('src/content/cases/en/x.md', data, ['../x/gone.jpg', '../x/here.jpg'], (picture) =>
      picture.endsWith('here.jpg'),
    );
    expect(problem).toBe(
      'src/content/cases/en/x.md names pictures that do not exist:\n  banner.src: ../x/gone.jpg\n  rows[0][1].src: ../x/gone.jpg',
    );
    expect(missingPictures('src/content/cases/en/x.md', data, ['../x/here.jpg'], () => true)).toBeNull();
  });

  it('a case without its other language, saying which file to add', () => {
    const both = new Map([
      [`en/${aCase.slug}`, { body: 'Done.' }],
      [`es/${aCase.slug}`, { body: 'Hecho.' }],
    ]);
    expect(caseProblem(both)).toBeNull();
    both.delete(`es/${aCase.slug}`);
    expect(caseProblem(both)).toBe(
      `src/content/cases/en/${aCase.slug}.md has no Spanish version: add src/content/cases/es/${aCase.slug}.md`,
    );
  });

  it('a case named by digits alone, which would be a page of the case list', () => {
    const numbered = new Map([
      ['en/2024', { body: 'Done.' }],
      ['es/2024', { body: 'Hecho.' }],
    ]);
    expect(caseProblem(numbered)).toMatch(/^src\/content\/cases\/en\/2024\.md: .*not digits alone/);
    expect(
      caseProblem(
        new Map([
          ['en/2024-report', { body: 'Done.' }],
          ['es/2024-report', { body: 'Hecho.' }],
        ]),
      ),
    ).toBeNull();
  });

  it('a description still marked for translation, however Markdown dresses the mark', () => {
    for (const body of ['[EN] **What we did**\nA brand.', '**\\[EN\\] What we did**\nA brand.']) {
      const cases = new Map([
        ['es/x', { body }],
        ['en/x', { body: 'A brand.' }],
      ]);
      expect(caseProblem(cases)).toMatch(
        /^src\/content\/cases\/es\/x\.md: the description is still the English text marked for translation/,
      );
    }
  });

  it('a case naming a client the Clients list lacks', () => {
    const client = aCase.en.facts.client;
    const data = structuredClone(readContent().cases[0]!.en) as unknown as Record<string, unknown>;
    expect(refusal(schemaOf('cases', contextWithout([])), data)).not.toMatch(/client/);
    expect(refusal(schemaOf('cases', contextWithout([`src/content/clients/${client}.yaml`])), data)).toContain(
      `facts.client: no client "${client}": expected src/content/clients/${client}.yaml`,
    );
  });

  it('a card pointing at a case that is not in both languages', () => {
    const carded = cards.find((card) => card.case)!.case!;
    const data = { cards: structuredClone(cards) };
    expect(refusal(schemaOf('cards', contextWithout([`src/content/cases/es/${carded}.md`])), data)).toMatch(
      new RegExp(`case: no case "${carded}": expected src/content/cases/es/${carded}.md and`),
    );
  });

  it('a category no tab has, listing the tabs a card may name', () => {
    const data = { cards: structuredClone(cards) };
    (data.cards[0] as { categories: string[] }).categories = ['branding'];
    const tabs = categories.map(({ id }) => id).filter((id) => id !== 'all');
    expect(refusal(schemaOf('cards', contextWithout([])), data)).toContain(
      `cards.0.categories.0: no category "branding": a card or a case names a filter tab of src/content/categories.yaml but "all" (${tabs.join(', ')})`,
    );
  });
});
