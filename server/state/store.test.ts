import { afterEach, describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore } from './store';

const stores: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function setup(maxEntries?: number) {
  const clock = { now: 1_700_000_000_000 };
  const store = memoryStore({ now: () => clock.now, ...(maxEntries === undefined ? {} : { maxEntries }) });
  stores.push(store);
  return { clock, store };
}

/** The keys among `keys` the store still holds. */
async function held(store: KeyValueStore, keys: string[]): Promise<string[]> {
  const values = await Promise.all(keys.map((key) => store.get(key)));
  return keys.filter((_, i) => values[i] !== null);
}

describe('memoryStore, bounded', () => {
  it('forgets the least recently used key beyond its bound, and holds no more than the bound', async () => {
    const { store } = setup(3);
    await store.set('a', '1', 60_000);
    await store.set('b', '1', 60_000);
    await store.set('c', '1', 60_000);
    await store.get('a'); // a visitor seen again is kept over one that was not
    await store.set('d', '1', 60_000);
    expect(await held(store, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);

    const flood = Array.from({ length: 100 }, (_, i) => `flood-${i}`);
    for (const key of flood) await store.increment(key, 60_000);
    expect(await held(store, [...flood, 'a', 'c', 'd'])).toEqual(flood.slice(-3));
  });

  it('holds 100,000 keys by default', async () => {
    const { store } = setup();
    const keys = Array.from({ length: 100_001 }, (_, i) => `visitor-${i}`);
    for (const key of keys) await store.set(key, '1', 60_000);
    expect(await held(store, keys.slice(0, 2))).toEqual(['visitor-1']);
  });

  it('keeps a count whose key is read and written, however many others come after it', async () => {
    const { store } = setup(10);
    for (let i = 0; i < 100; i++) {
      await store.increment('strikes', 60_000);
      await store.set(`other-${i}`, '1', 60_000);
    }
    expect(await store.get('strikes')).toBe('100');
  });

  it('refuses a bound that is not a positive whole number', () => {
    for (const maxEntries of [0, -1, 1.5, Number.NaN]) {
      expect(() => memoryStore({ maxEntries })).toThrow(/maxEntries/);
    }
  });
});

describe('memoryStore, refusing when full (the captcha and call marks)', () => {
  it('never forgets a mark for a flood: a new one is refused with a 503 until the old ones expire', async () => {
    const clock = { now: 1_700_000_000_000 };
    let refused = 0;
    const marks = memoryStore({
      now: () => clock.now,
      maxEntries: 3,
      whenFull: 'refuse',
      onRefused: () => {
        refused += 1;
      },
    });
    stores.push(marks);
    expect(await marks.setIfAbsent('captcha:solved:a', '1', 60_000)).toBe(true);
    await marks.set('call:phone', '1', 120_000);
    await marks.addToSet('call:email', 'x', 120_000);
    await expect(marks.setIfAbsent('captcha:solved:b', '1', 60_000)).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(refused).toBe(1);
    // Every mark is still there: a replayed solution is still refused.
    expect(await marks.setIfAbsent('captcha:solved:a', '1', 60_000)).toBe(false);
    expect(await held(marks, ['captcha:solved:a', 'call:phone'])).toEqual(['captcha:solved:a', 'call:phone']);
    // Changing a mark it holds is no new key.
    await marks.addToSet('call:email', 'y', 120_000);
    expect(refused).toBe(1);
    clock.now += 60_000;
    expect(await marks.setIfAbsent('captcha:solved:b', '1', 60_000)).toBe(true);
    expect(refused).toBe(1);
  });
});

describe('memoryStore, lifetimes on its clock', () => {
  it('forgets a key once its lifetime has passed', async () => {
    const { clock, store } = setup();
    await store.set('k', 'v', 1000);
    clock.now += 999;
    expect(await store.get('k')).toBe('v');
    clock.now += 1;
    expect(await store.get('k')).toBeNull();
    expect(await store.setIfAbsent('k', 'w', 1000)).toBe(true);
  });

  it("keeps a count's first lifetime, and counts as text for get", async () => {
    const { clock, store } = setup();
    expect(await store.increment('n', 1000)).toBe(1);
    clock.now += 600;
    expect(await store.increment('n', 1000)).toBe(2);
    expect(await store.get('n')).toBe('2');
    clock.now += 400; // the first count's lifetime is over, though the second's would not be
    expect(await store.get('n')).toBeNull();
    expect(await store.increment('n', 1000)).toBe(1);
  });

  it('counts on from a number set as text', async () => {
    const { store } = setup();
    await store.set('n', '41', 1000);
    expect(await store.increment('n', 1000)).toBe(42);
  });

  it('gives a set a new lifetime with each member, and a bound that counts the set once', async () => {
    const { clock, store } = setup(2);
    await store.addToSet('s', '1', 1000);
    clock.now += 600;
    await store.addToSet('s', '2', 1000);
    await store.set('other', '1', 1000);
    clock.now += 600;
    expect((await store.members('s')).sort()).toEqual(['1', '2']);
    clock.now += 400;
    expect(await store.isMember('s', '1')).toBe(false);
  });
});
