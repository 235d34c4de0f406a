/**
 * The home page: its sections in order, the typed title, the calls to action, the FAQ toggle and its languages
 * (the hero's first frames at two widths in three languages: hero.spec.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { JOBS_SITE } from '../../shared/links';
import { gotoSite } from './site-helpers';

const SECTIONS = ['hero', 'pain', 'alex', 'live-calls', 'roi', 'before-after', 'integrations', 'cta-2'];
const TITLE = 'Alex calls every candidate in 30 seconds';

/** Whether the ROI calculator's top is in view right below the fixed top bar (within 32 px). */
const calculatorBelowBar = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('#roi [data-landing]')?.getBoundingClientRect().top ?? -1;
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return top >= bar && top <= bar + 32;
  });

/** The analytics events recorded so far on this page. */
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(({ event }) => event),
  );

test.describe('home page', () => {
  test('shows its sections in order, with their ids, before the footer', async ({ page }) => {
    await gotoSite(page, '/');
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(SECTIONS);
    expect(await page.locator('main').evaluate((main) => main.nextElementSibling?.tagName)).toBe('FOOTER');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the prerendered HTML already holds the full texts the animations later type and count', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    for (const id of SECTIONS) expect(html).toContain(`id="${id}"`);
    // The title's characters, one element each, read the whole title; the heading is named with it too.
    const h1 = /<h1([^>]*)>(.*?)<\/h1>/s.exec(html);
    expect(h1?.[2]?.replace(/<[^>]+>/g, '')).toBe(TITLE);
    expect(h1?.[1]).toContain(`aria-label="${TITLE}"`);
    expect(html).toContain('Hi, I&#x27;m Alex. I call each applicant within 30 seconds');
    // The copy keeps the figure and its unit together with a no-break space.
    for (const figure of ['€500K', '95%', '43%']) expect(html).toContain(figure);
    expect(html).toContain('every sector: healthcare, logistics, retail, hospitality, security and call centres.');
  });

  test('the hero title types itself out in CSS, one character every 50 ms, without moving', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    await expect(title).toBeVisible();
    const characters = title.locator('.typed-title > span');
    await expect(characters).toHaveCount(Array.from(TITLE).length);
    // Each character takes its turn 50 ms after the one before (spec section 9), the caret passing with it.
    const delays = await characters.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).animationDelay.split(',')[0]?.trim()),
    );
    expect(delays.slice(0, 3)).toEqual(['0s', '0.05s', '0.1s']);
    expect(delays.at(-1)).toBe(`${((Array.from(TITLE).length - 1) * 0.05).toFixed(2).replace(/0$/, '')}s`);
    // Only the ink changes: the title keeps its box while it types and once it has typed.
    const during = await title.boundingBox();
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().some((a) => (a as CSSAnimation).animationName === 'typed-ink')),
      )
      .toBe(false);
    expect(await title.boundingBox()).toEqual(during);
  });

  test('Try Alex in the hero opens the demo', async ({ page }) => {
    await gotoSite(page, '/');
    await page.locator('#hero').getByRole('link', { name: 'Try Alex' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await events(page)).toContain('hero_try_alex_clicked');
  });

  test('Simulate ROI in the hero scrolls to the ROI calculator', async ({ page }) => {
    await gotoSite(page, '/');
    await expect(page.locator('#roi')).not.toBeInViewport();
    await page.locator('#hero').getByRole('button', { name: 'Simulate ROI' }).click();
    await expect(page.locator('alex-roi-calculator')).toBeInViewport();
    await expect.poll(() => calculatorBelowBar(page)).toBe(true);
    await expect(page.locator('#roi')).toBeFocused();
    expect(await events(page)).toContain('hero_simulate_roi_clicked');
  });

  test('the solution call to action lights up at the end of the timeline and leads on', async ({ page }) => {
    await gotoSite(page, '/');
    const cta = page.locator('#alex [data-highlighted]');
    await expect(cta).toHaveAttribute('data-highlighted', 'false');
    await page.locator('#alex ol > li').last().scrollIntoViewIfNeeded();
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toHaveAttribute('data-highlighted', 'true');

    const tryAlex = cta.getByRole('link', { name: /Try Alex/ });
    await expect(tryAlex).toHaveAttribute('href', JOBS_SITE);
    await expect(tryAlex).toHaveAttribute('target', '_blank');
    await cta.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(page.locator('alex-roi-calculator')).toBeInViewport();
    await expect.poll(() => calculatorBelowBar(page)).toBe(true);
    expect(await events(page)).toContain('solution_calculate_roi_clicked');
  });

  test('the FAQ toggle shows and hides the FAQ', async ({ page }) => {
    await gotoSite(page, '/');
    const section = page.locator('#cta-2');
    const show = section.getByRole('button', { name: 'Show the FAQ' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await show.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await show.click();
    const hide = section.getByRole('button', { name: 'Hide the FAQ' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await hide.click();
    await expect(section.getByRole('button', { name: 'Show the FAQ' })).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('Call Alex opens the demo', async ({ page }) => {
    await gotoSite(page, '/');
    await page.locator('#cta-2').getByRole('link', { name: 'Call Alex' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await events(page)).toContain('call_alex_clicked');
  });

  test('/#roi scrolls to the ROI calculator on load', async ({ page }) => {
    await gotoSite(page, '/#roi');
    await expect(page.locator('alex-roi-calculator')).toBeInViewport();
    await expect.poll(() => calculatorBelowBar(page)).toBe(true);
    await expect(page.locator('#hero h1')).not.toBeInViewport();
  });

  test('under reduced motion nothing types or counts: the texts show complete at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoSite(page, '/');
    // Once the page is hydrated a typing title would have started.
    await expect(page.locator('[data-interactive]').first()).toBeAttached();
    await page.waitForTimeout(300);
    await expect(page.locator('#hero h1 .invisible')).toHaveCount(0);
    expect(
      await page
        .locator('#hero h1 .typed-title > span')
        .evaluateAll((elements) => elements.filter((element) => element.getAnimations().length > 0).length),
    ).toBe(0);
    await page.locator('#roi dl').first().scrollIntoViewIfNeeded();
    await expect(page.locator('#roi dl').first().locator('dd [data-shown]')).toHaveText(['€500K', '95%', '43%']);
    await expect(page.locator('#hero video')).toHaveCount(0);
  });

  for (const [lang, h1, h2s] of [
    [
      'fr',
      'Alex appelle chaque candidat en 30 secondes',
      ['Découvrez Alex, votre recruteur téléphonique IA', 'Recruter sans Alex, et avec Alex'],
    ],
    [
      'es',
      'Alex llama a cada candidato en 30 segundos',
      ['Conozca a Alex, su reclutador telefónico con IA', 'Contratar sin Alex, y con Alex'],
    ],
  ] as const) {
    test(`?lang=${lang} shows the headings in that language`, async ({ page }) => {
      await gotoSite(page, `/?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      for (const name of h2s) await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('fits a phone screen without horizontal scrolling @mobile', async ({ page }) => {
    await gotoSite(page, '/');
    for (const id of SECTIONS) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
