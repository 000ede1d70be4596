// "Start the Spanish version from the English one": what is copied as it is and what is marked to translate.
import { describe, expect, it } from 'vitest';
import { schemaOf } from '../../src/lib/content-registry.ts';
import { jsonSchemaTree } from '../../src/lib/schemas/json-schema-tree.ts';
import { editorContext } from '../../src/editor/editor-context.ts';
import { markedDescription, markedForTranslation } from '../../src/editor/translation.ts';

const caseNode = jsonSchemaTree(schemaOf('cases', editorContext)).root;

const english = {
  title: 'Huerta Urbana',
  summary: 'A network of rooftop gardens.',
  listed: true,
  categories: ['design'],
  facts: {
    year: '2025',
    client: 'huerta-urbana',
    solutions: ['Brand identity'],
    link: { label: 'View site', url: 'https://huerta.org' },
  },
  banner: {
    src: '../../../assets/cases/huerta-urbana/wide.jpg',
    alt: 'Lettuce on a rooftop',
    video: 'huerta-urbana/loop.mp4',
  },
  context: {
    title: 'Twelve rooftops',
    caption: 'Empty rooftops.',
    rows: [[{ src: '../../../assets/cases/huerta-urbana/a.jpg', alt: 'A rooftop' }]],
  },
  challenge: { title: 'Room to grow', subtitle: 'Gardens neighbours keep.' },
  rows: [
    [
      { src: '../../../assets/cases/huerta-urbana/b.jpg', alt: 'Seedlings' },
      { src: '../../../assets/cases/huerta-urbana/c.jpg', alt: 'Harvest' },
    ],
  ],
};

describe('a case copied for translation', () => {
  const copy = markedForTranslation(english, caseNode, 'en') as typeof english;

  it('marks every text with the language it is still in', () => {
    expect([
      copy.title,
      copy.summary,
      copy.facts.solutions[0],
      copy.facts.link.label,
      copy.banner.alt,
      copy.context.title,
      copy.context.caption,
    ]).toEqual([
      '[EN] Huerta Urbana',
      '[EN] A network of rooftop gardens.',
      '[EN] Brand identity',
      '[EN] View site',
      '[EN] Lettuce on a rooftop',
      '[EN] Twelve rooftops',
      '[EN] Empty rooftops.',
    ]);
    expect(copy.rows.flat().map((item) => item.alt)).toEqual(['[EN] Seedlings', '[EN] Harvest']);
    expect(copy.context.rows[0]![0]!.alt).toBe('[EN] A rooftop');
  });

  it('copies pictures, videos, links, numbers, the client and the choices as they are', () => {
    expect(copy.banner.src).toBe(english.banner.src);
    expect(copy.banner.video).toBe(english.banner.video);
    expect(copy.rows.flat().map((item) => item.src)).toEqual(english.rows.flat().map((item) => item.src));
    expect(copy.facts.link.url).toBe(english.facts.link.url);
    expect([copy.facts.year, copy.facts.client, copy.listed, copy.categories]).toEqual([
      english.facts.year,
      english.facts.client,
      english.listed,
      english.categories,
    ]);
  });

  it('marks each paragraph of the description, keeping its layout', () => {
    expect(
      markedDescription('**Packaging**\nEach flavour got its own colour.\n\n**Results**\nSales grew.\n', 'es'),
    ).toBe('[ES] **Packaging**\nEach flavour got its own colour.\n\n[ES] **Results**\nSales grew.\n');
  });
});
