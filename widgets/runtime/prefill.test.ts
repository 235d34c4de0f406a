/** What a host page may prefill, and what it is told when a value is ignored (issue 23). */
import { describe, expect, it } from 'vitest';
import { DEMO_TEXT_BOUNDS } from '../../shared/demo';
import { processUrlRequest } from '../../shared/demo-schemas';
import { checkJobText, checkJobUrl, MAX_JOB_TEXT, MAX_JOB_URL } from '../demo-wizard/rules';
import { checkEmail, checkIndustry, MAX_EMAIL } from '../roi-calculator/prefill';
import { type PrefillCheck, type PrefillSource, resolvePrefill } from './prefill';

const longUrl = (length: number) => `https://jobs.example/${'a'.repeat(length - 'https://jobs.example/'.length)}`;

describe('the bounds are the gateway’s', () => {
  it('matches DEMO_TEXT_BOUNDS and the URL schema', () => {
    expect(MAX_JOB_TEXT).toBe(DEMO_TEXT_BOUNDS.jobDescription);
    expect(MAX_EMAIL).toBe(DEMO_TEXT_BOUNDS.email);
    const within = { url: longUrl(MAX_JOB_URL), targetLanguage: 'en' };
    const beyond = { url: longUrl(MAX_JOB_URL + 1), targetLanguage: 'en' };
    expect(processUrlRequest.safeParse(within).success).toBe(true);
    expect(processUrlRequest.safeParse(beyond).success).toBe(false);
  });
});

describe.each<[string, PrefillCheck, [input: string, expected: string | undefined][]]>([
  [
    'job-url',
    checkJobUrl,
    [
      ['https://jobs.example/posts/42', 'https://jobs.example/posts/42'],
      ['http://jobs.example/posts/42?ref=board#apply', 'http://jobs.example/posts/42?ref=board#apply'],
      ['HTTPS://Jobs.Example/Posts/42', 'HTTPS://Jobs.Example/Posts/42'],
      ['javascript:alert(1)', undefined],
      ['JavaScript:alert(1)', undefined],
      ['data:text/html,<script>alert(1)</script>', undefined],
      ['ftp://jobs.example/post.txt', undefined],
      ['file:///etc/passwd', undefined],
      ['/jobs/42', undefined],
      ['jobs.example/42', undefined],
      ['//jobs.example/42', undefined],
      ['https://', undefined],
      ['not a url', undefined],
      [longUrl(MAX_JOB_URL), longUrl(MAX_JOB_URL)],
      [longUrl(MAX_JOB_URL + 1), undefined],
      [longUrl(5000), undefined],
    ],
  ],
  [
    'job-text',
    checkJobText,
    [
      [
        'Warehouse operator, night shift, forklift licence required.',
        'Warehouse operator, night shift, forklift licence required.',
      ],
      // Too short for Continue, still filled in: Continue says so, as for a typed text.
      ['Cook', 'Cook'],
      ['x'.repeat(MAX_JOB_TEXT), 'x'.repeat(MAX_JOB_TEXT)],
      ['x'.repeat(MAX_JOB_TEXT + 1), undefined],
    ],
  ],
  [
    'email',
    checkEmail,
    [
      ['ann.martin@example.com', 'ann.martin@example.com'],
      ['Ann.Martin@Example.com', 'Ann.Martin@Example.com'],
      ['ann.martin', undefined],
      ['ann martin@example.com', undefined],
      ['ann@@example.com', undefined],
      ['@example.com', undefined],
      ['ann@', undefined],
      [`${'a'.repeat(MAX_EMAIL - '@example.com'.length)}@example.com`, `${'a'.repeat(242)}@example.com`],
      [`${'a'.repeat(MAX_EMAIL)}@example.com`, undefined],
    ],
  ],
  [
    'industry',
    checkIndustry,
    [
      ['logistics', 'logistics'],
      ['Logistics', 'logistics'],
      ['CALL-CENTER', 'call-center'],
      ['custom', 'custom'],
      ['mining', undefined],
      ['call center', undefined],
      ['logistic', undefined],
      ['__proto__', undefined],
    ],
  ],
])('the %s check', (_name, check, rows) => {
  it.each(rows)('%j gives %j', (input, expected) => {
    expect(check(input)).toBe(expected);
  });
});

