/** An e-mail as the gateway renders it, and what sends one (the outbox: see server/outbox). */
import type { Source } from '../../shared/attribution';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where the request came from (partner and campaign), kept with the outbox item; never part of the message. */
  source?: Source;
}

export interface Mailer {
  /**
   * Resolves once the message is kept for delivery (it survives a restart from then on). With an `operation`
   * (server/http/idempotency.ts), the message is kept once for every retry of it.
   */
  send(message: MailMessage, operation?: string): Promise<void>;
  close(): void;
}
