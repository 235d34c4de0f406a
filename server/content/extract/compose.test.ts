import { describe, expect, it } from 'vitest';
import { jsonLdEnglishPage } from '../../../tests/fixtures/jobs';
import { extractJobPosting, isJobPosting } from './index';

const PAGE_URL = 'https://jobs.example.com/offer/42';

describe('a JobPosting composed into labelled text', () => {
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
});
