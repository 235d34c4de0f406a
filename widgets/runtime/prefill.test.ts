/** What a host page may prefill, and what it is told when a value is ignored (issue 23). */
import { describe, expect, it } from 'vitest';
import { DEMO_TEXT_BOUNDS } from '../../shared/demo';
import { processUrlRequest } from '../../shared/demo-schemas';
import { ROI_INDUSTRY_KEYS } from '../../shared/roi';
import {
  emailRule,
  jobTextRule,
  jobUrlRule,
  keyRule,
  MAX_EMAIL,
  MAX_JOB_TEXT,
  MAX_JOB_URL,
  type PrefillRule,
  resolvePrefill,
} from './prefill';

const industryRule = keyRule('industry', 'alex_industry', ROI_INDUSTRY_KEYS);
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

describe.each<[string, PrefillRule, [input: string, expected: string | undefined][]]>([
  [
    'job-url',
    jobUrlRule,
    [
      ['https://jobs.example/posts/42', 'https://jobs.example/posts/42'],
      ['http://jobs.example/posts/42?ref=board#apply', 'http://jobs.example/posts/42?ref=board#apply'],
      ['  https://jobs.example/a  ', 'https://jobs.example/a'],
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
    jobTextRule,
    [
      [
        'Warehouse operator, night shift, forklift licence required.',
        'Warehouse operator, night shift, forklift licence required.',
      ],
      ['  Cook wanted  ', 'Cook wanted'],
      // Too short for Continue, still filled in: Continue says so, as for a typed text.
      ['Cook', 'Cook'],
      ['x'.repeat(MAX_JOB_TEXT), 'x'.repeat(MAX_JOB_TEXT)],
      ['x'.repeat(MAX_JOB_TEXT + 1), undefined],
      [`  ${'x'.repeat(MAX_JOB_TEXT)}  `, 'x'.repeat(MAX_JOB_TEXT)],
    ],
  ],
  [
    'email',
    emailRule,
    [
      ['ann.martin@example.com', 'ann.martin@example.com'],
      [' Ann.Martin@Example.com ', 'Ann.Martin@Example.com'],
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
    industryRule,
    [
      ['logistics', 'logistics'],
      ['Logistics', 'logistics'],
      ['CALL-CENTER', 'call-center'],
      [' healthcare ', 'healthcare'],
      ['custom', 'custom'],
      ['mining', undefined],
      ['call center', undefined],
      ['logistic', undefined],
      ['__proto__', undefined],
    ],
  ],
])('the %s rule', (_name, rule, rows) => {
  it.each(rows)('%j gives %j', (input, expected) => {
    expect(rule.check(input)).toBe(expected);
  });
});

describe('resolvePrefill', () => {
  const tag = 'alex-demo-wizard';

  it('takes the attribute, and never the URL unless the page opted in', () => {
    expect(resolvePrefill(tag, jobUrlRule, 'https://jobs.example/1', null)).toEqual({
      value: 'https://jobs.example/1',
    });
    expect(resolvePrefill(tag, jobUrlRule, undefined, null)).toEqual({});
    expect(resolvePrefill(tag, jobUrlRule, null, null)).toEqual({});
  });

  it('reads the URL parameter when given the search and no attribute', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2F2&alex_job_text=Cook';
    expect(resolvePrefill(tag, jobUrlRule, undefined, search)).toEqual({ value: 'https://jobs.example/2' });
    expect(resolvePrefill(tag, jobTextRule, undefined, search)).toEqual({ value: 'Cook' });
    expect(resolvePrefill(tag, emailRule, undefined, search)).toEqual({});
    expect(resolvePrefill(tag, industryRule, undefined, '?alex_industry=Logistics')).toEqual({ value: 'logistics' });
    expect(resolvePrefill(tag, emailRule, undefined, '?alex_email=ann%2B1%40example.com')).toEqual({
      value: 'ann+1@example.com',
    });
  });

  it('lets the attribute win over the URL parameter', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2Furl';
    expect(resolvePrefill(tag, jobUrlRule, 'https://jobs.example/attribute', search)).toEqual({
      value: 'https://jobs.example/attribute',
    });
    // A blank attribute is no attribute.
    expect(resolvePrefill(tag, jobUrlRule, '  ', search)).toEqual({ value: 'https://jobs.example/url' });
  });

  it('warns about a refused value, naming the attribute or the parameter, never repeating the value', () => {
    const fromAttribute = resolvePrefill(tag, jobUrlRule, 'javascript:alert(1)', null);
    expect(fromAttribute.value).toBeUndefined();
    expect(fromAttribute.warning).toMatch(/^<alex-demo-wizard>: ignored the job-url attribute: it must be /);
    expect(fromAttribute.warning).not.toContain('javascript');

    const fromUrl = resolvePrefill('alex-roi-calculator', industryRule, undefined, '?alex_industry=mining');
    expect(fromUrl).toEqual({
      warning: `<alex-roi-calculator>: ignored the URL parameter alex_industry: it must be one of ${ROI_INDUSTRY_KEYS.join(', ')}.`,
    });
    const email = resolvePrefill('alex-roi-calculator', emailRule, 'ann@', null);
    expect(email.warning).toContain('the email attribute');
    expect(email.warning).not.toContain('ann@');
  });

  it('does not fall back to the URL when the attribute is refused', () => {
    const search = '?alex_job_url=https%3A%2F%2Fjobs.example%2Furl';
    expect(resolvePrefill(tag, jobUrlRule, 'ftp://jobs.example/1', search)).toEqual({
      warning: expect.stringContaining('job-url attribute'),
    });
  });

  it('ignores an empty parameter quietly', () => {
    expect(resolvePrefill(tag, jobUrlRule, undefined, '?alex_job_url=&alex_job_text=%20')).toEqual({});
    expect(resolvePrefill(tag, jobTextRule, undefined, '?alex_job_text=%20')).toEqual({});
  });
});
