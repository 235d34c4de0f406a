import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { counterHasher } from './sha256';
import {
  ownWorkerScriptUrl,
  ownWorkerUrl,
  solveChallenge,
  solveInSlices,
  UnsolvableChallengeError,
  usableChallenge,
} from './solve';

const SIGNATURE_SECRET = 'test-secret-for-the-challenge-signature';
const KEY_SECRET = 'test-secret-for-the-expected-key-signature';

/** A challenge made the way the gateway makes them (server/captcha/providers.ts), with a known counter. */
const gatewayChallenge = (counter: number, algorithm = 'SHA-256', cost = 1) =>
  createChallenge({
    algorithm,
    cost,
    counter,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });

const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

/** The password altcha-lib hashes after the salt: the nonce, then the counter as a big-endian 32-bit integer. */
function password(challenge: { parameters: { nonce: string } }, counter: number): Uint8Array {
  const nonce = fromHex(challenge.parameters.nonce);
  const bytes = new Uint8Array(nonce.length + 4);
  bytes.set(nonce);
  new DataView(bytes.buffer).setUint32(nonce.length, counter);
  return bytes;
}

/** What the gateway's verify endpoint does with the payload. */
async function gatewayAccepts(payload: string): Promise<boolean> {
  const { challenge, solution } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  return result.verified;
}

