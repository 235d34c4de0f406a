/**
 * The outbox as the gateway uses it: the store of the mode (journal on disk, or Redis), the deliveries the
 * configuration switches on (SMTP or the local folder for e-mails, HubSpot or the local folder for leads;
 * report e-mails read the recruiter backend, then go the e-mails' way), and what the routes hold: a mailer,
 * a lead sink and the report e-mails' promise, each answering once its item is durable.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { RecruiterApi } from '../demo/recruiter';
import { type ReportEmailPayload, reportEmailDelivery } from '../demo/report-email';
import type { LeadSink, ReportEmails } from '../demo/services';
import type { Mailer } from '../mail/mailer';
import type { Logger } from '../observability/log';
import type { Metrics, Upstream } from '../observability/metrics';
import { folderEmailDelivery, folderLeadDelivery, hubspotDelivery, smtpDelivery, withTimeout } from './deliver';
import type { OutboxStore } from './store';
import { createOutbox, type Deliver, type Outbox } from './worker';

export interface OutboxObservers {
  log: (error: unknown) => void;
  logger: Logger;
  metrics: Metrics;
}

/** A delivery to a provider, timed (and its failures counted) as that upstream's. */
const timed =
  (metrics: Metrics, upstream: Upstream, deliver: Deliver): Deliver =>
  (item) =>
    metrics.upstream(upstream, () => deliver(item));

/** A report e-mail reads the call and its report, then sends: more time than one e-mail alone. */
const REPORT_DELIVERY_TIMEOUT_MS = 45_000;

export function configuredOutbox(
  config: Config,
  store: OutboxStore,
  { log, logger, metrics }: OutboxObservers,
  /** The backend whose calls the report e-mails follow: the one the demo routes use. */
  recruiter: RecruiterApi,
): Outbox {
  const smtp = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  metrics.watchOutbox(store);
  const email = smtp
    ? timed(metrics, 'smtp', smtp)
    : folderEmailDelivery(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const outbox = createOutbox({
    store,
    deliver: {
      email: withTimeout(email),
      'demo-report': withTimeout(
        reportEmailDelivery({ recruiter, send: email, policy: config.outbox, booking: config.booking }),
        REPORT_DELIVERY_TIMEOUT_MS,
      ),
      lead: withTimeout(
        config.hubspot
          ? timed(metrics, 'hubspot', hubspotDelivery(config.hubspot.token, config.hubspot.apiUrl))
          : folderLeadDelivery(path.join(config.dataDir, 'leads')),
      ),
    },
    policy: config.outbox,
    log,
    onAttempt(item, result, reason) {
      metrics.delivery(item.kind, result);
      const event = { event: `outbox.${result}`, id: item.id, kind: item.kind, attempts: item.attempts };
      const next = { nextAttemptAt: new Date(item.nextAttemptAt).toISOString() };
      if (result === 'delivered') logger.info(event);
      else if (result === 'skipped') logger.info({ ...event, reason });
      else if (result === 'deferred') logger.debug({ ...event, reason, ...next });
      else if (result === 'retry') logger.warn({ ...event, ...next });
      else logger.error(event);
    },
  });
  return {
    ...outbox,
    async stop() {
      await outbox.stop();
      smtp?.close();
    },
  };
}

/** E-mails into the outbox: `send` resolves once the e-mail is kept, its delivery follows. */
export const queuedMailer = (outbox: Outbox): Mailer => ({
  async send(message, operation) {
    await outbox.enqueue('email', message, operation);
  },
  close() {},
});

/** Leads into the outbox; the CRM's id is not known yet when the visitor is answered. */
export const queuedLeads = (outbox: Outbox): LeadSink => ({
  async save(lead, operation) {
    await outbox.enqueue('lead', lead, operation);
    return { hubspotId: null };
  },
});

/** Report e-mails into the outbox: kept when the call is created, sent once its report exists. */
export const queuedReportEmails = (outbox: Outbox): ReportEmails => ({
  async promise(payload: ReportEmailPayload, operation?: string) {
    await outbox.enqueue('demo-report', payload, operation);
  },
});
