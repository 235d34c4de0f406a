/**
 * The captcha on the partner page (another origin whose CSP refuses the solver's blob: worker, so the proof of
 * work runs on the main thread) in each engine: milliseconds from the press on "I'm not a robot" to the card
 * going away, median of five fresh visits. Chromium through puppeteer-core, Firefox ESR and WebKitGTK as in
 * tests/engines; an engine not installed here is reported as skipped.
 */
import { timeCaptcha } from '../engines/checks';
import { type EngineName, launch, missing } from '../engines/drivers';
import { startServer } from '../engines/server';

export interface CaptchaEngineResult {
  engine: EngineName;
  version?: string;
  runsMs?: number[];
  medianMs?: number;
  skipped?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function measureCaptcha(runs = 5): Promise<CaptchaEngineResult[]> {
  const server = await startServer();
  const results: CaptchaEngineResult[] = [];
  try {
    for (const engine of ['chromium', 'firefox', 'webkit'] as EngineName[]) {
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
        const runsMs: number[] = [];
        for (let i = 0; i < runs; i++) {
          await browser.reset();
          runsMs.push(Math.round(await timeCaptcha(browser, server)));
        }
        results.push({ engine, version: browser.version, runsMs, medianMs: median(runsMs) });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}
