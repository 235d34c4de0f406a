/** The rules a sample live-call card follows (spec sections 4 and 9): status label, NPS mood, duration, time ago. */

/** The statuses a card labels, each with its own label and colour. */
export const CALL_STATUSES = ['match', 'validated', 'toRecall', 'toCheck', 'notInterested', 'processing'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** The API's snake_case spellings of the statuses that have one. */
const STATUS_ALIASES: Record<string, CallStatus> = {
  to_recall: 'toRecall',
  to_check: 'toCheck',
  not_interested: 'notInterested',
};

/** The status a card shows for a raw value: any value it does not know shows as Processing. */
export function callStatus(value: unknown): CallStatus {
  if (typeof value !== 'string') return 'processing';
  if ((CALL_STATUSES as readonly string[]).includes(value)) return value as CallStatus;
  return Object.hasOwn(STATUS_ALIASES, value) ? (STATUS_ALIASES[value] as CallStatus) : 'processing';
}

export type NpsMood = 'negative' | 'neutral' | 'positive';

/** The NPS icon of a 1-5 score: 2 or less negative, 4 or more positive, anything else neutral. */
export function npsMood(score: number): NpsMood {
  if (score <= 2) return 'negative';
  if (score >= 4) return 'positive';
  return 'neutral';
}

/** A call's length as the card writes it ("4m 32s"): whole minutes and the seconds left over. */
export function durationParts(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** The largest random offset, in minutes, added to a sample call's base time ago. */
export const MAX_TIME_AGO_OFFSET = 4;

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so the
 * offsets drawn for one page view stay put while the page is open.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minutes ago for each base: the base plus a whole 0-4 minutes drawn from the page view's seed. */
export function minutesAgo(bases: readonly number[], seed: number): number[] {
  const random = seededRandom(seed);
  return bases.map((base) => base + Math.floor(random() * (MAX_TIME_AGO_OFFSET + 1)));
}
