// Who gets into the editing host, and how far (docs/deploy.md, "What the editing host trusts"), tried as an attacker
// with a marketer's password would, with real processes: `npm run editor`, the public server on the live release,
// nginx with TLS, and Chromium. Nothing answers without a session; wrong passwords are refused, warned of and slowed,
// from one address or many; what a marketer writes never runs as script, on the draft site or the live one; a save
// writes only the editor's own files; the draft site's files cannot act as pages; nothing behind the sign-in answers
// around it, not even to another process of the machine; a change needs the host's own page.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dump } from 'js-yaml';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { frontmatterOf } from '../support/editor-page.ts';
import { raw } from '../support/hostile.ts';
import { editingHostName, startNginx } from '../support/reverse-proxy.ts';
import { hstsHeader } from '../../src/server/policy.ts';
import {
  ana,
  bruno,
  publishButton,
  saveFiles,
  signedIn,
  signIn,
  signInBrowser,
  startEditingHost,
  type EditingHostLab,
} from '../support/editing-host.ts';
import { casePath } from '../support/content.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { caseSlugs } from '../support/site.ts';
import { waitFor } from '../support/wait.ts';
import { limits } from '../../src/server/editing/sessions.ts';

const carla = { name: 'Carla Ruiz', password: 'una tercera frase larga' };
const dora = { name: 'Dora Sosa', password: 'una cuarta frase larga' };
const slug = caseSlugs[0]!;
const caseFile = `src/content/cases/es/${slug}.md`;

/** What a stolen password would save into a case: each tries to run, or to style the page, its own way. */
const hostile = {
  script: `<script data-csp-hash>document.title='XSS-'+document.domain</script>`,
  style: `<style data-csp-hash>body{display:none}</style>`,
  handler: `<img src=x onerror="document.title='XSS-img'">`,
  svg: `<svg><script>document.title='XSS-svg'</script></svg>`,
  link: `[Ver la ficha](javascript:document.title='XSS-link')`,
};
/** In a YAML field, shown in the page, its description and its JSON-LD. */
const hostileSummary = `</script><script>document.title='XSS-yaml'</script>`;

let lab: EditingHostLab;
let browser: Browser;
let anaCookie: string;

beforeAll(async () => {
  // The live site is the host's first publish, in the first test.
  // nginx, in one test, is in front of it as deploy/ sets it up.
  lab = await startEditingHost([ana, bruno, carla, dora], {
    firstRelease: false,
    env: () => ({ TRUST_PROXY: '127.0.0.1' }),
  });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  anaCookie = await signedIn(lab, ana);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await lab?.stop();
});

const lastCommit = () => lab.checkout.git('log', '-1', '--format=%an|%s');
const digest = (body: string) => createHash('sha256').update(body).digest('base64');

const ask = (pathname: string, init: RequestInit = {}) =>
  fetch(lab.host.baseURL + pathname, { redirect: 'manual', ...init });

/**
 * A page opened in a fresh browser (signed in as `who` on the host, or a visitor of the live site); what its policy
 * refused is added to `refused`.
 */
async function visit(url: string, who?: typeof bruno, refused: string[] = []): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-AR' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  if (who) await signInBrowser(context, lab, who);
  await page.goto(url);
  return page;
}

/** What a page shows that would mean the hostile content ran, styled or linked: none of it, for a safe page. */
async function signsOfContentAsCode(page: Page) {
  return page.evaluate(() => ({
    title: document.title.startsWith('XSS') ? document.title : null,
    hidden: getComputedStyle(document.body).display === 'none',
    handlers: document.querySelectorAll('[onerror], [onclick], [onload]').length,
    scriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
}

/** A publish as the page's button sends it (with the session's form token), waited for until the page says it is done. */
async function publishAs(cookie: string) {
  const publishPage = () => fetch(`${lab.host.baseURL}/publish?lang=es`, { headers: { Cookie: cookie } });
  expect((await (await publishButton(lab, cookie))()).status).toBe(303);
  return waitFor(
    'the publish to end',
    async () => {
      const html = await (await publishPage()).text();
      return html.includes('data-publish-progress') ? null : html;
    },
    { timeoutMs: 300_000, intervalMs: 500 },
  );
}

/** The TCP ports a process listens on, read from /proc as any user of the machine can for their own processes. */
function listeningPorts(pid: number): number[] {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? ''];
      } catch {
        return [];
      }
    }),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === '0A' && sockets.has(columns[9] ?? ''))
      .map((columns) => parseInt(columns[1]!.split(':').at(-1)!, 16)),
  );
}