describe('resolvePrefill', () => {
  const tag = 'alex-demo-wizard';
  const job = (url?: string | null, text?: string): PrefillSource[] => [
    ['job-url', url, checkJobUrl],
    ['job-text', text, checkJobText],
  ];
  const email = (given?: string): PrefillSource[] => [['email', given, checkEmail]];
  const industry = (given?: string): PrefillSource[] => [['industry', given, checkIndustry]];

  it('takes the attribute, trimmed, and never the URL unless the page opted in', () => {
    expect(resolvePrefill(tag, job(' https://jobs.example/1 '), null)).toEqual({
      value: 'https://jobs.example/1',
      index: 0,
      warnings: [],
    });
    expect(resolvePrefill(tag, job(undefined, '  Cook wanted  '), null)).toEqual({
      value: 'Cook wanted',
      index: 1,
      warnings: [],
    });
    expect(resolvePrefill(tag, job(), null)).toEqual({ warnings: [] });
    expect(resolvePrefill(tag, job(null), null)).toEqual({ warnings: [] });
  });

  it('reads the URL parameters, alex_ and the attribute, when given the search and no attribute', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2F2&alex_job_text=Cook';
    expect(resolvePrefill(tag, job(), search)).toMatchObject({ value: 'https://jobs.example/2', index: 0 });
    expect(resolvePrefill(tag, job(), '?alex_job_text=Cook')).toMatchObject({ value: 'Cook', index: 1 });
    expect(resolvePrefill(tag, email(), search)).toEqual({ warnings: [] });
    expect(resolvePrefill(tag, industry(), '?alex_industry=Logistics')).toMatchObject({ value: 'logistics' });
    expect(resolvePrefill(tag, email(), '?alex_email=ann%2B1%40example.com')).toMatchObject({
      value: 'ann+1@example.com',
    });
    // Without the opt-in, the same search is never read.
    expect(resolvePrefill(tag, email(), null)).toEqual({ warnings: [] });
  });

  it('lets the attribute win over the URL parameter, and job-url over job-text', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2Furl';
    expect(resolvePrefill(tag, job('https://jobs.example/attribute'), search).value).toBe(
      'https://jobs.example/attribute',
    );
    // A blank attribute is no attribute.
    expect(resolvePrefill(tag, job('  '), search).value).toBe('https://jobs.example/url');
    expect(resolvePrefill(tag, job('https://jobs.example/1', 'Cook wanted'), null)).toMatchObject({ index: 0 });
    // A refused job-url leaves the job-text.
    expect(resolvePrefill(tag, job('ftp://jobs.example/1', 'Cook wanted'), null)).toMatchObject({
      value: 'Cook wanted',
      index: 1,
    });
  });

  it('warns once about a refused value, naming the attribute or the parameter, never repeating the value', () => {
    const fromAttribute = resolvePrefill(tag, job('javascript:alert(1)'), null);
    expect(fromAttribute).toEqual({
      warnings: ['<alex-demo-wizard>: ignored the invalid job-url attribute.'],
    });
    const fromUrl = resolvePrefill('alex-roi-calculator', industry(), '?alex_industry=mining');
    expect(fromUrl.warnings).toEqual(['<alex-roi-calculator>: ignored the invalid URL parameter alex_industry.']);
    const refused = resolvePrefill('alex-roi-calculator', email('ann@'), null);
    expect(refused.warnings).toHaveLength(1);
    expect(refused.warnings[0]).toContain('email attribute');
    expect(refused.warnings[0]).not.toContain('ann@');
    const both = resolvePrefill(tag, job('data:text/html,x', 'x'.repeat(MAX_JOB_TEXT + 1)), null);
    expect(both.value).toBeUndefined();
    expect(both.warnings).toHaveLength(2);
  });

  it('does not fall back to the URL when the attribute is refused', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2Furl';
    expect(resolvePrefill(tag, job('ftp://jobs.example/1'), search)).toEqual({
      warnings: [expect.stringContaining('job-url attribute')],
    });
  });

  it('ignores an empty value quietly', () => {
    expect(resolvePrefill(tag, job('', ' '), null)).toEqual({ warnings: [] });
    expect(resolvePrefill(tag, job(), '?alex_job_url=&alex_job_text=%20')).toEqual({ warnings: [] });
  });
});
