import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ChatCompletionsOptions,
  chatCompletion,
  chatCompletionsTranslator,
  LlmError,
  type LlmErrorKind,
  MODEL_SETTINGS,
} from './llm';
import { verifyContent } from './verify';

const API_KEY = 'sk-test-5ecret-llm-key-0042';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const answer = (content: unknown, finishReason = 'stop') => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  seen = [];
});

const options = (overrides: Partial<ChatCompletionsOptions> = {}): ChatCompletionsOptions => ({
  url: `${baseUrl}/v1/`,
  apiKey: API_KEY,
  model: 'gpt-test-mini',
  ...overrides,
});

/** The LlmError a call rejects with, checked never to carry the key anywhere. */
async function failure(promise: Promise<unknown>, kind: LlmErrorKind): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmError);
  const llmError = error as LlmError;
  expect(llmError.kind).toBe(kind);
  for (const text of [llmError.message, String(llmError), llmError.stack ?? '', JSON.stringify(llmError)]) {
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain('5ecret');
  }
  expect(llmError.cause).toBeUndefined();
  return llmError;
}

describe('MODEL_SETTINGS', () => {
  it('are the spec settings for verification, translation and URL filtering', () => {
    expect(MODEL_SETTINGS).toEqual({
      verification: { temperature: 0.1, maxTokens: 800 },
      translation: { temperature: 0.3, maxTokens: 2000 },
      urlFiltering: { temperature: 0.1, maxTokens: 4000 },
    });
  });
});

describe('chatCompletionsTranslator', () => {
  it('posts a chat completion with the model, the translation settings and the key', async () => {
    handler = (_req, res) => json(res, 200, answer('  Opérateur d’entrepôt (temps plein)  '));
    const translator = chatCompletionsTranslator(options());
    await expect(translator.translate('Warehouse Operative (Full-time)', 'en', 'fr')).resolves.toBe(
      'Opérateur d’entrepôt (temps plein)',
    );

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: `Bearer ${API_KEY}`,
      contentType: 'application/json',
    });
    expect(request?.body).toMatchObject({ model: 'gpt-test-mini', temperature: 0.3, max_tokens: 2000 });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages).toHaveLength(2);
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/job posting/i);
    expect(messages[0]?.content).toContain('from English to French');
    expect(messages[0]?.content).toMatch(/formatting/);
    expect(messages[0]?.content).toMatch(/only the French translation/);
    expect(messages[1]).toEqual({ role: 'user', content: 'Warehouse Operative (Full-time)' });
  });

  it('accepts an API base without a trailing slash and drops a code fence around the answer', async () => {
    handler = (_req, res) => json(res, 200, answer('```text\nCamarero/a de sala\n- Atender mesas\n```'));
    const translator = chatCompletionsTranslator(options({ url: `${baseUrl}/v1` }));
    await expect(translator.translate('Serveur H/F\n- Servir', 'fr', 'es')).resolves.toBe(
      'Camarero/a de sala\n- Atender mesas',
    );
    expect(seen[0]?.url).toBe('/v1/chat/completions');
  });

  it('uses the fetch it is given', async () => {
    handler = (_req, res) => json(res, 200, answer('Hola'));
    const fetchSpy = vi.fn(globalThis.fetch);
    await chatCompletionsTranslator(options({ fetch: fetchSpy })).translate('Hello', 'en', 'es');
    expect(fetchSpy).toHaveBeenCalledOnce();
  });

  it('fails on a server error, without the key', async () => {
    handler = (req, res) => json(res, 500, { error: { message: `boom for ${req.headers.authorization}` } });
    const error = await failure(chatCompletionsTranslator(options()).translate('Hello', 'en', 'fr'), 'status');
    expect(error.status).toBe(500);
    expect(error.message).toBe('The text model answered HTTP 500.');
  });

  it('names the provider error code but never its message', async () => {
    handler = (_req, res) =>
      json(res, 401, {
        error: {
          message: `Incorrect API key provided: ${API_KEY}`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    const error = await failure(chatCompletionsTranslator(options()).translate('Hello', 'en', 'fr'), 'status');
    expect(error.message).toBe('The text model answered HTTP 401 (invalid_api_key).');
  });

  it.each([
    ['the key', API_KEY],
    ['the key upper-cased', API_KEY.toUpperCase()],
    ['the key in base64', Buffer.from(API_KEY).toString('base64')],
    ['the key in base64url', Buffer.from(API_KEY).toString('base64url')],
    ['the key in hex', Buffer.from(API_KEY).toString('hex')],
    ['a code around the key', `bad_${API_KEY.toUpperCase()}_key`],
  ])('names no code when the code is %s', async (_name, code) => {
    handler = (_req, res) => json(res, 401, { error: { message: 'Incorrect API key', code } });
    const error = await failure(chatCompletionsTranslator(options()).translate('Hello', 'en', 'fr'), 'status');
    expect(error.message).toBe('The text model answered HTTP 401.');
  });

  it('fails on a body that is not JSON', async () => {
    handler = (_req, res) => json(res, 200, '<html>Bad gateway</html>');
    const error = await failure(chatCompletionsTranslator(options()).translate('Hello', 'en', 'fr'), 'invalid');
    expect(error.message).toBe('The text model answered with invalid JSON.');
  });

  it('fails on an answer without content', async () => {
    for (const body of [answer(''), answer(null), { choices: [] }, {}, []]) {
      handler = (_req, res) => json(res, 200, body);
      await failure(chatCompletionsTranslator(options()).translate('Hello', 'en', 'fr'), 'empty');
    }
  });

  it('fails on a translation cut off at max_tokens', async () => {
    handler = (_req, res) => json(res, 200, answer('Opérateur d’entrepôt, vos missions', 'length'));
    await failure(chatCompletionsTranslator(options()).translate('Warehouse operative...', 'en', 'fr'), 'truncated');
  });

  it('times out on a server that does not answer', async () => {
    handler = () => {}; // Never answers.
    const error = await failure(
      chatCompletionsTranslator(options({ timeoutMs: 150 })).translate('Hello', 'en', 'fr'),
      'timeout',
    );
    expect(error.message).toBe('The text model did not answer within 150 ms.');
  });

  it('times out on an answer that stops half-way', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"choices": [');
    };
    await failure(chatCompletionsTranslator(options({ timeoutMs: 150 })).translate('Hello', 'en', 'fr'), 'timeout');
  });

  it('fails when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const translator = chatCompletionsTranslator(options({ url: `http://127.0.0.1:${port}/v1` }));
    const error = await failure(translator.translate('Hello', 'en', 'fr'), 'unreachable');
    expect(error.message).toBe('The text model could not be reached.');
  });
});

