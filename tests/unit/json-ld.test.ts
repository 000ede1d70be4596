import { describe, expect, it } from 'vitest';
import type { Graph } from 'schema-dts';
import { jsonLdText } from '../../src/lib/json-ld.ts';

describe('jsonLdText', () => {
  const hostile = 'Cierre </script><script>alert(1)</script> & <!-- \u2028 fin';
  const graph: Graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'CreativeWork', name: hostile }] };

  it('writes nothing that could close the script element or open markup', () => {
    const text = jsonLdText(graph);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('parses back to the same data', () => {
    expect(JSON.parse(jsonLdText(graph))).toEqual(graph);
  });
});
