// Astro writes one content-security-policy meta tag per page that lists the hashes of every inline script and
// style of the whole site (about 1.2 KB compressed on every page). After the build each page keeps only the hashes
// of the inline scripts and styles it holds: a tighter policy, and a page that fits the 14.6 KB a connection sends
// in its first round trip (docs/performance.md). External files still load through 'self'. An inline script or style
// Astro does not process (`is:inline`: one that must run while the page is parsed, or CSS built from code) is allowed
// by marking it `data-csp-hash`: its hash is added to the page's policy.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewritePages } from './files.ts';

const policyTag = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const hashSource = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'$/;
/** Script types a browser runs; any other type (JSON-LD, for one) is data, which a policy does not govern. */
const executableType = /^(|module|text\/javascript|application\/javascript)$/i;

interface InlineBody {
  body: string;
  /** Marked `data-csp-hash`: allowed by its own hash, which the build adds. */
  marked: boolean;
}

const isMarked = (attributes: string) => /\sdata-csp-hash(?=[\s>=]|$)/i.test(attributes);

function inlineBodies(html: string): { scripts: InlineBody[]; styles: InlineBody[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\ssrc=/i.test(attributes) && executableType.test(/\stype="?([^"\s>]*)/i.exec(attributes)?.[1] ?? ''),
    )
    .map(([, attributes = '', body = '']) => ({ body, marked: isMarked(attributes) }));
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)].map(([, attributes = '', body = '']) => ({
    body,
    marked: isMarked(attributes),
  }));
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
      return !hash || own.some(({ body }) => digest(hash[1]!, body) === hash[2]);
    });
    const added = own.filter(({ marked }) => marked).map(({ body }) => `'sha256-${digest('sha256', body)}'`);
    return ` ${[name, ...new Set([...kept, ...added])].join(' ')}`;
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
