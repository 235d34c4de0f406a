/**
 * Copy that must not contradict what the pages show (issue "Honest copy"): catalogue counts, the example, the
 * sample calls, and every ROI figure the site quotes, recomputed from the calculator's own rules (shared/roi.ts);
 * and every claim of the claims table (claims.ts) said the same way in the three languages, blog posts included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../shared/languages';
import {
  applyPreset,
  computeRoi,
  DEFAULT_ROI_INPUTS,
  formatAmount,
  formatNumber,
  ROI_INDUSTRY_KEYS,
  ROI_PRESETS,
} from '../shared/roi';
import {
  CLAIMS,
  type Claim,
  type ClaimId,
  type ClaimText,
  droppedWordings,
  missingFigure,
  otherFigures,
  unlisted,
} from './claims';
import { entries } from './copy-lint';
import { resources } from './index';

const text = (node: unknown): string =>
  typeof node === 'string' ? node : node && typeof node === 'object' ? Object.values(node).map(text).join('\n') : '';

describe.each(LANGUAGES)('%s copy', (language) => {
  const ns = resources[language] as Record<string, Record<string, unknown>>;
  const get = (namespace: string, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ns[namespace]);

  it('quotes no ATS or integration count the catalogue does not hold (seo.json aside)', () => {
    for (const namespace of ['integrations', 'faq', 'home', 'use-cases']) {
      expect(text(ns[namespace]), namespace).not.toMatch(/50\+|45\+|(plus de|más de) (50|45)\b/);
    }
  });

  it('counts the catalogue in the integrations page, its FAQ and the home teaser, and names the custom connector', () => {
    for (const key of ['page.description', 'faq.items.coverage.answer', 'teaser.subtitle']) {
      const copy = String(get('integrations', key));
      expect(copy, key).toContain('{{ats}}');
      expect(copy, key).toContain('{{live}}');
      expect(copy, key).toMatch(/custom connector|connecteur sur mesure|conector a medida/);
    }
    expect(String(get('integrations', 'faq.items.coverage.answer'))).toContain('{{total}}');
  });

  it('never says Alex is on the phone right now above sample cards', () => {
    const heading = `${get('home', 'liveCalls.title')} ${get('home', 'liveCalls.text')} ${get('live-calls', 'title')}`;
    expect(heading).not.toMatch(/right now|en ce moment|ahora mismo|live|en direct|en directo/i);
  });
});

describe('French typography in the changed copy', () => {
  it.each([
    ['integrations', 'page.description'],
    ['integrations', 'faq.items.coverage.answer'],
    ['integrations', 'teaser.subtitle'],
    ['demo-landing', 'listen.text_one'],
    ['demo-landing', 'listen.text_other'],
  ])('%s %s has a no-break space before : ; ! ?', (namespace, key) => {
    const copy = String(
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources.fr[namespace as 'faq']),
    );
    expect(copy).not.toMatch(/ [:;!?]/);
  });
});

// --- ROI claims: what the calculator computes, and the copy that quotes it.

/** The calculator as a visitor first meets it: each option of its industry select, with the default hires. */
const presetRuns = ROI_INDUSTRY_KEYS.map((industry) => {
  const inputs = applyPreset(DEFAULT_ROI_INPUTS, industry);
  return { inputs, results: computeRoi(inputs) };
});
const cuts = presetRuns.map((run) => Math.round(run.results.vacancyReduction));
const daysSooner = presetRuns.map((run) => run.results.timeReduction / run.inputs.monthlyRecruitments);

/** The example the copy quotes: the retail preset at the calculator's default hires. */
const EXAMPLE = 'retail' as const;
const example = applyPreset(DEFAULT_ROI_INPUTS, EXAMPLE);
const exampleResults = computeRoi(example);

const ROI_FACTS = {
  cutMin: Math.min(...cuts),
  cutMax: Math.max(...cuts),
  daysSoonerMax: Math.max(...daysSooner),
  example,
  exampleResults,
  /** The share of the vacancy cost the example saves, Alex's price included. */
  exampleCut: (exampleResults.savings / exampleResults.currentCost) * 100,
};

