// The pictures of the coming-soon cards leave the saying to the site: the card lays its own label (the site's `soon`
// in each language) over the picture's corner, so a picture that said it too would say it twice, on top of itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { REPO } from '../lib/render.ts';
import { jobs } from '../scenes/upcoming.ts';

/** The label as the site's words say it, in each language (src/content/ui/every-page/{es,en}.yaml, `soon`). */
const labels = ['es', 'en'].map((lang) => {
  const words = load(readFileSync(path.join(REPO, 'src/content/ui/every-page', `${lang}.yaml`), 'utf8')) as {
    soon?: string;
  };
  return words.soon ?? '';
});
const words = [...labels, 'próximamente', 'coming soon', 'pronto', 'soon'];
/** The text a scene draws: its HTML without tags, styles and SVG path data. */
const drawnText = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

describe('the artwork of coming-soon cards', () => {
  it('reads the site’s label in both languages', () => {
    expect(labels.every((label) => label.length > 0)).toBe(true);
  });

  it.each(jobs().map((job) => [job.out, job] as const))('%s draws no "coming soon" of its own', (_out, job) => {
    const text = drawnText(job.html).toLowerCase();
    expect(words.filter((word) => text.includes(word.toLowerCase()))).toEqual([]);
  });
});
