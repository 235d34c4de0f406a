/** Drives `<alex-demo-wizard>` as a visitor does: each test is its own visitor, with its own phone and e-mail. */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { COMPANY_FIXTURE } from '../fixtures/company';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../fixtures/job-texts';
import { E2E } from './env';

export type Language = 'en' | 'fr' | 'es';

/** The widget's own texts, so the tests follow the copy. */
// biome-ignore lint/suspicious/noExplicitAny: locale files are plain JSON trees.
export const text = (language: Language, namespace: string): any =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

/** The company the e2e gateway is configured with, which the consent names. */
export const CONTROLLER = COMPANY_FIXTURE.facts.legalName as string;

/** The step 3 consent box's label, with the data controller's name as the wizard writes it. */
export const consentLabel = (language: Language): string =>
  text(language, 'demo').contact.consent.replace('{{controller}}', CONTROLLER);

export const JOBS: Record<Language, string> = { en: EN_WAREHOUSE, fr: FR_SERVEUR, es: ES_CAMARERO };

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let visitors = 0;

/** A visitor address of its own (the gateway trusts the loopback proxy), so per-visitor limits do not mix. */
export async function newVisitor(page: Page): Promise<{ ip: string; phone: string; email: string }> {
  visitors += 1;
  const worker = test.info().workerIndex % 200;
  const n = (Date.now() % 50_000) + visitors;
  const ip = `10.${worker}.${(n >> 8) & 0xff}.${n & 0xff}`;
  await page.route(`${E2E.gateway}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  // 202-555-01xx style numbers are valid US numbers that ring nobody; each visitor has its own.
  const phone = `202555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return { ip, phone, email: `visitor-${worker}-${n}@example.com` };
}

/** Every alex-* event the page receives, in order. */
export async function recordEvents(page: Page): Promise<() => Promise<{ type: string; detail: unknown }[]>> {
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    (window as unknown as { __alexEvents: typeof events }).__alexEvents = events;
    const names = [
      'alex-demo-wizard-step-completed',
      'alex-demo-wizard-job-parsing',
      'alex-demo-wizard-interview-generation',
      'alex-demo-wizard-contact-creation',
      'alex-demo-wizard-lead-created',
      'alex-demo-wizard-lead-error',
      // Deprecated, still dispatched after the new names for one release.
      'alex-demo-wizard-hubspot-lead-created',
      'alex-demo-wizard-hubspot-error',
      'alex-demo-wizard-submitted',
      'alex-demo-voice-sample-played',
    ];
    for (const name of names) {
      document.addEventListener(name, (event) => events.push({ type: name, detail: (event as CustomEvent).detail }));
    }
  });
  return () =>
    page.evaluate(() => (window as unknown as { __alexEvents: { type: string; detail: unknown }[] }).__alexEvents);
}

export const wizard = (page: Page, selector = 'alex-demo-wizard'): Locator => page.locator(selector);

export async function waitReady(host: Locator): Promise<void> {
  await expect(host).toHaveAttribute('data-alex-ready', '');
}

/**
 * The invisible captcha check, as a visitor meets it: nothing to press. Waits until every check on screen has
 * passed, and holds that none of them fell back to the card with its button.
 */
export async function solveCaptcha(host: Locator) {
  await expect(host.locator('[data-captcha-state]:not([data-captcha-state="solved"])')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(host.getByRole('button', { name: ROBOT })).toHaveCount(0);
}

/** The captcha card's button, in each language: it shows only when the invisible check failed. */
export const ROBOT = /I'm not a robot|Je ne suis pas un robot|No soy un robot/;

export const heading = (host: Locator, name: string | RegExp) => host.getByRole('heading', { name, level: 3 });

/** Step 1: the job pasted while the captcha check passes by itself, then Continue; step 2's heading gets the focus. */
export async function describeJob(host: Locator, language: Language = 'en') {
  const demo = text(language, 'demo');
  await solveCaptcha(host);
  await host.getByLabel(demo.job.descriptionLabel).fill(JOBS[language]);
  await host.getByRole('button', { name: demo.nav.continue }).click();
  await expect(heading(host, demo.steps['2'].title)).toBeFocused({ timeout: 15_000 });
}

/** Step 2: a persona, then Continue. */
export async function choosePersona(host: Locator, language: Language = 'en', persona = 'structured') {
  const demo = text(language, 'demo');
  await host.getByRole('radio', { name: new RegExp(escapeRegExp(demo.persona[persona].name)) }).check();
  await host.getByRole('button', { name: demo.nav.continue }).click();
  await expect(heading(host, demo.steps['3'].title)).toBeFocused({ timeout: 15_000 });
}

/**
 * Step 3: the contact and the consent, then Generate; step 4's heading takes the focus, unless `focus` is
 * 'dialog' (a visitor who may not call: the limit dialog opens with step 4 and takes it).
 */
export async function fillContact(
  host: Locator,
  language: Language,
  visitor: { phone: string; email: string },
  focus: 'step' | 'dialog' = 'step',
) {
  const demo = text(language, 'demo');
  await host.getByRole('textbox', { name: demo.contact.firstName }).fill('Ada');
  await host.getByRole('textbox', { name: demo.contact.email }).fill(visitor.email);
  await host.getByRole('textbox', { name: demo.contact.phone }).fill(visitor.phone);
  await host.getByRole('checkbox', { name: consentLabel(language) }).check();
  await host.getByRole('button', { name: demo.nav.generate }).click();
  if (focus === 'step') await expect(heading(host, demo.steps['4'].title)).toBeFocused({ timeout: 15_000 });
  else await expect(heading(host, demo.steps['4'].title)).toBeVisible({ timeout: 15_000 });
}

/** Skips the 20-second preparation once it has started (the clock jumps only over timers already set). */
export async function skipPreparation(page: Page, host: Locator) {
  await expect(host.locator('[data-stage="job"]')).toHaveAttribute('data-state', /inProgress|done/, {
    timeout: 15_000,
  });
  await page.clock.fastForward('00:25');
}
