/**
 * What each demo session created. A visitor reads only its own jobs, interviews, contacts, calls and
 * reports: anything else answers 404, exactly as an id that does not exist, so ids reveal nothing.
 */
import type { KeyValueStore } from '../store';

export type Owned = 'job' | 'interview' | 'contact' | 'call' | 'report';

/** A demo is done in minutes; a day leaves room to come back to its report. */
export const SESSION_TTL_MS = 24 * 60 * 60_000;

/**
 * `backend` names the recruiter backend the ids are its (the sandbox, or the real one's host): ids of two
 * backends are different things, so what a session owned under one is nothing under another (a deploy that
 * switches backends while sessions live).
 */
export function demoSessions(store: KeyValueStore, now: () => number = Date.now, backend = 'sandbox') {
  const key = (sid: string, kind: Owned) => `demo:session:${backend}:${sid}:${kind}`;
  return {
    own: (sid: string, kind: Owned, id: number) => store.addToSet(key(sid, kind), String(id), SESSION_TTL_MS),
    owns: (sid: string, kind: Owned, id: number) => store.isMember(key(sid, kind), String(id)),
    list: async (sid: string, kind: Owned) =>
      (await store.members(key(sid, kind))).map(Number).filter(Number.isSafeInteger),

    /** Remembers when the session created its contact: creating the call needs a captcha solved after it. */
    markContactCreated: (sid: string) =>
      store.set(`demo:session:${backend}:${sid}:contact-at`, String(now()), SESSION_TTL_MS),
    contactCreatedAt: async (sid: string) => {
      const value = await store.get(`demo:session:${backend}:${sid}:contact-at`);
      return value === null ? undefined : Number(value);
    },
  };
}

export type DemoSessions = ReturnType<typeof demoSessions>;
