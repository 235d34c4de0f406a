/**
 * Every number or promise the copy makes, once, with how each language writes it and the strings and blog posts
 * that carry it. claims.test.ts checks every language against it:
 * - each string listed carries the claim in every language, in that language's format, and so does each post;
 * - every English string that quotes a claim is listed, so a new one is checked in French and Spanish too;
 * - no string or post of any language gives another figure for the same claim (a post saying "two or three days
 *   before" where the product says 24 to 48 hours);
 * - wordings the product has dropped ("data hosted in the EU", "trained on 85,000 interviews") do not come back.
 *
 * Patterns read the text as written: `\s` also takes the no-break spaces French and Spanish put inside figures.
 */
import type { Language } from '../shared/languages';

export type Forms = Readonly<Record<Language, RegExp>>;

export interface Claim {
  /** What the copy promises, in English. */
  says: string;
  /** The claim as each language writes it: every string and post that carries it matches. */
  figure: Forms;
  /** The strings that carry it, as `namespace:key`, the same in every language. */
  keys: readonly string[];
  /** The blog posts that carry it (their ids), by language. */
  posts?: Partial<Record<Language, readonly string[]>>;
  /**
   * The claim's measure with any figure in it ("N hours before"), and what every match must say: the claim's
   * own value (`is`), or that of another claim it shares the measure with (`alsoMeasured`).
   */
  measure?: { pattern: Forms; is: Forms; alsoMeasured?: readonly string[] };
  /** Wordings that say something else for the same claim, in any string or post of the language. */
  never?: Partial<Forms>;
}

/**
 * A number written in figures or, from two to ten, in words ("one", «une», «un» also start "one hour earlier",
 * «une seconde fois», «un segundo intento»).
 */
const N: Record<Language, string> = {
  en: String.raw`(?:\d+(?:[.,]\d+)?|two|three|four|five|six|seven|eight|nine|ten)`,
  fr: String.raw`(?:\d+(?:[.,]\d+)?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)`,
  es: String.raw`(?:\d+(?:[.,]\d+)?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`,
};

/** A measure's pattern in each language, with that language's N; `g` so every match is read. */
const measured = (build: (n: string) => Record<Language, string>): Forms => ({
  en: new RegExp(build(N.en).en, 'giu'),
  fr: new RegExp(build(N.fr).fr, 'giu'),
  es: new RegExp(build(N.es).es, 'giu'),
});

