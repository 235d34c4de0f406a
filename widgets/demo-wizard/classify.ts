/**
 * Which message a failed gateway call shows (spec section 8, "Classification of API errors", and section 5's
 * field messages): one {@link ApiError} in, one error type and one key of the `demo-errors` namespace out.
 */
import { DEMO_MESSAGES } from '../../shared/demo';
import type { ApiError } from './api-error';

export type ErrorType = 'generic' | 'validation' | 'rate-limit' | 'network' | 'server' | 'authentication';

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

/** The request fields the gateway and the backend name, by the form field the visitor fills them from. */
const FIELD_OF_PARAM: Record<string, FieldLabel> = {
  firstName: 'firstName',
  first_name: 'firstName',
  // The contact's name is built from the first and last names; the first is the required one.
  name: 'firstName',
  lastName: 'lastName',
  last_name: 'lastName',
  company: 'company',
  phone: 'phone',
  phone_number: 'phone',
  email: 'email',
  url: 'jobUrl',
  job_description: 'jobDescription',
  description: 'jobDescription',
  content: 'jobDescription',
  persona: 'persona',
  selectedPersona: 'persona',
  // Voice, tone and sharpness all follow from the persona the visitor picked.
  voice: 'persona',
  tone: 'persona',
  sharpness: 'persona',
  inputType: 'inputType',
  language: 'language',
  targetLanguage: 'language',
};

/**
 * Request fields the wizard fills itself. When the server refuses one, no form field can fix it: the job,
 * contact or interview the visitor made earlier is gone or out of step, and the message says what to redo.
 */
const REMEDY_OF_PARAM: Record<string, string> = {
  jobId: 'jobNotFound',
  job: 'jobNotFound',
  contact: 'contactOutOfSync',
  external_id: 'contactOutOfSync',
  additional_context: 'contactOutOfSync',
  interview: 'callSetupFailed',
  date: 'callSetupFailed',
  status: 'callSetupFailed',
  use_case: 'callSetupFailed',
  force_eligibility: 'callSetupFailed',
};

/** A request field's message: the form field to fix, or what to redo. `required` picks the fill-in wording. */
function paramMessage(param: string, required: boolean): ClassifiedError | null {
  const top = param.split('.')[0] ?? param;
  const field = FIELD_OF_PARAM[param] ?? FIELD_OF_PARAM[top];
  if (field) return fieldMessage(required ? 'fieldRequired' : 'fieldInvalid', field);
  const remedy = REMEDY_OF_PARAM[param] ?? REMEDY_OF_PARAM[top];
  return remedy ? result('validation', remedy) : null;
}

const phoneLength = (): ClassifiedError => result('validation', 'phoneLength', 'phone');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The gateway's VALIDATION_ERROR lists each field at fault (`details.fields`, server/errors.ts parseBody) with
 * the schema's terse message; the first field the wizard knows decides the message.
 */
function fromFieldIssues(details: unknown): ClassifiedError | null {
  if (!isObject(details) || !Array.isArray(details.fields)) return null;
  for (const issue of details.fields) {
    if (!isObject(issue) || typeof issue.field !== 'string') continue;
    const message = typeof issue.message === 'string' ? issue.message : '';
    // The shared schema bounds the phone number to 8-20 characters and checks nothing else about it.
    if (/^phone(_number)?$/.test(issue.field) && !/required/i.test(message)) return phoneLength();
    const required = /required|received undefined|>=\s*1 character/i.test(message);
    const classified = paramMessage(issue.field, required);
    if (classified) return classified;
  }
  return null;
}

