/**
 * At most a few ROI e-mails to one mailbox a day, whoever asks for them: the calculator sends our e-mail to
 * any address it is given, and without this a visitor with many addresses (a /48 holds 256 visitors of the
 * per-visitor limit) could point it at someone else's inbox over and over. A mailbox is counted under its
 * canonical form (`ann+1@example.com` and `a.n.n@googlemail.com` are `ann@example.com` and `ann@gmail.com`),
 * so that spelling one address many ways does not multiply its share. The counts live in the shared store
 * under keyed digests: no address is kept.
 */
import { createHmac } from 'node:crypto';
import { canonicalMailbox } from '../mail/mailbox';
import type { KeyValueStore } from '../state/store';

export const ROI_RECIPIENT_LIMIT = { max: 3, windowMs: 24 * 60 * 60_000 } as const;

export const ROI_RECIPIENT_MESSAGE =
  'This e-mail address has already received the most ROI e-mails we send in a day. Please try again tomorrow.';

const KEY_PREFIX = 'roi-recipient:';
const DIGEST_PREFIX = 'alex-roi-recipient:v1:';

export interface RecipientCap {
  /** Counts one e-mail to this address's mailbox: true when it may be sent, false when the mailbox had its share. */
  take(email: string): Promise<boolean>;
}

export function recipientCap({
  store,
  secret,
  limit = ROI_RECIPIENT_LIMIT,
}: {
  store: KeyValueStore;
  /** Keys the digests, so that the store alone cannot tell which addresses were written to. */
  secret: string;
  limit?: { max: number; windowMs: number };
}): RecipientCap {
  return {
    async take(email) {
      const digest = createHmac('sha256', secret)
        .update(`${DIGEST_PREFIX}${canonicalMailbox(email)}`)
        .digest('base64url');
      // The window starts with the address's first e-mail and ends a day later, refused requests counted or not.
      return (await store.increment(`${KEY_PREFIX}${digest}`, limit.windowMs)) <= limit.max;
    },
  };
}
