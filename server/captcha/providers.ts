/**
 * The two ways a visitor proves it is not a script: an ALTCHA proof-of-work (the default, self-hosted, no
 * third party) or Cloudflare Turnstile when its secret is configured. Each solution is accepted once: the
 * mark is set atomically in the store, so two simultaneous submissions of one solution cannot both pass.
 */
import { createHash } from 'node:crypto';
import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallengeResponse } from '../../shared/captcha';
import type { KeyValueStore } from '../state/store';

/** `solved`: genuine, fresh and seen for the first time; `unavailable`: the provider could not be asked. */
type CaptchaVerdict = 'solved' | 'refused' | 'unavailable';

export interface CaptchaProvider {
  challenge(): Promise<CaptchaChallengeResponse>;
  verify(solution: string, ip: string): Promise<CaptchaVerdict>;
}

const ALGORITHM = 'SHA-256';

export interface AltchaOptions {
  secret: string;
  store: KeyValueStore;
  /** The solver tries on average half of this many hashes (about a second in a phone's browser at 50 000). */
  maxNumber: number;
  /** Seconds a challenge may be solved in. */
  challengeTtl: number;
  now?: () => number;
}

export function altchaProvider({
  secret,
  store,
  maxNumber,
  challengeTtl,
  now = Date.now,
}: AltchaOptions): CaptchaProvider {
  // Separate keys: one signs the challenge's parameters, the other the expected key (a fast, exact check).
  const signatureSecret = `${secret}:altcha-challenge`;
  const keySecret = `${secret}:altcha-key`;
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(Math.max(1, Math.floor(maxNumber / 10)), maxNumber),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + challengeTtl,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
      return {
        provider: 'altcha',
        // The proof of work needs no one: the widget runs it by itself and shows a card only if it fails.
        mode: 'invisible',
        siteKey: null,
        appearance: 'execute',
        theme: 'auto',
        action: 'demo',
        refreshInterval: challengeTtl,
        challenge,
      };
    },

    async verify(solution) {
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Payload;
      } catch {
        return 'refused';
      }
      if (!payload?.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== 'string') {
        return 'refused';
      }
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return 'refused';
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return 'refused';
      }
      if (!result.verified) return 'refused';
      // Once: the challenge's signature names it; the mark lives as long as the challenge could be solved.
      const ttl = Math.max(1000, expiresAt * 1000 - now());
      return (await store.setIfAbsent(`captcha:solved:${payload.challenge.signature}`, '1', ttl))
        ? 'solved'
        : 'refused';
    },
  };
}

export interface TurnstileOptions {
  secret: string;
  siteKey: string;
  verifyUrl: string;
  store: KeyValueStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function turnstileProvider({
  secret,
  siteKey,
  verifyUrl,
  store,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
}: TurnstileOptions): CaptchaProvider {
  return {
    async challenge() {
      return {
        provider: 'turnstile',
        mode: 'managed',
        siteKey,
        appearance: 'interaction-only',
        theme: 'auto',
        action: 'demo',
        // Turnstile tokens live five minutes.
        refreshInterval: 300,
      };
    },

    async verify(solution, ip) {
      if (solution.length > 2048) return 'refused';
      const digest = createHash('sha256').update(solution).digest('base64url');
      // Cloudflare refuses a token it has seen; marking it here also stops a replay between two instances.
      if (!(await store.setIfAbsent(`captcha:turnstile:${digest}`, '1', 300_000))) return 'refused';
      let response: Response;
      try {
        response = await fetchImpl(verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: solution, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        // Not the visitor's token: the solution may be tried again.
        await store.delete(`captcha:turnstile:${digest}`);
        return 'unavailable';
      }
      if (!response.ok) {
        await store.delete(`captcha:turnstile:${digest}`);
        return 'unavailable';
      }
      const body = (await response.json().catch(() => ({}))) as { success?: unknown; action?: unknown };
      // The widget renders Turnstile with action 'demo': a token made for another form or site is refused.
      return body.success === true && body.action === 'demo' ? 'solved' : 'refused';
    },
  };
}
