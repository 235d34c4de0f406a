/**
 * Exactly-once side effects across retries, as Stripe's API gives them: a POST that sends, stores or calls
 * accepts an `Idempotency-Key` header. The first request with a key runs; its successful answer is kept in the
 * shared store (memory or Redis) for 24 hours and replayed, marked `Idempotent-Replayed: true`, to a retry with
 * the same key and body, whichever instance the retry reaches. A retry that arrives while the first still runs
 * waits for its answer. The same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
 *
 * Only a success is kept: a refusal or a failure did nothing, so its key is freed and the retry runs afresh (the
 * calculator's second try with a captcha token keeps the key of the first). A key is scoped to its endpoint and
 * to the visitor's network, so a key seen elsewhere replays nothing to someone else.
 *
 * A request under way holds its key for a short lease it renews while it runs, so an instance that dies
 * mid-request frees the key within seconds and the retry runs on another one. What the first run may have done
 * before it died is not done twice: the handler hands {@link operationId} to the outbox, which keeps one item per
 * operation (server/outbox/store.ts).
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { visitorKey } from '../abuse/limits';
import type { KeyValueStore } from '../state/store';
import { HttpError } from './errors';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A key as a client makes one (a UUID, or any 8 to 255 visible ASCII characters). */
const KEY = /^[\x21-\x7e]{8,255}$/;

export interface IdempotencyOptions {
  store: KeyValueStore;
  /** How long a success is replayed. */
  ttlMs?: number;
  /**
   * The lease of a request under way on its key, renewed while it runs: a retry meanwhile waits for its answer.
   * An instance that died mid-request leaves its key held this long at most.
   */
  runningMs?: number;
  /** How long a retry waits for the answer of the same request under way before it is told to try again. */
  waitMs?: number;
  pollMs?: number;
  log: (error: unknown) => void;
}

type Entry =
  | { state: 'running'; body: string }
  | { state: 'done'; body: string; status: number; type: string | null; answer: string };

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The request's body as its fingerprint: the same JSON, whatever its spacing or key order. */
function fingerprint(req: Request): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return digest(JSON.stringify(canonical(req.body ?? null)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const operations = new WeakMap<Request, string>();

/**
 * The id of the operation a keyed request asks for: the same for every retry of it, on any instance (its
 * endpoint, the visitor's network and the key, digested), undefined for a request without a key. What the
 * handler keeps for later (an e-mail, a lead) is kept under this id, once.
 */
export const operationId = (req: Request): string | undefined => operations.get(req);

/** The middleware for one endpoint (`scope`, its contract id); it runs before the endpoint's own checks. */
export function idempotency({
  store,
  ttlMs = 24 * 60 * 60_000,
  runningMs = 10_000,
  waitMs = 10_000,
  pollMs = 100,
  log,
}: IdempotencyOptions) {
  return (scope: string): RequestHandler =>
    async (req, res, next) => {
      const key = req.get(IDEMPOTENCY_HEADER);
      if (key === undefined) return next();
      if (!KEY.test(key)) {
        throw new HttpError(400, 'VALIDATION_ERROR', `${IDEMPOTENCY_HEADER} must be 8 to 255 visible characters.`, {
          fields: [{ field: IDEMPOTENCY_HEADER, issue: 'invalid', message: 'Not a valid key' }],
        });
      }
      const entryKey = `idempotency:${scope}:${visitorKey(req.ip)}:${digest(key)}`;
      const body = fingerprint(req);
      const running = JSON.stringify({ state: 'running', body } satisfies Entry);
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (await store.setIfAbsent(entryKey, running, runningMs)) {
          operations.set(req, digest(entryKey));
          record(res, entryKey, body, running);
          return next();
        }
        const entry = parse(await store.get(entryKey));
        // Freed meanwhile (the first failed, or its time ran out): this one runs.
        if (!entry) continue;
        if (entry.body !== body) {
          throw new HttpError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            `This ${IDEMPOTENCY_HEADER} was used with another request: make a new key for a new request.`,
          );
        }
        if (entry.state === 'done') return replay(res, entry);
        if (Date.now() >= deadline) {
          res.setHeader('Retry-After', '1');
          throw new HttpError(
            409,
            'IDEMPOTENCY_IN_PROGRESS',
            'The same request is still being handled. Please try again in a moment.',
            { retryAfter: 1 },
          );
        }
        await sleep(pollMs);
      }
    };

  /** Keeps a success for the retries; frees the key of anything else once the answer is done. */
  function record(res: Response, entryKey: string, body: string, running: string): void {
    let answer: string | undefined;
    // The lease renewed while the request runs; the last renewal lands before the answer is kept.
    let renewal: Promise<void> = Promise.resolve();
    const renew = setInterval(() => {
      renewal = store.set(entryKey, running, runningMs).catch(log);
    }, runningMs / 3);
    renew.unref();
    const send = res.send.bind(res);
    res.send = (chunk?: unknown) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) answer = chunk.toString();
      return send(chunk);
    };
    let settled = false;
    const settle = (finished: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(renew);
      const success = finished && res.statusCode >= 200 && res.statusCode < 300 && answer !== undefined;
      const done = renewal.then(() =>
        success
          ? store.set(
              entryKey,
              JSON.stringify({
                state: 'done',
                body,
                status: res.statusCode,
                type: String(res.getHeader('content-type') ?? '') || null,
                answer: answer as string,
              } satisfies Entry),
              ttlMs,
            )
          : store.delete(entryKey),
      );
      done.catch(log);
    };
    res.once('finish', () => settle(true));
    // A connection closed before the answer was sent: the answer is unknown, so the key is freed.
    res.once('close', () => settle(res.writableFinished));
  }
}

function parse(text: string | null): Entry | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Entry;
  } catch {
    return undefined;
  }
}

function replay(res: Response, entry: Extract<Entry, { state: 'done' }>): void {
  res.setHeader(REPLAYED_HEADER, 'true');
  if (entry.type) res.setHeader('Content-Type', entry.type);
  res.status(entry.status).send(entry.answer);
}
