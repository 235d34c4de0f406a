import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { visitorKey } from '../../server/abuse/limits';
import { visitorNetwork } from '../../server/captcha/network';
import { tokenSigner } from '../../server/captcha/tokens';
import {
  BENCH_CAPTCHA_SECRET,
  issueVisitors,
  MAX_VISITORS,
  type Visitor,
  VisitorPool,
  visitorAddress,
} from './demo-visitors';

describe('the demo bench visitors', () => {
  it('each have a network and a limit of their own, on IPv4 and IPv6', () => {
    const numbers = [
      ...Array.from({ length: 2000 }, (_, i) => i),
      131_070,
      131_071,
      131_072,
      131_073,
      MAX_VISITORS - 1,
    ];
    const addresses = numbers.map(visitorAddress);
    expect(new Set(addresses.map(visitorNetwork)).size).toBe(numbers.length);
    expect(new Set(addresses.map(visitorKey)).size).toBe(numbers.length);
    expect(addresses.slice(0, 4)).toEqual(['10.0.0.1', '2001:db8:0:0::1', '10.0.1.1', '2001:db8:0:100::1']);
    expect(() => visitorAddress(MAX_VISITORS)).toThrow(RangeError);
  });

  it('hold tokens the gateway accepts from their own network only', () => {
    const signer = tokenSigner(BENCH_CAPTCHA_SECRET);
    const [[v4, v4Token], [v6, v6Token]] = issueVisitors(0, 2) as [Visitor, Visitor];
    expect(signer.checkCaptchaToken(v4Token, visitorNetwork(v4)).ok).toBe(true);
    expect(signer.checkCaptchaToken(v6Token, visitorNetwork(v6)).ok).toBe(true);
    expect(signer.checkCaptchaToken(v4Token, visitorNetwork(visitorAddress(2)))).toEqual({
      ok: false,
      reason: 'other-network',
    });
    expect(
      tokenSigner('another-secret-0123456789abcdefghijklmn').checkCaptchaToken(v4Token, visitorNetwork(v4)).ok,
    ).toBe(false);
  });

  it('come fresh for each run of a gateway', async () => {
    const pool = new VisitorPool();
    const first = await pool.take(11);
    const second = await pool.take(5);
    try {
      expect([first.visitors, second.visitors, pool.used]).toEqual([3, 1, 4]);
      const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Visitor[];
      expect((await read(first.file)).map(([address]) => address)).toEqual([0, 1, 2].map(visitorAddress));
      expect((await read(second.file)).map(([address]) => address)).toEqual([visitorAddress(3)]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