describe('what the editing host trusts', () => {
  it('runs nothing a marketer writes, on the draft site or the live one, and adds none of it to a policy', async () => {
    const saved = await readFile(lab.inCheckout(caseFile), 'utf8');
    const [, , body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(saved)!;
    const frontmatter = { ...frontmatterOf(saved), summary: hostileSummary };
    const written = `---\n${dump(frontmatter, { lineWidth: -1 })}---\n${body}\n${Object.values(hostile).join('\n\n')}\n`;
    const answer = await saveFiles(lab, anaCookie, { additions: { [caseFile]: written } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    await waitFor('the save to be committed', () => lastCommit().startsWith(`${ana.name}|`));

    // Bruno, signed in, opens the draft of the case Ana saved: her text shows as text, and none of it runs.
    const draft = await visit(lab.host.baseURL + casePath(slug, 'es'), bruno);
    await draft.locator('main h1').waitFor({ state: 'attached' });
    expect(await signsOfContentAsCode(draft)).toEqual({ title: null, hidden: false, handlers: 0, scriptLinks: 0 });
    await draft.getByText(hostile.script).waitFor();
    const draftPolicy =
      (await draft.request.get(lab.host.baseURL + casePath(slug, 'es'))).headers()['content-security-policy'] ?? '';
    const scripts = /script-src [^;,]*/.exec(draftPolicy)?.[0] ?? '';
    expect(scripts).toMatch(/^script-src 'self' 'sha256-/);
    expect(scripts).not.toContain('unsafe');
    await draft.context().close();

    expect(await publishAs(anaCookie)).toContain('class="done"');
    const live = await visit((await lab.live()).baseURL + casePath(slug, 'es'));
    await live.locator('main h1').waitFor({ state: 'attached' });
    expect(await signsOfContentAsCode(live)).toEqual({ title: null, hidden: false, handlers: 0, scriptLinks: 0 });
    await live.getByText(hostile.script).waitFor();
    const policy = (await live.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
    for (const code of ["document.title='XSS-'+document.domain", 'body{display:none}'])
      expect(policy).not.toContain(digest(code));
    await live.context().close();
  });

  it('runs the site’s own scripts on the draft site, as on the live one: the contact form’s, the filter’s first paint', async () => {
    const refused: string[] = [];
    const contact = await visit(lab.host.baseURL + pagePath('contact', 'es'), bruno, refused);
    await contact.locator('.stepper[data-enhanced]').waitFor({ state: 'attached' });
    await contact.context().close();
    const list = lab.host.baseURL + pagePath('cases', 'es');
    const cases = await visit(list, bruno, refused);
    const category = await cases.locator('[data-category-tabs] a[data-category]').nth(1).getAttribute('data-category');
    await cases.goto(`${list}?category=${category}`);
    expect(await cases.locator('[data-case-filter]').getAttribute('data-category')).toBe(category);
    await cases.context().close();
    // Vite's page client reaches for its socket at the dev server's own port: the policy stops that, and only that.
    expect(refused.filter((message) => !message.includes("Connecting to 'ws://"))).toEqual([]);
  });

  it('answers nothing without a session: pages lead to the sign-in, everything else is refused', async () => {
    for (const pathname of ['/keystatic', '/publish', casePath(slug, 'en')]) {
      const response = await ask(pathname, { headers: { accept: 'text/html' } });
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get('location')).toBe(`/sign-in?next=${encodeURIComponent(pathname)}`);
    }
    for (const [pathname, method] of [
      ['/api/keystatic/tree', 'GET'],
      ['/api/keystatic/update/casesEn/aca', 'POST'],
      ['/publish', 'POST'],
    ] as const) {
      const response = await ask(pathname, { method, headers: { Origin: lab.host.baseURL } });
      expect(response.status, `${method} ${pathname}`).toBe(401);
      expect(await response.text()).toBe('');
    }
    // A sign-in longer than any real one is refused unread.
    expect((await signIn(lab.host.baseURL, { name: ana.name, password: 'x'.repeat(10_000) })).status).toBe(413);
    const signInPage = await ask('/sign-in');
    expect(signInPage.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(signInPage.headers.get('x-frame-options')).toBe('DENY');
  });

  it('behind nginx with TLS (deploy/nginx-editor.conf): a Secure session cookie, HSTS and the site’s headers', async () => {
    const port = Number(new URL(lab.host.baseURL).port);
    const nginx = await startNginx({
      upstreamPorts: [(await lab.live()).port],
      root: path.join(lab.root, 'current', 'dist', 'client'),
      editingHostPort: port,
    });
    /** A request to the editing host through nginx, at its public name over TLS. */
    const endpoint = {
      base: `https://127.0.0.1:${nginx.httpsPort}`,
      host: editingHostName,
      servername: editingHostName,
      ca: nginx.certificate,
    };
    const through = async (
      target: string,
      { method, body, cookie, json }: { method?: string; body?: string; cookie?: string; json?: boolean } = {},
    ) => {
      const headers: Record<string, string> = { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) };
      if (body !== undefined)
        Object.assign(headers, {
          Origin: `https://${editingHostName}`,
          'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
          ...(json ? { 'no-cors': '1' } : {}),
        });
      const answer = await raw(endpoint, { method, target, headers, body });
      return { ...answer, text: answer.body.toString() };
    };
    try {
      const answer = await through('/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ ...ana, next: '/publish' }).toString(),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/publish');
      expect(String(answer.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
      expect(answer.headers['strict-transport-security']).toBe(hstsHeader);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      // The editor and the draft site answer at the public name too.
      const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
      for (const pathname of ['/keystatic', casePath(slug, 'en'), '/publish']) {
        const page = await through(pathname, { cookie });
        expect(page.status, `${pathname}: ${page.text.slice(0, 200)}`).toBe(200);
      }
      // And a save: the editor posts to Keystatic's route from the public name's https origin.
      const saved = await through('/api/keystatic/update', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ additions: [], deletions: [] }),
        json: true,
      });
      expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    } finally {
      await nginx.stop();
    }
  });

  it('refuses a wrong password, warns before the fifth, and past it slows that name down for 15 minutes', async () => {
    const said: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await signIn(lab.host.baseURL, { ...dora, password: `wrong ${attempt}` });
      expect(refused.status).toBe(401);
      said.push(/role="alert">([^<]*)</.exec(await refused.text())?.[1] ?? '');
    }
    expect([said[3], said[4]]).toEqual([
      expect.stringContaining('Te queda un intento'),
      'Demasiados intentos. Probá de nuevo en 15 minutos.',
    ]);
    const slowed = await signIn(lab.host.baseURL, dora);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Another person at the same address is not held up.
    const other = await signIn(lab.host.baseURL, ana);
    expect(other.status).toBe(303);
    const cookie = other.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lumbre_editor=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  });

  it('saves only the editor’s own files, where the editor keeps them; an SVG is refused in the marketer’s words', async () => {
    const evilSvg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    const attempts = {
      [`src/assets/cases/${slug}/logo-0a1b2c3d.svg`]: 'SVG',
      'src/content/cases/es/pagina.astro': 'tipo',
      [`src/assets/cases/${slug}/pagina.html`]: 'tipo',
      'src/content/cases/esX/otro.md': 'lugar',
      'src/content/casos.md': 'lugar',
    };
    const spanish = `${anaCookie}; lumbre-editor-language=es`;
    for (const [file, said] of Object.entries(attempts)) {
      const answer = await saveFiles(lab, spanish, { additions: { [file]: evilSvg } });
      expect(answer.status, file).toBe(422);
      const text = await answer.text();
      expect(text, file).toContain('No se guardó');
      expect(text, file).toContain(said);
      expect(existsSync(lab.inCheckout(file)), file).toBe(false);
    }

    // A file someone else changed by hand is never committed in Ana's name with her save.
    const stray = 'src/content/clients/a-mano.yaml';
    await writeFile(lab.inCheckout(stray), 'name: Escrito a mano\n');
    const client = readdirSync(lab.inCheckout('src/content/clients')).find((name) => name !== 'a-mano.yaml')!;
    const clientFile = `src/content/clients/${client}`;
    const before = await readFile(lab.inCheckout(clientFile), 'utf8');
    const answer = await saveFiles(lab, anaCookie, {
      additions: { [clientFile]: before.replace(/^name: .*$/m, 'name: Cliente renombrado') },
    });
    expect(answer.status).toBe(200);
    await waitFor('the client to be committed', () => lastCommit().includes(clientFile));
    expect(lab.checkout.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(clientFile);
    expect(lab.checkout.git('status', '--porcelain', '--', stray).trim()).toBe(`?? ${stray}`);
  });

  it('sends the draft site’s files so that none runs as a page, and lets no page frame the host', async () => {
    // An SVG with a script, as a developer might commit a logo: opened at its address on the draft site, it is inert.
    const svgFile = 'src/assets/clients/dibujo.svg';
    await mkdir(path.dirname(lab.inCheckout(svgFile)), { recursive: true });
    await writeFile(
      lab.inCheckout(svgFile),
      `<svg xmlns="http://www.w3.org/2000/svg"><script>document.documentElement.setAttribute('data-ran','1')</script></svg>`,
    );
    const svg = await visit(`${lab.host.baseURL}/${svgFile}`, bruno);
    expect(await svg.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await svg.context().close();

    for (const pathname of ['/publish', '/keystatic', casePath(slug, 'es'), `/${svgFile}`]) {
      const answer = await fetch(lab.host.baseURL + pathname, { headers: { Cookie: anaCookie } });
      expect(answer.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(answer.headers.get('content-security-policy'), pathname).toMatch(/frame-ancestors 'none'|sandbox/);
    }
  });

  it('answers nothing of the checkout around the sign-in: not through the host, not at the dev server’s own port', async () => {
    const people = 'argon2id';
    const root = lab.checkout.dir;
    for (const target of [
      '/.editor/people.json',
      '/%2eeditor/people.json',
      '/src/%2e%2e/.editor/people.json',
      `/@fs${root}/.editor/people.json`,
      `/_image?href=${encodeURIComponent(`/@fs${root}/.editor/people.json`)}&w=10&f=png`,
      '/package.json',
      '/astro.config.mjs',
      '/docs/deploy.md',
      '/src/server/editing/host.ts',
      `/@fs${root}/src/server/editing/host.ts`,
    ]) {
      const answer = await raw(lab.host.baseURL, { target, headers: { Cookie: anaCookie } });
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).not.toContain(people);
    }

    // Astro's dev server listens on a port of its own, which any process of the machine can reach: it answers none.
    const ports = listeningPorts(lab.host.process.pid!).filter((port) => port !== lab.host.port);
    expect(ports.length).toBeGreaterThan(0);
    const planted = 'src/content/clients/plantado.yaml';
    for (const port of ports) {
      const devServer = `http://127.0.0.1:${port}`;
      for (const target of ['/.editor/people.json', `/@fs${root}/.editor/people.json`, '/es', '/keystatic']) {
        const answer = await raw(devServer, { target });
        expect(answer.status, `${port} ${target}`).toBe(403);
        expect(answer.body.toString()).not.toContain(people);
      }
      const write = await raw(devServer, {
        method: 'POST',
        target: '/api/keystatic/update',
        headers: { 'Content-Type': 'application/json', 'no-cors': '1' },
        body: JSON.stringify({
          additions: [{ path: planted, contents: Buffer.from('name: Plantado\n').toString('base64url') }],
          deletions: [],
        }),
      });
      expect(write.status).toBe(403);
    }
    expect(existsSync(lab.inCheckout(planted))).toBe(false);
  });

  it('changes nothing without the host’s own page: no Origin, another origin, or a form without its token', async () => {
    const file = 'src/content/clients/sin-origen.yaml';
    const body = JSON.stringify({
      additions: [{ path: file, contents: Buffer.from('name: Sin origen\n').toString('base64url') }],
      deletions: [],
    });
    for (const origin of [undefined, 'null', 'https://editar.lumbre.com.ar.evil.example']) {
      const answer = await raw(lab.host.baseURL, {
        method: 'POST',
        target: '/api/keystatic/update',
        headers: {
          Cookie: anaCookie,
          'Content-Type': 'application/json',
          'no-cors': '1',
          ...(origin ? { Origin: origin } : {}),
        },
        body,
      });
      expect(answer.status, String(origin)).toBe(403);
    }
    expect(existsSync(lab.inCheckout(file))).toBe(false);
    for (const action of ['/publish', '/publish/rollback', '/sign-out']) {
      const answer = await fetch(lab.host.baseURL + action, {
        method: 'POST',
        headers: { Cookie: anaCookie, Origin: lab.host.baseURL },
        body: new URLSearchParams({ lang: 'es' }),
      });
      expect(answer.status, action).toBe(403);
    }
    // The session still works: the refused sign-out ended nothing.
    expect((await fetch(`${lab.host.baseURL}/publish`, { headers: { Cookie: anaCookie } })).status).toBe(200);
  });

  it('holds a name that failed from many addresses, for the wait it says', async () => {
    const from = (address: number, password: string) =>
      raw(
        { base: lab.host.baseURL, localAddress: `127.0.0.${address}` },
        {
          method: 'POST',
          target: '/sign-in',
          headers: { Origin: lab.host.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: carla.name, password, next: '/publish' }).toString(),
        },
      );
    for (let address = 2; address < 2 + limits.name.tries; address++)
      expect((await from(address, `no es ${address}`)).status).toBe(401);
    // From yet another address, with the right password: held, and told for how long.
    const held = await from(2 + limits.name.tries, carla.password);
    expect(held.status).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(limits.name.waitSeconds - 60);
    expect(wait).toBeLessThanOrEqual(limits.name.waitSeconds);
    expect(held.body.toString()).toContain(`${Math.ceil(wait / 60)} minutos`);
  });
});
