/**
 * ROI e-mail: sending from the site and from a partner page (CORS), the sending state, refusals and failures, and
 * the line under the e-mail row that says what came of a send until the visitor moves on.
 */
import { expect, type Page, test } from '@playwright/test';
import { computeRoi, formatAmount, formatRoiMultiple, type RoiInputs } from '../../shared/roi';
import { E2E } from './env';
import {
  alexEvents,
  countMails,
  countSendRequests,
  expectedFor,
  expectResults,
  findMail,
  holdSendRequests,
  outboxMentions,
  ownVisitor,
  recordAlexEvents,
  roi,
  send,
  sentText,
  uniqueAddress,
  waitForMail,
  waitReady,
} from './roi-helpers';

const EN = {
  invalid: 'Please enter a valid e-mail address.',
  failure: 'We could not send the e-mail. Please try again.',
  recipientLimit: "This address has had today's ROI e-mails. Please try again tomorrow.",
};
const FR = {
  invalid: 'Merci de saisir une adresse e-mail valide.',
  failure: "Échec de l'envoi de l'e-mail. Merci de réessayer.",
};

async function openSite(page: Page) {
  await page.goto('/');
  const calculator = roi(page, '#roi alex-roi-calculator');
  await waitReady(calculator);
  return calculator;
}

