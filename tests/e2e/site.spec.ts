/** The site around the calculator: the not-found page, the ROI section's toggle and the language select. */
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { DEFAULT_RESULTS_EN, expectedFor, expectInputs, expectResults, roi, waitReady } from './roi-helpers';

test.describe('site', () => {
  test('an unknown path answers 404 with the not-found page and a link back home', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('alex-roi-calculator')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${E2E.gateway}/`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await expectResults(calculator, DEFAULT_RESULTS_EN);

    // A deeper unknown path is a 404 too, and a known one is not.
    expect((await page.request.get('/nope/deeper')).status()).toBe(404);
    expect((await page.request.get('/')).status()).toBe(200);
  });

  test('the ROI section hides and shows the calculator, which keeps its figures', async ({ page }) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await calculator.slider('monthlyRecruitments').fill('300');

    const hide = page.locator('#roi').getByRole('button', { name: 'Hide the calculator' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    await expect(calculator.host).toBeHidden();
    const show = page.locator('#roi').getByRole('button', { name: 'Calculate my ROI' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(calculator.host).toBeVisible();
    await expect(page.locator('#roi').getByRole('button', { name: 'Hide the calculator' })).toBeVisible();
    await expect(calculator.slider('monthlyRecruitments')).toHaveValue('300');
  });

  test('the language select switches the calculator to French, keeps its figures and sets ?lang=fr', async ({
    page,
  }) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await expect(calculator.title).toHaveText('Calculate your ROI');
    await expect(calculator.host).toHaveAttribute('lang', 'en');
    await calculator.industry.selectOption('healthcare');
    await calculator.slider('monthlyRecruitments').press('End');
    const inputs = { industry: 'custom' as const, monthlyRecruitments: 1000, currentTimeToHire: 5, costPerDay: 400 };
    await expectResults(calculator, expectedFor(inputs));

    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(calculator.title).toHaveText('Calculez votre ROI');
    await expect(calculator.host).toHaveAttribute('lang', 'fr');
    await expect(calculator.host.getByRole('combobox', { name: 'Secteur' })).toBeVisible();
    await expect(calculator.submit).toHaveText('Envoyer');
    await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#roi').getByRole('button', { name: 'Masquer le calculateur' })).toBeVisible();
    // Same element, same state: only the words change.
    await expectInputs(calculator, inputs, 'fr');
    await expectResults(calculator, expectedFor(inputs, 'fr'));

    // The choice is remembered: the home page without ?lang opens in French.
    await page.goto('/');
    await waitReady(calculator);
    await expect(calculator.title).toHaveText('Calculez votre ROI');

    // And back to English.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(calculator.title).toHaveText('Calculate your ROI');
    await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
  });

  test('?lang=es shows the calculator in Spanish and ?lang=fr in French', async ({ page }) => {
    await page.goto('/?lang=es');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await expect(calculator.title).toHaveText('Calcule su ROI');
    await expect(calculator.host.getByRole('combobox', { name: 'Sector' })).toBeVisible();
    await expect(calculator.submit).toHaveText('Enviar');
    await expect(calculator.result('timeReduction')).toHaveText('600 días');
    await expect(calculator.result('vacancyReduction')).toHaveText('80 %');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/?lang=fr');
    await waitReady(calculator);
    await expect(calculator.title).toHaveText('Calculez votre ROI');
    await expect(calculator.result('savings')).toHaveText('294\u202f250\u00a0€');
    await expect(calculator.result('timeReduction')).toHaveText('600 jours');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });
});
