import { describe, expect, it } from 'vitest';
import { REDIS_SANDBOX_LIMITS, redisSandboxState } from './state';

/** The Redis commands the state sends, answered as Redis would for the few it uses. */
function fakeRedis() {
  const values = new Map<string, string>();
  const counters = new Map<string, number>();
  const command = async ([name, ...args]: string[]): Promise<unknown> => {
    switch (name) {
      case 'INCRBY': {
        const next = (counters.get(args[0] as string) ?? 0) + Number(args[1]);
        counters.set(args[0] as string, next);
        return next;
      }
      case 'SET':
        if (args.includes('NX') && values.has(args[0] as string)) return null;
        values.set(args[0] as string, args[1] as string);
        return 'OK';
      case 'GET':
        return values.get(args[0] as string) ?? null;
      case 'DEL':
        for (const key of args) values.delete(key);
        return args.length;
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
  return { command, values };
}

describe('the sandbox state in Redis', () => {
  it('keeps the newest entities of each kind: a new id deletes the one `limit` ids older', async () => {
    const redis = fakeRedis();
    const state = redisSandboxState(redis.command, 'alex:', 60_000, { ...REDIS_SANDBOX_LIMITS, job: 3, call: 2 });
    for (let i = 0; i < 5; i++) await state.put('job', await state.allocate('job'), { id: i });
    expect(await Promise.all([1, 2, 3, 4, 5].map(async (id) => (await state.get('job', id)) !== undefined))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    // A call takes its report, which bears its id, with it.
    for (let i = 0; i < 3; i++) {
      const id = await state.allocate('call');
      await state.put('call', id, { id });
      await state.putIfAbsent('report', id, { id });
    }
    expect(await state.get('call', 1)).toBeUndefined();
    expect(await state.get('report', 1)).toBeUndefined();
    expect(await state.get('report', 2)).toEqual({ id: 2 });
  });

  it('numbers questions without bound and deletes nothing for them', async () => {
    const redis = fakeRedis();
    const state = redisSandboxState(redis.command, 'alex:');
    expect(await state.allocate('question', 8)).toBe(1);
    expect(await state.allocate('question', 8)).toBe(9);
  });
});
