/**
 * The OpenAPI 3.1 document of the gateway's API, made from the one contract (shared/api-contract.ts): every
 * endpoint with its headers, parameters, bodies and answers, each error status with the codes it may carry.
 * Made once per process and served from memory, compressed like the blog's answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { type Endpoint, errorBody } from '../../shared/api/endpoint';
import { ENDPOINTS, errorsOf } from '../../shared/api-contract';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { ROOT_DIR } from '../config';

type Json = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its `$schema` line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

const HEADERS: Record<Endpoint['guard'], Json[]> = {
  public: [],
  captcha: [
    {
      name: CAPTCHA_HEADER,
      in: 'header',
      required: true,
      description: 'A token of POST /api/demo/security/captcha/verify, from the network it was solved on.',
      schema: { type: 'string', maxLength: 512 },
    },
  ],
  session: [
    {
      name: SESSION_HEADER,
      in: 'header',
      required: false,
      description: 'The demo session value the verify route gave (a captcha token names the session too).',
      schema: { type: 'string', maxLength: 128 },
    },
    {
      name: CAPTCHA_HEADER,
      in: 'header',
      required: false,
      description: 'A captcha token, which names the session as well.',
      schema: { type: 'string', maxLength: 512 },
    },
  ],
  admin: [],
};

const IDEMPOTENCY_KEY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key made once per action (a UUID): a retry with the same key and body gets the first success again, ' +
    'marked `Idempotent-Replayed: true`, and the action happens once. Kept 24 hours.',
  schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** Path and query parameters from the endpoint's schemas. */
function parameters(endpoint: Endpoint): Json[] {
  const list: Json[] = [...HEADERS[endpoint.guard], ...(endpoint.idempotent ? [IDEMPOTENCY_KEY] : [])];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

const REASONS: Record<number, string> = {
  400: 'The request was refused: its fields say why',
  401: 'No admin token, or a wrong one',
  403: 'Refused: origin, captcha, session or block',
  404: 'Not found (or not the session’s)',
  413: 'The body is too large',
  422: 'The page is not a job post, or says too little',
  429: 'A limit was reached: Retry-After says when to come back',
  500: 'A failure of the gateway',
  502: 'A service behind the gateway failed',
  503: 'Briefly unavailable',
  504: 'A service behind the gateway did not answer in time',
};

function operation(endpoint: Endpoint): Json {
  const responses: Json = {
    [endpoint.ok.status]: {
      description: endpoint.ok.description,
      content: endpoint.ok.schema
        ? { 'application/json': { schema: jsonSchema(endpoint.ok.schema, 'output') } }
        : { [endpoint.ok.contentType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } },
    },
  };
  for (const [status, other] of Object.entries(endpoint.others ?? {})) {
    if (other)
      responses[status] = {
        description: other.description,
        content: { 'application/json': { schema: jsonSchema(other.schema, 'output') } },
      };
  }
  for (const [status, codes] of errorsOf(endpoint)) {
    responses[status] = {
      description: `${REASONS[status] ?? 'Error'}: ${[...codes].join(', ')}`,
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { properties: { error: { properties: { code: { enum: [...codes] } } } } },
            ],
          },
        },
      },
    };
  }
  const body = endpoint.body === undefined ? [] : Array.isArray(endpoint.body) ? endpoint.body : [endpoint.body];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.deprecated ? { deprecated: true } : {}),
    ...(endpoint.guard === 'admin' ? { security: [{ adminBearer: [] }, { adminBasic: [] }] } : {}),
    parameters: parameters(endpoint),
    ...(body.length > 0
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema:
                  body.length === 1
                    ? jsonSchema(body[0] as z.ZodMiniType, 'input')
                    : { oneOf: body.map((schema) => jsonSchema(schema, 'input')) },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The document, for `publicUrl`'s server. */
export function openApiDocument(publicUrl: string, version: string): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of ENDPOINTS) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alex gateway API',
      version,
      description:
        'The API the Alex widgets use: the captcha, the demo wizard (through the recruiter backend), the ROI e-mail, the site. Every error has one body: `{ error: { code, message, details? } }`.',
    },
    servers: [{ url: publicUrl }],
    tags: ['captcha', 'demo', 'recruiter', 'roi', 'site', 'admin', 'operations'].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: {
        adminBearer: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
        adminBasic: { type: 'http', scheme: 'basic', description: 'any user, ADMIN_TOKEN as the password' },
      },
    },
  };
}

/** The API's version: the package's, bumped with every change to the contract. */
export const API_VERSION: string = packageVersion();

/** Read from the project's package.json, which a deployment of the compiled gateway carries too. */
function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
  return version;
}
