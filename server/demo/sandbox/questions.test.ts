import { describe, expect, it } from 'vitest';
import { INTERVIEW_TEMPLATE_IDS as INTERVIEW_TEMPLATES } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';
import type { Sharpness, Tone } from '../recruiter';
import { interviewInput, sandboxSetUp, WAREHOUSE } from './test-helpers';

const setUp = sandboxSetUp();

describe('sandboxRecruiter interview questions', () => {
  it('writes six to eight questions that name the job and follow the posting', async () => {
    const { api } = setUp();
    const job = await api.parseJob({ job_description: WAREHOUSE });
    const interview = await api.generateInterview(interviewInput(job.id));
    expect(interview).toMatchObject({ job: job.id, language: 'en', tone: 'formal', sharpness: 'Mid', voice: 'Adam' });
    expect(interview.questions.length).toBeGreaterThanOrEqual(6);
    expect(interview.questions.length).toBeLessThanOrEqual(8);
    const text = interview.questions.map((question) => question.text).join('\n');
    expect(text).toContain('Warehouse operator');
    expect(text).toMatch(/shift/i);
    expect(text).toMatch(/weekend/i);
    expect(text).toMatch(/forklift/i);
    expect(text).toContain('2 years of experience');
    expect(new Set(interview.questions.map((question) => question.id)).size).toBe(interview.questions.length);
    expect(await api.getInterview(interview.id)).toEqual(interview);
  });

  it('asks at least six questions even when the posting says little', async () => {
    const { api } = setUp();
    const job = await api.parseJob({ job_description: 'Title: Accountant\nKeep the books of a small firm.' });
    const interview = await api.generateInterview(interviewInput(job.id));
    expect(interview.questions).toHaveLength(6);
  });

  it('follows the language, tone and sharpness, and always gives the same interview for the same input', async () => {
    const { api } = setUp();
    const job = await api.parseJob({ job_description: WAREHOUSE });
    const texts = new Map<string, string>();
    const languages: Language[] = ['en', 'fr', 'es'];
    const tones: Tone[] = ['formal', 'friendly'];
    const levels: Sharpness[] = ['High', 'Mid', 'Low'];
    for (const language of languages) {
      for (const tone of tones) {
        for (const sharpness of levels) {
          const input = interviewInput(job.id, {
            language,
            tone,
            sharpness,
            templateId: INTERVIEW_TEMPLATES[language],
          });
          const interview = await api.generateInterview(input);
          const again = await api.generateInterview(input);
          const text = interview.questions.map((question) => question.text).join('\n');
          expect(again.questions.map((question) => question.text).join('\n')).toBe(text);
          expect(text).toContain('Warehouse operator');
          texts.set(`${language}/${tone}/${sharpness}`, text);
        }
      }
    }
    expect(new Set(texts.values()).size).toBe(18);
    expect(texts.get('fr/formal/Mid')).toMatch(/\bvous\b/);
    expect(texts.get('fr/formal/Mid')).not.toMatch(/\btu\b/);
    expect(texts.get('fr/friendly/Mid')).toMatch(/\btu\b/);
    expect(texts.get('es/formal/Mid')).toMatch(/¿Podría/);
    expect(texts.get('es/friendly/Mid')).toMatch(/\bti\b|tienes/);
    expect(texts.get('en/formal/High')).toMatch(/concrete example/);
    expect(texts.get('en/formal/High')).toMatch(/how many/i);
    expect(texts.get('en/formal/Low')).not.toMatch(/concrete example/);
    expect((texts.get('en/formal/High') ?? '').length).toBeGreaterThan((texts.get('en/formal/Mid') ?? '').length);
  });
});
