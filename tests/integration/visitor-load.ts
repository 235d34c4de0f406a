/**
 * Steady traffic as visitors make it, at fixed rates whatever the answers take: pages, the blog's API, ROI
 * e-mails (each from a visitor of its own, to an address of its own) and demo visitors (the captcha, a job,
 * the lead). The API calls go through the widgets' gateway client (widgets/runtime/api.ts): a key per keyed
 * action, and its retries of a request that got no answer or a 502, 503, 504 or 409-in-progress; pages and the
 * blog are retried the same way, as a browser's reload would. Every attempt is counted, so a request a retry
 * saved is seen as well as one that failed for good.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadPosts } from '../../server/blog/routes';
import { BLOG_POSTS_DIR } from '../../server/config';
import { captchaChallenge, captchaVerify } from '../../shared/api/captcha';
import { lead, parseJob } from '../../shared/api/demo';
import { sendRoiMetrics } from '../../shared/api/roi';
import { actionKey, createGateway } from '../../widgets/runtime/api';
import { roiPayload } from '../fixtures/roi';

export const KINDS = ['page', 'blog', 'roi', 'captcha', 'job', 'lead'] as const;
type Kind = (typeof KINDS)[number];

export interface KindCounts {
  /** Requests made (one however many attempts it took). */
  requests: number;
  /** Requests that got the answer they asked for in the end. */
  succeeded: number;
  /** Requests with at least one failed attempt (no answer, 5xx, 409 in progress) before their last. */
  retried: number;
  /** Requests that did not succeed in the end. */
  failed: number;
  /** Attempts answered with a 5xx status. */
  status5xx: number;
  /** Keyed requests answered from the first success of their key (Idempotent-Replayed). */
  replayed: number;
  /**
   * ROI e-mails refused with CAPTCHA_REQUIRED, which the calculator answers by solving the captcha and sending
   * again with the same key (a visitor's first e-mail is free: its retry after a crash may find it spent).
   */
  captchaAsked: number;
  /** The longest a request took, retries included (ms). */
  slowestMs: number;
}

/** Actions started per second: a demo visitor makes four requests (challenge, verify, job, lead). */
export interface Rates {
  page: number;
  blog: number;
  roi: number;
  demo: number;
}

const DEFAULT_RATES: Rates = { page: 20, blog: 15, roi: 8, demo: 2 };

export interface LoadReport {
  seconds: number;
  kinds: Record<Kind, KindCounts>;
  /** Failed attempts by cause: a socket error's code, `timeout`, or `HTTP <status>`. */
  errors: Record<string, number>;
  /** How each request that did not succeed ended, by kind and cause. */
  failures: Record<string, number>;
  /** ROI e-mail addresses and lead e-mail addresses whose request was acknowledged, or not. */
  roi: { acknowledged: string[]; unacknowledged: string[] };
  leads: { acknowledged: string[]; unacknowledged: string[] };
  /** Actions not started because too many were under way (the machine could not keep up). */
  skipped: number;
}

export interface Load {
  /** Stops starting actions and resolves once every started one has ended. */
  stop(): Promise<LoadReport>;
  /**
   * Sends `count` ROI e-mails at once, besides the steady traffic; resolves once the first is acknowledged
   * (the others are then being handled).
   */
  burst(count: number): Promise<void>;
}

const RETRY_DELAYS_MS = [300, 1000, 2500];
const RETRIED_STATUSES = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failed attempt's cause, the same for fetch's errors and a proxy's answers. */
function errorCause(error: unknown): string {
  const { name, cause } = error as { name?: string; cause?: { code?: string } };
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  // undici's "other side closed": the connection ended before the answer (Node's http says "socket hang up").
  if (cause?.code === 'UND_ERR_SOCKET') return 'socket hang up';
  return cause?.code ?? name ?? String(error);
}

let visitors = 0;
let addresses = 0;
/**
 * A visitor of its own, never seen by an earlier load of this process either (the limits count visitors by
 * address, the captcha binds its token to the /24).
 */
