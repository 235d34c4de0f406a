/**
 * Each small widget's own code: the scripts a page downloads for that element until it has rendered, beyond
 * what the calculator's landing page loads (embed.js and the shared runtime: React, the element wrapper,
 * twind, i18next). The page starts as the landing page, whose calculator files are therefore left out.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { VIEWPORTS } from './browser';
import type { FileSize } from './bundle';

export interface WidgetCode {
  tag: string;
  files: FileSize[];
  raw: number;
  gzip: number;
}

const sizeOf = (file: string, body: Buffer): FileSize => ({
  file,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
});

export async function measureWidgetCode(
  browser: Browser,
  gatewayUrl: string,
  tag: string,
  runtimeFiles: readonly string[],
): Promise<WidgetCode> {
  const context = await browser.newContext(VIEWPORTS.desktop);
  try {
    const page = await context.newPage();
    const loading: Promise<FileSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(gatewayUrl)) return;
      loading.push(response.body().then((body) => sizeOf(new URL(response.url()).pathname, body)));
    });
    await page.goto(`${gatewayUrl}/sandbox/landing.html`);
    // The landing page's calculator is replaced by the element measured; embed.js loads what appears later.
    await page.evaluate((name) => {
      document.body.replaceChildren(document.createElement(name));
    }, tag);
    await page.waitForSelector(`${tag}[data-alex-ready]`, { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(500);
    const shared = new Set(['/widgets/embed.js', ...runtimeFiles]);
    const all = await Promise.all(loading);
    const files = [...new Map(all.filter((f) => !shared.has(f.file)).map((f) => [f.file, f])).values()];
    return {
      tag,
      files,
      raw: files.reduce((total, f) => total + f.raw, 0),
      gzip: files.reduce((total, f) => total + f.gzip, 0),
    };
  } finally {
    await context.close();
  }
}
