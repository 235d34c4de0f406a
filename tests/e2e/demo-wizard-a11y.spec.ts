/**
 * Accessibility of the demo wizard: axe-core finds no serious or critical violation in `<alex-demo-wizard>` at
 * each step, in its dialogs and with the country list open (at 1280 and 390 px), and a visitor completes it with
 * the keyboard alone, the focus following each step's heading and coming back from the schedule dialog.
 * playwright's clock is set to ten in the morning, so 'Later today' always has time left.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { EN_WAREHOUSE, SHORT_JOBS } from '../fixtures/job-texts';
import { E2E } from './env';
import {
  consentLabel,
  escapeRegExp,
  heading,
  newVisitor,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

// Evaluated through the DevTools protocol, as in a11y.spec.ts: a page's CSP could block an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The widget's own English texts, so the tests follow the copy. */
const locale = (namespace: string) => text('en', namespace);
const demo = locale('demo');
const dialogs = locale('demo-dialogs');
const captcha = locale('demo-captcha');
const phoneTexts = locale('demo-phone');

/**
 * Ten this morning, or now if that is earlier: most of the day is ahead, so the schedule dialog has a window.
 * Never later than now: the gateway's captcha token expires 15 minutes after the gateway's clock, and a page
 * whose clock runs ahead of it (before 10:00) would find the token it has just received expired already.
 */
function tenThisMorning(): Date {
  const today = new Date();
  today.setHours(10, 0, 0, 0);
  return new Date(Math.min(today.getTime(), Date.now()));
}

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/sandbox/wizard.html');
  const host = wizard(page);
  await waitReady(host);
  await expect(heading(host, demo.steps['1'].title)).toBeVisible();
  return host;
}

/**
 * The captcha card's start button, shown because the invisible check failed (its first verification is
 * dropped here), once the visitor has asked for a new check and it takes a press.
 */
async function captchaCard(page: Page, host: Locator): Promise<Locator> {
  await expect(host.getByText(captcha.errors.verifyFailed)).toBeVisible({ timeout: 15_000 });
  const retry = host.getByRole('button', { name: captcha.retry });
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  const start = host.getByRole('button', { name: captcha.start });
  await expect(start).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  return start;
}

/** The next captcha verification fails as a dropped connection would. */
async function dropNextVerification(page: Page) {
  let dropped = false;
  await page.route('**/api/demo/security/captcha/verify', (route) => {
    if (dropped) return route.fallback();
    dropped = true;
    return route.abort('connectionreset');
  });
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  impact: string | null;
  nodes: AxeNode[];
}

/**
 * Serious and critical violations axe-core finds in the wizard (the host element: axe walks its open shadow
 * root, dialogs in the top layer included). Also checks that axe did look inside the shadow root, so that an
 * empty list is not just axe seeing an empty custom element.
 */
async function seriousViolations(page: Page, host: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, shadowNodes } = await host.evaluate(async (element) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: AxeResult[]; passes: AxeResult[]; incomplete: AxeResult[] }>;
        };
      }
    ).axe;
    const result = await axe.run(element, { resultTypes: ['violations'] });
    // A node inside a shadow root has a target that goes through its host: a nested list of selectors.
    const shadowNodes = [...result.passes, ...result.incomplete, ...result.violations]
      .flatMap((rule) => rule.nodes)
      .filter((node) => Array.isArray(node.target[0])).length;
    return {
      shadowNodes,
      violations: result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.map(
            (n) =>
              `${v.id} (${v.impact}) at ${JSON.stringify(n.target)}: ${n.html.slice(0, 160)} | ` +
              (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          ),
        ),
    };
  });
  expect(shadowNodes, 'axe checked nodes inside the shadow root').toBeGreaterThan(0);
  return violations;
}

/** Runs axe now and records what it found for this state, without stopping the walk through the wizard. */
async function expectAccessible(page: Page, host: Locator, state: string) {
  expect.soft(await seriousViolations(page, host), state).toEqual([]);
}

