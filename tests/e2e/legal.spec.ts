/**
 * The privacy policy and the legal notice in three languages, reached from every page's footer; the demo's
 * consent names the AI agent and the recording and links to the policy; the optional marketing box travels
 * with the lead, unticked unless the visitor ticks it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPANY_VARIABLES, type CompanyField, formatMonths } from '../../shared/company';
import type { Language } from '../../shared/languages';
import { COMPANY_FIXTURE } from '../fixtures/company';
import { E2E } from './env';
import {
  CONTROLLER,
  choosePersona,
  consentLabel,
  describeJob,
  heading,
  newVisitor,
  text,
  waitReady,
  wizard,
} from './wizard-helpers';

const LANGUAGES: Language[] = ['en', 'fr', 'es'];

for (const language of LANGUAGES) {
  test(`in ${language}: the footer leads to the privacy policy and the legal notice @mobile`, async ({ page }) => {
    const legal = text(language, 'legal');
    const site = text(language, 'site');
    // The facts the gateway filled in are those the browser renders: hydration finds no difference to report.
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${E2E.gateway}/?lang=${language}`);
    const footerNav = page.getByRole('navigation', { name: site.footer.legalLabel });
    await expect(footerNav.getByRole('link', { name: site.footer.links.privacy })).toHaveAttribute('href', /\/privacy/);

    const privacy = await page.goto(`${E2E.gateway}/privacy?lang=${language}`);
    expect(privacy?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.privacy.title);
    // Each use with its data, purpose and legal basis; the authorities to complain to; the rights channel.
    await expect(page.locator('[data-privacy-use]')).toHaveCount(5);
    for (const use of ['demo', 'lead', 'roi', 'security', 'site']) {
      await expect(page.locator(`[data-privacy-use="${use}"]`)).toContainText(legal.privacy.uses[use].basis);
    }
    await expect(page.getByText(legal.privacy.rights.complaint)).toBeVisible();
    // The company the gateway is configured with, in the policy: who, the contact, no DPO, how long.
    const { facts, retention } = COMPANY_FIXTURE;
    await expect(page.locator('[data-company-field="legalName"] dd').first()).toHaveText(facts.legalName as string);
    await expect(page.locator('[data-company-field="privacyEmail"] dd').first()).toHaveText(
      facts.privacyEmail as string,
    );
    await expect(page.locator('[data-company-field="dpo"] dd').first()).toHaveText(legal.dpoNone);
    for (const months of [retention.demo, retention.lead, retention.marketing]) {
      await expect(page.getByText(formatMonths(language, months as number), { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText(legal.notSet)).toHaveCount(0);
    await expect(page.locator('footer')).toContainText(facts.legalName as string);

    const notice = await page.goto(`${E2E.gateway}/legal?lang=${language}`);
    expect(notice?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.notice.title);
    // Every fact LCEN and LSSI ask for, the publisher's and the host's telephones among them.
    const shown: CompanyField[] = [
      'legalName',
      'legalForm',
      'shareCapital',
      'address',
      'registration',
      'vatNumber',
      'phone',
      'publicationDirector',
      'contactEmail',
      'hostName',
      'hostAddress',
      'hostPhone',
    ];
    for (const field of shown) {
      const row = page.locator(`[data-company-field="${field}"]`).first();
      await expect(row.locator('dt'), COMPANY_VARIABLES[field]).toHaveText(legal.fields[field]);
      await expect(row.locator('dd'), COMPANY_VARIABLES[field]).toHaveText(facts[field] as string);
    }
    await expect(page.getByText(legal.notSet)).toHaveCount(0);
    await expect(page.locator('header[data-interactive]')).toBeAttached();
    expect(errors).toEqual([]);
    await page.screenshot({ path: `tests/.tmp/screenshots/legal-${language}-${test.info().project.name}.png` });
  });
}

test('both pages are in the sitemap in every language', async ({ request }) => {
  const sitemap = await (await request.get(`${E2E.gateway}/sitemap.xml`)).text();
  for (const route of ['/privacy', '/legal']) {
    expect(sitemap).toContain(`${E2E.gateway}${route}</loc>`);
    expect(sitemap).toContain(`${E2E.gateway}${route}?lang=fr</loc>`);
    expect(sitemap).toContain(`${E2E.gateway}${route}?lang=es</loc>`);
  }
});

/** The leads the gateway saved to its folder (no CRM configured in the e2e gateway), newest last. */
async function leadsFor(email: string): Promise<{ marketingOptIn?: boolean }[]> {
  const dir = path.join(E2E.dataDir, 'leads');
  if (!existsSync(dir)) return [];
  const leads = await Promise.all(
    (await readdir(dir))
      // Only whole files: the gateway writes `.<name>.json.tmp`, then renames it.
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
  );
  return leads.filter((lead) => lead.email === email);
}

