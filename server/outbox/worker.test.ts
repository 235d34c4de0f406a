import { describe, expect, it } from 'vitest';
import { memoryOutbox, type OutboxItem } from './store';
import {
  type AttemptResult,
  backoff,
  createOutbox,
  type Deliver,
  DeliveryDeferred,
  DeliveryError,
  RETRY_AFTER_CAP_MS,
  type RetryPolicy,
} from './worker';

const POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 5000 };

describe('backoff: base, doubled per failure, capped, spread by ±20 %', () => {
  it.each([
    [1, 0.5, 1000],
    [2, 0.5, 2000],
    [3, 0.5, 4000],
    [4, 0.5, 5000],
    [10, 0.5, 5000],
    [1, 0, 800],
    [1, 1, 1200],
    [3, 0, 3200],
    [0, 0.5, 1000],
  ])('after %i failure(s) with random %f: %i ms', (failures, random, wait) => {
    expect(backoff(failures, POLICY, () => random)).toBe(wait);
  });
});

/** An outbox on a clock the test moves, whose deliveries answer as scripted. */
function harness(script: (item: OutboxItem, attempt: number) => void, policy = POLICY) {
  let time = 1_000_000;
  const store = memoryOutbox();
  const calls: { id: string; at: number }[] = [];
  const logged: unknown[] = [];
  const deliver: Deliver = async (item) => {
    calls.push({ id: item.id, at: time });
    script(item, calls.filter((call) => call.id === item.id).length);
  };
  const outbox = createOutbox({
    store,
    deliver: { email: deliver, lead: deliver, 'demo-report': deliver },
    policy,
    log: (error) => logged.push(error),
    now: () => time,
  });
  return {
    outbox,
    store,
    calls,
    logged,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the worker', () => {
  it('delivers an item once and removes it', async () => {
    const h = harness(() => {});
    const item = await h.outbox.enqueue('email', { to: 'a@example.com' });
    await h.outbox.drain();
    await h.outbox.drain();
    expect(h.calls.map((c) => c.id)).toEqual([item.id]);
    expect(await h.store.pending()).toEqual([]);
  });

  it('tries a failed delivery again after the backoff, not before', async () => {
    const h = harness((_item, attempt) => {
      if (attempt < 3) throw new Error('connection refused');
    });
    const item = await h.outbox.enqueue('email', {});
    await h.outbox.drain();
    const [pending] = await h.store.pending();
    expect(pending).toMatchObject({ attempts: 1, lastError: 'connection refused' });
    const wait = (pending?.nextAttemptAt ?? 0) - 1_000_000;
    expect(wait).toBeGreaterThanOrEqual(800);
    expect(wait).toBeLessThanOrEqual(1200);
    h.advance(wait - 1);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(1);
    h.advance(1);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(2);
    h.advance(5000);
    await h.outbox.drain();
    expect(h.calls.map((c) => c.id)).toEqual([item.id, item.id, item.id]);
    expect(await h.store.pending()).toEqual([]);
    expect(await h.store.dead()).toEqual([]);
  });

  it('makes a dead letter after the last attempt', async () => {
    const h = harness(() => {
      throw new Error('451 try later');
    });
    await h.outbox.enqueue('lead', {});
    for (let i = 0; i < 10; i++) {
      await h.outbox.drain();
      h.advance(10_000);
    }
    expect(h.calls).toHaveLength(POLICY.maxAttempts);
    expect(await h.store.pending()).toEqual([]);
    expect(await h.store.dead()).toEqual([expect.objectContaining({ attempts: 4, lastError: '451 try later' })]);
    expect(String(h.logged[0])).toMatch(/dead letter after 4 attempt/);
  });

  it('makes a dead letter at once of a failure no retry can fix', async () => {
    const h = harness(() => {
      throw new DeliveryError('HubSpot 400: unknown property', { permanent: true });
    });
    await h.outbox.enqueue('lead', {});
    await h.outbox.drain();
    expect(h.calls).toHaveLength(1);
    expect(await h.store.dead()).toEqual([expect.objectContaining({ attempts: 1 })]);
  });

  it.each([
    [4000, 4000],
    [60_000, 60_000],
    [2 * RETRY_AFTER_CAP_MS, RETRY_AFTER_CAP_MS],
  ])("waits as long as the provider's Retry-After says (%i ms), at most an hour", async (asked, wait) => {
    const h = harness((_item, attempt) => {
      if (attempt === 1) throw new DeliveryError('HubSpot 429', { retryAfterMs: asked });
    });
    await h.outbox.enqueue('lead', {});
    await h.outbox.drain();
    const [pending] = await h.store.pending();
    expect(pending?.nextAttemptAt).toBe(1_000_000 + wait);
  });

  it('records a delivery whose record failed again, and never delivers it again', async () => {
    const h = harness(() => {});
    const delivered = h.store.delivered;
    let failing = true;
    h.store.delivered = async (id) => {
      if (failing) throw new Error('EIO: the journal could not be written');
      return delivered(id);
    };
    const item = await h.outbox.enqueue('email', {});
    await h.outbox.drain();
    expect(h.calls).toHaveLength(1);
    expect(String(h.logged[0])).toMatch(/EIO/);
    failing = false;
    h.advance(120_000);
    await h.outbox.drain();
    expect(h.calls.map((c) => c.id)).toEqual([item.id]);
    expect(await h.store.pending()).toEqual([]);
    expect(await h.store.dead()).toEqual([]);
  });

  it('keeps addresses out of what it logs', async () => {
    const h = harness(() => {
      throw new DeliveryError('SMTP: 550 5.1.1 <ann.martin@example.com>: Recipient address rejected', {
        permanent: true,
      });
    });
    await h.outbox.enqueue('email', {});
    await h.outbox.drain();
    expect(String(h.logged[0])).toContain('<<address>>: Recipient address rejected');
    expect(String(h.logged[0])).not.toContain('ann.martin');
  });

  it('sends a dead letter again when an operator revives it', async () => {
    let fixed = false;
    const h = harness(() => {
      if (!fixed) throw new DeliveryError('SMTP 550', { permanent: true });
    });
    const item = await h.outbox.enqueue('email', {});
    await h.outbox.drain();
    fixed = true;
    expect(await h.store.revive(item.id, 1_000_000)).toBe(true);
    expect(await h.store.revive('nope', 1_000_000)).toBe(false);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(2);
    expect(await h.store.dead()).toEqual([]);
    expect(await h.store.pending()).toEqual([]);
  });

  it('never hands one item to two deliveries at once, however often it is woken', async () => {
    let release: () => void = () => {};
    const h = harness(() => {});
    const slow: Deliver = (item) => {
      h.calls.push({ id: item.id, at: 0 });
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const outbox = createOutbox({
      store: h.store,
      deliver: { email: slow, lead: slow, 'demo-report': slow },
      policy: POLICY,
      log: () => {},
    });
    outbox.start();
    await outbox.enqueue('email', {});
    void outbox.drain();
    void outbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.calls).toHaveLength(1);
    release();
    await outbox.drain();
    await outbox.stop();
    expect(h.calls).toHaveLength(1);
  });
});

