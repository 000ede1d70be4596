// The script budget: the gzipped JavaScript of each page type stays within bench/budgets.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseURL, sharedBrowser, useBrowser } from '../support/browser.ts';
import { pagePaths, pageTypes, type PageType } from '../../bench/pages.ts';
import { measureScripts } from '../../bench/script-weight.ts';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  scriptsGzipKb: Record<PageType, number>;
  afterDragGzipKb: number;
  readOnlyPhone: { pages: PageType[]; gzipKb: number };
};

useBrowser();

describe('script budget', () => {
  it('covers every page type', () => {
    expect(Object.keys(budgets.scriptsGzipKb).sort()).toEqual(pageTypes.map((entry) => entry.type).sort());
    expect(Math.max(...Object.values(budgets.scriptsGzipKb))).toBeLessThanOrEqual(100);
  });

  it.each(pagePaths)('$type ($path) stays within its budget on a desktop and a phone', async ({ type, path }) => {
    for (const device of ['desktop', 'phone'] as const) {
      const weight = await measureScripts(sharedBrowser(), baseURL, path, device);
      expect(weight.scrolledGzipKb, `${device}: ${JSON.stringify(weight)}`).toBeLessThanOrEqual(budgets.scriptsGzipKb[type]);
      // On a desktop the cursor island always loads: the measurement must see it.
      if (device === 'desktop') expect(weight.loadGzipKb).toBeGreaterThan(0);
      if (type === 'home' && device === 'desktop') {
        expect(weight.interactedGzipKb).toBeGreaterThan(weight.scrolledGzipKb);
        expect(weight.interactedGzipKb).toBeLessThanOrEqual(budgets.afterDragGzipKb);
      }
      if (device === 'phone') expect(weight.hydrations.map(([name]) => name)).not.toContain('Cursor');
      if (device === 'phone' && budgets.readOnlyPhone.pages.includes(type)) {
        expect(weight.scrolledGzipKb, 'a page that is only read loads no island on a phone').toBeLessThanOrEqual(budgets.readOnlyPhone.gzipKb);
      }
    }
  });
});
