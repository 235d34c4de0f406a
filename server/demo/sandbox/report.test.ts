import { describe, expect, it } from 'vitest';
import { INTERVIEW_TEMPLATE_IDS as INTERVIEW_TEMPLATES } from '../../../shared/demo';
import { demoReport } from '../../../shared/demo-responses';
import type { Language } from '../../../shared/languages';
import type { GenerateInterviewInput, Tone } from '../recruiter';
import { readyForCall, sandboxSetUp, WAREHOUSE } from './test-helpers';

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

describe('sandboxRecruiter report details', () => {
  const reportOf = async (
    setUpOptions: Parameters<typeof setUp>[0] = {},
    interview: Partial<GenerateInterviewInput> = {},
  ) => {
    const { api, time } = setUp(setUpOptions);
    const ready = await readyForCall(api, interview);
    const call = await api.createCall({
      contact: ready.contact.id,
      interview: ready.interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application',
      force_eligibility: true,
    });
    time.advance(60_000);
    const report = await api.getReport((await api.getCall(call.id)).report as number);
    return { report, interview: ready.interview, api };
  };

  it('lists the questions the interview asked, each with a short excerpt of a simulated answer', async () => {
    const { report, interview } = await reportOf();
    expect(demoReport.parse(report)).toEqual(report);
    expect(report.simulated).toBe(true);
    expect(report.job_name).toBe('Warehouse operator');
    expect(report.questions?.map((question) => question.text)).toEqual(interview.questions.map((q) => q.text));
    for (const question of report.questions ?? []) {
      expect(question.excerpt.length).toBeGreaterThan(20);
      expect(question.excerpt.length).toBeLessThanOrEqual(160);
      expect(question.excerpt).not.toMatch(/\{\w+\}/);
    }
  });

  it('gives one reason per score, tied to what the posting asks', async () => {
    const { report } = await reportOf();
    expect(Object.keys(report.reasons ?? {}).sort()).toEqual(Object.keys(report.scores).sort());
    const reasons = report.reasons ?? {};
    // The posting asks for rotating shifts and weekends, 2 years of experience, a forklift licence, teamwork and safety.
    expect(reasons.availability).toMatch(/shift and weekend work the posting asks for/);
    expect(reasons.experience_and_attitude).toMatch(/\(the posting asks for 2 years\)/);
    expect(reasons.skills_match).toMatch(/forklift driving|safety rules|teamwork/);
    expect(reasons.motivation).toMatch(/warehouse operator job/);
  });

  it('keeps answers and reasons in line with the scores: a strong score, strong answers and reason', async () => {
    for (let n = 0; n < 6; n++) {
      const { report } = await reportOf();
      const strongAvailability = report.scores.availability >= 70;
      const availability = report.questions?.find((q) => q.text.startsWith('When would you be available'));
      expect(availability?.excerpt.startsWith('I can start in two weeks')).toBe(strongAvailability);
      expect(report.reasons?.availability?.startsWith('Can start within two weeks')).toBe(strongAvailability);
    }
  });

  it.each([
    ['fr', /^Pourriez-vous vous présenter/, /^(J’aime|Je cherche)/, /(Disponible|Pas disponible)/],
    ['es', /^¿Podría presentarse/, /^(Me gusta|Ahora mismo)/, /(Puede incorporarse|No puede empezar)/],
  ] as const)(
    'writes excerpts and reasons in the interview language (%s)',
    async (language, question, excerpt, reason) => {
      const { report } = await reportOf({}, { language, templateId: INTERVIEW_TEMPLATES[language] });
      expect(report.questions?.[0]?.text).toMatch(question);
      expect(report.questions?.[0]?.excerpt).toMatch(excerpt);
      expect(report.reasons?.availability).toMatch(reason);
    },
  );

  it('writes the same report for the same call', async () => {
    const a = await reportOf();
    const b = await reportOf();
    expect(a.report).toEqual(b.report);
  });

  it('still answers each question once the posting is no longer kept', async () => {
    // Room for one posting: the next one pushes the first out before its call is placed.
    const { api, time } = setUp({ maxDescriptionChars: WAREHOUSE.length + 10 });
    const { interview, contact } = await readyForCall(api);
    await api.parseJob({ job_description: `${WAREHOUSE} ` });
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application',
      force_eligibility: true,
    });
    time.advance(60_000);
    const report = await api.getReport((await api.getCall(call.id)).report as number);
    expect(report.questions).toHaveLength(interview.questions.length);
    expect(Object.values(report.reasons ?? {})).toHaveLength(5);
  });
});
