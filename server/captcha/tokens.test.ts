import { describe, expect, it } from 'vitest';
import { visitorNetwork } from './network';
import { tokenSigner } from './tokens';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const SID = 'AAAAAAAAAAAAAAAAAAAAAA';
const NET = visitorNetwork('203.0.113.7');

describe('captcha tokens', () => {
  it('accepts its own token until it expires, also once it has been checked before', () => {
    let now = 1_000_000;
    const signer = tokenSigner(SECRET, () => now);
    const { token } = signer.issueCaptchaToken(SID, 60_000, NET);
    expect(signer.checkCaptchaToken(token, NET)).toEqual({
      ok: true,
      claims: { sid: SID, net: expect.any(String), iat: 1_000_000, exp: 1_060_000 },
    });
    expect(signer.checkCaptchaToken(token, NET).ok).toBe(true);
    now = 1_060_000;
    expect(signer.checkCaptchaToken(token, NET)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['missing', undefined, 'malformed'],
    ['too long', 'a'.repeat(513), 'malformed'],
    ['three parts', 'a.b.c', 'malformed'],
    ['one part', 'abc', 'malformed'],
  ] as const)('refuses a %s token', (_name, token, reason) => {
    expect(tokenSigner(SECRET).checkCaptchaToken(token, NET)).toEqual({ ok: false, reason });
  });

  it('refuses a token signed with another secret or changed by one byte, even after the real one was checked', () => {
    const signer = tokenSigner(SECRET);
    const { token } = signer.issueCaptchaToken(SID, 60_000, NET);
    expect(signer.checkCaptchaToken(token, NET).ok).toBe(true);
    const other = tokenSigner(`${SECRET}-other`).issueCaptchaToken(SID, 60_000, NET).token;
    expect(signer.checkCaptchaToken(other, NET)).toEqual({ ok: false, reason: 'forged' });
    const [body, signature] = token.split('.') as [string, string];
    const flipped = `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.checkCaptchaToken(flipped, NET)).toEqual({ ok: false, reason: 'forged' });
    const longer = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number };
    const extended = Buffer.from(JSON.stringify({ ...longer, exp: longer.exp + 3_600_000 })).toString('base64url');
    expect(signer.checkCaptchaToken(`${extended}.${signature}`, NET)).toEqual({ ok: false, reason: 'forged' });
  });

  it('signs session values with their network and issue time, and refuses others', () => {
    const signer = tokenSigner(SECRET);
    const claims = { id: signer.newSessionId(), net: signer.networkDigest(NET), iat: 1_700_000_000_000 };
    const value = signer.sessionValue(claims);
    expect(claims.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.readSession(value)).toEqual(claims);
    expect(tokenSigner(`${SECRET}-other`).readSession(value)).toBeUndefined();
    const [id, net, iat, signature] = value.split('.') as [string, string, string, string];
    // A later issue time (a longer life) or another network breaks the signature.
    expect(signer.readSession(`${id}.${net}.${(Number.parseInt(iat, 36) + 1).toString(36)}.${signature}`)).toBe(
      undefined,
    );
    expect(
      signer.readSession(`${id}.${signer.networkDigest(visitorNetwork('198.51.100.1'))}.${iat}.${signature}`),
    ).toBe(undefined);
    expect(signer.readSession(`${id}.x.y`)).toBeUndefined();
    // The session of an earlier form (id, network and signature only) is no longer honoured.
    expect(signer.readSession(`${id}.${net}.${signature}`)).toBeUndefined();
  });

  it('reads a token from any network for the proof a session may move, but never an expired one', () => {
    let now = 1_000_000;
    const signer = tokenSigner(SECRET, () => now);
    const { token, claims } = signer.issueCaptchaToken(SID, 60_000, NET);
    const elsewhere = visitorNetwork('198.51.100.1');
    expect(signer.checkCaptchaToken(token, elsewhere)).toEqual({ ok: false, reason: 'other-network' });
    expect(signer.readCaptchaToken(token)).toEqual({ ok: true, claims });
    now = claims.exp;
    expect(signer.readCaptchaToken(token)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('tokens and sessions bound to the network they were issued to', () => {
  const signer = tokenSigner(SECRET);
  it.each([
    ['the same address', '203.0.113.7', '203.0.113.7', true],
    ['another address of the same IPv4 /24', '203.0.113.7', '203.0.113.250', true],
    ['the next IPv4 /24', '203.0.113.7', '203.0.114.7', false],
    ['the IPv4-mapped form of the same /24', '203.0.113.7', '::ffff:203.0.113.9', true],
    ['an IPv4 address from its mapped form', '::ffff:198.51.100.1', '198.51.100.200', true],
    ['another address of the same IPv6 /56', '2001:db8:abcd:1200::1', '2001:db8:abcd:12ff:1:2:3:4', true],
    ['the next IPv6 /56', '2001:db8:abcd:1200::1', '2001:db8:abcd:1300::1', false],
    ['an IPv6 visitor now on IPv4', '2001:db8:abcd:1200::1', '203.0.113.7', false],
  ])('%s', (_name, issuedTo, shownFrom, accepted) => {
    const { token } = signer.issueCaptchaToken(SID, 60_000, visitorNetwork(issuedTo));
    expect(signer.checkCaptchaToken(token, visitorNetwork(shownFrom))).toEqual(
      accepted ? { ok: true, claims: expect.objectContaining({ sid: SID }) } : { ok: false, reason: 'other-network' },
    );
    const session = signer.readSession(
      signer.sessionValue({ id: SID, net: signer.networkDigest(visitorNetwork(issuedTo)), iat: 1 }),
    );
    expect(session?.net === signer.networkDigest(visitorNetwork(shownFrom))).toBe(accepted);
  });

  it('keeps no address in a token, only a keyed digest of the network', () => {
    const { token } = signer.issueCaptchaToken(SID, 60_000, visitorNetwork('203.0.113.7'));
    const body = Buffer.from(token.split('.')[0] as string, 'base64url').toString();
    expect(body).not.toContain('203.0.113');
    expect(tokenSigner(`${SECRET}-other`).networkDigest(NET)).not.toBe(signer.networkDigest(NET));
  });
});
