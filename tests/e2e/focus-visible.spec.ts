/**
 * Focus not obscured (WCAG 2.2 2.4.11): on every route, each stop reached with Tab and then with Shift+Tab is in
 * the viewport and not hidden behind the fixed top bar.
 */
import { expect, type Page, test } from '@playwright/test';
import { SITE_ROUTES } from '../../shared/site-routes';
import { gotoSite } from './site-helpers';

/** A post every language's blog has in the e2e gateway's content. */
const POST_ID = 'reduce-interview-no-shows';
const PATHS = SITE_ROUTES.map((route) => route.replace(':id', POST_ID));
/** Enough stops to cross each page (the longest has about 60), few enough to stay quick. */
const MAX_STOPS = 90;

interface Stop {
  /** What has focus, e.g. `button#faq-general-button "How does it work?"` (inside a widget: `host > part`). */
  name: string;
  /** Focus is on the page itself (before the first stop or after the last). */
  none: boolean;
  /** '' when a visitor sees the focused element; otherwise why not. */
  problem: string;
}

/**
 * Whether a visitor sees the deepest focused element: part of it lies in the viewport, and the browser draws it
 * (not the top bar, not anything else) at the centre of that part, or of its part below the bar.
 */
function stop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const outer = document.activeElement;
    let inner: Element | null = outer;
    const path: string[] = [];
    while (inner?.shadowRoot?.activeElement) {
      path.push(inner.localName);
      inner = inner.shadowRoot.activeElement;
    }
    if (!inner || inner === document.body || inner === document.documentElement) {
      return { name: 'body', none: true, problem: '' };
    }
    const focused = inner;
    const label = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const name = [...path, `${focused.localName}${focused.id ? `#${focused.id}` : ''} "${label}"`].join(' > ');
    const describe = (element: Element | null) =>
      element ? `${element.localName}${element.id ? `#${element.id}` : ''}.${element.classList[0] ?? ''}` : 'nothing';
    const bar = document.querySelector('header[data-solid]');
    const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
    const rect = focused.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    /** The deepest element drawn at a height of the focused element's centre line, through open shadow roots. */
    const hitAt = (y: number) => {
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const deeper: Element | null = hit.shadowRoot.elementFromPoint(x, y);
        if (!deeper || deeper === hit) break;
        hit = deeper;
      }
      return hit;
    };
    const isFocused = (hit: Element | null) => !!hit && (hit === focused || focused.contains(hit));
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    if (bottom <= top) return { name, none: false, problem: `outside the viewport (top ${Math.round(rect.top)})` };
    const centre = hitAt((top + bottom) / 2);
    if (isFocused(centre)) return { name, none: false, problem: '' };
    const belowBar = Math.max(top, barBottom);
    if (bottom > belowBar && isFocused(hitAt((belowBar + bottom) / 2))) return { name, none: false, problem: '' };
    const behindBar = !!bar && !!centre && bar.contains(centre);
    return {
      name,
      none: false,
      problem: behindBar
        ? `behind the top bar (top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)}, bar ${barBottom})`
        : `covered by ${describe(centre)}`,
    };
  });
}

/** Presses a key until focus leaves the page's last (or first) stop; every stop in between is checked. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const problems: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press(key);
    // Smooth scrolling is off under reduced motion; a frame lets the scroll into view land.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const s = await stop(page);
    if (s.none) break;
    names.push(s.name);
    if (s.problem) problems.push(`${key} ${s.name}: ${s.problem}`);
  }
  expect(names.length, `${key} reaches stops`).toBeGreaterThan(1);
  return problems;
}

test.use({ reducedMotion: 'reduce' });

test.describe('focus is never hidden behind the top bar', () => {
  for (const path of PATHS) {
    test(`${path}: Tab to the end, then Shift+Tab back to the start @mobile`, async ({ page }) => {
      test.setTimeout(90_000);
      await gotoSite(page, path);
      // The widgets of the page load as they near the viewport, as for a visitor tabbing down to them.
      const forward = await walk(page, 'Tab');
      const backward = await walk(page, 'Shift+Tab');
      expect([...forward, ...backward]).toEqual([]);
    });
  }
});

test.describe('the ROI calculator’s industry select', () => {
  test('shows an outline when the keyboard focuses it, and none once focus moves on @mobile', async ({ page }) => {
    await gotoSite(page, '/');
    const host = page.locator('#roi alex-roi-calculator');
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-alex-ready', '');
    const select = host.locator('select');
    // The control before the calculator, then Tab: focus by keyboard, as :focus-visible needs.
    await page.locator('#roi').getByRole('button', { name: 'Hide the calculator' }).focus();
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    const outline = () =>
      select.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          color: style.outlineColor,
          offset: style.outlineOffset,
        };
      });
    const focused = await outline();
    expect(focused.style).toBe('solid');
    expect(focused.width).toBeGreaterThanOrEqual(2);
    // The brand colour (indigo-700 unless the host overrides it), not a transparent one.
    expect(focused.color).toBe('rgb(67, 56, 202)');
    await select.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/.tmp/screenshots/roi-select-focus-${test.info().project.name}.png` });

    await page.keyboard.press('Tab');
    await expect(select).not.toBeFocused();
    const resting = await outline();
    expect(resting.style === 'none' || resting.color === 'rgba(0, 0, 0, 0)').toBe(true);
  });
});
