import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/demo-errors.json';
import es from '../../locales/es/demo-errors.json';
import fr from '../../locales/fr/demo-errors.json';
import { DEMO_MESSAGES } from '../../shared/demo';
import type { ApiError } from '../runtime/api-error';
import { type ClassifiedError, classifyError, FIELD_LABELS } from './classify';
import { describeError } from './error-text';

/** An answer of the gateway (or a proxy) with an error status. */
const error = (message: string, status: number | null = null, code: string | null = null, details: unknown = null) =>
  ({ kind: 'http', message, status, endpoint: '/api/test', code, details, raw: null }) satisfies ApiError;

/** A call that got no answer. */
const unanswered = (kind: 'network' | 'timeout' | 'aborted', message = 'whatever the browser said') =>
  ({ kind, message, status: null, endpoint: '/api/test', code: null, details: null, raw: null }) satisfies ApiError;

type Row = [name: string, error: ApiError, expected: ClassifiedError];

const field = (key: 'fieldRequired' | 'fieldInvalid', label: string): ClassifiedError =>
  ({ type: 'validation', key, params: { field: label }, field: label }) as ClassifiedError;

/**
 * A failure without a code the wizard knows, in the spec's order (section 8): how it failed, then its status.
 * The words of a message never decide: rows whose words say something else show it.
 */
const SPEC_ORDER: Row[] = [
  // 1. No answer: the network (or a CORS refusal), a time-out, a cancelled call.
  ['a network failure', unanswered('network', 'Network error: Failed to fetch'), { type: 'network', key: 'network' }],
  [
    "a network failure whose words say 'rate limit'",
    unanswered('network', 'rate limit'),
    { type: 'network', key: 'network' },
  ],
  ["the client's time-out", unanswered('timeout'), { type: 'network', key: 'timeout' }],
  ['a cancelled call', unanswered('aborted', 'Request cancelled.'), { type: 'generic', key: 'generic' }],
  // 2. Rate limit: status 429.
  ['status 429 alone', error('Slow down', 429), { type: 'rate-limit', key: 'rateLimit' }],
  ["a 429 whose words say 'server'", error('Internal server overload', 429), { type: 'rate-limit', key: 'rateLimit' }],
  [
    "a 500 whose words say 'rate limit' is a server error",
    error('Upstream rate limit hit', 500),
    { type: 'server', key: 'server' },
  ],
  // 3. Status 500 and above.
  ['a 500 without a code', error('Something went wrong', 500), { type: 'server', key: 'server' }],
  [
    'a 502 whose words name the network is a server error',
    error('Network is unreachable', 502),
    { type: 'server', key: 'server' },
  ],
  ['a 504 with no code is server, not timeout', error('Gateway Timeout', 504), { type: 'server', key: 'server' }],
  // 4. A proxy's time-out.
  ['status 408', error('Request Timeout', 408), { type: 'network', key: 'timeout' }],
  // 5. 404.
  ['a 404 without a code', error('Not found.', 404), { type: 'generic', key: 'notFound' }],
  [
    'an HTML 404 page',
    error('API Error 404: Endpoint not found (HTML error page returned)', 404),
    { type: 'generic', key: 'notFound' },
  ],
  [
    "a 404 whose words look like a field's refusal",
    error('email is required', 404),
    { type: 'generic', key: 'notFound' },
  ],
  // 6. The fields a refusal names.
  [
    'fields named without a code',
    error('Invalid request: check email.', 400, null, { fields: [{ field: 'email', issue: 'invalid' }] }),
    field('fieldInvalid', 'email'),
  ],
  [
    "a refusal's words alone name no field",
    error('job_description is required and must be a string', 400),
    { type: 'validation', key: 'validation' },
  ],
  // 7. 400.
  ['another 400', error('The recruiter service refused the request.', 400), { type: 'validation', key: 'validation' }],
  [
    "a 400 whose words say 'not found'",
    error('Job with ID 5 not found', 400),
    { type: 'validation', key: 'validation' },
  ],
  // 8. 401.
  ['a 401', error('Nope', 401), { type: 'authentication', key: 'unauthorized' }],
  // 9. 403.
  ['a 403', error('Nope', 403), { type: 'authentication', key: 'forbidden' }],
  ["a 403 whose words say 'unauthorized'", error('Unauthorized', 403), { type: 'authentication', key: 'forbidden' }],
  // 10. Otherwise generic, whatever the words.
  ['a 418', error("I'm a teapot", 418), { type: 'generic', key: 'generic' }],
  ["a 418 whose words say 'server'", error('Server exploded', 418), { type: 'generic', key: 'generic' }],
  ['a 422 without a code', error(DEMO_MESSAGES.urlNotJobPosting, 422), { type: 'generic', key: 'generic' }],
];

