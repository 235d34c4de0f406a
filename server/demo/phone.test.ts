import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLABLE_COUNTRIES, type DemoPhoneCheck, validateDemoPhone } from './phone';

const callable = { callableCountries: DEFAULT_CALLABLE_COUNTRIES };

describe('validateDemoPhone', () => {
  const accepted: [label: string, input: string, e164: string, country: string][] = [
    ['French mobile', '+33612345678', '+33612345678', 'FR'],
    ['French mobile typed with its trunk 0', '+330612345678', '+33612345678', 'FR'],
    ['French mobile with spaces', '+33 6 12 34 56 78', '+33612345678', 'FR'],
    ['French fixed line', '+33142685300', '+33142685300', 'FR'],
    ['French internet-box line (09, VOIP)', '+33912345678', '+33912345678', 'FR'],
    ['US number, 10 national digits', '+12015550123', '+12015550123', 'US'],
    ['US number typed with brackets and dashes', '+1 (201) 555-0123', '+12015550123', 'US'],
    ['Canadian number, 10 national digits', '+14165550123', '+14165550123', 'CA'],
    ['UK mobile', '+447400123456', '+447400123456', 'GB'],
    ['Guernsey mobile on +44', '+447911123456', '+447911123456', 'GG'],
    ['Spanish mobile', '+34612345678', '+34612345678', 'ES'],
    ['Argentine mobile', '+5491123456789', '+5491123456789', 'AR'],
    ['Mexican number', '+525512345678', '+525512345678', 'MX'],
    ['Mexican mobile with the retired 1', '+5215512345678', '+525512345678', 'MX'],
    ['Belgian fixed line', '+3225123456', '+3225123456', 'BE'],
    ['Swiss mobile', '+41791234567', '+41791234567', 'CH'],
  ];

  it.each(accepted)('accepts a %s', (_label, input, e164, country) => {
    expect(validateDemoPhone(input, callable)).toEqual({ ok: true, e164, country });
  });

  const refused: [label: string, input: string, reason: Extract<DemoPhoneCheck, { ok: false }>['reason']][] = [
    ['French premium-rate 089x', '+33899123456', 'type'],
    ['French premium-rate 0891', '+33891123456', 'type'],
    ['French shared-cost 081x', '+33810123456', 'type'],
    ['French shared-cost 082x', '+33820123456', 'type'],
    ['French toll-free 080x', '+33800123456', 'type'],
    ['UK premium-rate 09xx', '+449012345678', 'type'],
    ['UK personal number 070', '+447012345678', 'type'],
    ['UK toll-free 0800', '+448001234567', 'type'],
    ['Chinese mobile (country not callable)', '+8613800138000', 'country'],
    ['Jamaican mobile sharing +1 (country not callable)', '+18762101234', 'country'],
    ['international freephone +800 (no country)', '+80012345678', 'country'],
    ['garbage', 'call me maybe', 'format'],
    ['empty input', '', 'format'],
    ['digits without a dial code', '0612345678', 'format'],
    ['letters among digits', '+33612a45678', 'format'],
    ['two plus signs', '+33+612345678', 'format'],
    ['a number no country uses', '+33700000000', 'format'],
    ['too long for France', '+336123456789012345', 'length'],
    ['more than 20 characters', '+3361234567890123456789', 'length'],
    ['fewer than 8 characters', '+33612', 'length'],
    ['too short for France', '+3361234567', 'length'],
    ['11 national digits in the US', '+120155501234', 'length'],
  ];

  it.each(refused)('refuses a %s', (_label, input, reason) => {
    expect(validateDemoPhone(input, callable)).toEqual({ ok: false, reason });
  });

  it('calls only the configured countries, whatever their case', () => {
    expect(validateDemoPhone('+447400123456', { callableCountries: ['FR'] })).toEqual({ ok: false, reason: 'country' });
    expect(validateDemoPhone('+33612345678', { callableCountries: ['fr'] })).toMatchObject({ ok: true, country: 'FR' });
    expect(validateDemoPhone('+33612345678', { callableCountries: [] })).toEqual({ ok: false, reason: 'country' });
  });

  it('refuses input that is not text', () => {
    expect(validateDemoPhone(33612345678 as unknown as string, callable)).toEqual({ ok: false, reason: 'format' });
  });

  it('has a default list of real, distinct, upper-case country codes', () => {
    expect(new Set(DEFAULT_CALLABLE_COUNTRIES).size).toBe(DEFAULT_CALLABLE_COUNTRIES.length);
    for (const code of DEFAULT_CALLABLE_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['US', 'CA', 'FR', 'BE', 'CH', 'LU', 'MC', 'ES', 'GB', 'IE', 'DE', 'IT', 'PT', 'NL', 'MX']) {
      expect(DEFAULT_CALLABLE_COUNTRIES).toContain(code);
    }
    for (const code of ['AR', 'CO', 'CL', 'PE']) expect(DEFAULT_CALLABLE_COUNTRIES).toContain(code);
  });
});