const copyOf = (language: Language, namespace: string, key: string): string =>
  String(
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        (resources[language] as Record<string, unknown>)[namespace],
      ),
  );

const DAYS: Record<Language, string> = { en: 'days', fr: 'jours', es: 'días' };
const percent = (value: number, language: Language) =>
  `${formatNumber(value, language)}${language === 'en' ? '' : '\u00a0'}%`;

/** A headline amount as written ('€500K', '500 k€', '500.000 €') in euros. */
function headlineAmount(text: string): number {
  const match = /(\d{1,3}(?:[.,\u202f\u00a0]\d{3})*)\s?([kK])?/.exec(text);
  if (!match) return Number.NaN;
  return Number((match[1] ?? '').replace(/[.,\u202f\u00a0]/g, '')) * (match[2] ? 1000 : 1);
}

/** Every whole number followed by a percent sign, and every number of days, in a text. */
const percentsIn = (text: string) => [...text.matchAll(/(\d+)[\s\u00a0]?%/g)].map((m) => Number(m[1]));
const daysIn = (text: string, language: Language) =>
  [...text.matchAll(new RegExp(`(\\d+)[\\s\\u00a0]${DAYS[language]}`, 'g'))].map((m) => Number(m[1]));

interface RoiClaim {
  claim: string;
  where: [namespace: string, key: string][];
  check: (copy: string, language: Language) => void;
}

