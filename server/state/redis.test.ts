/** The request commands' deadline: one sweep fails what Redis has not answered in time, as a 503. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';
import { deadlines } from './redis';

describe('deadlines', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () => deadlines(1000, () => Date.now());

  it('passes answers through', async () => {
    const deadline = make();
    await expect(deadline.guard(Promise.resolve('OK'))).resolves.toBe('OK');
    deadline.stop();
  });

  it('turns a failed command into the 503 a visitor sees', async () => {
    const deadline = make();
    const failed = deadline.guard(Promise.reject(new Error('connection reset')));
    await expect(failed).rejects.toBeInstanceOf(HttpError);
    await expect(failed).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    deadline.stop();
  });

  it('fails a command not answered within the deadline, and only that one', async () => {
    const deadline = make();
    const stalled = deadline.guard(new Promise<string>(() => {}));
    const outcome = stalled.then(
      () => 'answered',
      (error: HttpError) => `${error.status} ${String((error.cause as Error).message)}`,
    );
    await vi.advanceTimersByTimeAsync(500);
    let late: (value: string) => void = () => {};
    const slow = deadline.guard(new Promise<string>((resolve) => (late = resolve)));
    await vi.advanceTimersByTimeAsync(750);
    expect(await outcome).toBe('503 Redis did not answer within 1000 ms');
    late('OK');
    await expect(slow).resolves.toBe('OK');
    deadline.stop();
  });

  it('keeps no timer per command, even while many wait', async () => {
    const deadline = make();
    const before = vi.getTimerCount();
    const answers: ((value: number) => void)[] = [];
    const waiting = Array.from({ length: 100 }, () =>
      deadline.guard(new Promise<number>((resolve) => answers.push(resolve))),
    );
    expect(vi.getTimerCount()).toBe(before);
    for (const answer of answers) answer(1);
    expect(await Promise.all(waiting)).toHaveLength(100);
    deadline.stop();
    expect(vi.getTimerCount()).toBe(before - 1);
  });

  it('lets the failures it is told to keep through as they are', async () => {
    const deadline = make();
    const noScript = new Error('NOSCRIPT No matching script. Please use EVAL.');
    await expect(deadline.guard(Promise.reject(noScript), (error) => error === noScript)).rejects.toBe(noScript);
    await expect(
      deadline.guard(Promise.reject(new Error('READONLY')), (error) => error === noScript),
    ).rejects.toMatchObject({ status: 503 });
    deadline.stop();
  });

  it('fails what is still waiting when it stops', async () => {
    const deadline = make();
    const waiting = deadline.guard(new Promise<string>(() => {}));
    deadline.stop();
    await expect(waiting).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
