// `npm run bench:interactions`: how long each interaction of the site takes from the visitor's input to the next paint
// (Event Timing's `duration`), in Chromium with its CPU slowed 4×, against the built server: the menu, the case
// filter's tabs, the home slider's drag, the contact form's Continue and Send, and the language switch. Seven runs of
// each on a fresh page, and as many of the same input on a bare page doing the same thing (./bare-pages.ts: a dialog
// of links, twelve cards toggled `hidden`, …, served beside the site): the median, and its ratio to the bare page's,
// which holds from machine to machine, against the goal of 1.2×. The npm script builds the site first; writes
// bench/results/interactions.json. RUNS=3 for fewer runs, ONLY=menu,slider for some interactions only (printed, not
// written). ASTROWIND_DIST=…/dist adds AstroWind's menu tap and theme toggle, measured by the same script in the same
// sitting. How to read the figures: docs/performance.md.
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tools/lib/chromium.ts';
import { devices, idleScriptsTookOver } from '../tools/lib/script-weight.ts';
import { startSite } from '../tests/support/server.ts';
import { tempDb, validFields } from '../tests/support/contact.ts';
import { waitFor } from '../tests/support/wait.ts';
import { pageStill } from '../tests/support/frames.ts';
import { pagePath, type Locale } from '../src/i18n/routes.ts';
import { barePages } from './bare-pages.ts';

// Seven: with three, one run's step more or less moved a ratio by a third.
const runs = Number(process.env.RUNS ?? 7);
const cpuSlowdown = 4;
/** The most an interaction may take against its bare page (issue 42). */
const goalRatio = 1.2;
/** Where the bare pages are served from, beside the site's own. */
const barePrefix = '/__bare/';
type Device = keyof typeof devices;

/** What the page reports of one Event Timing entry. */
interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface Interaction {
  name: string;
  device: Device;
  path: string;
  /** Brings the page to where the visitor acts: what they would have done, or the page by itself, before. */
  prepare?: (page: Page) => Promise<void>;
  /** The visitor's input: the part measured. */
  act: (page: Page) => Promise<void>;
  /** The UI's answer to that input, awaited before the measurement is read. */
  done: (page: Page) => Promise<unknown>;
  /** The bare page doing the same (./bare-pages.ts), which the same prepare, act and done drive. */
  bare: string;
  /** Whether the site's page gives the input anything to do (a slider whose slides all fit has nothing to drag). */
  applies?: (page: Page) => Promise<boolean>;
  /** Another site's built folder, served in the browser, when the page measured is not this site's (AstroWind's). */
  otherSite?: string;
  /** A window of its own size, where the device's would give the input nothing to do. */
  viewport?: { width: number; height: number };
}

/** What the page reports through the binding: an Event Timing entry, the marker key's time, a click's next frame. */
type Report = { kind: 'entry'; entry: EventEntry } | { kind: 'marker'; at: number } | { kind: 'click painted' };
const binding = '__benchReport';

/**
 * In every document, reported to the bench through a binding (the DevTools protocol holds what it would send a page
 * while that page navigates away, so the language switch could not be read back with an evaluation):
 * - every Event Timing entry of 16 ms or more, as Chromium reports it, once the frame after the event is on screen;
 * - the frame after a click (every interaction measured here ends with one: a tap's, the drag's release): once it is
 *   drawn, the interaction's next paint is done, and the marker cannot delay it;
 * - the F24 key, which no page uses, answered by keeping the main thread for 24 ms: that key's own entry, certain to
 *   pass the threshold, is reported after those of every event before it, so its arrival says they are all in.
 */
function observeEvents(name: string) {
  const report = (message: Report) =>
    (window as unknown as Record<string, (payload: string) => void>)[name]!(JSON.stringify(message));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { startTime, duration, processingStart, processingEnd } = entry;
      report({ kind: 'entry', entry: { name: entry.name, startTime, duration, processingStart, processingEnd } });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.addEventListener(
    'click',
    () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => report({ kind: 'click painted' });
        channel.port2.postMessage(null);
      }),
    { capture: true, passive: true },
  );
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'F24') return;
      report({ kind: 'marker', at: event.timeStamp });
      const until = performance.now() + 24;
      while (performance.now() < until);
    },
    { capture: true },
  );
}

