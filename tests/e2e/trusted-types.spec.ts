/**
 * The widgets on a partner page that enforces Trusted Types (`require-trusted-types-for 'script'`). A page that
 * allows the `alex-widgets` policy gets the captcha's worker and sees no violation at all, through the whole
 * wizard and every other widget; a page that allows no policy (`trusted-types 'none'`) still gets working
 * widgets, the captcha solved on the main thread, and one report: the refused policy. The policy itself stays
 * the widgets' own: a page script finds it nowhere, and one that catches it as it is created still cannot pass
 * a URL of its own through it.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';
import {
  choosePersona,
  describeJob,
  fillContact,
  heading,
  newVisitor,
  skipPreparation,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

test.use({ baseURL: E2E.partner });

/** The page's Trusted Types API, as much of it as these tests use (TypeScript's DOM types have none). */
interface PagePolicy {
  name: string;
  createScriptURL(url: string): unknown;
}
interface PageTrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): PagePolicy;
}
type TrustedWindow = { trustedTypes: PageTrustedTypes; TrustedTypePolicy: abstract new () => PagePolicy };

const demo = text('en', 'demo');

/** Console errors, page errors and CSP violations (Trusted Types ones included) from the start of the page. */
async function watch(page: Page) {
  const errors: string[] = [];
  const workers: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.addInitScript(() => {
    const violations: { directive: string; sample: string }[] = [];
    (window as unknown as { __violations: typeof violations }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, sample: event.sample }),
    );
  });
  return {
    errors,
    workers,
    violations: () =>
      page.evaluate(
        () => (window as unknown as { __violations: { directive: string; sample: string }[] }).__violations,
      ),
  };
}

test.describe('Trusted Types on the partner page', () => {
  test('with the alex-widgets policy allowed: the whole wizard, its captcha in a worker, no violation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const seen = await watch(page);
    await page.clock.install();
    const visitor = await newVisitor(page);
    const response = await page.goto('/wizard?trusted-types=alex-widgets');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types alex-widgets');

    const host = wizard(page, '#partner-wizard');
    await waitReady(host);
    await describeJob(host);
    await choosePersona(host);
    await fillContact(host, 'en', visitor);
    await solveCaptcha(host);
    await skipPreparation(page, host);
    await expect(heading(host, demo.steps['5'].title)).toBeFocused({ timeout: 15_000 });

    // Both captcha gates were solved in the worker, made from a blob: URL through the policy.
    expect(seen.workers).toHaveLength(2);
    for (const url of seen.workers) expect(url).toMatch(/^blob:/);
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('with the alex-widgets policy allowed: the live calls, the audio player and the calculator, no violation', async ({
    page,
  }) => {
    const seen = await watch(page);
    await page.goto('/widgets?trusted-types=alex-widgets');
    for (const selector of ['#partner-live-calls', '#partner-audio', '#partner-calculator']) {
      await waitReady(page.locator(selector));
    }
    const calculator = page.locator('#partner-calculator');
    await calculator.getByRole('combobox').selectOption({ index: 2 });
    await calculator.getByRole('slider').first().press('ArrowRight');
    const player = page.locator('#partner-audio');
    await player.getByRole('button', { name: /play/i }).first().click();
    await expect(page.locator('#partner-live-calls').getByRole('listitem').first()).toBeVisible();

    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('a page script finds the policy nowhere, and cannot create one of that name', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/wizard?trusted-types=alex-widgets');
    const host = wizard(page, '#partner-wizard');
    await waitReady(host);
    await describeJob(host);
    // The widget works: its captcha was solved in its worker, through the policy.
    expect(seen.workers).toHaveLength(1);
    expect(seen.workers[0]).toMatch(/^blob:/);
    expect(await seen.violations()).toEqual([]);

    const found = await page.evaluate(() => {
      const keys = [...Object.getOwnPropertyNames(window), ...Object.getOwnPropertySymbols(window)];
      const policies = keys.filter((key) => {
        try {
          const value = (window as unknown as Record<PropertyKey, unknown>)[key];
          return value instanceof (window as unknown as TrustedWindow).TrustedTypePolicy;
        } catch {
          return false;
        }
      });
      const attempt = (action: () => unknown) => {
        try {
          action();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const own = URL.createObjectURL(new Blob(['postMessage("the page\'s own")'], { type: 'text/javascript' }));
      return {
        policies: policies.map(String),
        symbol: Symbol.for('alex-widgets.trusted-types-policy') in window,
        sameName: attempt(() =>
          (window as unknown as TrustedWindow).trustedTypes.createPolicy('alex-widgets', {
            createScriptURL: (url) => url,
          }),
        ),
        plainWorker: attempt(() => new Worker(own)),
      };
    });
    expect(found).toEqual({ policies: [], symbol: false, sameName: 'TypeError', plainWorker: 'TypeError' });
  });

  test('a page script that catches the policy as it is created cannot pass a URL of its own through it', async ({
    page,
  }) => {
    const seen = await watch(page);
    // A script of the page that runs before the widgets and keeps every policy created after it.
    await page.addInitScript(() => {
      const kept: PagePolicy[] = [];
      (window as unknown as { __kept: PagePolicy[] }).__kept = kept;
      const factory = (window as unknown as TrustedWindow).trustedTypes;
      const create = factory.createPolicy.bind(factory);
      factory.createPolicy = (name, rules) => {
        const policy = create(name, rules);
        kept.push(policy);
        return policy;
      };
    });
    await page.goto('/wizard?trusted-types=alex-widgets');
    const host = wizard(page, '#partner-wizard');
    await waitReady(host);
    await describeJob(host);
    expect(seen.workers).toHaveLength(1);
    expect(await seen.violations()).toEqual([]);

    const tried = await page.evaluate((widgetsOwn) => {
      const kept = (window as unknown as { __kept: PagePolicy[] }).__kept;
      const policy = kept[0];
      const attempt = (url: string) => {
        try {
          new Worker(policy?.createScriptURL(url) as unknown as string);
          return 'started';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const own = URL.createObjectURL(new Blob(['postMessage("the page\'s own")'], { type: 'text/javascript' }));
      return {
        kept: kept.map((p) => p.name),
        pagesBlob: attempt(own),
        // The widget's own URL, once its worker ran: freed, and no longer passed.
        widgetsSpentBlob: attempt(widgetsOwn),
        script: attempt(`${location.origin}/widgets/embed.js`),
        data: attempt('data:text/javascript,postMessage(1)'),
      };
    }, seen.workers[0] ?? '');
    expect(tried).toEqual({
      kept: ['alex-widgets'],
      pagesBlob: 'TypeError',
      widgetsSpentBlob: 'TypeError',
      script: 'TypeError',
      data: 'TypeError',
    });
    // No worker but the widget's own ever started.
    expect(seen.workers).toHaveLength(1);
  });

  test("with no policy allowed ('none'): the captcha is solved on the main thread after one report", async ({
    page,
  }) => {
    const seen = await watch(page);
    await page.goto('/wizard?trusted-types=none');
    const host = wizard(page, '#partner-wizard');
    await waitReady(host);
    await describeJob(host);

    expect(seen.workers).toEqual([]);
    // The refused policy, reported once (the widgets do not ask again), and no refused worker after it.
    expect(await seen.violations()).toEqual([{ directive: 'trusted-types', sample: 'alex-widgets' }]);
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toContain('alex-widgets');
  });
});
