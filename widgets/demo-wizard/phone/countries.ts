/** The countries the phone field offers (spec section 3, country list entry): dial codes, national patterns, names. */

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  /** The international dial code with its plus sign ('+33'). */
  dialCode: string;
  /** How a national number is written, one '#' per digit, the trunk 0 included where the country writes one. */
  format?: string;
  /** National numbers are written with a leading 0 that is left out after the dial code (06… -> +33 6…). */
  trunkZero?: true;
}

export const DEFAULT_COUNTRY = 'US';

/**
 * Every country and territory with its own numbering plan, as code then dial code, in the order of the codes.
 * A string keeps the table small in the widget bundle; the unit tests check it against libphonenumber's data.
 */
const DIAL_CODES =
  'AC247 AD376 AE971 AF93 AG1 AI1 AL355 AM374 AO244 AR54 AS1 AT43 AU61 AW297 AX358 AZ994 BA387 BB1 BD880 BE32 BF226 ' +
  'BG359 BH973 BI257 BJ229 BL590 BM1 BN673 BO591 BQ599 BR55 BS1 BT975 BW267 BY375 BZ501 CA1 CC61 CD243 CF236 CG242 ' +
  'CH41 CI225 CK682 CL56 CM237 CN86 CO57 CR506 CU53 CV238 CW599 CX61 CY357 CZ420 DE49 DJ253 DK45 DM1 DO1 DZ213 ' +
  'EC593 EE372 EG20 EH212 ER291 ES34 ET251 FI358 FJ679 FK500 FM691 FO298 FR33 GA241 GB44 GD1 GE995 GF594 GG44 GH233 ' +
  'GI350 GL299 GM220 GN224 GP590 GQ240 GR30 GT502 GU1 GW245 GY592 HK852 HN504 HR385 HT509 HU36 ID62 IE353 IL972 ' +
  'IM44 IN91 IO246 IQ964 IR98 IS354 IT39 JE44 JM1 JO962 JP81 KE254 KG996 KH855 KI686 KM269 KN1 KP850 KR82 KW965 KY1 ' +
  'KZ7 LA856 LB961 LC1 LI423 LK94 LR231 LS266 LT370 LU352 LV371 LY218 MA212 MC377 MD373 ME382 MF590 MG261 MH692 ' +
  'MK389 ML223 MM95 MN976 MO853 MP1 MQ596 MR222 MS1 MT356 MU230 MV960 MW265 MX52 MY60 MZ258 NA264 NC687 NE227 NF672 ' +
  'NG234 NI505 NL31 NO47 NP977 NR674 NU683 NZ64 OM968 PA507 PE51 PF689 PG675 PH63 PK92 PL48 PM508 PR1 PS970 PT351 ' +
  'PW680 PY595 QA974 RE262 RO40 RS381 RU7 RW250 SA966 SB677 SC248 SD249 SE46 SG65 SH290 SI386 SJ47 SK421 SL232 ' +
  'SM378 SN221 SO252 SR597 SS211 ST239 SV503 SX1 SY963 SZ268 TA290 TC1 TD235 TG228 TH66 TJ992 TK690 TL670 TM993 ' +
  'TN216 TO676 TR90 TT1 TV688 TW886 TZ255 UA380 UG256 US1 UY598 UZ998 VA39 VC1 VE58 VG1 VI1 VN84 VU678 WF681 WS685 ' +
  'XK383 YE967 YT262 ZA27 ZM260 ZW263';

/**
 * Where a national number starts with a trunk 0 that has no place after the dial code. Left out although their
 * plans name a 0 prefix: Rwanda, whose fixed numbers themselves begin with 06, and Colombia, where numbers are
 * dialled without it and a 0 starts a carrier selection code.
 */
const TRUNK_ZERO = new Set(
  (
    'AE AF AL AM AR AT AU AX AZ BA BD BE BG BL BO BR CC CD CH CN CU CX DE DZ EC EG EH ER ET FI FR GB GE GF GG GH GP ' +
    'HR ID IE IL IM IN IQ IR JE JO JP KE KG KH KI KP KR LA LB LI LK LR LT LY MA MC MD ME MF MG MK MM MN MQ MW MY NA ' +
    'NG NL NP NZ PE PH PK PM PS PY RE RO RS SA SD SE SI SK SL SO SS SY TH TR TW TZ UA UG UY VE VN XK YE YT ZA ZM ZW'
  ).split(' '),
);

/** Every number of the North American plan (+1) is written the same way, whatever the territory. */
const NANP_FORMAT = '(###) ###-####';
const FRENCH_OVERSEAS_FORMAT = '#### ## ## ##';

/**
 * National patterns where every personal number of the country (mobile and fixed) is written the same way;
 * countries whose groupings depend on the area code get none rather than a misleading one.
 */
