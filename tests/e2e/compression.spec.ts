/**
 * Compressed delivery as Chromium receives it: on the home page (with its widgets) and on the partner page
 * (another origin), every page, script, style sheet, JSON answer and SVG image the gateway sends over 1 KB
 * arrives in brotli and smaller than it is once decoded; the home page's HTML arrives under 25 KB.
 * Sizes are Chromium's own (CDP Network events); nothing here depends on timing.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';
import { roi, waitReady } from './roi-helpers';
import { gotoSite } from './site-helpers';

interface Answer {
  url: string;
  mimeType: string;
  status: number;
  encoding: string | undefined;
  /** Bytes received with the head: the status line and the headers. */
  headerBytes: number;
  /** Bytes received in all: headers and the body as sent (CDP loadingFinished.encodedDataLength). */
  encodedBytes: number;
  /** The body once decoded: the sum of CDP dataReceived.dataLength. */
  decodedBytes: number;
  finished: boolean;
}

const KB = 1024;
/** The kinds of answer that compress: pages, scripts, style sheets, JSON and SVG. */
const COMPRESSIBLE = /html|javascript|css|json|svg/;
const GATEWAY_ORIGIN = new URL(E2E.gateway).origin;

/** Every answer the page receives from now on, with its sizes as Chromium counts them. */
async function recordAnswers(page: Page): Promise<Map<string, Answer>> {
  const cdp = await page.context().newCDPSession(page);
  const answers = new Map<string, Answer>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    answers.set(requestId, {
      url: response.url,
      mimeType: response.mimeType,
      status: response.status,
      encoding: headers['content-encoding'],
      headerBytes: response.encodedDataLength,
      encodedBytes: 0,
      decodedBytes: 0,
      finished: false,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const answer = answers.get(requestId);
    if (answer) answer.decodedBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const answer = answers.get(requestId);
    if (!answer) return;
    answer.encodedBytes = encodedDataLength;
    answer.finished = true;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const answer = answers.get(requestId);
    if (answer) answer.finished = true;
  });
  await cdp.send('Network.enable');
  return answers;
}

/** Once the page has stopped fetching and Chromium has reported the end of every answer. */
async function settled(page: Page, answers: Map<string, Answer>): Promise<Answer[]> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => [...answers.values()].filter((a) => !a.finished).map((a) => a.url), {
      message: 'answers still arriving',
    })
    .toEqual([]);
  return [...answers.values()];
}

/** The gateway's compressible answers over 1 KB once decoded, and which of them came otherwise than expected. */
function check(answers: Answer[]) {
  const checked = answers.filter(
    (a) =>
      new URL(a.url).origin === GATEWAY_ORIGIN &&
      a.status === 200 &&
      COMPRESSIBLE.test(a.mimeType) &&
      a.decodedBytes > KB,
  );
  const wrong = checked
    .filter((a) => a.encoding !== 'br' || a.encodedBytes - a.headerBytes >= a.decodedBytes)
    .map(
      (a) =>
        `${new URL(a.url).pathname} (${a.mimeType}): content-encoding ${a.encoding ?? 'none'}, ` +
        `${a.encodedBytes - a.headerBytes} B on the wire for ${a.decodedBytes} B`,
    );
  return { checked, wrong };
}

test.describe('compressed delivery', () => {
  test('the home page and its widgets arrive in brotli, the page itself under 25 KB', async ({ page }) => {
    const answers = await recordAnswers(page);
    await gotoSite(page, '/');
    // The widgets load as the visitor nears them: their code is checked too.
    await waitReady(roi(page));
    const liveCalls = page.locator('alex-live-calls');
    await liveCalls.scrollIntoViewIfNeeded();
    await expect(liveCalls).toHaveAttribute('data-alex-ready', '');

    const { checked, wrong } = check(await settled(page, answers));
    expect(wrong, 'answers over 1 KB sent uncompressed, or not smaller than decoded').toEqual([]);

    const html = checked.find((a) => a.url === `${E2E.gateway}/`);
    expect(html, 'the home page among the answers checked').toBeDefined();
    expect(html?.encodedBytes, 'the home page on the wire, headers included').toBeLessThan(25 * KB);
    // The site's scripts and the widgets' own files were among them.
    expect(checked.filter((a) => a.mimeType.includes('javascript')).length).toBeGreaterThan(10);
    expect(checked.some((a) => new URL(a.url).pathname.startsWith('/assets/'))).toBe(true);
  });

  test("the partner page receives the gateway's files in brotli", async ({ page }) => {
    const answers = await recordAnswers(page);
    await page.goto(`${E2E.partner}/`);
    await waitReady(roi(page, '#react-calculator'));
    await waitReady(roi(page, '#static-calculator'));

    const { checked, wrong } = check(await settled(page, answers));
    expect(wrong, 'answers over 1 KB sent uncompressed, or not smaller than decoded').toEqual([]);
    const paths = checked.map((a) => new URL(a.url).pathname);
    expect(paths).toContain('/widgets/embed.js');
    expect(paths.filter((p) => p.startsWith('/widgets/chunks/')).length).toBeGreaterThan(0);
  });
});
