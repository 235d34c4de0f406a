import { describe, expect, it } from 'vitest';
import { jsonLdGraphFrenchPage, microdataSpanishPage } from '../../../tests/fixtures/jobs';
import { extractJobPosting, isJobPosting } from './index';

const PAGE_URL = 'https://jobs.example.com/offer/42';

describe("a JobPosting in the page's structured data", () => {
  it('finds a JobPosting in an @graph, with escaped HTML and a raw line break, and labels it in French', () => {
    const job = extractJobPosting(jsonLdGraphFrenchPage, PAGE_URL);
    expect(job.source).toBe('json-ld');
    expect(job.title).toBe('Préparateur de commandes H/F');
    expect(job.content).toContain('Intitulé du poste: Préparateur de commandes H/F\nEntreprise: Logisud');
    expect(job.content).toContain('Lieu: Vénissieux, Auvergne-Rhône-Alpes, FR');
    expect(job.content).toContain('Type de contrat: Temps plein');
    expect(job.content).toContain('Salaire: 2 100 EUR par mois');
    expect(job.content).toContain('- Contrôler la qualité des colis avant expédition');
    expect(job.content).toContain('le CACES 1 est un plus. Horaires en équipe');
    expect(job.content).not.toMatch(/&lt;|<p>/);
  });

  it('reads a microdata JobPosting with nested items, in Spanish', () => {
    const job = extractJobPosting(microdataSpanishPage, PAGE_URL);
    expect(job.source).toBe('microdata');
    expect(job.title).toBe('Dependiente de tienda');
    expect(job.content).toContain(
      [
        'Puesto: Dependiente de tienda',
        'Empresa: Moda Sol',
        'Ubicación: Madrid, ES',
        'Tipo de empleo: Tiempo parcial',
        'Salario: 1200 EUR al mes',
      ].join('\n'),
    );
    expect(job.content).toContain('Descripción:\nEn Moda Sol buscamos');
    expect(job.content).toContain('- Gestionar la caja y los cambios');
    expect(job.content).not.toMatch(/tracking|Aviso legal|Inicio/);
    expect(isJobPosting(job.content, job.source)).toBe(true);
  });

  it('survives pages without a body or with broken JSON-LD', () => {
    expect(extractJobPosting('', PAGE_URL)).toMatchObject({ source: 'main-content', content: '' });
    const broken = `<html><head><script type="application/ld+json">{"@type": "JobPosting", </script></head>
      <body><p>Nothing here.</p></body></html>`;
    expect(extractJobPosting(broken, PAGE_URL).source).toBe('main-content');
  });
});
