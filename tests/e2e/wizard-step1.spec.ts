/**
 * Step 1 says its rule, and the footer says why Continue waits. On `/demo/recruiter` at 1440, 390 and 320 px in
 * three languages: the hint beside Continue never overlaps Back or Continue, in every footer state of steps 1 to 3;
 * a blocked Continue stays in the tab order, named with its reason; a 45-word ad shows what is missing before
 * Continue is pressed; "Use a sample job" fills the field and the demo goes on from it; and the word meter counts
 * as the gateway does (shared/job-words.ts), its thresholds included.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { countWords, JOB_WORDS } from '../../shared/job-words';
import { SHORT_JOBS } from '../fixtures/job-texts';
import { E2E } from './env';
import {
  escapeRegExp,
  heading,
  type Language,
  newVisitor,
  solveCaptcha,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

const LANGUAGES: Language[] = ['en', 'fr', 'es'];
const WIDTHS = [1440, 390, 320];

/** The copy with its placeholders filled, as i18next fills them. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

/** Opens `/demo/recruiter` with the captcha's challenge held back: the footer's first state stays until released. */
async function openHeld(page: Page, language: Language): Promise<{ host: Locator; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${E2E.gateway}/api/demo/security/captcha/challenge`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`/demo/recruiter?lang=${language}`);
  const host = wizard(page);
  await waitReady(host);
  return { host, release };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The footer's parts as drawn: the hint's text (where its glyphs are, which a squeezed box can overflow), Back and
 * Continue. None may overlap another, and none may stick out of the footer.
 */
async function expectFooterClear(host: Locator, state: string) {
  const footer = host.locator('[part="footer"]');
  await expect(footer).toBeVisible();
  const drawn = await footer.evaluate((element) => {
    const box = (rect: DOMRect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    const hint = element.querySelector('[data-continue-hint]');
    let hintText: Box[] = [];
    if (hint) {
      const range = document.createRange();
      range.selectNodeContents(hint);
      hintText = [...range.getClientRects()].filter((rect) => rect.width > 0).map(box);
    }
    const part = (selector: string) => box((element.querySelector(selector) as Element).getBoundingClientRect());
    return {
      footer: box(element.getBoundingClientRect()),
      hintText,
      back: part('[data-nav="back"]'),
      next: part('[data-nav="next"]'),
    };
  });
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  const inside = (a: Box, outer: Box) =>
    a.x >= outer.x - 0.5 &&
    a.y >= outer.y - 0.5 &&
    a.x + a.width <= outer.x + outer.width + 0.5 &&
    a.y + a.height <= outer.y + outer.height + 0.5;
  expect(overlap(drawn.back, drawn.next), `${state}: Back and Continue overlap`).toBe(false);
  for (const line of drawn.hintText) {
    expect(overlap(line, drawn.next), `${state}: the hint runs into Continue`).toBe(false);
    expect(overlap(line, drawn.back), `${state}: the hint runs into Back`).toBe(false);
    expect(inside(line, drawn.footer), `${state}: the hint sticks out of the footer`).toBe(true);
  }
  for (const [name, part] of [
    ['Back', drawn.back],
    ['Continue', drawn.next],
  ] as const) {
    expect(inside(part, drawn.footer), `${state}: ${name} sticks out of the footer`).toBe(true);
  }
}

/** Continue waits, says why in the footer and is described by it; the hint is laid out clear of the buttons. */
async function expectBlocked(host: Locator, next: Locator, hint: string, state: string) {
  await expect(host.locator('[data-continue-hint]')).toHaveText(hint);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAccessibleDescription(hint);
  await expectFooterClear(host, state);
}

test.describe('the footer at every width', () => {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${language} at ${width} px: the hint never overlaps Back or Continue, from step 1 to step 3`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await newVisitor(page);
        const demo = text(language, 'demo');
        const { host, release } = await openHeld(page, language);
        const next = host.locator('[data-nav="next"]');

        // The security check has not run yet.
        await expectBlocked(host, next, demo.job.continueHint, 'captcha pending');
        release();
        await solveCaptcha(host);

        // Nothing to send yet.
        await expectBlocked(host, next, demo.nav.hints.jobText, 'text too short');

        // A 45-word ad: Continue may be pressed (the spec's 20 characters); the meter says what the check wants.
        const field = host.getByRole('textbox', { name: demo.job.descriptionLabel });
        await field.fill(SHORT_JOBS[language]);
        await expect(host.locator('[data-continue-hint]')).toHaveCount(0);
        await expect(next).not.toHaveAttribute('aria-disabled', 'true');
        await expectFooterClear(host, 'text under the minimum');

        // The sample: the field is filled and the demo goes on from it.
        await field.fill('');
        await host.getByRole('button', { name: demo.job.sample.button }).click();
        await expect(field).toHaveValue(demo.job.sample.text);
        await expectFooterClear(host, 'text ok');
        await next.click();
        await expect(heading(host, demo.steps['2'].title)).toBeFocused({ timeout: 15_000 });

        await expectBlocked(host, next, demo.persona.required, 'no interviewer');
        await host.locator('input[type="radio"][value="balanced"]').check();
        await expect(next).not.toHaveAttribute('aria-disabled', 'true');
        await expectFooterClear(host, 'interviewer chosen');
        await next.click();
        await expect(heading(host, demo.steps['3'].title)).toBeFocused({ timeout: 15_000 });

        const list = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' });
        const fields = (...names: string[]) => list.format(names.map((name) => demo.nav.hints.fields[name]));
        await expectBlocked(
          host,
          next,
          fill(demo.nav.hints.contactBoth, { fields: fields('firstName', 'email', 'phone') }),
          'contact empty',
        );
        await host.getByRole('textbox', { name: demo.contact.firstName }).fill('Ada');
        await expectBlocked(
          host,
          next,
          fill(demo.nav.hints.contactBoth, { fields: fields('email', 'phone') }),
          'first name only',
        );
      });
    }
  }
});

