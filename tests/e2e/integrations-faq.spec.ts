/** The integrations catalogue (search, live-only switch, custom-connector offer, FAQ), the home teaser and the FAQ page. */
import { expect, type Page, test } from '@playwright/test';
import { atsOnly, INTEGRATIONS, liveOnly, TEASER_SIZE } from '../../shared/integrations';
import { BOOKING_FIXTURE } from '../fixtures/company';
import { gotoSite } from './site-helpers';
import { text } from './wizard-helpers';

const ATS_COUNT = atsOnly(INTEGRATIONS).length;
const LIVE_ATS_COUNT = liveOnly(atsOnly(INTEGRATIONS)).length;

const catalogue = (page: Page) => page.getByRole('list', { name: 'ATS integrations' }).locator('> li');
const count = (page: Page) => page.getByTestId('integrations-count');
const scope = (page: Page) => page.getByTestId('integrations-scope');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search an ATS' });

test.describe('integrations page', () => {
  test('search narrows the list, ignoring case and accents, and the count follows', async ({ page }) => {
    await gotoSite(page, '/integrations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex works inside the ATS you already use');
    await expect(catalogue(page)).toHaveCount(ATS_COUNT);
    await expect(count(page)).toHaveText(`${ATS_COUNT} integrations`);
    await expect(page.getByRole('status').filter({ has: count(page) })).toBeVisible();

    await search(page).fill('TALENTSOFT');
    await expect(catalogue(page)).toHaveCount(1);
    await expect(catalogue(page).first()).toContainText('Cegid Talentsoft');
    await expect(catalogue(page).first()).toContainText('Live');
    await expect(count(page)).toHaveText('1 integration');

    await search(page).fill('avionte');
    await expect(catalogue(page)).toHaveCount(1);
    await expect(catalogue(page).first()).toContainText('Avionté');
    await expect(catalogue(page).first()).toContainText('Coming soon');

    // Tags are searchable too, and only ATS are listed (Bullhorn CRM is not).
    await search(page).fill('staffing');
    await expect(catalogue(page).filter({ hasText: 'Bullhorn' })).toHaveCount(1);
    await expect(page.getByText('Bullhorn CRM')).toHaveCount(0);
  });

  test('a search without a match shows the empty state, whose button clears the search', async ({ page }) => {
    await gotoSite(page, '/integrations');
    await search(page).fill('no such tool');
    await expect(catalogue(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('0 integrations');
    const empty = page.getByTestId('integrations-empty');
    await expect(empty).toContainText('No ATS matches “no such tool”');

    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(catalogue(page)).toHaveCount(ATS_COUNT);
  });

  test('the live-only switch keeps the integrations live with Alex and says so', async ({ page }) => {
    await gotoSite(page, '/integrations');
    const toggle = page.getByRole('switch', { name: 'Live with Alex only' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(scope(page)).toHaveText('Showing the full catalogue');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(scope(page)).toHaveText('Showing only the integrations live with Alex');
    await expect(catalogue(page)).toHaveCount(LIVE_ATS_COUNT);
    await expect(count(page)).toHaveText(`${LIVE_ATS_COUNT} integrations`);
    await expect(catalogue(page).filter({ hasText: 'Coming soon' })).toHaveCount(0);

    // Combined with a search for a tool that is not live yet: the empty state offers the full catalogue.
    await search(page).fill('greenhouse');
    await expect(catalogue(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the full catalogue' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(catalogue(page)).toHaveCount(1);

    // The keyboard works the switch too.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  test('the FAQ accordion keeps one answer open at a time', async ({ page }) => {
    await gotoSite(page, '/integrations');
    const faq = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Integration questions' }),
    });
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(5);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('From 15 minutes')).toBeVisible();

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('From 15 minutes')).toBeHidden();
    const panelId = await buttons.nth(1).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(page.locator(`[id="${panelId}"]`)).toContainText('in 1 to 2 weeks');

    await buttons.nth(4).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await buttons.nth(4).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the custom-integration button opens the booking page in a new tab and is tracked', async ({ page }) => {
    await page
      .context()
      .route('https://cal.example/**', (route) => route.fulfill({ body: 'booking', contentType: 'text/plain' }));
    await gotoSite(page, '/integrations');
    const cta = page.getByRole('link', { name: /Request a custom integration/ });
    const [popup] = await Promise.all([page.waitForEvent('popup'), cta.click()]);
    await expect.poll(() => popup.url()).toBe(BOOKING_FIXTURE.en);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
    );
    expect(events).toContain('integrations_cta_clicked');
  });

  test('French visitors get French copy and the French booking page', async ({ page }) => {
    await page
      .context()
      .route('https://cal.example/**', (route) => route.fulfill({ body: 'booking', contentType: 'text/plain' }));
    await gotoSite(page, '/integrations?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Alex s'intègre à l'ATS que vous utilisez déjà");
    await expect(count(page)).toHaveText(`${ATS_COUNT} intégrations`);
    await expect(page.getByRole('switch', { name: 'Disponibles avec Alex uniquement' })).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Demander une intégration sur mesure/ }).click(),
    ]);
    await expect.poll(() => popup.url()).toBe(BOOKING_FIXTURE.fr);
  });

  test('Spanish visitors get Spanish headings', async ({ page }) => {
    await gotoSite(page, '/integrations?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex se integra con el ATS que ya utiliza');
    await expect(page.getByRole('heading', { level: 2, name: 'Preguntas sobre las integraciones' })).toBeVisible();
  });
});

