import { describe, expect, it } from 'vitest';
import { COMPANY_ENV, COMPANY_FIXTURE } from '../../tests/fixtures/company';
import { ConfigError, loadConfig } from '../config';

const PUBLIC = { NODE_ENV: 'production', PUBLIC_URL: 'https://alex.example' };

describe('the company facts as settings', () => {
  it('are all unset on a fresh machine, and the gateway starts', () => {
    const config = loadConfig({});
    expect(Object.values(config.company.facts).every((value) => value === null)).toBe(true);
    expect(config.company.retention).toEqual({ demo: null, lead: null, marketing: null });
  });

  it('are read from the variables', () => {
    const config = loadConfig(COMPANY_ENV);
    expect(config.company).toEqual(COMPANY_FIXTURE);
    expect(config.booking.es).toBe('https://cal.example/northwind/demo-es');
  });

  it.each([
    ['COMPANY_LEGAL_NAME', 'Alex', /registered name, not the AI agent's/],
    ['COMPANY_LEGAL_NAME', ' a l e x ', /not the AI agent's/],
    ['COMPANY_LEGAL_NAME', 'ALEX', /not the AI agent's/],
    ['COMPANY_LEGAL_NAME', 'Álex', /not the AI agent's/],
    ['COMPANY_LEGAL_NAME', 'Acme <script>', /one line without < or >/],
    ['COMPANY_ADDRESS', '1 rue X\n75001 Paris', /one line/],
    ['COMPANY_LEGAL_FORM', 'x'.repeat(301), /300 characters/],
    ['COMPANY_CONTACT_EMAIL', 'not an address', /e-mail address/],
    ['COMPANY_PHONE', 'call us', /telephone number/],
    ['HOSTING_PROVIDER_PHONE', '+33 1 23 45 67 89 ext. 4', /telephone number/],
    ['RETENTION_DEMO_MONTHS', '0', /at least 1 month/],
    ['RETENTION_LEAD_MONTHS', 'twelve', /number/],
    ['BOOKING_URL_ES', 'javascript:alert(1)', /URL|url/],
  ])('refuse %s=%j, naming the variable', (variable, value, why) => {
    const attempt = () => loadConfig({ [variable]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(variable);
    expect(attempt).toThrow(why);
  });

  it('keep a company name that only contains the agent name', () => {
    expect(loadConfig({ COMPANY_LEGAL_NAME: 'Alex Recruiting SAS' }).company.facts.legalName).toBe(
      'Alex Recruiting SAS',
    );
  });
});

describe('a public deployment', () => {
  it('refuses to start without the legal name and a contact, in one line naming the variables', () => {
    const attempt = () => loadConfig(PUBLIC);
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('COMPANY_LEGAL_NAME, COMPANY_CONTACT_EMAIL');
      expect(message).toContain('PUBLIC_URL=https://alex.example');
    }
    expect(() => loadConfig({ ...PUBLIC, COMPANY_LEGAL_NAME: 'Acme SAS' })).toThrow(/^[^\n]*COMPANY_CONTACT_EMAIL/);
  });

  it('starts once they are set', () => {
    const config = loadConfig({
      ...PUBLIC,
      COMPANY_LEGAL_NAME: 'Acme SAS',
      COMPANY_CONTACT_EMAIL: 'hello@acme.example',
    });
    expect(config.company.facts.legalName).toBe('Acme SAS');
  });

  it.each([['http://localhost:8080'], ['http://127.0.0.1:8080'], ['http://[::1]:8080'], ['http://alex.localhost']])(
    'is not one whose PUBLIC_URL is this machine (%s)',
    (url) => {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url })).not.toThrow();
    },
  );

  it('is not a development or test gateway, nor one without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://alex.example' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://alex.example' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});