/** Skips the 20-second preparation once it has started (the clock jumps only over timers already set). */
async function skipPreparation(page: Page, host: Locator) {
  await expect(host.locator('[data-stage="job"]')).toHaveAttribute('data-state', /inProgress|done/, {
    timeout: 15_000,
  });
  await page.clock.fastForward('00:25');
}

test.describe('demo wizard accessibility (axe)', () => {
  test('no serious violation at any step, in the country list and in the schedule dialog @mobile', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: tenThisMorning() });
    const visitor = await newVisitor(page);
    const host = await openWizard(page);

    // Step 1 with its security check line.
    await expectAccessible(page, host, 'step 1 with the security check line');

    // Step 1 passed and empty: Continue waits, focusable, with its reason beside it.
    await solveCaptcha(host);
    await expect(host.locator('[data-continue-hint]')).toHaveText(demo.nav.hints.jobText);
    await expectAccessible(page, host, 'step 1 solved, nothing typed');

    // Under the content check's minimum: the word meter and its advice.
    await host.getByLabel(demo.job.descriptionLabel).fill(SHORT_JOBS.en);
    await expect(host.locator('[data-word-advice]')).toBeVisible();
    await expectAccessible(page, host, 'step 1 under the minimum of words');

    // Step 1 with the job in.
    await host.getByLabel(demo.job.descriptionLabel).fill(EN_WAREHOUSE);
    await expectAccessible(page, host, 'step 1 solved');

    // Step 1 while the job is being read: the parse request waits until axe has seen the 'verified' banner.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${E2E.gateway}/api/recruiter-demo/parse-job`, async (route) => {
      await held;
      await route.fallback();
    });
    await host.getByRole('button', { name: demo.nav.continue }).click();
    await expect(host.getByText(demo.job.banners.verified)).toBeVisible();
    await expectAccessible(page, host, 'step 1 with its verified banner');
    release();

    // Step 2, no interviewer yet: Continue says so.
    await expect(heading(host, demo.steps['2'].title)).toBeFocused({ timeout: 15_000 });
    await expect(host.locator('[data-continue-hint]')).toHaveText(demo.persona.required);
    await expectAccessible(page, host, 'step 2, nothing chosen');

    // Step 2, an interviewer chosen.
    await host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.persona.structured.name)) }).check();
    await expect(host.getByText(demo.persona.structured.selectedMessage)).toBeVisible();
    await expectAccessible(page, host, 'step 2');
    await host.getByRole('button', { name: demo.nav.continue }).click();

    // Step 3, the form filled and the phone field's country list open on a search.
    await expect(heading(host, demo.steps['3'].title)).toBeFocused({ timeout: 15_000 });
    await host.getByRole('textbox', { name: demo.contact.firstName }).fill('Ada');
    await host.getByRole('textbox', { name: demo.contact.email }).fill(visitor.email);
    await host.getByRole('textbox', { name: demo.contact.phone }).fill(visitor.phone);
    await host.getByRole('checkbox', { name: consentLabel('en') }).check();
    const countryButton = host.getByRole('button', { name: /^Country: / });
    await countryButton.click();
    const search = host.getByRole('combobox', { name: phoneTexts.search.label });
    await expect(search).toBeFocused();
    await search.fill('uni');
    await expect(host.getByRole('listbox', { name: phoneTexts.countries }).getByRole('option')).not.toHaveCount(0);
    await expectAccessible(page, host, 'step 3 with the country list open');
    await search.press('Escape');
    await expect(search).toBeHidden();
    await expect(countryButton).toBeFocused();
    await expectAccessible(page, host, 'step 3 filled');
    await host.getByRole('button', { name: demo.nav.generate }).click();

    // Step 4 with its check running.
    await expect(heading(host, demo.steps['4'].title)).toBeFocused({ timeout: 15_000 });
    await expectAccessible(page, host, 'step 4 checking');

    // Step 4 preparing the interview.
    await solveCaptcha(host);
    await expect(host.locator('[data-stage="job"]')).toHaveAttribute('data-state', /inProgress|done/, {
      timeout: 15_000,
    });
    await expectAccessible(page, host, 'step 4 running');

    // The schedule dialog ('Later today' opens it).
    await host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.call.later)) }).check();
    const schedule = host.getByRole('dialog', { name: dialogs.schedule.title });
    await expect(schedule).toBeVisible();
    await expectAccessible(page, host, 'schedule dialog');
    // Cancelled, and called now: a time scheduled on the page's fake clock could be past on the gateway's.
    await schedule.getByRole('button', { name: dialogs.schedule.cancel }).click();
    await expect(schedule).toBeHidden();
    await host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.call.now)) }).check();

    // Step 5.
    await skipPreparation(page, host);
    await expect(heading(host, demo.steps['5'].title)).toBeFocused({ timeout: 15_000 });
    await expectAccessible(page, host, 'step 5');
  });

  test('no serious violation in the rate-limit dialog @mobile', async ({ page }) => {
    await newVisitor(page);
    const host = await openWizard(page);
    await solveCaptcha(host);
    // The visitor's five content checks of five minutes, used up with the captcha token the widget stored.
    const statuses = await page.evaluate(async (url) => {
      const stored = JSON.parse(localStorage.getItem('alex-demo-captcha') ?? 'null') as { token: string } | null;
      if (!stored) throw new Error('no stored captcha');
      const answers: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-captcha-token': stored.token },
          body: JSON.stringify({ content: `Warehouse operative number ${i}`, targetLanguage: 'en' }),
        });
        answers.push(response.status);
      }
      return answers;
    }, `${E2E.gateway}/api/demo/verify-content`);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    await host.getByLabel(demo.job.descriptionLabel).fill(EN_WAREHOUSE);
    await host.getByRole('button', { name: demo.nav.continue }).click();
    const dialog = host.getByRole('dialog', { name: dialogs.rateLimit.title });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(dialogs.rateLimit.messages['content-verification']);
    await expect(dialog.getByRole('button', { name: dialogs.rateLimit.tryLater })).toBeFocused();
    expect(await seriousViolations(page, host)).toEqual([]);
  });
});

