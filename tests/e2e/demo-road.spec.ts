/**
 * The visitor's road on the site's own demo page, at 1440 and 390 px in three languages: from /demo/recruiter
 * to a ringing phone without a single press on a captcha (both gates pass by themselves), with one language
 * control on the page, and each step brought into view where it starts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  choosePersona,
  describeJob,
  fillContact,
  heading,
  type Language,
  newVisitor,
  ROBOT,
  skipPreparation,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/screenshots');

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** Every captcha card button the page ever showed, counted by the page itself as the wizard renders. */
async function countCaptchaButtons(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((pattern) => {
    const seen = new Set<Element>();
    const robot = new RegExp(pattern);
    const look = () => {
      const root = document.querySelector('alex-demo-wizard')?.shadowRoot;
      for (const button of root?.querySelectorAll('button') ?? []) {
        if (robot.test(button.textContent ?? '')) seen.add(button);
      }
      (window as unknown as { __robotButtons: number }).__robotButtons = seen.size;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, ROBOT.source);
  return () => page.evaluate(() => (window as unknown as { __robotButtons: number }).__robotButtons);
}

/** The step's top (the progress bar and the heading) sits in the viewport. */
async function expectStepInView(page: Page, host: Locator, title: string) {
  const box = async () => (await heading(host, title).boundingBox()) ?? { y: -1, height: 0 };
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const { y, height: h } = await box();
      return y >= 0 && y + h <= height;
    })
    .toBe(true);
}

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `road-${name}.png`) });
};

for (const width of WIDTHS) {
  test.describe(`the road to a demo call at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    for (const language of ['en', 'fr', 'es'] as const satisfies Language[]) {
      test(`from /demo/recruiter to a ringing call with no captcha press, in ${language}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.clock.install();
        const robots = await countCaptchaButtons(page);
        const visitor = await newVisitor(page);
        const demo = text(language, 'demo');
        const captcha = text(language, 'demo-captcha');
        await page.goto(`/demo/recruiter?lang=${language}`);
        const host = wizard(page);
        await waitReady(host);

        // One language control: the site's; the wizard shows none of its own.
        await expect(host.getByRole('combobox')).toHaveCount(0);
        // Step 1: the check runs by itself and says so in one line, then that it passed.
        await solveCaptcha(host);
        await expect(host.getByRole('status').filter({ hasText: captcha.auto.passed })).toBeVisible();
        await shot(page, `step1-${language}-${width.name}`);

        await describeJob(host, language);
        await expectStepInView(page, host, demo.steps['2'].title);
        await choosePersona(host, language);
        await expectStepInView(page, host, demo.steps['3'].title);
        await fillContact(host, language, { phone: visitor.phone, email: visitor.email });
        await expectStepInView(page, host, demo.steps['4'].title);
        // Step 4: the preparation runs while the post-contact check passes by itself.
        await expect(host.locator('[data-stage="job"]')).toHaveAttribute('data-state', /inProgress|done/, {
          timeout: 15_000,
        });
        await solveCaptcha(host);
        await shot(page, `step4-${language}-${width.name}`);
        await skipPreparation(page, host);

        await expect(heading(host, demo.steps['5'].title)).toBeVisible({ timeout: 15_000 });
        const live = host.locator('[data-live-call]');
        await expect(live).toHaveAttribute('data-phase', /ringing|inProgress|report/, { timeout: 30_000 });
        await shot(page, `step5-${language}-${width.name}`);

        expect(await robots()).toBe(0);
      });
    }
  });
}
