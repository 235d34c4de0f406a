/**
 * The demo's ending against the e2e gateway's sandbox: step 5 follows the call live until the interview report,
 * step 4 refuses before its preparation when the visitor may not call, and step 1 says why Continue waits.
 * The sandbox moves the call on the gateway's clock (about 27 s in all), so step 5 waits in real time; the
 * page's clock only skips step 4's 20-second preparation.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from './env';
import {
  choosePersona,
  describeJob,
  fillContact,
  heading,
  newVisitor,
  ROBOT,
  skipPreparation,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/screenshots');

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/sandbox/wizard.html');
  const host = wizard(page);
  await waitReady(host);
  return host;
}

const shot = async (page: Page, host: Locator, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await host.locator('[data-live-call]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `step5-${name}-${test.info().project.name}.png`), fullPage: true });
};

test.describe('demo wizard: the ending', () => {
  test('step 5 shows the call live, then the interview report @mobile', async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const visitor = await newVisitor(page);
    const host = await openWizard(page);
    const demo = text('en', 'demo');

    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(host, 'en', visitor);
    await solveCaptcha(host);
    await skipPreparation(page, host);
    await expect(heading(host, demo.steps['5'].title)).toBeFocused({ timeout: 15_000 });
    await expect(host.getByText(demo.steps['5'].subtitle)).toBeVisible();
    await expect(host.locator('[data-next-steps]')).toContainText(demo.success.nextTitle);

    const live = host.locator('[data-live-call]');
    await expect(live.getByRole('heading', { name: demo.live.title })).toBeVisible();
    const status = host.getByRole('status').filter({ hasText: /Call status|interview report/ });

    // The call moves on: ringing or the interview under way, each announced.
    await expect(live).toHaveAttribute('data-phase', /ringing|inProgress/, { timeout: 20_000 });
    await expect(status).toHaveText(/^Call status: (Your phone is ringing|The interview is under way)$/);
    await expect(live).toHaveAttribute('data-phase', 'inProgress', { timeout: 20_000 });
    await expect(live.getByText(demo.live.status.inProgress, { exact: true })).toBeVisible();
    await expect(status).toHaveText(`Call status: ${demo.live.status.inProgress}`);
    await shot(page, host, 'in-progress');

    // Completed: the report's five scores and its summary.
    await expect(live).toHaveAttribute('data-phase', 'report', { timeout: 60_000 });
    await expect(status).toHaveText(demo.live.reportReady);
    await expect(live.locator('[data-score]')).toHaveCount(5);
    for (const key of Object.keys(demo.live.scores)) {
      await expect(live.locator(`[data-score="${key}"]`)).toContainText(demo.live.scores[key]);
      await expect(live.locator(`[data-score="${key}"]`)).toContainText(/\d+ out of 100/);
    }
    await expect(live.locator('[data-report-summary]')).not.toBeEmpty();
    // The step says the call is over; what was to happen next has happened.
    await expect(heading(host, demo.success.outcome.completed.title)).toBeVisible();
    await expect(host.getByText(demo.success.outcome.completed.subtitle)).toBeVisible();
    await expect(host.locator('[data-next-steps]')).toHaveCount(0);
    await shot(page, host, 'completed');
  });

  test('a visitor whose network changes during the call is checked again by itself and keeps following it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const visitor = await newVisitor(page);
    const host = await openWizard(page);
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(host, 'en', visitor);
    await solveCaptcha(host);
    await skipPreparation(page, host);
    const live = host.locator('[data-live-call]');
    await expect(live).toHaveAttribute('data-phase', /waiting|ringing|inProgress/, { timeout: 20_000 });

    // The phone leaves the office Wi-Fi for a mobile network: another /24, the session refused there.
    const moved = `10.251.${visitor.ip.split('.')[2]}.${visitor.ip.split('.')[3]}`;
    await page.route(`${E2E.gateway}/api/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': moved } }),
    );
    // Refused there, the live view checks the visitor again by itself, from the new network.
    const checked = page.waitForRequest((request) => request.url().endsWith('/api/demo/security/captcha/verify'), {
      timeout: 30_000,
    });
    await checked;
    const again = live.locator('[data-live-error="captcha"]');
    await solveCaptcha(host);
    await expect(again).toHaveCount(0);

    // Passed there, the same session follows the same call to its report.
    await expect(live).toHaveAttribute('data-phase', 'report', { timeout: 60_000 });
    await expect(host.getByRole('button', { name: ROBOT })).toHaveCount(0);
    await expect(live.locator('[data-score]')).toHaveCount(5);
  });

  test('step 4 shows the limit dialog as it opens, before the preparation', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    const visitor = await newVisitor(page);
    const host = await openWizard(page);
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(host, 'en', visitor);
    await solveCaptcha(host);
    await skipPreparation(page, host);
    await expect(heading(host, 'Your demo call is booked')).toBeVisible({ timeout: 15_000 });

    // A second demo by the same visitor within five minutes.
    await host.getByRole('button', { name: 'Try another demo' }).click();
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(
      host,
      'en',
      {
        phone: `${visitor.phone.slice(0, -1)}${(Number(visitor.phone.at(-1)) + 1) % 10}`,
        email: `again-${visitor.email}`,
      },
      'dialog',
    );
    const dialog = host.getByRole('dialog', { name: 'Demo limit reached' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await expect(dialog).toContainText(/try again in \d+ minutes?/i);
    await expect(dialog.getByRole('link', { name: /Contact our sales team/ })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Try again later' }).click();
    await expect(dialog).toBeHidden();

    // Solving the gate does not start the preparation: the visitor may not call yet.
    await solveCaptcha(host);
    await page.clock.fastForward('00:05');
    await expect(host.locator('[data-stage="job"]')).toHaveAttribute('data-state', 'pending');
    await expect(host.getByText(text('en', 'demo').call.refused)).toBeVisible();
  });

  test('step 4 says at once that a phone number has had its demo call today, in the limit dialog', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    const first = await newVisitor(page);
    const host = await openWizard(page);
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(host, 'en', first);
    await solveCaptcha(host);
    await skipPreparation(page, host);
    await expect(heading(host, 'Your demo call is booked')).toBeVisible({ timeout: 15_000 });

    // The visitor again, from another address of its network (the pace limit counts addresses, the session
    // stays with the network), with the same phone number and e-mail the same day.
    await host.getByRole('button', { name: 'Try another demo' }).click();
    const [a, b, c, d] = first.ip.split('.');
    await page.route(`${E2E.gateway}/api/**`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-forwarded-for': `${a}.${b}.${c}.${(Number(d) + 1) % 256}` },
      }),
    );
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    await fillContact(host, 'en', first, 'dialog');
    const dialog = host.getByRole('dialog', { name: 'Demo limit reached' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await expect(dialog).toContainText(text('en', 'demo-dialogs').rateLimit.alreadyCalled);
    await expect(dialog).not.toContainText(text('en', 'demo-dialogs').rateLimit.messages['call-creation']);
    // Not in the red banner as well: the dialog says it once.
    await expect(host.getByText(text('en', 'demo-errors').alreadyCalled)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Try again later' }).click();
    await expect(dialog).toBeHidden();
  });

  test('step 1 says why Continue is disabled until the security check is solved', async ({ page }) => {
    await newVisitor(page);
    // The automatic check passes within a fraction of a second: its challenge is held until the hint is read.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${E2E.gateway}/api/demo/security/captcha/challenge`, async (route) => {
      await held;
      await route.fallback();
    });
    const host = await openWizard(page);
    const demo = text('en', 'demo');
    const next = host.getByRole('button', { name: demo.nav.continue });
    await expect(next).toBeDisabled();
    await expect(host.getByText(demo.job.continueHint)).toBeVisible();
    await expect(next).toHaveAccessibleDescription(demo.job.continueHint);
    release();
    await solveCaptcha(host);
    await expect(host.getByText(demo.job.continueHint)).toBeHidden();
    await expect(next).not.toHaveAccessibleDescription(demo.job.continueHint);
  });

  test('a step change brings the top of the wizard back into view @mobile', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 700 });
    await newVisitor(page);
    const host = await openWizard(page);
    await describeJob(host, 'en');
    // Step 2 is long on a phone: the visitor scrolls down to Continue.
    await host.getByRole('radio', { name: /The Structured Recruiter/ }).check();
    await host.getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
    const topBefore = await host.evaluate((el) => el.getBoundingClientRect().top);
    expect(topBefore).toBeLessThan(0);
    await host.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(host, text('en', 'demo').steps['3'].title)).toBeFocused({ timeout: 15_000 });
    await expect
      .poll(() => host.evaluate((el) => el.getBoundingClientRect().top), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(0);
  });
});