test.describe('honest counts and distinct logos', () => {
  const TOTAL = INTEGRATIONS.length;
  const NO_INFLATED_COUNT = /50\+|45\+|(plus de|más de) (50|45)\b/;

  for (const language of ['en', 'fr', 'es'] as const) {
    test(`${language}: the page says what the catalogue holds and names the custom connector`, async ({ page }) => {
      await gotoSite(page, `/integrations?lang=${language}`);
      const copy = text(language, 'integrations');
      const fill = (template: string) =>
        template
          .replaceAll('{{ats}}', String(ATS_COUNT))
          .replaceAll('{{live}}', String(LIVE_ATS_COUNT))
          .replaceAll('{{total}}', String(TOTAL));
      await expect(page.locator('header p').last()).toHaveText(fill(copy.page.description));
      await expect(page.locator('body')).not.toContainText(NO_INFLATED_COUNT);
      await expect(page.getByTestId('integrations-count')).toContainText(String(ATS_COUNT));
      await page.getByRole('button', { name: copy.faq.items.coverage.question }).click();
      await expect(page.getByText(fill(copy.faq.items.coverage.answer))).toBeVisible();
    });
  }

  test('no two tiles share a monogram, and marks with a free licence show as such', async ({ page }) => {
    await gotoSite(page, '/integrations');
    const monograms = await catalogue(page).locator('[data-mark="monogram"]').allTextContents();
    expect(monograms.length).toBeGreaterThan(ATS_COUNT - 5);
    expect(monograms.filter((letters, index) => monograms.indexOf(letters) !== index)).toEqual([]);
    expect(monograms.filter((letters) => letters === 'JO')).toHaveLength(1);
    const greenhouse = page.locator('[data-integration="greenhouse"] [data-mark="brand"] svg path');
    await expect(greenhouse).toHaveAttribute('d', /^M/);
  });

  test('the home teaser and the FAQ page quote no count the catalogue does not hold', async ({ page }) => {
    await gotoSite(page, '/');
    const teaser = page.locator('section#integrations');
    await expect(teaser).toContainText(`${LIVE_ATS_COUNT} ATS`);
    await expect(teaser).toContainText(String(ATS_COUNT));
    await expect(teaser).not.toContainText(NO_INFLATED_COUNT);
    await gotoSite(page, '/faq');
    await expect(page.locator('main')).not.toContainText(NO_INFLATED_COUNT);
  });
});

test.describe('home integrations teaser', () => {
  test('shows at most 11 ATS, live first, and links to the catalogue', async ({ page }) => {
    await gotoSite(page, '/');
    const teaser = page.locator('section#integrations');
    const tiles = teaser.getByRole('list').locator('> li');
    await expect(tiles).toHaveCount(TEASER_SIZE);
    await expect(tiles.first()).toContainText('Workday');
    await expect(teaser.getByText('Kelio')).toHaveCount(0);
    await teaser.getByRole('link', { name: /See all integrations/ }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex works inside the ATS you already use');
  });
});

test.describe('FAQ page', () => {
  test('the first section starts open and several can be open at once', async ({ page }) => {
    await gotoSite(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions about Alex, answered');
    const sections = page.getByRole('heading', { level: 2 }).getByRole('button');
    await expect(sections).toHaveCount(4);
    await expect(sections.nth(0)).toHaveAttribute('aria-expanded', 'true');
    for (const index of [1, 2, 3]) await expect(sections.nth(index)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('What is Alex?', { exact: true })).toBeVisible();
    await expect(page.getByText('Is Alex GDPR compliant?')).toBeHidden();

    await sections.nth(3).click();
    await sections.nth(1).click();
    await expect(sections.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(sections.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Is Alex GDPR compliant?')).toBeVisible();
    const panelId = await sections.nth(3).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toContainText('hosted in the European Union');

    // Closing one leaves the others as they are, and the keyboard works the headers.
    await sections.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(sections.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('the FAQ reads in French and in Spanish', async ({ page }) => {
    await gotoSite(page, '/faq?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos questions sur Alex');
    await expect(page.getByRole('button', { name: /Pourquoi Alex/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /Comment travailler avec Alex/ })).toBeVisible();
    await expect(page.getByText(/Jusqu'à 8\slangues, dont le français/).first()).toBeAttached();

    await gotoSite(page, '/faq?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Respuestas a sus preguntas sobre Alex');
    await expect(page.getByRole('button', { name: /Cómo trabajar con Alex/ })).toBeVisible();
  });
});
