// A marketer's hands on the editor (/keystatic) in one tab, for the tests that drive it through `npm run dev`
// (tests/build/editor.test.ts) and through the editing host (tests/build/editing-host.test.ts): opening a form,
// finding a field by its place in the entry, choosing a picture, and pressing Save until the file it writes changes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { load } from 'js-yaml';
import { waitFor } from './wait.ts';

/** A Markdown file's frontmatter, as written. */
export const frontmatterOf = (markdown: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the YAML as written, read field by field by the assertions (the schema's types describe it after Astro's image())
  load(/^---\n([\s\S]*?)---\n/.exec(markdown)![1]!) as Record<string, any>;

export function editorPage(page: Page, projectDir: string) {
  const read = (file: string) => readFile(path.join(projectDir, file), 'utf8');

  return {
    page,
    read,

    /** Opens an editor page and waits for its form. */
    async open(address: string) {
      // On a cold start Vite reloads the page once it has bundled the editor's modules: a visit cut short is retried.
      await page.goto(address).catch(async (error: Error) => {
        if (!error.message.includes('ERR_ABORTED')) throw error;
        await page.goto(address);
      });
      await page.getByRole('button', { name: /^(Save|Create|Guardar|Crear)$/ }).waitFor({ timeout: 120_000 });
    },

    /** Presses Save (or Create) and waits for the file it writes to change; answers what it holds then. */
    async save(button: string, file: string) {
      const before = existsSync(path.join(projectDir, file)) ? await read(file) : null;
      await page.getByRole('button', { name: button, exact: true }).click();
      return waitFor(
        `${file} to be written`,
        async () => {
          if (!existsSync(path.join(projectDir, file))) return null;
          const after = await read(file);
          return after !== before ? after : null;
        },
        { timeoutMs: 60_000 },
      );
    },

    /** Uploads a file through a picture or video field's button, within `scope`. */
    async upload(scope: Page | Locator, button: string, file: string) {
      const chooser = page.waitForEvent('filechooser');
      await scope.getByRole('button', { name: button }).first().click();
      await (await chooser).setFiles(file);
      await scope
        .getByText(/\((new: saved with the entry|nueva: se guarda con la entrada)\)/)
        .first()
        .waitFor();
    },

    /** A field by its place in the entry (`context.rows.0.1.alt`): the editor gives each one an anchor. */
    field: (place: string) => page.locator(`#field-${place.replaceAll('.', '-')}`),
  };
}

/**
 * Counts, over the whole session and its reloads, the most dialogs open at once (a dialog in a dialog counts two),
 * and what each was: `dialogsSeen(page)` reads them. Keystatic's notices ("Entry created") are toasts, alert dialogs
 * that ask nothing: they do not count.
 */
export async function countDialogs(context: BrowserContext) {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const open = [...document.querySelectorAll('[role="dialog"], dialog[open]')];
      sessionStorage.setItem(
        'mostDialogs',
        String(Math.max(Number(sessionStorage.getItem('mostDialogs') ?? 0), open.length)),
      );
      const seen = new Set(JSON.parse(sessionStorage.getItem('dialogsSeen') ?? '[]') as string[]);
      for (const dialog of open) seen.add(`${location.pathname}: ${dialog.textContent?.slice(0, 80)}`);
      sessionStorage.setItem('dialogsSeen', JSON.stringify([...seen]));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'role'] });
  });
}

/** The most dialogs open at once so far in this tab's session, and what they were. */
export const dialogsSeen = (page: Page) =>
  page.evaluate(() => ({
    most: Number(sessionStorage.getItem('mostDialogs') ?? 0),
    seen: sessionStorage.getItem('dialogsSeen') ?? '',
  }));