test.describe('ROI e-mail', () => {
  test.beforeEach(({ page }) => ownVisitor(page));

  test('from the site: Sending… with a spinner, then the confirmation, a cleared field and the e-mail in the outbox', async ({
    page,
  }) => {
    await recordAlexEvents(page);
    const calculator = await openSite(page);
    const inputs: RoiInputs = {
      industry: 'hospitality',
      monthlyRecruitments: 50,
      currentTimeToHire: 11,
      costPerDay: 250,
    };
    await calculator.industry.selectOption('hospitality');
    await expectResults(calculator, expectedFor(inputs));
    const results = computeRoi(inputs);

    // Disabled while the field is empty or blank.
    await expect(calculator.submit).toHaveText('Send');
    await expect(calculator.submit).toBeDisabled();
    await calculator.email.fill('   ');
    await expect(calculator.submit).toBeDisabled();

    const requests = countSendRequests(page);
    const hold = await holdSendRequests(page);
    const address = uniqueAddress();
    const requestSent = page.waitForRequest((r) => r.url().endsWith('/api/send-roi-metrics') && r.method() === 'POST');
    await send(calculator, address);
    const request = await requestSent;
    await hold.held;

    // While the request is held: the sending state.
    await expect(calculator.submit).toHaveText('Sending…');
    await expect(calculator.spinner).toBeVisible();
    await expect(calculator.submit).toBeDisabled();
    await expect(calculator.submit).toHaveAttribute('aria-busy', 'true');
    await expect(calculator.email).toHaveValue(address);
    // A second click while sending sends nothing more.
    await calculator.submit.click({ force: true });

    expect(new URL(request.url()).origin).toBe(E2E.gateway);
    expect(request.postDataJSON()).toEqual({
      userEmail: address,
      industry: 'hospitality',
      industryName: 'Hospitality',
      monthlyRecruitments: 50,
      currentTimeToHire: 11,
      costPerDay: 250,
      results: {
        currentCost: results.currentCost,
        withAlexCost: results.withAlexCost,
        savings: results.savings,
        timeReduction: results.timeReduction,
        roiPercentage: results.roiPercentage,
      },
      language: 'en',
    });

    const response = page.waitForResponse((r) => r.url().endsWith('/api/send-roi-metrics'));
    hold.release();
    expect((await response).status()).toBe(200);

    await expect(calculator.sent).toHaveText(sentText(address));
    await expect(calculator.email).toHaveValue('');
    await expect(calculator.submit).toHaveText('Send');
    await expect(calculator.spinner).toHaveCount(0);
    await expect(calculator.submit).toBeDisabled();
    await expect(calculator.submit).toHaveAttribute('aria-busy', 'false');
    await expect(calculator.sendError).toBeEmpty();
    expect(requests.urls).toHaveLength(1);

    const mail = await waitForMail(address);
    expect(mail.eml).toMatch(new RegExp(`^To: ${address.replace(/[+.]/g, '\\$&')}$`, 'm'));
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(formatAmount(results.savings, 'en'));
    expect(mail.html).toContain(formatAmount(results.yearlySavings, 'en'));
    expect(mail.html).toContain(formatRoiMultiple(results.roiPercentage, 'en'));
    expect(mail.html).toContain('Hospitality');

    const events = await alexEvents(page);
    expect(events.filter((e) => e.type.startsWith('alex-roi-email')).map((e) => [e.type, e.detail])).toEqual([
      ['alex-roi-email-request', { industry: 'hospitality' }],
      ['alex-roi-email-success', { industry: 'hospitality' }],
    ]);
    // Events never carry what the visitor typed.
    expect(JSON.stringify(events)).not.toContain(address.split('@')[0]);
  });

  test('from the partner page: a cross-origin call through CORS, in the calculator’s language', async ({ page }) => {
    await page.goto(`${E2E.partner}/`);
    const calculator = roi(page, '#static-calculator');
    await waitReady(calculator);
    await calculator.industry.selectOption('healthcare');
    // French amounts: a narrow no-break space between thousands and a no-break space before the euro sign.
    await expect(calculator.result('savings')).toHaveText('54\u202f250\u00a0€');

    const hold = await holdSendRequests(page);
    const address = uniqueAddress('zoe');
    const responded = page.waitForResponse(
      (r) => r.url().endsWith('/api/send-roi-metrics') && r.request().method() === 'POST',
    );
    await send(calculator, address);
    await hold.held;
    await expect(calculator.submit).toHaveText('Envoi…');
    await expect(calculator.spinner).toBeVisible();
    hold.release();

    const response = await responded;
    expect(new URL(page.url()).origin).toBe(E2E.partner);
    expect(new URL(response.url()).origin).toBe(E2E.gateway);
    expect(await response.request().headerValue('origin')).toBe(E2E.partner);
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe(E2E.partner);

    await expect(calculator.sent).toHaveText(sentText(address, 'fr'));
    await expect(calculator.email).toHaveValue('');
    await expect(calculator.submit).toHaveText('Envoyer');
    // The other calculator on the page shows nothing.
    await expect(roi(page, '#react-calculator').sent).toBeEmpty();

    const mail = await waitForMail(address);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('54\u202f250\u00a0€');
    expect(mail.html).toContain('651\u202f000\u00a0€');
    expect(mail.html).toContain('9,4x');
    expect(mail.html).toContain('Santé et petite enfance');
  });

  test('from the partner page’s React-rendered calculator (English)', async ({ page }) => {
    await page.goto(`${E2E.partner}/`);
    const calculator = roi(page, '#react-calculator');
    await waitReady(calculator);
    await calculator.slider('monthlyRecruitments').fill('200');
    const inputs: RoiInputs = { industry: 'custom', monthlyRecruitments: 200, currentTimeToHire: 15, costPerDay: 500 };
    await expect(calculator.result('savings')).toHaveText(expectedFor(inputs).savings);
    const address = uniqueAddress('ben');
    await send(calculator, address);
    await expect(calculator.sent).toHaveText(sentText(address));
    await expect(calculator.email).toHaveValue('');
    const mail = await waitForMail(address);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(expectedFor(inputs).savings);
    expect(mail.html).toContain('200 hires');
  });

  test('an invalid address is said so in the card and nothing is sent', async ({ page }) => {
    await recordAlexEvents(page);
    const calculator = await openSite(page);
    const requests = countSendRequests(page);
    const token = `no-at-sign-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

    for (const address of ['no-at-sign', 'a@', token]) {
      await send(calculator, address);
      await expect(calculator.sendError).toHaveText(EN.invalid);
      // The field is marked and points at the reason.
      await expect(calculator.email).toHaveAttribute('aria-invalid', 'true');
      await expect(calculator.email).toHaveAccessibleDescription(EN.invalid);
      // The visitor keeps what they typed, to correct it.
      await expect(calculator.email).toHaveValue(address);
      await expect(calculator.submit).toHaveText('Send');
      await expect(calculator.submit).toBeEnabled();
    }
    await expect(calculator.sent).toBeEmpty();
    const emailEvents = (await alexEvents(page)).filter((e) => e.type.startsWith('alex-roi-email'));
    expect(emailEvents.map((e) => [e.type, e.detail])).toEqual(
      Array(3).fill(['alex-roi-email-error', { industry: 'custom', reason: 'invalid-email' }]),
    );

    // A valid send afterwards is the first and only request: none left for the invalid ones.
    const address = uniqueAddress();
    await send(calculator, address);
    await expect(calculator.sent).toHaveText(sentText(address));
    await expect(calculator.sendError).toBeEmpty();
    await expect(calculator.email).not.toHaveAttribute('aria-invalid');
    expect(requests.urls).toHaveLength(1);
    await waitForMail(address);
    expect(await outboxMentions(token)).toBe(false);
  });

  test('the confirmation stays after 10 s, and goes when the visitor edits a figure, the address or sends again', async ({
    page,
  }) => {
    const calculator = await openSite(page);
    // A fake clock from here on: ten seconds pass at once, and any timer that would hide the line runs.
    await page.clock.install();
    const address = uniqueAddress('lea');
    await send(calculator, address);
    await expect(calculator.sent).toHaveText(sentText(address));
    await page.clock.runFor(10_000);
    await expect(calculator.sent).toHaveText(sentText(address));
    await expect(calculator.sent).toBeVisible();

    // A send again (answered here, so that no proof of work runs under the fake clock): the line goes while it
    // runs, then says the new one.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/send-roi-metrics', async (route) => {
      await gate;
      await route.fulfill({ json: { success: true } });
    });
    const second = uniqueAddress('max');
    const held = page.waitForRequest('**/api/send-roi-metrics');
    await send(calculator, second);
    await held;
    await expect(calculator.sent).toBeEmpty();
    release();
    await expect(calculator.sent).toHaveText(sentText(second));

    // A figure changes: the results are not the ones sent any more.
    await calculator.slider('monthlyRecruitments').press('ArrowRight');
    await expect(calculator.sent).toBeEmpty();

    // So does the industry.
    await send(calculator, second);
    await expect(calculator.sent).toHaveText(sentText(second));
    await calculator.industry.selectOption('retail');
    await expect(calculator.sent).toBeEmpty();

    // The address is edited, after an error as after a send.
    await send(calculator, 'no-at-sign');
    await expect(calculator.sendError).toHaveText(EN.invalid);
    await page.clock.runFor(10_000);
    await expect(calculator.sendError).toHaveText(EN.invalid);
    await calculator.email.press('End');
    await calculator.email.press('Backspace');
    await expect(calculator.sendError).toBeEmpty();
    await expect(calculator.email).not.toHaveAttribute('aria-invalid');
  });

  test('what came of a send shows inside the card, under the e-mail row, and moves nothing @mobile', async ({
    page,
  }) => {
    const calculator = await openSite(page);
    // The row at the screen's bottom edge, as for a visitor who scrolled just far enough to reach it.
    await calculator.submit.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 4, behavior: 'instant' });
    });
    const card = calculator.host.locator('section[part="container"]');
    const before = await card.boundingBox();
    const toggleBefore = await calculator.formulaToggle.boundingBox();
    if (!before || !toggleBefore) throw new Error('the calculator has no box');

    const lines: [string, () => Promise<void>, ReturnType<typeof calculator.host.locator>][] = [
      ['an invalid address', () => send(calculator, 'no-at-sign'), calculator.sendError],
      [
        'a failure',
        async () => {
          await page.route('**/api/send-roi-metrics', (route) => route.fulfill({ status: 500, json: {} }));
          await send(calculator, uniqueAddress('ivy'));
          await expect(calculator.sendError).toHaveText(EN.failure);
          await page.unroute('**/api/send-roi-metrics');
        },
        calculator.sendError,
      ],
      ['a send', () => send(calculator, uniqueAddress('a-rather-long-name.with-dots')), calculator.sent],
    ];
    for (const [what, act, line] of lines) {
      await act();
      await expect(line, what).not.toBeEmpty();
      const [c, l, b, f, toggle] = await Promise.all([
        card.boundingBox(),
        line.boundingBox(),
        calculator.submit.boundingBox(),
        calculator.email.boundingBox(),
        calculator.formulaToggle.boundingBox(),
      ]);
      if (!c || !l || !b || !f || !toggle) throw new Error(`${what}: a part has no box`);
      // Inside the card, under the field and the button, over neither.
      expect(l.x, what).toBeGreaterThanOrEqual(c.x);
      expect(l.x + l.width, what).toBeLessThanOrEqual(c.x + c.width + 0.5);
      expect(l.y, what).toBeGreaterThanOrEqual(Math.max(b.y + b.height, f.y + f.height));
      // Nothing moves: the card keeps its height and what follows the line stays where it was.
      expect(c.height, what).toBeCloseTo(before.height, 0);
      expect(toggle.y - c.y, what).toBeCloseTo(toggleBefore.y - before.y, 0);
    }
    await page.screenshot({ path: `tests/.tmp/screenshots/roi-status-${test.info().project.name}.png` });
  });

  for (const [failure, answer] of [
    ['HTTP 500', { status: 500, json: { error: { code: 'INTERNAL', message: 'Mail server exploded' } } }],
    ['HTTP 200 without a success flag', { status: 200, json: { success: false, error: 'Mail server exploded' } }],
    ['a network failure', 'abort'],
  ] as const) {
    test(`a failing API (${failure}) says it failed, in the card, and keeps the address`, async ({ page }) => {
      // A request that got no answer is sent three times more (0.3, 1 and 2.5 s apart) before the card says so.
      if (answer === 'abort') test.slow();
      await recordAlexEvents(page);
      const calculator = await openSite(page);
      await calculator.industry.selectOption('retail');
      await page.route('**/api/send-roi-metrics', (route) =>
        answer === 'abort' ? route.abort('failed') : route.fulfill(answer),
      );
      const address = uniqueAddress('fay');
      await send(calculator, address);
      await expect(calculator.sendError).toHaveText(EN.failure, { timeout: 15_000 });
      // The server's own message is not shown.
      await expect(calculator.host.getByText('Mail server exploded')).toHaveCount(0);
      await expect(calculator.sent).toBeEmpty();
      await expect(calculator.email).toHaveValue(address);
      await expect(calculator.submit).toHaveText('Send');
      await expect(calculator.submit).toBeEnabled();
      await expect(calculator.spinner).toHaveCount(0);
      const emailEvents = (await alexEvents(page)).filter((e) => e.type.startsWith('alex-roi-email'));
      expect(emailEvents.map((e) => [e.type, e.detail])).toEqual([
        ['alex-roi-email-request', { industry: 'retail' }],
        ['alex-roi-email-error', { industry: 'retail', reason: 'request-failed' }],
      ]);
      expect(await findMail(address)).toBeUndefined();

      // Retrying once the API is back works, with the address still there.
      await page.unroute('**/api/send-roi-metrics');
      await calculator.submit.click();
      await expect(calculator.sent).toHaveText(sentText(address));
      await expect(calculator.sendError).toBeEmpty();
      await expect(calculator.email).toHaveValue('');
      await waitForMail(address);
    });
  }

  test('a failing API seen from the partner page says so in French', async ({ page }) => {
    await page.goto(`${E2E.partner}/`);
    const calculator = roi(page, '#static-calculator');
    await waitReady(calculator);
    await page.route(`${E2E.gateway}/api/send-roi-metrics`, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'boom' } },
        headers: { 'access-control-allow-origin': E2E.partner },
      }),
    );
    const address = uniqueAddress('gus');
    await send(calculator, address);
    await expect(calculator.sendError).toHaveText(FR.failure);
    await expect(calculator.email).toHaveValue(address);
    await expect(calculator.submit).toHaveText('Envoyer');
    await expect(calculator.submit).toBeEnabled();
  });
  test("a visitor's second e-mail: the calculator solves the proof of work and sends it; an address's fourth of the day is refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const calculator = await openSite(page);
    const address = uniqueAddress('kim');
    await send(calculator, address);
    await expect(calculator.sent).toHaveText(sentText(address));

    // The second: refused for want of a token, solved, sent again with the token.
    const seen: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/^\/api\/(send-roi-metrics|demo\/security\/captcha\/)/.test(url.pathname))
        seen.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    });
    await send(calculator, address);
    await expect
      .poll(() => seen, { timeout: 40_000 })
      .toEqual([
        'POST /api/send-roi-metrics 403',
        'POST /api/demo/security/captcha/challenge 200',
        'POST /api/demo/security/captcha/verify 200',
        'POST /api/send-roi-metrics 200',
      ]);
    await expect(calculator.sent).toHaveText(sentText(address));

    // Another visitor sends the third to the same address; its fourth is refused, whoever asks.
    const other = await browser.newPage();
    await ownVisitor(other);
    await other.goto('/');
    const second = roi(other, '#roi alex-roi-calculator');
    await waitReady(second);
    await send(second, address);
    await expect(second.sent).toHaveText(sentText(address));
    await send(second, address);
    await expect(second.sendError).toHaveText(EN.recipientLimit, { timeout: 40_000 });
    await other.close();

    await expect.poll(() => countMails(address)).toBe(3);
  });
});
