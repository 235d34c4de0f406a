import { solveChallenge as altchaSolve, type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SolverReply, SolverRequest } from './worker';

const SIGNATURE_SECRET = 'test-secret-for-the-challenge-signature';
const KEY_SECRET = 'test-secret-for-the-expected-key-signature';

/** The worker's global scope, as far as it uses it: its request listener, and the replies it posts. */
let onRequest: (event: { data: SolverRequest }) => void;
const replies: SolverReply[] = [];

beforeAll(async () => {
  vi.stubGlobal('addEventListener', (type: string, listener: typeof onRequest) => {
    if (type === 'message') onRequest = listener;
  });
  vi.stubGlobal('postMessage', (message: SolverReply) => replies.push(message));
  await import('./worker');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  replies.length = 0;
});

const request = (challenge: Challenge) => onRequest({ data: { challenge } });
const settled = () => replies.find((reply) => reply.type !== 'started');
const answer = () => vi.waitFor(() => settled() ?? Promise.reject(new Error('no answer yet')), { timeout: 10_000 });

const challenge = (options: { counter?: number; keyPrefix?: string; algorithm?: string; cost?: number }) =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
    ...options,
  });

describe('the solver worker', () => {
  // altcha-lib searches from counter 0 too: an earlier counter whose key happens to match the prefix wins in both.
  it.each([
    { name: 'the gateway challenge, counter 0', options: { counter: 0 } },
    { name: 'the gateway challenge, counter 1', options: { counter: 1 } },
    { name: 'the gateway challenge, counter 4 999', options: { counter: 4_999 } },
    { name: 'the gateway challenge, counter 45 000', options: { counter: 45_000 } },
    { name: 'a key prefix of an odd number of hex digits', options: { keyPrefix: 'a7f' } },
    { name: 'a SHA-384 challenge (one WebCrypto digest per counter)', options: { counter: 150, algorithm: 'SHA-384' } },
    { name: 'a SHA-512 challenge of cost 2', options: { counter: 40, algorithm: 'SHA-512', cost: 2 } },
  ])('finds the counter altcha-lib finds: $name', async ({ options }) => {
    const given = await challenge(options);
    const expected = await altchaSolve({ challenge: given, deriveKey, timeout: 0 });
    request(given);
    const reply = await answer();
    expect(replies[0]).toEqual({ type: 'started' });
    expect(reply).toMatchObject({
      type: 'solved',
      solution: { counter: expected?.counter, derivedKey: expected?.derivedKey },
    });
  });

  it('answers a failure for a challenge it cannot hash, after the handshake', async () => {
    const given = await challenge({ counter: 1 });
    request({ ...given, parameters: { ...given.parameters, algorithm: 'ARGON2ID' } });
    await answer();
    expect(replies.map((reply) => reply.type)).toEqual(['started', 'failed']);
  });

  it('drops the search under way when a new request comes, and answers the new one only', async () => {
    // Far beyond one slice: the first search is still running when the second request arrives.
    const first = await challenge({ counter: 3_000_000 });
    const second = await challenge({ counter: 20 });
    request(first);
    request(second);
    const reply = await answer();
    expect(reply).toMatchObject({ type: 'solved', solution: { counter: 20 } });
    // The first search stops at its next pause and stays silent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replies.map((r) => r.type)).toEqual(['started', 'started', 'solved']);
  });
});
