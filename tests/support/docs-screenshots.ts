// The pictures of docs/editing.md are taken by the tests that walk through what they show: DOCS_SCREENSHOTS=1 makes
// those tests write them to docs/images/ on the way; otherwise nothing is written.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

const folder = process.env.DOCS_SCREENSHOTS ? path.resolve('docs/images') : null;

export async function docsScreenshot(name: string, target: Page | Locator, fullPage = false): Promise<void> {
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}
