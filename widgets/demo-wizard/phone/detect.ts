/**
 * The country the phone field starts on (spec section 9: location-based detection, default US), guessed from
 * what the browser already knows (its languages and its time zone) so that no address is sent anywhere.
 */
import { DEFAULT_COUNTRY, findCountry } from './countries';

/**
 * Regions a language tag or a time zone can name that have no numbering plan of their own in the table, and
 * the country whose numbers people there use.
 */
const NEIGHBOURS: Record<string, string> = {
  IC: 'ES', // Canary Islands (es-IC)
  EA: 'ES', // Ceuta and Melilla (es-EA)
  TF: 'FR', // French Southern Territories
  CP: 'FR', // Clipperton
  UM: 'US', // United States Minor Outlying Islands
  PN: 'NZ', // Pitcairn, on the New Zealand plan
  HM: 'AU', // Heard and McDonald Islands
  BV: 'NO', // Bouvet Island
  GS: 'FK', // South Georgia, served from the Falklands
  DG: 'IO', // Diego Garcia
};

/** A region code as a table country, or undefined ('419', Latin America, is no country). */
function tableCountry(region: string | undefined): string | undefined {
  if (!region) return undefined;
  const code = region.toUpperCase();
  const known = findCountry(code)?.code;
  return known ?? NEIGHBOURS[code];
}

/** The region of a language tag ('fr-BE' -> 'BE', 'zh-Hant-TW' -> 'TW'), if it names one. */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag.replace(/_/g, '-')).region;
  } catch {
    return undefined;
  }
}

/**
 * The time zones visitors are most often in, by continent: zone name then country. Browsers report either
 * the current name of a zone or its older one (Asia/Calcutta, Europe/Kiev), so both are listed.
 */
const ZONES: Record<string, string> = {
  Europe:
    'Amsterdam NL Athens GR Belgrade RS Berlin DE Bratislava SK Brussels BE Bucharest RO Budapest HU ' +
    'Copenhagen DK Dublin IE Helsinki FI Istanbul TR Kiev UA Kyiv UA Lisbon PT Ljubljana SI London GB ' +
    'Luxembourg LU Madrid ES Malta MT Monaco MC Moscow RU Oslo NO Paris FR Prague CZ Riga LV Rome IT ' +
    'Sofia BG Stockholm SE Tallinn EE Vienna AT Vilnius LT Warsaw PL Zagreb HR Zurich CH',
  America:
    'New_York US Chicago US Denver US Phoenix US Los_Angeles US Anchorage US Detroit US Puerto_Rico PR ' +
    'Toronto CA Montreal CA Vancouver CA Edmonton CA Winnipeg CA Halifax CA St_Johns CA Regina CA ' +
    'Mexico_City MX Cancun MX Monterrey MX Tijuana MX Merida MX Chihuahua MX Hermosillo MX Mazatlan MX ' +
    'Bogota CO Lima PE Caracas VE Santiago CL La_Paz BO Asuncion PY Montevideo UY Buenos_Aires AR ' +
    'Sao_Paulo BR Fortaleza BR Recife BR Manaus BR Guayaquil EC Panama PA Costa_Rica CR Guatemala GT ' +
    'El_Salvador SV Tegucigalpa HN Managua NI Santo_Domingo DO Havana CU Jamaica JM Port-au-Prince HT ' +
    'Guadeloupe GP Martinique MQ Cayenne GF Port_of_Spain TT Barbados BB Nassau BS Curacao CW',
  Atlantic: 'Canary ES Madeira PT Azores PT Reykjavik IS',
  Africa:
    'Abidjan CI Accra GH Addis_Ababa ET Algiers DZ Bamako ML Brazzaville CG Cairo EG Casablanca MA ' +
    'Ceuta ES Conakry GN Dakar SN Dar_es_Salaam TZ Douala CM El_Aaiun EH Johannesburg ZA Kigali RW ' +
    'Kinshasa CD Lagos NG Libreville GA Lome TG Nairobi KE Niamey NE Ouagadougou BF Porto-Novo BJ Tunis TN',
  Indian: 'Reunion RE Mayotte YT Mauritius MU Antananarivo MG',
  Asia:
    'Dubai AE Riyadh SA Qatar QA Kuwait KW Bahrain BH Muscat OM Tehran IR Baghdad IQ Jerusalem IL ' +
    'Beirut LB Amman JO Damascus SY Karachi PK Kolkata IN Calcutta IN Dhaka BD Kathmandu NP Colombo LK ' +
    'Bangkok TH Ho_Chi_Minh VN Saigon VN Jakarta ID Kuala_Lumpur MY Singapore SG Manila PH Shanghai CN ' +
    'Hong_Kong HK Taipei TW Seoul KR Tokyo JP Yerevan AM Tbilisi GE Baku AZ Almaty KZ Tashkent UZ',
  Pacific: 'Honolulu US Auckland NZ Tahiti PF Noumea NC',
};

/** Whole families of zones: every Australia/… zone is in Australia, every America/Argentina/… in Argentina. */
const ZONE_FAMILIES: [prefix: string, country: string][] = [
  ['Australia/', 'AU'],
  ['America/Argentina/', 'AR'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
];

let zoneCountries: Map<string, string> | undefined;

/** The country of a time zone, when it is a common one. */
export function countryOfTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  if (!zoneCountries) {
    zoneCountries = new Map();
    for (const [continent, list] of Object.entries(ZONES)) {
      const words = list.split(' ');
      for (let i = 0; i + 1 < words.length; i += 2)
        zoneCountries.set(`${continent}/${words[i]}`, words[i + 1] as string);
    }
  }
  const family = ZONE_FAMILIES.find(([prefix]) => timeZone.startsWith(prefix));
  return tableCountry(zoneCountries.get(timeZone) ?? family?.[1]);
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The visitor's likely country, without any network call:
 * 1. a region of the browser's languages that the time zone confirms ('en-US', 'fr-FR' in Europe/Paris: FR);
 * 2. else the first region among the languages ('fr-BE': BE);
 * 3. else the time zone's country (a bare 'fr' in America/Montreal: CA);
 * 4. else the United States.
 * A territory the table lacks is mapped to the country whose numbers it uses (es-IC: ES).
 */
export function detectCountry(
  languages: readonly string[] = browserLanguages(),
  timeZone: string | undefined = browserTimeZone(),
): string {
  const regions = languages.map((tag) => tableCountry(regionOf(tag))).filter((code) => code !== undefined);
  const zoneCountry = countryOfTimeZone(timeZone);
  if (zoneCountry && regions.includes(zoneCountry)) return zoneCountry;
  return regions[0] ?? zoneCountry ?? DEFAULT_COUNTRY;
}
