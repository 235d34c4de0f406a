/**
 * Every lead, demo contact and ROI e-mail attributed to its partner and campaign: the partner id a page names is
 * trusted only from one of that partner's origins (PARTNERS), the page's utm_* values are cleaned and bounded,
 * kept with the outbox item, written to the CRM contact, and the metrics count each partner's items.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateContactInput } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { leadPayload } from '../fixtures/lead';
import { roiPayload } from '../fixtures/roi';
import { contactBody, DEMO, DEMO_ENV, JOB_DESCRIPTION, nextEmail, nextIp, Visitor } from './demo-helpers';
import { type FakeHubSpot, startFakeHubSpot } from './fake-hubspot';
import { makeGateway } from './helpers';

const ACME = 'https://www.acme.example';
const GLOBEX = 'https://globex.example';
const PARTNERS = `acme=https://acme.example|${ACME},globex=${GLOBEX}`;
const TOKEN = 'pat-eu1-00000000-1111-2222-3333-444444444444';
const LEAD = '/api/demo/lead';
const ROI = '/api/send-roi-metrics';

const CAMPAIGN = {
  utm_source: 'acme-newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-2026',
  utm_term: 'ai recruiter',
  utm_content: 'hero-button',
};

let hubspot: FakeHubSpot;
beforeAll(async () => {
  hubspot = await startFakeHubSpot();
});
afterAll(() => hubspot.close());
afterEach(() => {
  hubspot.requests.length = 0;
});

async function gateway(env: Record<string, string> = {}) {
  const built = await makeGateway({
    ...DEMO_ENV,
    PARTNERS,
    HUBSPOT_TOKEN: TOKEN,
    HUBSPOT_API_URL: hubspot.url,
    OUTBOX_RETRY_BASE_MS: '10',
    ...env,
  });
  const pending = () => built.deps.outbox.store.pending();
  const metrics = () => built.deps.metrics.registry.metrics();
  return { ...built, pending, metrics };
}

/** The source kept with an outbox item. */
const sourceIn = (item: { payload: unknown } | undefined) =>
  (item?.payload as { source?: unknown } | undefined)?.source;

/** The properties of the contacts HubSpot was sent, in order. */
const upserted = () =>
  hubspot.requests.flatMap((sent) =>
    (sent.body as { inputs: { properties: Record<string, string> }[] }).inputs.map((input) => input.properties),
  );

