/** The use-cases page (cards, keyboard, details, calls to action) and the demo pages (landing, wizard page) in en, fr, es. */
import { expect, type Page, test } from '@playwright/test';
import { JOBS_SITE } from '../../shared/links';
import { BOOKING_FIXTURE } from '../fixtures/company';
import { gotoSite } from './site-helpers';
import { type Language, text } from './wizard-helpers';

const CASES = ['pre', 'reactivation', 'nsr'] as const;
type CaseId = (typeof CASES)[number];

/** The pages' own copy, so the tests follow the locale files. */
const caseCopy = (language: Language) => text(language, 'use-cases');
const landing = (language: Language) => text(language, 'demo-landing');
const EN = caseCopy('en');

const tab = (page: Page, id: CaseId, language: Language = 'en') =>
  page.getByRole('tab', { name: caseCopy(language).cases[id].title, exact: true });

/** The analytics events recorded so far on this page. */
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

async function expectSelected(page: Page, selected: CaseId) {
  for (const id of CASES) {
    await expect(tab(page, id)).toHaveAttribute('aria-selected', String(id === selected));
    if (id === selected) await expect(page.locator(`#detail-${id}`)).toBeVisible();
    else await expect(page.locator(`#detail-${id}`)).toBeHidden();
  }
  await expect(tab(page, selected)).toHaveAttribute('data-active', 'true');
}

