import { describe, expect, it } from 'vitest';
import {
  atsOnly,
  byStatus,
  INTEGRATION_CATEGORIES,
  INTEGRATIONS,
  type Integration,
  initials,
  isLiveWithProduct,
  liveOnly,
  searchIntegrations,
  searchKey,
  statusLabelKey,
  TEASER_EXCLUDED_ATS,
  TEASER_SIZE,
  teaserSelection,
} from './integrations';

const byId = (id: string) => INTEGRATIONS.find((item) => item.id === id);
const names = (items: readonly Integration[]) => items.map((item) => item.name);

describe('the catalogue (spec section 3)', () => {
  it.each([
    'Workday',
    'iCIMS',
    'Teamtailor',
    'Beetween',
    'Hiresweet',
    'Cegid Talentsoft',
    'Bullhorn',
    'Flatchr',
    'Kelio',
    'Tool4Staffing',
    'Job Explorer',
  ])('%s is a live ATS, natively live with the product', (name) => {
    expect(INTEGRATIONS.find((item) => item.name === name)).toMatchObject({
      category: 'ATS',
      status: 'live',
      nativelyLive: true,
    });
  });

  it('Bullhorn CRM is live too', () => {
    expect(byId('bullhorn-crm')).toMatchObject({ category: 'CRM', status: 'live' });
  });

  it.each([
    ['Rippling', undefined],
    ['HiBob', undefined],
    ['BambooHR', 'HRIS'],
    ['UKG', 'HRIS'],
    ['Salesforce', undefined],
    ['Calendly', undefined],
    ['GoodTime', undefined],
    ['Slack', undefined],
  ])('%s is in private beta', (name, category) => {
    const item = INTEGRATIONS.find((entry) => entry.name === name);
    expect(item?.status).toBe('beta');
    if (category) expect(item?.category).toBe(category);
  });

  it.each([
    'Greenhouse',
    'Lever',
    'SmartRecruiters',
    'Workable',
    'Personio',
    'Recruitee',
    'Jobvite',
    'SAP SuccessFactors',
    'Oracle Taleo',
  ])('%s is coming soon', (name) => {
    expect(INTEGRATIONS.find((item) => item.name === name)?.status).toBe('comingSoon');
  });

  it('lists about 40 coming-soon tools, only the live ones natively live', () => {
    const soon = INTEGRATIONS.filter((item) => item.status === 'comingSoon');
    expect(soon.length).toBeGreaterThanOrEqual(35);
    expect(soon.length).toBeLessThanOrEqual(45);
    expect(INTEGRATIONS.filter((item) => item.nativelyLive).every((item) => item.status === 'live')).toBe(true);
  });

  it('has unique ids and names, and only known categories', () => {
    expect(new Set(INTEGRATIONS.map((item) => item.id)).size).toBe(INTEGRATIONS.length);
    expect(new Set(INTEGRATIONS.map((item) => item.name)).size).toBe(INTEGRATIONS.length);
    for (const item of INTEGRATIONS) expect(INTEGRATION_CATEGORIES).toContain(item.category);
  });

  // WCAG relative luminance: white initials on every accent colour must reach 4.5:1.
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  it.each(INTEGRATIONS.map((item) => [item.name, item.accentColor] as const))(
    'white initials on %s (%s) pass WCAG AA',
    (_name, color) => {
      expect(color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('search', () => {
  it.each([
    ['', INTEGRATIONS.length],
    ['   ', INTEGRATIONS.length],
    ['workday', 1],
    ['WORKDAY', 1],
    ['icims', 1],
    ['avionte', 1],
    ['Avionté', 1],
    ['job explorer', 1],
    ['jobexplorer', 1],
    ['tool 4', 1],
    ['talent', 1],
    ['bullhorn', 2],
    ['zzz', 0],
  ])('"%s" finds %d entries', (query, count) => {
    expect(searchIntegrations(INTEGRATIONS, query)).toHaveLength(count);
  });

  it('matches tags as well as names', () => {
    const staffing = searchIntegrations(INTEGRATIONS, 'staffing');
    expect(names(staffing)).toEqual(expect.arrayContaining(['Bullhorn', 'Tool4Staffing', 'Vincere', 'Loxo']));
    expect(staffing.every((item) => item.tags.includes('Staffing') || /staffing/i.test(item.name))).toBe(true);
  });

  it('matches translated tag labels, without accents', () => {
    const frenchLabel = (tag: string) => (tag === 'Staffing' ? 'Intérim' : tag);
    expect(names(searchIntegrations(INTEGRATIONS, 'interim', frenchLabel))).toContain('Bullhorn');
    expect(searchIntegrations(INTEGRATIONS, 'interim')).toHaveLength(0);
  });

  it.each([
    ['Cegid Talentsoft', 'cegidtalentsoft'],
    ['Avionté', 'avionte'],
    ['Tool4Staffing', 'tool4staffing'],
    [' Job-Explorer ', 'jobexplorer'],
  ])('the search key of "%s" is "%s"', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('filters', () => {
  it('ATS only keeps the ATS category', () => {
    const ats = atsOnly(INTEGRATIONS);
    expect(ats.every((item) => item.category === 'ATS')).toBe(true);
    expect(names(ats)).not.toContain('Bullhorn CRM');
    expect(names(ats)).not.toContain('Slack');
  });

  it('live only keeps what is live with the product: the eleven live ATS', () => {
    expect(liveOnly(atsOnly(INTEGRATIONS))).toHaveLength(11);
    expect(liveOnly(INTEGRATIONS).every(isLiveWithProduct)).toBe(true);
  });

  it.each([
    [{ status: 'live', nativelyLive: true }, true],
    [{ status: 'live', nativelyLive: false }, false],
    [{ status: 'beta', nativelyLive: false }, false],
    [{ status: 'comingSoon', nativelyLive: false }, false],
  ] as const)('%o is live with the product: %s', (fields, expected) => {
    expect(isLiveWithProduct({ ...(byId('workday') as Integration), ...fields })).toBe(expected);
  });

  it('sorts live first, then beta, then coming soon, keeping catalogue order', () => {
    const sorted = byStatus([...INTEGRATIONS].reverse());
    const order = sorted.map((item) => item.status);
    expect(order.indexOf('beta')).toBeGreaterThan(order.lastIndexOf('live'));
    expect(order.indexOf('comingSoon')).toBeGreaterThan(order.lastIndexOf('beta'));
    expect(sorted[0]?.name).toBe('Bullhorn CRM');
  });
});

describe('status labels', () => {
  it.each([
    ['live', 'status.live'],
    ['beta', 'status.beta'],
    ['comingSoon', 'status.comingSoon'],
  ] as const)('%s reads %s', (status, key) => {
    expect(statusLabelKey(status)).toBe(key);
  });
});

describe('initials for the logo fallback', () => {
  it.each([
    ['Cegid Talentsoft', 'CT'],
    ['iCIMS', 'IC'],
    ['Workday', 'WO'],
    ['Job Explorer', 'JE'],
    ['Tool4Staffing', 'TO'],
    ['SAP SuccessFactors', 'SS'],
    ['Welcome to the Jungle', 'WJ'],
    ['Avionté', 'AV'],
    ['ADP Workforce Now', 'AW'],
    ['UKG', 'UK'],
    ['X', 'X'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('gives every catalogue entry one or two letters', () => {
    for (const item of INTEGRATIONS) expect(initials(item.name)).toMatch(/^[\p{Lu}\p{N}]{2}$/u);
  });
});

describe('the home teaser selection', () => {
  const teaser = teaserSelection();

  it('shows at most 11 ATS', () => {
    expect(teaser).toHaveLength(TEASER_SIZE);
    expect(TEASER_SIZE).toBe(11);
    expect(teaser.every((item) => item.category === 'ATS')).toBe(true);
  });

  it('leaves out the named ATS', () => {
    expect(byId(TEASER_EXCLUDED_ATS)?.category).toBe('ATS');
    expect(teaser.map((item) => item.id)).not.toContain(TEASER_EXCLUDED_ATS);
  });

  it('puts the live ones first, then fills up with the others', () => {
    expect(teaser.slice(0, 10).every((item) => item.status === 'live')).toBe(true);
    expect(teaser[10]?.status).not.toBe('live');
  });

  it.each([
    ['a size above the ATS count gives every ATS but the excluded one', 100, atsOnly(INTEGRATIONS).length - 1],
    ['a small size gives the first live ones', 3, 3],
    ['a size of zero gives nothing', 0, 0],
  ])('%s', (_label, size, expected) => {
    const selection = teaserSelection(INTEGRATIONS, size);
    expect(selection).toHaveLength(expected);
    if (expected > 0 && expected <= 10) expect(selection.every((item) => item.status === 'live')).toBe(true);
  });

  it('live ones come first even when listed last', () => {
    const selection = teaserSelection([...INTEGRATIONS].reverse(), 11, 'none');
    expect(selection.slice(0, 11).every((item) => item.status === 'live')).toBe(true);
  });
});