const ROI_CLAIMS: RoiClaim[] = [
  {
    claim: 'the yearly savings headline is what the calculator gives for its example, or less',
    where: [['home', 'roi.stats.savings.value']],
    check: (copy) => {
      const claimed = headlineAmount(copy);
      expect(claimed).toBeLessThanOrEqual(ROI_FACTS.exampleResults.yearlySavings);
      expect(claimed).toBeGreaterThanOrEqual(ROI_FACTS.exampleResults.yearlySavings * 0.9);
    },
  },
  {
    claim: 'the yearly savings headline names its example: the hires and the industry, as the select shows it',
    where: [['home', 'roi.stats.savings.label']],
    check: (copy, language) => {
      expect(copy).toContain(formatNumber(ROI_FACTS.example.monthlyRecruitments, language));
      expect(copy.toLowerCase()).toContain(copyOf(language, 'roi', `industries.${EXAMPLE}`).toLowerCase());
      expect(copy).not.toMatch(/average|moyenne|media/i);
    },
  },
  {
    claim: 'the time-to-hire cut is the range the industry presets give',
    where: [
      ['home', 'beforeAfter.rows.timeToHire.with'],
      ['use-cases', 'hero.stats.timeToHire.value'],
      ['use-cases', 'cases.pre.stats.second.value'],
      ['use-cases', 'cases.pre.impact'],
      ['faq', 'sections.why.items.speed.answer'],
    ],
    check: (copy) => {
      expect(copy).toMatch(new RegExp(`\\b${ROI_FACTS.cutMin}\\D{1,12}${ROI_FACTS.cutMax}[\\s\\u00a0]?%`));
      expect(percentsIn(copy)).toEqual([ROI_FACTS.cutMax]);
    },
  },
  {
    claim: 'the days saved per hire are at most what the presets give',
    where: [
      ['home', 'pain.cards.time.figure'],
      ['use-cases', 'cases.pre.impact'],
      ['faq', 'sections.why.items.speed.answer'],
    ],
    check: (copy, language) => {
      expect(daysIn(copy, language)).toEqual([ROI_FACTS.daysSoonerMax]);
    },
  },
  {
    claim: "a vacancy's cost and the cost with Alex are the example's, as the calculator writes them",
    where: [
      ['home', 'beforeAfter.rows.cost.without'],
      ['faq', 'sections.why.items.cost.answer'],
    ],
    check: (copy, language) => {
      expect(copy).toContain(formatAmount(ROI_FACTS.exampleResults.currentCost, language));
      expect(copy).toContain(formatAmount(ROI_FACTS.example.costPerDay, language));
      expect(daysIn(copy, language)).toEqual([ROI_FACTS.example.currentTimeToHire]);
    },
  },
  {
    claim: "the vacancy cost the problem sections quote is the example's monthly cost",
    where: [
      ['home', 'pain.cards.cost.figure'],
      ['use-cases', 'crisis.cost.value'],
    ],
    check: (copy) => {
      expect(headlineAmount(copy)).toBe(ROI_FACTS.exampleResults.currentCost);
    },
  },
  {
    claim: 'and says which example: the hires and the industry',
    where: [
      ['home', 'pain.cards.cost.figureLabel'],
      ['use-cases', 'crisis.cost.label'],
    ],
    check: (copy, language) => {
      expect(copy.toLowerCase()).toContain(copyOf(language, 'roi', `industries.${EXAMPLE}`).toLowerCase());
      expect(copy).toContain(formatNumber(ROI_FACTS.example.monthlyRecruitments, language));
    },
  },
  {
    claim: 'the cost with Alex and what it saves are the example’s',
    where: [['home', 'beforeAfter.rows.cost.with']],
    check: (copy, language) => {
      expect(copy).toContain(formatAmount(ROI_FACTS.exampleResults.withAlexCost, language));
      expect(copy).toContain(percent(Math.floor(ROI_FACTS.exampleCut), language).replace('\\u00a0', '\u00a0'));
    },
  },
  {
    claim: 'the FAQ answer on savings gives the example’s cost with Alex and monthly savings',
    where: [['faq', 'sections.why.items.cost.answer']],
    check: (copy, language) => {
      expect(copy).toContain(formatAmount(ROI_FACTS.exampleResults.withAlexCost, language));
      expect(copy).toContain(formatAmount(ROI_FACTS.exampleResults.savings, language));
      expect(copy).toContain(formatNumber(ROI_FACTS.example.monthlyRecruitments, language));
    },
  },
  {
    // Not a calculator figure: the strip's 43% and the use case's 2.5 to 3.2 points are said together.
    claim: 'the no-show figures are the strip’s, in both measures',
    where: [
      ['home', 'beforeAfter.rows.noShows.with'],
      ['use-cases', 'cases.nsr.impact'],
      ['faq', 'sections.why.items.noShows.answer'],
    ],
    check: (copy, language) => {
      expect(percentsIn(copy)).toEqual([headlineAmount(copyOf(language, 'home', 'roi.stats.noShows.value'))]);
      expect(copy).toMatch(/2[.,]5\D{1,8}3[.,]2/);
    },
  },
];

describe.each(LANGUAGES)('%s ROI claims agree with the calculator (shared/roi.ts)', (language) => {
  it.each(ROI_CLAIMS.flatMap(({ claim, where, check }) => where.map(([ns, key]) => [claim, ns, key, check] as const)))(
    '%s: %s %s',
    (_claim, namespace, key, check) => {
      const copy = copyOf(language, namespace, key);
      expect(copy, `${language}/${namespace}.json ${key}`).not.toBe('undefined');
      check(copy, language);
    },
  );

  it('quotes none of the figures the calculator contradicts', () => {
    for (const namespace of ['home', 'use-cases', 'faq', 'demo', 'seo']) {
      const copy = text((resources[language] as Record<string, unknown>)[namespace]);
      // "75% faster hiring" and "5 to 10 days" (the presets give 60 to 80% and up to 12 days),
      expect(copy, namespace).not.toMatch(/\b75[\s\u00a0]?%/);
      expect(copy, namespace).not.toMatch(/\b5\D{1,6}10[\s\u00a0](days|jours|días)/);
      // and a vacancy at about €10,000 (the presets give a few hundred to a few thousand euros).
      expect(copy, namespace).not.toMatch(/10[,.\u202f\u00a0]000[\s\u00a0]?(€|euro)|€10,000/);
    }
  });
});