describe('an item whose time has not come, or that has nothing left to deliver', () => {
  /** An outbox whose report deliveries answer as scripted, with every outcome recorded. */
  function reports(script: (attempt: number, now: number) => Promise<unknown>) {
    let time = 1_000_000;
    let tries = 0;
    const store = memoryOutbox();
    const outcomes: [AttemptResult, string | undefined, number][] = [];
    const outbox = createOutbox({
      store,
      deliver: {
        email: async () => {},
        lead: async () => {},
        'demo-report': async () => {
          tries += 1;
          return script(tries, time);
        },
      },
      policy: POLICY,
      log: () => {},
      now: () => time,
      onAttempt: (item, result, reason) => outcomes.push([result, reason, item.attempts]),
    });
    return {
      outbox,
      store,
      outcomes,
      tries: () => tries,
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  it('waits until the time the delivery names, as often as needed, without counting attempts', async () => {
    const h = reports(async (attempt, now) => {
      if (attempt <= 10) throw new DeliveryDeferred(now + 30_000, 'call in_progress');
      return undefined;
    });
    await h.outbox.enqueue('demo-report', { call: 1 });
    for (let n = 0; n < 10; n++) {
      await h.outbox.drain();
      const [waiting] = await h.store.pending();
      expect(waiting).toMatchObject({ attempts: 0, nextAttemptAt: 1_000_000 + n * 30_000 + 30_000 });
      // Not before its time.
      h.advance(29_999);
      await h.outbox.drain();
      h.advance(1);
    }
    // More waits than POLICY.maxAttempts (4), and no dead letter: the eleventh look delivers.
    await h.outbox.drain();
    expect(h.tries()).toBe(11);
    expect(await h.store.pending()).toEqual([]);
    expect(await h.store.dead()).toEqual([]);
    expect(h.outcomes.filter(([result]) => result === 'deferred')).toHaveLength(10);
    expect(h.outcomes.at(-1)).toEqual(['delivered', undefined, 1]);
  });

  it('leaves the outbox, skipped with its reason, when there is nothing left to deliver', async () => {
    const h = reports(async () => ({ skipped: 'no_answer' }));
    await h.outbox.enqueue('demo-report', { call: 2 });
    await h.outbox.drain();
    expect(await h.store.pending()).toEqual([]);
    expect(await h.store.dead()).toEqual([]);
    expect(h.outcomes).toEqual([['skipped', 'no_answer', 1]]);
  });

  it('counts a failure between waits as an attempt, as for any delivery', async () => {
    const h = reports(async (attempt, now) => {
      if (attempt === 1) throw new DeliveryDeferred(now + 1000, 'call waiting');
      throw new Error('backend down');
    });
    await h.outbox.enqueue('demo-report', { call: 3 });
    await h.outbox.drain();
    h.advance(1000);
    await h.outbox.drain();
    const [failed] = await h.store.pending();
    expect(failed).toMatchObject({ attempts: 1, lastError: 'backend down' });
  });
});
