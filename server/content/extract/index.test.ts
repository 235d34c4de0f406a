import { describe, expect, it } from 'vitest';
import {
  jsonLdEnglishPage,
  newsArticlePage,
  plainArticleFrenchPage,
  recipePage,
  shortJobAdPage,
} from '../../../tests/fixtures/jobs';
import { countWords } from '../verify';
import { extractJobPosting, isJobPosting, jobSignals, MAX_CONTENT_CHARS, MAX_PARSED_HTML } from './index';

const PAGE_URL = 'https://jobs.example.com/offer/42';

describe('extractJobPosting', () => {
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
