import { describe, expect, it } from 'vitest';
import { maskAddress } from './status';

describe('maskAddress', () => {
  it.each([
    ['jeanne.martin@company.com', 'j…@company.com'],
    ['ann+roi-3f2a@example.com', 'a…@example.com'],
    ['jo@x.io', 'j…@x.io'],
    // One letter hides nothing: shown as typed.
    ['a@b.fr', 'a@b.fr'],
    // The last @ ends the local part ("quoted@local"@domain).
    ['"odd@name"@example.com', '"…@example.com'],
    // A letter outside the basic plane is kept whole.
    ['𝒿ane@example.com', '𝒿…@example.com'],
    ['élodie@entreprise.fr', 'é…@entreprise.fr'],
  ])('%s reads %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});