/** Presses F24 through the DevTools protocol, as a keyboard would (Playwright's keyboard stops at F12). */
async function pressMarker(cdp: CDPSession) {
  const key = { key: 'F24', code: 'F24', windowsVirtualKeyCode: 135, nativeVirtualKeyCode: 135 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

interface Measure {
  /** The longest `duration` among the interaction's entries, in ms (0: every event under 16 ms). */
  worstMs: number;
  /**
   * The events that ended in the same paint as the longest one, in ms: their handlers (default actions included),
   * the main thread's other work before the last of them ended (input delay, hit tests, tasks in between), and from
   * there to the paint on screen (style, layout, paint, the compositor).
   */
  frame: { events: string[]; handlers: number; waits: number; rendering: number } | null;
}

/** The slowest frame among the entries: the longest entry and the others that were painted with it. */
function slowestFrame(entries: EventEntry[]): Measure {
  const longest = entries.reduce<EventEntry | null>(
    (top, entry) => (top && top.duration >= entry.duration ? top : entry),
    null,
  );
  if (!longest) return { worstMs: 0, frame: null };
  const paintedAt = longest.startTime + longest.duration;
  // Durations are rounded to 8 ms, so events painted together end within 8 ms of each other.
  const together = entries.filter((entry) => Math.abs(entry.startTime + entry.duration - paintedAt) <= 8);
  const first = Math.min(...together.map((entry) => entry.startTime));
  const lastHandled = Math.max(...together.map((entry) => entry.processingEnd));
  const handlers = together.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0);
  return {
    worstMs: longest.duration,
    frame: {
      events: [...new Set(together.map((entry) => entry.name))],
      handlers: Math.round(handlers),
      waits: Math.round(lastHandled - first - handlers),
      rendering: Math.round(paintedAt - lastHandled),
    },
  };
}

/** A fresh context on the interaction's device, in its own window size where it has one. */
function contextFor(browser: Browser, interaction: Interaction, baseURL: string): Promise<BrowserContext> {
  const viewport = interaction.viewport ?? devices[interaction.device].viewport;
  return browser.newContext({ ...devices[interaction.device], viewport, baseURL });
}

/** Whether the interaction has anything to do on the site's page, as it loads on its device. */
async function applies(browser: Browser, baseURL: string, interaction: Interaction): Promise<boolean> {
  if (!interaction.applies) return true;
  const context = await contextFor(browser, interaction, baseURL);
  try {
    const page = await context.newPage();
    await page.goto(interaction.path, { waitUntil: 'load' });
    return await interaction.applies(page);
  } finally {
    await context.close();
  }
}

/** The origin another site's built folder is served at, by the browser's own request routing: no server. */
const otherOrigin = 'http://other-site.test';

/** Answers the context's requests to otherOrigin from the folder, `index.html` for a folder; 404 for the rest. */
async function serveFolder(context: BrowserContext, folder: string) {
  await context.route(`${otherOrigin}/**`, async (route) => {
    const file = path.join(folder, decodeURIComponent(new URL(route.request().url()).pathname));
    const found = await stat(file).catch(() => null);
    if (!found) return route.fulfill({ status: 404 });
    return route.fulfill({ path: found.isDirectory() ? path.join(file, 'index.html') : file });
  });
}

async function measure(browser: Browser, siteURL: string, interaction: Interaction): Promise<Measure> {
  const context = await contextFor(browser, interaction, interaction.otherSite ? otherOrigin : siteURL);
  try {
    if (interaction.otherSite) await serveFolder(context, interaction.otherSite);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const reports: Report[] = [];
    cdp.on('Runtime.bindingCalled', (call) => {
      if (call.name === binding) reports.push(JSON.parse(call.payload) as Report);
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: binding });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(observeEvents, binding);
    await context.route(`**${barePrefix}*`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: barePages[new URL(route.request().url()).pathname.slice(barePrefix.length)],
      }),
    );
    await page.goto(interaction.path, { waitUntil: 'load' });
    await page.waitForFunction(idleScriptsTookOver);
    await interaction.prepare?.(page);
    await page.waitForFunction(pageStill);
    const from = await page.evaluate(() => performance.now());
    const clicksBefore = reports.filter((report) => report.kind === 'click painted').length;
    await interaction.act(page);
    await interaction.done(page);
    await waitFor(
      'the frame after the click',
      () => reports.filter((report) => report.kind === 'click painted').length > clicksBefore,
    );
    await pressMarker(cdp);
    const entryOf = (report: Report) => (report.kind === 'entry' ? [report.entry] : []);
    const marker = await waitFor('the marker key', () => reports.find((report) => report.kind === 'marker')?.at);
    await waitFor("the marker key's entry", () => reports.flatMap(entryOf).some((entry) => entry.startTime === marker));
    const own = reports.flatMap(entryOf).filter((entry) => entry.startTime >= from && entry.startTime < marker);
    return slowestFrame(own);
  } finally {
    await context.close();
  }
}

