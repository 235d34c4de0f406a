/**
 * The outbox as the gateway uses it: the store of the mode (journal on disk, or Redis), the deliveries the
 * configuration switches on (SMTP or the local folder for e-mails, HubSpot or the local folder for leads),
 * and what the routes hold: a mailer and a lead sink that answer once the item is durable.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { LeadSink } from '../demo/routes';
import type { Mailer } from '../mailer';
import { folderEmailDelivery, folderLeadDelivery, hubspotDelivery, smtpDelivery, withTimeout } from './deliver';
import type { OutboxStore } from './store';
import { createOutbox, type Outbox } from './worker';

export function configuredOutbox(config: Config, store: OutboxStore, log: (error: unknown) => void): Outbox {
  const smtp = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  const outbox = createOutbox({
    store,
    deliver: {
      email: withTimeout(smtp ?? folderEmailDelivery(path.join(config.dataDir, 'outbox'), config.mailFrom)),
      lead: withTimeout(
        config.hubspot
          ? hubspotDelivery(config.hubspot.token, config.hubspot.apiUrl)
          : folderLeadDelivery(path.join(config.dataDir, 'leads')),
      ),
    },
    policy: config.outbox,
    log,
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
