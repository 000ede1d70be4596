// negotiator 1.x ships no types and @types/negotiator describes 0.6, without the server's preferred order; the
// part the server uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Accepted encodings of `available`, best first; ties in the order of `preferred`. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
    /** Accepted languages, best first; ties in the client's order. */
    languages(available?: string[]): string[];
  }
}
