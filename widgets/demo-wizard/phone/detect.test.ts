import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { countryOfTimeZone, detectCountry } from './detect';

describe('the country the phone field starts on', () => {
  it.each([
    ['a language with its region', ['fr-BE', 'fr'], 'Europe/Brussels', 'BE'],
    ['the region even far from its time zone', ['fr-BE'], 'America/New_York', 'BE'],
    ['the first region among the languages', ['es-MX', 'en-US'], undefined, 'MX'],
    ['a region the time zone confirms over the first one', ['en-US', 'fr-FR'], 'Europe/Paris', 'FR'],
    ['a tag written with an underscore', ['pt_BR'], undefined, 'BR'],
    ['a tag with a script', ['zh-Hant-TW'], undefined, 'TW'],
    ['lower-case regions', ['de-ch'], undefined, 'CH'],
    ['the time zone when no language names a region', ['fr', 'en'], 'Europe/Paris', 'FR'],
    ['the time zone for Mexico City', ['es'], 'America/Mexico_City', 'MX'],
    ['the time zone for Montreal', ['fr'], 'America/Toronto', 'CA'],
    ['Latin America is no country', ['es-419'], 'America/Bogota', 'CO'],
    ['the Canary Islands use Spanish numbers', ['es-IC'], undefined, 'ES'],
    ['Ceuta uses Spanish numbers', ['es-EA'], 'Africa/Ceuta', 'ES'],
    ['a territory in the table keeps its own code', ['fr-RE'], 'Indian/Reunion', 'RE'],
    ['a territory zone in the table', ['fr'], 'America/Guadeloupe', 'GP'],
    ['the French Southern Territories use French numbers', ['fr-TF'], 'Indian/Kerguelen', 'FR'],
    ['Pitcairn uses New Zealand numbers', ['en-PN'], 'Pacific/Pitcairn', 'NZ'],
    ['United States islands use US numbers', ['en-UM'], undefined, 'US'],
    ['an uncommon zone of a known country', ['fr'], 'Indian/Kerguelen', 'US'],
    ['a zone of a whole family', ['en'], 'Australia/Perth', 'AU'],
    ['an Argentine zone', ['es'], 'America/Argentina/Cordoba', 'AR'],
    ['an older zone name', ['en'], 'Asia/Calcutta', 'IN'],
    ['an unknown zone', ['en'], 'Etc/UTC', 'US'],
    ['an invalid tag', ['not a tag!'], 'Europe/Madrid', 'ES'],
    ['nothing known', [], undefined, 'US'],
  ] as [string, string[], string | undefined, string][])('%s: %j in %s gives %s', (_what, languages, zone, code) => {
    expect(detectCountry(languages, zone)).toBe(code);
  });

  it('maps the time zones of the world to countries of the table, or to none', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const mapped = zones.filter((zone) => countryOfTimeZone(zone) !== undefined);
    expect(mapped.length).toBeGreaterThan(120);
    for (const zone of mapped) expect(findCountry(countryOfTimeZone(zone) ?? ''), zone).toBeDefined();
  });
});