test.describe('use-cases page', () => {
  test('opens on pre-qualification, its card active and its detail shown', async ({ page }) => {
    await gotoSite(page, '/use-cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.hero.title);
    await expect(page.getByRole('heading', { level: 2, name: EN.crisis.title })).toBeVisible();
    await expect(page.getByRole('tablist', { name: EN.picker.label })).toBeVisible();
    await expectSelected(page, 'pre');
    const detail = page.locator('#detail-pre');
    await expect(detail).toHaveAttribute('role', 'tabpanel');
    await expect(detail.getByRole('heading', { level: 3, name: EN.cases.pre.title })).toBeVisible();
    await expect(detail.getByText(EN.cases.pre.tag, { exact: true })).toBeVisible();
    await expect(detail.getByText(EN.cases.pre.problem)).toBeVisible();
    await expect(detail.getByRole('heading', { name: EN.process.title })).toBeVisible();
  });

  test('the prerendered page holds all three details, only pre-qualification shown', async ({ page }) => {
    const html = await (await page.request.get('/use-cases')).text();
    // The hidden attribute, not a class such as overflow-hidden.
    expect(html).toMatch(/<div[^>]*id="detail-pre"(?![^>]*\shidden[\s=>])[^>]*>/);
    expect(html).toMatch(/<div[^>]*id="detail-reactivation"[^>]*\shidden[\s=>]/);
    expect(html).toMatch(/<div[^>]*id="detail-nsr"[^>]*\shidden[\s=>]/);
    expect(html).toMatch(/id="use-case-tab-pre"[^>]*aria-selected="true"/);
    for (const id of CASES) expect(html).toContain(EN.cases[id].closing.title);
  });

  test('choosing database reactivation shows its detail and marks its card active', async ({ page }) => {
    await gotoSite(page, '/use-cases');
    await tab(page, 'reactivation').click();
    await expectSelected(page, 'reactivation');
    const detail = page.locator('#detail-reactivation');
    await expect(detail.getByText(EN.cases.reactivation.tag, { exact: true })).toBeVisible();
    await expect(detail.getByText(EN.cases.reactivation.stats.first.value, { exact: true })).toBeVisible();

    await tab(page, 'nsr').click();
    await expectSelected(page, 'nsr');
    await expect(page.locator('#detail-nsr').getByText(EN.cases.nsr.tag, { exact: true })).toBeVisible();
  });

  test('the arrow keys, Home and End move between the cases, focus following', async ({ page }) => {
    await gotoSite(page, '/use-cases');
    await tab(page, 'pre').focus();
    const steps: [string, CaseId][] = [
      ['ArrowRight', 'reactivation'],
      ['ArrowRight', 'nsr'],
      ['ArrowRight', 'pre'],
      ['ArrowLeft', 'nsr'],
      ['Home', 'pre'],
      ['End', 'nsr'],
      ['ArrowUp', 'reactivation'],
      ['ArrowDown', 'nsr'],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect(tab(page, expected)).toBeFocused();
      await expectSelected(page, expected);
    }
    // One tab stop for the cards: Tab goes on to the shown detail's first call to action.
    await page.keyboard.press('Tab');
    await expect(page.locator('#detail-nsr').getByRole('link', { name: EN.cases.nsr.cta1 })).toBeFocused();
  });

  test('each detail ends with two calls to action to the jobs site, in a new tab', async ({ page }) => {
    await gotoSite(page, '/use-cases');
    for (const id of CASES) {
      await tab(page, id).click();
      const detail = page.locator(`#detail-${id}`);
      const jobs = detail.locator(`a[href^="${JOBS_SITE}"]`);
      await expect(jobs).toHaveCount(2);
      for (const link of await jobs.all()) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(detail.getByRole('link', { name: EN.closing.primary })).toBeVisible();
      await expect(detail.getByRole('link', { name: EN.closing.secondary })).toBeVisible();
    }
  });

  test("a detail's first call to action opens the demo", async ({ page }) => {
    await gotoSite(page, '/use-cases');
    await page.locator('#detail-pre').getByRole('link', { name: EN.cases.pre.cta1 }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing('en').title);
  });

  test('tapping a card brings its detail into view on a phone @mobile', async ({ page }) => {
    // The desktop project runs it too: the width decides, so it is set here.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoSite(page, '/use-cases');
    const card = tab(page, 'nsr');
    await card.scrollIntoViewIfNeeded();
    await expect(page.locator('#detail-nsr')).toBeHidden();
    await card.click();
    await expectSelected(page, 'nsr');
    await expect(page.locator('#detail-nsr').getByRole('heading', { level: 3 })).toBeInViewport();
  });

  for (const language of ['fr', 'es'] as const) {
    test(`?lang=${language} shows the page's headings and cases in that language`, async ({ page }) => {
      const copy = caseCopy(language);
      await gotoSite(page, `/use-cases?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.getByRole('heading', { level: 2, name: copy.crisis.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: copy.picker.title })).toBeVisible();
      for (const id of CASES) await expect(tab(page, id, language)).toBeVisible();
      await expect(page.locator('#detail-pre').getByRole('heading', { level: 3 })).toHaveText(copy.cases.pre.title);
      await expect(page.locator('#detail-pre').getByText(copy.cases.pre.tag, { exact: true })).toBeVisible();
    });
  }
});

test.describe('demo landing', () => {
  test.beforeEach(async ({ context }) => {
    // The booking pages are outside; a stand-in answers so the new tab's address can be read.
    await context.route('https://cal.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
    );
  });

  test('Get a call from Alex opens the wizard page, where the wizard shows its first step', async ({ page }) => {
    await gotoSite(page, '/demo');
    const copy = landing('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await page.getByRole('link', { name: copy.call.button }).click();
    await expect(page).toHaveURL(/\/demo\/recruiter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.recruiter.title);
    const wizard = page.locator('alex-demo-wizard');
    await expect(wizard).toHaveAttribute('data-alex-ready', '');
    await expect(wizard).toHaveAttribute('home-url', '/');
    await expect(wizard.getByRole('heading', { level: 3, name: text('en', 'demo').steps['1'].title })).toBeVisible();
    expect(await events(page)).toContainEqual(expect.objectContaining({ event: 'demo_clicked', target: 'recruiter' }));
  });

  test('the back link goes home', async ({ page }) => {
    await gotoSite(page, '/demo');
    await page.getByRole('link', { name: landing('en').back }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('the audio player of the example interview is on the page, in its reserved box', async ({ page }) => {
    await gotoSite(page, '/demo');
    const player = page.locator('alex-audio-player');
    await expect(player).toHaveAttribute('lang', 'en');
    // The player loads as its card comes into view.
    await player.scrollIntoViewIfNeeded();
    await expect(player).toHaveAttribute('data-alex-ready', '');
    await expect(player.getByRole('button', { name: text('en', 'audio-player').controls.play })).toBeVisible();
    const box = await player.locator('xpath=..').boundingBox();
    const shown = await player.boundingBox();
    expect(shown?.height ?? 0).toBeLessThanOrEqual((box?.height ?? 0) + 1);
  });

  for (const [language, words] of [
    ['en', /synthetic voices.*about a minute/],
    ['fr', /synthèse.*une minute environ/],
    ['es', /sintéticas.*un minuto/],
  ] as const) {
    test(`${language}: the interview is an example with synthetic voices, about a minute long`, async ({ page }) => {
      await gotoSite(page, `/demo?lang=${language}`);
      const copy = landing(language);
      const card = page.locator('section[aria-labelledby="demo-listen"]');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(copy.listen.title);
      await expect(card.locator('p').first()).toHaveText(copy.listen.text_one);
      await expect(card.locator('p').first()).toHaveText(words);
      await expect(page.locator('main')).not.toContainText(/real interview|vrai entretien|entrevista real|5 min/i);
    });
  }

  for (const language of ['en', 'fr'] as const) {
    test(`Book a meeting opens the ${language} booking page in a new tab`, async ({ page }) => {
      await gotoSite(page, `/demo?lang=${language}`);
      const copy = landing(language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      const book = page.getByRole('link', { name: copy.meeting.button });
      await expect(book).toHaveAttribute('href', BOOKING_FIXTURE[language]);
      await expect(book).toHaveAttribute('target', '_blank');
      const popup = page.waitForEvent('popup');
      await book.click();
      await expect(await popup).toHaveURL(BOOKING_FIXTURE[language]);
      expect(await events(page)).toContainEqual(expect.objectContaining({ event: 'demo_clicked', target: 'booking' }));
      await expect(page.locator('alex-audio-player')).toHaveAttribute('lang', language);
    });
  }

  test('?lang=es shows the demo pages in Spanish, with the Spanish booking page (BOOKING_URL_ES)', async ({ page }) => {
    const copy = landing('es');
    await gotoSite(page, '/demo?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByRole('heading', { level: 2, name: copy.call.title })).toBeVisible();
    await expect(page.getByRole('link', { name: copy.meeting.button })).toHaveAttribute('href', BOOKING_FIXTURE.es);
    await gotoSite(page, '/demo/recruiter?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.recruiter.title);
    await expect(page.locator('alex-demo-wizard')).toHaveAttribute('lang', 'es');
  });
});

test.describe('on a phone', () => {
  for (const path of ['/use-cases', '/demo', '/demo/recruiter']) {
    test(`${path} fits without horizontal scrolling @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoSite(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('footer').scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
