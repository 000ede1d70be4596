// The Content Security Policy, written once. astro.config.mjs hands the page directives to Astro, which adds each
// page's script and style hashes and writes them in a meta tag; the server and the proxies send the header ones
// (src/server/policy.ts) with every answer, files and errors included.

/** Every page's policy, before Astro adds the hashes of its inline scripts and styles. */
export const pageDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Directives the header repeats from the pages: those that govern no script, style or fetch of a page (a header's
 * default-src would block the inline scripts only the meta tag's hashes allow).
 */
const repeatedInHeader = ['object-src', 'base-uri', 'form-action'];

/** The header's policy: what a meta tag cannot carry (frame-ancestors), then the page directives repeated. */
export const headerDirectives = [
  "frame-ancestors 'none'",
  ...pageDirectives.filter((directive) => repeatedInHeader.includes(directive.split(' ')[0]!)),
];

/** The inline scripts and styles a page's own code writes (never its content), each allowed by its page's policy. */
export interface InlineCode {
  script: string[];
  style: string[];
}

/**
 * Registers an inline body a component writes, in the page's request (`Astro.locals`), so that its page's policy
 * allows it (src/middleware.ts); returns the body. Only code can register: nothing in a page's markup allows itself.
 */
export function allowInline(locals: { inlineCode?: InlineCode }, kind: keyof InlineCode, body: string): string {
  (locals.inlineCode ??= { script: [], style: [] })[kind].push(body);
  return body;
}

/** An inline body's hash as a policy lists it (`sha256-…`, quoted in the policy), the way Astro hashes what it knows. */
export async function inlineHash(body: string): Promise<`sha256-${string}`> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

/** The page's policy tag (Astro's meta), its content in the second group. */
export const policyTag = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

/** The page with the inline code its own code registered allowed by its policy; a page without one (`astro dev`) as it is. */
export async function withInlineAllowed(html: string, { inlineCode }: { inlineCode?: InlineCode }): Promise<string> {
  if (!policyTag.test(html) || !inlineCode) return html;
  const hashes = async (bodies: string[]) =>
    (await Promise.all(bodies.map(inlineHash))).map((hash) => `'${hash}'`).join(' ');
  const added: Record<string, string> = {
    'script-src': await hashes(inlineCode.script),
    'style-src': await hashes(inlineCode.style),
  };
  return html.replace(policyTag, (_tag, open: string, content: string, close: string) => {
    const directives = content
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const [name, sources] of Object.entries(added)) {
      if (!sources) continue;
      const index = directives.findIndex((part) => part.split(/\s+/)[0] === name);
      if (index === -1) directives.push(`${name} ${sources}`);
      else directives[index] = `${directives[index]} ${sources}`;
    }
    return `${open}${directives.join('; ')}${close}`;
  });
}
