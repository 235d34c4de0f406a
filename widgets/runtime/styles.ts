/** The page's single twind stylesheet, adopted by every widget shadow root, and the host reset that keeps page CSS out. */
import { cssom, defineConfig, getSheet, observe, type Sheet, type Twind, twind } from '@twind/core';
import presetTailwindBase from '@twind/preset-tailwind/base';
import { amber, blue, emerald, orange, red, sky, violet } from '@twind/preset-tailwind/colors';
import { brandColors, darkTheme, fontStack, neutralColors } from '../../shared/theme';

const REM_IN_PX = 16;

export const twindConfig = defineConfig({
  // The site's themed sections (use cases in blue, green and orange, status tags) use a few Tailwind palettes too.
  presets: [
    presetTailwindBase({
      colors: { ...neutralColors, amber, blue, emerald, orange, red, sky, violet, ...brandColors },
    }),
  ],
  theme: { extend: { fontFamily: { sans: fontStack } } },
  hash: false,
  // rem follows the host page's root font size; pixels keep a widget the same size on every page.
  finalize(rule) {
    if (!rule.d) return rule;
    return { ...rule, d: rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${Number(n) * REM_IN_PX}px`) };
  },
});

const declarations = (entries: Record<string, string>, important = false) =>
  Object.entries(entries)
    .map(([property, value]) => `${property}:${value}${important ? ' !important' : ''}`)
    .join(';');

/**
 * Inherited properties cross the shadow boundary and page rules on the host element outrank `:host`,
 * so text properties are reset with !important (which inside a shadow tree wins over the page's).
 * Layout properties (display, margin, width) stay the partner's to set.
 */
const HOST_CSS = `
:host{display:block;box-sizing:border-box;${declarations(
  {
    'font-family': `var(--alex-font-family, ${fontStack})`,
    'font-size': '16px',
    'font-style': 'normal',
    'font-weight': '400',
    'font-variant': 'normal',
    'line-height': '1.5',
    color: brandColors.ink,
    'letter-spacing': 'normal',
    'word-spacing': 'normal',
    'text-align': 'start',
    'text-transform': 'none',
    'text-indent': '0',
    'text-shadow': 'none',
    'white-space': 'normal',
    visibility: 'visible',
    cursor: 'auto',
    'list-style': 'none',
    'font-kerning': 'auto',
    '-webkit-font-smoothing': 'antialiased',
  },
  true,
)}}
:host([hidden]){display:none}
:host([theme="dark"]){color-scheme:dark;${declarations(darkTheme)}}
`;

interface PageStyles {
  tw: Twind;
  sheet: Sheet<CSSStyleSheet>;
  host: CSSStyleSheet;
}

let page: PageStyles | undefined;

function pageStyles(): PageStyles {
  if (!page) {
    const sheet = cssom(new CSSStyleSheet());
    const host = new CSSStyleSheet();
    host.replaceSync(HOST_CSS);
    page = { tw: twind(twindConfig, sheet) as unknown as Twind, sheet, host };
  }
  return page;
}

/** Gives a shadow root the host reset and the shared sheet, and keeps the sheet in step with its classes. */
export function styleShadowRoot(root: ShadowRoot): void {
  const { tw, sheet, host } = pageStyles();
  root.adoptedStyleSheets = [host, sheet.target];
  observe(tw, root);
}

/** Number of rules in the shared sheet; lets tests prove every widget shares one sheet. */
export const sharedSheet = (): CSSStyleSheet => pageStyles().sheet.target;

/**
 * Styles a page built with the same design (the site) in its own document, apart from the widgets' sheet (a
 * widget's rules must not reorder the page's). A prerendered page's `<style data-twind>` carries its rules
 * with twind's resume data: twind takes them over as they are and only generates the classes the page adds
 * from now on, in the same sheet, in cascade order. Without one (the development server), it starts a sheet.
 */
export function styleDocument(): void {
  observe(twind(twindConfig, getSheet(false)), document.documentElement);
}
