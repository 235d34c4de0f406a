import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';
import type { OutboxItem } from '../outbox/store';
import { DeliveryDeferred, DeliveryError } from '../outbox/worker';
import { type Call, type RecruiterApi, RecruiterError, type Report } from './recruiter';
import {
  REPORT_EMAIL_WINDOW_MS,
  type ReportEmailPayload,
  renderReportEmail,
  reportEmailDelivery,
  reportEmailItem,
} from './report-email';

const REPORT: Report = {
  id: 7,
  call: 7,
  contact: 3,
  interview: 4,
  scores: { availability: 82, experience_and_attitude: 64, communication: 90, motivation: 71, skills_match: 55 },
  summary: 'Demo interview for the Warehouse <operator> position.',
  created_at: '2030-03-04T09:00:27.000Z',
  job_name: 'Warehouse <operator> & picker',
  questions: [
    { text: 'Could you introduce yourself?', excerpt: 'I like hands-on work & a clear routine.' },
    { text: 'When could you start?', excerpt: 'In two weeks, full-time.' },
  ],
  reasons: {
    availability: 'Can start within two weeks.',
    experience_and_attitude: 'Three years of similar work.',
    communication: 'Clear, structured answers.',
    motivation: 'Specific reasons for the job.',
    skills_match: 'Still to build: a driving licence.',
  },
  simulated: true,
};

const TO = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('the report e-mail', () => {
  it.each([
    ['en', 'Your Alex demo interview report: Warehouse <operator> & picker', 'Hello Ada Lovelace,', 'Availability'],
    [
      'fr',
      'Le compte rendu de votre entretien de démo avec Alex\u00a0: Warehouse <operator> & picker',
      'Bonjour Ada Lovelace,',
      'Disponibilité',
    ],
    [
      'es',
      'El informe de su entrevista de demo con Alex: Warehouse <operator> & picker',
      'Hola, Ada Lovelace:',
      'Disponibilidad',
    ],
  ] as const)(
    'in %s: its subject, greeting, scores with reasons, questions with answers and booking link',
    (language, subject, greeting, label) => {
      const mail = renderReportEmail(REPORT, { ...TO, language }, DEFAULT_BOOKING_LINKS);
      expect(mail.to).toBe('ada@example.com');
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(greeting);
      expect(mail.text).toContain(greeting);
      expect(mail.html).toContain(label);
      for (const reason of Object.values(REPORT.reasons ?? {})) {
        expect(mail.html).toContain(reason);
        expect(mail.text).toContain(reason);
      }
      expect(mail.html).toContain('Could you introduce yourself?');
      expect(mail.html).toContain('I like hands-on work &amp; a clear routine.');
      expect(mail.text).toContain('When could you start?');
      expect(mail.text).toContain('In two weeks, full-time.');
      expect(mail.html).toContain('82/100');
      const booking = DEFAULT_BOOKING_LINKS[language];
      expect(mail.html).toContain(`href="${booking}"`);
      expect(mail.text).toContain(booking);
    },
  );

  it('escapes what the backend wrote: a job name or summary is text, never markup', () => {
    const mail = renderReportEmail(REPORT, { ...TO, language: 'en' }, DEFAULT_BOOKING_LINKS);
    expect(mail.html).not.toContain('<operator>');
    expect(mail.html).toContain('Warehouse &lt;operator&gt; &amp; picker');
  });

  it('says the answers are a simulated candidate’s when they are, and reads well without the optional parts', () => {
    expect(renderReportEmail(REPORT, { ...TO, language: 'en' }, DEFAULT_BOOKING_LINKS).text).toContain(
      'simulated candidate',
    );
    const bare: Report = {
      id: 1,
      call: 1,
      contact: 1,
      interview: 1,
      scores: REPORT.scores,
      summary: 'A summary.',
      created_at: REPORT.created_at,
    };
    const mail = renderReportEmail(bare, { name: '', email: 'x@example.com', language: 'en' }, DEFAULT_BOOKING_LINKS);
    expect(mail.subject).toBe('Your Alex demo interview report');
    expect(mail.text).toMatch(/^Your demo interview report\n\nHello,\n/);
    expect(mail.text).not.toContain('simulated');
    expect(mail.html).not.toContain('<ol');
    expect(mail.text).toContain('- Skills match: 55/100\n');
  });
});

