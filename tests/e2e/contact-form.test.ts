// The contact page in Chromium: the stepper in both languages, the plain form without JavaScript, the script's
// answers to failures, a double click, a reload, the script's arrival without a layout jump, and axe-core on every
// state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fetchedScriptsTookOver, openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { outboxRows } from '../support/contact.ts';
import { waitFor } from '../support/wait.ts';
import { useContactSite } from '../support/contact-site.ts';
import { readContent } from '../support/content.ts';
import { pagePath, type Locale } from '../../src/i18n/routes.ts';
import { loadContactEmailCopy } from '../../src/lib/contact/email.ts';
import { thanksAnchor } from '../../src/lib/contact/rules.ts';
import { alerts, progressLabel } from '../../src/scripts/contact-stepper-rules.ts';
import { fill } from '../../src/lib/text.ts';

useBrowser();
const context = useContactSite();

// The studio's e-mail as src/content/contact-email.yaml words it.
const emailCopy = loadContactEmailCopy();

// The brief's alert texts are facts in the language it wrote each in, so they stay literal here: its two English
// alerts on English pages, its Spanish one on Spanish pages. The other language's translations are the stepper's.
const briefAlerts = {
  en: { required: 'Please fill out all required fields.', email: 'Please enter a valid email address.' },
  es: { failed: 'Hubo un problema al enviar el formulario. Intenta nuevamente.' },
};
const alertsIn = (lang: Locale) => ({ ...alerts[lang], ...briefAlerts[lang] });

// What the visitor reads, from src/content/contact-form/{es,en}.yaml and company.yaml (read with the site's schemas),
// so a marketer's edit keeps this green.
const { company, contactForm } = readContent();
const textsOf = (lang: Locale) => {
  const copy = contactForm[lang];
  return {
    name: copy.fields.name.label,
    company: copy.fields.company.label,
    email: copy.fields.email.label,
    comments: copy.fields.comments.label,
    ...copy.buttons,
    required: copy.errors.required,
    invalidEmail: copy.errors.email,
    failed: copy.errors.failed,
    // A step's heading: its count, then its title.
    step1: `${progressLabel(copy.progress, 1)} ${copy.steps.about.title}`,
    step2: `${progressLabel(copy.progress, 2)} ${copy.steps.project.title}`,
    thanks: `${progressLabel(copy.progress, 3)} ${copy.steps.thanks.title}`,
    cases: copy.steps.thanks.cases,
    anchor: thanksAnchor[lang],
  };
};
const texts = { es: textsOf('es'), en: textsOf('en') } satisfies Record<Locale, unknown>;

let visitors = 0;
const visitor = (lang: Locale) => {
  visitors++;
  return {
    name: `Visitante ${lang} ${visitors}`,
    company: `Estudio ${visitors}`,
    email: `visita${visitors}@norte.com.ar`,
    comments: `Proyecto ${visitors}:\nuna web y una app.`,
  };
};

async function open(lang: Locale, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(pagePath('contact', lang), { baseURL: context.site.baseURL, ...options });
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return { ...opened, dialogs };
}

/** The e-mail that reached the SMTP server for a visitor. */
const arrival = (name: string) => waitFor(`the e-mail from ${name}`, () => context.mail.withMarker(name)[0]);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const stepOf = (page: Page) => page.locator('.stepper').getAttribute('data-step');

async function fillAbout(page: Page, lang: Locale, values: { name: string; company: string; email: string }) {
  await page.getByLabel(texts[lang].name, { exact: true }).fill(values.name);
  await page.getByLabel(texts[lang].company, { exact: true }).fill(values.company);
  await page.getByLabel(texts[lang].email, { exact: true }).fill(values.email);
}

/** Fills step 1 and continues to step 2. */
async function toProject(page: Page, lang: Locale, values = visitor(lang)) {
  await fillAbout(page, lang, values);
  await page.getByRole('button', { name: texts[lang].continue }).click();
  await page.getByLabel(texts[lang].comments).fill(values.comments);
  return values;
}

