// Astro writes one content-security-policy meta tag per page that lists the hashes of every inline script and
// style of the whole site (about 1.2 KB compressed on every page). After the build each page keeps only the hashes
// of the inline scripts and styles it holds: a tighter policy, and a page that fits the 14.6 KB a connection sends
// in its first round trip (docs/performance.md). External files still load through 'self'. Nothing is added here:
// an inline element the site's own code writes is allowed by that code (`allowInline` in src/lib/csp.ts, which
// src/middleware.ts adds to the policy), never by anything the page's markup says, which content could write.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { policyTag } from '../lib/csp.ts';
import { rewritePages } from './files.ts';

const hashSource = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'$/;
/** Script types a browser runs; any other type (JSON-LD, for one) is data, which a policy does not govern. */
const executableType = /^(|module|text\/javascript|application\/javascript)$/i;

function inlineBodies(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\ssrc=/i.test(attributes) && executableType.test(/\stype="?([^"\s>]*)/i.exec(attributes)?.[1] ?? ''),
    )
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
  return { scripts, styles };
}

const digest = (algorithm: string, body: string) => createHash(algorithm).update(body).digest('base64');

/** The page with its policy's script and style hashes reduced to those of its own inline elements. */
export function trimPolicy(html: string): string {
  const tag = policyTag.exec(html);
  if (!tag) return html;
  const bodies = inlineBodies(html);
  const directives = (tag[2] ?? '').split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    const own = name === 'script-src' ? bodies.scripts : name === 'style-src' ? bodies.styles : null;
    if (!own) return directive;
    const kept = sources.filter((source) => {
      const hash = hashSource.exec(source);
      return !hash || own.some((body) => digest(hash[1]!, body) === hash[2]);
    });
    return ` ${[name, ...new Set(kept)].join(' ')}`;
  });
  return html.replace(
    policyTag,
    (_match, open: string, _content: string, close: string) => `${open}${directives.join(';').trimStart()}${close}`,
  );
}

export default function pageCspIntegration(): AstroIntegration {
  return {
    name: 'lumbre:page-csp',
    hooks: {
      'astro:build:done': async ({ dir }) => rewritePages(fileURLToPath(dir), trimPolicy),
    },
  };
}
