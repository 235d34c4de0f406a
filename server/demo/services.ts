/**
 * What the demo's routes need from the rest of the gateway, as interfaces: the job text checks (server/content),
 * and where leads and report e-mails go (server/outbox). The implementations depend on these, not on the routes.
 */

import type { Source } from '../../shared/attribution';
import type { LeadRequest, ProcessUrlResult, VerifyContentResult } from '../../shared/demo';
import type { Language } from '../../shared/languages';
import type { ReportEmailPayload } from './report-email';

/** A lead as kept: the form, and in place of what the page sent, its cleaned and checked source. */
export type KeptLead = Omit<LeadRequest, 'attribution'> & { source?: Source };

/** Where accepted leads go: the CRM when one is configured, the local outbox otherwise. */
export interface LeadSink {
  /** With an `operation` (server/http/idempotency.ts), the lead is kept once for every retry of it. */
  save(lead: KeptLead, operation?: string): Promise<{ hubspotId: string | null }>;
}

/** Where the report e-mail of each call is promised: kept durably, sent once the call's report exists. */
export interface ReportEmails {
  promise(payload: ReportEmailPayload, operation?: string): Promise<void>;
}

/** Checks what a visitor gives in step 1: pasted text, or the job post at a URL. */
export interface ContentService {
  verify(content: string, targetLanguage: Language): Promise<VerifyContentResult>;
  processUrl(url: string, targetLanguage: Language): Promise<ProcessUrlResult>;
}