function nextIp(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

const JOB =
  'Warehouse operator (night shift) in Lyon. You receive, check and store goods, prepare orders with a scanner ' +
  'and load the trucks. Requirements: forklift licence (CACES 3), one year of warehouse experience, rigour and ' +
  'reliability. Full-time permanent contract, 35 hours a week, night bonus and meal vouchers.';

/**
 * Starts the traffic against `baseUrl`. `marker` goes into every e-mail address, so that the e-mails and leads
 * of this load are told apart from any other's.
 */
export function startLoad(
  baseUrl: string,
  { marker, rates = DEFAULT_RATES, maxInFlight = 1000 }: { marker: string; rates?: Rates; maxInFlight?: number },
): Load {
  const kinds = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { requests: 0, succeeded: 0, retried: 0, failed: 0, status5xx: 0, replayed: 0, captchaAsked: 0, slowestMs: 0 },
    ]),
  ) as Record<Kind, KindCounts>;

  const errors: Record<string, number> = {};
  const failures: Record<string, number> = {};
  const roi = { acknowledged: [] as string[], unacknowledged: [] as string[] };
  const leads = { acknowledged: [] as string[], unacknowledged: [] as string[] };
  const blogPost = loadPosts(BLOG_POSTS_DIR)[0]?.id;
  const nextAddress = (what: string) => {
    addresses += 1;
    return `${what}.${marker}.${addresses}@example.com`;
  };

  /** One request's attempts: each failed one is counted as it happens. */
  class Attempts {
    failedAttempts = 0;
    readonly started = performance.now();
    constructor(readonly kind: Kind) {
      kinds[kind].requests += 1;
    }
    failedWith(cause: string, status?: number): void {
      this.failedAttempts += 1;
      errors[cause] = (errors[cause] ?? 0) + 1;
      if (status !== undefined && status >= 500) kinds[this.kind].status5xx += 1;
    }
    /** The request's end: `cause` when it did not succeed. */
    end(cause?: string): void {
      const counts = kinds[this.kind];
      counts.slowestMs = Math.max(counts.slowestMs, Math.round(performance.now() - this.started));
      if (this.failedAttempts > 0) counts.retried += 1;
      if (cause === undefined) {
        counts.succeeded += 1;
      } else if (this.kind === 'roi' && cause === 'CAPTCHA_REQUIRED') {
        counts.captchaAsked += 1;
      } else {
        counts.failed += 1;
        failures[`${this.kind}: ${cause}`] = (failures[`${this.kind}: ${cause}`] ?? 0) + 1;
      }
    }
  }

  /** The widgets' client for one visitor, its attempts counted against the request under way. */
  const visitorClient = (ip: string) => {
    let current: Attempts | undefined;
    const client = createGateway(baseUrl, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('X-Forwarded-For', ip);
        try {
          const response = await fetch(request);
          if (response.status >= 500 || response.status === 409) {
            current?.failedWith(`HTTP ${response.status}`, response.status);
          } else if (response.headers.get('idempotent-replayed') === 'true' && current) {
            kinds[current.kind].replayed += 1;
          }
          return response;
        } catch (error) {
          current?.failedWith(errorCause(error));
          throw error;
        }
      },
    });
    /** One call of the client, counted as one request of `kind`. */
    return async <T>(kind: Kind, call: (gateway: typeof client) => Promise<T>): Promise<T> => {
      current = new Attempts(kind);
      const attempts = current;
      try {
        const result = await call(client);
        attempts.end();
        return result;
      } catch (error) {
        const { status, code, kind: failure } = error as { status?: number; code?: string; kind?: string };
        attempts.end(code ?? (status ? `HTTP ${status}` : (failure ?? String(error))));
        throw error;
      }
    };
  };

  /** A page or the blog's API, retried as the widgets retry. */
  async function get(kind: Kind, path: string): Promise<void> {
    const attempts = new Attempts(kind);
    const ip = nextIp();
    let cause = '';
    for (const delay of [...RETRY_DELAYS_MS, undefined]) {
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: { 'X-Forwarded-For': ip } });
        await response.arrayBuffer();
        if (response.status === 200) return attempts.end();
        cause = `HTTP ${response.status}`;
        if (!RETRIED_STATUSES.has(response.status)) {
          return attempts.end(cause);
        }
        attempts.failedWith(cause, response.status);
      } catch (error) {
        cause = errorCause(error);
        attempts.failedWith(cause);
      }
      if (delay === undefined) break;
      await sleep(delay * (0.8 + Math.random() * 0.4));
    }
    attempts.end(cause);
  }

  /** A captcha token: the challenge, its proof of work (solved here, as the widgets' worker does), the verify step. */
  async function captchaToken(send: ReturnType<typeof visitorClient>): Promise<string> {
    const { challenge } = await send('captcha', (client) => client.send(captchaChallenge));
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    if (!solution) throw new Error('unsolvable captcha challenge');
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    return (await send('captcha', (client) => client.send(captchaVerify, { body: { token } }))).token;
  }

  /**
   * An ROI e-mail, sent as the calculator sends it (widgets/roi-calculator/send.ts): one key for the visitor's
   * press; asked for a captcha, it solves one and sends again under the same key. Resolves with whether the
   * gateway acknowledged it.
   */
  async function roiEmail(): Promise<boolean> {
    const send = visitorClient(nextIp());
    const userEmail = nextAddress('roi');
    const body = roiPayload({ userEmail });
    const idempotencyKey = actionKey();
    try {
      await send('roi', (client) => client.send(sendRoiMetrics, { body, idempotencyKey })).catch(async (error) => {
        if ((error as { code?: string }).code !== 'CAPTCHA_REQUIRED') throw error;
        const captcha = await captchaToken(send);
        return send('roi', (client) => client.send(sendRoiMetrics, { body, idempotencyKey, captcha }));
      });
      roi.acknowledged.push(userEmail);
      return true;
    } catch {
      roi.unacknowledged.push(userEmail);
      return false;
    }
  }

  /** A demo visitor: the captcha, a job, the lead. */
  async function demoVisitor(): Promise<void> {
    const send = visitorClient(nextIp());
    const email = nextAddress('lead');
    let sent = false;
    try {
      const captcha = await captchaToken(send);
      await send('job', (client) => client.send(parseJob, { body: { job_description: JOB }, captcha }));
      sent = true;
      await send('lead', (client) =>
        client.send(lead, {
          captcha,
          body: {
            firstName: 'Ann',
            lastName: 'Martin',
            company: 'Load test',
            email,
            phone: '+33612345678',
            selectedPersona: 'open',
            inputType: 'paste',
            language: 'en',
            marketingOptIn: false,
          },
        }),
      );
      leads.acknowledged.push(email);
    } catch {
      if (sent) leads.unacknowledged.push(email);
    }
  }

  const actions: [keyof Rates, () => Promise<unknown>][] = [
    ['page', () => get('page', '/')],
    // The list, and one post.
    ['blog', () => get('blog', launched.blog % 2 === 0 || !blogPost ? '/api/blog' : `/api/blog/${blogPost}`)],
    ['roi', roiEmail],
    ['demo', demoVisitor],
  ];
  const launched: Record<keyof Rates, number> = { page: 0, blog: 0, roi: 0, demo: 0 };
  const running = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    const tracked = promise.finally(() => running.delete(tracked));
    running.add(tracked);
    return tracked;
  };
  let skipped = 0;
  const started = performance.now();
  const tick = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    for (const [name, action] of actions) {
      while (launched[name] < Math.floor(elapsed * rates[name])) {
        launched[name] += 1;
        if (running.size >= maxInFlight) {
          skipped += 1;
          continue;
        }
        track(action());
      }
    }
  }, 10);

  return {
    burst(count) {
      const sends = Array.from({ length: count }, () => track(roiEmail()));
      return new Promise<void>((resolve) => {
        for (const send of sends) void send.then((acknowledged) => acknowledged && resolve());
        void Promise.all(sends).then(() => resolve());
      });
    },
    async stop() {
      clearInterval(tick);
      const seconds = (performance.now() - started) / 1000;
      while (running.size) await Promise.all(running);
      return { seconds, kinds, errors, failures, roi, leads, skipped };
    },
  };
}
