/**
 * What each demo session created, and the one value that stands for it now. A visitor reads only its own
 * jobs, interviews, contacts, calls and reports: anything else answers 404, exactly as an id that does not
 * exist, so ids reveal nothing.
 *
 * A session is bound to one network at a time, recorded here: the value issued last (its network and issue
 * time). A value is honoured while it is that one and younger than SESSION_TTL_MS; a copy carried to another
 * network moves nothing without a captcha token of the bound network (see the verify route), and once the
 * session moves, the earlier value is revoked.
 */
import type { SessionClaims } from '../captcha/tokens';
import type { KeyValueStore } from '../state/store';

export type Owned = 'job' | 'interview' | 'contact' | 'call' | 'report';

/** A demo is done in minutes; a day leaves room to come back to its report. A session value lives as long. */
export const SESSION_TTL_MS = 24 * 60 * 60_000;

/**
 * `backend` names the recruiter backend the ids are its (the sandbox, or the real one's host): ids of two
 * backends are different things, so what a session owned under one is nothing under another (a deploy that
 * switches backends while sessions live).
 */
export function demoSessions(store: KeyValueStore, now: () => number = Date.now, backend = 'sandbox') {
  const key = (sid: string, kind: Owned) => `demo:session:${backend}:${sid}:${kind}`;
  // The binding is the visitor's, whichever backend its ids come from.
  const bindingKey = (sid: string) => `demo:session-binding:${sid}`;
  return {
    own: (sid: string, kind: Owned, id: number) => store.addToSet(key(sid, kind), String(id), SESSION_TTL_MS),
    owns: (sid: string, kind: Owned, id: number) => store.isMember(key(sid, kind), String(id)),
    list: async (sid: string, kind: Owned) =>
      (await store.members(key(sid, kind))).map(Number).filter(Number.isSafeInteger),

    /**
     * Records `value` (its network digest and issue time) as the session's only current one, for what is left
     * of its lifetime; any earlier value of the session stops being honoured.
     */
    bind: (value: SessionClaims) =>
      store.set(bindingKey(value.id), `${value.net}.${value.iat}`, Math.max(1, value.iat + SESSION_TTL_MS - now())),
    /** Whether `value` is its session's current value and has not expired. */
    async isCurrent(value: SessionClaims): Promise<boolean> {
      if (value.iat + SESSION_TTL_MS <= now()) return false;
      return (await store.get(bindingKey(value.id))) === `${value.net}.${value.iat}`;
    },
    /** Remembers the network (its digest) a contact was made on: the call goes only to a contact of the current one. */
    markContactNetwork: (sid: string, contact: number, net: string) =>
      store.set(`demo:session:${backend}:${sid}:contact-net:${contact}`, net, SESSION_TTL_MS),
    contactNetwork: (sid: string, contact: number) =>
      store.get(`demo:session:${backend}:${sid}:contact-net:${contact}`),

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
