/**
 * Which message a failed gateway call shows (spec section 8, "Classification of API errors", and section 5's
 * field messages): one {@link ApiError} in, one error type and one key of the `demo-errors` namespace out.
 */
import type { ErrorCode } from '../../shared/errors';
import type { ApiError } from '../runtime/api-error';

type ErrorType = 'generic' | 'validation' | 'rate-limit' | 'network' | 'server' | 'authentication';

/** The fields the visitor can correct, named by their label keys (`fields.*` in demo-errors). */
export const FIELD_LABELS = [
  'firstName',
  'lastName',
  'company',
  'phone',
  'email',
  'jobUrl',
  'jobDescription',
  'persona',
  'inputType',
  'language',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

export interface ClassifiedError {
  type: ErrorType;
  /** A key of the demo-errors namespace. */
  key: string;
  /** Interpolation values; `field` is a {@link FieldLabel}, translated by describeError. */
  params?: Record<string, string | number>;
  /** The form field at fault, when the visitor can correct it there. */
  field?: FieldLabel;
}

const result = (type: ErrorType, key: string, field?: FieldLabel): ClassifiedError =>
  field ? { type, key, field } : { type, key };

const fieldMessage = (key: 'fieldRequired' | 'fieldInvalid', field: FieldLabel): ClassifiedError => ({
  type: 'validation',
  key,
  params: { field },
  field,
});

// ---------------------------------------------------------------------------------------------------------------
// Field-level messages (spec section 5)
// ---------------------------------------------------------------------------------------------------------------

/** What the visitor can do about a refused request field: correct a form field, or redo an earlier step. */
type FieldRemedy = { label: FieldLabel } | { redo: 'jobNotFound' | 'contactOutOfSync' | 'callSetupFailed' };

/**
 * Every request field a refusal can name (`details.fields[].field`, nested ones by their first part), and what
 * the visitor does about it. The fields the wizard fills itself cannot be corrected in a form: the job, contact
 * or interview made earlier is gone or out of step, and the message says what to redo.
 */
const REQUEST_FIELDS: Record<string, FieldRemedy> = {
  firstName: { label: 'firstName' },
  // The contact's name is built from the first and last names; the first is the required one.
  name: { label: 'firstName' },
  lastName: { label: 'lastName' },
  company: { label: 'company' },
  phone: { label: 'phone' },
  phone_number: { label: 'phone' },
  email: { label: 'email' },
  url: { label: 'jobUrl' },
  job_description: { label: 'jobDescription' },
  content: { label: 'jobDescription' },
  persona: { label: 'persona' },
  selectedPersona: { label: 'persona' },
  // Voice, tone and sharpness all follow from the persona the visitor picked.
  voice: { label: 'persona' },
  tone: { label: 'persona' },
  sharpness: { label: 'persona' },
  inputType: { label: 'inputType' },
  language: { label: 'language' },
  targetLanguage: { label: 'language' },
  jobId: { redo: 'jobNotFound' },
  job: { redo: 'jobNotFound' },
  contact: { redo: 'contactOutOfSync' },
  external_id: { redo: 'contactOutOfSync' },
  additional_context: { redo: 'contactOutOfSync' },
  interview: { redo: 'callSetupFailed' },
  date: { redo: 'callSetupFailed' },
  status: { redo: 'callSetupFailed' },
  use_case: { redo: 'callSetupFailed' },
  force_eligibility: { redo: 'callSetupFailed' },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refused fields a refusal lists: `details.fields: [{ field, issue }]` (shared/errors.ts). */
function fieldIssues({ details }: Pick<ApiError, 'details'>): { field: string; issue: unknown }[] {
  if (!isObject(details) || !Array.isArray(details.fields)) return [];
  return details.fields.flatMap((entry) =>
    isObject(entry) && typeof entry.field === 'string' ? [{ field: entry.field, issue: entry.issue }] : [],
  );
}

/** The refusal's `details.reason`, which tells apart refusals of one code (shared/errors.ts). */
const reasonOf = ({ details }: Pick<ApiError, 'details'>): unknown => (isObject(details) ? details.reason : undefined);

/** One refused field's message: the form field to correct (filled in, or checked again), or what to redo. */
function fieldIssueMessage(field: string, issue: unknown): ClassifiedError | null {
  const remedy = REQUEST_FIELDS[field] ?? REQUEST_FIELDS[field.split('.')[0] ?? field];
  if (!remedy) return null;
  if ('redo' in remedy) return result('validation', remedy.redo);
  // The phone number's bounds (8 to 20 characters) have their own message.
  if (remedy.label === 'phone' && issue === 'length') return result('validation', 'phoneLength', 'phone');
  return fieldMessage(issue === 'required' ? 'fieldRequired' : 'fieldInvalid', remedy.label);
}

/** The message of the first refused field the wizard knows; null when the refusal names none. */
function fieldError(error: Pick<ApiError, 'details'>): ClassifiedError | null {
  for (const { field, issue } of fieldIssues(error)) {
    const classified = fieldIssueMessage(field, issue);
    if (classified) return classified;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Classification
// ---------------------------------------------------------------------------------------------------------------

const fixed = (type: ErrorType, key: string, field?: FieldLabel) => (): ClassifiedError => result(type, key, field);

/**
 * The gateway's codes (shared/errors.ts) and the message each shows, with the details that tell refusals of one
 * code apart; checked before the status. The status alone would hide the specific messages behind broad ones: a
 * URL_FETCH_FAILED answer is a 502 and would read 'server error'; an INVALID_URL, URL_NOT_ALLOWED or INVALID_PHONE
 * answer is a 400 and would read 'validation error'; an UPSTREAM_TIMEOUT is a 504 and would not say it timed out;
 * the captcha answers are 403s and would read 'forbidden'. A VALIDATION_ERROR is the visitor's input refused: its
 * fields say which message.
 */
const BY_CODE: Partial<Record<ErrorCode, (error: ApiError) => ClassifiedError>> = {
  DEMO_RATE_LIMIT_EXCEEDED: (error) =>
    result('rate-limit', reasonOf(error) === 'already_called' ? 'alreadyCalled' : 'rateLimit'),
  RATE_LIMIT_EXCEEDED: fixed('rate-limit', 'rateLimit'),
  CAPTCHA_REQUIRED: fixed('authentication', 'captchaRequired'),
  CAPTCHA_INVALID: fixed('authentication', 'captchaInvalid'),
  BLACKLISTED: fixed('authentication', 'blacklisted'),
  ORIGIN_NOT_ALLOWED: fixed('network', 'originNotAllowed'),
  INVALID_PHONE: (error) =>
    fieldIssues(error).some(({ issue }) => issue === 'length')
      ? result('validation', 'phoneLength', 'phone')
      : result('validation', 'invalidPhone', 'phone'),
  INVALID_URL: fixed('validation', 'invalidUrl', 'jobUrl'),
  URL_NOT_ALLOWED: fixed('validation', 'urlNotAllowed', 'jobUrl'),
  URL_NOT_JOB_POSTING: fixed('validation', 'urlNotJobPosting', 'jobUrl'),
  URL_INSUFFICIENT: fixed('validation', 'urlInsufficient', 'jobUrl'),
  URL_FETCH_FAILED: fixed('server', 'urlFailed'),
  UPSTREAM_TIMEOUT: fixed('server', 'timeout'),
  // Only a pasted job description makes a demo request that large.
  PAYLOAD_TOO_LARGE: fixed('validation', 'contentTooLong', 'jobDescription'),
  VALIDATION_ERROR: (error) => fieldError(error) ?? result('validation', 'validation'),
};

/**
 * A failure without a code the wizard knows (a proxy's answer, no answer at all): by how it failed, then by its
 * status, in the spec's order (section 8). The message is for people and is never read.
 */
function byStatus(error: ApiError): ClassifiedError {
  if (error.kind === 'network') return result('network', 'network');
  if (error.kind === 'timeout') return result('network', 'timeout');
  if (error.kind === 'aborted') return result('generic', 'generic');
  const { status } = error;
  if (status === 429) return result('rate-limit', 'rateLimit');
  if (status !== null && status >= 500) return result('server', 'server');
  if (status === 408) return result('network', 'timeout');
  if (status === 404) return result('generic', 'notFound');
  const field = fieldError(error);
  if (field) return field;
  if (status === 400) return result('validation', 'validation');
  if (status === 401) return result('authentication', 'unauthorized');
  if (status === 403) return result('authentication', 'forbidden');
  return result('generic', 'generic');
}

export function classifyError(error: ApiError): ClassifiedError {
  const byCode =
    error.code !== null && Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code as ErrorCode] : undefined;
  return byCode ? byCode(error) : byStatus(error);
}
