/**
 * Signed, expiring values the gateway hands to browsers: captcha tokens (proof that a visitor solved a
 * challenge) and demo session ids. HMAC-SHA256 over a compact payload; nothing secret is inside, and a
 * changed byte, another secret or a passed expiry make them worthless.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

export interface CaptchaClaims {
  /** The demo session the token was issued to. */
  sid: string;
  /** Issued and expiry times in epoch milliseconds. */
  iat: number;
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: CaptchaClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** Tokens already verified, by their exact text: a visitor sends the same one with every step of a demo. */
const VERIFIED_TOKENS = 10_000;

export function tokenSigner(secret: string, now: () => number = Date.now) {
  // Imported once: a string key would be imported again for every token checked.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const mac = (kind: string, data: string) => createHmac('sha256', key).update(`${kind}.${data}`).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };

  const verified = new Map<string, CaptchaClaims>();
  const remember = (token: string, claims: CaptchaClaims) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };

  return {
    issueCaptchaToken(sid: string, ttlMs: number): { token: string; claims: CaptchaClaims } {
      const iat = now();
      const claims: CaptchaClaims = { sid, iat, exp: iat + ttlMs };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${mac('captcha', body)}`, claims };
    },

    checkCaptchaToken(token: string | undefined): TokenCheck {
      if (!token || token.length > 512) return { ok: false, reason: 'malformed' };
      const known = verified.get(token);
      if (known) return known.exp <= now() ? { ok: false, reason: 'expired' } : { ok: true, claims: known };
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
      if (!same(signature, mac('captcha', body))) return { ok: false, reason: 'forged' };
      let claims: CaptchaClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CaptchaClaims;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || !SESSION_ID.test(String(claims.sid))) {
        return { ok: false, reason: 'malformed' };
      }
      if (claims.exp <= now()) return { ok: false, reason: 'expired' };
      remember(token, claims);
      return { ok: true, claims };
    },

    newSession(): string {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${mac('session', id)}`;
    },

    /** The session id inside a signed session value, or undefined when it was not issued with this secret. */
    checkSession(value: string | undefined): string | undefined {
      if (!value || value.length > 128) return undefined;
      const [id, signature, extra] = value.split('.');
      if (!id || !signature || extra !== undefined || !SESSION_ID.test(id)) return undefined;
      return same(signature, mac('session', id)) ? id : undefined;
    },

    /** The signed form of a session id, as the browser keeps it. */
    sessionValue(id: string): string {
      return `${id}.${mac('session', id)}`;
    },
  };
}

export type TokenSigner = ReturnType<typeof tokenSigner>;
