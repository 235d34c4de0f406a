import examples from 'libphonenumber-js/examples.mobile.json';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  Metadata,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryName,
  countryOfDialCode,
  findCountry,
  flagOf,
  searchable,
  searchCountries,
} from './countries';
import { formatNational } from './phone';

/** Countries libphonenumber knows that the picker leaves out, each with its reason. None today. */
const EXCLUDED: Record<string, string> = {};

/** Countries whose plan names a 0 national prefix but whose numbers the table does not treat as trunk-prefixed. */
const ZERO_PREFIX_KEPT: Record<string, string> = {
  RW: 'fixed numbers themselves begin with 06',
  CO: 'numbers are dialled without it; a 0 starts a carrier selection code',
};

const nationalPrefix = (code: string): unknown => {
  const plan = new Metadata();
  plan.selectNumberingPlan(code as CountryCode);
  return (plan.numberingPlan as unknown as { nationalPrefix(): unknown }).nationalPrefix();
};

describe('the country table', () => {
  it('lists about 240 countries and territories, each once', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes.length).toBeGreaterThanOrEqual(230);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(COUNTRIES.map((country) => [country.code, country.dialCode]))(
    '%s has the dial code libphonenumber gives it (%s)',
    (code, dialCode) => {
      expect(dialCode).toBe(`+${getCountryCallingCode(code as CountryCode)}`);
    },
  );

  it('has every country libphonenumber knows, unless excluded with a reason', () => {
    const missing = getCountries().filter((code) => !findCountry(code) && !(code in EXCLUDED));
    expect(missing).toEqual([]);
    for (const code of Object.keys(EXCLUDED)) expect(findCountry(code)).toBeUndefined();
  });

  it('marks a trunk 0 exactly where the numbering plan has one, exceptions explained', () => {
    const withZeroPrefix = getCountries().filter((code) => nationalPrefix(code) === '0');
    const expected = withZeroPrefix.filter((code) => !(code in ZERO_PREFIX_KEPT)).sort();
    const marked = COUNTRIES.filter((country) => country.trunkZero).map((country) => country.code);
    expect(marked).toEqual(expected);
    for (const code of Object.keys(ZERO_PREFIX_KEPT)) expect(withZeroPrefix).toContain(code);
  });

  it.each(COUNTRIES.filter((country) => country.trunkZero).map((country) => country.code))(
    '%s: the number written with its trunk 0 after the dial code is the same number',
    (code) => {
      const example = getExampleNumber(code as CountryCode, examples);
      if (!example) return;
      const withTrunk = parsePhoneNumberFromString(
        `${example.number.replace(example.nationalNumber, '')}0${example.nationalNumber}`,
      );
      expect(withTrunk?.number).toBe(example.number);
    },
  );

  it('gives a shared dial code the main country libphonenumber gives it', () => {
    const shared = Object.entries(metadata.country_calling_codes).filter(
      ([, countries]) => countries.filter((code) => findCountry(code)).length > 1,
    );
    expect(shared.length).toBeGreaterThan(5);
    for (const [dialCode, countries] of shared) {
      expect(countryOfDialCode(dialCode)?.code, `+${dialCode}`).toBe(countries[0]);
    }
  });

  it('keeps the current country when it shares the dial code', () => {
    expect(countryOfDialCode('1', 'CA')?.code).toBe('CA');
    expect(countryOfDialCode('+44', 'JE')?.code).toBe('JE');
    expect(countryOfDialCode('44', 'FR')?.code).toBe('GB');
    expect(countryOfDialCode('999', 'FR')).toBeUndefined();
  });

  it('finds an entry whatever the case of its code', () => {
    expect(findCountry('fr')).toEqual({ code: 'FR', dialCode: '+33', format: '## ## ## ## ##', trunkZero: true });
    expect(findCountry('US')).toEqual({ code: 'US', dialCode: '+1', format: '(###) ###-####' });
    expect(findCountry('ZZ')).toBeUndefined();
  });
});