export const CLAIMS = {
  firstContact: {
    says: 'Alex calls each applicant within 30 seconds',
    figure: { en: /\b30\s?(?:s|seconds)\b/u, fr: /\b30\s(?:s|secondes)\b/u, es: /\b30\s(?:s|segundos)\b/u },
    keys: [
      'demo:live.report.bookText',
      'faq:sections.about.items.what.answer',
      'faq:sections.why.items.speed.question',
      'home:hero.title',
      'home:hero.intro',
      'home:alex.intro',
      'home:alex.badges.firstContact',
      'home:alex.timeline.steps.call.title',
      'home:beforeAfter.rows.firstContact.with',
      'seo:home.title',
      'seo:home.description',
      'seo:home.ogDescription',
      'seo:useCases.description',
      'seo:og.headline',
      'seo:og.imageAlt',
      'site:footer.tagline',
      'use-cases:hero.stats.firstContact.value',
      'use-cases:cases.pre.summary',
      'use-cases:cases.pre.impact',
      'use-cases:cases.pre.stats.first.value',
      'use-cases:cases.pre.after.wait',
      'use-cases:cases.pre.workflow.call.title',
    ],
    posts: { en: ['high-volume-hiring-speed-to-contact'] },
    measure: {
      // In figures: «une seconde fois», «un segundo intento» are not durations.
      pattern: measured(() => ({
        en: String.raw`\b\d+\s?(?:s|seconds?)\b`,
        fr: String.raw`\b\d+\s(?:s|secondes?)\b`,
        es: String.raw`\b\d+\s(?:s|segundos?)\b`,
      })),
      is: { en: /^30\b/u, fr: /^30\b/u, es: /^30\b/u },
    },
  },
  availability: {
    says: 'Alex calls around the clock, every day',
    figure: { en: /\b24\/7\b/u, fr: /\b24\sh\/24\b/u, es: /\b24\/7\b|\ba cualquier hora, todos los días\b/u },
    keys: [
      'faq:sections.about.items.candidates.answer',
      'home:hero.intro',
      'home:alex.badges.availability',
      'home:beforeAfter.rows.availability.with',
      'site:footer.tagline',
      'use-cases:hero.stats.availability.value',
      'use-cases:cases.pre.intelligence.points.always',
    ],
  },
  languages: {
    says: 'Alex interviews in up to 8 languages',
    figure: { en: /\b[Uu]p to 8\b/u, fr: /\b[Jj]usqu['’]à 8\b/u, es: /\b[Hh]asta 8\b/u },
    keys: [
      'faq:sections.about.items.what.answer',
      'faq:sections.extras.items.languages.answer',
      'home:alex.badges.languages',
      'home:beforeAfter.rows.availability.with',
      'seo:home.description',
      'use-cases:hero.stats.availability.label',
      'use-cases:cases.pre.intelligence.points.languages',
    ],
    posts: { en: ['high-volume-hiring-speed-to-contact', 'reactivate-dormant-candidate-database'] },
    measure: {
      // In figures: the recruiter working without Alex speaks "one or two languages".
      pattern: measured(() => ({
        en: String.raw`\b\d+\s(?:languages)\b`,
        fr: String.raw`\b\d+\s(?:langues)\b`,
        es: String.raw`\b\d+\s(?:idiomas)\b`,
      })),
      is: { en: /^8\b/u, fr: /^8\b/u, es: /^8\b/u },
    },
  },
  callLength: {
    says: 'a pre-qualification call takes about 5 minutes',
    figure: {
      en: /\b(?:5|five)[-\s]minutes?\b/u,
      fr: /\b(?:5|cinq)\sminutes\b/u,
      es: /\b(?:5|cinco)\sminutos\b/u,
    },
    keys: [
      'faq:sections.about.items.candidates.answer',
      'home:alex.intro',
      'home:alex.timeline.steps.qualify.title',
      'use-cases:cases.pre.impact',
      'use-cases:cases.pre.workflow.qualify.title',
    ],
    posts: { en: ['high-volume-hiring-speed-to-contact'], fr: ['recrutement-volume-rapidite-de-contact'] },
    measure: {
      pattern: measured((n) => ({
        en: String.raw`\b${n}-minute\b|\bcall (?:that )?takes (?:about )?${n}\sminutes\b`,
        fr: String.raw`\b(?:appel|entretien)s? (?:de préqualification )?(?:d['’]environ |de |dure environ )${n}\sminutes\b`,
        es: String.raw`\b(?:llamada|entrevista)s? (?:de preselección )?(?:de (?:unos )?|dura unos )${n}\sminutos\b`,
      })),
      is: { en: /\b(?:5|five)\b/u, fr: /\b(?:5|cinq)\b/u, es: /\b(?:5|cinco)\b/u },
    },
  },
  qualifiedIn48h: {
    says: 'candidates are qualified within 48 hours, without anyone reading a CV',
    figure: {
      en: /\b(?:with)?in 48\s?(?:h|hours)\b/u,
      fr: /\ben 48\s(?:h|heures)\b/u,
      es: /\ben 48\s(?:h|horas)\b/u,
    },
    keys: [
      'faq:sections.why.items.speed.answer',
      'home:alex.timeline.steps.ats.recruiter',
      'home:beforeAfter.rows.timeToHire.with',
      'seo:home.ogDescription',
      'use-cases:cases.pre.after.delay',
    ],
  },
  demoCall: {
    says: 'in the demo, Alex calls you within 2 minutes',
    figure: {
      en: /\b(?:with)?in 2 minutes\b/u,
      fr: /\b(?:dans les|en moins de|en) 2\sminutes\b/u,
      es: /\b(?:en menos de|en) 2\sminutos\b/u,
    },
    keys: [
      'demo-landing:call.text',
      'faq:sections.extras.items.demo.answer',
      'home:finalCta.text',
      'seo:demo.description',
      'seo:demo.ogDescription',
      'seo:demoRecruiter.description',
      'seo:demoRecruiter.ogTitle',
    ],
  },
  atsSetup: {
    says: 'connecting an ATS takes from 15 minutes to 48 hours',
    figure: {
      en: /\b15 minutes\b[^.]{0,30}\b48 hours\b/u,
      fr: /\b15\sminutes\b[^.]{0,30}\b48\sheures\b/u,
      es: /\b15\sminutos\b[^.]{0,30}\b48\shoras\b/u,
    },
    keys: ['faq:sections.how.items.start.answer', 'integrations:page.description', 'integrations:teaser.subtitle'],
  },
  liveConnect: {
    says: 'a live integration connects in about 15 minutes',
    figure: {
      en: /\b[Aa]bout 15 minutes\b/u,
      fr: /\b15\sminutes environ\b|\b[Ee]nviron 15\sminutes\b/u,
      es: /\b[Uu]nos 15\sminutos\b/u,
    },
    keys: ['use-cases:process.steps.connect.time', 'use-cases:process.steps.connect.text'],
  },
  connector: {
    says: 'a custom connector is built in 1 to 2 weeks',
    figure: { en: /\b1 to 2 weeks\b/u, fr: /\b1\sà\s2\ssemaines\b/u, es: /\b1\so\s2\ssemanas\b/u },
    keys: [
      'faq:sections.how.items.ats.answer',
      'integrations:custom.text',
      'integrations:faq.items.custom.answer',
      'integrations:faq.items.coverage.answer',
      'seo:integrations.description',
      'seo:integrations.ogDescription',
    ],
  },
  accountSetup: {
    says: 'the sales team sets up an account in under 48 hours',
    figure: { en: /\bunder 48 hours\b/u, fr: /\bmoins de 48\s(?:h|heures)\b/u, es: /\bmenos de 48\shoras\b/u },
    keys: [
      'demo:live.report.bookText',
      'demo-dialogs:rateLimit.upgrade',
      'email:roi.ctaIntro',
      'email:demoReport.ctaIntro',
      'faq:sections.how.items.start.answer',
    ],
  },
  goLive: {
    says: 'a customer goes live in less than a week',
    figure: { en: /\b[Ll]ess than a week\b/u, fr: /\b[Mm]oins d['’]une semaine\b/u, es: /\b[Mm]enos de una semana\b/u },
    keys: ['faq:sections.how.items.start.answer'],
  },
  timeToHireCut: {
    says: 'time to hire is cut by 60 to 80 % (the calculator’s presets; claims.test.ts recomputes it)',
    figure: { en: /\b60(?: to |–)80\s?%/u, fr: /\b60\sà\s80\s%/u, es: /\b60\s(?:y un|a)\s80\s%/u },
    keys: [
      'faq:sections.why.items.speed.answer',
      'home:beforeAfter.rows.timeToHire.with',
      'use-cases:hero.stats.timeToHire.value',
      'use-cases:cases.pre.impact',
      'use-cases:cases.pre.stats.second.value',
    ],
  },
  daysSooner: {
    says: 'a shortlist is ready up to 12 days sooner',
    figure: { en: /\b12 days\b/u, fr: /\b12\sjours\b/u, es: /\b12\sdías\b/u },
    keys: ['faq:sections.why.items.speed.answer', 'home:pain.cards.time.figure', 'use-cases:cases.pre.impact'],
  },
  costCut: {
    says: 'recruiting costs up to 80 % lower',
    figure: { en: /\b[Uu]p to 80%/u, fr: /\b[Jj]usqu['’]à 80\s%/u, es: /\b[Hh]asta un 80\s%/u },
    keys: ['use-cases:cases.reactivation.intelligence.points.cost'],
  },
  vacancyCost: {
    says: 'vacant days cost €80,000 a month for 50 retail hires (the calculator’s example)',
    figure: { en: /€80,000/u, fr: /\b80\s000\s€/u, es: /\b80\.000\s€/u },
    keys: [
      'faq:sections.why.items.cost.answer',
      'home:pain.cards.cost.figure',
      'home:beforeAfter.rows.cost.without',
      'use-cases:crisis.cost.value',
    ],
    // The figure the copy quoted before it followed the calculator, with a meaning that varied by language.
    never: { en: /€10,000|\b10,000 euros?\b/u, fr: /\b10\s000\s(?:€|euros?)/u, es: /\b10\.000\s(?:€|euros?)/u },
  },
  vacancyCostMeaning: {
    says: 'what the €80,000 is: a month of vacant days for 50 retail hires',
    figure: {
      en: /\ba month of vacant days for 50 retail hires\b/u,
      fr: /\bpar mois de jours vacants pour 50\srecrutements dans le commerce de détail\b/u,
      es: /\bal mes en días de vacante para 50\scontrataciones en el comercio minorista\b/u,
    },
    keys: ['home:pain.cards.cost.figureLabel', 'home:beforeAfter.rows.cost.without', 'use-cases:crisis.cost.label'],
  },
  savings: {
    says: '€500K or more saved a year with 50 retail hires a month',
    figure: { en: /€500K/u, fr: /\b500\sk€/u, es: /\b500\.000\s€/u },
    keys: ['home:roi.stats.savings.value'],
    never: { en: /\b500\s?k€|€500k\b/u, fr: /\b500\s?K€/u, es: /\b500\s?[kK]€/u },
  },
  reached: {
    says: '95 % of candidates reached',
    figure: { en: /\b95%/u, fr: /\b95\s%/u, es: /\b95\s%/u },
    keys: ['home:roi.stats.reached.value'],
  },
  fewerNoShows: {
    says: '43 % fewer no-shows',
    figure: { en: /\b43%/u, fr: /\b43\s%/u, es: /\b43\s%/u },
    keys: [
      'faq:sections.why.items.noShows.answer',
      'home:roi.stats.noShows.value',
      'home:beforeAfter.rows.noShows.with',
      'use-cases:cases.nsr.impact',
    ],
  },
  noShowPoints: {
    says: 'the no-show rate 2.5 to 3.2 points lower',
    figure: { en: /\b2\.5(?: to |–)3\.2\b/u, fr: /\b2,5\s(?:à|a)\s3,2\b/u, es: /−?2,5\s(?:a|y)\s−?3,2\b/u },
    keys: [
      'faq:sections.why.items.noShows.answer',
      'home:beforeAfter.rows.noShows.with',
      'use-cases:cases.nsr.impact',
      'use-cases:cases.nsr.stats.first.value',
    ],
  },
  responseUplift: {
    says: '30 % more candidates answer',
    figure: { en: /\+30%|\bby 30%/u, fr: /\+30\s%|\bde 30\s%/u, es: /\+30\s%|\bun 30\s%/u },
    keys: ['home:pain.cards.dropOff.figure', 'use-cases:cases.reactivation.insights'],
  },
  earlyWarning: {
    says: 'missions at risk are flagged 36 hours ahead',
    figure: { en: /\b36\s?(?:h|hours)\b/u, fr: /\b36\s(?:h|heures)\b/u, es: /\b36\s(?:h|horas)\b/u },
    keys: [
      'faq:sections.why.items.noShows.answer',
      'use-cases:cases.nsr.insights',
      'use-cases:cases.nsr.stats.second.value',
      'use-cases:cases.nsr.after.manual',
      'use-cases:cases.nsr.workflow.replace.text',
    ],
    posts: { es: ['ausencias-entrevistas-primer-dia-llamadas-de-confirmacion'] },
  },
  confirmationCall: {
    says: 'confirmation calls come 24 to 48 hours before a mission or interview',
    figure: {
      en: /\b24(?:–| to )48\s?(?:h|hours)\b/u,
      fr: /\b24\sà\s48\s(?:h|heures)\b/u,
      es: /\b24\sy\s48\s(?:h|horas)\b/u,
    },
    keys: [
      'faq:sections.why.items.noShows.answer',
      'home:beforeAfter.rows.noShows.with',
      'use-cases:cases.nsr.summary',
      'use-cases:cases.nsr.impact',
      'use-cases:cases.nsr.intelligence.points.timing',
      'use-cases:cases.nsr.after.late',
      'use-cases:cases.nsr.workflow.call.title',
      'seo:useCases.description',
    ],
    posts: {
      en: ['reduce-interview-no-shows'],
      fr: ['absences-candidats-appels-de-confirmation'],
      es: ['ausencias-entrevistas-primer-dia-llamadas-de-confirmacion'],
    },
    measure: {
      pattern: measured((n) => ({
        en: String.raw`\b${n}(?:\s(?:or|to|and)\s${n}|–${n})?\s(?:hours?|days?|h)\s(?:before|ahead|out|in advance|beforehand)\b`,
        fr: String.raw`\b${n}(?:\s(?:à|ou|et)\s${n})?\s(?:h|heures?|jours?)\s(?:avant|à l['’]avance|d['’]avance|plus tôt)`,
        es: String.raw`\b${n}(?:\s(?:y|a|o)\s${n})?\s(?:h|horas?|días?)\s(?:antes|de antelación|de margen|de anticipación)`,
      })),
      is: { en: /^24(?:–| to )48\b/u, fr: /^24\sà\s48\b/u, es: /^24\sy\s48\b/u },
      alsoMeasured: ['earlyWarning', 'daysSooner'],
    },
  },
  rating: {
    says: 'candidates rate their call 4.3 out of 5 on average',
    figure: {
      en: /\b4\.3(?:\/5| out of 5)|\baverage of 4\.3\b/u,
      fr: /\b4,3(?:\/5|\ssur\s5)|\bmoyenne de 4,3\b/u,
      es: /\b4,3(?:\/5|\ssobre\s5)|\bmedia de 4,3\b/u,
    },
    keys: [
      'demo:success.proof.rating.value',
      'faq:sections.about.items.candidates.answer',
      'home:hero.proof.rating.value',
      'home:beforeAfter.rows.experience.with',
      'use-cases:cases.pre.insights',
    ],
  },
  ratedAbove4: {
    says: '71 % of candidates rate their call above 4',
    figure: { en: /\b71%/u, fr: /\b71\s%/u, es: /\b71\s%/u },
    keys: [
      'faq:sections.about.items.candidates.answer',
      'home:beforeAfter.rows.experience.with',
      'use-cases:cases.pre.insights',
    ],
  },
  reactivationRate: {
    says: '32 % of reactivated candidates convert',
    figure: { en: /\b32%/u, fr: /\b32\s%/u, es: /\b32\s%/u },
    keys: [
      'faq:sections.why.items.reactivation.answer',
      'home:beforeAfter.rows.dormant.with',
      'use-cases:cases.reactivation.impact',
      'use-cases:cases.reactivation.stats.first.value',
    ],
  },
  costPerCv: {
    says: '€0.23 per reactivated CV',
    figure: { en: /€0\.23|\b0\.23 euro\b/u, fr: /\b0,23\s(?:€|euro)/u, es: /\b0,23\s(?:€|euros?)/u },
    keys: [
      'faq:sections.why.items.reactivation.answer',
      'home:beforeAfter.rows.dormant.with',
      'seo:useCases.description',
      'use-cases:cases.reactivation.impact',
      'use-cases:cases.reactivation.stats.second.value',
    ],
  },
  reactivatedProfiles: {
    says: '3.2 million profiles reactivated',
    figure: { en: /\b3\.2 million\b/u, fr: /\b3,2\smillions\b/u, es: /\b3,2\smillones\b/u },
    keys: ['faq:sections.why.items.reactivation.answer', 'use-cases:cases.reactivation.intelligence.points.volume'],
  },
  calls: {
    says: 'more than 1 million calls',
    figure: {
      en: /\b1M\+|\b1 million calls\b/u,
      fr: /\+1\sM\b|\bun million d['’]appels\b/u,
      es: /\+1\sM\b|\b1\smillón de llamadas\b/u,
    },
    keys: [
      'demo:success.proof.calls.value',
      'home:hero.proof.calls.value',
      'home:liveCalls.text',
      'seo:home.ogDescription',
      'seo:og.claims',
      'seo:og.imageAlt',
    ],
  },
  companies: {
    says: 'more than 100 companies',
    figure: { en: /\b100\+|\b100 companies\b/u, fr: /\+100\b|\b100\sentreprises\b/u, es: /\+100\b|\b100\sempresas\b/u },
    keys: [
      'demo:success.proof.companies.value',
      'home:hero.proof.companies.value',
      'home:liveCalls.text',
      'seo:home.ogDescription',
      'seo:og.claims',
      'seo:og.imageAlt',
    ],
  },
  interviews: {
    says: 'Alex has already conducted more than 85,000 interviews',
    figure: {
      en: /\bconducted more than 85,000 interviews\b/u,
      fr: /\bmené plus de 85\s000\sentretiens\b/u,
      es: /\brealizado más de 85\.000\sentrevistas\b/u,
    },
    keys: ['faq:sections.about.items.who.answer'],
    // Interviews Alex was "trained on" would be customers' candidates' calls reused, which the copy does not say.
    never: {
      en: /\btrained (?:on|with)\b[^.]*\b85/u,
      fr: /(?:\bentraîné\p{L}*|\bs['’]appuie sur)[^.]*\b85/u,
      es: /\bentrenad[oa]s?\b[^.]*\b85/u,
    },
  },
  hosting: {
    says: 'call recordings, transcripts and scores are hosted in the EU (not all data: see the privacy policy)',
    figure: {
      en: /\b[Rr]ecordings\b[^.]*\b(?:EU|European Union)\b/u,
      fr: /\b[Ee]nregistrements\b[^.]*\b(?:UE|Union européenne)\b/u,
      es: /\b[Gg]rabaciones\b[^.]*\b(?:UE|Unión Europea)\b/u,
    },
    keys: [
      'faq:sections.extras.items.compliance.answer',
      'home:hero.compliance.hosting',
      'integrations:faq.items.gdpr.answer',
      'integrations:faq.items.hosting.answer',
      'seo:og.claims',
      'seo:og.imageAlt',
      'site:footer.badges.hosting',
      'site:footer.compliance',
    ],
    posts: { en: ['gdpr-eu-ai-act-recruiting-voice-ai'] },
    never: {
      en: /\b[Dd]ata (?:is )?hosted in\b|\bEU data hosting\b|\bAlex is hosted\b|\bit is hosted in the EU\b/u,
      fr: /\b[Dd]onnées hébergées dans\b|\b[Hh]ébergement dans l['’]UE\b|\belles sont hébergées dans\b/u,
      es: /\b[Dd]atos alojados en\b|\blos datos se alojan en\b/u,
    },
  },
  aiDisclosure: {
    says: 'every call starts by saying the caller is an AI (the example interview does too)',
    figure: {
      en: /\bstart of every call\b[^.]*\bAI\b|\bAI\b[^.]*\bstart of every call\b/u,
      fr: /\bdès le début de l['’]appel\b/u,
      es: /\bal inicio de cada llamada\b|\bcada llamada empieza avisando\b/u,
    },
    keys: ['faq:sections.extras.items.compliance.answer', 'site:footer.compliance'],
  },
} satisfies Record<string, Claim>;

export type ClaimId = keyof typeof CLAIMS;

// --- The checks claims.test.ts runs, on any texts, so their own tests can feed them bad examples.

/** A string (`fr/faq.json:…`) or a post (`fr/posts/…`) to check, by its key or post id. */
export interface ClaimText {
  where: string;
  key: string;
  text: string;
}

const excerpt = (text: string, index: number, length: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 20), index + length + 20));

/** The listed strings and posts of a language that do not carry the claim as the language writes it. */
export function missingFigure(
  claim: Claim,
  language: Language,
  strings: ReadonlyMap<string, string>,
  posts: ReadonlyMap<string, string>,
): string[] {
  const listed: [string, string | undefined][] = [
    ...claim.keys.map((key) => [`${language}:${key}`, strings.get(key)] as [string, string | undefined]),
    ...(claim.posts?.[language] ?? []).map(
      (id) => [`${language}/posts/${id}`, posts.get(id)] as [string, string | undefined],
    ),
  ];
  return listed.flatMap(([where, text]) => {
    if (text === undefined) return [`${where} is missing`];
    return claim.figure[language].test(text)
      ? []
      : [`${where} does not say ${claim.figure[language]}: ${JSON.stringify(text.slice(0, 120))}`];
  });
}

/** English strings and posts that quote the claim without being listed, so French and Spanish go unchecked. */
export const unlisted = (claim: Claim, english: readonly ClaimText[]): string[] =>
  english
    .filter(({ key, text }) => claim.figure.en.test(text) && !claim.keys.includes(key))
    .filter(({ key }) => !key.startsWith('post:') || !claim.posts?.en?.includes(key.slice('post:'.length)))
    .map(({ where }) => `${where} quotes "${claim.says}" but is not listed`);

/** Matches of the claim's measure that give another figure than the claim's, or than a claim it shares it with. */
export function otherFigures(claim: Claim, language: Language, texts: readonly ClaimText[]): string[] {
  if (!claim.measure) return [];
  const { pattern, is, alsoMeasured = [] } = claim.measure;
  const accepted = [
    is[language],
    ...alsoMeasured.map((id) => (CLAIMS as Record<string, Claim>)[id]?.figure[language] ?? /$^/u),
  ];
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(pattern[language])]
      .filter(([found]) => !accepted.some((figure) => figure.test(found)))
      .map((match) => `${where} says "${claim.says}" otherwise: ${excerpt(text, match.index ?? 0, match[0].length)}`),
  );
}

/** Wordings the product has dropped for the claim. */
export const droppedWordings = (claim: Claim, language: Language, texts: readonly ClaimText[]): string[] => {
  const never = claim.never?.[language];
  if (!never) return [];
  return texts.flatMap(({ where, text }) => {
    const match = never.exec(text);
    return match ? [`${where} words "${claim.says}" as: ${excerpt(text, match.index, match[0].length)}`] : [];
  });
};
