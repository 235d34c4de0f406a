/**
 * The zod/mini schemas of every demo payload (spec section 3), shared by the gateway, which validates every
 * request with them, and the tests. Unknown fields are refused (strict objects) so a typo never passes silently.
 */
import * as z from 'zod/mini';
import { attributionRequest } from './attribution';
import { DEMO_TEXT_BOUNDS as BOUNDS, CALL_USE_CASE, PERSONAS, SHARPNESS, TONES } from './demo';
import { LANGUAGES } from './languages';
import { isSingleLineText, SINGLE_LINE_MESSAGE } from './plain-text';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const id = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const language = z.enum(LANGUAGES);
const tone = z.enum(TONES);
const sharpness = z.enum(SHARPNESS);

export const parseJobRequest = z.strictObject({ job_description: text(BOUNDS.jobDescription) });

export const generateInterviewRequest = z.strictObject({
  name: text(BOUNDS.interviewName),
  jobId: id,
  language,
  voice: text(BOUNDS.voiceName),
  tone,
  sharpness,
});

/** The audio demo's form of the same request. */
export const generateInterviewAudioRequest = z.strictObject({
  name: text(BOUNDS.interviewName),
  job: z.strictObject({ id }),
  custom_template: z.optional(z.strictObject({ id })),
  default_template: z.optional(z.boolean()),
  duration: z.optional(z.number().check(z.int(), z.gte(60), z.lte(3600))),
  language,
  voice: z.strictObject({ name: text(BOUNDS.voiceName) }),
  tone,
  sharpness,
  use_candidate_context: z.optional(z.boolean()),
});

/** A field typed on one line: refused, not cleaned, so that the visitor sees which field to correct. */
const oneLine = z.refine<string>((value) => isSingleLineText(value), SINGLE_LINE_MESSAGE);

export const createContactRequest = z.strictObject({
  name: text(BOUNDS.contactName).check(oneLine),
  email: z.email().check(z.maxLength(BOUNDS.email), oneLine),
  phone_number: z.string().check(z.trim(), z.minLength(8), z.maxLength(20)),
  external_id: z.string().check(z.regex(/^demo_[A-Za-z0-9_-]{1,64}$/)),
  additional_context: z.string().check(z.maxLength(BOUNDS.additionalContext)),
  /** The partner and campaign of the page (shared/attribution.ts); not passed to the recruiter backend. */
  attribution: z.optional(attributionRequest),
});

export const createCallRequest = z.strictObject({
  contact: id,
  interview: id,
  date: z.iso.datetime({ offset: true }),
  status: z.enum(['waiting', 'scheduled']),
  use_case: z.literal(CALL_USE_CASE),
  force_eligibility: z.boolean(),
});

export const verifyContentRequest = z.strictObject({
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(50_000)),
  targetLanguage: language,
});

export const processUrlRequest = z.strictObject({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  targetLanguage: language,
});

export const voiceSampleRequest = z.strictObject({ language, persona: z.enum(PERSONAS) });

/** The phone number is checked further by the gateway (a number the demo could call). */
export const leadRequest = z.strictObject({
  firstName: text(100).check(oneLine),
  lastName: z.optional(z.string().check(z.maxLength(100), oneLine)),
  company: z.optional(z.string().check(z.maxLength(200), oneLine)),
  email: z.email().check(z.maxLength(BOUNDS.email), oneLine),
  phone: z.string().check(z.minLength(8), z.maxLength(20), oneLine),
  selectedPersona: z.enum(PERSONAS),
  inputType: z.enum(['paste', 'url']),
  language,
  /**
   * The visitor ticked the optional box agreeing to be contacted about Alex (never required for the demo).
   * Absent from widgets older than the box: no agreement.
   */
  marketingOptIn: z.optional(z.boolean()),
  /** The partner and campaign of the page the wizard is on (shared/attribution.ts). Absent from older widgets. */
  attribution: z.optional(attributionRequest),
});

export const reportListQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

export type ParseJobRequest = z.infer<typeof parseJobRequest>;
export type GenerateInterviewRequest = z.infer<typeof generateInterviewRequest>;
export type CreateContactRequest = z.infer<typeof createContactRequest>;
export type CreateCallRequest = z.infer<typeof createCallRequest>;
export type LeadRequest = z.infer<typeof leadRequest>;

/** `GET /api/demo/allowance?contact=`: whether the visitor may place a call now; it spends nothing. */
export const allowanceQuery = z.strictObject({
  contact: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
});

/** The refusal the call route would answer with (its code, message and details), inside a 200. */
export const allowanceResponse = z.union([
  z.strictObject({ allowed: z.literal(true) }),
  z.strictObject({
    allowed: z.literal(false),
    refusal: z.strictObject({
      code: z.literal('DEMO_RATE_LIMIT_EXCEEDED'),
      message: z.string(),
      details: z.strictObject({
        retryAfter: z.number(),
        action: z.literal('call-creation'),
        /** Present when the day's one call of the contact's phone number or e-mail is spent. */
        reason: z.optional(z.literal('already_called')),
      }),
    }),
  }),
]);

export type DemoAllowance = z.infer<typeof allowanceResponse>;
