/**
 * Prefill from the host page (issue 23), on the partner page (another origin, strict CSP, hostile CSS): a job
 * board's post fills the wizard's step 1 from `job-url` or `job-text`, the calculator takes `email` and
 * `industry`, a refused value is one console warning and nothing the visitor sees, and `prefill-from-url` reads
 * the page's URL parameters, which a widget without it never does. Nothing is sent on the visitor's behalf.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { applyPreset, DEFAULT_ROI_INPUTS } from '../../shared/roi';
import { E2E } from './env';
import { waitReady as calculatorReady, expectInputs, roi } from './roi-helpers';
import { text, waitReady, wizard } from './wizard-helpers';

test.use({ baseURL: E2E.partner });

const demo = text('en', 'demo');
const JOB_URL = 'https://jobs.partner.example/posts/42-warehouse-operator-night-shift';

/** The page's console warnings, page errors and the requests that read a job or send an e-mail. */
function watch(page: Page) {
  const warnings: string[] = [];
  const errors: string[] = [];
  const sent: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    // This partner page's CSP refuses the captcha's blob: worker (the main thread solves): the browser says so.
    const refusedWorker = /^Creating a worker from 'blob:.*violates the following Content Security Policy/;
    if (
      message.type() === 'error' &&
      !message.location().url.endsWith('/favicon.ico') &&
      !refusedWorker.test(message.text())
    )
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (/\/api\/(demo\/(verify-content|process-url)|recruiter-demo|send-roi-metrics)/.test(request.url())) {
      sent.push(request.url());
    }
  });
  return { warnings, errors, sent, prefill: () => warnings.filter((warning) => warning.includes('ignored the ')) };
}

/** Step 1 of a wizard: the mode radios and the two fields. */
function jobStep(host: Locator) {
  return {
    pasteMode: host.getByRole('radio', { name: demo.job.paste }),
    urlMode: host.getByRole('radio', { name: demo.job.url }),
    description: host.getByRole('textbox', { name: demo.job.descriptionLabel }),
    url: host.getByRole('textbox', { name: demo.job.urlLabel }),
  };
}

async function openWizard(page: Page, selector: string) {
  const host = wizard(page, selector);
  await host.scrollIntoViewIfNeeded();
  await waitReady(host);
  return { host, ...jobStep(host) };
}

