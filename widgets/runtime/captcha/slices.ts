/**
 * The proof-of-work search in slices, shared by the page's own solver (solve.ts, on the main thread when the
 * host page refuses the worker) and the solver's worker (worker.ts): no import here may reach the worker's
 * source, which solve.ts embeds.
 */
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { counterHasher } from './sha256';

/** Main-thread work between two pauses: under one frame, so scrolling and typing stay smooth. */
export const SLICE_MS = 12;
// The counter is a big-endian 32-bit integer (altcha-lib's 'uint32' counter mode, as the gateway verifies).
const MAX_COUNTER = 0xffff_ffff;

/** The widget cannot solve this challenge here: the gateway sent something unusable, or the page lacks WebCrypto. */
export class UnsolvableChallengeError extends Error {
  override name = 'UnsolvableChallengeError';
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

export interface SliceOptions {
  signal?: AbortSignal;
  /** Hashing time before each pause. */
  sliceMs?: number;
  /** How the solver lets the page (or the worker's next message) run between slices. */
  pause?: () => Promise<void>;
}

/**
 * The same search as altcha-lib's (counter from 0 up, key derived from the salt and nonce + counter, until it
 * starts with the key prefix), pausing every `sliceMs`: on the main thread so the page stays responsive, in the
 * worker so that a message the page sends meanwhile is handled. Rejects with the signal's reason once aborted.
 */
export async function solveInSlices(
  challenge: Challenge,
  { signal, sliceMs = SLICE_MS, pause = nextTask }: SliceOptions = {},
): Promise<Solution> {
  const { parameters } = challenge;
  const nonce = fromHex(parameters.nonce);
  const salt = fromHex(parameters.salt);
  const prefix = parameters.keyPrefix.toLowerCase();
  const prefixBytes = fromHex(prefix.slice(0, prefix.length - (prefix.length % 2)));
  const lastNibble = prefix.length % 2 === 1 ? Number.parseInt(prefix.slice(-1), 16) : null;
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const counterView = new DataView(password.buffer, nonce.length);

  const start = performance.now();
  if (parameters.algorithm === 'SHA-256' && parameters.cost === 1) {
    // The gateway's challenge: hashed here synchronously, about fifty times faster than one awaited WebCrypto
    // digest per counter in Firefox and WebKit (sha256.ts).
    const head = new Uint8Array(salt.length + nonce.length);
    head.set(salt);
    head.set(nonce, salt.length);
    const digest = counterHasher(head);
    const keyLength = parameters.keyLength ?? 32;
    let sliceStart = start;
    for (let counter = 0; counter <= MAX_COUNTER; counter++) {
      if ((counter & 0x3ff) === 0 && performance.now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = performance.now();
        signal?.throwIfAborted();
      }
      const key = digest(counter);
      if (startsWith(key, prefixBytes, lastNibble)) {
        return { counter, derivedKey: toHex(key.slice(0, keyLength)), time: Math.round(performance.now() - start) };
      }
    }
    throw new UnsolvableChallengeError('The captcha challenge has no solution.');
  }
  if (!globalThis.crypto?.subtle) {
    // Pages served over plain HTTP have no WebCrypto (the gateway's own challenge is hashed above without it).
    throw new UnsolvableChallengeError('This page cannot compute the captcha (no WebCrypto).');
  }
  let sliceStart = start;
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
    signal?.throwIfAborted();
    counterView.setUint32(0, counter);
    const { derivedKey } = await deriveKey(parameters, salt, password);
    if (startsWith(derivedKey, prefixBytes, lastNibble)) {
      return { counter, derivedKey: toHex(derivedKey), time: Math.round(performance.now() - start) };
    }
  }
  throw new UnsolvableChallengeError('The captcha challenge has no solution.');
}

function startsWith(key: Uint8Array, prefix: Uint8Array, lastNibble: number | null): boolean {
  if (key.length < prefix.length + (lastNibble === null ? 0 : 1)) return false;
  for (let i = 0; i < prefix.length; i++) if (key[i] !== prefix[i]) return false;
  return lastNibble === null || (key[prefix.length] as number) >> 4 === lastNibble;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
