import { describe, expect, it } from 'vitest';
import { INTERVIEW_TEMPLATE_IDS as INTERVIEW_TEMPLATES } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';
import type { Tone } from '../recruiter';
import { readyForCall, sandboxSetUp } from './test-helpers';

const setUp = sandboxSetUp();

describe('sandboxRecruiter reports', () => {
  it('writes the same scores for the same call and a summary in the interview language', async () => {
    const scoresOf = async (language: Language, tone: Tone) => {
      const { api, time } = setUp();
      const { interview, contact } = await readyForCall(api, {
        language,
        tone,
        templateId: INTERVIEW_TEMPLATES[language],
      });
      const call = await api.createCall({
        contact: contact.id,
        interview: interview.id,
        date: new Date(time.now()).toISOString(),
        status: 'waiting',
        use_case: 'immediate-after-application' as const,
        force_eligibility: true,
      });
      time.advance(60_000);
      const report = await api.getReport((await api.getCall(call.id)).report as number);
      api.close();
      return report;
    };
    const a = await scoresOf('fr', 'friendly');
    const b = await scoresOf('fr', 'friendly');
    expect(a.scores).toEqual(b.scores);
    expect(a.summary).toMatch(
      /^Entretien de démonstration pour le poste de Warehouse operator, mené sur un ton convivial/,
    );
    const es = await scoresOf('es', 'formal');
    expect(es.summary).toMatch(
      /^Entrevista de demostración para el puesto de Warehouse operator, realizada en un tono formal/,
    );
  });

  it('varies scores between calls', async () => {
    const { api, time } = setUp();
    const { interview, contact } = await readyForCall(api);
    const base = {
      contact: contact.id,
      interview: interview.id,
      status: 'waiting' as const,
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    };
    const first = await api.createCall({ ...base, date: new Date(time.now()).toISOString() });
    const second = await api.createCall({ ...base, date: new Date(time.now()).toISOString() });
    time.advance(60_000);
    const [a, b] = await Promise.all(
      [first, second].map(async (call) => api.getReport((await api.getCall(call.id)).report as number)),
    );
    expect(a?.scores).not.toEqual(b?.scores);
  });
});
