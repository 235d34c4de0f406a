/**
 * The demo's report, the moment the visitor sees what Alex does: step 5's titles follow the call (Alex is
 * calling, the interview under way, the call over), the live status comes first on a phone, and the report
 * shows the questions Alex asked with the answers as quotes, the reason for each score and a booking link;
 * its e-mail lands in the gateway's outbox once, whether the page is still open or not. At 1440 and 390 px.
 * The sandbox moves the call on the gateway's clock (about 27 s in all).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BOOKING_FIXTURE } from '../fixtures/company';
import { countMails, waitForMail } from './roi-helpers';
import {
  choosePersona,
  describeJob,
  fillContact,
  heading,
  type Language,
  newVisitor,
  skipPreparation,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function openWizard(page: Page, language: Language): Promise<Locator> {
  await page.goto('/sandbox/wizard.html');
  const host = wizard(page);
  await waitReady(host);
  if (language !== 'en') await host.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await expect(heading(host, text(language, 'demo').steps['1'].title)).toBeVisible();
  return host;
}

/** Serious and critical axe violations inside the wizard's shadow root. */
async function seriousViolations(page: Page, host: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return host.evaluate(async (element) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }>;
      };
    };
    const result = await axe.run(element, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)}`));
  });
}

/** From the job to step 5, the call placed. */
async function toStepFive(page: Page, language: Language) {
  await page.clock.install();
  const visitor = await newVisitor(page);
  const host = await openWizard(page, language);
  await describeJob(host, language);
  await choosePersona(host, language);
  await fillContact(host, language, visitor);
  await solveCaptcha(host);
  await skipPreparation(page, host);
  await expect(host.locator('[data-live-call]')).toBeVisible({ timeout: 15_000 });
  return { host, visitor };
}

for (const language of ['en', 'fr', 'es'] as const) {
  const title = `the report shows questions, answers, reasons and a booking link, and its e-mail is sent once (${language}) @mobile`;
  test(title, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
    const demo = text(language, 'demo');
    const email = text(language, 'email').demoReport;
    const { host, visitor } = await toStepFive(page, language);
    const live = host.locator('[data-live-call]');
    const timing = host.locator('[data-summary="timing"]');

    // On a phone the call's status comes first, above what was booked.
    if (testInfo.project.name === 'mobile') {
      const liveTop = (await live.boundingBox())?.y ?? 0;
      const summaryTop = (await host.locator('[data-summary-list]').boundingBox())?.y ?? 0;
      expect(liveTop).toBeLessThan(summaryTop);
    }

    // The titles follow the call: ringing or under way, then over; "within minutes" does not stay.
    await expect(live).toHaveAttribute('data-phase', /ringing|inProgress/, { timeout: 20_000 });
    await expect(
      heading(host, new RegExp(`${demo.success.outcome.ringing.title}|${demo.success.outcome.inProgress.title}`)),
    ).toBeVisible();
    await expect(host.getByRole('heading', { name: demo.steps['5'].title })).toHaveCount(0);
    await expect(live).toHaveAttribute('data-phase', 'inProgress', { timeout: 20_000 });
    await expect(heading(host, demo.success.outcome.inProgress.title)).toBeVisible();
    await expect(timing).toContainText(demo.success.timingNow);
    await expect(live.getByRole('heading', { name: demo.live.title })).toBeVisible();

    // The report: announced, titled, with all it holds.
    await expect(live).toHaveAttribute('data-phase', 'report', { timeout: 60_000 });
    await expect(host.getByRole('status').filter({ hasText: demo.live.reportReady })).toHaveText(demo.live.reportReady);
    await expect(heading(host, demo.success.outcome.completed.title)).toBeVisible();
    await expect(live.getByRole('heading', { name: demo.live.reportTitle, level: 3 })).toBeVisible();
    await expect(live.getByRole('heading', { name: demo.live.title })).toHaveCount(0);
    await expect(timing).not.toContainText(demo.success.withinMinutes);
    await expect(timing).toContainText(demo.success.calledAt.replace(' {{time}}', '').replace('{{time}}', ''));

    // Five scores, each with its reason under its bar.
    await expect(live.locator('[data-score]')).toHaveCount(5);
    for (const key of Object.keys(demo.live.scores)) {
      const score = live.locator(`[data-score="${key}"]`);
      await expect(score).toContainText(demo.live.scores[key]);
      await expect(score.locator('[data-score-reason]')).not.toBeEmpty();
    }
    await expect(live.locator('[data-report-simulated]')).toHaveText(demo.live.report.simulated);

    // The questions Alex asked, as a list, each answer a quote: three at once, the rest on demand.
    const questions = live.getByRole('heading', { name: demo.live.report.questionsTitle, level: 4 });
    await expect(questions).toBeVisible();
    await expect(live.locator('[data-report-question]:visible')).toHaveCount(3);
    const more = live.locator('[data-report-more] summary');
    await more.click();
    await expect(more).toHaveText(demo.live.report.fewerQuestions);
    const all = live.locator('[data-report-question]');
    const count = await all.count();
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(live.locator('[data-report-question]:visible')).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      await expect(all.nth(i).locator('p')).not.toBeEmpty();
      await expect(all.nth(i).locator('blockquote')).toContainText(/\w{3,}/);
    }
    const reasons = await live.locator('[data-score-reason]').allTextContents();
    const asked = await all.locator('p').allTextContents();

    // The booking link, once, in the report's box.
    const book = live.locator('[data-report-booking]').getByRole('link', { name: new RegExp(demo.success.book) });
    await expect(book).toHaveAttribute('href', BOOKING_FIXTURE[language]);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(host.getByRole('link', { name: new RegExp(demo.success.book) })).toHaveCount(1);
    await expect(live.locator('[data-report-emailed]')).toContainText(visitor.email);

    // The social proof in one line, not two strips repeating the home page.
    await expect(host.locator('[data-proof] li')).toHaveCount(3);
    await expect(host.getByText(/€500K|500 K€/)).toHaveCount(0);
    expect(await seriousViolations(page, host)).toEqual([]);

    // The e-mail: in the outbox, in the interview's language, with the same report; once.
    await page.close();
    const mail = await waitForMail(visitor.email, 30_000);
    expect(mail.eml).toContain(`Subject: `);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(email.heading);
    const html = mail.html
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const reason of reasons) expect(html).toContain(reason);
    for (const question of asked) expect(html).toContain(question);
    expect(html).toContain(`href="${BOOKING_FIXTURE[language]}"`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await countMails(visitor.email)).toBe(1);
  });
}
