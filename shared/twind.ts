/**
 * The twind configuration of the widgets' shadow roots and of the site's pages: the design tokens of
 * shared/theme.ts as Tailwind theme values. No DOM here: the widgets (widgets/runtime/styles.ts), the site's
 * browser styles (site/document-styles.ts) and its prerenderer (site/entry-server.tsx) each make their sheet.
 */
import { defineConfig } from '@twind/core';
import presetTailwindBase from '@twind/preset-tailwind/base';
import { amber, blue, emerald, orange, red, sky, violet } from '@twind/preset-tailwind/colors';
import { brandColors, fontStack, headingFontStack, neutralColors } from './theme';

const REM_IN_PX = 16;

export const twindConfig = defineConfig({
  // The site's themed sections (use cases in blue, green and orange, status tags) use a few Tailwind palettes too.
  presets: [
    presetTailwindBase({
      colors: { ...neutralColors, amber, blue, emerald, orange, red, sky, violet, ...brandColors },
    }),
  ],
  theme: { extend: { fontFamily: { sans: fontStack, heading: headingFontStack } } },
  hash: false,
  // rem follows the host page's root font size; pixels keep a widget the same size on every page.
  finalize(rule) {
    if (!rule.d) return rule;
    return { ...rule, d: rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${Number(n) * REM_IN_PX}px`) };
  },
});
