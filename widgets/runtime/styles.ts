/** The page's single twind stylesheet, adopted by every widget shadow root, and the host reset that keeps page CSS out. */
import { cssom, observe, type Sheet, type Twind, twind } from '@twind/core';
import { brandColors, darkTheme, fontStack } from '../../shared/theme';
import { twindConfig } from '../../shared/twind';

const declarations = (entries: Record<string, string>, important = false) =>
  Object.entries(entries)
    .map(([property, value]) => `${property}:${value}${important ? ' !important' : ''}`)
    .join(';');

/**
 * Inherited properties cross the shadow boundary and page rules on the host element outrank `:host`,
 * so text properties are reset with !important (which inside a shadow tree wins over the page's).
 * Layout properties (display, margin, width) stay the partner's to set.
 */
export const HOST_CSS = `
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

/**
 * Styles a shadow root that a server rendered ahead with the rules of its view (`css`, its `<style>`'s text): those
 * rules become a sheet of the root at once (no class to read and generate while the page starts), and the shared
 * sheet takes over the root's classes when the browser is idle, for whatever the widget draws from then on. Taking
 * over, the shared sheet reads every class of the root at once, so the view's sheet goes: kept after it, its base
 * rules (`button { background-color: transparent }`) would override the shared sheet's utilities of the same weight
 * that the first view did not use (a dark `bg-ink` button on a later step drawn transparent).
 */
export function stylePrerenderedRoot(root: ShadowRoot, css: string): void {
  const prerendered = new CSSStyleSheet();
  prerendered.replaceSync(css);
  root.adoptedStyleSheets = [prerendered];
  const takeOver = () => styleShadowRoot(root);
  if ('requestIdleCallback' in window) requestIdleCallback(takeOver, { timeout: 1000 });
  else setTimeout(takeOver, 200);
}
