import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { type ApiError, readApiError, toApiError } from './api-error';

const ENDPOINT = '/api/recruiter-demo/parse-job';

/** A gateway that answers every request with this status and body. */
const answering = (status: number, body: string, statusText = '') =>
  ky.create({
    prefixUrl: 'https://gateway.example',
    retry: 0,
    fetch: async () => new Response(body, { status, statusText }),
  });

/** What the wizard's client throws for this answer, read into an ApiError. */
async function failureOf(status: number, body: string, statusText = ''): Promise<ApiError> {
  const error = await answering(status, body, statusText)
    .post('api/recruiter-demo/parse-job')
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  return readApiError(error, ENDPOINT);
}

const longText = 'x'.repeat(500);

describe('an HTTP failure reads as the gateway said it (spec section 8, demo API client errors)', () => {
  it.each([
    {
      name: "the gateway's error.message, code and details",
      status: 429,
      body: JSON.stringify({
        error: { code: 'DEMO_RATE_LIMIT_EXCEEDED', message: 'Slow down', details: { retryAfter: 60 } },
      }),
      expected: { message: 'Slow down', status: 429, code: 'DEMO_RATE_LIMIT_EXCEEDED', details: { retryAfter: 60 } },
    },
    {
      name: 'a body shaped like the contract’s with a code it does not list: its message, no code',
      status: 418,
      body: JSON.stringify({ error: { code: 'TEAPOT', message: 'I am a teapot', details: { x: 1 } } }),
      expected: { message: 'I am a teapot', status: 418, code: null, details: null },
    },
    {
      name: 'an error field that is a text',
      status: 500,
      body: JSON.stringify({ error: 'OpenAI API key not configured' }),
      expected: { message: 'OpenAI API key not configured', status: 500, code: null, details: null },
    },
    {
      name: 'a message field',
      status: 400,
      body: JSON.stringify({ message: 'job_description is required and must be a string' }),
      expected: { message: 'job_description is required and must be a string', status: 400, code: null },
    },
    {
      name: 'an HTML error page',
      status: 404,
      body: '<!DOCTYPE html><html><body><h1>Cannot POST</h1></body></html>',
      expected: { message: 'API Error 404: Endpoint not found (HTML error page returned)', status: 404, code: null },
    },
    {
      name: 'an HTML page without a doctype, after blank lines',
      status: 502,
      body: '\n  <html><head><title>Bad gateway</title></head></html>',
      expected: { message: 'API Error 502: Endpoint not found (HTML error page returned)', status: 502 },
    },
    {
      name: 'any other text body',
      status: 502,
      body: 'upstream connect error',
      expected: { message: 'API Error 502: upstream connect error', status: 502, code: null },
    },
    {
      name: 'JSON without a message, shown as it came',
      status: 500,
      body: JSON.stringify({ detail: 'boom' }),
      expected: { message: 'API Error 500: {"detail":"boom"}', status: 500 },
    },
    {
      name: 'a long body, cut to 200 characters',
      status: 500,
      body: longText,
      expected: { message: `API Error 500: ${'x'.repeat(199)}…`, status: 500 },
    },
  ])('$name', async ({ status, body, expected }) => {
    const error = await failureOf(status, body);
    expect(error).toMatchObject({ ...expected, endpoint: ENDPOINT });
  });

  it('an empty body falls back to the status text', async () => {
    expect((await failureOf(503, '', 'Service Unavailable')).message).toBe('API Error 503: Service Unavailable');
  });

  it('keeps the body it read as raw', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Not found.' } };
    expect((await failureOf(404, JSON.stringify(body))).raw).toEqual(body);
  });

  it('without the body read, the status is still known', async () => {
    const thrown = await answering(500, 'nope')
      .get('x')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(toApiError(thrown, ENDPOINT)).toMatchObject({ status: 500, message: 'API Error 500: empty response' });
  });
});

describe('failures without an answer', () => {
  it('a network or CORS failure reads "Network error: …"', async () => {
    const client = ky.create({
      prefixUrl: 'https://gateway.example',
      retry: 0,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const thrown = await client.get('x').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(await readApiError(thrown, ENDPOINT)).toEqual({
      kind: 'network',
      message: 'Network error: Failed to fetch',
      status: null,
      endpoint: ENDPOINT,
      code: null,
      details: null,
      raw: thrown,
    });
  });

  it("ky's time-out reads as a timeout", async () => {
    const client = ky.create({
      prefixUrl: 'https://gateway.example',
      retry: 0,
      timeout: 5,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const thrown = await client.get('x').then(
      () => undefined,
      (e: unknown) => e,
    );
    const error = await readApiError(thrown, ENDPOINT);
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/timeout/i);
    // The wording must not trip the earlier 'server' or 'network' rules of the classification.
    expect(error.message).not.toMatch(/server|internal|network/i);
  });

  it.each([
    { name: 'another error keeps its message', thrown: new Error('Job data missing'), message: 'Job data missing' },
    { name: 'a thrown text is the message', thrown: 'boom', message: 'boom' },
    { name: 'anything else is an unknown error', thrown: undefined, message: 'Unknown error' },
    {
      name: 'a cancelled request says so',
      thrown: new DOMException('The operation was aborted.', 'AbortError'),
      message: 'Request cancelled.',
    },
  ])('$name', ({ thrown, message }) => {
    expect(toApiError(thrown, ENDPOINT)).toMatchObject({ message, status: null, code: null, endpoint: ENDPOINT });
  });

  it('an ApiError passes through unchanged', () => {
    const error: ApiError = {
      kind: 'http',
      message: 'm',
      status: 400,
      endpoint: '/a',
      code: 'X',
      details: null,
      raw: null,
    };
    expect(toApiError(error, '/b')).toBe(error);
  });
});
