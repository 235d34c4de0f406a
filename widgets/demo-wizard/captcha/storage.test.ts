import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_KEY, createDemoStorage, EXPIRY_MARGIN_MS, SESSION_KEY, type StorageArea } from './storage';

const T0 = Date.parse('2025-06-02T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const TOKEN = 'eyJzaWQiOiJhYmMifQ.c2lnbmF0dXJl';
const OTHER_TOKEN = 'eyJzaWQiOiJkZWYifQ.b3RoZXJzaWc';
const SESSION = 'AAAAAAAAAAAAAAAAAAAAAA.bmV0d29ya2RpZ2VzdA.mhx3k1a0.c2Vzc2lvbnNpZw';

/** localStorage as the browser shares it between tabs: one map, several stores reading it. */
function sharedArea(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const area: StorageArea = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, area };
}

/** A store over an area, with the `storage` event another tab would fire in it. */
function tab(area: StorageArea | (() => StorageArea)) {
  let otherTabChanged: ((key: string | null) => void) | undefined;
  let watching = false;
  const store = createDemoStorage({
    area: typeof area === 'function' ? area : () => area,
    watchOtherTabs(onChange) {
      otherTabChanged = onChange;
      watching = true;
      return () => {
        watching = false;
      };
    },
  });
  return {
    store,
    storageEvent: (key: string | null) => otherTabChanged?.(key),
    watching: () => watching,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the stored demo captcha', () => {
  it('is read back while valid, under its fixed key', () => {
    const { map, area } = sharedArea();
    const { store } = tab(area);
    expect(store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) })).toBe(true);
    expect(JSON.parse(map.get(CAPTCHA_KEY) ?? '')).toEqual({ token: TOKEN, expiresAt: at(900_000) });
    expect(store.readCaptcha()).toEqual({ token: TOKEN, expiresAt: at(900_000) });
  });

  it.each([
    { left: 'a minute', ms: 60_000, valid: true },
    { left: 'just over the safety margin', ms: EXPIRY_MARGIN_MS + 1, valid: true },
    { left: 'less than the safety margin', ms: EXPIRY_MARGIN_MS - 1, valid: false },
    { left: 'nothing', ms: -1, valid: false },
  ])('with $left left, valid is $valid', ({ ms, valid }) => {
    const { map, area } = sharedArea({ [CAPTCHA_KEY]: JSON.stringify({ token: TOKEN, expiresAt: at(ms) }) });
    const { store } = tab(area);
    expect(store.readCaptcha() !== null).toBe(valid);
    // An expired one is removed from storage, not only hidden.
    expect(map.has(CAPTCHA_KEY)).toBe(valid);
  });

  it.each([
    ['not JSON', '{token'],
    ['no expiry', JSON.stringify({ token: TOKEN })],
    ['an unparsable expiry', JSON.stringify({ token: TOKEN, expiresAt: 'tomorrow' })],
    ['a token with a line break', JSON.stringify({ token: 'a.b\nX-Evil: 1', expiresAt: at(60_000) })],
    ['a token too long for the gateway', JSON.stringify({ token: `${'a'.repeat(600)}.b`, expiresAt: at(60_000) })],
  ])('ignores and removes a stored value with %s', (_, text) => {
    const { map, area } = sharedArea({ [CAPTCHA_KEY]: text });
    const { store } = tab(area);
    expect(store.readCaptcha()).toBeNull();
    expect(map.has(CAPTCHA_KEY)).toBe(false);
  });

  it('refuses to save a token that has already expired', () => {
    const { map, area } = sharedArea();
    const { store } = tab(area);
    expect(store.saveCaptcha({ token: TOKEN, expiresAt: at(-1000) })).toBe(false);
    expect(store.readCaptcha()).toBeNull();
    expect(map.has(CAPTCHA_KEY)).toBe(false);
  });

  it('tells listeners of saves and clears made in this tab', () => {
    const { store } = tab(sharedArea().area);
    const listener = vi.fn();
    store.subscribeCaptcha(listener);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    expect(listener).toHaveBeenCalledTimes(1);
    store.clearCaptcha();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.captchaSnapshot()).toBeNull();
  });

  it('expires by itself: listeners hear it at the expiry and the token is gone', () => {
    const { map, area } = sharedArea();
    const { store } = tab(area);
    const listener = vi.fn();
    store.subscribeCaptcha(listener);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    listener.mockClear();

    vi.advanceTimersByTime(900_000 - EXPIRY_MARGIN_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.captchaSnapshot()?.token).toBe(TOKEN);

    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.captchaSnapshot()).toBeNull();
    expect(map.has(CAPTCHA_KEY)).toBe(false);
    expect(store.captchaExpired()).toBe(true);
  });

  it('re-arms the expiry timer when a newer token replaces the old one', () => {
    const { store } = tab(sharedArea().area);
    const listener = vi.fn();
    store.subscribeCaptcha(listener);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(60_000) });
    store.saveCaptcha({ token: OTHER_TOKEN, expiresAt: at(900_000) });
    listener.mockClear();

    vi.advanceTimersByTime(120_000);
    expect(listener).not.toHaveBeenCalled();
    expect(store.captchaSnapshot()?.token).toBe(OTHER_TOKEN);
    vi.advanceTimersByTime(900_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.captchaSnapshot()).toBeNull();
  });

  it('picks up a token solved in another tab, and its removal there', () => {
    const { area } = sharedArea();
    const first = tab(area);
    const second = tab(area);
    const listener = vi.fn();
    first.store.subscribeCaptcha(listener);

    second.store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    first.storageEvent(CAPTCHA_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(first.store.captchaSnapshot()?.token).toBe(TOKEN);

    second.store.clearCaptcha();
    first.storageEvent(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(first.store.captchaSnapshot()).toBeNull();
    // Cleared on purpose elsewhere: not an expiry.
    expect(first.store.captchaExpired()).toBe(false);
  });

  it('ignores other tabs changing unrelated keys', () => {
    const { area } = sharedArea();
    const first = tab(area);
    const listener = vi.fn();
    first.store.subscribeCaptcha(listener);
    first.storageEvent('something-else');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops watching other tabs and the clock when nobody listens any more', () => {
    const { store, watching } = tab(sharedArea().area);
    const listener = vi.fn();
    const unsubscribe = store.subscribeCaptcha(listener);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(60_000) });
    listener.mockClear();
    expect(watching()).toBe(true);
    unsubscribe();
    expect(watching()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells apart a token that ran out from one that was cleared', () => {
    const { store } = tab(sharedArea().area);
    expect(store.captchaExpired()).toBe(false);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(60_000) });
    vi.advanceTimersByTime(60_000);
    expect(store.readCaptcha()).toBeNull();
    expect(store.captchaExpired()).toBe(true);
    store.saveCaptcha({ token: OTHER_TOKEN, expiresAt: at(900_000) });
    expect(store.captchaExpired()).toBe(false);
    store.clearCaptcha();
    expect(store.captchaExpired()).toBe(false);
  });

  it('returns the same object until something changes (a stable snapshot for React)', () => {
    const { store } = tab(sharedArea().area);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    const first = store.captchaSnapshot();
    expect(store.readCaptcha()).toBe(first);
    expect(store.captchaSnapshot()).toBe(first);
  });
});

