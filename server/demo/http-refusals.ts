/**
 * What the real recruiter backend's refusals (400, 422) were about, read once here: the request fields they
 * named and what is wrong with each, from a closed list of names and in the gateway's own words. The backend's
 * text goes no further than this module.
 */
import type { FieldIssue, FieldIssueKind } from '../../shared/errors';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of the gateway's requests to the backend, by the name the visitor's request gave them: the only
 * names of a refusal that reach the visitor (the wizard points at the form field to correct).
 */
const REFUSABLE_FIELDS: Readonly<Record<string, string>> = {
  job_description: 'job_description',
  name: 'name',
  job: 'jobId',
  language: 'language',
  voice: 'voice',
  tone: 'tone',
  sharpness: 'sharpness',
  duration: 'duration',
  email: 'email',
  phone_number: 'phone_number',
  external_id: 'external_id',
  additional_context: 'additional_context',
  contact: 'contact',
  interview: 'interview',
  date: 'date',
  status: 'status',
  use_case: 'use_case',
  force_eligibility: 'force_eligibility',
};

/** The gateway's words for each kind of refusal; the backend's own never reach a visitor. */
export const FIELD_MESSAGES: Record<FieldIssueKind, string> = {
  required: 'Required by the recruiter service',
  length: 'Too long or too short for the recruiter service',
  invalid: 'Not accepted by the recruiter service',
  not_found: 'Not found by the recruiter service',
  unknown: 'Not a field the recruiter service knows',
};

/** What the backend's words say is wrong with a field, most telling first. */
const ISSUE_WORDING: readonly [FieldIssueKind, RegExp][] = [
  ['required', /\b(required|may not be (blank|null|empty))\b/i],
  ['not_found', /\b(not found|does not exist|not accessible|invalid pk)\b/i],
  ['length', /\b(too (long|short)|at (most|least) \d+|no more than \d+|between \d+ and \d+)\b/i],
];

const issueIn = (about: unknown): FieldIssueKind => {
  const texts = (Array.isArray(about) ? about : [about]).filter((item): item is string => typeof item === 'string');
  return ISSUE_WORDING.find(([, wording]) => texts.some((text) => wording.test(text)))?.[0] ?? 'invalid';
};

/** How telling an issue is: a field named twice keeps the most telling one. */
const RANK: Record<FieldIssueKind, number> = { required: 4, not_found: 3, length: 2, invalid: 1, unknown: 0 };

/**
 * Which of the request's fields a refusal was about, and what is wrong with each: the keys of a validation
 * answer ({ "email": ["Enter a valid email."] }), a field named at the start of its message ("phone_number is
 * required ...", "Field 'email' must be ...") and an entity the message says was not found ("Job with ID 4 not
 * found"). Only names from {@link REFUSABLE_FIELDS} count, each with the gateway's own message; the backend's
 * text goes no further than this function.
 */
export function refusalFields(text: string): FieldIssue[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(body)) return [];
  const named = new Map<string, FieldIssueKind>();
  const note = (field: string, about: unknown) => {
    const name = field.toLowerCase();
    const ours = Object.hasOwn(REFUSABLE_FIELDS, name) ? REFUSABLE_FIELDS[name] : undefined;
    if (!ours) return;
    const issue = issueIn(about);
    const before = named.get(ours);
    if (before === undefined || RANK[issue] > RANK[before]) named.set(ours, issue);
  };
  // A field's errors come as a list; a plain value beside the message ({ "status": "fail" }) names no field.
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value)) note(field, value);
  }
  const nonField = Array.isArray(body.non_field_errors) ? body.non_field_errors : [];
  for (const message of [
    isObject(body.error) ? body.error.message : body.error,
    body.message,
    body.detail,
    ...nonField,
  ]) {
    if (typeof message !== 'string') continue;
    const field = /^\s*(?:field\s+)?['"`]?([a-z_]+)['"`]?[\s:]/i.exec(message)?.[1];
    if (field) note(field, message);
    const missing = /\b(job|contact|interview)\b(?: with)? id\b/i.exec(message)?.[1];
    if (missing) note(missing, /\binvalid\b/i.test(message) ? 'invalid' : message);
  }
  return [...named].map(([field, issue]) => ({ field, issue, message: FIELD_MESSAGES[issue] }));
}
