/** One error type for the gateway and the middleware that turns any error into `{ error: { code, message, details? } }`. */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type * as z from 'zod';
import type { ErrorBody, ErrorCode, FieldIssue, FieldIssueKind } from '../../shared/errors';
import type { Refusal } from '../observability/metrics';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['error']['details'],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A failure that says for sure nothing was done: the request was refused (4xx), not lost on the way. */
export const clearRefusal = (error: unknown): boolean => error instanceof HttpError && error.status < 500;

export function sendError(res: Response, status: number, body: ErrorBody['error']): void {
  // For the metrics: what was refused, and which of the demo's limited actions it was.
  const action = (body.details as { action?: unknown } | undefined)?.action;
  res.locals.refusal = { code: body.code, action: typeof action === 'string' ? action : undefined } satisfies Refusal;
  res.status(status).json({ error: body } satisfies ErrorBody);
}

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined),
    body,
  );

/** What a schema issue says is wrong with its field, for the program reading the answer. */
function issueKind(issue: z.core.$ZodIssue, body: unknown): FieldIssueKind {
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'unknown';
    case 'invalid_type':
      return valueAt(body, issue.path) === undefined || valueAt(body, issue.path) === null ? 'required' : 'invalid';
    case 'too_small':
      // A text that must not be empty and is (after trimming) is missing, not short.
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'length';
    case 'too_big':
      return 'length';
    default:
      return 'invalid';
  }
}

/** A schema's issues as the fields at fault; an unknown field names itself, so the visitor knows which to remove. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[], body: unknown): FieldIssue[] {
  return issues.flatMap((issue) => {
    const at = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map(
        (key) => ({ field: at ? `${at}.${key}` : key, issue: 'unknown', message: 'Unknown field' }) as const,
      );
    }
    return [{ field: at || '(body)', issue: issueKind(issue, body), message: issue.message }];
  });
}

/** Parses a request body with a shared schema; a mismatch is a 400 naming every field at fault. */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.core.output<S> {
  const result = (schema as unknown as z.ZodType).safeParse(body);
  if (result.success) return result.data as z.core.output<S>;
  const fields = fieldIssues(result.error.issues, body);
  const names = [...new Set(fields.map((f) => f.field))].join(', ');
  throw new HttpError(400, 'VALIDATION_ERROR', `Invalid request: check ${names}.`, { fields });
}

export const apiNotFound: RequestHandler = (req) => {
  throw new HttpError(404, 'NOT_FOUND', `No API endpoint at ${req.method} ${req.path}.`);
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The last middleware: known errors keep their status and message; anything else is a 500 that hides internals. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) {
      return sendError(res, error.status, {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      return sendError(res, 400, { code: 'VALIDATION_ERROR', message: 'Invalid JSON body.' });
    }
    if (parserError?.type === 'entity.too.large') {
      return sendError(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      return sendError(res, parserError.status, {
        code: 'VALIDATION_ERROR',
        message: 'The request could not be read.',
      });
    }
    // The request's own log line (with its id) carries the error too.
    (res as { err?: unknown }).err = error;
    log(error);
    sendError(res, 500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
  };
}