describe('the proof token', () => {
  it('is the stored token, else the last one cleared while valid, never an expired one', () => {
    const { map, area } = sharedArea();
    const { store } = tab(area);
    expect(store.readProofToken()).toBeNull();
    store.saveCaptcha({ token: TOKEN, expiresAt: at(60_000) });
    expect(store.readProofToken()).toBe(TOKEN);
    // Refused from a new network, the token is cleared from storage but kept in memory as the proof.
    store.clearCaptcha();
    expect(map.has(CAPTCHA_KEY)).toBe(false);
    expect(store.readCaptcha()).toBeNull();
    expect(store.readProofToken()).toBe(TOKEN);
    vi.advanceTimersByTime(60_000 - EXPIRY_MARGIN_MS);
    expect(store.readProofToken()).toBeNull();
    store.saveCaptcha({ token: OTHER_TOKEN, expiresAt: at(600_000) });
    store.clearCaptcha();
    store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    expect(store.readProofToken()).toBe(TOKEN);
  });
});

describe('the demo session', () => {
  it('survives clearing the captcha token', () => {
    const { map, area } = sharedArea();
    const { store } = tab(area);
    store.saveSession(SESSION);
    store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) });
    store.clearCaptcha();
    expect(store.readSession()).toBe(SESSION);
    expect(map.get(SESSION_KEY)).toBe(SESSION);
  });

  it.each([
    ['nothing stored', undefined],
    ['a value the gateway never issues', 'not a session'],
    ['a value of the earlier form (no issue time)', 'AAAAAAAAAAAAAAAAAAAAAA.bmV0d29ya2RpZ2VzdA.c2Vzc2lvbnNpZw'],
    ['a value longer than the gateway accepts', `${'a'.repeat(120)}.${'b'.repeat(20)}`],
  ])('is null with %s', (_, stored) => {
    const { store } = tab(sharedArea(stored === undefined ? {} : { [SESSION_KEY]: stored }).area);
    expect(store.readSession()).toBeNull();
  });
});

describe('on a page that refuses storage', () => {
  const refusing: StorageArea = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };

  it.each([
    [
      'reaching localStorage throws (sandboxed iframe)',
      () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    ],
    ['every call throws (privacy mode)', () => refusing],
    ['there is no localStorage at all', () => undefined as unknown as StorageArea],
  ])('keeps the captcha and the session in memory when %s', (_, area) => {
    const { store } = tab(area);
    expect(store.readCaptcha()).toBeNull();
    expect(store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) })).toBe(true);
    store.saveSession(SESSION);
    expect(store.readCaptcha()?.token).toBe(TOKEN);
    expect(store.readSession()).toBe(SESSION);
    store.clearCaptcha();
    expect(store.readCaptcha()).toBeNull();
    expect(store.readSession()).toBe(SESSION);
  });

  it('falls back to memory when only writing fails (storage full)', () => {
    const { map, area } = sharedArea();
    const full: StorageArea = {
      ...area,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const { store } = tab(full);
    expect(store.saveCaptcha({ token: TOKEN, expiresAt: at(900_000) })).toBe(true);
    expect(map.has(CAPTCHA_KEY)).toBe(false);
    expect(store.readCaptcha()?.token).toBe(TOKEN);
  });
});