for (const tick of [true, false]) {
  test(`step 3: the consent names the AI agent and the recording; the optional box ${tick ? 'ticked' : 'left alone'} reaches the lead`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    const visitor = await newVisitor(page);
    await page.goto('/sandbox/wizard.html');
    const host = wizard(page);
    await waitReady(host);
    await describeJob(host, 'en');
    await choosePersona(host, 'en');
    const demo = text('en', 'demo');

    const consent = host.getByRole('checkbox', { name: consentLabel('en') });
    await expect(consent).not.toBeChecked();
    expect(consentLabel('en')).toMatch(/AI voice agent/);
    expect(consentLabel('en')).toMatch(/record and analyse the call/);
    const privacy = host.getByRole('complementary', { name: demo.contact.privacyTitle });
    await expect(privacy.getByRole('link', { name: new RegExp(demo.contact.privacy.policy) })).toHaveAttribute(
      'href',
      `${E2E.gateway}/privacy?lang=en`,
    );
    const optIn = host.getByRole('checkbox', {
      name: demo.contact.marketing.replace('{{controller}}', CONTROLLER),
    });
    await expect(optIn).not.toBeChecked();

    await host.getByRole('textbox', { name: demo.contact.firstName }).fill('Ada');
    await host.getByRole('textbox', { name: demo.contact.email }).fill(visitor.email);
    await host.getByRole('textbox', { name: demo.contact.phone }).fill(visitor.phone);
    await consent.check();
    if (tick) await optIn.check();
    await host.getByRole('button', { name: demo.nav.generate }).click();
    // The lead is sent as the contact is created, on the way to step 4.
    await expect(heading(host, demo.steps['4'].title)).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => leadsFor(visitor.email), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ marketingOptIn: tick })]);
  });
}

const NAMES_AI_AND_RECORDING: Record<Language, [RegExp, RegExp]> = {
  en: [/AI voice agent/, /record and analyse the call/],
  fr: [/agent vocal IA/, /enregistre et analyse l'appel/],
  es: [/agente de voz con IA/, /grabe y analice la llamada/],
};

for (const language of LANGUAGES) {
  test(`in ${language}: step 3 gives the notice's first layer, the consent naming the AI and the recording, and an optional box @mobile`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await newVisitor(page);
    await page.goto(`${E2E.gateway}/demo/recruiter?lang=${language}`);
    const host = wizard(page);
    await waitReady(host);
    await describeJob(host, language);
    await choosePersona(host, language);
    const demo = text(language, 'demo');
    const [ai, recording] = NAMES_AI_AND_RECORDING[language];
    expect(consentLabel(language)).toMatch(ai);
    expect(consentLabel(language)).toMatch(recording);
    await expect(host.getByRole('checkbox', { name: consentLabel(language) })).toBeVisible();
    const privacy = host.getByRole('complementary', { name: demo.contact.privacyTitle });
    for (const row of ['controller', 'purpose', 'basis', 'recipients', 'retention', 'rights']) {
      await expect(privacy.locator(`[data-privacy-row="${row}"]`)).toContainText(demo.contact.privacy[row]);
    }
    await expect(privacy.locator('[data-privacy-row="controller"] dd')).toHaveText(CONTROLLER);
    const optIn = host.getByRole('checkbox', {
      name: demo.contact.marketing.replace('{{controller}}', CONTROLLER),
    });
    await expect(optIn).not.toBeChecked();
    await privacy.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `tests/.tmp/screenshots/step3-consent-${language}-${test.info().project.name}.png`,
      fullPage: true,
    });
  });
}
