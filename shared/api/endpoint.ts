/**
 * What every endpoint of the gateway's API is described with (shared/api-contract.ts lists them all): its
 * method, path, guard, schemas and error codes, the error body every refusal has, and the types a handler and a
 * client read from a description.
 */
import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode, FIELD_ISSUES } from '../errors';

/** Every error answer's body (shared/errors.ts `ErrorBody`). */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.optional(
      z.object({
        fields: z.optional(z.array(z.object({ field: z.string(), issue: z.enum(FIELD_ISSUES), message: z.string() }))),
        reason: z.optional(z.literal('already_called')),
        retryAfter: z.optional(z.number()),
        action: z.optional(z.string()),
        origin: z.optional(z.string()),
      }),
    ),
  }),
});

/** A numeric id in a path (`/job/{id}/`). */
export const idPath = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/** Who may call an endpoint, and with what: the headers the gateway reads. */
type Guard =
  /** Open to any page of an allowed origin. */
  | 'public'
  /** X-Captcha-Token with a token of `POST /api/demo/security/captcha/verify`. */
  | 'captcha'
  /** X-Demo-Session (or a captcha token): reads only what the visitor's demo session created. */
  | 'session'
  /** The operator's ADMIN_TOKEN, as a bearer token or Basic password. */
  | 'admin';

export interface Endpoint {
  /** The OpenAPI operationId. */
  id: string;
  method: 'get' | 'post' | 'delete';
  /** The path as OpenAPI writes it (`/api/recruiter-demo/job/{id}/`). */
  path: string;
  tag: 'captcha' | 'demo' | 'recruiter' | 'roi' | 'site' | 'admin' | 'operations';
  summary: string;
  guard: Guard;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** The JSON body; several are its accepted forms. */
  body?: z.ZodMiniType | readonly z.ZodMiniType[];
  ok: { status: 200 | 201; description: string; schema?: z.ZodMiniType; contentType?: string };
  /** Answers other than success and errors (a readiness check's 503). */
  others?: Partial<Record<number, { description: string; schema: z.ZodMiniType }>>;
  /** The error codes this endpoint may answer, by status (those every endpoint may answer are added). */
  errors?: Partial<Record<number, readonly ErrorCode[]>>;
  deprecated?: boolean;
  /** Takes an `Idempotency-Key`: a retry with the same key and body replays the first success (409, 422 besides). */
  idempotent?: boolean;
  /** Answered outside `/api`, without the API's CORS, limit and error handling. */
  outsideApi?: boolean;
}

/** Refusals several endpoints share. */
export const captchaRefused = { 403: ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'BLACKLISTED'] } as const;
export const demoLimited = { 429: ['DEMO_RATE_LIMIT_EXCEEDED'] } as const;
export const recruiterFailed = { 502: ['UPSTREAM_ERROR'], 504: ['UPSTREAM_TIMEOUT'] } as const;
export const sessionRead = {
  403: ['CAPTCHA_INVALID', 'BLACKLISTED'],
  404: ['NOT_FOUND'],
  ...recruiterFailed,
} as const;

/** What a schema (or one of a list of accepted forms) gives once parsed; `undefined` for none. */
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : S extends readonly (infer Form)[] ? Parsed<Form> : undefined;

/** What a schema (or one of a list of accepted forms) takes before parsing; `undefined` for none. */
type Accepted<S> = S extends z.ZodMiniType
  ? z.input<S>
  : S extends readonly (infer Form)[]
    ? Accepted<Form>
    : undefined;

/** An endpoint's request as its handler receives it, validated: path parameters, query and body. */
export interface RequestOf<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** An endpoint's success body. */
export type ResponseOf<E extends Endpoint> = Parsed<E['ok']['schema']>;

/** An endpoint's request as a client sends it: path parameters, query and body before the gateway parses them. */
export interface SendOf<E extends Endpoint> {
  params: Accepted<E['params']>;
  query: Accepted<E['query']>;
  body: Accepted<E['body']>;
}
