import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trimPolicy } from '../../src/integrations/page-csp.ts';
import { allowInline, withInlineAllowed, type InlineCode } from '../../src/lib/csp.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1];

describe('trimPolicy', () => {
  const script = 'console.log(1)';
  const style = 'p{color:red}';
  const elsewhere = 'console.log(2)';
  const policy = `default-src 'self'; script-src 'self' ${hash(script)} ${hash(elsewhere)}; style-src 'self' ${hash(style)} ${hash('a{}')};`;

  it("keeps only the hashes of the page's own inline scripts and styles, and every other source", () => {
    const html = page(policy, `<script>${script}</script><style>${style}</style><script src="/x.js"></script>`);
    expect(policyOf(trimPolicy(html))).toBe(
      `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)};`,
    );
  });

  it('ignores data blocks such as JSON-LD, which a policy does not govern', () => {
    const data = '{"@type":"Organization"}';
    const withData = page(`script-src 'self' ${hash(data)};`, `<script type="application/ld+json">${data}</script>`);
    expect(policyOf(trimPolicy(withData))).toBe("script-src 'self';");
  });

  it('counts module scripts as scripts', () => {
    const html = page(`script-src 'self' ${hash(script)};`, `<script type="module">${script}</script>`);
    expect(policyOf(trimPolicy(html))).toBe(`script-src 'self' ${hash(script)};`);
  });

  it('allows nothing a page’s markup asks for: a script or style marked by an attribute stays blocked', () => {
    const html = page(policy, `<script data-csp-hash>${'stolen()'}</script><style data-csp-hash>${'body{}'}</style>`);
    expect(policyOf(trimPolicy(html))).toBe(`default-src 'self'; script-src 'self'; style-src 'self';`);
  });

  it('leaves a page without a policy as it is', () => {
    const plain = '<html><head></head><body><script>x()</script></body></html>';
    expect(trimPolicy(plain)).toBe(plain);
  });
});

describe('withInlineAllowed', () => {
  it('adds the hashes of the inline code the page’s own components registered, and of nothing else', async () => {
    const locals: { inlineCode?: InlineCode } = {};
    const early = allowInline(locals, 'script', 'document.body.dataset.x = 1');
    const rules = allowInline(locals, 'style', '.a{display:none}');
    const html = page("default-src 'self'; script-src 'self'", `<script>${early}</script><script>stolen()</script>`);
    expect(policyOf(await withInlineAllowed(html, locals))).toBe(
      `default-src 'self'; script-src 'self' ${hash(early)}; style-src ${hash(rules)}`,
    );
  });

  it('leaves a page without a policy (astro dev) as it is', async () => {
    const plain = '<html><head></head><body></body></html>';
    expect(await withInlineAllowed(plain, { inlineCode: { script: ['x()'], style: [] } })).toBe(plain);
  });
});