describe('the report e-mail item', () => {
  it('gives up on the report some hours after the call’s time (its creation, for a call placed now)', () => {
    const now = Date.parse('2030-03-04T09:00:00Z');
    const later = reportEmailItem({ id: 5, date: '2030-03-04T15:00:00Z' }, { ...TO, language: 'fr' }, now);
    expect(later).toEqual({
      call: 5,
      language: 'fr',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      notAfter: Date.parse('2030-03-04T15:00:00Z') + REPORT_EMAIL_WINDOW_MS,
    });
    expect(reportEmailItem({ id: 6, date: '2030-03-04T08:59:00Z' }, { ...TO, language: 'en' }, now).notAfter).toBe(
      now + REPORT_EMAIL_WINDOW_MS,
    );
  });
});

describe('the report e-mail delivery', () => {
  const START = Date.parse('2030-03-04T09:00:00Z');
  const POLICY = { baseDelayMs: 5_000, maxDelayMs: 3_600_000 };

  function setUp(call: Partial<Call> | Error, report: Report | Error = REPORT) {
    let time = START;
    const sent: OutboxItem[] = [];
    const recruiter = {
      getCall: async (id: number) => {
        if (call instanceof Error) throw call;
        return { id, contact: 3, interview: 4, date: new Date(START).toISOString(), status: 'waiting', ...call };
      },
      getReport: async () => {
        if (report instanceof Error) throw report;
        return report;
      },
    } as unknown as RecruiterApi;
    const deliver = reportEmailDelivery({
      recruiter,
      booking: DEFAULT_BOOKING_LINKS,
      send: async (item) => {
        sent.push(item);
      },
      policy: POLICY,
      now: () => time,
    });
    const payload: ReportEmailPayload = reportEmailItem(
      { id: 7, date: new Date(START).toISOString() },
      { ...TO, language: 'es' as Language },
      START,
    );
    const item: OutboxItem = {
      id: 'item-1',
      kind: 'demo-report',
      payload,
      createdAt: START,
      attempts: 0,
      nextAttemptAt: START,
    };
    return {
      run: () => deliver(item),
      sent,
      at: (ms: number) => {
        time = START + ms;
      },
    };
  }

  const deferral = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DeliveryDeferred);
    return error as DeliveryDeferred;
  };

  it('sends the rendered report under the item’s id once the call has one', async () => {
    const h = setUp({ status: 'completed', report: 7 });
    expect(await h.run()).toBeUndefined();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toMatchObject({ id: 'item-1', kind: 'email', payload: { to: 'ada@example.com' } });
    expect((h.sent[0]?.payload as { subject?: string } | undefined)?.subject).toContain('Warehouse');
  });

  it('waits while the call is under way: soon at first, then less often, never more than a minute', async () => {
    const h = setUp({ status: 'in_progress', report: null });
    h.at(2_000);
    expect((await deferral(h.run())).until).toBe(START + 2_000 + 5_000);
    h.at(120_000);
    expect((await deferral(h.run())).until).toBe(START + 120_000 + 30_000);
    h.at(3_600_000);
    expect((await deferral(h.run())).until).toBe(START + 3_600_000 + 60_000);
    expect(h.sent).toEqual([]);
  });

  it('waits for a scheduled call until its time', async () => {
    const h = setUp({ status: 'scheduled', date: new Date(START + 3 * 3_600_000).toISOString(), report: null });
    const wait = await deferral(h.run());
    expect(wait.until).toBe(START + 3 * 3_600_000);
    expect(wait.reason).toBe('call scheduled');
  });

  it.each([
    ['no_answer', { status: 'no_answer' as const, report: null }],
    ['cancelled', { status: 'cancelled' as const, report: null }],
    ['call_not_found', new RecruiterError(404, 'Call 7 not found')],
  ])('ends without an e-mail when the call ends without an interview: %s', async (reason, call) => {
    const h = setUp(call);
    expect(await h.run()).toEqual({ skipped: reason });
    expect(h.sent).toEqual([]);
  });

  it('fails (to be retried) when the backend fails, and gives up once the window has passed', async () => {
    const down = setUp(new RecruiterError(502, 'The recruiter service is unavailable.'));
    const failure = await down.run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).options.permanent).toBeFalsy();

    const stuck = setUp({ status: 'in_progress', report: null });
    stuck.at(REPORT_EMAIL_WINDOW_MS + 1);
    const late = await stuck.run().catch((error: unknown) => error);
    expect(late).toBeInstanceOf(DeliveryError);
    expect((late as DeliveryError).options.permanent).toBe(true);
    expect((late as Error).message).not.toContain('ada@example.com');
  });
});