describe.each(['es', 'en'] as const)('the stepper in %s', (lang) => {
  const t = texts[lang];
  const spoken = alertsIn(lang);

  it('walks the three steps with the spec’s alerts, inline errors, kept values, a spinner, and the e-mail that arrives', async () => {
    const { page, dialogs, errors, close } = await open(lang);
    expect(await page.getByRole('heading', { level: 3, name: t.step1 }).isVisible()).toBe(true);

    // Nothing filled in: the spec's alert in the page's language, and each field says so.
    await page.getByRole('button', { name: t.continue }).click();
    expect(dialogs).toEqual([spoken.required]);
    for (const field of ['name', 'company', 'email']) {
      expect(await page.locator(`#contact-${field}-error`).textContent()).toBe(t.required);
      expect(await page.locator(`#contact-${field}`).getAttribute('aria-describedby')).toBe(`contact-${field}-error`);
      expect(await page.locator(`#contact-${field}`).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`#contact-${field}-error`).getAttribute('aria-live')).toBe('polite');
    }
    expect(await focusedId(page)).toBe('contact-name');

    const values = visitor(lang);
    await fillAbout(page, lang, { ...values, email: 'visita@norte' });
    // Each error goes as soon as its field is right, before the next press.
    for (const field of ['name', 'company']) {
      expect(await page.locator(`#contact-${field}-error`).textContent()).toBe('');
      expect(await page.locator(`#contact-${field}`).getAttribute('aria-invalid')).toBeNull();
    }
    // The e-mail's error says what is wrong now, as it is typed: not whole, then empty, then not whole again.
    const email = page.getByLabel(t.email, { exact: true });
    expect(await page.locator('#contact-email-error').textContent()).toBe(t.invalidEmail);
    await email.fill('');
    expect(await page.locator('#contact-email-error').textContent()).toBe(t.required);
    await email.fill('visita@norte');
    expect(await page.locator('#contact-email-error').textContent()).toBe(t.invalidEmail);
    await page.getByRole('button', { name: t.continue }).click();
    expect(dialogs).toEqual([spoken.required, spoken.email]);
    expect(await page.locator('#contact-email-error').textContent()).toBe(t.invalidEmail);
    expect(await page.locator('#contact-name-error').textContent()).toBe('');
    expect(await focusedId(page)).toBe('contact-email');
    expect(await stepOf(page)).toBe('1');

    await page.getByLabel(t.email, { exact: true }).fill(values.email);
    await page.getByRole('button', { name: t.continue }).click();
    expect(await stepOf(page)).toBe('2');
    expect(await focusedId(page)).toBe('contact-step-2');
    expect(await page.getByRole('heading', { level: 3, name: t.step2 }).isVisible()).toBe(true);
    expect(await page.getByLabel(t.name, { exact: true }).isVisible()).toBe(false);

    // Previous keeps what was typed.
    await page.getByRole('button', { name: t.previous }).click();
    expect(await stepOf(page)).toBe('1');
    expect(await focusedId(page)).toBe('contact-step-1');
    expect(await page.getByLabel(t.name, { exact: true }).inputValue()).toBe(values.name);
    expect(await page.getByLabel(t.company, { exact: true }).inputValue()).toBe(values.company);
    expect(await page.getByLabel(t.email, { exact: true }).inputValue()).toBe(values.email);
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByLabel(t.comments).fill(values.comments);

    // Hold the request to see the spinner.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<string>((resolve) =>
      page.route('**/api/contact', async (route) => {
        resolve(route.request().postData() ?? '');
        await held;
        await route.continue();
      }),
    );
    await page.getByRole('button', { name: t.submit }).click();
    expect(JSON.parse(await requested)).toEqual({
      body: { name: values.name, email: values.email, company: values.company, comments: values.comments },
    });
    const spinner = page.getByRole('progressbar', { name: t.sending });
    expect(await spinner.isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toBe(t.sending);
    release();

    const thanks = page.getByRole('heading', { level: 3, name: t.thanks });
    await thanks.waitFor();
    expect(await focusedId(page)).toBe('contact-step-3');
    expect(await spinner.count()).toBe(0);
    expect(await page.getByRole('link', { name: t.cases }).getAttribute('href')).toBe(pagePath('cases', lang));
    // The thank-you step offers the e-mail for new projects (the footer shows it too, under "New projects").
    expect(
      await page.locator('[data-panel="3"]').getByRole('link', { name: company.projectsEmail }).getAttribute('href'),
    ).toBe(`mailto:${company.projectsEmail}`);
    expect(dialogs).toHaveLength(2);

    const arrived = await arrival(values.name);
    expect(arrived.parsed.subject).toBe(fill(emailCopy.subject, { name: values.name, company: values.company }));
    expect(arrived.parsed.replyTo?.value).toEqual([{ address: values.email, name: '' }]);
    for (const value of [values.name, values.company, values.email, values.comments]) {
      expect(arrived.parsed.text).toContain(value);
      expect(arrived.parsed.html).toContain(value.replace('\n', '<br>\n'));
    }
    expect(outboxRows(context.db.file).find((row) => row.name === values.name)?.lang).toBe(lang);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['ana..b@norte.com', 'ñandú@norte.com', 'ana@-norte.com'])(
    'refuses %s on step 1, as the server would',
    async (email) => {
      const { page, dialogs, close } = await open(lang);
      await fillAbout(page, lang, { ...visitor(lang), email });
      await page.getByRole('button', { name: t.continue }).click();
      expect(dialogs).toEqual([spoken.email]);
      expect(await stepOf(page)).toBe('1');
      expect(await page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
      expect(await focusedId(page)).toBe('contact-email');
      await close();
    },
  );

  it('takes the visitor back to a field the server refused, with its reason beside it and focus in it', async () => {
    // A name with a zero-width space passes the browser's check (it is not empty) and not the server's.
    const { page, dialogs, close } = await open(lang);
    const values = visitor(lang);
    await toProject(page, lang, { ...values, name: `${values.name}\u200b` });
    await page.getByRole('button', { name: t.submit }).click();
    await waitFor('the alert', () => dialogs.length === 1);
    expect(dialogs).toEqual([spoken.failed]);
    await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
    expect(await stepOf(page)).toBe('1');
    expect(await page.getByLabel(t.name, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('#contact-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-name-error').textContent()).toBe(contactForm[lang].errors.singleLine);
    expect(await page.locator('#contact-name-error').isVisible()).toBe(true);
    await close();
  });

  it('works as one plain form without JavaScript, landing on the thank-you state', async () => {
    const { page, errors, close } = await open(lang, { javaScriptEnabled: false });
    expect(await page.getByRole('button', { name: t.continue }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t.previous }).isVisible()).toBe(false);
    for (const label of [t.name, t.company, t.email, t.comments]) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.isVisible()).toBe(true);
      expect(await field.getAttribute('required')).toBe('');
      expect(await field.getAttribute('placeholder')).toBeTruthy();
    }
    const form = page.locator('form.stepper__form');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/api/contact');

    const values = visitor(lang);
    await fillAbout(page, lang, values);
    await page.getByLabel(t.comments).fill(values.comments);
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(`**${pagePath('contact', lang)}#${t.anchor}`);
    expect(await page.locator(`#${t.anchor}`).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: t.cases }).isVisible()).toBe(true);
    expect(await form.isVisible()).toBe(false);

    const arrived = await arrival(values.name);
    for (const value of [values.name, values.company, values.email, values.comments])
      expect(arrived.parsed.text).toContain(value);
    expect(outboxRows(context.db.file).find((row) => row.name === values.name)?.lang).toBe(lang);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the stepper when sending fails', () => {
  const t = texts.en;

  async function submitWith(answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>) {
    const opened = await open('en');
    await toProject(opened.page, 'en');
    let seen = 0;
    await opened.page.route('**/api/contact', async (route) => {
      seen++;
      await answer(route);
    });
    const stored = outboxRows(context.db.file).length;
    await opened.page.getByRole('button', { name: t.submit }).click();
    await waitFor(
      'the request to settle',
      async () => seen === 1 && (await opened.page.getByRole('progressbar').count()) === 0,
    );
    expect(outboxRows(context.db.file)).toHaveLength(stored);
    return opened;
  }

  it('on HTTP 500: logs it, alerts, says so inline, clears the spinner and stays on step 2', async () => {
    const { page, dialogs, errors, close } = await submitWith((route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await waitFor('the alert', () => dialogs.length === 1);
    expect(dialogs).toEqual([alertsIn('en').failed]);
    expect(await stepOf(page)).toBe('2');
    expect(await page.getByRole('alert').textContent()).toBe(t.failed);
    expect(errors.some((error) => error.includes('The contact form could not be sent: HTTP 500'))).toBe(true);
    expect(await page.getByLabel(t.comments).inputValue()).not.toBe('');
    await close();
  });

  it('on HTTP 200 with code 400: stays on step 2 and shows nothing', async () => {
    const { page, dialogs, errors, close } = await submitWith((route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 400 }) }),
    );
    expect(dialogs).toEqual([]);
    expect(await stepOf(page)).toBe('2');
    expect(await page.locator('.stepper__status').textContent()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a network failure: the same as a non-OK answer', async () => {
    const { page, dialogs, errors, close } = await submitWith((route) => route.abort('failed'));
    await waitFor('the alert', () => dialogs.length === 1);
    expect(dialogs).toEqual([alertsIn('en').failed]);
    expect(await stepOf(page)).toBe('2');
    expect(await page.getByRole('alert').textContent()).toBe(t.failed);
    expect(errors.some((error) => error.includes('The contact form could not be sent'))).toBe(true);
    await close();
  });

  it('shows the server’s own reason inline, in the page’s language', async () => {
    const { page, dialogs, close } = await submitWith((route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 429, errors: { form: 'Wait a minute.' } }),
      }),
    );
    await waitFor('the alert', () => dialogs.length === 1);
    expect(await page.locator('.stepper__status').textContent()).toBe('Wait a minute.');
    await close();
  });
});

