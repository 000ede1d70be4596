// The script budget: the gzipped JavaScript of each page type stays within bench/budgets.json, and a touch phone
// reading any page to its bottom fetches no framework at all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseURL, sharedBrowser, useBrowser } from '../support/browser.ts';
import { pagePaths, pageTypes, type PageType } from '../../tools/lib/pages.ts';
import { measureScripts } from '../../tools/lib/script-weight.ts';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  scriptsGzipKb: Record<PageType, number>;
  afterDragGzipKb: number;
  phoneScrolledToBottom: { gzipKb: number };
};

useBrowser();

describe('script budget', () => {
  it('covers every page type', () => {
    const types = pageTypes.map((entry) => entry.type as string);
    expect(Object.keys(budgets.scriptsGzipKb).sort()).toEqual([...types].sort());
    expect(Math.max(...Object.values(budgets.scriptsGzipKb))).toBeLessThanOrEqual(100);
  });

  it.each(pagePaths)(
    '$type ($path) stays within its budget on a desktop and on a phone scrolled to the bottom',
    async ({ type, path }) => {
      // Two visitors at once: each waits for its network to fall silent, which the other's work fills.
      const [desktop, phone] = await Promise.all([
        measureScripts(sharedBrowser(), baseURL, path, 'desktop'),
        measureScripts(sharedBrowser(), baseURL, path, 'phone'),
      ]);
      expect(desktop.scrolledGzipKb, `desktop: ${JSON.stringify(desktop)}`).toBeLessThanOrEqual(
        budgets.scriptsGzipKb[type],
      );
      // On a desktop the custom cursor always loads: the measurement must see it.
      expect(desktop.scrolledFiles).toContain('cursor');
      if (type === 'home') {
        expect(desktop.interactedGzipKb, 'the drag is fetched when the mouse reaches the slider').toBeGreaterThan(
          desktop.scrolledGzipKb,
        );
        expect(desktop.interactedGzipKb).toBeLessThanOrEqual(budgets.afterDragGzipKb);
      }

      expect(phone.scrolledGzipKb, `phone: ${JSON.stringify(phone)}`).toBeLessThanOrEqual(budgets.scriptsGzipKb[type]);
      expect(phone.scrolledFiles, 'a phone never fetches the custom cursor').not.toContain('cursor');
      expect(phone.scrolledFrameworks, 'a phone reading the page to its bottom fetches no framework').toEqual([]);
      expect(phone.scrolledGzipKb).toBeLessThanOrEqual(budgets.phoneScrolledToBottom.gzipKb);
    },
  );
});
