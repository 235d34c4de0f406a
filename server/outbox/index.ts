/**
 * The outbox as the gateway uses it: the store of the mode (journal on disk, or Redis), the deliveries the
 * configuration switches on (SMTP or the local folder for e-mails, HubSpot or the local folder for leads),
 * and what the routes hold: a mailer and a lead sink that answer once the item is durable.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { LeadSink } from '../demo/routes';
import type { Mailer } from '../mailer';
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

export function configuredOutbox(
  config: Config,
  store: OutboxStore,
  { log, logger, metrics }: OutboxObservers,
): Outbox {
  const smtp = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  metrics.watchOutbox(store);
  const outbox = createOutbox({
    store,
    deliver: {
      email: withTimeout(
        smtp ? timed(metrics, 'smtp', smtp) : folderEmailDelivery(path.join(config.dataDir, 'outbox'), config.mailFrom),
      ),
      lead: withTimeout(
        config.hubspot
          ? timed(metrics, 'hubspot', hubspotDelivery(config.hubspot.token, config.hubspot.apiUrl))
          : folderLeadDelivery(path.join(config.dataDir, 'leads')),
      ),
    },
    policy: config.outbox,
    log,
    onAttempt(item, result) {
      metrics.delivery(item.kind, result);
      const event = { event: `outbox.${result}`, id: item.id, kind: item.kind, attempts: item.attempts };
      if (result === 'delivered') logger.info(event);
      else if (result === 'retry') logger.warn({ ...event, nextAttemptAt: new Date(item.nextAttemptAt).toISOString() });
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
  async send(message) {
    await outbox.enqueue('email', message);
  },
  close() {},
});

/** Leads into the outbox; the CRM's id is not known yet when the visitor is answered. */
export const queuedLeads = (outbox: Outbox): LeadSink => ({
  async save(lead) {
    await outbox.enqueue('lead', lead);
    return { hubspotId: null };
  },
});
