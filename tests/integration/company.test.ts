import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { LANGUAGES } from '../../shared/languages';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';
import { BOOKING_FIXTURE, COMPANY_ENV, COMPANY_FIXTURE } from '../fixtures/company';
import { makeGateway, startGateway } from './helpers';

const BUILT = { STATIC_DIR: path.join(ROOT_DIR, 'dist') };
const legal = (language: string) =>
  JSON.parse(readFileSync(path.join(ROOT_DIR, `locales/${language}/legal.json`), 'utf8')) as {
    notSet: string;
    dpoNone: string;
  };
/** A text as the gateway writes it into a page. */
const escaped = (text: string) => text.replaceAll("'", '&#39;');
const PAGES = ['/', '/use-cases', '/integrations', '/faq', '/demo/recruiter', '/privacy', '/legal', '/nowhere'];

describe('the company in the pages', () => {
  it('says "not provided yet" on a fresh machine, and leaves no token in any page', async () => {
    const { app } = await makeGateway(BUILT);
    for (const language of LANGUAGES) {
      for (const page of PAGES) {
        const { text } = await request(app).get(`${page}?lang=${language}`);
        expect(text, `${page} in ${language}`).not.toMatch(/[\u{E000}\u{E001}]/u);
      }
      const notice = (await request(app).get(`/legal?lang=${language}`).expect(200)).text;
      expect(notice).toContain(`data-company-field="legalName"`);
      expect(notice.split(escaped(legal(language).notSet)).length - 1).toBeGreaterThanOrEqual(12);
      // The footer's holder is the brand until a legal name is set; the Spanish booking page is the English one.
      expect(notice).toMatch(/© (\d{4} )?Alex/);
      const home = (await request(app).get(`/?lang=${language}`)).text;
      expect(home).toContain(`href="${DEFAULT_BOOKING_LINKS[language]}"`);
    }
  });

  it('shows the configured facts, retention periods and booking page of each language', async () => {
    const { app } = await makeGateway({ ...BUILT, ...COMPANY_ENV });
    for (const language of LANGUAGES) {
      const notice = (await request(app).get(`/legal?lang=${language}`).expect(200)).text;
      for (const field of ['legalName', 'registration', 'phone', 'hostName', 'hostPhone'] as const) {
        expect(notice).toContain(COMPANY_FIXTURE.facts[field]);
      }
      expect(notice).not.toContain(escaped(legal(language).notSet));
      const privacy = (await request(app).get(`/privacy?lang=${language}`).expect(200)).text;
      expect(privacy).toContain(escaped(legal(language).dpoNone));
      const months = new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(36);
      expect(privacy).toContain(months);
      const home = (await request(app).get(`/?lang=${language}`)).text;
      expect(home).toContain(`href="${BOOKING_FIXTURE[language]}"`);
      expect(home).toContain('Northwind Recrutement SAS');
    }
  });

  it('escapes what an operator writes, in the text and in the settings the browser reads', async () => {
    const name = `"Smith & Wesson" l'Atelier SAS`;
    const { app } = await makeGateway({ ...BUILT, COMPANY_LEGAL_NAME: name });
    const notice = (await request(app).get('/legal').expect(200)).text;
    expect(notice).toContain('&quot;Smith &amp; Wesson&quot; l&#39;Atelier SAS');
    expect(notice).not.toContain(name);
    const settings = notice.match(/<meta name="alex-config" content="([^"]*)"/)?.[1] ?? '';
    const parsed = JSON.parse(settings.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'));
    expect(parsed.facts.company.facts.legalName).toBe(name);
  });

  it('tells of the analytics script and the country lookups in the privacy policy only when they are on', async () => {
    const optional = (language: string) =>
      (
        JSON.parse(readFileSync(path.join(ROOT_DIR, `locales/${language}/legal.json`), 'utf8')) as {
          privacy: { optional: { analytics: string; geoLookup: string } };
        }
      ).privacy.optional;
    const off = await makeGateway(BUILT);
    const on = await makeGateway({
      ...BUILT,
      ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.js',
      GEO_LOOKUP_URLS: 'https://geo.example/{ip}',
    });
    for (const language of LANGUAGES) {
      const texts = optional(language);
      const without = (await request(off.app).get(`/privacy?lang=${language}`).expect(200)).text;
      const withThem = (await request(on.app).get(`/privacy?lang=${language}`).expect(200)).text;
      for (const text of [texts.analytics, texts.geoLookup]) {
        expect(without).not.toContain(escaped(text));
        expect(withThem).toContain(escaped(text));
      }
    }
  });

  it("takes an operator's text as text: no replacement pattern, no token, any case of 'none'", async () => {
    const name = "Dollar $& $` $' $$ SAS";
    const { app } = await makeGateway({ ...BUILT, COMPANY_LEGAL_NAME: name, COMPANY_DPO: 'None' });
    const privacy = (await request(app).get('/privacy?lang=fr').expect(200)).text;
    expect(privacy).toContain('Dollar $&amp; $` $&#39; $$ SAS');
    const settings = privacy.match(/<meta name="alex-config" content="([^"]*)"/)?.[1] ?? '';
    const parsed = JSON.parse(settings.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'));
    expect(parsed.facts.company.facts).toMatchObject({ legalName: name, dpo: 'none' });
    expect(privacy).toContain(escaped(legal('fr').dpoNone));
  });

  it('answers the widgets who the consent names', async () => {
    const unset = await makeGateway();
    const fresh = await request(unset.app).get('/api/company').expect(200);
    expect(fresh.body).toEqual({
      controller: null,
      privacyEmail: null,
      retention: { demo: null, lead: null, marketing: null },
      booking: DEFAULT_BOOKING_LINKS,
    });
    const { app } = await makeGateway(COMPANY_ENV);
    const answer = await request(app).get('/api/company').expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toEqual({
      controller: COMPANY_FIXTURE.facts.legalName,
      privacyEmail: COMPANY_FIXTURE.facts.privacyEmail,
      retention: COMPANY_FIXTURE.retention,
      booking: BOOKING_FIXTURE,
    });
  });
});

describe('start-up', () => {
  it('refuses a public deployment without the legal name and a contact, in one line naming them', async () => {
    const run = await startGateway(
      { PORT: '0', METRICS_PORT: '0', NODE_ENV: 'production', PUBLIC_URL: 'https://alex.example' },
      { until: /gateway\.started/ },
    );
    run.child.kill('SIGKILL');
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /COMPANY_LEGAL_NAME, COMPANY_CONTACT_EMAIL: a public site \(PUBLIC_URL=https:\/\/alex\.example\)/,
      ),
    ]);
  }, 60_000);

  it('starts this machine without them, saying which facts are missing', async () => {
    const run = await startGateway(
      {
        PORT: '0',
        METRICS_PORT: '0',
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost:8080',
        DATA_DIR: 'tests/.tmp/company-start',
      },
      { until: /gateway\.legal_facts_missing/ },
    );
    run.child.kill('SIGKILL');
    expect(run.code).toBeNull();
    const warning = run.stdout.split('\n').find((line) => line.includes('gateway.legal_facts_missing'));
    expect(JSON.parse(warning ?? '{}').variables).toEqual(
      expect.arrayContaining(['COMPANY_LEGAL_NAME', 'HOSTING_PROVIDER_PHONE', 'RETENTION_DEMO_MONTHS']),
    );
  }, 60_000);
});
