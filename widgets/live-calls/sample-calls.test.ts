import { describe, expect, it } from 'vitest';
import en from '../../locales/en/live-calls.json';
import es from '../../locales/es/live-calls.json';
import fr from '../../locales/fr/live-calls.json';
import {
  AVATAR_BACKGROUNDS,
  AVATAR_HAIR_COLOURS,
  AVATAR_SHIRTS,
  AVATAR_SKINS,
  avatarLook,
  HAIR_STYLES,
} from './avatar';
import { CALL_STATUSES, callStatus } from './call-rules';
import { CARDS_PER_ROW, JOB_KEYS, LOCATION_KEYS, ROWS, SAMPLE_CALLS, SAMPLE_ROWS, SCORING_KEYS } from './sample-calls';
import { createLiveCallsStore } from './store';

const LOCALES = { en, fr, es };

describe('the sample calls', () => {
  it('are three rows of six with distinct ids', () => {
    expect(SAMPLE_ROWS).toHaveLength(ROWS);
    for (const row of SAMPLE_ROWS) expect(row).toHaveLength(CARDS_PER_ROW);
    expect(new Set(SAMPLE_CALLS.map((call) => call.id)).size).toBe(18);
  });

  it('cover all twelve jobs and every status', () => {
    expect(JOB_KEYS).toHaveLength(12);
    expect(new Set(SAMPLE_CALLS.map((call) => call.jobTitle))).toEqual(new Set(JOB_KEYS));
    expect(new Set(SAMPLE_CALLS.map((call) => callStatus(call.status)))).toEqual(new Set(CALL_STATUSES));
  });

  it('keep scores, NPS and durations in range; the first card has the sample bars (85% and 100%)', () => {
    for (const call of SAMPLE_CALLS) {
      expect(call.nps).toBeGreaterThanOrEqual(1);
      expect(call.nps).toBeLessThanOrEqual(5);
      expect(call.durationSeconds).toBeGreaterThan(0);
      for (const score of call.scores) expect(score).toBeGreaterThanOrEqual(0);
      for (const score of call.scores) expect(score).toBeLessThanOrEqual(100);
    }
    expect(SAMPLE_CALLS[0]?.scores.slice(0, 2)).toEqual([85, 100]);
  });

  it.each(Object.entries(LOCALES))('are all labelled in %s', (_, locale) => {
    // A `_female` key is a job title's or status's feminine form, for the languages that have one.
    const base = (group: object) => Object.keys(group).filter((key) => !key.endsWith('_female'));
    expect(base(locale.jobs).sort()).toEqual([...JOB_KEYS].sort());
    expect(Object.keys(locale.locations).sort()).toEqual([...LOCATION_KEYS].sort());
    expect(base(locale.status).sort()).toEqual([...CALL_STATUSES].sort());
    expect(Object.keys(locale.scoring).sort()).toEqual(['title', ...SCORING_KEYS].sort());
    for (const group of [locale.jobs, locale.status]) {
      const orphans = Object.keys(group).filter((key) => key.endsWith('_female') && !(key.slice(0, -7) in group));
      expect(orphans).toEqual([]);
    }
  });

  it('give women feminine job titles and statuses in French and Spanish', () => {
    const female = (group: Record<string, string>, key: string) => group[`${key}_female`] ?? group[key];
    const women = SAMPLE_CALLS.filter((call) => call.gender === 'female');
    expect(women.map((call) => call.candidate)).toContain('Inès R.');
    const labels = (locale: typeof fr | typeof es) =>
      women.map((call) => [female(locale.jobs, call.jobTitle), female(locale.status, callStatus(call.status))]);
    expect(labels(fr)).toContainEqual(['Serveuse', 'Profil idéal']);
    expect(labels(fr)).toContainEqual(['Aide-soignante', 'Pas intéressée']);
    expect(labels(fr)).toContainEqual(['Conseillère de vente', 'Validée']);
    expect(labels(es)).toContainEqual(['Camarera', 'Perfil ideal']);
    expect(labels(es)).toContainEqual(['Cajera', 'Sin interés']);
    expect(labels(es)).toContainEqual(['Dependienta', 'Validada']);
    // No woman's card keeps a masculine form: a base text whose key has a `_female` form.
    const masculine = (locale: typeof fr | typeof es) =>
      [locale.jobs, locale.status].flatMap((group: Record<string, string>) =>
        Object.keys(group)
          .filter((key) => `${key}_female` in group)
          .map((key) => group[key]),
      );
    for (const locale of [fr, es]) {
      expect(
        labels(locale)
          .flat()
          .filter((text) => masculine(locale).includes(text)),
      ).toEqual([]);
    }
  });
});

describe('a marquee store', () => {
  it('keeps its times ago for the page view and every marquee on the page agrees', () => {
    const one = createLiveCallsStore(99).getState().minutesAgo;
    const two = createLiveCallsStore(99).getState().minutesAgo;
    expect([...one]).toEqual([...two]);
    for (const call of SAMPLE_CALLS) {
      const minutes = one.get(call.id) ?? -1;
      expect(minutes - call.baseMinutesAgo).toBeGreaterThanOrEqual(0);
      expect(minutes - call.baseMinutesAgo).toBeLessThanOrEqual(4);
    }
  });

  it('pauses and resumes with the button', () => {
    const store = createLiveCallsStore();
    expect(store.getState().paused).toBe(false);
    store.getState().togglePaused();
    expect(store.getState().paused).toBe(true);
    store.getState().togglePaused();
    expect(store.getState().paused).toBe(false);
  });
});

describe('candidate avatars', () => {
  it('give a name the same face every time, from the project palettes', () => {
    for (const call of SAMPLE_CALLS) {
      const look = avatarLook(call.candidate);
      expect(avatarLook(call.candidate)).toEqual(look);
      expect(AVATAR_BACKGROUNDS).toContain(look.background);
      expect(AVATAR_SKINS).toContain(look.skin);
      expect(AVATAR_HAIR_COLOURS).toContain(look.hair);
      expect(AVATAR_SHIRTS).toContain(look.shirt);
      expect(HAIR_STYLES).toContain(look.hairStyle);
    }
  });

  it('vary across the eighteen candidates', () => {
    const looks = new Set(SAMPLE_CALLS.map((call) => JSON.stringify(avatarLook(call.candidate))));
    expect(looks.size).toBe(18);
  });
});
