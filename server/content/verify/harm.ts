/**
 * Whether a text is harmful: threats and calls to violence, hate speech, sexual content and adult services,
 * scams aimed at candidates and illegal activity, with the category and what was found.
 */
import { DEMO_MESSAGES } from '../../../shared/demo';
import { normalizeForHarm } from '../text/normalize';
import {
  ASK,
  CARD_DATA,
  COUNTERING,
  DRUGS,
  EARNINGS,
  EASY_MONEY,
  FEES,
  GET_RICH,
  HATE,
  IDENTITY_DATA,
  INVESTMENT,
  MONEY_TRANSFER,
  OTHER_ILLEGAL,
  SEXUAL,
  UP_FRONT,
  VIOLENCE,
} from './harm-lexicons';

type HarmCategory = 'violence' | 'hate speech' | 'sexual content' | 'scam' | 'illegal activity';

export interface HarmVerdict {
  harmful: boolean;
  /** 'Content contains inappropriate material (category: what was found).', or null. */
  reason: string | null;
  category: HarmCategory | null;
}

interface HarmRule {
  category: HarmCategory;
  detail: string;
  test: (text: string) => boolean;
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

const COUNTERING_WINDOW = 60;

/** A phrase of the pattern that is not preceded, in its sentence, by countering words. */
function matchesUncountered(pattern: RegExp) {
  const global = new RegExp(pattern.source, 'gu');
  return (text: string) => {
    for (const match of text.matchAll(global)) {
      const before = text
        .slice(Math.max(0, match.index - COUNTERING_WINDOW), match.index)
        .split(/[.!?;\n]/)
        .pop();
      if (!COUNTERING.test(before ?? '')) return true;
    }
    return false;
  };
}

/** Pay that no ordinary job offers, per period, when promised next to "from home" or "no experience". */
const SUSPICIOUS_EARNINGS = { hour: 100, day: 700, week: 2500, month: 10_000 } as const;
/** Pay that is a scam on its own. */
const IMPOSSIBLE_EARNINGS = { hour: 500, day: 3000, week: 10_000, month: 40_000 } as const;
type Period = keyof typeof SUSPICIOUS_EARNINGS;

function toPeriod(unit: string): Period {
  if (/^(?:h|hrs?|hours?|heures?|horas?)$/.test(unit)) return 'hour';
  if (/^(?:days?|jours?|dias?)$/.test(unit)) return 'day';
  if (/^(?:weeks?|wk|semaines?|semanas?)$/.test(unit)) return 'week';
  return 'month';
}

function parseAmount(digits: string, thousands: string | undefined): number {
  const compact = digits.replace(/ /g, '');
  const value = /^\d{1,3}(?:[,.]\d{3})+$/.test(compact)
    ? Number(compact.replace(/[,.]/g, ''))
    : Number(compact.replace(',', '.'));
  return thousands ? value * 1000 : value;
}

function unrealisticEarnings(text: string): boolean {
  const easy = EASY_MONEY.test(text);
  for (const match of text.matchAll(EARNINGS)) {
    const amount = parseAmount(match[1] ?? '0', match[2]);
    const period = toPeriod(match[3] ?? 'month');
    if (amount >= IMPOSSIBLE_EARNINGS[period]) return true;
    if (easy && amount >= SUSPICIOUS_EARNINGS[period]) return true;
  }
  return GET_RICH.test(text);
}

function documentsUpFront(text: string): boolean {
  return text
    .split(/[.!?;\n]+/)
    .some(
      (sentence) =>
        ASK.test(sentence) && (CARD_DATA.test(sentence) || (IDENTITY_DATA.test(sentence) && UP_FRONT.test(sentence))),
    );
}

const HARM_RULES: HarmRule[] = [
  { category: 'violence', detail: 'threat or call to violence', test: matches(VIOLENCE) },
  { category: 'hate speech', detail: 'hateful or discriminatory statement about a group', test: matches(HATE) },
  { category: 'sexual content', detail: 'sexual content or adult services', test: matchesUncountered(SEXUAL) },
  { category: 'scam', detail: 'payment requested from the candidate', test: matches(FEES) },
  { category: 'scam', detail: 'money transfer requested', test: matches(MONEY_TRANSFER) },
  { category: 'scam', detail: 'investment or crypto doubling', test: matches(INVESTMENT) },
  { category: 'scam', detail: 'unrealistic earnings promise', test: unrealisticEarnings },
  { category: 'scam', detail: 'bank card or identity documents requested up front', test: documentsUpFront },
  { category: 'illegal activity', detail: 'drug trafficking', test: matchesUncountered(DRUGS) },
  {
    category: 'illegal activity',
    detail: 'trafficking, forgery or stolen goods',
    test: matchesUncountered(OTHER_ILLEGAL),
  },
];

/**
 * Inappropriate content in English, French or Spanish: threats and calls to violence, hate speech and
 * discrimination against groups, sexual content and adult services, scams aimed at candidates and illegal
 * activity. Ordinary job vocabulary ("security guard", "photo shooting", "knife skills", "night club",
 * "Sex: M/F", "cash handling") never matches: the rules look for phrases, not single words.
 */
export function classifyHarm(text: string): HarmVerdict {
  const normalized = normalizeForHarm(text);
  for (const rule of HARM_RULES) {
    if (rule.test(normalized)) {
      const base = DEMO_MESSAGES.contentInappropriate.replace(/\.$/, '');
      return { harmful: true, reason: `${base} (${rule.category}: ${rule.detail}).`, category: rule.category };
    }
  }
  return { harmful: false, reason: null, category: null };
}
