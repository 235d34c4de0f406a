/** POST /api/send-roi-metrics end to end: validation, e-mails in the outbox or through real SMTP, limits. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER } from '../../shared/captcha';
import { roiPayload } from '../fixtures/roi';
import { DEMO_ENV, solveCaptcha, Visitor } from './demo-helpers';
import { makeGateway, parseMail } from './helpers';

const ENDPOINT = '/api/send-roi-metrics';

describe('sending the ROI results by e-mail', () => {
  it('accepts a valid request and writes the localized e-mail to the outbox', async () => {
    const { app, readOutbox } = await makeGateway();
    const response = await request(app)
      .post(ENDPOINT)
      .send(roiPayload({ language: 'fr' }, 'healthcare'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const [mail, ...others] = await readOutbox();
    expect(others).toHaveLength(0);
    expect(mail?.to).toBe('ann.martin@example.com');
    // French amounts: a narrow no-break space between thousands, a no-break space before € and before the colon.
    expect(mail?.subject).toBe('Votre simulation de ROI avec Alex\u00a0: 54\u202f250\u00a0€ économisés chaque mois');
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.htmlFile).toBe(mail?.html);
    expect(mail?.text).toContain('Économies mensuelles\u00a0: 54\u202f250\u00a0€');
    expect(mail?.html).toContain('Santé et petite enfance');
    // Healthcare, 50 hires: 54 250 € a month, 651 000 € a year, 150 days, 9,4x, 60 %.
    for (const figure of ['54 250 €', '651 000 €', '9,4x', '100 000 €', '45 750 €']) {
      expect(mail?.html).toContain(figure.replace(/(\d) (\d)/g, '$1\u202f$2').replace(' €', '\u00a0€'));
    }
    expect(mail?.html).toMatch(/150[ \u00a0\u202f]jours/);
    expect(mail?.html).toMatch(/60[ \u00a0\u202f]%/);
    expect(mail?.html).toContain('https://cal.com/alex-recruiter/demo-fr');
  });

  it.each([
    ['en', 'Your ROI simulation', 'Retail'],
    ['es', 'Su simulación de ROI', 'Comercio minorista'],
  ] as const)('writes the e-mail in %s', async (language, heading, industry) => {
    const { app, readOutbox } = await makeGateway();
    await request(app).post(ENDPOINT).send(roiPayload({ language })).expect(200);
    const [mail] = await readOutbox();
    expect(mail?.html).toContain(heading);
    expect(mail?.html).toContain(industry);
  });

  it('puts our own figures and labels in the e-mail, never the free text a browser sent', async () => {
    const { app, readOutbox } = await makeGateway();
    const forged = roiPayload({
      industryName: '<script>alert(1)</script><a href="https://evil.example">Win</a>',
      results: { currentCost: 1, withAlexCost: 1, savings: 999_999_999, timeReduction: 1, roiPercentage: 1 },
    });
    await request(app).post(ENDPOINT).send(forged).expect(200);
    const [mail] = await readOutbox();
    expect(mail?.html).not.toContain('<script');
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.html).not.toContain('999,999,999');
    expect(mail?.html).toContain('€44,250'); // retail savings from the formulas
  });

  it.each([
    ['an address without @', { userEmail: 'ann.example.com' }, 'userEmail'],
    ['an unknown industry', { industry: 'mining' }, 'industry'],
    ['too few recruitments', { monthlyRecruitments: 9 }, 'monthlyRecruitments'],
    ['a fractional time to hire', { currentTimeToHire: 7.5 }, 'currentTimeToHire'],
    ['a cost per day above the slider', { costPerDay: 2050 }, 'costPerDay'],
    ['an unsupported language', { language: 'de' }, 'language'],
    [
      'a negative result',
      { results: { currentCost: -1, withAlexCost: 0, savings: 0, timeReduction: 0, roiPercentage: 0 } },
      'results.currentCost',
    ],
    ['a text where a number belongs', { monthlyRecruitments: '50' }, 'monthlyRecruitments'],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field, and sends nothing', async (_name, change, field) => {
    const { app, readOutbox } = await makeGateway();
    const response = await request(app)
      .post(ENDPOINT)
      .send({ ...roiPayload(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await readOutbox()).toEqual([]);
  });

  it.each([
    ['no body at all', undefined, 'application/json', 400],
    ['broken JSON', '{"userEmail": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['a form post', 'userEmail=a@b.c', 'application/x-www-form-urlencoded', 400],
    [
      'a body over 16 KB',
      JSON.stringify({ ...roiPayload(), industryName: 'x'.repeat(20_000) }),
      'application/json',
      413,
    ],
  ])('answers %s with a clear 4xx, never a 500', async (_name, body, type, status) => {
    const { app } = await makeGateway();
    const response = await request(app).post(ENDPOINT).set('Content-Type', type).send(body);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toMatch(/VALIDATION_ERROR|PAYLOAD_TOO_LARGE/);
    expect(typeof response.body.error.message).toBe('string');
  });

  it('limits each visitor to 5 e-mails per 15 minutes, with Retry-After and RateLimit headers', async () => {
    const { app, readOutbox } = await makeGateway();
    const visitor = new Visitor(app, '127.0.0.1');
    for (let i = 0; i < 5; i++) {
      // Each e-mail after the first brings a fresh captcha token, each to another address.
      const token = i === 0 ? null : await visitor.solve();
      await visitor.post(ENDPOINT, roiPayload({ userEmail: `ann.${i}@example.com` }), token).expect(200);
    }
    const refused = await visitor.post(ENDPOINT, roiPayload({ userEmail: 'ann.5@example.com' }), await visitor.solve());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.body.error.details.retryAfter).toBeGreaterThan(800);
    expect(refused.body.error.details.retryAfter).toBeLessThanOrEqual(900);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.error.details.retryAfter);
    expect(refused.headers.ratelimit).toMatch(/r=0/);
    expect(refused.headers['ratelimit-policy']).toMatch(/q=5; w=900/);
    expect(await readOutbox()).toHaveLength(5);
  });

  it('keeps separate limits for two IPv4 visitors behind a trusted proxy, and one for a whole IPv6 /56', async () => {
    const { app } = await makeGateway({ ...DEMO_ENV, ROI_EMAIL_LIMIT: '1' });
    // A visitor's second e-mail comes with the captcha token it needs; the limit refuses it all the same.
    const from = async (address: string) =>
      request(app)
        .post(ENDPOINT)
        .set('X-Forwarded-For', address)
        .set(CAPTCHA_HEADER, (await solveCaptcha(app, { ip: address })).token)
        .send(roiPayload({ userEmail: `ann.${address.replace(/[^\w]/g, '')}@example.com` }));
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('198.51.100.23')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('::ffff:198.51.100.99')).status).toBe(200);
    expect((await from('2001:db8:abcd:1200::1')).status).toBe(200);
    expect((await from('2001:db8:abcd:12ff::2')).status).toBe(429); // same /56
    expect((await from('2001:db8:abcd:1300::1')).status).toBe(200); // next /56
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so nobody escapes a limit by forging it', async () => {
    const { app } = await makeGateway({ ROI_EMAIL_LIMIT: '1', CAPTCHA_DIFFICULTY: '1000' });
    await request(app).post(ENDPOINT).set('X-Forwarded-For', '203.0.113.1').send(roiPayload()).expect(200);
    const { token } = await solveCaptcha(app, { ip: '203.0.113.2' });
    await request(app)
      .post(ENDPOINT)
      .set('X-Forwarded-For', '203.0.113.2')
      .set(CAPTCHA_HEADER, token)
      .send(roiPayload())
      .expect(429);
  });
});

describe('no free relay', () => {
  it("needs a fresh captcha token for each of a visitor's further e-mails, and spends it", async () => {
    const { app, readOutbox } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    const send = (i: number, token?: string | null) =>
      visitor.post(ENDPOINT, roiPayload({ userEmail: `bob.${i}@example.com` }), token ?? null);
    await send(1).expect(200);

    const missing = await send(2).expect(403);
    expect(missing.body.error.code).toBe('CAPTCHA_REQUIRED');
    const forged = await send(2, 'eyJzaWQiOiJ4In0.forged').expect(403);
    expect(forged.body.error.code).toBe('CAPTCHA_INVALID');

    const token = await visitor.solve();
    await send(2, token).expect(200);
    const again = await send(3, token).expect(403);
    expect(again.body.error.code).toBe('CAPTCHA_INVALID');
    await send(3, await visitor.solve()).expect(200);

    // Another visitor's first e-mail goes as asked.
    await new Visitor(app).post(ENDPOINT, roiPayload({ userEmail: 'carl@example.com' }), null).expect(200);
    expect((await readOutbox()).map((mail) => mail.to)).toEqual([
      'bob.1@example.com',
      'bob.2@example.com',
      'bob.3@example.com',
      'carl@example.com',
    ]);
  });

  it('sends one address at most 3 ROI e-mails a day, whoever asks, however it is written', async () => {
    const { app, readOutbox } = await makeGateway(DEMO_ENV);
    const to = (userEmail: string) => new Visitor(app).post(ENDPOINT, roiPayload({ userEmail }), null);
    await to('dana@example.com').expect(200);
    await to('Dana@Example.com').expect(200);
    await to('dana@example.COM').expect(200);
    const refused = await to('DANA@example.com').expect(429);
    expect(refused.body.error).toMatchObject({
      code: 'RECIPIENT_LIMIT_EXCEEDED',
      message: expect.stringMatching(/already received .* try again tomorrow/),
      details: { retryAfter: 86_400 },
    });
    expect(refused.headers['retry-after']).toBe('86400');
    // Another address is not affected, and nothing more reached the first one.
    await to('erin@example.com').expect(200);
    const sent = (await readOutbox()).map((mail) => mail.to.toLowerCase().trim());
    expect(sent.filter((address) => address === 'dana@example.com')).toHaveLength(3);
  });
});

describe('delivery through SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the e-mail to the SMTP server when SMTP_URL is set, and nothing to the outbox', async () => {
    const { app, readOutbox, drain } = await makeGateway({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Alex <roi@alex.test>',
    });
    await request(app)
      .post(ENDPOINT)
      .send(roiPayload({ userEmail: 'smtp.visitor@example.com' }))
      .expect(200);
    await drain();
    const delivered = received.find((m) => m.to.includes('smtp.visitor@example.com'));
    const mail = await parseMail(delivered?.raw ?? '');
    expect(mail.from).toBe('"Alex" <roi@alex.test>');
    expect(mail.subject).toBe('Your ROI simulation with Alex: €44,250 saved every month');
    expect(mail.html).toContain('€44,250');
    expect(await readOutbox()).toEqual([]);
  });

  it('accepts the e-mail while the SMTP server is down and keeps it for a later attempt', async () => {
    const { app, deps, drain } = await makeGateway({ SMTP_URL: 'smtp://127.0.0.1:9' });
    await request(app).post(ENDPOINT).send(roiPayload()).expect(200);
    await drain();
    const [pending, ...others] = await deps.outbox.store.pending();
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ kind: 'email', attempts: 1, lastError: expect.stringMatching(/^SMTP: /) });
    expect(pending?.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('answers 502 EMAIL_DELIVERY_FAILED when the e-mail cannot be kept, so the visitor is told to retry', async () => {
    const { app, deps } = await makeGateway();
    deps.outbox.store.add = async () => {
      throw new Error('ENOSPC: no space left on device');
    };
    const response = await request(app).post(ENDPOINT).send(roiPayload());
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'EMAIL_DELIVERY_FAILED', message: 'Failed to send email' } });
  });
});