describe('chatCompletion', () => {
  it('sends the settings it is given, e.g. verification', async () => {
    handler = (_req, res) => json(res, 200, answer('{"ok":true}'));
    const result = await chatCompletion(options(), [{ role: 'user', content: 'Check' }], MODEL_SETTINGS.verification);
    expect(result).toEqual({ content: '{"ok":true}', finishReason: 'stop' });
    expect(seen[0]?.body).toMatchObject({ temperature: 0.1, max_tokens: 800 });
  });
});

describe('verifyContent with the chat-completions translator', () => {
  const POST = `Camarero/a de sala – Jornada completa
Restaurante La Brasa, en el centro de Valencia, busca camarero o camarera para incorporación inmediata.
Funciones: atender a los clientes en sala y terraza, tomar comandas y recomendar platos y vinos, servir mesas, preparar cafés y bebidas, cobrar en caja y mantener el orden y la limpieza del local.
Requisitos: experiencia mínima de un año como camarero/a, buena presencia, don de gentes y capacidad para trabajar en equipo. Se valorará nivel medio de inglés.
Ofrecemos: contrato indefinido a jornada completa, 40 horas semanales, salario de 1.450 € netos al mes más propinas, dos días libres a la semana y comida incluida.`;

  it('returns the translation', async () => {
    handler = (_req, res) => json(res, 200, answer('Waiter/waitress – Full time\n...'));
    const result = await verifyContent(POST, 'en', { translator: chatCompletionsTranslator(options()) });
    expect(result).toMatchObject({
      isSufficient: true,
      detectedLanguage: 'es',
      needsTranslation: true,
      translated: true,
      translatedContent: 'Waiter/waitress – Full time\n...',
    });
    expect(seen[0]?.body.messages).toEqual([
      expect.objectContaining({ role: 'system', content: expect.stringContaining('from Spanish to English') }),
      { role: 'user', content: POST },
    ]);
  });

  it('keeps the original when the model fails or is slow', async () => {
    const errors: unknown[] = [];
    for (const fail of [(_req, res) => json(res, 503, {}), () => {}] satisfies Handler[]) {
      handler = fail;
      const result = await verifyContent(POST, 'en', {
        translator: chatCompletionsTranslator(options({ timeoutMs: 150 })),
        onTranslationError: (error) => errors.push(error),
      });
      expect(result).toMatchObject({ isSufficient: true, translated: false, translatedContent: null });
    }
    expect(errors.map((error) => (error as LlmError).kind)).toEqual(['status', 'timeout']);
  });
});
