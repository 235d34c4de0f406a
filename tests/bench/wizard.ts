/**
 * The demo wizard in Chromium: the code it downloads on top of what the ROI calculator's page already loads
 * (the shared runtime: React, the element wrapper, twind, i18next), and how long its captcha takes from the
 * visitor's press to the stored token, at the gateway's real difficulty.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { VIEWPORTS } from './browser';
import type { FileSize } from './bundle';

export interface WizardReport {
  /** Scripts the wizard page loads (until its captcha is solved) that the calculator's page does not. */
  own: { files: FileSize[]; raw: number; gzip: number };
  /** Milliseconds from the captcha challenge's request to the verified token, one per run. */
  captchaMs: number[];
  captchaMedianMs: number;
}

const sizeOf = (file: string, body: Buffer): FileSize => ({
  file,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** One visit: opens the wizard in a fresh context (no stored captcha) and times its invisible captcha check. */
async function visit(browser: Browser, gatewayUrl: string, scripts?: FileSize[]): Promise<number> {
  const context = await browser.newContext(VIEWPORTS.desktop);
  try {
    const page = await context.newPage();
    const loading: Promise<FileSize>[] = [];
    if (scripts) {
      page.on('response', (response) => {
        // Code from the gateway only: the captcha worker's blob: is a copy of code already counted.
        if (response.request().resourceType() !== 'script' || !response.url().startsWith(gatewayUrl)) return;
        loading.push(response.body().then((body) => sizeOf(new URL(response.url()).pathname, body)));
      });
    }
    await page.goto(`${gatewayUrl}/sandbox/wizard.html`);
    const host = page.locator('alex-demo-wizard');
    // The invisible check starts by itself; the browser's Resource Timing times it, from the challenge
    // request's start to the verify answer's end.
    await host.locator('[data-captcha-state="solved"]').waitFor({ timeout: 30_000 });
    if (await host.getByRole('button', { name: "I'm not a robot" }).count()) throw new Error('the captcha card showed');
    const elapsed = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const challenge = entries.find((entry) => entry.name.includes('/captcha/challenge'));
      const verify = entries
        .filter((entry) => entry.name.includes('/captcha/verify'))
        .pop() as PerformanceResourceTiming;
      if (!challenge || !verify) throw new Error('no captcha requests in the resource timeline');
      return verify.responseEnd - challenge.startTime;
    });
    if (scripts) scripts.push(...(await Promise.all(loading)));
    return elapsed;
  } finally {
    await context.close();
  }
}

export async function measureWizard(
  browser: Browser,
  gatewayUrl: string,
  sharedFiles: readonly string[],
  runs = 9,
): Promise<WizardReport> {
  const scripts: FileSize[] = [];
  const captchaMs = [await visit(browser, gatewayUrl, scripts)];
  for (let i = 1; i < runs; i += 1) captchaMs.push(await visit(browser, gatewayUrl));
  const shared = new Set([...sharedFiles, '/widgets/embed.js']);
  const files = [...new Map(scripts.filter((f) => !shared.has(f.file)).map((f) => [f.file, f])).values()];
  return {
    own: {
      files,
      raw: files.reduce((total, f) => total + f.raw, 0),
      gzip: files.reduce((total, f) => total + f.gzip, 0),
    },
    captchaMs: captchaMs.map(Math.round),
    captchaMedianMs: Math.round(median(captchaMs)),
  };
}