describe('solving a gateway challenge', () => {
  // Node has no Worker: this is the path of a host page whose CSP refuses blob: workers.
  it.each([
    { counter: 0, algorithm: 'SHA-256', cost: 1 },
    { counter: 1, algorithm: 'SHA-256', cost: 1 },
    { counter: 700, algorithm: 'SHA-256', cost: 1 },
    { counter: 300, algorithm: 'SHA-384', cost: 1 },
    { counter: 200, algorithm: 'SHA-512', cost: 3 },
  ])(
    'without a worker, finds counter $counter ($algorithm, cost $cost) and the gateway accepts it',
    async ({ counter, algorithm, cost }) => {
      const payload = await solveChallenge(await gatewayChallenge(counter, algorithm, cost));
      expect(JSON.parse(atob(payload)).solution.counter).toBe(counter);
      expect(await gatewayAccepts(payload)).toBe(true);
    },
  );

  it('solves the gateway challenge without awaiting a digest per counter', async () => {
    const challenge = await gatewayChallenge(40_000);
    const solution = await solveInSlices(challenge);
    expect(solution.counter).toBe(40_000);
    const expected = await deriveKey(
      challenge.parameters,
      fromHex(challenge.parameters.salt),
      password(challenge, 40_000),
    );
    expect(new Uint8Array(expected.derivedKey)).toEqual(fromHex(solution.derivedKey));
  });

  it.each([0, 1, 27, 55, 56, 59, 60, 61, 63, 64, 100, 130])(
    'hashes a %i-byte head followed by the counter as SHA-256 does',
    async (length) => {
      const head = new Uint8Array(length).map((_, i) => (i * 37 + 11) & 0xff);
      const digest = counterHasher(head);
      for (const counter of [0, 1, 0x1234_5678, 0xffff_ffff]) {
        const message = new Uint8Array(length + 4);
        message.set(head);
        new DataView(message.buffer).setUint32(length, counter);
        const expected = new Uint8Array(createHash('sha256').update(message).digest());
        expect(digest(counter)).toEqual(expected);
      }
    },
  );

  it('matches a key prefix of an odd number of hex digits', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: 'a7f',
      hmacSignatureSecret: SIGNATURE_SECRET,
    });
    const solution = await solveInSlices(challenge);
    expect(solution.derivedKey.startsWith('a7f')).toBe(true);
    const verified = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SIGNATURE_SECRET });
    expect(verified.verified).toBe(true);
  });

  it('sends the challenge back byte for byte, text outside Latin-1 included (its signature covers it)', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      data: { label: 'Démo – 招聘' },
      hmacSignatureSecret: SIGNATURE_SECRET,
      hmacKeySignatureSecret: KEY_SECRET,
    });
    const payload = await solveChallenge(challenge);
    expect(await gatewayAccepts(payload)).toBe(true);
  });

  it('pauses between slices so the page keeps handling input', async () => {
    const challenge = await gatewayChallenge(5_000);
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    // The clock is read every 1024 counters: a pause at each of those when every slice is over at once.
    await solveInSlices(challenge, { sliceMs: 0, pause });
    expect(pauses).toBeGreaterThanOrEqual(4);

    pauses = 0;
    await solveInSlices(challenge, { sliceMs: 60_000, pause });
    expect(pauses).toBe(0);
  });

  it('stops when aborted between two slices', async () => {
    const challenge = await gatewayChallenge(100_000);
    const controller = new AbortController();
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
      if (pauses === 3) controller.abort(new Error('visitor left'));
    };
    await expect(solveInSlices(challenge, { signal: controller.signal, sliceMs: 0, pause })).rejects.toThrow(
      'visitor left',
    );
    expect(pauses).toBe(3);
  });

  it('does not start with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(await gatewayChallenge(10), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('an unusable challenge', () => {
  const valid = { parameters: { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', keyPrefix: 'ef', cost: 1 } };
  const withParameters = (patch: Record<string, unknown>) => ({ parameters: { ...valid.parameters, ...patch } });

  it('accepts the gateway form, extra parameters kept as they are', () => {
    const challenge = withParameters({ keyLength: 32, expiresAt: 1, keySignature: '00' });
    expect(usableChallenge(challenge)).toBe(challenge);
  });

  it.each([
    ['nothing', undefined],
    ['a Turnstile answer (no challenge)', null],
    ['no parameters', {}],
    ['an algorithm the browser cannot hash', withParameters({ algorithm: 'ARGON2ID' })],
    ['a nonce that is not hex', withParameters({ nonce: 'zz' })],
    ['a salt of half a byte', withParameters({ salt: 'abc' })],
    ['an empty key prefix (every key would match)', withParameters({ keyPrefix: '' })],
    ['no cost', withParameters({ cost: 0 })],
    ['a cost that would take minutes', withParameters({ cost: 1000 })],
  ])('is refused: %s', async (_, challenge) => {
    expect(() => usableChallenge(challenge)).toThrow(UnsolvableChallengeError);
    await expect(solveChallenge(challenge)).rejects.toBeInstanceOf(UnsolvableChallengeError);
  });
});

describe('the Trusted Types policy', () => {
  it('passes the blob: URL of a worker of ours while it lives, and nothing else', () => {
    const own = ownWorkerUrl('postMessage(1)');
    expect(ownWorkerScriptUrl(own.url)).toBe(own.url);
    const foreign = URL.createObjectURL(new Blob(['postMessage(2)'], { type: 'text/javascript' }));
    for (const url of [foreign, 'https://attacker.example/worker.js', 'data:text/javascript,1', `${own.url}#x`]) {
      expect(() => ownWorkerScriptUrl(url)).toThrow(TypeError);
    }
    own.release();
    expect(() => ownWorkerScriptUrl(own.url)).toThrow(TypeError);
    URL.revokeObjectURL(foreign);
  });

  it('is created once, with that rule, and left nowhere a page script could reach', async () => {
    vi.resetModules();
    const created: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
    const before = new Set([...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis)]);
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        created.push({ name, rules });
        return { createScriptURL: (url: string) => rules.createScriptURL(url) };
      },
    });
    try {
      const fresh = await import('./solve');
      // Node has no Worker: each solve asks for the policy's URL, then falls back to the main thread.
      for (const counter of [1, 2]) {
        const payload = await fresh.solveChallenge(await gatewayChallenge(counter));
        expect(await gatewayAccepts(payload)).toBe(true);
      }
      expect(created.map(({ name }) => name)).toEqual([fresh.TRUSTED_TYPES_POLICY]);
      expect(() => created[0]?.rules.createScriptURL('blob:http://localhost/0000')).toThrow(TypeError);
      const added = [...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis)].filter(
        (key) => !before.has(key) && key !== 'trustedTypes',
      );
      expect(added).toEqual([]);
      expect(Symbol.for('alex-widgets.trusted-types-policy') in globalThis).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
