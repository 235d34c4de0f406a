/**
 * How each kind of outbox item is delivered. E-mails: through SMTP with nodemailer when SMTP_URL is set,
 * otherwise rendered into the local outbox folder (an .eml a mail client opens and an .html a browser opens).
 * Leads: to HubSpot's REST API when HUBSPOT_TOKEN is set (the contact is created, or updated
 * when one has the e-mail already), otherwise as JSON files in the leads folder.
 *
 * Every delivery is keyed by the item's id: the e-mail's Message-ID, the file names, so delivering an item
 * again (after a crash between the delivery and its record) writes the same file or a message a mail
 * system recognises as the same; a HubSpot upsert by e-mail changes nothing the second time.
 */
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type Source, UTM_KEYS } from '../../shared/attribution';
import type { KeptLead } from '../demo/services';
import type { MailMessage } from '../mail/mailer';
import type { OutboxItem } from './store';
import { type Deliver, DeliveryError } from './worker';

/** How long one delivery may take before it counts as failed (and is tried again). */
const DELIVERY_TIMEOUT_MS = 20_000;

/** A file name that sorts by arrival and names the item. */
const fileName = (item: OutboxItem) => `${new Date(item.createdAt).toISOString().replace(/[:.]/g, '-')}-${item.id}`;

/**
 * Written under a temporary name, flushed, renamed, and the folder flushed: a reader never sees half a file,
 * and once the delivery is recorded the file is on the device.
 */
