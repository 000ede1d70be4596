import { describe, expect, it } from 'vitest';
import { baseURL, openMenu, openPage, useBrowser } from '../support/browser.ts';
import { casePath, readContent } from '../support/content.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser();

// The words and the case come from the content files and the paths from the route table, so a marketer's edit keeps
// this green.
const { cases, root } = readContent();
const aCase = cases[0]!.slug;

describe('the language picker at /', () => {
  // The spec's text is 'Cargando...'; the site takes it from root.yaml, where a marketer may change it
  // (npm run check:brief compares it with the spec).
  it('shows its waiting text while its script decides', async () => {
    const { page, close } = await openPage('');
    // Its script never arrives (a connection that drops it): the page shows what it shows until the script runs.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('status').textContent()).resolves.toBe(root.picker.loading);
    await close();
  });

  it('lets a visitor without JavaScript choose, instead of waiting forever', async () => {
    const { page, close } = await openPage('', { javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('status').isVisible()).toBe(false);
    for (const lang of ['es', 'en'] as const) {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(root.picker.choose[lang]);
      const link = page.locator(`.picker__choices a[lang="${lang}"]`);
      expect(await link.getAttribute('href')).toBe(pagePath('home', lang));
      expect(await link.isVisible()).toBe(true);
    }
    // The site's own face, not a fallback.
    const family = await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(family.split(',')[0]).toContain('Space Grotesk');
    await close();
  });

  it.each([
    ['es-AR', pagePath('home', 'es')],
    ['es', pagePath('home', 'es')],
    ['en-GB', pagePath('home', 'en')],
    ['fr-FR', pagePath('home', 'en')],
  ])('sends a %s browser to %s, replacing the URL', async (locale, target) => {
    const { page, close } = await openPage('', { locale });
    await page.goto('/?utm_source=test#top');
    await page.waitForURL((url) => url.pathname === target);
    expect(new URL(page.url()).search).toBe('?utm_source=test');
    expect(new URL(page.url()).hash).toBe('#top');
    // The new tab's about:blank plus one entry: the picker replaced itself instead of adding /es or /en.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await close();
  });

  it('prefers a remembered choice over the browser language', async () => {
    const { page, context, close } = await openPage(pagePath('home', 'en'), { locale: 'en-US' });
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === pagePath('home', 'es'));
    await context.clearCookies();
    await close();
  });

  it('reads the cookie when storage is empty', async () => {
    const { page, context, close } = await openPage('', { locale: 'en-US' });
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL }]);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === pagePath('home', 'es'));
    await close();
  });
});

describe('the language switcher', () => {
  const switches = [
    [pagePath('home', 'es'), pagePath('home', 'en')],
    [`${pagePath('services', 'en')}?ref=nav#services`, `${pagePath('services', 'es')}?ref=nav#services`],
    [`${casePath(aCase, 'es')}?x=1#context`, `${casePath(aCase, 'en')}?x=1#context`],
    // The gallery has no Spanish version: the switcher goes to the case list.
    [pagePath('gallery', 'en'), pagePath('cases', 'es')],
    ['/es/no-existe?q=1', '/en/no-existe?q=1'],
  ] as const;
  const start = pagePath('culture', 'es');

  it.each(switches)('on %s switches to %s, replacing history and remembering the choice', async (from, to) => {
    const { page, context, errors, close } = await openPage(start);
    await page.goto(from);
    const lengthBefore = await page.evaluate(() => history.length);
    const target = from.startsWith('/es') ? 'en' : 'es';
    await openMenu(page);
    await page.locator(`#site-menu a[data-language="${target}"]`).click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === to);
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(target);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(target);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(start);
    expect(errors).toEqual([]);
    await close();
  });

  it('does nothing when the active language is chosen', async () => {
    const { page, close } = await openPage(`${pagePath('culture', 'en')}?a=1#b`);
    await openMenu(page);
    const active = page.locator('#site-menu a[data-language="en"]');
    await expect(active.getAttribute('aria-current')).resolves.toBe('true');
    // The switcher handles the click at once: it keeps the link from navigating and takes no other step.
    const prevented = await active.evaluate((link) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      return click.defaultPrevented;
    });
    expect(prevented).toBe(true);
    expect(page.url()).toContain(`${pagePath('culture', 'en')}?a=1#b`);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    await close();
  });

  it('works as plain links without JavaScript', async () => {
    const { page, close } = await openPage(pagePath('services', 'es'), { javaScriptEnabled: false });
    expect(await page.locator('#site-menu a[data-language="en"]').getAttribute('href')).toBe(
      pagePath('services', 'en'),
    );
    await close();
  });
});
