/**
 * The demo bench's visitors: each one on a network of its own (a /24 of 10.0.0.0/8 or a /56 of 2001:db8::/32,
 * half and half), with a captcha token solved there, and sending no more demo requests than its limit allows,
 * so every measured request is one the gateway accepts.
 *
 * Tokens are issued before the timed runs by the code the verify route issues them with (tokenSigner with the
 * gateway's secret, bound to the visitor's network, a new demo session each): thousands of visitors per run
 * cannot each solve a proof of work in the bench's time, and the token a visitor ends up with is the same.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { visitorNetwork } from '../../server/captcha/network';
import { tokenSigner } from '../../server/captcha/tokens';
import { DEMO_LIMITS } from '../../shared/demo';

/** The bench's gateways all sign with this secret, so the bench can issue their visitors' tokens. */
export const BENCH_CAPTCHA_SECRET = 'bench-secret-0123456789abcdefghijklmnop';

/** How long the bench's tokens live (CAPTCHA_TOKEN_TTL): longer than any run. */
export const BENCH_TOKEN_TTL_S = 86_400;

/**
 * The requests one visitor sends to the measured endpoint (POST parse-job): its action's limit, 5 in 5 minutes,
 * all within a run. A sixth would be refused (429), and a request refused is not the endpoint's work.
 */
export const REQUESTS_PER_VISITOR = DEMO_LIMITS['job-parsing'].limit;

/** The /24s of 10.0.0.0/8. */
const IPV4_NETWORKS = 65_536;

/** At most this many visitors per gateway: one per /24 of 10.0.0.0/8, the others on /56s of 2001:db8::/32. */
export const MAX_VISITORS = IPV4_NETWORKS + 2 ** 24;

/**
 * Visitor `n`'s address, the only one on its network: the first visitors alternate between IPv4 (10.x.y.1) and
 * IPv6 (2001:db8:...::1); once the IPv4 networks are all taken, every further one is on IPv6.
 */
export function visitorAddress(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= MAX_VISITORS) throw new RangeError(`No visitor ${n}`);
  if (n < 2 * IPV4_NETWORKS && n % 2 === 0) return `10.${n >> 9}.${(n >> 1) & 0xff}.1`;
  // The IPv6 ones numbered 0, 1, 2...: the odd visitors first, then every one past the IPv4 networks.
  const k = n < 2 * IPV4_NETWORKS ? n >> 1 : n - IPV4_NETWORKS;
  return `2001:db8:${(k >> 8).toString(16)}:${((k & 0xff) << 8).toString(16)}::1`;
}

/** A visitor's address and the captcha token it solved from its network. */
export type Visitor = [address: string, token: string];

/** Visitors `from` to `from + count - 1`, each with its token, as the gateway's verify route would issue it. */
export function issueVisitors(from: number, count: number, secret = BENCH_CAPTCHA_SECRET): Visitor[] {
  const signer = tokenSigner(secret);
  return Array.from({ length: count }, (_, i) => {
    const address = visitorAddress(from + i);
    const network = visitorNetwork(address);
    return [address, signer.issueCaptchaToken(signer.newSessionId(), BENCH_TOKEN_TTL_S * 1000, network).token];
  });
}

/**
 * The visitors of one gateway, handed out for one run after another: none comes back, as the gateway's limits
 * still count its requests of the earlier runs.
 */
export class VisitorPool {
  private next = 0;

  /** How many visitors the runs took so far. */
  get used(): number {
    return this.next;
  }

  /** Fresh visitors for `requests` requests, in a file the load generators read (JSON, {@link Visitor}[]). */
  async take(requests: number): Promise<{ file: string; visitors: number; close: () => Promise<void> }> {
    const count = Math.ceil(requests / REQUESTS_PER_VISITOR);
    if (this.next + count > MAX_VISITORS) {
      throw new Error(`The bench has ${MAX_VISITORS} visitors per gateway; ${this.next + count} were asked for.`);
    }
    const visitors = issueVisitors(this.next, count);
    this.next += count;
    const dir = await mkdtemp(path.join(tmpdir(), 'alex-bench-visitors-'));
    const file = path.join(dir, 'visitors.json');
    await writeFile(file, JSON.stringify(visitors));
    return { file, visitors: count, close: () => rm(dir, { recursive: true, force: true }) };
  }
}