async function writeWhole(dir: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${file}.tmp`);
  await writeFile(temporary, content, { flush: true });
  await rename(temporary, path.join(dir, file));
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

const messageId = (item: OutboxItem) => `<${item.id}@outbox.alex>`;

/** The message of an e-mail item: its source stays in the outbox, out of the message. */
function messageOf(item: OutboxItem): Omit<MailMessage, 'source'> {
  const { source: _source, ...message } = item.payload as MailMessage;
  return message;
}

export function smtpDelivery(url: string, from: string): Deliver & { close(): void } {
  // Each step gives up before withTimeout does, so a send never outlives its attempt (and its retry).
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: DELIVERY_TIMEOUT_MS - 5000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const deliver = async (item: OutboxItem) => {
    try {
      await transport.sendMail({
        from,
        ...messageOf(item),
        messageId: messageId(item),
        headers: { 'X-Alex-Outbox-Id': item.id },
      });
    } catch (error) {
      // Refusals of the message or its recipient (55x) are final; 4xx, a failed login (535, a setting an
      // operator fixes) and connection failures are tried again.
      const code = (error as { responseCode?: number }).responseCode;
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, {
        permanent: code !== undefined && code >= 550 && code < 560,
        cause: error,
      });
    }
  };
  return Object.assign(deliver, { close: () => transport.close() });
}

export function folderEmailDelivery(dir: string, from: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (item) => {
    const message = messageOf(item);
    const info = await transport.sendMail({ from, ...message, messageId: messageId(item) });
    const name = fileName(item);
    // The .html first: a reader that finds the .eml finds its twin.
    await writeWhole(dir, `${name}.html`, message.html);
    await writeWhole(dir, `${name}.eml`, info.message as Buffer);
  };
}

export function folderLeadDelivery(dir: string): Deliver {
  return async (item) => {
    const lead = { receivedAt: new Date(item.createdAt).toISOString(), ...(item.payload as KeptLead) };
    await writeWhole(dir, `${fileName(item)}.json`, `${JSON.stringify(lead, null, 2)}\n`);
  };
}

/** The HubSpot contact property (a single checkbox) that carries the optional marketing agreement. */
const MARKETING_OPT_IN_PROPERTY = 'alex_marketing_opt_in';

/**
 * The custom contact properties (single-line text) of a lead's source: the partner id when the gateway verified
 * it, the id a page claimed when it could not, and the page's campaign parameters (README, "Leads").
 */
const SOURCE_PROPERTIES = {
  partner: 'alex_partner',
  unverifiedPartner: 'alex_partner_unverified',
  utm_source: 'alex_utm_source',
  utm_medium: 'alex_utm_medium',
  utm_campaign: 'alex_utm_campaign',
  utm_term: 'alex_utm_term',
  utm_content: 'alex_utm_content',
} as const;

/** A source's properties: only those it has, so that an upsert keeps what an earlier lead of the contact set. */
function sourceProperties(source: Source | undefined): Record<string, string> {
  const properties: Record<string, string> = {};
  if (!source) return properties;
  if (source.partner !== undefined) {
    properties[source.partnerVerified ? SOURCE_PROPERTIES.partner : SOURCE_PROPERTIES.unverifiedPartner] =
      source.partner;
  }
  for (const key of UTM_KEYS) {
    const value = source[key];
    if (value !== undefined) properties[SOURCE_PROPERTIES[key]] = value;
  }
  return properties;
}

/** The contact properties of a lead: HubSpot's own (names, company, phone, preferred language, message), and its source. */
function leadProperties(lead: KeptLead): Record<string, string> {
  const properties: Record<string, string> = {
    email: lead.email,
    firstname: lead.firstName,
    phone: lead.phone,
    hs_language: lead.language,
    message: `Alex demo request: interviewer persona ${lead.selectedPersona}, job ${lead.inputType === 'url' ? 'from a URL' : 'pasted'}, language ${lead.language}.`,
  };
  if (lead.lastName) properties.lastname = lead.lastName;
  if (lead.company) properties.company = lead.company;
  // A custom property the CRM must have (README, "Leads"): whether sales may contact the visitor about Alex.
  properties[MARKETING_OPT_IN_PROPERTY] = lead.marketingOptIn === true ? 'true' : 'false';
  return { ...properties, ...sourceProperties(lead.source) };
}

/** HubSpot's API, where a private app's token is used. */
const HUBSPOT_API = 'https://api.hubapi.com';

/** What HubSpot's batch upsert answers: its results, and with 207 the inputs it refused. */
interface BatchAnswer {
  numErrors?: number;
  errors?: { category?: string; message?: string }[];
}

/**
 * Leads to HubSpot: one batch upsert of the contact by e-mail (`POST /crm/v3/objects/contacts/batch/upsert`), with
 * fetch. Its status and Retry-After say whether a failure is final or tried again later.
 */
export function hubspotDelivery(token: string, basePath = HUBSPOT_API): Deliver {
  const url = `${basePath}/crm/v3/objects/contacts/batch/upsert`;
  return async (item) => {
    const lead = item.payload as KeptLead;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ inputs: [{ id: lead.email, idProperty: 'email', properties: leadProperties(lead) }] }),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`HubSpot: ${(error as Error).message.slice(0, 200)}`, { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as BatchAnswer & { message?: string };
    if (!response.ok) {
      const code = response.status;
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new DeliveryError(`HubSpot ${code}: ${String(answer.message ?? response.statusText).slice(0, 200)}`, {
        // A refused contact (400, 404, 409, 422) is final; too many requests, server errors and an invalid or
        // revoked token (401, 403: an operator fixes the setting) are tried again.
        permanent: code >= 400 && code < 500 && ![401, 403, 408, 429].includes(code),
        retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      });
    }
    // A batch answers 207 when some inputs failed.
    const [failure] = answer.errors ?? [];
    if (failure || (answer.numErrors ?? 0) > 0) {
      throw new DeliveryError(
        `HubSpot refused the contact: ${failure?.category ?? 'error'}: ${failure?.message ?? ''}`,
        {
          permanent: failure?.category !== 'RATE_LIMITS',
        },
      );
    }
  };
}

/** Gives up on a delivery that hangs: the item is tried again later. */
export function withTimeout(deliver: Deliver, ms = DELIVERY_TIMEOUT_MS): Deliver {
  return (item) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new DeliveryError(`No answer within ${ms / 1000} s`)), ms);
      deliver(item)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}