/**
 * Clicks with the mouse (a desktop) or taps (a phone) the middle of the element, by coordinates, so nothing waits for
 * a navigation the press starts. The mouse arrives over the element and presses at once, as Playwright's click does:
 * the pointer's arrival (hover styles, the custom cursor, a script woken by it) is part of the measure, the strictest
 * case of a quick click.
 */
async function press(page: Page, device: Device, selector: string) {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const menuOpen = (page: Page) =>
  page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#site-menu')?.open === true);
/** The menu's module (fetched once the page has loaded and the browser is idle) has run: it marks the dialog. */
const menuEnhanced = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#site-menu')?.hasAttribute('data-enhanced'));

const menu = (device: Device): Interaction => ({
  name: `menu: open (${device === 'phone' ? 'tap' : 'click'})`,
  device,
  path: pagePath('home', 'en'),
  act: (page) => press(page, device, '.menu-button'),
  done: menuOpen,
  bare: 'menu',
});

const languageSwitch = (device: Device): Interaction => {
  let requested: Promise<void> = Promise.resolve();
  return {
    name: `language: ENG → ESP (${device === 'phone' ? 'tap' : 'click'})`,
    device,
    path: pagePath('home', 'en'),
    prepare: async (page) => {
      await press(page, device, '.menu-button');
      await menuOpen(page);
      await menuEnhanced(page);
      // The navigation that follows is not the interaction: its request is held, so this page stays and paints.
      requested = new Promise((resolve) =>
        page.route(
          (url) => url.pathname === pagePath('home', 'es'),
          () => resolve(),
        ),
      );
    },
    act: (page) => press(page, device, '#site-menu a[data-language="es"]'),
    done: () => requested,
    bare: 'menu',
  };
};

const caseFilter = (device: Device, lang: Locale): Interaction => {
  const path = pagePath('cases', lang);
  return {
    name: `case filter: a tab on ${path} (${device === 'phone' ? 'tap' : 'click'})`,
    device,
    path,
    // The filter arrives with the visitor's first sign of life (a scroll, a pointer, a touch): a touch or a pointer
    // on the list's heading.
    prepare: async (page) => {
      if (device === 'phone') await page.locator('h1').tap();
      else await page.locator('h1').hover();
      await page.waitForFunction(() => document.querySelector('[data-case-filter]')?.hasAttribute('data-enhanced'));
    },
    act: (page) => press(page, device, '[data-category-tabs] li:nth-child(2) a'),
    done: (page) =>
      page.waitForFunction(
        () => document.querySelector('[data-category-tabs] li:nth-child(2) a')?.getAttribute('aria-current') === 'true',
      ),
    bare: 'filter',
  };
};

const sliderDrag: Interaction = {
  name: 'slider: drag (mouse, 800 px)',
  device: 'desktop',
  // A window narrower than three slides side by side (56rem): wider, the three featured cases all fit.
  viewport: { width: 800, height: 900 },
  path: pagePath('home', 'en'),
  // On screen, then the mouse comes over it, which fetches the drag.
  prepare: async (page) => {
    const slider = page.locator('[data-slider-viewport]');
    await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await slider.hover();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-slider-viewport]')?.style.cursor === 'grab',
    );
  },
  act: async (page) => {
    const box = (await page.locator('[data-slider-viewport]').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(x - step * 40, y);
    await page.mouse.up();
  },
  done: (page) => page.waitForFunction(() => document.querySelector('[data-slider-viewport]')!.scrollLeft > 0),
  bare: 'slider',
  applies: (page) =>
    page.locator('[data-slider-viewport]').evaluate((slider) => slider.scrollWidth > slider.clientWidth + 1),
};

