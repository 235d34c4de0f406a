/**
 * Step 1's URL mode: reads a job post page (safely, see safe-fetch.ts) and extracts its text. A page that is not a
 * job post is 422 URL_NOT_JOB_POSTING; a job post with too little to build an interview from is 422 URL_INSUFFICIENT
 * (the visitor is asked to paste the text instead). Fetch failures come from safeFetchHtml unchanged.
 */
import { DEMO_MESSAGES } from '../../shared/demo';
import { HttpError } from '../http/errors';
import { extractJobPosting, isJobPosting, type JobSource } from './extract';
import { type SafeFetchOptions, safeFetchHtml } from './safe-fetch';
import { countWords } from './verify';

/** Fewer words than this in a job post's text is not enough for an interview. */
const MIN_JOB_WORDS = 40;

export interface ProcessJobUrlOptions extends SafeFetchOptions {
  /** Clock for processingTime, in milliseconds. */
  now?: () => number;
}

export interface ProcessedJobUrl {
  content: string;
  title: string | null;
  /** The URL as the visitor gave it. */
  originalUrl: string;
  /** Where the page was read, after redirects. */
  finalUrl: string;
  source: JobSource;
  /** Milliseconds spent fetching and extracting. */
  processingTime: number;
}

export async function processJobUrl(url: string, options: ProcessJobUrlOptions = {}): Promise<ProcessedJobUrl> {
  const { now = () => performance.now(), ...fetchOptions } = options;
  const started = now();
  const { html, finalUrl } = await safeFetchHtml(url, fetchOptions);
  const job = extractJobPosting(html, finalUrl);
  if (!isJobPosting(job.content, job.source)) {
    throw new HttpError(422, 'URL_NOT_JOB_POSTING', DEMO_MESSAGES.urlNotJobPosting);
  }
  if (countWords(job.content) < MIN_JOB_WORDS) {
    throw new HttpError(422, 'URL_INSUFFICIENT', DEMO_MESSAGES.urlInsufficient);
  }
  return {
    content: job.content,
    title: job.title,
    originalUrl: url,
    finalUrl,
    source: job.source,
    processingTime: Math.max(0, Math.round(now() - started)),
  };
}
