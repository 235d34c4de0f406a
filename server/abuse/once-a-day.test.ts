import { afterEach, describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore } from '../state/store';
import { CALL_GUARD_TTL_MS, createCallGuard } from './once-a-day';

const stores: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** A memory store on a test clock that records every key and value written to it. */
function setup(options: { secret?: string } = {}) {
  const clock = { now: 1_700_000_000_000 };
  const store = memoryStore({ now: () => clock.now });
  stores.push(store);
  const written: string[] = [];
  const recording: KeyValueStore = {
    ...store,
    async setIfAbsent(key, value, ttlMs) {
      written.push(key, value);
      return store.setIfAbsent(key, value, ttlMs);
    },
  };
  const guard = createCallGuard({ store: recording, now: () => clock.now, ...options });
  return { clock, store, guard, written };
}

const jane = { phone: '+33612345678', email: 'jane@example.com' };
/** The demo session claiming the call. */
const SESSION = 'visitor1visitor1visit1';

describe('createCallGuard', () => {
  it('allows one call per phone number and e-mail address a day', async () => {
    const { guard, clock } = setup();
    expect(await guard.claim(jane, SESSION)).toBe(true);
    expect(await guard.claim(jane, SESSION)).toBe(false);
    expect(await guard.claim({ phone: jane.phone, email: 'other@example.com' }, SESSION)).toBe(false);
    expect(await guard.claim({ phone: '+33698765432', email: jane.email }, SESSION)).toBe(false);
    clock.now += CALL_GUARD_TTL_MS - 1;
    expect(await guard.claim(jane, SESSION)).toBe(false);
    clock.now += 1;
    expect(await guard.claim(jane, SESSION)).toBe(true);
  });

  it('counts one address and one number however they are written', async () => {
    const { guard } = setup();
    expect(await guard.claim(jane, SESSION)).toBe(true);
    expect(await guard.claim({ phone: '+44 7400 123456', email: '  Jane@Example.COM ' }, SESSION)).toBe(false);
    expect(await guard.claim({ phone: '+33 6 12 34 56 78', email: 'someone@example.com' }, SESSION)).toBe(false);
  });

  it('counts one mailbox however its address is spelled (+tags, Gmail dots and googlemail.com)', async () => {
    const { guard } = setup();
    expect(await guard.claim({ phone: '+33612345678', email: 'jane.doe@gmail.com' }, SESSION)).toBe(true);
    for (const email of ['janedoe@gmail.com', 'Jane.Doe+demo@googlemail.com', 'j.a.n.e.d.o.e@gmail.com']) {
      expect(await guard.claim({ phone: '+447400123456', email }, SESSION)).toBe(false);
      expect(await guard.isClaimedBy({ phone: '+447400123456', email }, SESSION)).toBe(true);
    }
    expect(await guard.claim({ phone: '+447400123456', email: 'jane.doe@example.com' }, SESSION)).toBe(true);
  });

  it('does not use up the phone number when the e-mail address is refused', async () => {
    const { guard } = setup();
    expect(await guard.claim(jane, SESSION)).toBe(true);
    const other = { phone: '+447400123456', email: jane.email };
    expect(await guard.claim(other, SESSION)).toBe(false);
    expect(await guard.claim({ phone: other.phone, email: 'john@example.com' }, SESSION)).toBe(true);
  });

  it('gives both back on release', async () => {
    const { guard } = setup();
    expect(await guard.claim(jane, SESSION)).toBe(true);
    await guard.release(jane);
    expect(await guard.claim(jane, SESSION)).toBe(true);
  });

  it('lets exactly one of 50 simultaneous claims on one number win', async () => {
    const { guard } = setup();
    const claims = Array.from({ length: 50 }, (_, i) =>
      guard.claim({ phone: jane.phone, email: `v${i}@example.com` }, SESSION),
    );
    const results = await Promise.all(claims);
    expect(results.filter(Boolean)).toHaveLength(1);
    // The losers released nothing of the winner's: the number stays taken, their own addresses stay free.
    const winner = results.indexOf(true);
    expect(await guard.claim({ phone: jane.phone, email: 'late@example.com' }, SESSION)).toBe(false);
    const loser = winner === 0 ? 1 : 0;
    expect(await guard.claim({ phone: '+447400123456', email: `v${loser}@example.com` }, SESSION)).toBe(true);
  });

  it('lets exactly one of 50 simultaneous claims on one address win', async () => {
    const { guard } = setup();
    const phones = Array.from({ length: 50 }, (_, i) => `+336123456${String(i).padStart(2, '0')}`);
    const results = await Promise.all(phones.map((phone) => guard.claim({ phone, email: jane.email }, SESSION)));
    expect(results.filter(Boolean)).toHaveLength(1);
    // Every losing number is free again.
    const freed = await Promise.all(
      phones.map((phone, i) => (results[i] ? true : guard.claim({ phone, email: `n${i}@example.com` }, SESSION))),
    );
    expect(freed.every(Boolean)).toBe(true);
  });

  it('keeps no phone number or e-mail address in the store', async () => {
    const { guard, written } = setup();
    await guard.claim(jane, SESSION);
    expect(written.length).toBeGreaterThan(0);
    const stored = written.join(' ');
    for (const personal of ['33612345678', '612345678', 'jane', 'example.com']) expect(stored).not.toContain(personal);
  });

  it('derives different keys under a secret', async () => {
    const plain = setup();
    const keyed = setup({ secret: 's3cret' });
    await plain.guard.claim(jane, SESSION);
    await keyed.guard.claim(jane, SESSION);
    expect(keyed.written[0]).not.toBe(plain.written[0]);
    expect(keyed.written[0]).toMatch(/^demo-call-once:phone:[\w-]{43}$/);
  });

  it('gives the number back when the store fails on the e-mail address', async () => {
    const { guard, store } = setup();
    const failing = createCallGuard({
      store: {
        ...store,
        setIfAbsent: async (key, value, ttlMs) => {
          if (key.includes(':email:')) throw new Error('store down');
          return store.setIfAbsent(key, value, ttlMs);
        },
      },
    });
    await expect(failing.claim(jane, SESSION)).rejects.toThrow('store down');
    expect(await guard.claim(jane, SESSION)).toBe(true);
  });

  it("tells a session of its own claim only, never of another session's", async () => {
    const { guard } = setup();
    const other = 'visitor2visitor2visit2';
    expect(await guard.isClaimedBy(jane, SESSION)).toBe(false);
    expect(await guard.claim(jane, SESSION)).toBe(true);
    expect(await guard.isClaimedBy(jane, SESSION)).toBe(true);
    expect(await guard.isClaimedBy({ phone: '+447400123456', email: jane.email }, SESSION)).toBe(true);
    // Someone typing Jane's address or number learns nothing of her day; the call itself is still refused.
    expect(await guard.isClaimedBy(jane, other)).toBe(false);
    expect(await guard.isClaimedBy({ phone: '+447400123456', email: jane.email }, other)).toBe(false);
    expect(await guard.claim({ phone: '+447400123456', email: jane.email }, other)).toBe(false);
  });

  it('refuses a claim without a phone number or an e-mail address', async () => {
    const { guard } = setup();
    await expect(guard.claim({ phone: '', email: jane.email }, SESSION)).rejects.toThrow(TypeError);
    await expect(guard.claim({ phone: jane.phone, email: '  ' }, SESSION)).rejects.toThrow(TypeError);
  });
});
