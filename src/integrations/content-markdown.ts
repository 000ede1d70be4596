// Markdown from the content (a case's description) is words, never code: HTML written in it shows as the text it
// is, and a link goes only to a web page, an e-mail address or a phone number. Whoever can save content (a
// marketer, or someone with their password) can change what the site says, never what it runs (docs/deploy.md,
// "What the editing host trusts"). A Sätteri plugin, for `markdown.processor` in astro.config.mjs.
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';

type HastPlugin = Extract<NonNullable<SatteriProcessorOptions['hastPlugins']>[number], { name: string }>;

/** Where a link in content may lead: a page (this site's or another's), an e-mail, a phone number. */
const linkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether a link's address leads somewhere allowed, read as a browser reads it (`java\tscript:` is javascript:). */
export function isSafeLink(href: string): boolean {
  return (
    URL.canParse(href, 'https://site.invalid/') && linkProtocols.has(new URL(href, 'https://site.invalid/').protocol)
  );
}

/** Raw HTML becomes its own text; a link anywhere else keeps its words and loses its address. */
export const contentIsText: HastPlugin = {
  name: 'lumbre:content-is-text',
  raw(node, ctx) {
    ctx.replaceNode(node, { type: 'text', value: node.value });
  },
  element: {
    filter: ['a'],
    visit(node, ctx) {
      const href = node.properties?.href;
      if (typeof href === 'string' && !isSafeLink(href)) ctx.setProperty(node, 'href', null);
    },
  },
};
