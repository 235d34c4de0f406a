/** The HTTP client a widget uses to reach the gateway, rooted at its `api-base`. */
import ky, { type KyInstance } from 'ky';
import { gatewayOrigin } from './origin';

export const API_TIMEOUT_MS = 15_000;

export function createApiClient(apiBase: string | undefined): KyInstance {
  return ky.create({
    prefixUrl: gatewayOrigin(apiBase),
    timeout: API_TIMEOUT_MS,
    retry: 0,
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
}
