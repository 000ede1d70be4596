import { describe, expect, it } from 'vitest';
import { baseURL, openMenu, openPage, useBrowser } from '../support/browser.ts';

useBrowser();

describe('the language picker at /', () => {
  it('shows Cargando... until it decides', async () => {
    const { page, close } = await openPage('', { javaScriptEnabled: false });
    await page.goto('/');
    await expect(page.locator('main').textContent()).resolves.toContain('Cargando...');
    expect(await page.locator('noscript').count()).toBe(1);
    await close();
  });

  it.each([
    ['es-AR', '/es'],
    ['es', '/es'],
    ['en-GB', '/en'],
    ['fr-FR', '/en'],
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
    const { page, context, close } = await openPage('/en', { locale: 'en-US' });
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/es');
    await context.clearCookies();
    await close();
  });

  it('reads the cookie when storage is empty', async () => {
    const { page, context, close } = await openPage('', { locale: 'en-US' });
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL }]);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/es');
    await close();
  });
});

describe('the language switcher', () => {
  const cases = [
    ['/es', '/en'],
    ['/en/what-we-do?ref=nav#services', '/es/que-hacemos?ref=nav#services'],
    ['/es/casos-de-estudio/success-summit?x=1#context', '/en/case-studies/success-summit?x=1#context'],
    ['/en/test-case-studies', '/es/casos-de-estudio'],
    ['/es/no-existe?q=1', '/en/no-existe?q=1'],
  ] as const;

  it.each(cases)('on %s switches to %s, replacing history and remembering the choice', async (from, to) => {
    const { page, context, errors, close } = await openPage('/es/nuestra-cultura');
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
    expect(new URL(page.url()).pathname).toBe('/es/nuestra-cultura');
    expect(errors).toEqual([]);
    await close();
  });

  it('does nothing when the active language is chosen', async () => {
    const { page, close } = await openPage('/en/our-culture?a=1#b');
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
    expect(page.url()).toContain('/en/our-culture?a=1#b');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    await close();
  });

  it('works as plain links without JavaScript', async () => {
    const { page, close } = await openPage('/es/que-hacemos', { javaScriptEnabled: false });
    expect(await page.locator('#site-menu a[data-language="en"]').getAttribute('href')).toBe('/en/what-we-do');
    await close();
  });
});