/** Whether the element has the focus (inside its shadow root too). */
const isFocused = (target: Locator) => target.evaluate((element) => element.matches(':focus'));

/**
 * Presses Tab until the target has the focus, as a keyboard user moves on to a control; fails when it takes
 * more than `max` presses (the control is not in the tab order, or focus is lost on the way).
 */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused({ timeout: 1 });
}

/** Tab from where the focus is must land on exactly this control. */
async function tab(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('demo wizard with the keyboard alone', () => {
  test('steps 1 to 4 with Tab, Space, Enter and arrows; Escape closes the schedule dialog', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: tenThisMorning() });
    const visitor = await newVisitor(page);
    const host = await openWizard(page);

    // Step 1: the check passes by itself, then the job typed.
    await solveCaptcha(host);
    const job = host.getByLabel(demo.job.descriptionLabel);
    await tabTo(page, job);
    // The title line key by key (Enter makes the new line), the rest in one input as a paste would: typing all
    // of it key by key costs seven seconds and tests nothing more.
    const [title, ...rest] = EN_WAREHOUSE.split('\n');
    await page.keyboard.type(`${title}\n`);
    await page.keyboard.insertText(rest.join('\n'));
    await expect(job).toHaveValue(EN_WAREHOUSE);
    const next = host.getByRole('button', { name: demo.nav.continue });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(heading(host, demo.steps['2'].title)).toBeFocused({ timeout: 15_000 });

    // Step 2: into the radio group with Tab, then the arrows choose.
    // Two personas' names start alike ('The Friendly Recruiter'): each radio by its value.
    const persona = (key: string) => host.locator(`input[type="radio"][value="${key}"]`);
    await expect(persona('structured')).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(demo.persona.structured.name)}`),
    );
    await tab(page, persona('structured'));
    await page.keyboard.press('ArrowDown');
    await expect(persona('balanced')).toBeFocused();
    await expect(persona('balanced')).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(persona('open')).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(persona('balanced')).toBeFocused();
    await expect(persona('balanced')).toBeChecked();
    await expect(persona('open')).not.toBeChecked();
    await expect(host.getByText(demo.persona.balanced.selectedMessage)).toBeVisible();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(heading(host, demo.steps['3'].title)).toBeFocused({ timeout: 15_000 });

    // Step 3: the form in tab order, France chosen in the country list by typing, the number, the consent.
    await tab(page, host.getByRole('textbox', { name: demo.contact.firstName }));
    await page.keyboard.type('Ada');
    await tab(page, host.getByLabel(demo.contact.lastName));
    await page.keyboard.type('Lovelace');
    await tab(page, host.getByLabel(demo.contact.company));
    await page.keyboard.type('Analytical Engines');
    await tab(page, host.getByRole('textbox', { name: demo.contact.email }));
    await page.keyboard.type(visitor.email);
    const countryButton = host.getByRole('button', { name: /^Country: / });
    await tab(page, countryButton);
    await expect(countryButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const search = host.getByRole('combobox', { name: phoneTexts.search.label });
    await expect(search).toBeFocused();
    await expect(countryButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('France');
    // The search box keeps the focus; the best match is the active option it points to.
    const france = host.getByRole('option', { name: /^France\b/ });
    await expect(france).toBeVisible();
    const franceId = await france.getAttribute('id');
    await expect(search).toHaveAttribute('aria-activedescendant', franceId ?? 'missing');
    await page.keyboard.press('Enter');
    await expect(search).toBeHidden();
    await expect(host.getByRole('button', { name: 'Country: France, +33' })).toBeVisible();
    const phone = host.getByRole('textbox', { name: demo.contact.phone });
    await expect(phone).toBeFocused();
    // A French mobile number of this visitor's own (06 12 34 xx xx style).
    const national = `6${visitor.phone.slice(-8)}`;
    await page.keyboard.type(national);
    await expect(phone).toHaveValue(/^6( ?\d\d){4}$/);
    // The data-protection notice's link, then the consent it informs.
    await tab(page, host.getByRole('link', { name: new RegExp(escapeRegExp(demo.contact.privacy.policy)) }));
    const consent = host.getByRole('checkbox', { name: consentLabel('en') });
    await tab(page, consent);
    // Generate waits for the consent, and a keyboard user reaching it hears why; Enter leaves step 3 as it is.
    const generate = host.getByRole('button', { name: demo.nav.generate });
    await tabTo(page, generate);
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await expect(generate).toHaveAccessibleDescription(demo.nav.hints.contactConsent);
    await page.keyboard.press('Enter');
    await expect(host.locator('[data-continue-hint]')).toHaveAttribute('data-nudged', 'true');
    await expect(heading(host, demo.steps['3'].title)).toBeVisible();
    for (let presses = 0; presses < 5 && !(await isFocused(consent)); presses += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, generate);
    await expect(generate).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(heading(host, demo.steps['4'].title)).toBeFocused({ timeout: 15_000 });

    // Step 4: the gate passes by itself, then 'Later today' with the arrows opens the schedule dialog.
    await solveCaptcha(host);
    const now = host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.call.now)) });
    const later = host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.call.later)) });
    await tabTo(page, now);
    await expect(now).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(later).toBeChecked();
    const schedule = host.getByRole('dialog', { name: dialogs.schedule.title });
    await expect(schedule).toBeVisible();
    // The focus is in the dialog, and Tab keeps it there.
    const focusInDialog = () =>
      schedule.evaluate((dialog) => {
        let active = (dialog.getRootNode() as ShadowRoot).activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active !== null && dialog.contains(active);
      });
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus in the dialog after ${i + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(schedule).toBeHidden();
    await expect(later).toBeFocused();
  });

  test('a failed check falls back to the card: solved with the keyboard, the focus goes to the step heading', async ({
    page,
  }) => {
    await newVisitor(page);
    await dropNextVerification(page);
    const host = await openWizard(page);
    const start = await captchaCard(page, host);
    await expectAccessible(page, host, 'step 1 with the captcha card');
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(start).toBeHidden({ timeout: 20_000 });
    // The button that had the focus is gone with the card: the step's heading takes the focus (Gate.tsx),
    // rather than the focus falling back to the document's body.
    await expect(heading(host, demo.steps['1'].title)).toBeFocused();
  });
});
