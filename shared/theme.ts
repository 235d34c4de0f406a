/** Design tokens shared by the widgets and the site: brand colours (overridable CSS custom properties) and type. */

/** Brand colours resolve through custom properties so a host page can restyle a widget from outside. */
export const brandColors = {
  primary: 'var(--alex-primary, #4338ca)',
  'primary-strong': 'var(--alex-primary-strong, #3730a3)',
  'primary-soft': 'var(--alex-primary-soft, #eef2ff)',
  /** Text on a primary background. */
  'on-primary': 'var(--alex-on-primary, #ffffff)',
  accent: 'var(--alex-accent, #f97316)',
  surface: 'var(--alex-surface, #ffffff)',
  'surface-muted': 'var(--alex-surface-muted, #f8fafc)',
  ink: 'var(--alex-text, #0f172a)',
  'ink-muted': 'var(--alex-text-muted, #475569)',
  line: 'var(--alex-border, #e2e8f0)',
  danger: 'var(--alex-danger, #dc2626)',
  success: 'var(--alex-success, #15803d)',
} as const;

export const neutralColors = {
  transparent: 'transparent',
  current: 'currentColor',
  white: '#ffffff',
  black: '#000000',
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
} as const;

export const fontStack =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Headings in the site's brand face, Plus Jakarta Sans, where the page has loaded it (the site does, with its
 * metric-matched fallback while it loads: site/brand-font.ts); on a page without it, the widget's own font (a
 * partner's `--alex-font-family`, else the system sans).
 */
export const headingFontStack = `"Plus Jakarta Sans", "Plus Jakarta Sans Fallback", var(--alex-font-family, ${fontStack})`;

/** Custom property values of the dark theme (`theme="dark"` on a widget). */
export const darkTheme = {
  '--alex-primary': '#818cf8',
  '--alex-primary-strong': '#a5b4fc',
  '--alex-primary-soft': '#1e1b4b',
  '--alex-on-primary': '#0f172a',
  '--alex-surface': '#0f172a',
  '--alex-surface-muted': '#1e293b',
  '--alex-text': '#f1f5f9',
  '--alex-text-muted': '#cbd5e1',
  '--alex-border': '#334155',
} as const;