const FORMATS: Record<string, string> = {
  FR: '## ## ## ## ##',
  ES: '### ## ## ##',
  CH: '### ### ## ##',
  RE: FRENCH_OVERSEAS_FORMAT,
  YT: FRENCH_OVERSEAS_FORMAT,
  GP: FRENCH_OVERSEAS_FORMAT,
  BL: FRENCH_OVERSEAS_FORMAT,
  MF: FRENCH_OVERSEAS_FORMAT,
  MQ: FRENCH_OVERSEAS_FORMAT,
  GF: FRENCH_OVERSEAS_FORMAT,
};

/** The country a dial code shared by several countries means when nothing else tells them apart. */
const MAIN_OF_SHARED_DIAL_CODE = new Set(['US', 'RU', 'GB', 'NO', 'AU', 'MA', 'RE', 'SH', 'FI', 'GP', 'CW', 'IT']);

export const COUNTRIES: readonly Country[] = DIAL_CODES.split(' ').map((entry) => {
  const code = entry.slice(0, 2);
  const digits = entry.slice(2);
  const format = digits === '1' ? NANP_FORMAT : FORMATS[code];
  return {
    code,
    dialCode: `+${digits}`,
    ...(format ? { format } : {}),
    ...(TRUNK_ZERO.has(code) ? { trunkZero: true as const } : {}),
  };
});

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The table entry of an ISO code, whatever its case. */
export const findCountry = (code: string): Country | undefined => byCode.get(code.toUpperCase());

/**
 * The country a dial code ('33', '+33') stands for: the visitor's current country when it shares that code
 * (a Canadian keeps Canada on +1), else the code's main country (+1 is the United States).
 */
export function countryOfDialCode(dialCode: string, current?: string): Country | undefined {
  const wanted = dialCode.startsWith('+') ? dialCode : `+${dialCode}`;
  const mine = current === undefined ? undefined : findCountry(current);
  if (mine?.dialCode === wanted) return mine;
  const matches = COUNTRIES.filter((country) => country.dialCode === wanted);
  return matches.find((country) => MAIN_OF_SHARED_DIAL_CODE.has(country.code)) ?? matches[0];
}

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagOf(code: string): string {
  const letters = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in a language, from the browser's own data; the code itself when the browser has none. */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Names visitors search by that the official ones do not contain. */
const ALIASES: Record<string, string> = {
  GB: 'uk england scotland wales britain',
  US: 'usa america',
  AE: 'uae emirates',
  NL: 'holland',
  CI: 'ivory coast',
  TR: 'turkey turquie turquia',
  CZ: 'czech republic',
  MK: 'macedonia',
  SZ: 'swaziland',
};

/** Lower case, without accents or punctuation, so 'etats unis' finds 'États-Unis' and 'cote d ivoire' 'Côte d’Ivoire'. */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();

interface Indexed {
  country: Country;
  /** The localized name, the English name and the aliases, made searchable, one per entry. */
  names: string[];
}

const indexes = new Map<string, Indexed[]>();

/** The countries in the order a visitor reading `language` expects: alphabetical by their localized names. */
function indexFor(language: string): Indexed[] {
  let index = indexes.get(language);
  if (!index) {
    const collator = new Intl.Collator(language);
    index = COUNTRIES.map((country) => ({
      country,
      names: [countryName(country.code, language), countryName(country.code, 'en'), ALIASES[country.code] ?? ''].map(
        searchable,
      ),
    })).sort((a, b) => collator.compare(countryName(a.country.code, language), countryName(b.country.code, language)));
    indexes.set(language, index);
  }
  return index;
}

/** How well a country answers a query: 0 best; undefined when it does not. */
function rank({ country, names }: Indexed, query: string): number | undefined {
  const digits = query.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const dial = country.dialCode.slice(1);
    // A shared code lists its main country first (+44: the United Kingdom, then Guernsey, Jersey…).
    if (dial === digits) return MAIN_OF_SHARED_DIAL_CODE.has(country.code) ? 0 : 1;
    return dial.startsWith(digits) ? 2 : undefined;
  }
  if (query.length === 2 && country.code === query.toUpperCase()) return 0;
  let best: number | undefined;
  for (const name of names) {
    const at = name.indexOf(query);
    if (at < 0) continue;
    const wholeWord = ` ${name} `.includes(` ${query} `);
    const score = wholeWord ? 1 : at === 0 ? 2 : name[at - 1] === ' ' ? 3 : 4;
    best = best === undefined ? score : Math.min(best, score);
  }
  return best;
}

/**
 * The countries matching what a visitor typed in the picker's search box, best matches first and alphabetical
 * within each: by ISO code or dial code ('fr', '33' or '+33'), by localized or English name or a common other
 * name (whole words first, then the start of the name, the start of a word, anywhere). An empty query lists
 * every country.
 */
export function searchCountries(query: string, language: string): Country[] {
  const index = indexFor(language);
  const wanted = searchable(query);
  if (wanted === '') return index.map((entry) => entry.country);
  const ranked: { country: Country; score: number }[] = [];
  for (const entry of index) {
    const score = rank(entry, wanted);
    if (score !== undefined) ranked.push({ country: entry.country, score });
  }
  // Array.prototype.sort is stable: each rank keeps the alphabetical order.
  return ranked.sort((a, b) => a.score - b.score).map((entry) => entry.country);
}