test.describe('a blocked Continue says why', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: it is reached by Tab, named with its reason, and a press only says the reason again @mobile`, async ({
      page,
    }) => {
      await newVisitor(page);
      const demo = text(language, 'demo');
      await page.goto(`/demo/recruiter?lang=${language}`);
      const host = wizard(page);
      await waitReady(host);
      await solveCaptcha(host);
      const field = host.getByRole('textbox', { name: demo.job.descriptionLabel });
      await field.focus();

      // From the field, Tab reaches Back (there is no step before, so it waits too) and then Continue.
      const back = host.getByRole('button', { name: demo.nav.back });
      const next = host.getByRole('button', { name: demo.nav.continue });
      for (let presses = 0; presses < 6 && !(await next.evaluate((element) => element.matches(':focus'))); presses++) {
        await page.keyboard.press('Tab');
      }
      await expect(next).toBeFocused();
      await expect(back).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeDisabled();
      await expect(next).toHaveAccessibleDescription(demo.nav.hints.jobText);
      // What a screen reader is given: the button, its name and the reason.
      const described = await next.evaluate((button) => {
        const root = button.getRootNode() as ShadowRoot;
        return (button.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' ');
      });
      expect(described).toBe(demo.nav.hints.jobText);

      // Enter does not move on: the hint is highlighted and said again.
      await page.keyboard.press('Enter');
      await expect(heading(host, demo.steps['1'].title)).toBeVisible();
      await expect(host.locator('[data-continue-hint]')).toHaveAttribute('data-nudged', 'true');
      await expect(host.locator('[part="footer"]').getByRole('status')).toHaveText(demo.nav.hints.jobText);
      await expect(next).toBeFocused();

      // Typed in, the hint goes and Continue is a plain button again.
      await field.fill(SHORT_JOBS[language]);
      await expect(host.locator('[data-continue-hint]')).toHaveCount(0);
      await expect(next).toBeEnabled();
    });
  }
});

test.describe('the word meter', () => {
  for (const language of LANGUAGES) {
    test(`${language}: a 45-word ad says what is missing before Continue is pressed, and the check agrees`, async ({
      page,
    }) => {
      await newVisitor(page);
      const demo = text(language, 'demo');
      const checked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/demo/verify-content')) checked.push(request.url());
      });
      await page.goto(`/demo/recruiter?lang=${language}`);
      const host = wizard(page);
      await waitReady(host);
      await solveCaptcha(host);

      // The rule is there before anything is typed.
      const meter = host.getByRole('meter', { name: demo.job.meter.label });
      const numbers = { min: JOB_WORDS.min, target: JOB_WORDS.target };
      await expect(meter).toHaveAttribute('aria-valuenow', '0');
      await expect(host.locator('[data-word-count]')).toHaveText(fill(demo.job.meter.count, { count: 0, ...numbers }));

      const words = countWords(SHORT_JOBS[language]);
      expect(words).toBe(45);
      await host.getByRole('textbox', { name: demo.job.descriptionLabel }).fill(SHORT_JOBS[language]);
      await expect(meter).toHaveAttribute('aria-valuenow', '45');
      await expect(meter).toHaveAttribute('aria-valuemin', '0');
      await expect(meter).toHaveAttribute('aria-valuemax', String(JOB_WORDS.target));
      await expect(host.locator('[data-word-count]')).toHaveText(fill(demo.job.meter.count, { count: 45, ...numbers }));
      const advice = fill(demo.job.meter.short_other, { count: JOB_WORDS.min - 45 });
      await expect(host.locator('[data-word-advice]')).toHaveText(advice);
      // Continue may be pressed, and says what the check will ask for; nothing was sent for it.
      const next = host.getByRole('button', { name: demo.nav.continue });
      await expect(next).toBeEnabled();
      await expect(next).toHaveAccessibleDescription(advice);
      expect(checked).toEqual([]);

      // Pressed, the gateway refuses it as too short: the meter told the truth.
      await next.click();
      await expect(host.getByText(demo.job.short)).toBeVisible({ timeout: 15_000 });
      expect(checked).toHaveLength(1);
    });
  }

  test('counts every text as the gateway counts it, and its minimum is the gateway’s', async ({ page }) => {
    await newVisitor(page);
    await page.goto('/demo/recruiter?lang=en');
    const host = wizard(page);
    await waitReady(host);
    await solveCaptcha(host);
    const demo = text('en', 'demo');
    const field = host.getByRole('textbox', { name: demo.job.descriptionLabel });
    const meter = host.locator('[data-word-meter]');

    const texts = [
      ...Object.values(SHORT_JOBS),
      text('fr', 'demo').job.sample.text,
      text('es', 'demo').job.sample.text,
      "L'équipe full-time, 40 h/semaine — ¡Únete! 🎯 ⚖️",
      'Cafe\u0301 nin\u0303o, crème brûlée',
      '招聘仓库操作员，负责拣货和包装。倉庫スタッフ募集',
      'Αποθήκη склад مستودع 창고 작업자',
    ];
    for (const sample of texts) {
      await field.fill(sample);
      const expected = countWords(sample);
      await expect(meter, sample).toHaveAttribute('data-words', String(expected));
      await expect(host.getByRole('meter')).toHaveAttribute(
        'aria-valuenow',
        String(Math.min(expected, JOB_WORDS.target)),
      );
    }

    // One word either side of the minimum: the meter and the gateway's check draw the line at the same place.
    const extra = 'Training and uniform are provided by the company for every new guard joining the site team'.split(
      ' ',
    );
    const under = `${SHORT_JOBS.en} ${extra.slice(0, JOB_WORDS.min - 46).join(' ')}.`;
    const enough = `${SHORT_JOBS.en} ${extra.slice(0, JOB_WORDS.min - 45).join(' ')}.`;
    expect([countWords(under), countWords(enough)]).toEqual([JOB_WORDS.min - 1, JOB_WORDS.min]);
    await field.fill(under);
    await expect(meter).toHaveAttribute('data-length', 'short');
    await field.fill(enough);
    await expect(meter).toHaveAttribute('data-length', 'enough');
    const verdicts = await page.evaluate(
      async ({ url, bodies }) => {
        const stored = JSON.parse(localStorage.getItem('alex-demo-captcha') ?? 'null') as { token: string } | null;
        if (!stored) throw new Error('no stored captcha');
        const answers: unknown[] = [];
        for (const content of bodies) {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-captcha-token': stored.token },
            body: JSON.stringify({ content, targetLanguage: 'en' }),
          });
          answers.push(await response.json());
        }
        return answers;
      },
      { url: `${E2E.gateway}/api/demo/verify-content`, bodies: [under, enough] },
    );
    expect(verdicts).toMatchObject([
      { isSufficient: false, sufficiencyCode: 'too_short' },
      { isSufficient: true, sufficiencyCode: null },
    ]);
  });
});

test.describe('the sample job', () => {
  for (const language of LANGUAGES) {
    test(`${language}: "Use a sample job" fills the field, says so, and Continue goes to step 2 @mobile`, async ({
      page,
    }) => {
      await newVisitor(page);
      const demo = text(language, 'demo');
      await page.goto(`/demo/recruiter?lang=${language}`);
      const host = wizard(page);
      await waitReady(host);
      await solveCaptcha(host);

      const sample = host.getByRole('button', { name: demo.job.sample.button });
      // Keyboard first: the choice is a button in the tab order before the field.
      await sample.focus();
      await page.keyboard.press('Enter');
      const field = host.getByRole('textbox', { name: demo.job.descriptionLabel });
      await expect(field).toHaveValue(demo.job.sample.text);
      await expect(field).toBeFocused();
      await expect(sample).toHaveCount(0);
      await expect(host.getByRole('status').filter({ hasText: demo.job.sample.filled })).toHaveCount(1);
      const words = countWords(demo.job.sample.text);
      expect(words).toBeGreaterThanOrEqual(110);
      expect(words).toBeLessThanOrEqual(130);
      await expect(host.locator('[data-word-advice]')).toHaveText(demo.job.meter.target);

      await host.getByRole('button', { name: demo.nav.continue }).click();
      await expect(heading(host, demo.steps['2'].title)).toBeFocused({ timeout: 15_000 });
      await expect(
        host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.persona.balanced.name)) }),
      ).toBeVisible();
    });
  }
});
