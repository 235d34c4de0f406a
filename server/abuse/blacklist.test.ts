import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore } from '../state/store';
import { createBlacklist, DEFAULT_AUTO_BLOCK, normalizeIp, parseBlacklistEntries } from './blacklist';
import { visitorKey } from './limits';

const stores: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function setup(entries: readonly string[] = [], autoBlock = { strikes: 3, windowMs: 60_000, blockMs: 120_000 }) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const store = memoryStore({ now });
  stores.push(store);
  return { clock, store, blacklist: createBlacklist({ entries, store, now, autoBlock }) };
}

async function strikeTimes(blacklist: ReturnType<typeof setup>['blacklist'], ip: string, times: number) {
  const results: boolean[] = [];
  for (let i = 0; i < times; i += 1) results.push(await blacklist.strike(ip, 'captcha'));
  return results;
}

describe('configured entries', () => {
  const store = memoryStore();
  afterAll(() => store.close());
  const blacklist = createBlacklist({
    store,
    entries: ['198.51.100.7', '203.0.113.0/24', '2001:db8:aaaa::1', '2001:db8:ffff::/48', '::ffff:192.0.2.0/120'],
  });

  it.each([
    ['a listed IPv4 address', '198.51.100.7', true],
    ['its neighbour', '198.51.100.8', false],
    ['the start of a listed IPv4 range', '203.0.113.0', true],
    ['the end of a listed IPv4 range', '203.0.113.255', true],
    ['just past a listed IPv4 range', '203.0.114.0', false],
    ['a listed IPv6 address', '2001:db8:aaaa::1', true],
    ['a listed IPv6 address written in full', '2001:0db8:aaaa:0000:0000:0000:0000:0001', true],
    ['another IPv6 address', '2001:db8:aaaa::2', false],
    ['an IPv6 address in a listed range', '2001:db8:ffff:1234::42', true],
    ['an IPv6 address outside it', '2001:db8:fffe::1', false],
    ['a listed IPv4 address reaching a dual-stack socket', '::ffff:198.51.100.7', true],
    ['the same, in hexadecimal', '::ffff:c633:6407', true],
    ['an IPv4-mapped address in a listed IPv4 range', '::ffff:203.0.113.99', true],
    ['an IPv4 address in a range written IPv4-mapped', '192.0.2.10', true],
    ['something that is not an address', 'unknown', false],
  ])('%s: %s is blocked = %s', async (_label, ip, blocked) => {
    expect(await blacklist.isBlocked(ip)).toBe(blocked);
  });
});

describe('parseBlacklistEntries', () => {
  it('splits on commas and whitespace', () => {
    expect(parseBlacklistEntries(' 198.51.100.7, 203.0.113.0/24\n2001:db8::/32 ,,\t::1 ')).toEqual([
      '198.51.100.7',
      '203.0.113.0/24',
      '2001:db8::/32',
      '::1',
    ]);
    expect(parseBlacklistEntries('')).toEqual([]);
  });

  it.each([
    'example.com',
    '300.1.2.3',
    '203.0.113.0/33',
    '2001:db8::/129',
    '203.0.113.0/',
    '203.0.113.0/2a',
    '203.0.113.0/-1',
    '203.0.113.0/24/8',
    'fe80::1%eth0',
    '1.2.3',
  ])('rejects %s, naming it', (bad) => {
    expect(() => parseBlacklistEntries(`198.51.100.7, ${bad}`)).toThrow(`"${bad}"`);
  });

  it('is what createBlacklist checks too', () => {
    const store = memoryStore();
    stores.push(store);
    expect(() => createBlacklist({ entries: ['10.0.0.0/8', 'nope'], store })).toThrow('"nope"');
  });
});

