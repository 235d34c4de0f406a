/**
 * `<alex-live-calls>` embedded by embed.js on a page of the gateway: 18 sample cards labelled in each
 * language, a marquee that moves and stops on hover, focus and the pause button, and stands still under
 * reduced motion, without console errors or serious accessibility violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type enJson from '../../locales/en/live-calls.json';
import { callStatus } from '../../widgets/live-calls/call-rules';
import { type Gender, SAMPLE_CALLS } from '../../widgets/live-calls/sample-calls';

type Texts = typeof enJson;
const texts = (language: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/live-calls.json`, import.meta.url), 'utf8'));
const LOCALES = { en: texts('en'), fr: texts('fr'), es: texts('es') };
const { en, es } = LOCALES;
type Lang = keyof typeof LOCALES;

/** A card's label: a woman's card reads the feminine form where the language has one (`jobs.waiter_female`). */
const agreed = (group: Record<string, string>, key: string, gender: Gender) =>
  (gender === 'female' ? group[`${key}_female`] : undefined) ?? group[key];

/** Console and page errors from the start of the page (Chromium's favicon request is not the widget's doing). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a gateway page with embed.js and puts the marquee in place of its content; embed.js loads it. */
async function mount(page: Page, lang: Lang) {
  await page.goto('/sandbox/landing.html');
  await page.evaluate((language) => {
    const element = document.createElement('alex-live-calls');
    element.setAttribute('lang', language);
    document.body.replaceChildren(element);
  }, lang);
  const host = page.locator('alex-live-calls[data-alex-ready]');
  await expect(host.getByRole('listitem')).toHaveCount(18);
  return host;
}

const row = (page: Page, index: number) => page.locator(`alex-live-calls [data-row="${index}"]`);

/** Horizontal offset of a row's moving track, in px. */
const trackX = (page: Page, index: number) =>
  row(page, index)
    .locator('[data-track]')
    .evaluate((track) => {
      const transform = getComputedStyle(track).transform;
      return transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).m41;
    });

/** The row's animations: play state and loop length, as the browser runs them. */
const animations = (page: Page, index: number) =>
  row(page, index)
    .locator('[data-track]')
    .evaluate((track) =>
      track.getAnimations().map((a) => ({ state: a.playState, duration: a.effect?.getTiming().duration })),
    );

async function expectMoving(page: Page, index: number) {
  const start = await trackX(page, index);
  await expect.poll(() => trackX(page, index)).not.toBe(start);
}

async function expectStill(page: Page, index: number) {
  await expect.poll(() => animations(page, index)).toEqual([expect.objectContaining({ state: 'paused' })]);
  const start = await trackX(page, index);
  await page.waitForTimeout(300);
  expect(await trackX(page, index)).toBe(start);
}

for (const lang of Object.keys(LOCALES) as Lang[]) {
  test(`shows 18 sample calls labelled in ${lang} @mobile`, async ({ page }) => {
    const errors = watchErrors(page);
    const t = LOCALES[lang];
    const host = await mount(page, lang);

    await expect(host.getByRole('heading', { level: 2 })).toHaveText(t.title);
    await expect(host.getByText(t.note)).toBeVisible();
    await expect(
      host.getByRole('group', { name: t.row.replace('{{row}}', '1').replace('{{rows}}', '3') }),
    ).toBeVisible();

    // Each row holds six cards and a copy of them for the loop, hidden from assistive technology and the keyboard.
    await expect(host.locator('li[data-call]')).toHaveCount(36);
    await expect(host.locator('ul[data-copy][aria-hidden="true"][inert]')).toHaveCount(3);

    // The cards people and assistive technology read: not the loop's copies.
    const cards = host.locator('ul:not([data-copy]) > li');
    const jobs = await cards.locator('[data-job]').allTextContents();
    expect(jobs).toEqual(SAMPLE_CALLS.map((call) => agreed(t.jobs, call.jobTitle, call.gender)));
    const statuses = await cards.locator('[data-status-label]').allTextContents();
    expect(statuses).toEqual(SAMPLE_CALLS.map((call) => agreed(t.status, callStatus(call.status), call.gender)));

    // The first card: Sarah M., a warehouse worker in Paris, a match, 4m 32s, one minute ago plus 0-4.
    const first = cards.and(host.locator('[data-call="1"]'));
    await expect(first.locator('[data-job]')).toHaveText(agreed(t.jobs, 'warehouseWorker', 'female') ?? '');
    await expect(first).toContainText('Sarah M.');
    await expect(first).toContainText(t.locations.paris);
    await expect(first.locator('[data-status-label]')).toHaveText(t.status.match);
    await expect(first.locator('[data-duration]')).toHaveText(
      t.duration.replace('{{minutes}}', '4').replace('{{seconds}}', '32'),
    );
    const timeAgo = new RegExp(`^${t.timeAgo.replace('{{minutes}}', '[1-5]')}$`);
    await expect(first.locator('[data-time-ago]')).toHaveText(timeAgo);
    await expect(
      first.getByRole('img', { name: t.nps.replace('{{score}}', '5').replace('{{mood}}', t.npsMood.positive) }),
    ).toBeVisible();
    const scoring = ['experience', 'availability', 'communication', 'motivation', 'skillsMatch'] as const;
    await expect(first.locator('[data-score] dt')).toHaveText(scoring.map((key) => t.scoring[key]));
    await expect(first.locator('[data-score="experience"] dd')).toHaveText(t.percent.replace('{{value}}', '85'));
    await expect(first.locator('[data-score="availability"] dd')).toHaveText(t.percent.replace('{{value}}', '100'));

    // An unknown status (Diego S., 'in_progress') shows as Processing; NPS 1 shows the negative face, 3 the neutral one.
    await expect(cards.and(host.locator('[data-call="12"]')).locator('[data-status-label]')).toHaveText(
      t.status.processing,
    );
    await expect(cards.and(host.locator('[data-call="11"]')).locator('[data-nps]')).toHaveAttribute(
      'data-nps',
      'negative',
    );
    await expect(cards.and(host.locator('[data-call="3"]')).locator('[data-nps]')).toHaveAttribute(
      'data-nps',
      'neutral',
    );

    // The time ago stays the same while the page is open.
    const before = await first.locator('[data-time-ago]').textContent();
    await page.waitForTimeout(300);
    await expect(first.locator('[data-time-ago]')).toHaveText(before ?? '');
    expect(errors).toEqual([]);
  });
}

