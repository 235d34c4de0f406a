import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../../shared/api/endpoint';
import { errorHandler, HttpError } from './errors';
import { route, routePath } from './route';

const thing = {
  id: 'thing',
  method: 'post',
  path: '/api/things/{id}/',
  tag: 'demo',
  summary: 'A thing',
  guard: 'public',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
  query: z.object({ mode: z.optional(z.enum(['a', 'b'])) }),
  body: [z.strictObject({ name: z.string() }), z.strictObject({ nested: z.strictObject({ name: z.string() }) })],
  ok: { status: 201, description: 'Made', schema: z.object({ made: z.string() }) },
} satisfies Endpoint;

/** An app with `thing` registered; `steps` records the order the steps ran in. */
function setup(options: { fail?: number; visitor?: string } = {}) {
  const steps: string[] = [];
  const refunds: string[] = [];
  const app = express();
  app.use(express.json());
  const router = express.Router();
  route(router, thing, {
    visitor: (req) => {
      steps.push('visitor');
      if (options.visitor && req.get('x-visitor') !== options.visitor)
        throw new HttpError(403, 'CAPTCHA_REQUIRED', 'No.');
      return { who: req.get('x-visitor') ?? 'anyone' };
    },
    check: ({ params, query, body }, visitor) => {
      steps.push('check');
      return {
        id: Number(params.id),
        mode: query.mode ?? 'a',
        name: 'name' in body ? body.name : body.nested.name,
        visitor,
      };
    },
    limit: (_req, _res, next) => {
      steps.push('limit');
      next();
    },
    refund: async () => {
      refunds.push('refund');
    },
    handle: async (input) => {
      steps.push('handle');
      if (options.fail)
        throw new HttpError(options.fail, options.fail < 500 ? 'VALIDATION_ERROR' : 'UPSTREAM_ERROR', 'No.');
      return { made: `${input.id}:${input.mode}:${input.name}:${input.visitor.who}` };
    },
  });
  app.use('/api', router);
  app.use(errorHandler(() => {}));
  return { app, steps, refunds };
}

describe('a route from the contract', () => {
  it("is registered at the endpoint's path under its mount point", () => {
    expect(routePath(thing)).toBe('/things/:id/');
    expect(routePath(thing, '/api/things')).toBe('/:id/');
    expect(() => routePath(thing, '/elsewhere')).toThrow(/not under/);
  });

  it('gives the handler the parsed parameters, query and body (either form), answered with the success status', async () => {
    const { app, steps } = setup();
    const flat = await request(app).post('/api/things/12/?mode=b').set('x-visitor', 'v1').send({ name: 'x' });
    expect(flat.status).toBe(201);
    expect(flat.body).toEqual({ made: '12:b:x:v1' });
    const nested = await request(app)
      .post('/api/things/7')
      .send({ nested: { name: 'y' } });
    expect(nested.body).toEqual({ made: '7:a:y:anyone' });
    expect(steps.slice(0, 4)).toEqual(['visitor', 'check', 'limit', 'handle']);
  });

  it('refuses a bad body or query before the limit (400 naming the fields of the first form), and a bad id as not found', async () => {
    const { app, steps } = setup();
    const body = await request(app).post('/api/things/1').send({ name: 3 });
    expect(body.status).toBe(400);
    expect(body.body.error.details.fields).toEqual([expect.objectContaining({ field: 'name', issue: 'invalid' })]);
    const query = await request(app).post('/api/things/1?mode=c').send({ name: 'x' });
    expect(query.status).toBe(400);
    const id = await request(app).post('/api/things/x1').send({ name: 'x' });
    expect(id.status).toBe(404);
    expect(id.body.error.code).toBe('NOT_FOUND');
    expect(steps).not.toContain('limit');
  });

  it('runs the visitor check first: a refused visitor is answered before its body is read', async () => {
    const { app, steps } = setup({ visitor: 'v1' });
    const refused = await request(app).post('/api/things/x').send('not json at all');
    expect(refused.status).toBe(403);
    expect(steps).toEqual(['visitor']);
  });

  it('gives the limit back for a refusal (4xx) of the handler, not for a failure (5xx)', async () => {
    const refused = setup({ fail: 400 });
    await request(refused.app).post('/api/things/1').send({ name: 'x' }).expect(400);
    expect(refused.refunds).toEqual(['refund']);
    const failed = setup({ fail: 502 });
    await request(failed.app).post('/api/things/1').send({ name: 'x' }).expect(502);
    expect(failed.refunds).toEqual([]);
  });
});
