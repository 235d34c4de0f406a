import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { apiCors } from './security';

const PARTNER = 'https://partner.example';

/** An API with one endpoint behind apiCors that records which requests reached it and which origins were refused. */
function api() {
  const refused: string[] = [];
  const reached: string[] = [];
  const app = express();
  app.use(
    apiCors({
      publicUrl: 'https://alex.example',
      corsOrigins: [PARTNER],
      onRefused: (origin) => refused.push(origin),
    }),
  );
  app.post('/send', (req, res) => {
    reached.push(req.get('origin') ?? '(none)');
    res.json({ ok: true });
  });
  app.use(errorHandler(() => {}));
  return { app, refused, reached };
}

describe('apiCors', () => {
  it('tells onRefused about each refused origin, and only those', async () => {
    const { app, refused, reached } = api();
    await request(app).post('/send').set('Origin', 'https://attacker.example').expect(403);
    await request(app).post('/send').set('Origin', 'https://attacker.example').expect(403);
    await request(app).post('/send').set('Origin', 'null').expect(403);
    await request(app).post('/send').set('Origin', PARTNER).expect(200);
    await request(app).post('/send').set('Origin', 'https://alex.example').expect(200);
    await request(app).post('/send').expect(200);
    expect(refused).toEqual(['https://attacker.example', 'https://attacker.example', 'null']);
    expect(reached).toEqual([PARTNER, 'https://alex.example', '(none)']);
  });

  it('answers a preflight without calling it a refusal: the request that follows is the one refused', async () => {
    const { app, refused } = api();
    await request(app)
      .options('/send')
      .set('Origin', 'https://attacker.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(refused).toEqual([]);
  });
});
