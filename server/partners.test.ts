import { describe, expect, it } from 'vitest';
import { createAttribution, type Partner, parsePartners, partnerLabel, sourceOf, verifyPartner } from './partners';

describe('parsePartners', () => {
  it.each<[string, Partner[]]>([
    ['', []],
    [' , ', []],
    ['acme=https://acme.example', [{ id: 'acme', origins: ['https://acme.example'] }]],
    [
      'acme=https://acme.example|https://www.acme.example, globex=http://localhost:8081',
      [
        { id: 'acme', origins: ['https://acme.example', 'https://www.acme.example'] },
        { id: 'globex', origins: ['http://localhost:8081'] },
      ],
    ],
    // A final slash is the same origin; a duplicate is kept once.
    ['acme=https://acme.example/|https://acme.example', [{ id: 'acme', origins: ['https://acme.example'] }]],
    ['job_board-2=https://jobs.example:8443', [{ id: 'job_board-2', origins: ['https://jobs.example:8443'] }]],
  ])('reads %j', (text, partners) => {
    expect(parsePartners(text)).toEqual(partners);
  });

  it.each([
    ['acme', /id=origin\|origin/],
    ['=https://acme.example', /id=origin\|origin/],
    ['Acme=https://acme.example', /lower-case/],
    ['acme corp=https://acme.example', /lower-case/],
    [`${'a'.repeat(41)}=https://acme.example`, /lower-case/],
    ['acme=', /has no origin/],
    ['acme=https://acme.example/embed', /not an origin/],
    ['acme=acme.example', /not an origin/],
    ['acme=ftp://acme.example', /not an origin/],
    ['acme=https://acme.example?x=1', /not an origin/],
    ['acme=https://a.example,acme=https://b.example', /listed twice/],
    ['other=https://other.example', /kept for requests of no known partner/],
  ])('refuses %j with one line saying why', (text, reason) => {
    expect(() => parsePartners(text)).toThrow(reason);
    try {
      parsePartners(text);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

const PARTNERS = parsePartners('acme=https://acme.example|https://www.acme.example,globex=https://globex.example');

describe('verifyPartner', () => {
  it.each([
    ['acme', 'https://acme.example', true],
    ['acme', 'https://www.acme.example', true],
    ['globex', 'https://globex.example', true],
    // Another partner's origin, a look-alike, another scheme or port, no Origin at all.
    ['acme', 'https://globex.example', false],
    ['acme', 'https://acme.example.evil.example', false],
    ['acme', 'http://acme.example', false],
    ['acme', 'https://acme.example:8443', false],
    ['acme', 'null', false],
    ['acme', undefined, false],
    // Unknown ids, whatever the origin.
    ['initech', 'https://acme.example', false],
    ['', 'https://acme.example', false],
    ['ACME', 'https://acme.example', false],
  ])('%j from %j: %s', (id, origin, verified) => {
    expect(verifyPartner(PARTNERS, id, origin)).toBe(verified);
  });
});

describe('sourceOf', () => {
  it.each([
    ['nothing sent', undefined, 'https://acme.example', undefined],
    ['an empty object', {}, 'https://acme.example', undefined],
    ['only blanks', { partner: '  ', utm_source: '\u0000\t' }, 'https://acme.example', undefined],
    [
      'a partner from its own page, with its campaign',
      { partner: 'acme', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
      'https://www.acme.example',
      {
        partner: 'acme',
        partnerVerified: true,
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
      },
    ],
    [
      'a partner id in another case, padded',
      { partner: ' Acme ' },
      'https://acme.example',
      { partner: 'acme', partnerVerified: true },
    ],
    [
      'a partner id from another partner’s page',
      { partner: 'acme' },
      'https://globex.example',
      { partner: 'acme', partnerVerified: false },
    ],
    [
      'an unknown partner id',
      { partner: 'initech' },
      'https://acme.example',
      { partner: 'initech', partnerVerified: false },
    ],
    ['campaign parameters without a partner', { utm_term: 'recruiting ai' }, undefined, { utm_term: 'recruiting ai' }],
  ])('%s', (_name, attribution, origin, source) => {
    expect(sourceOf(PARTNERS, attribution, origin)).toEqual(source);
  });
});

describe('partnerLabel', () => {
  it.each([
    [undefined, 'other'],
    [{ utm_source: 'x' }, 'other'],
    [{ partner: 'acme', partnerVerified: true }, 'acme'],
    [{ partner: 'acme', partnerVerified: false }, 'other'],
    [{ partner: 'initech', partnerVerified: false }, 'other'],
  ])('%j counts for %s', (source, label) => {
    expect(partnerLabel(source)).toBe(label);
  });
});

describe('createAttribution', () => {
  it('shows every partner and "other" from zero, and counts accepted items for their verified partner', () => {
    const counted: string[] = [];
    const shown: string[][] = [];
    const attribution = createAttribution(PARTNERS, {
      attributed: (kind, partner) => counted.push(`${kind}:${partner}`),
      partners: (ids) => shown.push([...ids]),
    });
    expect(shown).toEqual([['acme', 'globex', 'other']]);
    attribution.count('lead', attribution.source({ partner: 'acme' }, 'https://acme.example'));
    attribution.count('roi-email', attribution.source({ partner: 'acme' }, 'https://globex.example'));
    attribution.count('demo-contact', undefined);
    expect(counted).toEqual(['lead:acme', 'roi-email:other', 'demo-contact:other']);
  });
});
