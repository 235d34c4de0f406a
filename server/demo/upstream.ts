/**
 * The recruiter backend's failures as the gateway answers them, once for every route: a refusal keeps its
 * message and the fields it named with what is wrong with each (the gateway's own words, see RecruiterError);
 * a failure of the backend gets a fixed message whatever the error carried.
 */
import { HttpError } from '../http/errors';
import { notFound } from './guards';
import { RecruiterError, TIMED_OUT, UNAVAILABLE } from './recruiter';

/** The HTTP error for a backend failure (other errors pass through unchanged). */
export function recruiterFailure(error: unknown): unknown {
  if (!(error instanceof RecruiterError)) return error;
  switch (error.status) {
    case 400:
      return new HttpError(
        400,
        'VALIDATION_ERROR',
        error.message,
        error.fields.length ? { fields: [...error.fields] } : undefined,
      );
    case 404:
      return notFound();
    case 504:
      return new HttpError(504, 'UPSTREAM_TIMEOUT', TIMED_OUT);
    default:
      return new HttpError(502, 'UPSTREAM_ERROR', UNAVAILABLE);
  }
}

/** The backend's answer, or its failure as the gateway answers it. */
export const upstream = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw recruiterFailure(error);
  }
};
