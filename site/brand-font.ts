/**
 * The brand typeface of the site's headings (h1 to h3): Plus Jakarta Sans (SIL Open Font License 1.1,
 * from @fontsource-variable/plus-jakarta-sans), self-hosted.
 *
 * The build cuts one static bold instance out of the variable font and keeps only the characters the copy can
 * put in a heading (printable ASCII plus every character of the locales and the blog's posts): 7 KB of
 * WOFF2, one request, cached for a year under its content hash.
 *
 * Until it arrives (font-display: swap), headings are set in a fallback face made from the visitor's own
 * Arial Bold (or its metric twins Liberation Sans and Arimo) scaled to the brand font's widths and vertical
 * metrics, so the swap moves nothing on the page (layout shift 0).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const BRAND_FAMILY = 'Plus Jakarta Sans';
const BRAND_FALLBACK_FAMILY = 'Plus Jakarta Sans Fallback';
/** The instance's weight; the faces cover bold and extra-bold headings (no synthetic bolding). */
const WEIGHT = 700;
const WEIGHT_RANGE = '700 800';
/**
 * Kerning, and what composes and places accents (French and Spanish capitals); the stylistic sets,
 * fractions and alternates headings never ask for stay out (8.5 KB with them, 6.9 KB without).
 */
const FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk'];

/**
 * The fallback's metric overrides. Widths: every heading the site prerenders, in three languages, is 0.7 %
 * wider in Plus Jakarta Sans Bold than in Arial Bold at the same size (Chromium, Liberation Sans Bold, 250
 * headings). Heights: the brand font's ascent 1,038 and descent 222 per 1,000 units (hhea), no line gap,
 * divided by that scale.
 */
const SIZE_ADJUST = 1.007;
const ASCENT = 1.038;
const DESCENT = 0.222;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export interface BrandFont {
  /** The file's name under the site's assets (content-hashed). */
  fileName: string;
  bytes: Uint8Array;
  /** The @font-face rules of the brand face (at `url`) and of its metric-matched fallback. */
  fontFaces(url: string): string;
}

/** Every character of `texts` and printable ASCII, once each. */
export function headingCharacters(texts: Iterable<string>): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
  for (const text of texts) for (const character of text) if (character >= ' ') characters.add(character);
  return [...characters].sort().join('');
}

/** The brand font cut to `characters`, and the CSS that names it. */
export async function buildBrandFont(characters: string): Promise<BrandFont> {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'),
  );
  const bytes = new Uint8Array(
    await subsetFont(source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT },
      keepFeatures: FEATURES,
    }),
  );
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return {
    fileName: `plus-jakarta-sans-${WEIGHT}-${hash}.woff2`,
    bytes,
    fontFaces: (url) =>
      `@font-face{font-family:"${BRAND_FAMILY}";src:url(${url}) format("woff2");font-weight:${WEIGHT_RANGE};font-display:swap}` +
      `@font-face{font-family:"${BRAND_FALLBACK_FAMILY}";src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("LiberationSans-Bold"),local("Arimo Bold"),local("Arimo-Bold");font-weight:${WEIGHT_RANGE};size-adjust:${percent(SIZE_ADJUST)};ascent-override:${percent(ASCENT / SIZE_ADJUST)};descent-override:${percent(DESCENT / SIZE_ADJUST)};line-gap-override:0%}`,
  };
}
