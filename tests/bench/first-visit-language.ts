/**
 * A first visit to the home page from a French or Spanish browser on a phone (4x slower CPU, slow 4G): what
 * `<html lang>` and the top heading showed from the first paint to 3 s later. Any English there is a visitor
 * reading the wrong language first. The e2e test tests/e2e/first-visit-language.spec.ts runs the same visit.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../shared/languages';
import { launchBrowser, VIEWPORTS } from './browser';
import { type Budget, budget, budgetLine, heading, ms, table } from './format';

/** How long after the first paint the page is watched. */
export const WINDOW_MS = 3000;

/** The locales a first visit is made with, and the language each must be shown in. */
export const FIRST_VISIT_LOCALES = [
  { locale: 'fr-FR', language: 'fr' },
  { locale: 'es-ES', language: 'es' },
] as const satisfies readonly { locale: string; language: Language }[];

/** The home page's top heading per language (locales/<language>/home.json), as sampled. */
export const HOME_TITLES = Object.fromEntries(
  LANGUAGES.map((language) => {
    const home = JSON.parse(readFileSync(new URL(`../../locales/${language}/home.json`, import.meta.url), 'utf8')) as {
      hero: { title: string };
    };
    // As the page is sampled: white space (the French no-break spaces too) as single spaces.
    return [language, home.hero.title.replace(/\s+/g, ' ')];
  }),
) as Record<Language, string>;

/** One state of the page: `<html lang>` and the top heading's text, from the time (ms since navigation) it began. */
export interface LanguageSample {
  t: number;
  lang: string | null;
  h1: string | null;
  /** Taken while the document was still being parsed (a heading may then be cut where the network paused). */
  parsing: boolean;
}

interface SamplerRecord {
  samples: LanguageSample[];
  firstPaint: number | null;
  done: boolean;
}

declare global {
  interface Window {
    __firstVisitLanguage?: SamplerRecord;
  }
}

/**
 * Runs in the page before any of its own code (addInitScript): records every change of `<html lang>` and of the
 * top heading, on each DOM mutation and each frame, until `windowMs` after the first paint. Sent as source text:
 * under tsx, a function's inner functions would call a `__name` helper the page does not have.
 */
