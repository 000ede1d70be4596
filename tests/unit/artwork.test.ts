// The pictures of the coming-soon cards leave the saying to the site: the card lays its own label (PRONTO / SOON, in
// the page's language) over the picture's corner, so a picture that said it too would say it twice, on top of itself.
import { describe, expect, it } from 'vitest';
import { jobs } from '../../tools/artwork/scenes/upcoming.ts';
import { readContent } from '../support/content.ts';

const { ui, cards } = readContent();
const comingSoon = cards.filter((card) => !card.case);
const words = [...Object.values(ui).map((strings) => strings.soon), 'próximamente', 'coming soon', 'pronto', 'soon'];
/** The text a scene draws: its HTML without tags, styles and SVG path data. */
const drawnText = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

describe('the artwork of coming-soon cards', () => {
  it.each(jobs().map((job) => [job.out, job] as const))('%s draws no "coming soon" of its own', (_out, job) => {
    const text = drawnText(job.html).toLowerCase();
    expect(words.filter((word) => text.includes(word.toLowerCase()))).toEqual([]);
  });

  it('is described without a label it no longer shows', () => {
    const alts = comingSoon.flatMap((card) => Object.values(card.picture?.alt ?? {}));
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.filter((alt) => /próximamente|coming soon|tagged|etiqueta/i.test(alt))).toEqual([]);
  });
});