/** The server's validation messages, gateway and backend (spec section 5), most specific first. */
const MESSAGE_PATTERNS: readonly [RegExp, (match: RegExpMatchArray) => ClassifiedError | null][] = [
  // The phone bounds read as the wizard's own phone length message.
  [/\bphone(_number)?\b.*\bbetween 8 and 20\b/i, phoneLength],
  [
    /^\s*([\w.]+) is required and must be an? (string|number|integer|boolean)\b/i,
    (m) => paramMessage(m[1] ?? '', true),
  ],
  [/\bfield\s+['"`]?([\w.]+)['"`]?\s+must be an? string\b/i, (m) => paramMessage(m[1] ?? '', false)],
  [/\bdescription\b.*\btoo (short|long)\b/i, () => fieldMessage('fieldInvalid', 'jobDescription')],
  [/^\s*([\w.]+) is too (short|long)\b/i, (m) => paramMessage(m[1] ?? '', false)],
  [/\binvalid job id format\b/i, () => result('validation', 'jobNotFound')],
  [/\bjob\b.*\bnot found\b/i, () => result('validation', 'jobNotFound')],
  [/\bexternal[_ ]?id\b.*\brequired\b/i, () => result('validation', 'contactOutOfSync')],
  [/^\s*contact\b.*\b(required|must be a number|not found)\b/i, () => result('validation', 'contactOutOfSync')],
  [
    /^\s*interview\b(?! template).*\b(required|must be a number|not found)\b/i,
    () => result('validation', 'callSetupFailed'),
  ],
  [/\b(status|use_case) must be one of\b/i, () => result('validation', 'callSetupFailed')],
  [/\bforce_eligibility must be (a )?boolean\b/i, () => result('validation', 'callSetupFailed')],
  [/\bscheduled call\b/i, () => result('validation', 'callSetupFailed')],
  [/\binvalid json\b/i, () => result('validation', 'validation')],
  [/\b(content|targetLanguage|language|persona|url)\b (is )?required\b/i, (m) => paramMessage(m[1] ?? '', true)],
  [/^\s*([\w.]+) must (be|contain)\b/i, (m) => paramMessage(m[1] ?? '', false)],
];

/** The field-level message for a validation failure, from its details or its wording; null when neither says. */
export function fieldError(error: Pick<ApiError, 'message' | 'details'>): ClassifiedError | null {
  const fromDetails = fromFieldIssues(error.details);
  if (fromDetails) return fromDetails;
  for (const [pattern, classify] of MESSAGE_PATTERNS) {
    const match = error.message.match(pattern);
    const classified = match && classify(match);
    if (classified) return classified;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Specific texts (spec section 8, near the end of the order)
// ---------------------------------------------------------------------------------------------------------------

const SPECIFIC_TEXTS: readonly [RegExp, (error: ApiError) => ClassifiedError][] = [
  [
    /\bkey (is )?not configured\b/i,
    // The text provider's key checks pasted text; the scraping provider's reads URLs.
    (error) =>
      /url|scrap|crawl/i.test(`${error.message} ${error.endpoint}`)
        ? result('server', 'urlProcessingUnavailable')
        : result('server', 'contentVerificationUnavailable'),
  ],
  [
    /\bcontent contains inappropriate material\b/i,
    () => result('validation', 'contentInappropriate', 'jobDescription'),
  ],
  [
    /\binsufficient content for interview generation\b/i,
    () => result('validation', 'contentInsufficient', 'jobDescription'),
  ],
  [/\bcontent verification failed\b/i, () => result('server', 'contentVerificationFailed')],
  [/\burl processing (is )?(not available|unavailable)\b/i, () => result('server', 'urlProcessingUnavailable')],
  [/\bnot (appear to be )?a job posting\b/i, () => result('validation', 'urlNotJobPosting', 'jobUrl')],
  [/\b(doesn't|does not) contain enough information\b/i, () => result('validation', 'urlInsufficient', 'jobUrl')],
  [/\bfailed to process job url\b/i, () => result('server', 'urlFailed')],
  [/\bjob data missing\b/i, () => result('generic', 'jobDataMissing')],
  [/\bfailed to send to hubspot\b/i, () => result('server', 'crmSaveFailed')],
];

function specificText(error: ApiError): ClassifiedError | null {
  const found = SPECIFIC_TEXTS.find(([pattern]) => pattern.test(error.message));
  return found ? found[1](error) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Classification
// ---------------------------------------------------------------------------------------------------------------

/**
 * The gateway's codes that name the case on their own, checked before the spec's order. That order matches
 * on status and wording first, so taken alone it would hide the specific messages behind broad ones: a
 * URL_FETCH_FAILED or HUBSPOT_ERROR answer is a 502 and would read 'server error'; an INVALID_URL,
 * URL_NOT_ALLOWED or INVALID_PHONE answer is a 400 and would read 'validation error'; an UPSTREAM_TIMEOUT is a
 * 504 and would not say it timed out; a VALIDATION_ERROR 'Job with ID 5 not found or not accessible' would
 * read 'not found' rather than 'restart the demo from step 1'; the captcha answers are 403s and would read
 * 'forbidden'. A VALIDATION_ERROR always is the visitor's input refused, so it goes straight to the field
 * messages and then the specific texts (a 400 'Content contains inappropriate material' stays reachable).
 */
function byCode(error: ApiError): ClassifiedError | null {
  switch (error.code) {
    case 'DEMO_RATE_LIMIT_EXCEEDED':
    case 'RATE_LIMIT_EXCEEDED':
      return result('rate-limit', error.message === DEMO_MESSAGES.alreadyCalled ? 'alreadyCalled' : 'rateLimit');
    case 'CAPTCHA_REQUIRED':
      return result('authentication', 'captchaRequired');
    case 'CAPTCHA_INVALID':
      return result('authentication', 'captchaInvalid');
    case 'BLACKLISTED':
      return result('authentication', 'blacklisted');
    case 'ORIGIN_NOT_ALLOWED':
      return result('network', 'originNotAllowed');
    case 'INVALID_PHONE':
      return error.message === DEMO_MESSAGES.phoneLength
        ? phoneLength()
        : result('validation', 'invalidPhone', 'phone');
    case 'INVALID_URL':
      return result('validation', 'invalidUrl', 'jobUrl');
    case 'URL_NOT_ALLOWED':
      return result('validation', 'urlNotAllowed', 'jobUrl');
    case 'URL_NOT_JOB_POSTING':
      return result('validation', 'urlNotJobPosting', 'jobUrl');
    case 'URL_INSUFFICIENT':
      return result('validation', 'urlInsufficient', 'jobUrl');
    case 'URL_FETCH_FAILED':
      return result('server', 'urlFailed');
    case 'UPSTREAM_TIMEOUT':
      return result('server', 'timeout');
    case 'HUBSPOT_ERROR':
      return result('server', 'crmSaveFailed');
    // Only a pasted job description makes a demo request that large.
    case 'PAYLOAD_TOO_LARGE':
      return result('validation', 'contentTooLong', 'jobDescription');
    case 'VALIDATION_ERROR':
      return fieldError(error) ?? specificText(error) ?? result('validation', 'validation');
    default:
      return null;
  }
}

const API_ERROR_STATUS = /\bAPI Error (\d{3})\b/i;

/** The spec's order, as written (section 8). `status` is the response's, or the one an 'API Error N' names. */
function bySpecOrder(error: ApiError, status: number | null): ClassifiedError {
  const text = error.message;
  if (error.code === 'DEMO_RATE_LIMIT_EXCEEDED' || /rate limit/i.test(text) || status === 429) {
    return result('rate-limit', 'rateLimit');
  }
  if (/network|cors|cross-origin|failed to fetch/i.test(text)) return result('network', 'network');
  if ((status !== null && status >= 500) || /server|internal/i.test(text)) return result('server', 'server');
  if (/time[\s-]?out|timed out/i.test(text) || status === 408) return result('network', 'timeout');
  if (status === 404 || /not found/i.test(text)) return result('generic', 'notFound');
  const field = fieldError(error);
  if (field) return field;
  if (status === 400) return result('validation', 'validation');
  if (status === 401 || /unauthori[sz]ed/i.test(text)) return result('authentication', 'unauthorized');
  if (status === 403 || /forbidden/i.test(text)) return result('authentication', 'forbidden');
  // A message built from a status the error object no longer carries ('API Error 502: Bad Gateway').
  const named = status === null ? text.match(API_ERROR_STATUS) : null;
  if (named) return bySpecOrder(error, Number(named[1]));
  return specificText(error) ?? result('generic', 'generic');
}

export function classifyError(error: ApiError): ClassifiedError {
  return byCode(error) ?? bySpecOrder(error, error.status);
}
