// Per-file access to the shared Chromium, with a fresh context (cookies, storage) per test.
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const baseURL = inject('baseURL');
/** The fixture site (tests/support/fixture-site.ts): the real content plus what the interactive parts are tested with. */
export const fixtureURL = inject('fixtureURL');

let browser: Browser | undefined;
let siteURL = baseURL;

/**
 * Connects once per test file; call at the top level of the file. `fixture`: the file's pages come from the fixture
 * site unless a test passes another `baseURL`.
 */
export function useBrowser(site: 'built' | 'fixture' = 'built'): void {
  siteURL = site === 'fixture' ? fixtureURL : baseURL;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** The file's connection (for helpers that make their own contexts); needs `useBrowser()` at the top of the file. */
export function sharedBrowser(): Browser {
  if (!browser) throw new Error('useBrowser() must be called in this test file');
  return browser;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far (CSP violations included). */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Whether the scripts a page fetches at the visitor's first scroll (the case filter, the parallax: both kept out of
 * the HTML so it fits the first round trip) or once it is idle (the contact form's) have taken over the markup they
 * enhance.
 */
export function fetchedScriptsTookOver(): boolean {
  // The parallax takes over only where the motion runs.
  const enhanced = ['[data-case-filter]', '.stepper'];
  if (document.documentElement.classList.contains('motion-ready')) enhanced.push('[data-parallax]', '[data-speed]');
  return document.querySelector(enhanced.map((selector) => `${selector}:not([data-enhanced])`).join(', ')) === null;
}

export async function openPage(path = '/', options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await sharedBrowser().newContext({ baseURL: siteURL, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  // A page deliberately served with 404 (the not-found home) logs its own status; that is not an error of the page.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (path) {
    await page.goto(path);
    if (options.javaScriptEnabled !== false) {
      // A visitor's first sign of life, which those scripts wait for.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await page.waitForFunction(fetchedScriptsTookOver);
    }
  }
  return { page, context, errors, close: () => context.close() };
}

/**
 * Opens the site menu with the hamburger and waits until it is open and its script has run: the dialog opens
 * natively, but the language switch, focus back on the button and closing on a link come with src/scripts/menu.ts,
 * fetched once the page has loaded and the browser is idle (it marks the dialog `data-enhanced`).
 */
export async function openMenu(page: Page): Promise<void> {
  await page.locator('.menu-button').click();
  await page.waitForFunction(() => {
    const dialog = document.querySelector<HTMLDialogElement>('#site-menu');
    return Boolean(dialog?.open) && dialog?.hasAttribute('data-enhanced');
  });
}