const sampler = (windowMs: number) => String.raw`(() => {
  if (window !== window.top) return;
  const record = { samples: [], firstPaint: null, done: false };
  window.__firstVisitLanguage = record;
  let last = '';
  let observer;
  const sample = () => {
    if (record.done) return;
    const lang = document.documentElement ? document.documentElement.getAttribute('lang') : null;
    const heading = document.querySelector('h1');
    // The heading as a screen reader reads it: the home page's types its letters one by one beside that.
    const shown = heading ? heading.querySelector('.sr-only') || heading : null;
    // A heading the parser has opened but not filled yet (the page still streaming in) says nothing either.
    const text = (shown ? shown.textContent.replace(/\s+/g, ' ').trim() : '') || null;
    const key = lang + '\n' + text;
    if (key !== last) {
      last = key;
      record.samples.push({ t: performance.now(), lang, h1: text, parsing: document.readyState === 'loading' });
    }
    const paint = performance.getEntriesByType('paint')[0];
    if (record.firstPaint === null && paint) record.firstPaint = paint.startTime;
    if (record.firstPaint !== null && performance.now() >= record.firstPaint + ${windowMs}) {
      record.done = true;
      observer.disconnect();
    }
  };
  observer = new MutationObserver(sample);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    sample();
    if (!record.done) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * A phone on a slow network, as Lighthouse's mobile run: the CPU 4x slower, slow 4G (562.5 ms round trip,
 * 1.6 Mbit/s down at 90 %, 750 kbit/s up at 90 %), over CDP.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
}

/** What one first visit showed. */
export interface FirstVisit {
  url: string;
  firstPaintMs: number | null;
  /** The states shown from the first paint to WINDOW_MS later: the one painted first, then each change. */
  shown: LanguageSample[];
  /** The distinct `<html lang>` values and headings (while there was one) among them, in the order they appeared. */
  langs: (string | null)[];
  headings: string[];
  /** Whether any of them was English: `lang="en"` or the English heading. */
  english: boolean;
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** Opens `url` in `page` (throttle it first) and watches it from its first paint to WINDOW_MS later. */
export async function watchFirstVisit(page: Page, url: string): Promise<FirstVisit> {
  await page.addInitScript(sampler(WINDOW_MS));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstVisitLanguage?.done === true, undefined, {
    timeout: 30_000,
    polling: 250,
  });
  const record = (await page.evaluate(() => window.__firstVisitLanguage)) as SamplerRecord;
  const paint = record.firstPaint ?? 0;
  const shown = record.samples.filter(
    (sample, index) =>
      sample.t <= paint + WINDOW_MS && (sample.t > paint || (record.samples[index + 1]?.t ?? Infinity) > paint),
  );
  const english = shown.some((sample) => sample.lang === 'en' || sample.h1 === HOME_TITLES.en);
  // A heading still arriving (its first letters, while the page streams in) is the heading that follows it.
  const arriving = (sample: LanguageSample, index: number) =>
    sample.parsing &&
    sample.h1 !== null &&
    shown
      .slice(index + 1)
      .some((later) => later.h1 !== null && later.h1 !== sample.h1 && later.h1.startsWith(sample.h1 as string));
  return {
    url,
    firstPaintMs: record.firstPaint === null ? null : Math.round(record.firstPaint),
    shown,
    langs: distinct(shown.map((sample) => sample.lang)),
    headings: distinct(
      shown.flatMap((sample, index) => (sample.h1 === null || arriving(sample, index) ? [] : [sample.h1])),
    ),
    english,
  };
}

export interface FirstVisitResult extends FirstVisit {
  locale: string;
  language: Language;
}

/** The home page's first visit from each locale, in a fresh phone-sized context, throttled. */
export async function measureFirstVisitLanguage(browser: Browser, gatewayUrl: string): Promise<FirstVisitResult[]> {
  const results: FirstVisitResult[] = [];
  for (const { locale, language } of FIRST_VISIT_LOCALES) {
    const context = await browser.newContext({ ...VIEWPORTS.mobile, locale });
    try {
      const page = await context.newPage();
      await throttleLikeAPhone(page);
      results.push({ locale, language, ...(await watchFirstVisit(page, `${gatewayUrl}/`)) });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The same first visits in a Chromium of their own. */
export async function firstVisitLanguage(gatewayUrl: string): Promise<FirstVisitResult[]> {
  const browser = await launchBrowser();
  try {
    return await measureFirstVisitLanguage(browser, gatewayUrl);
  } finally {
    await browser.close();
  }
}

/** No English state at all from the first paint to WINDOW_MS later, per locale. */
export const firstVisitBudgets = (results: FirstVisitResult[]): Budget[] =>
  results.map((r) =>
    budget(
      `first visit ${r.locale}: English states shown in ${WINDOW_MS / 1000} s after the first paint`,
      r.shown.filter((sample) => sample.lang === 'en' || sample.h1 === HOME_TITLES.en).length,
      0,
      'max',
      (v) => String(v),
    ),
  );

export function printFirstVisitLanguage(results: FirstVisitResult[], budgets: Budget[]): void {
  heading(
    `2e. First-visit language (home page, phone: 4x slower CPU and slow 4G; <html lang> and h1 from the first paint to ${WINDOW_MS / 1000} s)`,
  );
  table(
    ['locale', 'first paint', '<html lang> shown', 'h1 shown', 'English'],
    results.map((r) => [
      r.locale,
      r.firstPaintMs === null ? '-' : ms(r.firstPaintMs),
      r.langs.map(String).join(' -> '),
      r.headings.join(' -> ') || '-',
      r.english ? 'yes' : 'no',
    ]),
    [1],
  );
  for (const b of budgets) console.log(`  ${budgetLine(b)}`);
}
