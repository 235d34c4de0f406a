import { describe, expect, it } from 'vitest';
import { memoryStore } from '../state/store';
import { demoSessions } from './sessions';

describe('demo sessions', () => {
  it('own ids of one backend: what a session created in the sandbox is nothing of the real backend', async () => {
    const store = memoryStore();
    const sandbox = demoSessions(store, Date.now, 'sandbox');
    const real = demoSessions(store, Date.now, 'api:recruiter.example');
    await sandbox.own('session-a', 'contact', 5);
    expect(await sandbox.owns('session-a', 'contact', 5)).toBe(true);
    expect(await real.owns('session-a', 'contact', 5)).toBe(false);
    expect(await real.list('session-a', 'contact')).toEqual([]);
    await sandbox.markContactCreated('session-a');
    expect(await real.contactCreatedAt('session-a')).toBeUndefined();
    expect(await sandbox.owns('session-b', 'contact', 5)).toBe(false);
    await store.close();
  });
});
