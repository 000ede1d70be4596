// What the editing host trusts, its pure parts (docs/deploy.md, "What the editing host trusts"): a case's Markdown
// renders as words, a save touches only the editor's own files, the draft site serves only what a page loads, and
// wrong passwords are counted per name from anywhere as well as per address.
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { contentIsText, isSafeLink } from '../../src/integrations/content-markdown.ts';
import { placesOf, refusedFile } from '../../src/editor/saved-places.ts';
import { isDraftPath } from '../../src/server/editing/draft-site.ts';
import { limits, signInLimits } from '../../src/server/editing/sessions.ts';

describe('a case’s Markdown', () => {
  const render = async (markdown: string) =>
    (await (await createSatteriMarkdownProcessor({ hastPlugins: [contentIsText] })).render(markdown)).code;

  it('shows HTML written in it as the text it is: no element, attribute or style of its own reaches the page', async () => {
    const written = [
      `<script data-csp-hash>document.title = 'x'</script>`,
      `<style data-csp-hash>body { display: none }</style>`,
      `<img src=x onerror="document.title = 'x'">`,
      `<svg><script>document.title = 'x'</script></svg>`,
      `<iframe src="/publish"></iframe>`,
      `A paragraph with <b onclick="x()">bold</b> inside.`,
    ];
    for (const markdown of written) {
      const html = await render(markdown);
      expect(html, markdown).not.toMatch(/<(script|style|img|svg|iframe|b)\b/);
      expect(html, markdown).toContain('&lt;');
    }
  });

  it('keeps a link’s words, and its address only where it leads to a page, an e-mail or a phone', async () => {
    const html = await render(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,x) [d](vbscript:x) <javascript:alert(2)> ' +
        '[ok1](https://example.com/a) [ok2](/es/casos-de-estudio) [ok3](mailto:hola@lumbre.com.ar) [ok4](tel:+541100000000) [ok5](#top)',
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html.match(/href="[^"]*"/g)).toEqual([
      'href="https://example.com/a"',
      'href="/es/casos-de-estudio"',
      'href="mailto:hola@lumbre.com.ar"',
      'href="tel:+541100000000"',
      'href="#top"',
    ]);
    // A browser drops tabs and new lines inside a scheme: so does the check.
    expect(isSafeLink('java\tscript:alert(1)')).toBe(false);
    expect(isSafeLink(' \njavascript:alert(1)')).toBe(false);
  });
});

describe('what a save may write', () => {
  const places = placesOf({
    collections: { casesEs: { path: 'src/content/cases/es/*' }, clients: { path: 'src/content/clients/*' } },
    singletons: { cards: { path: 'src/content/cards' }, home: { path: 'src/content/ui/home/es' } },
  });

  it('an entry in its collection’s folder, a file the editor edits, pictures and videos under src/assets/', () => {
    for (const file of [
      'src/content/cases/es/huerta-urbana.md',
      'src/content/clients/huerta-urbana.yaml',
      'src/content/cards.yaml',
      'src/content/ui/home/es.yaml',
      'src/assets/cases/huerta-urbana/wide-0a1b2c3d.jpg',
      'src/assets/clients/logo-0a1b2c3d.png',
      'src/assets/videos/loop.mp4',
    ])
      expect(refusedFile(file, places), file).toBeNull();
  });

  it('refuses an SVG, any other kind of file, and any other place, a folder that only starts the same included', () => {
    const refused = {
      'src/assets/clients/logo.svg': 'svg',
      'src/assets/cases/aca/evil.SVG': 'svg',
      'src/content/cases/es/x.astro': 'kind',
      'src/content/cases/es/x.mdx': 'kind',
      'src/assets/cases/x/evil.html': 'kind',
      'src/assetsX/x.jpg': 'kind',
      'src/content/cases/esX/x.md': 'place',
      'src/content/cases/es/deeper/x.md': 'place',
      'src/content/cases/es/X.md': 'place',
      'src/content/cards2.yaml': 'place',
      'src/content/company.yaml': 'place',
      'src/assets/cases/Aca/x.jpg': 'place',
      'src/pages/x.md': 'place',
      'package.json': 'place',
    };
    for (const [file, reason] of Object.entries(refused)) expect(refusedFile(file, places), file).toBe(reason);
  });
});

describe('the draft site', () => {
  const checkout = { root: '/srv/site', modules: '/opt/modules' };

  it('serves pages, the editor and what they load, and nothing else of the checkout or the machine', () => {
    const served = ['/', '/es/casos-de-estudio/aca', '/keystatic/collection/casesEs', '/api/keystatic/update'];
    const loaded = [
      '/src/components/cases/CaseFilter.astro',
      '/src/assets/cases/aca/wide.jpg',
      '/node_modules/.vite/deps/react.js',
      '/@fs/srv/site/node_modules/astro/dist/runtime/client/idle.js',
      '/@fs/opt/modules/react/index.js',
      '/@id/astro:scripts/page.js',
      '/_astro/fonts/a.woff2',
    ];
    // However the path is spelled.
    const refused = {
      dotted: ['/.editor/people.json', '/%2eeditor/people.json', '/.git/config'],
      notTheDraft: ['/package.json', '/astro.config.mjs', '/docs/deploy.md', '/src/server/editing/host.ts'],
      escaping: [
        '/src/%2e%2e/package.json',
        '/src/..%2fpackage.json',
        '/node_modules/../.editor/x',
        '/es/%00',
        '/%E0%A4',
      ],
      byMachinePath: ['/@fs/srv/site/.editor/people.json', '/@fs/srv/site/src/server/main.ts', '/@fs/etc/passwd'],
      byModuleId: ['/@id//srv/site/.editor/people.json', '/@id/../package.json'],
    };
    for (const path of [...served, ...loaded]) expect(isDraftPath(path, checkout), path).toBe(true);
    for (const [kind, paths] of Object.entries(refused))
      for (const path of paths) expect(isDraftPath(path, checkout), `${kind}: ${path}`).toBe(false);
  });
});

describe('sign-in limits', () => {
  it('hold a name that failed too often from many addresses, for the wait they say', async () => {
    const signIn = signInLimits();
    for (let address = 1; address <= limits.name.tries; address++) {
      expect((await signIn.mayTry(`10.0.0.${address}`, 'Bruno')).allowed).toBe(true);
      await signIn.failed(`10.0.0.${address}`, 'Bruno');
    }
    const held = await signIn.mayTry('10.0.0.99', 'bruno');
    expect(held.allowed).toBe(false);
    if (!held.allowed) expect(held.retryAfterSeconds).toBeGreaterThan(limits.name.waitSeconds - 60);
    if (!held.allowed) expect(held.retryAfterSeconds).toBeLessThanOrEqual(limits.name.waitSeconds);
    // Someone else is not held up.
    expect((await signIn.mayTry('10.0.0.99', 'Ana')).allowed).toBe(true);
  });

  it('hold a name at one address after fewer, for the wait they say, not the hour they count in', async () => {
    const signIn = signInLimits();
    for (let attempt = 0; attempt < limits.nameAtAddress.tries; attempt++) await signIn.failed('10.0.0.1', 'Ana');
    const held = await signIn.mayTry('10.0.0.1', 'Ana');
    expect(held.allowed ? 0 : held.retryAfterSeconds).toBeGreaterThan(limits.nameAtAddress.waitSeconds - 60);
    expect(held.allowed ? 0 : held.retryAfterSeconds).toBeLessThanOrEqual(limits.nameAtAddress.waitSeconds);
    expect((await signIn.mayTry('10.0.0.2', 'Ana')).allowed).toBe(true);
  });
});