const contactPath = pagePath('contact', 'en');
/** Types the form's first step into its fields, through the keyboard. */
async function typeAbout(page: Page, device: Device) {
  for (const name of ['name', 'company', 'email'] as const) {
    await press(page, device, `#contact-${name}`);
    await page.keyboard.type(validFields[name]);
  }
}
const stepIs = (page: Page, step: number) =>
  page.waitForFunction(
    (wanted) => document.querySelector('.stepper')?.getAttribute('data-step') === wanted,
    String(step),
  );

const contactContinue = (device: Device): Interaction => ({
  name: `contact: Continue, step 1 → 2 (${device === 'phone' ? 'tap' : 'click'})`,
  device,
  path: contactPath,
  prepare: (page) => typeAbout(page, device),
  act: (page) => press(page, device, '[data-panel="1"] .stepper__button--primary'),
  done: (page) => stepIs(page, 2),
  bare: 'contact',
});

const contactSend = (device: Device): Interaction => ({
  name: `contact: Send, step 2 → 3 (${device === 'phone' ? 'tap' : 'click'})`,
  device,
  path: contactPath,
  prepare: async (page) => {
    await typeAbout(page, device);
    await press(page, device, '[data-panel="1"] .stepper__button--primary');
    await stepIs(page, 2);
    await press(page, device, '#contact-comments');
    await page.keyboard.type(validFields.comments);
  },
  act: (page) => press(page, device, '[data-panel="2"] button[type="submit"]'),
  done: (page) => stepIs(page, 3),
  bare: 'contact',
});

/**
 * AstroWind (github.com/onwidget/astrowind), the theme issue 42 measures the site against, built apart: its menu tap
 * (the header's toggle, which shows its navigation full screen) and its theme toggle, against the same bare menu page.
 */
function astroWind(folder: string): Interaction[] {
  return [
    {
      name: 'AstroWind: menu open (tap)',
      device: 'phone',
      path: '/',
      act: (page) => press(page, 'phone', '[data-aw-toggle-menu]'),
      done: (page) =>
        page.waitForFunction(() => document.querySelector('[data-aw-toggle-menu]')?.classList.contains('expanded')),
      bare: 'menu',
      otherSite: folder,
    },
    {
      name: 'AstroWind: theme toggle (click)',
      device: 'desktop',
      path: '/',
      act: (page) => press(page, 'desktop', '[data-aw-toggle-color-scheme]'),
      done: (page) => page.waitForFunction(() => document.documentElement.classList.contains('dark')),
      bare: 'menu',
      otherSite: folder,
    },
  ];
}

const all: Interaction[] = [
  menu('desktop'),
  menu('phone'),
  caseFilter('desktop', 'en'),
  caseFilter('phone', 'en'),
  caseFilter('desktop', 'es'),
  caseFilter('phone', 'es'),
  sliderDrag,
  contactContinue('desktop'),
  contactContinue('phone'),
  contactSend('desktop'),
  contactSend('phone'),
  languageSwitch('desktop'),
  languageSwitch('phone'),
  ...(process.env.ASTROWIND_DIST ? astroWind(path.resolve(process.env.ASTROWIND_DIST)) : []),
];

