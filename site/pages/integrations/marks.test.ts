import { describe, expect, it } from 'vitest';
import { atsOnly, INTEGRATIONS, liveOnly, teaserSelection } from '../../../shared/integrations';
import { assignMonograms, BRAND_MARKS, CATALOGUE_COUNTS, monogram, monogramCandidates } from './marks';

describe('monograms', () => {
  it('no two catalogue entries share one', () => {
    const all = INTEGRATIONS.map(monogram);
    const repeated = all.filter((letters, index) => all.indexOf(letters) !== index);
    expect(repeated).toEqual([]);
  });

  it('are two or three capitals or digits', () => {
    for (const item of INTEGRATIONS) expect(monogram(item), item.name).toMatch(/^[\p{Lu}\p{N}]{2,3}$/u);
  });

  it.each([
    ['Cegid Talentsoft', 'CT'],
    ['iCIMS', 'IC'],
    ['Workday', 'WO'],
    ['Job Explorer', 'JE'],
    ['JobAdder', 'JA'],
    ['JobDiva', 'JD'],
    ['Jobvite', 'JO'],
    ['Tool4Staffing', 'TS'],
    ['Welcome to the Jungle', 'WJ'],
    ['SAP SuccessFactors', 'SS'],
  ])('%s reads %s', (name, letters) => {
    const item = INTEGRATIONS.find((entry) => entry.name === name);
    expect(item && monogram(item)).toBe(letters);
  });

  it('the four "Job…" tools no longer all read JO', () => {
    const jobs = INTEGRATIONS.filter((item) => item.name.toLowerCase().startsWith('job'));
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(jobs.map(monogram)).size).toBe(jobs.length);
  });

  it('an entry whose plain letters are taken gets the next free candidate', () => {
    const entry = (id: string, name: string) => ({ ...(INTEGRATIONS[0] as (typeof INTEGRATIONS)[0]), id, name });
    const assigned = assignMonograms([entry('a', 'Jobvite'), entry('b', 'Jobaffinity'), entry('c', 'Jobeo')]);
    expect([...assigned.values()]).toEqual(['JO', 'JB', 'JE']);
    expect(monogramCandidates('Accénté')[0]).toBe('AC');
  });
});

describe('brand marks (Simple Icons, CC0)', () => {
  it('only mark catalogue entries, each with a path and a colour', () => {
    for (const [id, brand] of Object.entries(BRAND_MARKS)) {
      expect(INTEGRATIONS.map((item) => item.id)).toContain(id);
      expect(brand.path).toMatch(/^M/);
      expect(brand.color).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('a mark shows on the home teaser, which stays small: a few paths, never the whole set', () => {
    const teaserMarks = teaserSelection().filter((item) => BRAND_MARKS[item.id]);
    expect(teaserMarks.length).toBeLessThanOrEqual(2);
    const bytes = Object.values(BRAND_MARKS).reduce((sum, brand) => sum + brand.path.length, 0);
    expect(bytes).toBeLessThan(4_000);
  });
});

describe('the catalogue counts the copy quotes', () => {
  it('are counted from the catalogue', () => {
    expect(CATALOGUE_COUNTS).toEqual({
      total: INTEGRATIONS.length,
      ats: atsOnly(INTEGRATIONS).length,
      live: liveOnly(atsOnly(INTEGRATIONS)).length,
    });
    expect(CATALOGUE_COUNTS.live).toBeLessThan(CATALOGUE_COUNTS.ats);
    expect(CATALOGUE_COUNTS.ats).toBeLessThan(CATALOGUE_COUNTS.total);
  });
});
