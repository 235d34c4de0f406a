import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api-contract';
import { endpointTable, README, withEndpointTable } from './api-docs';

describe("the README's table of endpoints", () => {
  it('is the one the contract gives (run `npm run api-docs` after changing the contract)', async () => {
    const readme = await readFile(README, 'utf8');
    expect(withEndpointTable(readme)).toBe(readme);
  });

  it('has a row per endpoint', () => {
    expect(endpointTable().split('\n')).toHaveLength(ENDPOINTS.length + 2);
  });
});
