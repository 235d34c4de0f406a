import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../../shared/demo';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../../../tests/fixtures/job-texts';
import {
  ABOUT_US,
  COURSE,
  CV_EN,
  CV_ES,
  EN_BAKERY,
  EN_DEVELOPER,
  EN_NURSE,
  EN_SECURITY,
  ES_DESARROLLADOR,
  ES_REPARTIDOR,
  FR_CARISTE,
  FR_TECHNICIEN,
  NEWS,
  RECETA,
  RECIPE,
  VOYAGE,
} from '../../../tests/fixtures/pasted-texts';
import { assessSufficiency, countWords, MAX_WORDS, MIN_WORDS, TARGET_WORDS } from './sufficiency';

describe('assessSufficiency', () => {
  it('documents its thresholds', () => {
    expect([MIN_WORDS, TARGET_WORDS, MAX_WORDS]).toEqual([60, 100, 3000]);
  });

  it('counts runs of Unicode letters', () => {
    expect(countWords("L'équipe full-time, 40 h/semaine — ¡Únete!")).toBe(7);
    expect(countWords('Café Cafe\u0301 niño')).toBe(3);
  });

  const jobs: [string, string][] = [
    ['en warehouse', EN_WAREHOUSE],
    ['en developer', EN_DEVELOPER],
    ['en security guard', EN_SECURITY],
    ['fr serveur', FR_SERVEUR],
    ['fr technicien', FR_TECHNICIEN],
    ['es camarero', ES_CAMARERO],
    ['es desarrollador', ES_DESARROLLADOR],
    ['en nurse', EN_NURSE],
    ['en bakery, no headings', EN_BAKERY],
    ['fr cariste', FR_CARISTE],
    ['es repartidor', ES_REPARTIDOR],
  ];
  it.each(jobs)('accepts a job post: %s', (_name, text) => {
    const result = assessSufficiency(text);
    expect(result.words).toBeGreaterThanOrEqual(80);
    expect(result.words).toBeLessThanOrEqual(200);
    expect(result).toMatchObject({ sufficient: true, code: null, reason: null });
    expect(result.signals).toContain('title');
    expect(result.signals).not.toContain('cv');
  });

  const notJobs: [string, string][] = [
    ['recipe', RECIPE],
    ['news article', NEWS],
    ['receta', RECETA],
    ['récit de voyage', VOYAGE],
    ['CV', CV_EN],
    ['currículum', CV_ES],
    ['company presentation', ABOUT_US],
    ['course description', COURSE],
  ];
  it.each(notJobs)('refuses a text that is not a job post: %s', (_name, text) => {
    const result = assessSufficiency(text);
    expect(result.words).toBeGreaterThan(MIN_WORDS);
    expect(result).toMatchObject({ sufficient: false, code: 'not_a_job', reason: DEMO_MESSAGES.contentNotJob });
  });

  it('recognises a pasted CV', () => {
    expect(assessSufficiency(CV_EN).signals).toContain('cv');
    expect(assessSufficiency(CV_ES).signals).toContain('cv');
  });

  it('refuses a short text', () => {
    for (const text of ['Looking for a cashier, apply today.', 'Nous recrutons un cariste H/F en CDI.', 'x']) {
      expect(assessSufficiency(text)).toMatchObject({
        sufficient: false,
        code: 'too_short',
        reason: DEMO_MESSAGES.contentShort,
      });
    }
  });

  it('refuses a text of more than 3000 words', () => {
    const long = Array.from({ length: 25 }, () => EN_WAREHOUSE).join('\n\n');
    const result = assessSufficiency(long);
    expect(result.words).toBeGreaterThan(MAX_WORDS);
    expect(result).toMatchObject({ sufficient: false, code: 'too_long', reason: DEMO_MESSAGES.contentLong });
  });

  it('between 60 and 100 words, needs strong job signals', () => {
    const strong = `Cashier (Part-time)
We are hiring a cashier for our supermarket in Bristol.
Responsibilities: serve customers at the till, handle cash and card payments, keep the checkout area tidy and help with restocking shelves.
Requirements: previous retail experience is a plus, good numeracy and a friendly attitude.
We offer £11.80 per hour, 20 hours per week on weekend shifts and a staff discount.`;
    const result = assessSufficiency(strong);
    expect(result.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(result.words).toBeLessThan(TARGET_WORDS);
    expect(result).toMatchObject({ sufficient: true, code: null, reason: null });
    expect(result.signals).toEqual(expect.arrayContaining(['title', 'responsibilities', 'requirements', 'benefits']));

    // A title and one line of conditions: a job, but too thin.
    const thin = `Cashier wanted at our supermarket in Bristol.
Our store is a friendly place in the heart of the city, close to the station and the river, with a large car park, a bakery, a café and a pharmacy. Many of our customers have shopped here for years and we know most of them by name. We are open every day from early morning until late in the evening, and we look forward to meeting you soon in the store.
Part-time.`;
    const thinResult = assessSufficiency(thin);
    expect(thinResult.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(thinResult.words).toBeLessThan(TARGET_WORDS);
    expect(thinResult).toMatchObject({ sufficient: false, code: 'too_short', reason: DEMO_MESSAGES.contentShort });

    // No job signals at all.
    const story = NEWS.split(' ').slice(0, 80).join(' ');
    expect(assessSufficiency(story)).toMatchObject({
      sufficient: false,
      code: 'not_a_job',
      reason: DEMO_MESSAGES.contentNotJob,
    });
  });
});
