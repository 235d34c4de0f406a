import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = 'https://partner.example';
const GATEWAY = 'https://alex.example';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });

const refusal = () =>
  answer(403, {
    error: {
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'This site is not allowed to call the Alex API.',
      details: { origin: PAGE },
    },
  });

/** A fresh copy of the module, as on a new page load. */
const loadClient = async () => {
  vi.resetModules();
  return (await import('./api')).createApiClient(GATEWAY);
};

let errors: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('location', { origin: PAGE });
  vi.stubGlobal('document', { baseURI: `${PAGE}/careers` });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the widgets’ gateway client on a page the gateway refuses', () => {
  it('prints one console error naming the page’s origin and CORS_ORIGINS, once per page load', async () => {
    fetchMock.mockImplementation(async () => refusal());
    const client = await loadClient();
    for (const path of ['api/geo', 'api/demo/security/captcha/challenge', 'api/send-roi-metrics']) {
      await expect(client.post(path)).rejects.toMatchObject({ name: 'HTTPError' });
    }
    expect(errors).toHaveBeenCalledOnce();
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain(`origin ${PAGE}`);
    expect(message).toMatch(/CORS_ORIGINS setting must include https:\/\/partner\.example/);
    expect(message).toContain(GATEWAY);
  });

  it('leaves the refusal readable for the widget’s own message', async () => {
    fetchMock.mockImplementation(async () => refusal());
    const client = await loadClient();
    const error = await client.get('api/geo').then(
      () => expect.unreachable('the refusal resolved'),
      (reason: { response: Response }) => reason,
    );
    expect(await error.response.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
  });

  it('counts every widget of the page together: a second client does not print again', async () => {
    fetchMock.mockImplementation(async () => refusal());
    const first = await loadClient();
    const { createApiClient } = await import('./api');
    const second = createApiClient('https://alex.example/other');
    await expect(first.get('api/geo')).rejects.toThrow();
    await expect(second.get('api/geo')).rejects.toThrow();
    expect(errors).toHaveBeenCalledOnce();
  });

  it.each([
    ['another 403', () => answer(403, { error: { code: 'CAPTCHA_REQUIRED', message: 'Please solve the captcha.' } })],
    ['a 403 page from a proxy', () => answer(403, '<html>Forbidden</html>')],
    ['a rate limit', () => answer(429, { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' } })],
    ['an answer', () => answer(200, { ok: true })],
  ])('prints nothing for %s', async (_name, respond) => {
    fetchMock.mockImplementation(async () => respond());
    const client = await loadClient();
    await client.get('api/geo').catch(() => undefined);
    expect(errors).not.toHaveBeenCalled();
  });
});
