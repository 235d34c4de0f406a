/**
 * Signed, expiring values the gateway hands to browsers: captcha tokens (proof that a visitor solved a
 * challenge) and demo session ids. HMAC-SHA256 over a compact payload; nothing secret is inside, and a
 * changed byte, another secret or a passed expiry make them worthless. Both are bound to the visitor's network
 * (network.ts) by a keyed digest of it: shown from another network, a token is refused and a session is
 * recognised but not honoured. A session value also carries its issue time; whether it is still the session's
 * current value, and so not expired, moved or revoked, the gateway's record of the session says
 * (demo/sessions.ts).
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

export interface CaptchaClaims {
  /** The demo session the token was issued to. */
  sid: string;
  /** A keyed digest of the network the token was solved from. */
  net: string;
  /** Issued and expiry times in epoch milliseconds. */
  iat: number;
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: CaptchaClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'other-network' };

/** What a signed session value says: the session's id, its network's digest and when the value was issued. */
export interface SessionClaims {
  id: string;
  net: string;
  /** Epoch milliseconds. */
  iat: number;
}

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

  /** The network's digest: short, as it travels in every token and session value. */
  const networkDigest = (network: string) => mac('network', network).slice(0, 16);

  const verified = new Map<string, CaptchaClaims>();
  const remember = (token: string, claims: CaptchaClaims) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };

  return {
    issueCaptchaToken(sid: string, ttlMs: number, network: string): { token: string; claims: CaptchaClaims } {
      const iat = now();
      const claims: CaptchaClaims = { sid, net: networkDigest(network), iat, exp: iat + ttlMs };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${mac('captcha', body)}`, claims };
    },

    /** A token issued by this gateway, unexpired, to the network `network` it is shown from. */
    checkCaptchaToken(token: string | undefined, network: string): TokenCheck {
      const check = readCaptchaToken(token);
      if (check.ok && check.claims.net !== networkDigest(network)) return { ok: false, reason: 'other-network' };
      return check;
    },

    /** The digest a token or a session value carries for `network`. */
    networkDigest,

    /** A new session's id. */
    newSessionId: () => randomBytes(16).toString('base64url'),

    /** The signed value of session `id` bound to the network of digest `net`, issued at `iat`. */
    sessionValue({ id, net, iat }: SessionClaims): string {
      const body = `${id}.${net}.${iat.toString(36)}`;
      return `${body}.${mac('session', body)}`;
    },

    /** What a session value issued with this secret says; undefined for anything else. */
    readSession(value: string | undefined): SessionClaims | undefined {
      if (!value || value.length > 128) return undefined;
      const [id, net, issued, signature, extra] = value.split('.');
      if (!id || !net || !issued || !signature || extra !== undefined || !SESSION_ID.test(id)) return undefined;
      if (!/^[0-9a-z]{1,11}$/.test(issued)) return undefined;
      if (!same(signature, mac('session', `${id}.${net}.${issued}`))) return undefined;
      return { id, net, iat: Number.parseInt(issued, 36) };
    },

    /**
     * A token's claims whichever network it is shown from, once its signature and expiry are checked: a token
     * of a session's network is the proof that lets the session move to the visitor's new one.
     */
    readCaptchaToken,
  };

  function readCaptchaToken(token: string | undefined): TokenCheck {
    if (!token || token.length > 512) return { ok: false, reason: 'malformed' };
    const signed = verified.get(token) ?? readToken(token);
    if (!('sid' in signed)) return signed;
    if (signed.exp <= now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: signed };
  }

  /** A token's claims once its signature and shape are checked (and remembered), or why it is refused. */
  function readToken(token: string): CaptchaClaims | Extract<TokenCheck, { ok: false }> {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
    if (!same(signature, mac('captcha', body))) return { ok: false, reason: 'forged' };
    let claims: CaptchaClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CaptchaClaims;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number' ||
      typeof claims.net !== 'string' ||
      !SESSION_ID.test(String(claims.sid))
    ) {
      return { ok: false, reason: 'malformed' };
    }
    remember(token, claims);
    return claims;
  }
}

export type TokenSigner = ReturnType<typeof tokenSigner>;