/** The gateway's codes that name their case, checked before the order (classify.ts says why). */
const BY_CODE: Row[] = [
  [
    'a number already called today',
    error(DEMO_MESSAGES.alreadyCalled, 429, 'DEMO_RATE_LIMIT_EXCEEDED', {
      retryAfter: 86_400,
      action: 'call-creation',
      reason: 'already_called',
    }),
    { type: 'rate-limit', key: 'alreadyCalled' },
  ],
  [
    "the demo limit's words without its reason",
    error(DEMO_MESSAGES.alreadyCalled, 429, 'DEMO_RATE_LIMIT_EXCEEDED'),
    { type: 'rate-limit', key: 'rateLimit' },
  ],
  [
    'captcha required',
    error(DEMO_MESSAGES.captchaRequired, 403, 'CAPTCHA_REQUIRED'),
    { type: 'authentication', key: 'captchaRequired' },
  ],
  [
    'captcha invalid',
    error(DEMO_MESSAGES.captchaInvalid, 403, 'CAPTCHA_INVALID'),
    { type: 'authentication', key: 'captchaInvalid' },
  ],
  ['blacklisted', error(DEMO_MESSAGES.blacklisted, 403, 'BLACKLISTED'), { type: 'authentication', key: 'blacklisted' }],
  [
    'origin not allowed',
    error('This site is not allowed to call the Alex API.', 403, 'ORIGIN_NOT_ALLOWED'),
    { type: 'network', key: 'originNotAllowed' },
  ],
  [
    'a phone out of bounds',
    error(DEMO_MESSAGES.phoneLength, 400, 'INVALID_PHONE', { fields: [{ field: 'phone_number', issue: 'length' }] }),
    { type: 'validation', key: 'phoneLength', field: 'phone' },
  ],
  [
    "the lead's phone out of bounds",
    error(DEMO_MESSAGES.phoneLength, 400, 'INVALID_PHONE', { fields: [{ field: 'phone', issue: 'length' }] }),
    { type: 'validation', key: 'phoneLength', field: 'phone' },
  ],
  [
    'a phone the demo cannot call',
    error(DEMO_MESSAGES.invalidPhone, 400, 'INVALID_PHONE', { fields: [{ field: 'phone_number', issue: 'invalid' }] }),
    { type: 'validation', key: 'invalidPhone', field: 'phone' },
  ],
  [
    "the phone length's words without its fields",
    error(DEMO_MESSAGES.phoneLength, 400, 'INVALID_PHONE'),
    { type: 'validation', key: 'invalidPhone', field: 'phone' },
  ],
  [
    'an invalid URL',
    error(DEMO_MESSAGES.invalidUrl, 400, 'INVALID_URL'),
    { type: 'validation', key: 'invalidUrl', field: 'jobUrl' },
  ],
  [
    'a URL that cannot be read',
    error(DEMO_MESSAGES.urlNotAllowed, 400, 'URL_NOT_ALLOWED'),
    { type: 'validation', key: 'urlNotAllowed', field: 'jobUrl' },
  ],
  [
    'a page that is not a job post',
    error(DEMO_MESSAGES.urlNotJobPosting, 422, 'URL_NOT_JOB_POSTING'),
    { type: 'validation', key: 'urlNotJobPosting', field: 'jobUrl' },
  ],
  [
    'a job post with too little',
    error(DEMO_MESSAGES.urlInsufficient, 422, 'URL_INSUFFICIENT'),
    { type: 'validation', key: 'urlInsufficient', field: 'jobUrl' },
  ],
  [
    'a URL fetch failure behind a 502',
    error(DEMO_MESSAGES.urlFailed, 502, 'URL_FETCH_FAILED'),
    { type: 'server', key: 'urlFailed' },
  ],
  [
    'a URL fetch time-out behind a 504',
    error(DEMO_MESSAGES.urlFailed, 504, 'URL_FETCH_FAILED'),
    { type: 'server', key: 'urlFailed' },
  ],
  [
    'the backend timing out',
    error('The recruiter service took too long to answer.', 504, 'UPSTREAM_TIMEOUT'),
    { type: 'server', key: 'timeout' },
  ],
  [
    'a body too large',
    error('The request body is too large.', 413, 'PAYLOAD_TOO_LARGE'),
    { type: 'validation', key: 'contentTooLong', field: 'jobDescription' },
  ],
  // VALIDATION_ERROR goes to the field messages, then the validation message; its words are not read.
  [
    'a job the session does not own',
    error('Job with ID 5 not found or not accessible', 400, 'VALIDATION_ERROR', {
      fields: [{ field: 'jobId', issue: 'not_found' }],
    }),
    { type: 'validation', key: 'jobNotFound' },
  ],
  ['invalid JSON', error('Invalid JSON body.', 400, 'VALIDATION_ERROR'), { type: 'validation', key: 'validation' }],
  [
    "a refusal's words are not read",
    error('Content contains inappropriate material', 400, 'VALIDATION_ERROR'),
    { type: 'validation', key: 'validation' },
  ],
  [
    'a refusal that says server',
    error('Server refused: bad voice', 400, 'VALIDATION_ERROR'),
    { type: 'validation', key: 'validation' },
  ],
  [
    'a code the wizard does not know goes to the order',
    error('Odd', 418, 'SOMETHING_NEW'),
    { type: 'generic', key: 'generic' },
  ],
  ['a code named like an object property', error('Odd', 418, 'toString'), { type: 'generic', key: 'generic' }],
];

