/**
 * What the demo's routes need from the rest of the gateway, as interfaces: the job text checks (server/content),
 * and where leads and report e-mails go (server/outbox). The implementations depend on these, not on the routes.
 */
import type { LeadRequest, ProcessUrlResult, VerifyContentResult } from '../../shared/demo';
import type { Language } from '../../shared/languages';
import type { ReportEmailPayload } from './report-email';

/** Where accepted leads go: the CRM when one is configured, the local outbox otherwise. */
export interface LeadSink {
  /** With an `operation` (server/http/idempotency.ts), the lead is kept once for every retry of it. */
  save(lead: LeadRequest, operation?: string): Promise<{ hubspotId: string | null }>;
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
