import { describe, expect, it } from 'vitest';
import {
  jsonLdEnglishPage,
  jsonLdGraphFrenchPage,
  microdataSpanishPage,
  newsArticlePage,
  plainArticleFrenchPage,
  recipePage,
  shortJobAdPage,
} from '../../tests/fixtures/jobs';
import { extractJobPosting, htmlToText, isJobPosting, jobSignals, MAX_CONTENT_CHARS, MAX_PARSED_HTML } from './extract';
import { countWords } from './verify';

const PAGE_URL = 'https://jobs.example.com/offer/42';

describe('extractJobPosting', () => {
  it('composes a JSON-LD JobPosting into labelled lines', () => {
    const job = extractJobPosting(jsonLdEnglishPage, PAGE_URL);
    expect(job.source).toBe('json-ld');
    expect(job.title).toBe('Warehouse Associate');
    expect(job.content).toContain(
      [
        'Job title: Warehouse Associate',
        'Company: Northwind Logistics',
        'Location: Columbus, OH, US',
        'Employment type: Full-time',
        'Salary: 18 – 22.5 USD per hour',
      ].join('\n'),
    );
    expect(job.content).toContain(
      'Description:\nNorthwind Logistics is looking for a reliable Warehouse Associate to join our night team',
    );
    expect(job.content).toContain('- Load and unload trucks safely and on time\n- Pick, pack and scan customer orders');
    expect(job.content).not.toMatch(/<|tracking|JavaScript/);
    expect(isJobPosting(job.content, job.source)).toBe(true);
  });

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

  it("falls back to the page's main content, as text", () => {
    const job = extractJobPosting(plainArticleFrenchPage, PAGE_URL);
    expect(job.source).toBe('main-content');
    expect(job.title).toContain('Serveur / Serveuse H/F');
    expect(job.content).toContain('recrute un serveur ou une serveuse');
    expect(job.content).toContain('- Accueillir les clients et les installer en salle ou en terrasse');
    expect(job.content).toContain('Type de contrat : CDI à temps plein');
    expect(job.content).not.toMatch(/tracking|font-family|Texte caché|<\w/);
    expect(isJobPosting(job.content, job.source)).toBe(true);
    expect(jobSignals(job.content).length).toBeGreaterThanOrEqual(2);
  });

  it('uses the page for a JobPosting that has no description', () => {
    const html = `<html lang="en"><head><script type="application/ld+json">
      [{"@type":"BreadcrumbList"},{"@type":"JobPosting","title":"Barista","hiringOrganization":"Bean There"}]
      </script></head><body><article><h1>Barista</h1><p>Make great coffee for our regulars.</p></article></body></html>`;
    const job = extractJobPosting(html, PAGE_URL);
    expect(job.source).toBe('json-ld');
    expect(job.content).toContain('Job title: Barista\nCompany: Bean There');
    expect(job.content).toContain('Description:\n');
    expect(job.content).toContain('Make great coffee for our regulars.');
  });

  it.each([
    ['a news article', newsArticlePage],
    ['a recipe (with schema.org Recipe data)', recipePage],
  ])('does not take %s for a job post', (_name, html) => {
    const page = extractJobPosting(html, PAGE_URL);
    expect(page.source).toBe('main-content');
    expect(countWords(page.content)).toBeGreaterThan(100);
    expect(isJobPosting(page.content, page.source)).toBe(false);
  });

  it('sees a very short job ad as a job post with too few words', () => {
    const job = extractJobPosting(shortJobAdPage, PAGE_URL);
    expect(isJobPosting(job.content, job.source)).toBe(true);
    expect(countWords(job.content)).toBeLessThan(40);
  });

  it(`caps the text at ${MAX_CONTENT_CHARS} characters`, () => {
    const paragraph = '<p>We are hiring. Responsibilities include stacking shelves and serving customers.</p>';
    const job = extractJobPosting(`<html><body><article>${paragraph.repeat(800)}</article></body></html>`, PAGE_URL);
    expect(job.content.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(job.content.length).toBeGreaterThan(MAX_CONTENT_CHARS * 0.8);
  });

  it('survives pages without a body or with broken JSON-LD', () => {
    expect(extractJobPosting('', PAGE_URL)).toMatchObject({ source: 'main-content', content: '' });
    const broken = `<html><head><script type="application/ld+json">{"@type": "JobPosting", </script></head>
      <body><p>Nothing here.</p></body></html>`;
    expect(extractJobPosting(broken, PAGE_URL).source).toBe('main-content');
  });
});

describe('a page larger than the parse budget', () => {
  const filler = '<p>Lorem ipsum dolor sit amet. </p>'.repeat(Math.ceil(MAX_PARSED_HTML / 30));

  it('still reads a JSON-LD JobPosting placed after the budget', () => {
    const [head, tail] = jsonLdEnglishPage.split('</head>') as [string, string];
    const script = head.slice(head.indexOf('<script type="application/ld+json">'));
    const page = `${head.slice(0, head.indexOf('<script type="application/ld+json">'))}</head><body>${filler}${script}${tail}`;
    expect(page.length).toBeGreaterThan(MAX_PARSED_HTML);
    const job = extractJobPosting(page, 'https://jobs.example/');
    expect(job.source).toBe('json-ld');
    expect(job.content).toContain('Warehouse Associate');
  });

  it('reads the main content at the top of a huge page', () => {
    const page = plainArticleFrenchPage.replace('</body>', `${filler}</body>`);
    const job = extractJobPosting(page, 'https://jobs.example/');
    expect(job.source).toBe('main-content');
    expect(isJobPosting(job.content, job.source)).toBe(true);
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, headings and list items as lines and drops scripts and styles', () => {
    const html =
      '<h2>Profile</h2><p>Some   <b>bold</b>\n text.</p><ul><li>One</li><li><p>Two</p></li></ul>' +
      '<script>alert(1)</script><style>p{}</style><p>Line<br>break &amp; more</p>';
    expect(htmlToText(html)).toBe('Profile\nSome bold text.\n- One\n- Two\nLine\nbreak & more');
  });
});

describe('isJobPosting', () => {
  it('counts structured JobPosting data as a job post', () => {
    expect(isJobPosting('Job title: Cook', 'json-ld')).toBe(true);
    expect(isJobPosting('Job title: Cook', 'microdata')).toBe(true);
  });

  it.each([
    ["We're hiring a delivery driver. Requirements: a clean licence.", 'en'],
    ['Nous recrutons un agent de sécurité en CDI. Votre profil : carte professionnelle à jour.', 'fr'],
    ['Buscamos camarero. Requisitos: experiencia previa. Jornada completa.', 'es'],
  ])('needs two kinds of job vocabulary in main content (%s)', (text) => {
    expect(isJobPosting(text, 'main-content')).toBe(true);
  });

  it('is not fooled by a single job word', () => {
    expect(isJobPosting('The benefits of walking every day are well known.', 'main-content')).toBe(false);
    expect(isJobPosting('Sa candidature à la mairie a surpris ses adversaires.', 'main-content')).toBe(false);
  });
});
