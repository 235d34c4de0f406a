/**
 * One demo call per phone number and per mailbox in 24 hours, so that the demo cannot be turned into a way of
 * ringing someone over and over (a mailbox counted under its canonical form: `ann+1@example.com` is
 * `ann@example.com`). The marks live in the shared store under hashed keys: the store holds no phone number
 * and no address, only their digests.
 */
import { createHash, createHmac } from 'node:crypto';
import { canonicalMailbox } from '../mail/mailbox';
import type { KeyValueStore } from '../state/store';

export const CALL_GUARD_TTL_MS = 24 * 60 * 60_000;

const KEY_PREFIX = 'demo-call-once:';
const DIGEST_PREFIX = 'alex-demo-call-once:v1:';

interface CallClaim {
  /** The number to call, in E.164 form as validateDemoPhone gives it. */
  phone: string;
  email: string;
}

export interface CallGuardOptions {
  store: KeyValueStore;
  /** Written into each mark as the time it was claimed. */
  now?: () => number;
  /**
   * A server-side secret; when given, keys are HMAC-SHA256 digests under it rather than plain SHA-256.
   * Phone numbers are few enough to be recovered from a plain digest by trying them all; with a secret
   * that is kept out of the store, they cannot.
   */
  secret?: string;
}

export interface CallGuard {
  /**
   * Claims the day's call for this phone number and this e-mail address's mailbox, both or neither, for the
   * demo session `owner`: true when this request may call. Of simultaneous claims on one number or one
   * mailbox, exactly one wins.
   */
  claim(claim: CallClaim, owner: string): Promise<boolean>;
  /** Gives back a claim this request won, when the call could not be created after all. */
  release(claim: CallClaim): Promise<void>;
  /**
   * Reads, claiming nothing, whether session `owner` itself already had the day's call of this phone number or
   * this e-mail address's mailbox. A claim of another session reads as none: anyone can type someone else's address,
   * and the answer must not tell whether that person had a demo call today (the call itself is still refused).
   */
  isClaimedBy(claim: CallClaim, owner: string): Promise<boolean>;
}

/** The number as digits behind one plus sign, so that "+33 6 12 34 56 78" and "+33612345678" are one number. */
function normalizePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

export function createCallGuard({ store, now = Date.now, secret }: CallGuardOptions): CallGuard {
  const digest = (kind: 'phone' | 'email' | 'owner', value: string): string => {
    const text = `${DIGEST_PREFIX}${kind}:${value}`;
    const hash = secret === undefined ? createHash('sha256') : createHmac('sha256', secret);
    return hash.update(text).digest('base64url');
  };

  /** Who claimed a mark, as a digest: the store keeps no session id either. */
  const ownerDigest = (owner: string) => digest('owner', owner).slice(0, 16);

  const keysOf = ({ phone, email }: CallClaim) => {
    const normalizedPhone = normalizePhone(phone);
    const normalizedEmail = canonicalMailbox(email);
    if (normalizedPhone === '+' || normalizedEmail === '') {
      throw new TypeError('A demo call claim needs a phone number and an e-mail address');
    }
    return {
      phone: `${KEY_PREFIX}phone:${digest('phone', normalizedPhone)}`,
      email: `${KEY_PREFIX}email:${digest('email', normalizedEmail)}`,
    };
  };

  return {
    async claim(claim, owner) {
      const keys = keysOf(claim);
      const mark = `${now()}.${ownerDigest(owner)}`;
      if (!(await store.setIfAbsent(keys.phone, mark, CALL_GUARD_TTL_MS))) return false;
      let emailClaimed = false;
      try {
        emailClaimed = await store.setIfAbsent(keys.email, mark, CALL_GUARD_TTL_MS);
      } finally {
        // A refused (or failed) request must not use up the phone number's call for the day.
        if (!emailClaimed) await store.delete(keys.phone);
      }
      return emailClaimed;
    },

    async isClaimedBy(claim, owner) {
      const keys = keysOf(claim);
      const marks = await Promise.all([store.get(keys.phone), store.get(keys.email)]);
      const own = ownerDigest(owner);
      return marks.some((mark) => mark?.split('.')[1] === own);
    },

    async release(claim) {
      const keys = keysOf(claim);
      await Promise.all([store.delete(keys.phone), store.delete(keys.email)]);
    },
  };
}