describe('the ROI facts the copy is checked against', () => {
  // Written out from the spec's presets, so a change to shared/roi.ts shows here before the copy goes stale.
  it('are the spec presets’ figures', () => {
    expect(ROI_FACTS).toMatchObject({ cutMin: 60, cutMax: 80, daysSoonerMax: 12 });
    expect(ROI_FACTS.exampleResults).toMatchObject({
      currentCost: 80_000,
      withAlexCost: 35_750,
      savings: 44_250,
      yearlySavings: 531_000,
    });
    expect(Math.floor(ROI_FACTS.exampleCut)).toBe(55);
    expect(ROI_PRESETS[EXAMPLE]).toMatchObject({ costPerDay: 200, currentDays: 8 });
  });

  it.each([
    ['€500K', 500_000],
    ['500\u00a0k€', 500_000],
    ['500.000\u00a0€', 500_000],
    ['€531,000', 531_000],
  ])('reads the headline %j as %d euros', (copy, euros) => {
    expect(headlineAmount(copy)).toBe(euros);
  });
});

// --- The claims table (claims.ts): the same number or promise in every language, strings and posts alike.

const POSTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/blog/posts');

/** A language's blog posts, whole files (the excerpt is shown too), by id. */
const postsOf = (language: Language): Map<string, string> =>
  new Map(
    readdirSync(path.join(POSTS, language))
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name.slice(0, -'.md'.length), readFileSync(path.join(POSTS, language, name), 'utf8')]),
  );

/** Every string of a language but the legal pages' (their own facts), and every post, as texts to check. */
function textsOf(language: Language): { strings: Map<string, string>; posts: Map<string, string>; all: ClaimText[] } {
  const list = entries(language).filter(({ key }) => !key.startsWith('legal:'));
  const posts = postsOf(language);
  return {
    strings: new Map(list.map(({ key, text }) => [key, text])),
    posts,
    all: [
      ...list,
      ...[...posts].map(([id, text]) => ({ where: `${language}/posts/${id}.md`, key: `post:${id}`, text })),
    ],
  };
}

const TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language)])) as Record<
  Language,
  ReturnType<typeof textsOf>
>;
const CLAIM_LIST = Object.entries(CLAIMS) as [string, Claim][];

describe.each(LANGUAGES)('%s says every claim as the table does', (language) => {
  const { strings, posts, all } = TEXTS[language];

  it.each(CLAIM_LIST)('%s: in every string and post that carries it', (_id, claim) => {
    expect(missingFigure(claim, language, strings, posts)).toEqual([]);
  });

  it.each(CLAIM_LIST)('%s: with no other figure anywhere', (_id, claim) => {
    expect(otherFigures(claim, language, all)).toEqual([]);
  });

  it.each(CLAIM_LIST)('%s: in none of its dropped wordings', (_id, claim) => {
    expect(droppedWordings(claim, language, all)).toEqual([]);
  });
});

describe('the claims table', () => {
  it.each(CLAIM_LIST)('%s lists every English string and post that quotes it', (_id, claim) => {
    expect(unlisted(claim, TEXTS.en.all)).toEqual([]);
  });

  it.each(CLAIM_LIST)('%s lists strings and posts that exist', (_id, claim) => {
    for (const key of claim.keys) expect(TEXTS.en.strings.has(key), key).toBe(true);
    for (const language of LANGUAGES) {
      for (const id of claim.posts?.[language] ?? []) expect(TEXTS[language].posts.has(id), id).toBe(true);
    }
  });
});