const invalid = (fields: { field: string; issue: string }[]) =>
  error('Invalid request: check them.', 400, 'VALIDATION_ERROR', {
    fields: fields.map((entry) => ({ ...entry, message: 'Any words at all' })),
  });

const redo = (key: string): ClassifiedError => ({ type: 'validation', key });

/**
 * VALIDATION_ERROR `details.fields: [{ field, issue }]` (shared/errors.ts), from the gateway's schemas and the
 * backends' refusals: one row per request field, and the first field the wizard knows decides.
 */
const FIELD_ISSUES: Row[] = [
  // The fields of the visitor's forms.
  ['a required first name', invalid([{ field: 'firstName', issue: 'required' }]), field('fieldRequired', 'firstName')],
  [
    "the contact's name is the first name",
    invalid([{ field: 'name', issue: 'length' }]),
    field('fieldInvalid', 'firstName'),
  ],
  ['a last name', invalid([{ field: 'lastName', issue: 'length' }]), field('fieldInvalid', 'lastName')],
  ['a company', invalid([{ field: 'company', issue: 'invalid' }]), field('fieldInvalid', 'company')],
  ['an e-mail', invalid([{ field: 'email', issue: 'invalid' }]), field('fieldInvalid', 'email')],
  ['a required e-mail', invalid([{ field: 'email', issue: 'required' }]), field('fieldRequired', 'email')],
  [
    'the phone bounds',
    invalid([{ field: 'phone_number', issue: 'length' }]),
    { type: 'validation', key: 'phoneLength', field: 'phone' },
  ],
  [
    "the lead's phone bounds",
    invalid([{ field: 'phone', issue: 'length' }]),
    { type: 'validation', key: 'phoneLength', field: 'phone' },
  ],
  ['a required phone', invalid([{ field: 'phone_number', issue: 'required' }]), field('fieldRequired', 'phone')],
  ['a phone not of its form', invalid([{ field: 'phone_number', issue: 'invalid' }]), field('fieldInvalid', 'phone')],
  ['a URL', invalid([{ field: 'url', issue: 'required' }]), field('fieldRequired', 'jobUrl')],
  [
    'a required description',
    invalid([{ field: 'job_description', issue: 'required' }]),
    field('fieldRequired', 'jobDescription'),
  ],
  [
    'a description too short or long',
    invalid([{ field: 'job_description', issue: 'length' }]),
    field('fieldInvalid', 'jobDescription'),
  ],
  ['a pasted text', invalid([{ field: 'content', issue: 'required' }]), field('fieldRequired', 'jobDescription')],
  ['a persona', invalid([{ field: 'persona', issue: 'required' }]), field('fieldRequired', 'persona')],
  ["the lead's persona", invalid([{ field: 'selectedPersona', issue: 'invalid' }]), field('fieldInvalid', 'persona')],
  ['the voice follows the persona', invalid([{ field: 'voice', issue: 'invalid' }]), field('fieldInvalid', 'persona')],
  ['the tone follows the persona', invalid([{ field: 'tone', issue: 'invalid' }]), field('fieldInvalid', 'persona')],
  [
    'the sharpness follows the persona',
    invalid([{ field: 'sharpness', issue: 'invalid' }]),
    field('fieldInvalid', 'persona'),
  ],
  ['an input type', invalid([{ field: 'inputType', issue: 'invalid' }]), field('fieldInvalid', 'inputType')],
  ['a language', invalid([{ field: 'language', issue: 'invalid' }]), field('fieldInvalid', 'language')],
  ['a target language', invalid([{ field: 'targetLanguage', issue: 'required' }]), field('fieldRequired', 'language')],
  // The fields the wizard fills itself: what to redo.
  ['a job not found', invalid([{ field: 'jobId', issue: 'not_found' }]), redo('jobNotFound')],
  ['a job id not of its form', invalid([{ field: 'jobId', issue: 'invalid' }]), redo('jobNotFound')],
  ["the audio demo's nested job id", invalid([{ field: 'job.id', issue: 'invalid' }]), redo('jobNotFound')],
  ['a contact not found', invalid([{ field: 'contact', issue: 'not_found' }]), redo('contactOutOfSync')],
  ['a required contact', invalid([{ field: 'contact', issue: 'required' }]), redo('contactOutOfSync')],
  ['an external id', invalid([{ field: 'external_id', issue: 'required' }]), redo('contactOutOfSync')],
  ["the contact's context", invalid([{ field: 'additional_context', issue: 'length' }]), redo('contactOutOfSync')],
  ['an interview not found', invalid([{ field: 'interview', issue: 'not_found' }]), redo('callSetupFailed')],
  ['a required interview', invalid([{ field: 'interview', issue: 'required' }]), redo('callSetupFailed')],
  ['a call date', invalid([{ field: 'date', issue: 'invalid' }]), redo('callSetupFailed')],
  ['a call status', invalid([{ field: 'status', issue: 'invalid' }]), redo('callSetupFailed')],
  ['a use case', invalid([{ field: 'use_case', issue: 'invalid' }]), redo('callSetupFailed')],
  ['a force_eligibility', invalid([{ field: 'force_eligibility', issue: 'invalid' }]), redo('callSetupFailed')],
  // Which field decides.
  [
    'an unknown field is skipped for the next one',
    invalid([
      { field: 'nickname', issue: 'unknown' },
      { field: 'email', issue: 'invalid' },
    ]),
    field('fieldInvalid', 'email'),
  ],
  [
    'only unknown fields',
    invalid([{ field: 'nickname', issue: 'unknown' }]),
    { type: 'validation', key: 'validation' },
  ],
  [
    'a template of another language',
    invalid([{ field: 'custom_template.id', issue: 'invalid' }]),
    { type: 'validation', key: 'validation' },
  ],
  [
    'a body that is not an object',
    invalid([{ field: '(body)', issue: 'invalid' }]),
    { type: 'validation', key: 'validation' },
  ],
  [
    'fields that are not a list',
    error('Invalid', 400, 'VALIDATION_ERROR', { fields: 'email' }),
    { type: 'validation', key: 'validation' },
  ],
];
describe('classifyError, in the spec order (section 8)', () => {
  it.each(SPEC_ORDER)('%s', (_name, input, expected) => {
    expect(classifyError(input)).toEqual(expected);
  });
});

