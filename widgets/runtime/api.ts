/** The HTTP client a widget uses to reach the gateway, rooted at its `api-base`. */
import ky, { type KyInstance } from 'ky';

/** Where this module was loaded from: a widget talks to the gateway that served it unless told otherwise. */
export const scriptOrigin = (): string => new URL(import.meta.url).origin;

export const API_TIMEOUT_MS = 15_000;

export function createApiClient(apiBase: string | undefined): KyInstance {
  const base = apiBase?.trim() ? new URL(apiBase, document.baseURI).origin : scriptOrigin();
  return ky.create({
    prefixUrl: base,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
}
