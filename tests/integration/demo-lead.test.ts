/**
 * POST /api/demo/lead, the lead for the sales team: text fields are plain single lines (no control, line-break,
 * lone-surrogate or text-direction characters) and the phone number is one the demo could call, kept in E.164.
 * Its former path, /api/hubspot, is the same route, deprecated.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadPayload } from '../fixtures/lead';
import { DEMO_ENV, Visitor } from './demo-helpers';
import { makeGateway } from './helpers';

const lead = leadPayload;
const LEAD = '/api/demo/lead';
const ALIAS = '/api/hubspot';

async function visitorOfNewGateway() {
  const gateway = await makeGateway(DEMO_ENV);
  const visitor = new Visitor(gateway.app);
  await visitor.solve();
  const leadsDir = path.join(gateway.config.dataDir, 'leads');
  const savedLeads = async () => {
    await gateway.drain();
    if (!existsSync(leadsDir)) return [];
    const files = (await readdir(leadsDir)).filter((file) => file.endsWith('.json'));
    return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(leadsDir, file), 'utf8'))));
  };
  return { visitor, savedLeads };
}

describe('the lead’s text fields', () => {
  it.each([
    ['firstName', 'Ann\u0000'],
    ['firstName', 'Ann\r\nBcc: everyone@example.com'],
    ['lastName', 'Mar\ntin'],
    ['lastName', 'Martin\ud800'],
    ['company', 'Acme\u202e cimE'],
    ['company', 'Acme\u2066 Ltd'],
    ['email', 'ann@example.com\r\nX-Injected: 1'],
  ])('refuses %s %j with VALIDATION_ERROR naming the field, and saves nothing', async (field, value) => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    const response = await visitor.post(LEAD, lead({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
    expect(await savedLeads()).toEqual([]);
  });

  it('keeps a name as typed: accents, emoji and right-to-left letters', async () => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    const typed = lead({ firstName: 'Hélène 😀', lastName: 'שרה', company: 'شركة النقل' });
    await visitor.post(LEAD, typed).expect(201);
    expect(await savedLeads()).toEqual([expect.objectContaining(typed)]);
  });
});

describe('the lead’s phone number', () => {
  it.each([
    ['any 8 to 20 characters', 'abcdefgh', 'INVALID_PHONE'],
    ['digits without a country', '0612345678', 'INVALID_PHONE'],
    ['a premium-rate number', '+33899123456', 'INVALID_PHONE'],
    ['a country the demo does not call', '+861012345678', 'INVALID_PHONE'],
    ['too short for its country', '+3361234567', 'INVALID_PHONE'],
    ['a line break between digits', '+33 6\n12345678', 'VALIDATION_ERROR'],
  ])('refuses %s (%j) with %s, and saves nothing', async (_name, phone, code) => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    const response = await visitor.post(LEAD, lead({ phone }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.details.fields).toEqual([expect.objectContaining({ field: 'phone' })]);
    expect(await savedLeads()).toEqual([]);
  });

  it.each([
    ['ticked', { marketingOptIn: true }, true],
    ['left unticked', { marketingOptIn: false }, false],
    ['absent (a widget older than the box)', {}, undefined],
  ])('keeps the optional marketing agreement %s in the lead file', async (_name, extra, saved) => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    await visitor.post(LEAD, { ...lead(), ...extra }).expect(201);
    const [file] = await savedLeads();
    expect(file.marketingOptIn).toBe(saved);
  });

  it('refuses a marketing agreement that is not a yes or a no', async () => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    const response = await visitor.post(LEAD, { ...lead(), marketingOptIn: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body.error.details.fields).toEqual([expect.objectContaining({ field: 'marketingOptIn' })]);
    expect(await savedLeads()).toEqual([]);
  });

  it('keeps a callable number in its E.164 form', async () => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    await visitor.post(LEAD, lead({ phone: '+33 6 12 34 56 78' })).expect(201);
    expect(await savedLeads()).toEqual([expect.objectContaining({ phone: '+33612345678' })]);
  });

  it('does not count a refused number against the visitor’s leads', async () => {
    const { visitor } = await visitorOfNewGateway();
    for (let i = 0; i < 3; i++) await visitor.post(LEAD, lead({ phone: '+33899123456' })).expect(400);
    await visitor.post(LEAD, lead()).expect(201);
    await visitor.post(LEAD, lead()).expect(201);
    await visitor.post(LEAD, lead()).expect(429);
  });
});

describe('the lead’s former path, /api/hubspot', () => {
  it('saves the lead as the new path does, and says it is deprecated and where its successor is', async () => {
    const { visitor, savedLeads } = await visitorOfNewGateway();
    const response = await visitor.post(ALIAS, lead()).expect(201);
    expect(response.body).toEqual({ success: true, hubspotId: null });
    expect(response.headers.deprecation).toBe('true');
    expect(response.headers.link).toBe('</api/demo/lead>; rel="successor-version"');
    expect(await savedLeads()).toEqual([expect.objectContaining({ ...lead(), phone: '+33612345678' })]);
  });

  it('says so on its refusals too, and refuses what the new path refuses', async () => {
    const { visitor } = await visitorOfNewGateway();
    const invalid = await visitor.post(ALIAS, lead({ phone: 'abcdefgh' })).expect(400);
    expect(invalid.body.error.code).toBe('INVALID_PHONE');
    expect(invalid.headers.deprecation).toBe('true');
    const unsolved = await visitor.post(ALIAS, lead(), null).expect(403);
    expect(unsolved.body.error.code).toBe('CAPTCHA_REQUIRED');
    expect(unsolved.headers.link).toBe('</api/demo/lead>; rel="successor-version"');
  });

  it('counts against the same limit as the new path', async () => {
    const { visitor } = await visitorOfNewGateway();
    await visitor.post(LEAD, lead()).expect(201);
    await visitor.post(ALIAS, lead()).expect(201);
    expect((await visitor.post(LEAD, lead()).expect(429)).body.error.code).toBe('DEMO_RATE_LIMIT_EXCEEDED');
    await visitor.post(ALIAS, lead()).expect(429);
  });

  it('leaves the new path without deprecation headers', async () => {
    const { visitor } = await visitorOfNewGateway();
    const response = await visitor.post(LEAD, lead()).expect(201);
    expect(response.headers.deprecation).toBeUndefined();
    expect(response.headers.link).toBeUndefined();
  });
});
