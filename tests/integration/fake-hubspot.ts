/**
 * A stand-in for HubSpot's API on loopback (node:http): it records every request (method, path, headers, JSON
 * body, arrival time) and answers from a script, one scripted answer per request, then 200 with an upsert
 * result shaped as HubSpot's. Errors carry HubSpot's JSON error body, as the delivery reads them.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Arrival (epoch ms). */
  at: number;
}

interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  /** The JSON body; by default HubSpot's error body for an error, the upsert result for a success. */
  body?: unknown;
}

export interface FakeHubSpot {
  /** The base URL to give as HUBSPOT_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  answer(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

interface UpsertInput {
  id: string;
  idProperty: string;
  properties: Record<string, string>;
}

const CATEGORIES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'INVALID_AUTHENTICATION',
  403: 'MISSING_SCOPES',
  429: 'RATE_LIMITS',
};

function upsertResult(body: unknown) {
  const inputs = ((body as { inputs?: UpsertInput[] })?.inputs ?? []) as UpsertInput[];
  const at = new Date().toISOString();
  return {
    status: 'COMPLETE',
    results: inputs.map((input, index) => ({
      id: String(1000 + index),
      properties: { ...input.properties, hs_object_id: String(1000 + index) },
      createdAt: at,
      updatedAt: at,
      archived: false,
      new: true,
    })),
    startedAt: at,
    completedAt: at,
  };
}

export async function startFakeHubSpot(): Promise<FakeHubSpot> {
  const requests: RecordedRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text: the test sees what was sent.
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, at: Date.now() });
      const { status, headers = {}, body: scripted } = script.shift() ?? { status: 200 };
      const answer =
        scripted ??
        (status < 300
          ? upsertResult(body)
          : {
              status: 'error',
              message: `Scripted ${status}`,
              correlationId: randomUUID(),
              category: CATEGORIES[status] ?? 'INTERNAL_ERROR',
            });
      res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (...answers) => {
      script.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