/** The value of one series of the metrics' text, or undefined when it is not there. */
function counter(text: string, kind: string, partner: string): number | undefined {
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`alex_attributed_total{kind="${kind}",partner="${partner}"}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

async function postLead(
  built: Awaited<ReturnType<typeof gateway>>,
  origin: string | undefined,
  attribution: unknown,
  email = nextEmail(),
) {
  const visitor = new Visitor(built.app);
  await visitor.solve();
  const test = visitor.post(LEAD, { ...leadPayload({ email }), attribution });
  if (origin) test.set('Origin', origin);
  return test;
}

async function accepted(...args: Parameters<typeof postLead>) {
  const response = await postLead(...args);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

describe('a lead from a partner’s page', () => {
  it('keeps the verified partner and the campaign with the outbox item, and writes them to the HubSpot contact', async () => {
    const built = await gateway();
    const response = await postLead(built, ACME, { partner: 'acme', ...CAMPAIGN }, 'ann.acme@example.com');
    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(ACME);

    const [item, ...others] = await built.pending();
    expect(others).toEqual([]);
    expect(item?.kind).toBe('lead');
    expect(item?.payload).toMatchObject({
      email: 'ann.acme@example.com',
      source: { partner: 'acme', partnerVerified: true, ...CAMPAIGN },
    });
    expect(item?.payload).not.toHaveProperty('attribution');

    await built.drain();
    const [properties] = upserted();
    expect(properties).toMatchObject({
      email: 'ann.acme@example.com',
      alex_partner: 'acme',
      alex_utm_source: 'acme-newsletter',
      alex_utm_medium: 'email',
      alex_utm_campaign: 'spring-2026',
      alex_utm_term: 'ai recruiter',
      alex_utm_content: 'hero-button',
    });
    expect(properties).not.toHaveProperty('alex_partner_unverified');
    expect(await built.pending()).toEqual([]);
  });

  it('sends no source property for a lead that carries none, as before', async () => {
    const built = await gateway();
    const visitor = new Visitor(built.app);
    await visitor.solve();
    await visitor.post(LEAD, leadPayload({ email: nextEmail() })).expect(201);
    const [item] = await built.pending();
    expect(item?.payload).not.toHaveProperty('source');
    await built.drain();
    const [properties] = upserted();
    expect(Object.keys(properties ?? {}).filter((name) => /^alex_(partner|utm)/.test(name))).toEqual([]);
  });

  it('keeps only the campaign of a page of no partner, without a partner property', async () => {
    const built = await gateway();
    await accepted(built, undefined, { utm_source: 'linkedin', utm_medium: 'social' });
    const [item] = await built.pending();
    expect(sourceIn(item)).toEqual({ utm_source: 'linkedin', utm_medium: 'social' });
    await built.drain();
    const [properties] = upserted();
    expect(properties).toMatchObject({ alex_utm_source: 'linkedin', alex_utm_medium: 'social' });
    expect(properties).not.toHaveProperty('alex_partner');
    expect(properties).not.toHaveProperty('alex_partner_unverified');
  });
});

describe('a partner id the gateway cannot verify', () => {
  it.each([
    ['an unknown partner id', ACME, 'initech'],
    ['a partner’s id from another partner’s page', GLOBEX, 'acme'],
    ['a partner’s id without an Origin', undefined, 'acme'],
  ])('keeps %s as unverified, never as the partner’s', async (_name, origin, partner) => {
    const built = await gateway();
    await accepted(built, origin, { partner, utm_source: 'x' });
    const [item] = await built.pending();
    expect(sourceIn(item)).toEqual({
      partner,
      partnerVerified: false,
      utm_source: 'x',
    });
    await built.drain();
    const [properties] = upserted();
    expect(properties).toMatchObject({ alex_partner_unverified: partner });
    expect(properties).not.toHaveProperty('alex_partner');

    const text = await built.metrics();
    expect(counter(text, 'lead', 'other')).toBe(1);
    expect(counter(text, 'lead', 'acme')).toBe(0);
    expect(text).not.toContain('partner="initech"');
  });

  it('refuses a page of an origin that is neither a partner’s nor in CORS_ORIGINS, and keeps nothing', async () => {
    const built = await gateway();
    const response = await postLead(built, 'https://evil.example', { partner: 'acme' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await built.pending()).toEqual([]);
  });
});

describe('long and hostile campaign values', () => {
  it('are trimmed, stripped of control and invisible characters and cut to 200 characters', async () => {
    const built = await gateway();
    await accepted(built, ACME, {
      partner: '  ACME\u0000 ',
      utm_source: `  news\r\nletter\u202e\t`,
      utm_medium: '\u0000\u0007',
      utm_campaign: 'x'.repeat(2000),
      utm_term: '<img src=x onerror=alert(1)>',
      utm_content: 'a\u200b\ufeffb',
    });
    const [item] = await built.pending();
    expect(sourceIn(item)).toEqual({
      partner: 'acme',
      partnerVerified: true,
      utm_source: 'news letter',
      utm_campaign: 'x'.repeat(200),
      utm_term: '<img src=x onerror=alert(1)>',
      utm_content: 'ab',
    });
    await built.drain();
    const [properties] = upserted();
    expect(properties?.alex_utm_campaign).toHaveLength(200);
    expect(properties).not.toHaveProperty('alex_utm_medium');
  });

  it.each([
    ['a number', { utm_source: 42 }],
    ['an array', { utm_campaign: ['a', 'b'] }],
    ['an object', { partner: { id: 'acme' } }],
    ['null', { utm_term: null }],
    ['a value longer than an address', { utm_content: 'x'.repeat(2049) }],
    ['an unknown field', { utm_id: 'x' }],
    ['a string in place of the object', 'acme'],
  ])('refuse the lead with %s, naming the field, and keep nothing', async (_name, attribution) => {
    const built = await gateway();
    const response = await postLead(built, ACME, attribution);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(
      response.body.error.details.fields.some((issue: { field: string }) => issue.field.startsWith('attribution')),
    ).toBe(true);
    expect(await built.pending()).toEqual([]);
  });
});

describe('an ROI e-mail from a partner’s page', () => {
  it('keeps the source with the outbox item, out of the message, and counts it for the partner', async () => {
    const built = await gateway();
    await request(built.app)
      .post(ROI)
      .set('Origin', ACME)
      .send({ ...roiPayload(), attribution: { partner: 'acme', ...CAMPAIGN } })
      .expect(200);
    const [item] = await built.pending();
    expect(item?.kind).toBe('email');
    expect(item?.payload).toMatchObject({
      to: 'ann.martin@example.com',
      source: { partner: 'acme', partnerVerified: true, ...CAMPAIGN },
    });

    const [mail, ...others] = await built.readOutbox();
    expect(others).toEqual([]);
    for (const text of [mail?.html, mail?.text, mail?.htmlFile]) {
      expect(text).not.toContain('acme-newsletter');
      expect(text).not.toContain('spring-2026');
    }
    expect(hubspot.requests).toEqual([]);

    const text = await built.metrics();
    expect(counter(text, 'roi-email', 'acme')).toBe(1);
    expect(counter(text, 'roi-email', 'other')).toBe(0);
  });

  it('keeps an unverified partner as such, and refuses a campaign value that is not a string', async () => {
    const built = await gateway();
    await request(built.app)
      .post(ROI)
      .set('Origin', GLOBEX)
      .send({ ...roiPayload(), attribution: { partner: 'acme' } })
      .expect(200);
    const [item] = await built.pending();
    expect(sourceIn(item)).toEqual({ partner: 'acme', partnerVerified: false });
    expect(counter(await built.metrics(), 'roi-email', 'other')).toBe(1);

    const refused = await request(built.app)
      .post(ROI)
      .set('X-Forwarded-For', nextIp())
      .set('Origin', ACME)
      .send({ ...roiPayload({ userEmail: 'bob@example.com' }), attribution: { utm_source: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the demo contact from a partner’s page', () => {
  it('is counted for the partner; the recruiter backend never sees the source', async () => {
    const inner = sandboxRecruiter();
    const received: CreateContactInput[] = [];
    const recruiter = {
      ...inner,
      createContact(input: CreateContactInput) {
        received.push(input);
        return inner.createContact(input);
      },
    };
    const built = await makeGateway({ ...DEMO_ENV, PARTNERS }, { recruiter });
    const visitor = new Visitor(built.app);
    await visitor.solve();
    await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    await visitor
      .post(`${DEMO}/contact`, { ...contactBody(), attribution: { partner: 'acme', ...CAMPAIGN } })
      .set('Origin', ACME)
      .expect(201);
    expect(received).toHaveLength(1);
    expect(received[0]).not.toHaveProperty('attribution');
    const text = await built.deps.metrics.registry.metrics();
    expect(counter(text, 'demo-contact', 'acme')).toBe(1);
  });
});

describe('the metrics', () => {
  it('count leads and e-mails per configured partner, everything else as other, from zero', async () => {
    const built = await gateway();
    const before = await built.metrics();
    for (const kind of ['lead', 'demo-contact', 'roi-email']) {
      for (const partner of ['acme', 'globex', 'other']) expect(counter(before, kind, partner)).toBe(0);
    }

    await accepted(built, ACME, { partner: 'acme' });
    await accepted(built, 'https://acme.example', { partner: 'acme' });
    await accepted(built, GLOBEX, { partner: 'globex', ...CAMPAIGN });
    await accepted(built, GLOBEX, { partner: 'hacker-news' });
    await accepted(built, undefined, undefined);

    const text = await built.metrics();
    expect(counter(text, 'lead', 'acme')).toBe(2);
    expect(counter(text, 'lead', 'globex')).toBe(1);
    expect(counter(text, 'lead', 'other')).toBe(2);
    // Labels are the configured partners and "other", nothing a request names.
    const partners = new Set(
      [...text.matchAll(/alex_attributed_total\{kind="[^"]+",partner="([^"]+)"\}/g)].map((m) => m[1]),
    );
    expect([...partners].sort()).toEqual(['acme', 'globex', 'other']);
  });
});