describe('classifyError, by the gateway codes first', () => {
  it.each(BY_CODE)('%s', (_name, input, expected) => {
    expect(classifyError(input)).toEqual(expected);
  });
});

describe('classifyError, from the field issues the gateway lists', () => {
  it.each(FIELD_ISSUES)('%s', (_name, input, expected) => {
    expect(classifyError(input)).toEqual(expected);
  });
});

// Translations.

const namespaces = { en, fr, es };
const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the demo-errors texts', () => {
  const produced = [...new Set([...SPEC_ORDER, ...BY_CODE, ...FIELD_ISSUES].map(([, , expected]) => expected.key))];

  it.each(Object.entries(namespaces))(
    '%s has every message the classification produces and every label',
    (_lang, texts) => {
      const keys = keysOf(texts);
      expect(produced.filter((key) => !keys.includes(key))).toEqual([]);
      expect(FIELD_LABELS.filter((label) => !keys.includes(`fields.${label}`))).toEqual([]);
      expect(keys).toContain('title');
    },
  );

  it.each(['fr', 'es'] as const)('%s has the same keys as English', (language) => {
    expect(keysOf(namespaces[language]).sort()).toEqual(keysOf(en).sort());
  });

  it("keeps the spec's English wording", () => {
    expect(en).toMatchObject({
      rateLimit: 'Too many requests. Please wait a moment.',
      captchaRequired: DEMO_MESSAGES.captchaRequired,
      captchaInvalid: DEMO_MESSAGES.captchaInvalid,
      blacklisted: DEMO_MESSAGES.blacklisted,
      invalidPhone: DEMO_MESSAGES.invalidPhone,
      phoneLength: DEMO_MESSAGES.phoneLength,
      alreadyCalled: DEMO_MESSAGES.alreadyCalled,
      invalidUrl: DEMO_MESSAGES.invalidUrl,
      urlNotJobPosting: DEMO_MESSAGES.urlNotJobPosting,
      urlInsufficient: DEMO_MESSAGES.urlInsufficient,
      urlFailed: DEMO_MESSAGES.urlFailed,
      fieldRequired: 'Please fill in your {{field}}.',
      fieldInvalid: 'Please double-check your {{field}} and try again.',
    });
  });
});

describe('describeError', () => {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { en: { 'demo-errors': en }, fr: { 'demo-errors': fr }, es: { 'demo-errors': es } },
  });
  const t = (language: string) => i18n.getFixedT(language, 'demo-errors');

  it.each([
    ['en', classifyError(invalid([{ field: 'email', issue: 'required' }])), 'Please fill in your e-mail address.'],
    [
      'en',
      classifyError(invalid([{ field: 'url', issue: 'invalid' }])),
      'Please double-check your job post URL and try again.',
    ],
    [
      'fr',
      classifyError(invalid([{ field: 'phone_number', issue: 'required' }])),
      'Merci de renseigner votre numéro de téléphone.',
    ],
    [
      'es',
      classifyError(invalid([{ field: 'job_description', issue: 'length' }])),
      'Revise el campo «descripción del puesto» e inténtelo de nuevo.',
    ],
    ['en', classifyError(unanswered('network')), en.network],
    ['en', { key: 'noSuchKey' }, en.generic],
  ])('%s: %o reads %s', (language, classified, text) => {
    expect(describeError(t(language), classified)).toBe(text);
  });
});
