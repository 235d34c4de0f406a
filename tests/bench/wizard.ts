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
  /** Milliseconds from the press on "I'm not a robot" to the solved captcha, one per run. */
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

/** One visit: opens the wizard in a fresh context (no stored captcha), solves the captcha, times it. */
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
    const start = host.getByRole('button', { name: "I'm not a robot" });
    await host.locator('[data-captcha-state="ready"]').waitFor({ timeout: 30_000 });
    const t0 = performance.now();
    await start.click();
    await start.waitFor({ state: 'hidden', timeout: 30_000 });
    const elapsed = performance.now() - t0;
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
