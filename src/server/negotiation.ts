// Content negotiation: which values of an Accept-* header (Accept-Encoding, Accept-Language) a client wants,
// best first. Used for precompressed files (http.ts) and the language of the contact endpoint's answers.

interface Weighted {
  value: string;
  q: number;
}

/** The entries of a q-value list with q above 0, lowercased, in the client's order. */
function weighted(header: string | null | undefined): Weighted[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [value = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { value: value.toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter(({ value, q }) => value !== '' && q > 0);
}

/** The accepted values, highest q first; equal ones keep the client's order (as Accept-Language means them). */
export function acceptedValues(header: string | null | undefined): string[] {
  return weighted(header)
    .sort((a, b) => b.q - a.q)
    .map(({ value }) => value);
}

/** Which of `offered` the client accepts, highest q first; equal ones in the order offered (the server's choice). */
export function negotiate<T extends string>(header: string | null | undefined, offered: readonly T[]): T[] {
  const q = new Map<string, number>();
  for (const entry of weighted(header)) q.set(entry.value, Math.max(q.get(entry.value) ?? 0, entry.q));
  return offered.filter((value) => q.has(value)).sort((a, b) => q.get(b)! - q.get(a)!);
}
