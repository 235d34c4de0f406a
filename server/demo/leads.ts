/**
 * Where the wizard's leads go. Without a CRM configured, each lead is one JSON file in the local outbox
 * (`data/leads/`), written under a temporary name, flushed and renamed, so a reader never sees half of one.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LeadSink } from './routes';

export function outboxLeads(dir: string, now: () => number = Date.now): LeadSink {
  return {
    async save(lead) {
      await mkdir(dir, { recursive: true });
      const receivedAt = new Date(now()).toISOString();
      const name = `${receivedAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify({ receivedAt, ...lead }, null, 2)}\n`, { flush: true });
      await rename(temporary, path.join(dir, name));
      return { hubspotId: null };
    },
  };
}