test('rows loop about every 20 s, alternate direction, and stop on hover', async ({ page }) => {
  // Seven waits for the animation to move or stop: on a busy machine that is more than the default 30 s.
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await mount(page, 'en');
  for (const index of [0, 1, 2]) {
    expect(await animations(page, index)).toEqual([{ state: 'running', duration: 20_000 }]);
  }
  // The first row moves left, the second right.
  const [a0, a1] = [await trackX(page, 0), await trackX(page, 1)];
  await expect.poll(() => trackX(page, 0)).toBeLessThan(a0);
  await expect.poll(() => trackX(page, 1)).toBeGreaterThan(a1);

  await row(page, 0).hover();
  await expectStill(page, 0);
  await expectMoving(page, 1);
  await page.mouse.move(0, 0);
  await expectMoving(page, 0);

  // A click focuses the row but, with no keyboard focus ring, it only stops while the pointer is over it.
  await row(page, 0).click();
  await expectStill(page, 0);
  await page.mouse.move(0, 0);
  await expectMoving(page, 0);
  expect(errors).toEqual([]);
});

test('on a small screen a loop lasts about 26.6 s @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await mount(page, 'fr');
  expect(await animations(page, 0)).toEqual([{ state: 'running', duration: 26_600 }]);
  await expectMoving(page, 0);
});

test('keyboard focus stops a row, and the pause button stops them all', async ({ page }) => {
  const errors = watchErrors(page);
  const host = await mount(page, 'en');
  const pause = host.getByRole('button', { name: en.pause });

  await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row(page, 0)).toBeFocused();
  await expectStill(page, 0);
  await expectMoving(page, 1);

  await pause.click();
  await expect(host.getByRole('button', { name: en.play })).toBeVisible();
  for (const index of [0, 1, 2]) await expectStill(page, index);

  await host.getByRole('button', { name: en.play }).press('Enter');
  await expect(pause).toBeVisible();
  for (const index of [0, 1, 2]) await expectMoving(page, index);
  expect(errors).toEqual([]);
});

test.describe('under prefers-reduced-motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('nothing moves, no copies, and the rows scroll by keyboard @mobile', async ({ page }) => {
    const errors = watchErrors(page);
    const host = await mount(page, 'es');
    await expect(host.getByRole('heading', { level: 2 })).toHaveText(es.title);
    await expect(host.locator('li[data-call]')).toHaveCount(18);
    await expect(host.locator('ul[data-copy]')).toHaveCount(0);
    await expect(host.getByRole('button')).toHaveCount(0);
    for (const index of [0, 1, 2]) {
      expect(await animations(page, index)).toEqual([]);
      expect(await trackX(page, index)).toBe(0);
    }
    await page.waitForTimeout(300);
    expect(await trackX(page, 0)).toBe(0);

    // Cards beyond the edge stay readable: the row scrolls.
    const first = row(page, 0);
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('turning reduced motion on while the page is open stops the marquee', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await mount(page, 'en');
    await expectMoving(page, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => animations(page, 0)).toEqual([]);
    expect(await trackX(page, 0)).toBe(0);
  });
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('has no serious accessibility violation @mobile', async ({ page }) => {
  await mount(page, 'fr');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    return (await axe.run(document)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
  expect(violations).toEqual([]);
});

test.describe('the home page section', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    test(`${language}: the headline shows examples, never a call happening right now`, async ({ page }) => {
      const home = JSON.parse(readFileSync(new URL(`../../locales/${language}/home.json`, import.meta.url), 'utf8'));
      await page.goto(`/?lang=${language}`);
      const section = page.locator('section#live-calls');
      await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText(home.liveCalls.title);
      await expect(section).not.toContainText(/right now|en ce moment|ahora mismo/i);
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('alex-live-calls').getByText(LOCALES[language].note)).toBeVisible();
    });
  }
});
