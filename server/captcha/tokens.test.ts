import { describe, expect, it } from 'vitest';
import { tokenSigner } from './tokens';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const SID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('captcha tokens', () => {
  it('accepts its own token until it expires, also once it has been checked before', () => {
    let now = 1_000_000;
    const signer = tokenSigner(SECRET, () => now);
    const { token } = signer.issueCaptchaToken(SID, 60_000);
    expect(signer.checkCaptchaToken(token)).toEqual({ ok: true, claims: { sid: SID, iat: 1_000_000, exp: 1_060_000 } });
    expect(signer.checkCaptchaToken(token).ok).toBe(true);
    now = 1_060_000;
    expect(signer.checkCaptchaToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['missing', undefined, 'malformed'],
    ['too long', 'a'.repeat(513), 'malformed'],
    ['three parts', 'a.b.c', 'malformed'],
    ['one part', 'abc', 'malformed'],
  ] as const)('refuses a %s token', (_name, token, reason) => {
    expect(tokenSigner(SECRET).checkCaptchaToken(token)).toEqual({ ok: false, reason });
  });

  it('refuses a token signed with another secret or changed by one byte, even after the real one was checked', () => {
    const signer = tokenSigner(SECRET);
    const { token } = signer.issueCaptchaToken(SID, 60_000);
    expect(signer.checkCaptchaToken(token).ok).toBe(true);
    const other = tokenSigner(`${SECRET}-other`).issueCaptchaToken(SID, 60_000).token;
    expect(signer.checkCaptchaToken(other)).toEqual({ ok: false, reason: 'forged' });
    const [body, signature] = token.split('.') as [string, string];
    const flipped = `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.checkCaptchaToken(flipped)).toEqual({ ok: false, reason: 'forged' });
    const longer = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number };
    const extended = Buffer.from(JSON.stringify({ ...longer, exp: longer.exp + 3_600_000 })).toString('base64url');
    expect(signer.checkCaptchaToken(`${extended}.${signature}`)).toEqual({ ok: false, reason: 'forged' });
  });

  it('signs session ids and refuses others', () => {
    const signer = tokenSigner(SECRET);
    const value = signer.newSession();
    const id = signer.checkSession(value);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.sessionValue(id as string)).toBe(value);
    expect(tokenSigner(`${SECRET}-other`).checkSession(value)).toBeUndefined();
    expect(signer.checkSession(`${id}.x`)).toBeUndefined();
  });
});
