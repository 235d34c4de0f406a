/** The home page: its sections in order, the typed title, the calls to action, the FAQ toggle and its languages. */
import { expect, type Page, test } from '@playwright/test';
import { JOBS_SITE } from '../../shared/links';
import { gotoSite } from './site-helpers';

const SECTIONS = ['hero', 'pain', 'alex', 'live-calls', 'roi', 'before-after', 'integrations', 'cta-2'];
const TITLE = 'Alex calls every candidate in 30 seconds';

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
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${TITLE}.*</h1>`, 's'));
    expect(html).toContain('Hi, I&#x27;m Alex. I call each applicant within 30 seconds');
    // The copy keeps the figure and its unit together with a no-break space.
    for (const figure of ['€500K', '95%', '43%']) expect(html).toContain(figure);
    expect(html).toContain('every sector: healthcare, logistics, retail, hospitality, security and call centres.');
  });

  test('the hero title types itself out in place and ends complete', async ({ page }) => {
    // A paused fake clock: the typing moves only when the test says so.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    // The app starts on the frame after the first paint: let that timer run; the typing then waits for the test.
    await page.clock.runFor(20);
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    await expect(title).toBeVisible();
    const prerendered = await title.boundingBox();
    const typed = title.locator('[aria-hidden="true"]');
    const unseen = typed.locator('.invisible');
    // Once hydrated the typing starts from nothing: every character keeps its place, unseen, so nothing moves.
    await expect(typed).toHaveAttribute('data-typed', '0');
    await expect(unseen).toHaveCount(Array.from(TITLE).length);
    const firstLetter = await typed.locator('span').first().boundingBox();
    await page.clock.runFor(TITLE.length * 25);
    const half = Number(await typed.getAttribute('data-typed'));
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(TITLE.length);
    await expect(unseen).toHaveCount(Array.from(TITLE).length - half);
    expect(await title.boundingBox()).toEqual(prerendered);
    expect(await typed.locator('span').first().boundingBox()).toEqual(firstLetter);
    await page.clock.runFor(TITLE.length * 50);
    await expect(unseen).toHaveCount(0);
    await expect(typed).toHaveText(TITLE);
    expect(await title.boundingBox()).toEqual(prerendered);
  });

  test('Try Alex in the hero opens the demo', async ({ page }) => {
    await gotoSite(page, '/');
    await page.locator('#hero').getByRole('link', { name: 'Try Alex' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await events(page)).toContain('hero_try_alex_clicked');
  });

  test('Simulate ROI in the hero scrolls to the ROI section', async ({ page }) => {
    await gotoSite(page, '/');
    await expect(page.locator('#roi-title')).not.toBeInViewport();
    await page.locator('#hero').getByRole('button', { name: 'Simulate ROI' }).click();
    await expect(page.locator('#roi-title')).toBeInViewport();
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
    await expect(page.locator('#roi-title')).toBeInViewport();
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

  test('/#roi scrolls to the ROI section on load', async ({ page }) => {
    await gotoSite(page, '/#roi');
    await expect(page.locator('#roi-title')).toBeInViewport();
    await expect(page.locator('#hero h1')).not.toBeInViewport();
  });

  test('under reduced motion nothing types or counts: the texts show complete at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoSite(page, '/');
    // Once the page is hydrated a typing title would have started.
    await expect(page.locator('[data-interactive]').first()).toBeAttached();
    await page.waitForTimeout(300);
    await expect(page.locator('#hero h1 .invisible')).toHaveCount(0);
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
