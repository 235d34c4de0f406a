/** The contract tests' check: an answer is one the gateway's contract (shared/api-contract.ts) gives. */
import type { Response } from 'supertest';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { errorBody } from '../../shared/api/endpoint';
import { endpointOf, errorsOf } from '../../shared/api-contract';

/** Whether an answer is one the contract gives for its request: a documented status, a body of its schema. */
export function expectConforms(response: Response): void {
  const { method, path: sent } = (response as unknown as { req: { method: string; path: string } }).req;
  const pathname = sent.split('?')[0] as string;
  const endpoint = endpointOf(method, pathname);
  expect(endpoint, `${method} ${pathname} is in the contract`).toBeDefined();
  if (!endpoint) return;
  const where = `${method} ${pathname} ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  if (response.status === endpoint.ok.status) {
    if (endpoint.ok.schema) expect(z.safeParse(endpoint.ok.schema, response.body).success, where).toBe(true);
    else expect(response.headers['content-type'], where).toContain(endpoint.ok.contentType);
    return;
  }
  const other = endpoint.others?.[response.status];
  if (other) {
    expect(z.safeParse(other.schema, response.body).success, where).toBe(true);
    return;
  }
  const codes = errorsOf(endpoint).get(response.status);
  expect(codes, `${where}: a documented status`).toBeDefined();
  expect(z.safeParse(errorBody, response.body).success, where).toBe(true);
  expect([...(codes ?? [])], where).toContain(response.body.error.code);
}
