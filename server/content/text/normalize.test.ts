import { describe, expect, it } from 'vitest';
import { normalizeForHarm } from './normalize';

describe('normalizeForHarm', () => {
  it('folds case and accents, undoes light leetspeak and unifies separators, but keeps amounts', () => {
    expect(normalizeForHarm('K1LL th3m @ll, $ex ÉSCORT!')).toBe('kill them all sex escort!');
    expect(normalizeForHarm('Earn $5,000 a week, 10k, 24h, 1st shift, €300')).toBe(
      'earn $5,000 a week 10k 24h 1st shift €300',
    );
    expect(normalizeForHarm("Serveur (H/F) – Sécurité, ﬁn de contrat.\nL'équipe")).toBe(
      'serveur h/f securite fin de contrat.\nl equipe',
    );
  });
});
