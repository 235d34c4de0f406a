import { describe, expect, it } from 'vitest';
import { jobSignals } from './job-signals';

describe('jobSignals', () => {
  it.each([
    ["We're hiring a delivery driver. Requirements: a clean licence.", ['hiring', 'requirements']],
    [
      'Nous recrutons un agent de sécurité en CDI. Votre profil : carte professionnelle à jour.',
      ['hiring', 'requirements', 'contract'],
    ],
    ['Buscamos camarero. Requisitos: experiencia previa. Jornada completa.', ['hiring', 'requirements', 'contract']],
    ['We’re hiring: full‑time, salary and benefits', ['hiring', 'compensation', 'benefits']],
  ])('finds the kinds of job vocabulary in %s', (text, kinds) => {
    expect(jobSignals(text)).toEqual(kinds);
  });

  it('reads whole words only, accented letters included', () => {
    expect(jobSignals('Les avantages-fiscaux')).toEqual(['benefits']);
    expect(jobSignals('Ses recrutements passés')).toEqual([]);
    expect(jobSignals('Sa candidature à la mairie a surpris ses adversaires.')).toEqual(['hiring']);
  });
});