// The checks themselves, on made-up texts, so a change to the table cannot quietly stop them finding anything.
describe('the claim checks', () => {
  const text = (body: string, key = 'faq:x'): ClaimText => ({ where: key, key, text: body });

  it.each<[string, Language, string, number]>([
    ['confirmationCall', 'en', '2. **Two or three days before:** a confirmation call', 1],
    ['confirmationCall', 'en', 'a "no" three days out is more useful than silence', 1],
    ['confirmationCall', 'en', 'Alex calls 24 to 48 hours before, and flags missions 36 hours ahead', 0],
    ['confirmationCall', 'fr', 'Un appel de confirmation 2 ou 3 jours avant la mission', 1],
    [
      'confirmationCall',
      'fr',
      'Un appel 24\u00a0à 48\u00a0h avant, une alerte 36\u00a0h à l’avance, 12\u00a0jours plus tôt',
      0,
    ],
    ['confirmationCall', 'es', 'Una llamada tres días antes del turno', 1],
    ['confirmationCall', 'es', 'Entre 24 y 48\u00a0horas antes, con 36\u00a0horas de margen', 0],
    ['firstContact', 'en', 'Alex calls each applicant within 60 seconds', 1],
    ['languages', 'fr', 'Alex parle 5\u00a0langues', 1],
    ['callLength', 'en', 'no applicant waits for a phone call that takes four minutes', 1],
    ['callLength', 'es', 'una entrevista de preselección de 10\u00a0minutos', 1],
  ])('%s in %s %j: %d other figure(s)', (id, language, body, count) => {
    expect(otherFigures(CLAIMS[id as ClaimId], language, [text(body)])).toHaveLength(count);
  });

  it.each<[string, Language, string, number]>([
    ['vacancyCost', 'en', 'the average cost of an open role is €10,000', 1],
    ['vacancyCost', 'es', 'coste medio de una contratación lenta: 10.000\u00a0€', 1],
    ['savings', 'fr', '500\u00a0K€ économisés', 1],
    ['savings', 'es', '500 K€ de ahorro', 1],
    ['savings', 'fr', '500\u00a0k€ économisés', 0],
    ['interviews', 'en', 'our AI voice agent, trained on more than 85,000 interviews', 1],
    ['interviews', 'es', 'agente de voz, entrenado con más de 85.000 entrevistas', 1],
    ['interviews', 'fr', 'Il s’appuie sur plus de 85\u202f000 entretiens menés', 1],
    ['hosting', 'en', 'Data hosted in the EU', 1],
    ['hosting', 'fr', 'Données hébergées dans l’UE', 1],
    ['hosting', 'es', 'los datos se alojan en la Unión Europea', 1],
    ['hosting', 'en', 'Call recordings, transcripts and scores hosted in the EU', 0],
  ])('%s in %s %j: %d dropped wording(s)', (id, language, body, count) => {
    expect(droppedWordings(CLAIMS[id as ClaimId], language, [text(body)])).toHaveLength(count);
  });

  it('finds a listed string or post that does not carry the claim, or is missing', () => {
    const claim: Claim = { ...CLAIMS.confirmationCall, keys: ['faq:a', 'faq:b'], posts: { en: ['no-shows'] } };
    const strings = new Map([['faq:a', 'Alex calls 24 to 48 hours before']]);
    const posts = new Map([['no-shows', '**Two or three days before:** a confirmation call']]);
    expect(missingFigure(claim, 'en', strings, posts)).toEqual([
      'en:faq:b is missing',
      expect.stringMatching(/^en\/posts\/no-shows does not say/),
    ]);
    expect(
      missingFigure(CLAIMS.fewerNoShows, 'fr', new Map([['home:roi.stats.noShows.value', '43 %']]), new Map()),
    ).not.toEqual([]);
  });

  it('finds an English string that quotes a claim without being listed', () => {
    expect(unlisted(CLAIMS.fewerNoShows, [text('43% fewer no-shows', 'home:new.stat')])).toEqual([
      'home:new.stat quotes "43 % fewer no-shows" but is not listed',
    ]);
    expect(unlisted(CLAIMS.fewerNoShows, [text('43% fewer no-shows', 'home:roi.stats.noShows.value')])).toEqual([]);
  });
});