describe('normalizeIp', () => {
  it.each([
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:102:304', '1.2.3.4'],
    ['0:0:0:0:0:ffff:0102:0304', '1.2.3.4'],
    ['1.2.3.4', '1.2.3.4'],
    ['2001:DB8::0001', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%s is %s', (ip, normalized) => {
    expect(normalizeIp(ip)).toBe(normalized);
  });
});

describe('automatic blocks', () => {
  it('blocks at the configured number of strikes and reports it once', async () => {
    const { blacklist } = setup();
    expect(await strikeTimes(blacklist, '198.51.100.1', 2)).toEqual([false, false]);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    expect(await blacklist.strike('198.51.100.1', 'rate-limit')).toBe(true);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    expect(await blacklist.strike('198.51.100.1', 'captcha')).toBe(false);
  });

  it('lifts the block after blockMs and counts afresh', async () => {
    const { blacklist, clock } = setup();
    await strikeTimes(blacklist, '198.51.100.1', 3);
    clock.now += 119_999;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    clock.now += 1;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    expect(await blacklist.strike('198.51.100.1', 'captcha')).toBe(false);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
  });

  it('forgets strikes older than the window', async () => {
    const { blacklist, clock } = setup();
    await strikeTimes(blacklist, '198.51.100.1', 2);
    clock.now += 60_000;
    expect(await strikeTimes(blacklist, '198.51.100.1', 2)).toEqual([false, false]);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    expect(await blacklist.strike('198.51.100.1', 'captcha')).toBe(true);
  });

  it('keeps two IPv4 visitors apart, mapped or not', async () => {
    const { blacklist } = setup();
    await strikeTimes(blacklist, '198.51.100.1', 2);
    await strikeTimes(blacklist, '::ffff:198.51.100.2', 2);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    expect(await blacklist.isBlocked('198.51.100.2')).toBe(false);
    expect(await blacklist.strike('::ffff:198.51.100.1', 'captcha')).toBe(true);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    expect(await blacklist.isBlocked('::ffff:198.51.100.1')).toBe(true);
    expect(await blacklist.isBlocked('198.51.100.2')).toBe(false);
  });

  it('counts IPv6 addresses of one /56 as one visitor, and no further', async () => {
    const { blacklist } = setup();
    await blacklist.strike('2001:db8:1234:5600::1', 'captcha');
    await blacklist.strike('2001:db8:1234:5611::abcd', 'captcha');
    expect(await blacklist.strike('2001:db8:1234:56ff:ffff::1', 'rate-limit')).toBe(true);
    expect(await blacklist.isBlocked('2001:db8:1234:5642::7')).toBe(true);
    expect(await blacklist.isBlocked('2001:db8:1234:5700::1')).toBe(false);
  });

  it('ends a block on its own clock even if the store keeps the key longer', async () => {
    const clock = { now: 0 };
    const store = memoryStore({ now: () => 0 }); // a store whose clock lags far behind
    stores.push(store);
    const rule = { strikes: 1, windowMs: 60_000, blockMs: 120_000 };
    const blacklist = createBlacklist({ entries: [], store, now: () => clock.now, autoBlock: rule });
    expect(await blacklist.strike('198.51.100.1', 'captcha')).toBe(true);
    clock.now = 119_999;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    clock.now = 120_000;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
  });

  it('keeps its blocks in a room of their own, which a flood of strikes cannot make forget one', async () => {
    const clock = { now: 1_000_000 };
    const now = () => clock.now;
    const store = memoryStore({ now, maxEntries: 10 });
    const blocks = memoryStore({ now, maxEntries: 10, whenFull: 'refuse' });
    stores.push(store, blocks);
    const rule = { strikes: 3, windowMs: 60_000, blockMs: 120_000 };
    const blacklist = createBlacklist({ entries: [], store, blocks, now, autoBlock: rule });
    await strikeTimes(blacklist, '198.51.100.1', 3);
    // One strike from each of many addresses: the strikes' store forgets the oldest, the block stays.
    for (let i = 2; i < 60; i += 1) await blacklist.strike(`198.51.100.${i}`, 'captcha');
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    expect(await blocks.get(`blacklist:blocked:${visitorKey('198.51.100.1')}`)).not.toBeNull();
    expect(await store.get(`blacklist:blocked:${visitorKey('198.51.100.1')}`)).toBeNull();
  });

  it('honours a block an operator wrote into the store by hand', async () => {
    const { blacklist, store } = setup();
    await store.set(`blacklist:blocked:${visitorKey('198.51.100.9')}`, 'manual', 60_000);
    expect(await blacklist.isBlocked('198.51.100.9')).toBe(true);
  });

  it('defaults to 10 strikes in 10 minutes for a 15-minute block', async () => {
    expect(DEFAULT_AUTO_BLOCK).toEqual({ strikes: 10, windowMs: 600_000, blockMs: 900_000 });
    const clock = { now: 0 };
    const store = memoryStore({ now: () => clock.now });
    stores.push(store);
    const blacklist = createBlacklist({ entries: [], store, now: () => clock.now });
    const results = await strikeTimes(blacklist, '198.51.100.1', 10);
    expect(results.indexOf(true)).toBe(9);
    clock.now += 900_000;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
  });

  it('reports the block once when strikes cross the line together', async () => {
    const { blacklist } = setup();
    const results = await Promise.all(Array.from({ length: 20 }, () => blacklist.strike('198.51.100.1', 'captcha')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
  });

  it('rejects a rule that would never or always block', () => {
    const store = memoryStore();
    stores.push(store);
    expect(() => createBlacklist({ entries: [], store, autoBlock: { strikes: 0, windowMs: 1, blockMs: 1 } })).toThrow(
      'strikes',
    );
    expect(() =>
      createBlacklist({ entries: [], store, autoBlock: { strikes: 1, windowMs: Number.NaN, blockMs: 1 } }),
    ).toThrow('windowMs');
  });
});

describe('remembering lookups with a shared store', () => {
  const setupRemembering = () => {
    const clock = { now: 0 };
    const store = memoryStore({ now: () => clock.now });
    stores.push(store);
    let reads = 0;
    const counting = {
      ...store,
      get: (key: string) => {
        reads++;
        return store.get(key);
      },
    };
    const rule = { strikes: 2, windowMs: 60_000, blockMs: 120_000 };
    const blacklist = createBlacklist({
      entries: [],
      store: counting,
      now: () => clock.now,
      autoBlock: rule,
      rememberMs: 1000,
    });
    return { clock, store, blacklist, reads: () => reads };
  };

  it('asks the store once per visitor per second', async () => {
    const { clock, blacklist, reads } = setupRemembering();
    for (let i = 0; i < 5; i++) expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    expect(reads()).toBe(1);
    await blacklist.isBlocked('198.51.100.2');
    expect(reads()).toBe(2);
    clock.now = 1000;
    await blacklist.isBlocked('198.51.100.1');
    expect(reads()).toBe(3);
  });

  it('reads once for checks made while a read for the same visitor is under way', async () => {
    const { blacklist, reads } = setupRemembering();
    const answers = await Promise.all([blacklist.isBlocked('198.51.100.9'), blacklist.isBlocked('198.51.100.9')]);
    expect(answers).toEqual([false, false]);
    expect(reads()).toBe(1);
  });

  it("sees another instance's block within a second", async () => {
    const { clock, store, blacklist } = setupRemembering();
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    await store.set(`blacklist:blocked:${visitorKey('198.51.100.1')}`, `${clock.now + 60_000}:captcha`, 60_000);
    clock.now = 999;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    clock.now = 1000;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
  });

  it('forgets what it remembered when the clock is set back, and keeps forgetting as time goes on', async () => {
    const { clock, blacklist, reads } = setupRemembering();
    clock.now = 10_000;
    await blacklist.isBlocked('198.51.100.1');
    expect(reads()).toBe(1);
    clock.now = 5_000;
    await blacklist.isBlocked('198.51.100.1');
    expect(reads()).toBe(2);
    clock.now = 5_999;
    await blacklist.isBlocked('198.51.100.1');
    expect(reads()).toBe(2);
    clock.now = 6_000;
    await blacklist.isBlocked('198.51.100.1');
    expect(reads()).toBe(3);
  });

  it('applies its own block at once and lifts it when it ends, whatever it remembers', async () => {
    const { clock, blacklist } = setupRemembering();
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
    await blacklist.strike('198.51.100.1', 'captcha');
    expect(await blacklist.strike('198.51.100.1', 'captcha')).toBe(true);
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    clock.now = 119_999;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(true);
    clock.now = 120_000;
    expect(await blacklist.isBlocked('198.51.100.1')).toBe(false);
  });
});
