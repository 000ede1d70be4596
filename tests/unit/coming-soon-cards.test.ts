// A coming-soon card's picture no longer says "coming soon" (the card lays its own label over it, in the page's
// language; tools/artwork checks its pictures draw none), so its description does not mention a label either.
import { expect, it } from 'vitest';
import { readContent } from '../support/content.ts';

const { cards } = readContent();
const comingSoon = cards.filter((card) => !card.case);

it('describes the coming-soon cards’ pictures without a label they do not show', () => {
  const alts = comingSoon.flatMap((card) => Object.values(card.picture ?? {}).map((own) => own.alt));
  expect(alts.length).toBeGreaterThan(0);
  expect(alts.filter((alt) => /próximamente|coming soon|tagged|etiqueta/i.test(alt))).toEqual([]);
});
