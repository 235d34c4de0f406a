/**
 * The visitor's solved demo captcha and its demo session, kept in localStorage so that a reload or a second
 * tab keeps them (spec section 4, "Stored demo captcha"). A page that refuses storage (privacy modes,
 * sandboxed iframes) keeps them in memory for as long as it stays open.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

export const CAPTCHA_KEY = 'alex-demo-captcha';
/** Separate from the token: clearing the token must not lose what the visitor's session created. */
export const SESSION_KEY = 'alex-demo-session';

/** A captcha token the gateway issued, and when it stops accepting it (ISO date-time). */
export interface StoredCaptcha {
  token: string;
  expiresAt: string;
}

/**
 * A token is dropped this long before its expiry: a request sent with a token about to expire would be
 * refused on arrival, after the visitor already waited for it.
 */
export const EXPIRY_MARGIN_MS = 5_000;

// The gateway's formats (signed base64url values: a token's claims and signature, a session's id, network
// digest, issue time and signature); anything else in storage was not written by the widget.
const signedValue = (max: number, format: RegExp) => z.string().check(z.maxLength(max), z.regex(format));
const storedCaptcha = z.object({
  token: signedValue(512, /^[\w-]+\.[\w-]+$/),
  expiresAt: z.iso.datetime({ offset: true }),
});
const sessionValue = signedValue(128, /^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);

/** The part of localStorage the store uses. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DemoStorageOptions {
  /** The storage area; reaching it, reading it or writing it may throw. Absent: memory only. */
  area: () => StorageArea | null | undefined;
  /** Calls back with the changed key when another tab changes storage (null: all cleared); returns the stop. */
  watchOtherTabs: (onChange: (key: string | null) => void) => () => void;
  now?: () => number;
}

export interface DemoStorage {
  /** The stored captcha while it is valid; an expired one is removed. */
  readCaptcha: () => StoredCaptcha | null;
  /** Stores a token the gateway issued; false when it is malformed or already expired (nothing is kept). */
  saveCaptcha: (value: StoredCaptcha) => boolean;
  clearCaptcha: () => void;
  /**
   * The token to show the gateway when solving again: the stored one, or else the last one cleared while still
   * valid (kept in memory only). After the visitor's network changes, a request is refused and its token
   * cleared; that token is the proof that lets the session move to the new network.
   */
  readProofToken: () => string | null;
  /** Whether the last stored captcha ran out by itself (rather than being cleared or never solved). */
  captchaExpired: () => boolean;
  /** Notified on this tab's changes, another tab's changes and the token's expiry; returns the unsubscribe. */
  subscribeCaptcha: (listener: () => void) => () => void;
  /** The valid captcha without touching storage, for useSyncExternalStore. */
  captchaSnapshot: () => StoredCaptcha | null;
  readSession: () => string | null;
  saveSession: (session: string) => void;
}

// setTimeout fires at once for delays above 2^31 - 1 ms.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The storage area while it works, memory once it has thrown: localStorage may fail at any call. */
function resilientArea(reach: () => StorageArea | null | undefined): StorageArea {
  // Written alongside the area; the only copy once the area has failed.
  const memory = new Map<string, string>();
  let usable = true;
  const inArea = <T>(action: (area: StorageArea) => T, otherwise: T): T => {
    if (!usable) return otherwise;
    try {
      const area = reach();
      return area ? action(area) : otherwise;
    } catch {
      usable = false;
      return otherwise;
    }
  };
  return {
    getItem: (key) => inArea((area) => area.getItem(key), memory.get(key) ?? null),
    setItem(key, value) {
      memory.set(key, value);
      inArea((area) => area.setItem(key, value), undefined);
    },
    removeItem(key) {
      memory.delete(key);
      inArea((area) => area.removeItem(key), undefined);
    },
  };
}

export function createDemoStorage({ area, watchOtherTabs, now = () => Date.now() }: DemoStorageOptions): DemoStorage {
  const { getItem, setItem, removeItem } = resilientArea(area);

  const live = (captcha: StoredCaptcha) => Date.parse(captcha.expiresAt) - EXPIRY_MARGIN_MS > now();

  let loaded = false;
  let raw: string | null = null;
  let current: StoredCaptcha | null = null;
  let expired = false;
  let cleared: StoredCaptcha | null = null;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | undefined;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  /** For reads that may happen during a render: listeners hear of a change found there only after it. */
  const syncLater = () => {
    if (refresh()) queueMicrotask(notify);
  };

  /** Re-reads storage; drops an expired or foreign value. True when the visible captcha changed. */
  function refresh(): boolean {
    const before = current;
    const text = getItem(CAPTCHA_KEY);
    if (!loaded || text !== raw) {
      loaded = true;
      raw = text;
      current = null;
      if (text !== null) {
        try {
          const parsed = storedCaptcha.safeParse(JSON.parse(text));
          if (parsed.success) current = parsed.data;
        } catch {
          // Not JSON: removed below like any other value the widget cannot use.
        }
      }
      if (current) expired = false;
    }
    if (text !== null && (current === null || !live(current))) {
      if (current) expired = true;
      removeItem(CAPTCHA_KEY);
      raw = null;
      current = null;
    }
    arm();
    return current !== before;
  }

  /** One timer at the visible captcha's expiry, while someone listens. */
  function arm(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!current || listeners.size === 0) return;
    const delay = Date.parse(current.expiresAt) - EXPIRY_MARGIN_MS - now();
    timer = setTimeout(
      () => {
        if (refresh()) notify();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, delay)),
    );
  }

  return {
    readCaptcha() {
      syncLater();
      return current;
    },
    saveCaptcha(value) {
      setItem(CAPTCHA_KEY, JSON.stringify({ token: value.token, expiresAt: value.expiresAt }));
      expired = false;
      cleared = null;
      if (refresh()) notify();
      return current !== null;
    },
    clearCaptcha() {
      refresh();
      if (current) cleared = current;
      removeItem(CAPTCHA_KEY);
      expired = false;
      if (refresh()) notify();
    },
    readProofToken() {
      syncLater();
      if (current) return current.token;
      return cleared && live(cleared) ? cleared.token : null;
    },
    captchaExpired() {
      syncLater();
      return expired;
    },
    subscribeCaptcha(listener) {
      listeners.add(listener);
      stopWatching ??= watchOtherTabs((key) => {
        if ((key === null || key === CAPTCHA_KEY) && refresh()) notify();
      });
      syncLater();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        stopWatching = undefined;
        arm();
      };
    },
    captchaSnapshot() {
      if (!loaded) refresh();
      return current && live(current) ? current : null;
    },
    readSession() {
      const value = getItem(SESSION_KEY);
      return value !== null && sessionValue.safeParse(value).success ? value : null;
    },
    saveSession(session) {
      setItem(SESSION_KEY, session);
    },
  };
}

const browserStorage = createDemoStorage({
  // Reaching localStorage itself throws in sandboxed iframes; the store falls back to memory then.
  area: () => globalThis.localStorage,
  watchOtherTabs(onChange) {
    if (typeof window === 'undefined') return () => undefined;
    const changed = (event: StorageEvent) => onChange(event.key);
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  },
});

export const { readCaptcha, saveCaptcha, clearCaptcha, readProofToken, captchaExpired, readSession, saveSession } =
  browserStorage;

/** The valid stored captcha, or null; re-renders when it is saved, cleared, changed elsewhere or expires. */
export function useStoredCaptcha(): StoredCaptcha | null {
  return useSyncExternalStore(browserStorage.subscribeCaptcha, browserStorage.captchaSnapshot, () => null);
}