// ONLY names words of the interactions to measure; such a run leaves bench/results/interactions.json to full runs.
const only = process.env.ONLY?.split(',').map((word) => word.trim());
const interactions = only ? all.filter(({ name }) => only.some((word) => name.includes(word))) : all;
if (interactions.length === 0) throw new Error(`ONLY=${process.env.ONLY} names no interaction`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

const loadAtStart = load();
// Send stores real messages: in a throwaway outbox, with the rate limit out of the way of three runs.
const db = tempDb();
const site = await startSite({ CONTACT_DB: db.file, CONTACT_RATE_LIMIT: '1000' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
interface Row {
  interaction: string;
  runs: Measure[];
  medianMs: number;
  bareRuns: Measure[];
  bareMedianMs: number;
  /** The median against the bare page's; an Event Timing duration under 16 ms counts as 16 ms, its threshold. */
  ratio: number;
}
const rows: Row[] = [];
try {
  for (const interaction of interactions) {
    if (!(await applies(browser, site.baseURL, interaction))) {
      console.error(`not measured: ${interaction.name}: it has nothing to do on ${interaction.path}`);
      continue;
    }
    const measures: Measure[] = [];
    const bare: Measure[] = [];
    // Site and bare page in turn, so that the machine's moods fall on both alike.
    for (let run = 0; run < runs; run++) {
      measures.push(await measure(browser, site.baseURL, interaction));
      // Another site's page is set beside the bare menu, opened the way the site's own menu is.
      const driver = interaction.otherSite ? menu(interaction.device) : interaction;
      bare.push(await measure(browser, site.baseURL, { ...driver, path: `${barePrefix}${interaction.bare}` }));
    }
    const [medianMs, bareMedianMs] = [measures, bare].map((list) => median(list.map((m) => m.worstMs))) as [
      number,
      number,
    ];
    const ratio = Math.round((Math.max(medianMs, 16) / Math.max(bareMedianMs, 16)) * 100) / 100;
    rows.push({ interaction: interaction.name, runs: measures, medianMs, bareRuns: bare, bareMedianMs, ratio });
    console.error(
      `measured ${interaction.name}: ${measures.map((m) => m.worstMs).join(', ')} ms; bare ${bare.map((m) => m.worstMs).join(', ')} ms`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  db.remove();
}
const loadAtEnd = load();

const shown = (ms: number) => (ms === 0 ? '<16' : ms);
console.log(
  `Event Timing duration (input to next paint, ms, rounded to 8) of each interaction's slowest event, CPU slowed ${cpuSlowdown}×, ${runs} fresh pages each`,
);
console.log(
  `Machine: ${cpus().length} cores, load average (1, 5, 15 min) ${loadAtStart.join(', ')} at start, ${loadAtEnd.join(', ')} at end\n`,
);
console.table(
  rows.map(({ interaction, runs: measures, medianMs, bareRuns, bareMedianMs, ratio }) => {
    const parts = (list: Measure[], ms: number) => {
      const frame = list.find((m) => m.worstMs === ms)?.frame;
      return frame ? `${frame.handlers} + ${frame.waits} + ${frame.rendering}` : '';
    };
    return {
      interaction,
      ...Object.fromEntries(measures.map((m, index) => [`run ${index + 1}`, shown(m.worstMs)])),
      median: shown(medianMs),
      bare: shown(bareMedianMs),
      ratio,
      [`≤ ${goalRatio}×`]: ratio <= goalRatio ? 'yes' : 'NO',
      'median run: handlers + waits + rendering': parts(measures, medianMs),
      'bare median run': parts(bareRuns, bareMedianMs),
    };
  }),
);
if (!only)
  await writeFile(
    'bench/results/interactions.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cpuSlowdown, runs, load: { cores: cpus().length, start: loadAtStart, end: loadAtEnd }, goalRatio, rows }, null, 2)}\n`,
  );
