import { createInstance, type ParseKeys } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/live-calls.json';
import es from '../../locales/es/live-calls.json';
import fr from '../../locales/fr/live-calls.json';
import { type CallStatus, callStatus, durationParts, MAX_TIME_AGO_OFFSET, minutesAgo, npsMood } from './call-rules';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { 'live-calls': en }, fr: { 'live-calls': fr }, es: { 'live-calls': es } },
  interpolation: { escapeValue: false },
});
const text = (language: string, key: ParseKeys<'live-calls'>, values: Record<string, unknown>) =>
  i18n.getFixedT(language, 'live-calls')(key, values);

describe('the status a card shows', () => {
  it.each<[value: unknown, status: CallStatus]>([
    ['match', 'match'],
    ['validated', 'validated'],
    ['toRecall', 'toRecall'],
    ['to_recall', 'toRecall'],
    ['toCheck', 'toCheck'],
    ['to_check', 'toCheck'],
    ['notInterested', 'notInterested'],
    ['not_interested', 'notInterested'],
    ['processing', 'processing'],
    // Any other value shows as Processing.
    ['in_progress', 'processing'],
    ['MATCH', 'processing'],
    ['', 'processing'],
    ['constructor', 'processing'],
    [null, 'processing'],
    [undefined, 'processing'],
    [3, 'processing'],
  ])('%j shows as %s', (value, status) => {
    expect(callStatus(value)).toBe(status);
  });

  it.each<[language: string, status: CallStatus, label: string]>([
    ['en', 'match', 'Match'],
    ['en', 'toRecall', 'To call back'],
    ['en', 'processing', 'Processing'],
    ['fr', 'toCheck', 'À vérifier'],
    ['fr', 'processing', 'En cours'],
    ['es', 'notInterested', 'Sin interés'],
    ['es', 'processing', 'En proceso'],
  ])('in %s, %s reads %s', (language, status, label) => {
    expect(text(language, `status.${status}`, {})).toBe(label);
  });

  it.each<[language: string, key: ParseKeys<'live-calls'>, female: string, male: string]>([
    ['fr', 'jobs.waiter', 'Serveuse', 'Serveur'],
    ['fr', 'status.validated', 'Validée', 'Validé'],
    ['fr', 'jobs.forkliftOperator', 'Cariste', 'Cariste'],
    ['es', 'jobs.cashier', 'Cajera', 'Cajero'],
    ['es', 'status.validated', 'Validada', 'Validado'],
    ['es', 'jobs.careAssistant', 'Auxiliar de enfermería', 'Auxiliar de enfermería'],
    ['en', 'jobs.waiter', 'Waiter', 'Waiter'],
  ])('in %s, %s agrees with a woman (%s) and a man (%s)', (language, key, female, male) => {
    expect(text(language, key, { context: 'female' })).toBe(female);
    expect(text(language, key, { context: 'male' })).toBe(male);
  });

  it('an unknown value gets the Processing label in every language', () => {
    for (const language of ['en', 'fr', 'es']) {
      expect(text(language, `status.${callStatus('queued')}`, {})).toBe(text(language, 'status.processing', {}));
    }
  });
});

describe('the NPS icon', () => {
  it.each([
    [1, 'negative'],
    [2, 'negative'],
    [2.5, 'neutral'],
    [3, 'neutral'],
    [3.9, 'neutral'],
    [4, 'positive'],
    [5, 'positive'],
    [0, 'negative'],
  ] as const)('a score of %d is %s', (score, mood) => {
    expect(npsMood(score)).toBe(mood);
  });
});

describe('a call duration', () => {
  it.each([
    [272, { minutes: 4, seconds: 32 }],
    [60, { minutes: 1, seconds: 0 }],
    [59, { minutes: 0, seconds: 59 }],
    [0, { minutes: 0, seconds: 0 }],
    [600, { minutes: 10, seconds: 0 }],
    [125.6, { minutes: 2, seconds: 6 }],
    [-5, { minutes: 0, seconds: 0 }],
  ])('%d s is %o', (total, parts) => {
    expect(durationParts(total)).toEqual(parts);
  });

  it.each([
    ['en', 272, '4m 32s'],
    ['en', 65, '1m 5s'],
    ['fr', 272, '4 min 32 s'],
    ['es', 96, '1 min 36 s'],
  ])('in %s, %d s reads %s', (language, total, expected) => {
    expect(text(language, 'duration', durationParts(total))).toBe(expected);
  });
});

describe('time ago', () => {
  it.each([
    ['en', 3, '3 min ago'],
    ['fr', 3, 'il y a 3 min'],
    ['es', 12, 'hace 12 min'],
  ])('in %s, %d minutes read %s', (language, minutes, expected) => {
    expect(text(language, 'timeAgo', { minutes })).toBe(expected);
  });

  const bases = [1, 3, 5, 8, 11, 14, 2, 4, 7, 10];

  it('adds a whole 0 to 4 minutes to each base', () => {
    for (const seed of [0, 1, 42, 0xffffffff, 123456789]) {
      const minutes = minutesAgo(bases, seed);
      expect(minutes).toHaveLength(bases.length);
      minutes.forEach((value, i) => {
        const offset = value - (bases[i] ?? 0);
        expect(Number.isInteger(offset)).toBe(true);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(MAX_TIME_AGO_OFFSET);
      });
    }
  });

  it('stays the same for one page view (one seed) and differs between page views', () => {
    expect(minutesAgo(bases, 7)).toEqual(minutesAgo(bases, 7));
    const views = new Set(Array.from({ length: 20 }, (_, seed) => minutesAgo(bases, seed).join()));
    expect(views.size).toBeGreaterThan(1);
  });

  it('draws every offset from 0 to 4 across page views', () => {
    const offsets = new Set(Array.from({ length: 50 }, (_, seed) => minutesAgo([0], seed)[0]));
    expect([...offsets].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
