// Pure helpers of the structured data (src/lib/structured-data.ts), apart so they can be tested without Astro.
import type { Graph } from 'schema-dts';

/**
 * The graph as the text of a <script type="application/ld+json">: JSON with every character that could end the
 * script element or be read as markup (<, >, &) and the two line separators JavaScript rejects written as escapes.
 */
export function jsonLdText(graph: Graph): string {
  return JSON.stringify(graph).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
