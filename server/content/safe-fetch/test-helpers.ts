/** What the tests of fetching a job URL share: a resolver for made-up names, and the refusal a fetch ends in. */
import type { LookupAddress } from 'node:dns';
import { HttpError } from '../../http/errors';

/** A resolver for names that do not exist in public DNS. */
export function resolver(table: Record<string, string[]>) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/** The HttpError a fetch (or the processing around it) was refused with; anything else fails the test. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}