describe('national patterns', () => {
  it('gives every North American number the spec pattern, and France its own', () => {
    for (const country of COUNTRIES.filter((entry) => entry.dialCode === '+1')) {
      expect(country.format, country.code).toBe('(###) ###-####');
    }
    expect(findCountry('CA')?.format).toBe('(###) ###-####');
    expect(findCountry('FR')?.format).toBe('## ## ## ## ##');
  });

  // Mobile and fixed numbers of every country with a pattern: the pattern must write them as the country does.
  const samples: [code: string, national: string][] = [
    ['FR', '142685300'],
    ['FR', '912345678'],
    ['RE', '262161234'],
    ['GP', '590201234'],
    ['BL', '590271234'],
    ['MF', '590871234'],
    ['MQ', '596301234'],
    ['GF', '594101234'],
    ['YT', '269601234'],
    ['ES', '912345678'],
    ['ES', '931234567'],
    ['CH', '446681800'],
    ['CH', '223456789'],
    ['US', '2015550123'],
    ['CA', '4165550123'],
    ...COUNTRIES.filter((country) => country.format).flatMap((country): [string, string][] => {
      const example = getExampleNumber(country.code as CountryCode, examples);
      return example ? [[country.code, example.nationalNumber]] : [];
    }),
  ];

  it.each(samples)('%s %s is written as libphonenumber writes it', (code, national) => {
    const parsed = parsePhoneNumberFromString(national, code as CountryCode);
    expect(parsed?.isValid()).toBe(true);
    const written = parsed?.formatNational() ?? '';
    const trunk = findCountry(code)?.trunkZero ? '0' : '';
    expect(formatNational(trunk + national, code)).toBe(written);
    // Typed without the trunk 0, the same grouping without it.
    if (trunk) expect(formatNational(national, code)).toBe(written.slice(1).trimStart());
  });
});

describe('flags and names', () => {
  it.each([
    ['FR', '🇫🇷'],
    ['us', '🇺🇸'],
    ['GB', '🇬🇧'],
    ['XK', '🇽🇰'],
    ['F', ''],
    ['F1', ''],
  ])('the flag of %s is %s', (code, flag) => {
    expect(flagOf(code)).toBe(flag);
  });

  it.each([
    ['DE', 'en', 'Germany'],
    ['DE', 'fr', 'Allemagne'],
    ['DE', 'es', 'Alemania'],
    ['us', 'fr', 'États-Unis'],
    ['XX', 'en', 'XX'],
    ['FR', 'not a language!', 'FR'],
  ])('%s in %s is %s', (code, language, name) => {
    expect(countryName(code, language)).toBe(name);
  });
});

describe('searching the picker', () => {
  const first = (query: string, language = 'en') => searchCountries(query, language)[0]?.code;

  it.each([
    ['localized name', 'allem', 'fr', 'DE'],
    ['localized name without accents', 'etats', 'fr', 'US'],
    ['localized name, Spanish', 'alema', 'es', 'DE'],
    ['English name in another language', 'germany', 'fr', 'DE'],
    ['name in any case', 'FRANCE', 'en', 'FR'],
    ['start of a later word', 'kingdom', 'en', 'GB'],
    ['ISO code', 'fr', 'en', 'FR'],
    ['ISO code in upper case', 'MX', 'es', 'MX'],
    ['dial code with plus', '+33', 'en', 'FR'],
    ['dial code without plus', '34', 'en', 'ES'],
    ['a common other name', 'uk', 'en', 'GB'],
    ['punctuation ignored', "cote d'ivoire", 'fr', 'CI'],
  ])('finds by %s (%s)', (_what, query, language, code) => {
    expect(first(query, language)).toBe(code);
  });

  it('lists every country alphabetically in the visitor language when the query is empty', () => {
    const all = searchCountries('', 'fr');
    expect(all).toHaveLength(COUNTRIES.length);
    const names = all.map((country) => countryName(country.code, 'fr'));
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(searchCountries('   ', 'en')).toHaveLength(COUNTRIES.length);
  });

  it('lists every country sharing a dial code, its main country first', () => {
    const plusOne = searchCountries('1', 'en').map((country) => country.code);
    expect(plusOne).toContain('US');
    expect(plusOne).toContain('CA');
    expect(plusOne).toContain('JM');
    expect(searchCountries('35', 'en').map((country) => country.dialCode)).toEqual(
      expect.arrayContaining(['+351', '+352', '+353']),
    );
    expect(searchCountries('44', 'en').map((country) => country.code)).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(searchCountries('+1', 'fr')[0]?.code).toBe('US');
  });

  it('finds nothing for text no country has', () => {
    expect(searchCountries('qwxz', 'en')).toEqual([]);
    expect(searchCountries('+999', 'en')).toEqual([]);
  });

  it('makes names searchable without accents, case or punctuation', () => {
    expect(searchable('Côte d’Ivoire')).toBe('cote d ivoire');
    expect(searchable('  États-Unis ')).toBe('etats unis');
    expect(searchable('+33')).toBe('+33');
  });
});
