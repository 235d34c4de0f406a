/**
 * The README's table of endpoints, written from the API contract (shared/api-contract.ts) between the markers
 * `<!-- api-endpoints:start -->` and `<!-- api-endpoints:end -->`. `npm run api-docs` rewrites it; a test fails
 * while the README's copy differs from what the contract gives.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint } from '../../shared/api/endpoint';
import { ENDPOINTS, errorsOf } from '../../shared/api-contract';
import { ROOT_DIR } from '../config';

export const START = '<!-- api-endpoints:start -->';
export const END = '<!-- api-endpoints:end -->';

const GUARDS: Record<Endpoint['guard'], string> = {
  public: '',
  captcha: '`X-Captcha-Token`',
  session: '`X-Demo-Session`',
  admin: '`ADMIN_TOKEN`',
};

/** One row per endpoint: method and path, what it needs, its success and its own errors (by status and code). */
export function endpointTable(): string {
  const rows = ENDPOINTS.map((endpoint) => {
    const own = [...errorsOf(endpoint, { common: false })]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => `${status} ${[...codes].join(', ')}`.trim())
      .join('; ');
    const route = `\`${endpoint.method.toUpperCase()} ${endpoint.path}\`${endpoint.deprecated ? ' (deprecated)' : ''}`;
    const needs = [GUARDS[endpoint.guard], endpoint.idempotent ? '`Idempotency-Key` (optional)' : '']
      .filter(Boolean)
      .join(', ');
    return `| ${route} | ${needs} | ${endpoint.ok.status} | ${own} | ${endpoint.summary.replaceAll('|', '\\|')} |`;
  });
  return ['| Endpoint | Needs | Success | Errors of its own | What |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** The README with its table of endpoints as the contract gives it. */
export function withEndpointTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${endpointTable()}\n${readme.slice(end)}`;
}

export const README = path.join(ROOT_DIR, 'README.md');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const readme = await readFile(README, 'utf8');
  await writeFile(README, withEndpointTable(readme));
  console.log(`README.md: ${ENDPOINTS.length} endpoints written from shared/api-contract.ts`);
}
