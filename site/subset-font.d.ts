/** The part of subset-font (2.x) the site's build uses: a font cut to a text's characters, axes pinned. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** The OpenType layout features to keep (all when absent). */
      keepFeatures?: string[];
      /** An axis pinned to one value, or narrowed to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
