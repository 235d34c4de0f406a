/** Layout shift when the calculator appears on a partner page: CLS per viewport, language, module delay and scroll. */
import type { Browser } from 'playwright-core';
import { type FormFactor, VIEWPORTS } from './browser';

export interface ShiftEntry {
  /** Milliseconds since navigation. */
  time: number;
  value: number;
  /**
   * Chromium's flag for shifts within 500 ms of input. The bench sends no input, yet Playwright's mobile
   * emulation (isMobile) sets it on early shifts, so the bench counts flagged shifts too.
   */
  hadRecentInput: boolean;
  /** `reserve`: before the widget rendered (the loader reserving space); `render`: when or after it did. */
  phase: 'reserve' | 'render';
  /** The nodes that moved, and where to, in viewport pixels. */
  sources: string[];
}

export type View = 'top' | 'end';

export interface LayoutShiftResult {
  formFactor: FormFactor;
  lang: string;
  /** Extra delay on every widget module but embed.js, so the reserved space is what the visitor sees first. */
  moduleDelayMs: number;
  /**
   * `top`: the page as loaded (on a phone the text below the widget is off screen, so a wrong height
   * there costs no CLS). `end`: scrolled, while the modules load, so that the widget's bottom edge is mid-screen.
   */
  view: View;
  /** Sum of every shift (an upper bound of the session-window CLS), and its two parts. */
  cls: number;
  clsReserve: number;
  clsRender: number;
  entries: ShiftEntry[];
  firstPaintMs: number | null;
  readyMs: number;
  /** Element height while its code was loading (null if it was ready before the bench could look). */
  reservedHeight: number | null;
  renderedHeight: number;
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

interface PageRecord {
  shifts: Omit<ShiftEntry, 'phase'>[];
  firstPaint: number | null;
  ready: number | null;
}

declare global {
  interface Window {
    __bench?: PageRecord;
  }
}

/**
 * Runs in the page before any of its scripts: records layout shifts, the first paint and when the widget
 * became ready. Playwright sends its source text, so it names no inner function (tsx would wrap those in a
 * `__name` helper the page does not have).
 */
function recordPage(): void {
  const record: PageRecord = { shifts: [], firstPaint: null, ready: null };
  window.__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      record.shifts.push({
        time: Math.round(entry.startTime * 10) / 10,
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const name = node instanceof Element ? node.tagName.toLowerCase() : (node?.nodeName ?? '?');
          return `${name} y ${Math.round(from.y)} -> ${to.height === 0 ? 'off screen' : `y ${Math.round(to.y)}`}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-paint')) record.firstPaint = Math.round(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    record.ready ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-alex-ready'] });
}

const ELEMENT = 'alex-roi-calculator';

/** The runs per viewport and language; `end` needs the delay, so the page can scroll before the widget renders. */
const SCENARIOS: { moduleDelayMs: number; view: View }[] = [
  { moduleDelayMs: 0, view: 'top' },
  { moduleDelayMs: 500, view: 'top' },
  { moduleDelayMs: 500, view: 'end' },
];

const total = (entries: ShiftEntry[]) => entries.reduce((sum, e) => sum + e.value, 0);

async function measureOne(
  browser: Browser,
  pageUrl: string,
  formFactor: FormFactor,
  lang: string,
  { moduleDelayMs, view }: (typeof SCENARIOS)[number],
): Promise<LayoutShiftResult> {
  const context = await browser.newContext({ ...VIEWPORTS[formFactor], locale: lang });
  try {
    if (moduleDelayMs > 0) {
      // Widget modules and their chunks, not the loader: the loader is what reserves the space.
      await context.route(/\/widgets\/(?!embed\.js).+\.js(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, moduleDelayMs));
        await route.continue();
      });
    }
    const page = await context.newPage();
    await page.addInitScript(recordPage);
    await page.goto(`${pageUrl}/?lang=${lang}`, { waitUntil: 'domcontentloaded' });

    // Once embed.js has run the element holds its reserved height (unless the widget already rendered).
    await page.waitForFunction(
      (tag) => {
        const el = document.querySelector(tag);
        return !!el && (el.hasAttribute('data-alex-ready') || getComputedStyle(el).minHeight !== '0px');
      },
      ELEMENT,
      { timeout: 30_000 },
    );
    const reservedHeight = await page.$eval(ELEMENT, (el) =>
      el.hasAttribute('data-alex-ready') ? null : el.getBoundingClientRect().height,
    );
    if (view === 'end') {
      await page.$eval(ELEMENT, (el) => {
        const bottom = el.getBoundingClientRect().bottom + window.scrollY;
        window.scrollTo(0, bottom - window.innerHeight / 2);
      });
    }

    await page.waitForSelector(`${ELEMENT}[data-alex-ready]`, { state: 'attached', timeout: 30_000 });
    // Let late work (fonts, effects, a second render) happen, then let the observers report the last frames.
    await page.waitForTimeout(1000);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
    );
    const renderedHeight = await page.$eval(ELEMENT, (el) => el.getBoundingClientRect().height);
    const record = await page.evaluate(() => window.__bench);
    if (!record?.ready) throw new Error('The page recorder did not run, or missed data-alex-ready');
    const ready = record.ready;
    const entries = record.shifts.map((s): ShiftEntry => ({ ...s, phase: s.time < ready ? 'reserve' : 'render' }));
    return {
      formFactor,
      lang,
      moduleDelayMs,
      view,
      cls: total(entries),
      clsReserve: total(entries.filter((e) => e.phase === 'reserve')),
      clsRender: total(entries.filter((e) => e.phase === 'render')),
      entries,
      firstPaintMs: record.firstPaint,
      readyMs: Math.round(ready),
      reservedHeight,
      renderedHeight,
    };
  } finally {
    await context.close();
  }
}

export async function measureLayoutShift(browser: Browser, pageUrl: string): Promise<LayoutShiftResult[]> {
  const results: LayoutShiftResult[] = [];
  for (const formFactor of ['desktop', 'mobile'] as const) {
    for (const lang of ['en', 'fr']) {
      for (const scenario of SCENARIOS) results.push(await measureOne(browser, pageUrl, formFactor, lang, scenario));
    }
  }
  return results;
}
