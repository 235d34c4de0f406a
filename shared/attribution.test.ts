import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_VALUE_MAX,
  attributionRequest,
  cleanAttributionValue,
  pageAttribution,
  utmFromSearch,
} from './attribution';

describe('cleanAttributionValue', () => {
  it.each([
    ['newsletter', 'newsletter'],
    ['  spring sale  ', 'spring sale'],
    ['recruiting\tai\n\nfrance', 'recruiting ai france'],
    ['null\u0000byte', 'nullbyte'],
    ['header\r\nX-Injected: 1', 'header X-Injected: 1'],
    ['bell\u0007 and delete\u007f', 'bell and delete'],
    ['c1\u009bcontrol', 'c1control'],
    ['right\u202eto left', 'rightto left'],
    ['isolate\u2066d', 'isolated'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['lone\ud800surrogate', 'lonesurrogate'],
    ['été — campagne', 'été — campagne'],
    ['😀 emoji', '😀 emoji'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['', undefined],
    ['   ', undefined],
    ['\u0000\u0001', undefined],
    [42, undefined],
    [null, undefined],
    [{ toString: () => 'x' }, undefined],
    [['a'], undefined],
  ])('%j is kept as %j', (value, kept) => {
    expect(cleanAttributionValue(value)).toBe(kept);
  });

  it.each([
    ['a'.repeat(5000), 'a'.repeat(ATTRIBUTION_VALUE_MAX)],
    [`${'a'.repeat(ATTRIBUTION_VALUE_MAX - 1)}😀😀`, `${'a'.repeat(ATTRIBUTION_VALUE_MAX - 1)}😀`],
    [`${'a'.repeat(ATTRIBUTION_VALUE_MAX - 1)} b`, 'a'.repeat(ATTRIBUTION_VALUE_MAX - 1)],
  ])('cuts a long value at %#, never inside a character', (value, kept) => {
    const cleaned = cleanAttributionValue(value);
    expect(cleaned).toBe(kept);
    expect(Array.from(cleaned ?? '').length).toBeLessThanOrEqual(ATTRIBUTION_VALUE_MAX);
  });
});

describe('utmFromSearch', () => {
  it.each([
    ['', {}],
    ['?lang=fr', {}],
    [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202026&utm_term=ai&utm_content=hero&x=1',
      {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring 2026',
        utm_term: 'ai',
        utm_content: 'hero',
      },
    ],
    ['utm_source=+partner+', { utm_source: 'partner' }],
    ['?utm_source=&utm_medium=%00', {}],
    ['?utm_campaign=a%0D%0Ab', { utm_campaign: 'a b' }],
    ['?UTM_SOURCE=upper', {}],
  ])('%j gives %j', (search, utm) => {
    expect(utmFromSearch(search)).toEqual(utm);
  });
});

describe('attributionRequest', () => {
  it.each([
    [{}, true],
    [{ partner: 'acme', utm_source: 'x', utm_medium: 'y', utm_campaign: 'z', utm_term: 't', utm_content: 'c' }, true],
    [{ utm_source: 'a'.repeat(2048) }, true],
    [{ utm_source: 'a'.repeat(2049) }, false],
    [{ utm_source: 42 }, false],
    [{ partner: ['acme'] }, false],
    [{ utm_source: null }, false],
    [{ utm_id: 'unknown field' }, false],
    ['acme', false],
  ])('%j: %s', (value, valid) => {
    expect(attributionRequest.safeParse(value).success).toBe(valid);
  });
});

describe('pageAttribution', () => {
  it.each([
    [null, '', undefined],
    [undefined, '?lang=fr', undefined],
    ['  ', '?utm_source=', undefined],
    ['acme', '', { partner: 'acme' }],
    [' acme\n', '?utm_medium=email', { partner: 'acme', utm_medium: 'email' }],
    [null, '?utm_source=ads&utm_term=a%00b', { utm_source: 'ads', utm_term: 'ab' }],
    ['x'.repeat(300), '', { partner: 'x'.repeat(ATTRIBUTION_VALUE_MAX) }],
  ])('%j on a page at %j sends %j', (partner, search, sent) => {
    const attribution = pageAttribution(partner, search);
    expect(attribution).toEqual(sent);
    if (attribution) expect(attributionRequest.parse(attribution)).toEqual(attribution);
  });
});