describe('the stepper', () => {
  it('sends once on a double click', async () => {
    const { page, close } = await open('es');
    const values = await toProject(page, 'es');
    let requests = 0;
    page.on('request', (request) => request.url().endsWith('/api/contact') && requests++);
    await page.getByRole('button', { name: texts.es.submit }).dblclick();
    await page.getByRole('heading', { level: 3, name: texts.es.thanks }).waitFor();
    expect(requests).toBe(1);
    expect(outboxRows(context.db.file).filter((row) => row.name === values.name)).toHaveLength(1);
    await close();
  });

  it('keeps what the visitor typed through a reload, and forgets it once the message is sent', async () => {
    const { page, close } = await open('en');
    const t = texts.en;
    const values = await toProject(page, 'en');
    const reload = async () => {
      await page.reload();
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await page.waitForFunction(fetchedScriptsTookOver);
    };
    const typed = () =>
      Promise.all(
        [t.name, t.company, t.email, t.comments].map((label) => page.getByLabel(label, { exact: true }).inputValue()),
      );
    await reload();
    expect(await typed()).toEqual([values.name, values.company, values.email, values.comments]);
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('heading', { level: 3, name: t.thanks }).waitFor();
    await reload();
    expect(await typed()).toEqual(['', '', '', '']);
    await close();
  });

  it('on a phone, sets the way back beside the way on, the way back still named by its words', async () => {
    const { page, close } = await open('es', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await toProject(page, 'es');
    const back = page.getByRole('button', { name: texts.es.previous, exact: true });
    const [backBox, sendBox] = await Promise.all([
      back.boundingBox(),
      page.getByRole('button', { name: texts.es.submit }).boundingBox(),
    ]);
    expect(Math.round(backBox!.y)).toBe(Math.round(sendBox!.y));
    expect(backBox!.width).toBeLessThan(sendBox!.width);
    await back.tap();
    expect(await stepOf(page)).toBe('1');
    await close();
  });

  it('does not move on screen when its script arrives', async () => {
    const box = async (arrives: boolean) => {
      const { page, close } = await openPage('', {
        baseURL: context.site.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      // Without it: the same page, scripts on, but the steps' module never comes.
      if (!arrives) await page.route('**/_astro/contact-stepper.*.js', (route) => route.abort());
      const asked = page.waitForRequest(/\/_astro\/contact-stepper\.[\w-]+\.js$/);
      await page.goto(pagePath('contact', 'en'));
      await asked;
      if (arrives) await page.waitForSelector('.stepper[data-enhanced]', { state: 'attached' });
      else await page.waitForLoadState('networkidle');
      const result = {
        enhanced: await page.locator('.stepper[data-enhanced]').count(),
        box: await page.locator('.stepper').boundingBox(),
        visible: await page.locator('.stepper__panel:visible').count(),
      };
      await close();
      return result;
    };
    const before = await box(false);
    const after = await box(true);
    expect([before.enhanced, after.enhanced]).toEqual([0, 1]);
    expect(after.box).toEqual(before.box);
    expect([before.visible, after.visible]).toEqual([1, 1]);
  });
});

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // Without JavaScript axe itself cannot run (its timers never fire); that page is the same markup with both steps shown.
  it('finds nothing on each step, with errors shown', async () => {
    const { page, close } = await open('es');
    await page.getByRole('button', { name: texts.es.continue }).click();
    expect(await axeViolations(page)).toEqual([]);
    await toProject(page, 'es');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.es.submit }).click();
    await page.getByRole('heading', { level: 3, name: texts.es.thanks }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
