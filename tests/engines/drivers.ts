/**
 * One small interface over the three engines' drivers, so the smoke checks and the captcha bench run the same
 * steps everywhere: Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK through selenium-webdriver
 * and WebKitWebDriver (under xvfb-run), Chromium through puppeteer-core over CDP (the bench's reference).
 *
 * Steps run in the page as script text (`run`): the in-page helpers (IN_PAGE) find elements across open shadow
 * roots and wait for conditions. Clicks go through the driver (`click`), so they are real input with user
 * activation (the audio player's play needs it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePorts } from '../e2e/env';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Engine {
  name: EngineName;
  /** The browser's own version line, for the report. */
  version: string;
  goto(url: string): Promise<void>;
  /** Runs `body` (an async function body with `arg` and the helpers `H` in scope) and returns its JSON value. */
  run<T = unknown>(body: string, arg?: unknown): Promise<T>;
  /** Clicks, with the driver's own input, the element `body` returns. */
  click(body: string, arg?: unknown): Promise<void>;
  /** Presses Tab with the driver's own keyboard: focus moves as a keyboard user's does (:focus-visible). */
  pressTab(): Promise<void>;
  /** A fresh visitor: no cookies, no storage (a new tab in a fresh profile state). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const BINARIES: Record<EngineName, string> = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  webkit: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
};

/** Why an engine cannot run on this machine, or null when it can. */
export function missing(name: EngineName): string | null {
  if (!existsSync(BINARIES[name])) return `${BINARIES[name]} is not installed`;
  if (name === 'webkit' && !existsSync('/usr/bin/xvfb-run')) return '/usr/bin/xvfb-run is not installed (xvfb)';
  return null;
}

/** Helpers available to every step as `H`. */
const IN_PAGE = String.raw`
const H = {
  /** Every element matching the selector, in the document and in every open shadow root below it. */
  all(selector, root = document) {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...H.all(selector, element.shadowRoot));
    return found;
  },
  visible(element) {
    if (!element.isConnected || element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  },
  /** The first visible element matching the selector whose text (or aria-label) matches the pattern. */
  find(selector, pattern, root = document) {
    const test = pattern ? new RegExp(pattern) : null;
    return H.all(selector, root).find((element) => H.visible(element) &&
      (!test || test.test((element.textContent || '').trim()) || test.test(element.getAttribute('aria-label') || ''))) || null;
  },
  async until(condition, what, timeout = 15000) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await condition();
      if (value) return value;
      if (Date.now() > end) throw new Error('Timed out waiting for ' + what);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  },
  /** Sets a React-controlled field's value as typing would. */
  fill(element, value) {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  },
};`;

const script = (body: string, arg: unknown) =>
  `(async () => { const arg = ${JSON.stringify(arg ?? null)}; ${IN_PAGE}\n${body}\n})()`;

export async function launch(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? launchWebKit() : launchPuppeteer(name);
}

async function launchPuppeteer(name: 'chromium' | 'firefox'): Promise<Engine> {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser =
    name === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: BINARIES.firefox,
          headless: true,
          extraPrefsFirefox: { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0 },
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: BINARIES.chromium,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
        });
  const version = await browser.version();
  let context = await browser.createBrowserContext();
  let page = await context.newPage();
  return {
    name,
    version,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (body, arg) => page.evaluate(script(body, arg)) as never,
    async click(body, arg) {
      const handle = await page.evaluateHandle(script(body, arg));
      const element = handle.asElement();
      if (!element) throw new Error(`Nothing to click: ${body}`);
      await (element as import('puppeteer-core').ElementHandle<Element>).click();
      await handle.dispose();
    },
    async pressTab() {
      await page.keyboard.press('Tab');
    },
    async reset() {
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
    },
    close: () => browser.close(),
  };
}

function waitForPort(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`WebKitWebDriver exited with code ${child.exitCode}`));
      fetch(url)
        .then(() => resolve())
        .catch(() =>
          Date.now() > end ? reject(new Error(`WebKitWebDriver did not answer at ${url}`)) : setTimeout(attempt, 100),
        );
    };
    attempt();
  });
}

async function launchWebKit(): Promise<Engine> {
  const { Builder, Capabilities, Key } = await import('selenium-webdriver');
  const [port] = freePorts(1) as [number];
  // A virtual display of its own (-a picks a free server number); software rendering, no compositing.
  const driverProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x900x24', BINARIES.webkit, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1', LIBGL_ALWAYS_SOFTWARE: '1' },
  });
  let stderr = '';
  driverProcess.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const stopDriver = () => {
    // xvfb-run, Xvfb, the driver and the browser share the process group started here.
    try {
      if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGTERM');
    } catch {}
  };
  try {
    await waitForPort(driverProcess, `http://127.0.0.1:${port}/status`, 15_000);
  } catch (error) {
    stopDriver();
    throw new Error(`${(error as Error).message}\n${stderr.trim()}`);
  }
  const capabilities = new Capabilities().setBrowserName('MiniBrowser').set('webkitgtk:browserOptions', {
    binary: process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    args: ['--automation'],
  });
  let driver: import('selenium-webdriver').WebDriver;
  try {
    driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
  } catch (error) {
    stopDriver();
    throw new Error(`${(error as Error).message}\n${stderr.trim()}`);
  }
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
  const session = await driver.getCapabilities();
  const asyncScript = (body: string, arg: unknown) =>
    `const done = arguments[arguments.length - 1];
     ${script(body, arg)}.then((value) => done({ value }), (error) => done({ error: String(error && error.message ? error.message + " " + error.stack : error) }));`;
  const run = async (body: string, arg?: unknown) => {
    const result = (await driver.executeAsyncScript(asyncScript(body, arg))) as { value?: unknown; error?: string };
    if (result?.error) throw new Error(result.error);
    return result?.value;
  };
  return {
    name: 'webkit',
    version: `WebKitGTK ${session.get('browserVersion') ?? ''}`.trim(),
    async goto(url) {
      await driver.get(url);
    },
    run: run as Engine['run'],
    async click(body, arg) {
      const element = (await run(body, arg)) as import('selenium-webdriver').WebElement | null;
      if (!element) throw new Error(`Nothing to click: ${body}`);
      await element.click();
    },
    async pressTab() {
      await driver.actions({ async: true }).sendKeys(Key.TAB).perform();
    },
    async reset() {
      await driver.manage().deleteAllCookies();
      await driver.get('about:blank');
    },
    async close() {
      await driver.quit().catch(() => {});
      stopDriver();
    },
  };
}
