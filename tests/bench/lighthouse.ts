/** Lighthouse category scores and core metrics for a few pages, desktop and mobile, in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type FormFactor } from './browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

export interface LighthouseResult {
  page: string;
  url: string;
  formFactor: FormFactor;
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  /** Milliseconds, except cls (unitless). */
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits of the category that did not pass, to say where points went (score < 0.9, first few). */
  failing: string[];
  warnings: string[];
  error?: string;
}

export type LighthouseReport = { ok: true; results: LighthouseResult[] } | { ok: false; reason: string };

/** The first items' descriptions, when an audit lists them (the console errors, for example). */
function detailOf(details: unknown): string {
  const items = (details as { items?: { description?: unknown }[] } | undefined)?.items ?? [];
  const texts = items.flatMap((item) => (typeof item.description === 'string' ? [item.description] : []));
  return texts.length ? ` (${texts.slice(0, 2).join(' | ')})` : '';
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

export async function runLighthouse(pages: { name: string; url: string }[]): Promise<LighthouseReport> {
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
      logLevel: 'silent',
    });
  } catch (error) {
    return { ok: false, reason: `chrome-launcher could not start ${CHROMIUM_PATH}: ${message(error)}` };
  }
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page: one more try.
        let result = await audit(chrome.port, page.name, page.url, formFactor);
        if (result.error) result = await audit(chrome.port, page.name, page.url, formFactor);
        results.push(result);
      }
    }
    if (results.every((r) => r.error)) return { ok: false, reason: results[0]?.error ?? 'no page audited' };
    return { ok: true, results };
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, name: string, url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  const empty: LighthouseResult = {
    page: name,
    url,
    formFactor,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    metrics: { fcp: null, lcp: null, tbt: null, cls: null, si: null },
    failing: [],
    warnings: [],
  };
  try {
    // The default config is Lighthouse's mobile run (Moto G Power, slow 4G, simulated); desktop has its own.
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) return { ...empty, error: 'Lighthouse returned no result' };
    const { lhr } = result;
    const score = (category: Category) => {
      const value = lhr.categories[category]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${category}: ${a?.title}${detailOf(a?.details)}`),
    );
    return {
      ...empty,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcp: metric(METRICS.fcp),
        lcp: metric(METRICS.lcp),
        tbt: metric(METRICS.tbt),
        cls: metric(METRICS.cls),
        si: metric(METRICS.si),
      },
      failing,
      warnings: lhr.runWarnings,
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } catch (error) {
    return { ...empty, error: message(error) };
  }
}
