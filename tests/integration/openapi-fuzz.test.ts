/**
 * The gateway fuzzed from its own OpenAPI document: for every operation, requests built from the document's
 * schemas (a valid sample, then bodies of wrong types, huge strings, missing and unknown fields, path and query
 * values of any text, with and without the headers it asks for). No answer may be a 5xx the document does not
 * name, and every answer must be one the document gives. Property-based (fast-check), seeded so a failure
 * replays.
 */
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { expectConforms } from './contract-helpers';
import { DEMO_ENV, Visitor } from './demo-helpers';
import { makeGateway } from './helpers';

type Json = Record<string, unknown>;

interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Json }[];
  body?: Json;
}

/** Every operation of the document the fuzzer may call: not the operator's, which need a token it does not have. */
function operations(document: Json): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if ((operation.tags as string[]).includes('admin')) continue;
      const body = (operation.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      list.push({
        method: method as Operation['method'],
        path,
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        ...(body ? { body } : {}),
      });
    }
  }
  return list;
}

/** Any JSON value, sized to stay a request the gateway reads (64 KB) most of the time. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A body from the schema's valid sample: as is, a field changed to anything, a field dropped, one added. */
function bodies(schema: Json): fc.Arbitrary<unknown> {
  const valid = sample(schema as never) as unknown;
  const fields = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const base = (valid ?? {}) as Record<string, unknown>;
  return fc.oneof(
    fc.constant(valid),
    anyJson,
    fields.length === 0
      ? anyJson
      : fc
          .record({
            field: fc.constantFrom(...fields),
            value: fc.oneof(anyJson, fc.string({ minLength: 5000, maxLength: 20_000 })),
          })
          .map(({ field, value }) => ({ ...base, [field]: value })),
    fields.length === 0
      ? anyJson
      : fc
          .constantFrom(...fields)
          .map((field) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== field))),
    fc.record({ extra: fc.string({ minLength: 1, maxLength: 20 }), value: anyJson }).map(({ extra, value }) => ({
      ...base,
      [`x${extra}`]: value,
    })),
  );
}

/** A path or query value: a plausible one, or any text. */
const values = fc.oneof(
  fc.constantFrom('1', '108', '999999', '0', '-1', 'abc', '%00', '1e3'),
  fc.string({ maxLength: 40 }),
);

describe('the gateway fuzzed from its OpenAPI document', () => {
  it('answers every request with an answer the document gives, never an undocumented 5xx', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const document = (await request(app).get('/api/openapi.json').expect(200)).body as Json;
    const visitor = new Visitor(app, '198.51.100.200');
    await visitor.solve();
    const credentials = { token: visitor.token as string, session: visitor.session as string };

    let sent = 0;
    const statuses = new Map<number, number>();
    for (const operation of operations(document)) {
      const pathParams = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const headerParams = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            path: fc.tuple(...pathParams.map(() => values)),
            query: fc.dictionary(fc.constantFrom(...queryParams, 'other'), values, { maxKeys: 3 }),
            headers: fc.subarray(headerParams),
            body: operation.body ? bodies(operation.body) : fc.constant(undefined),
          }),
          async ({ path, query, headers, body }) => {
            let url = operation.path;
            pathParams.forEach((name, i) => {
              url = url.replace(`{${name}}`, encodeURIComponent(path[i] as string) || 'x');
            });
            // Addresses of the visitor's network, in turn: its token holds on all, and each address's limits last
            // long enough for the fuzzer to reach past them.
            const test = request(app)
              [operation.method](url)
              .query(query)
              .set('X-Forwarded-For', `198.51.100.${1 + (sent % 250)}`);
            if (headers.includes(CAPTCHA_HEADER)) test.set(CAPTCHA_HEADER, credentials.token);
            if (headers.includes(SESSION_HEADER)) test.set(SESSION_HEADER, credentials.session);
            // Sent as JSON text: a bare number or string is a body too.
            const response = await (body === undefined
              ? test
              : test.set('Content-Type', 'application/json').send(JSON.stringify(body)));
            sent += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            expectConforms(response);
          },
        ),
        { numRuns: 25, seed: 31_2026 },
      );
    }
    expect(sent).toBeGreaterThan(500);
    // Most requests reached their handlers rather than a limit, and some of them were served.
    expect(statuses.get(429) ?? 0).toBeLessThan(sent / 4);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(50);
  }, 120_000);
});
