/**
 * The captcha in each engine, on both of its paths: milliseconds of the invisible check a fresh visit starts by
 * itself, from the challenge request to the verified token (the browser's Resource Timing), median of visits. The worker path on the site's wizard page and
 * on the sandbox wizard page; the main-thread path on the partner page (another origin whose CSP refuses the
 * solver's blob: worker). Each visit also records whether the worker started, so a page that solved on the
 * other path is reported. Chromium through puppeteer-core, Firefox ESR and WebKitGTK as in tests/engines; an
 * engine not installed here is reported as skipped.
 */
import { type Origins, timeCaptchaAt } from '../engines/checks';
import { type EngineName, launch, missing } from '../engines/drivers';
import { startServer } from '../engines/server';
import { type Budget, budget, budgetLine, heading, int, ms, table } from './format';

export type CaptchaPath = 'worker' | 'main thread';

export interface CaptchaPage {
  page: string;
  /** The path the page is meant to solve on. */
  path: CaptchaPath;
  url: (origins: Origins) => string;
}

export const CAPTCHA_PAGES: CaptchaPage[] = [
  { page: '/demo/recruiter', path: 'worker', url: ({ gateway }) => `${gateway}/demo/recruiter` },
  { page: '/sandbox/wizard.html', path: 'worker', url: ({ gateway }) => `${gateway}/sandbox/wizard.html` },
  { page: 'partner /wizard', path: 'main thread', url: ({ partner }) => `${partner}/wizard` },
];

export interface CaptchaPageResult {
  page: string;
  path: CaptchaPath;
  runsMs: number[];
  medianMs: number;
  /** Visits on which the worker started (all of them on a worker page, none on the partner page). */
  workerRuns: number;
}

export interface CaptchaEngineResult {
  engine: EngineName;
  version?: string;
  pages?: CaptchaPageResult[];
  skipped?: string;
}

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** `runs` fresh visits of each page in each engine, the pages taking turns so that a busy moment hits them alike. */
export async function measureCaptcha(runs = 9): Promise<CaptchaEngineResult[]> {
  const server = await startServer();
  const results: CaptchaEngineResult[] = [];
  try {
    for (const engine of ENGINES) {
      const absent = missing(engine);
      if (absent) {
        results.push({ engine, skipped: absent });
        continue;
      }
      const browser = await launch(engine).catch((error: Error) => error);
      if (browser instanceof Error) {
        results.push({ engine, skipped: browser.message.split('\n')[0] });
        continue;
      }
      try {
        const timings = CAPTCHA_PAGES.map(() => ({ runsMs: [] as number[], workerRuns: 0 }));
        for (let i = 0; i < runs; i++) {
          for (const [index, page] of CAPTCHA_PAGES.entries()) {
            await browser.reset();
            const timing = await timeCaptchaAt(browser, page.url(server));
            const into = timings[index] as (typeof timings)[number];
            into.runsMs.push(Math.round(timing.ms));
            if (timing.worker) into.workerRuns += 1;
          }
        }
        const pages = CAPTCHA_PAGES.map(({ page, path }, index) => {
          const { runsMs, workerRuns } = timings[index] as (typeof timings)[number];
          return { page, path, runsMs, medianMs: median(runsMs), workerRuns };
        });
        results.push({ engine, version: browser.version, pages });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** The median of each engine and page under `limitMs`, and every visit solved on the page's own path. */
export function captchaBudgets(results: CaptchaEngineResult[], limitMs: number): Budget[] {
  return results.flatMap(({ engine, pages = [] }) =>
    pages.flatMap(({ page, path, medianMs, runsMs, workerRuns }) => [
      budget(`captcha median in ${engine}, ${path} (${page})`, medianMs, limitMs, 'below', ms),
      budget(
        `captcha visits in ${engine} not solved by the ${path} (${page})`,
        path === 'worker' ? runsMs.length - workerRuns : workerRuns,
        0,
        'max',
        int,
      ),
    ]),
  );
}

export function printCaptcha(results: CaptchaEngineResult[], budgets: Budget[]): void {
  const runs = Math.max(0, ...results.flatMap((r) => (r.pages ?? []).map((p) => p.runsMs.length)));
  heading(`2d. Captcha per engine and path (invisible check, challenge to token, median of ${runs} fresh visits)`);
  table(
    ['engine', 'path', 'page', 'median', 'worker', 'runs'],
    results.flatMap((r) =>
      r.skipped
        ? [[r.engine, '-', '-', '-', '-', `skipped: ${r.skipped}`]]
        : (r.pages ?? []).map((p) => [
            `${r.engine} (${r.version})`,
            p.path,
            p.page,
            ms(p.medianMs),
            `${p.workerRuns}/${p.runsMs.length}`,
            p.runsMs.map((v) => ms(v)).join(', '),
          ]),
    ),
    [3, 4],
  );
  console.log('  worker: visits on which the solver worker started; the partner page refuses it (its CSP).');
  for (const b of budgets) console.log(`  ${budgetLine(b)}`);
}
