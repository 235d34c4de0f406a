/** The HTTP client a widget uses to reach the gateway, rooted at its `api-base`. */
import ky, { type AfterResponseHook, type KyInstance } from 'ky';
import { gatewayOrigin } from './origin';

export const API_TIMEOUT_MS = 15_000;

/** One message per page load: every widget and every request after it would only repeat the same advice. */
let originRefusalReported = false;

/**
 * A page whose origin the gateway refuses (ORIGIN_NOT_ALLOWED) cannot be fixed by a retry, only by the
 * gateway's configuration, so the page's developer is told which setting to change. The gateway makes that
 * refusal readable from the refused origin; a bare network failure says nothing sure about the cause, so
 * nothing is printed for one.
 */
const reportRefusedOrigin =
  (gateway: string): AfterResponseHook =>
  async (_request, _options, response) => {
    if (response.status !== 403 || originRefusalReported) return;
    // A copy: the widget reads the answer itself to show its own message.
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (code !== 'ORIGIN_NOT_ALLOWED' || originRefusalReported) return;
    originRefusalReported = true;
    console.error(
      `Alex widgets: the gateway at ${gateway} refused the calls of this page (origin ${location.origin}). ` +
        `The gateway's CORS_ORIGINS setting must include ${location.origin}.`,
    );
  };

export function createApiClient(apiBase: string | undefined): KyInstance {
  const gateway = gatewayOrigin(apiBase);
  return ky.create({
    prefixUrl: gateway,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    credentials: 'omit',
    headers: { accept: 'application/json' },
    hooks: { afterResponse: [reportRefusedOrigin(gateway)] },
  });
}