test.describe('prefill from the host page', () => {
  test('job-url opens step 1 in URL mode and job-text in paste mode, with nothing sent', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/prefill');

    const byUrl = await openWizard(page, '#wizard-url');
    await expect(byUrl.urlMode).toBeChecked();
    await expect(byUrl.url).toHaveValue(JOB_URL);
    await expect(byUrl.description).toHaveCount(0);
    // Nothing is sent: the visitor still presses Continue.
    await expect(byUrl.host.getByRole('button', { name: demo.nav.continue })).toBeVisible();

    const byText = await openWizard(page, '#wizard-text');
    await expect(byText.pasteMode).toBeChecked();
    await expect(byText.description).toHaveValue(/^Warehouse operator, night shift, in Lyon\. .*preferred\.$/);
    await expect(byText.host.getByText(demo.job.tipTitle)).toHaveCount(0);

    expect(seen.prefill()).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.sent).toEqual([]);
  });

  test('the calculator starts with the e-mail and the industry it is given', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/prefill');
    const calculator = roi(page, '#calculator');
    await calculatorReady(calculator);
    await expect(calculator.email).toHaveValue('hr@partner.example');
    await expect(calculator.industry).toHaveValue('logistics');
    await expectInputs(calculator, applyPreset(DEFAULT_ROI_INPUTS, 'logistics'));
    await expect(calculator.submit).toBeEnabled();
    expect(seen.sent).toEqual([]);
    expect(seen.prefill()).toEqual([]);
  });

  test('a refused job-url or industry is one console warning each and no error for the visitor', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/prefill-invalid');
    const bad = await openWizard(page, '#wizard-bad-url');
    await expect(bad.pasteMode).toBeChecked();
    await expect(bad.description).toHaveValue('');
    // The wizard keeps an empty alert region for its error banner: it must stay empty.
    await expect(bad.host.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(bad.host.getByText(/invalid|javascript/i)).toHaveCount(0);

    const calculator = roi(page, '#calculator-bad-industry');
    await calculatorReady(calculator);
    await expect(calculator.industry).toHaveValue('custom');
    await expect(calculator.host.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

    await expect.poll(() => seen.prefill().length).toBe(2);
    const [wizardWarning, calculatorWarning] = [
      seen.prefill().filter((warning) => warning.includes('job-url')),
      seen.prefill().filter((warning) => warning.includes('industry')),
    ];
    expect(wizardWarning).toEqual([
      expect.stringMatching(/^<alex-demo-wizard>: ignored the invalid job-url attribute/),
    ]);
    expect(calculatorWarning).toEqual([
      expect.stringMatching(/^<alex-roi-calculator>: ignored the invalid industry attribute/),
    ]);
    expect(seen.prefill().join(' ')).not.toContain('document.domain');
    expect(seen.errors).toEqual([]);
  });

  test('prefill-from-url reads the URL parameters, the attributes win, and without it they are ignored', async ({
    page,
  }) => {
    const seen = watch(page);
    const search = new URLSearchParams({
      alex_job_url: JOB_URL,
      alex_email: 'recruiter+campaign@partner.example',
      alex_industry: 'Logistics',
    });
    await page.goto(`/prefill-url?${search}`);

    const opted = await openWizard(page, '#wizard-opted-in');
    await expect(opted.urlMode).toBeChecked();
    await expect(opted.url).toHaveValue(JOB_URL);
    const calculator = roi(page, '#calculator-opted-in');
    await calculatorReady(calculator);
    await expect(calculator.email).toHaveValue('recruiter+campaign@partner.example');
    await expect(calculator.industry).toHaveValue('logistics');

    const attribute = roi(page, '#calculator-attribute');
    await calculatorReady(attribute);
    await expect(attribute.industry).toHaveValue('healthcare');
    await expect(attribute.email).toHaveValue('recruiter+campaign@partner.example');

    const plain = await openWizard(page, '#wizard-not-opted-in');
    await expect(plain.pasteMode).toBeChecked();
    await expect(plain.description).toHaveValue('');
    const plainCalculator = roi(page, '#calculator-not-opted-in');
    await calculatorReady(plainCalculator);
    await expect(plainCalculator.email).toHaveValue('');
    await expect(plainCalculator.industry).toHaveValue('custom');

    expect(seen.prefill()).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.sent).toEqual([]);
  });

  test('a refused URL parameter is one warning naming it', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/prefill-url?alex_job_url=ftp%3A%2F%2Fjobs.partner.example%2F42&alex_industry=mining');
    const opted = await openWizard(page, '#wizard-opted-in');
    await expect(opted.pasteMode).toBeChecked();
    await calculatorReady(roi(page, '#calculator-opted-in'));
    await calculatorReady(roi(page, '#calculator-attribute'));
    await expect
      .poll(() => seen.prefill().sort())
      .toEqual([
        expect.stringMatching(/^<alex-demo-wizard>: ignored the invalid URL parameter alex_job_url/),
        expect.stringMatching(/^<alex-roi-calculator>: ignored the invalid URL parameter alex_industry/),
      ]);
    expect(seen.errors).toEqual([]);
  });

  test('a changed attribute fills the field again until the visitor edits it', async ({ page }) => {
    await page.goto('/prefill');
    const calculator = roi(page, '#calculator');
    await calculatorReady(calculator);
    await calculator.host.evaluate((element) => element.setAttribute('email', 'jobs@partner.example'));
    await expect(calculator.email).toHaveValue('jobs@partner.example');
    await calculator.email.fill('me@visitor.example');
    await calculator.host.evaluate((element) => element.setAttribute('email', 'other@partner.example'));
    await calculator.host.evaluate((element) => element.setAttribute('industry', 'retail'));
    await expect(calculator.industry).toHaveValue('retail');
    await expect(calculator.email).toHaveValue('me@visitor.example');

    const byText = await openWizard(page, '#wizard-text');
    await byText.description.fill('A cook for our Lyon restaurant, evenings and weekends.');
    await byText.host.evaluate((element) => element.setAttribute('job-url', 'https://jobs.partner.example/7'));
    await expect(byText.pasteMode).toBeChecked();
    await expect(byText.description).toHaveValue('A cook for our Lyon restaurant, evenings and weekends.');
  });
});
