// The part of subset-font's API (a harfbuzz subsetter, shipped without types) that the build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep; all by default. */
    keepFeatures?: string[];
    /** Pins (a number) or narrows (a range) variation axes. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noHinting?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
