import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { apiCors, LOGGED_ORIGIN_MAX, loggedOrigin } from './security';

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

describe('loggedOrigin', () => {
  it('keeps the scheme, host and port of an origin, and nothing a caller wrote around them', () => {
    expect(loggedOrigin('https://partner.example')).toBe('https://partner.example');
    expect(loggedOrigin('http://partner.example:8443/')).toBe('http://partner.example:8443');
    expect(loggedOrigin('HTTPS://Partner.Example:443')).toBe('https://partner.example');
    expect(loggedOrigin('https://jane.doe@mail.example@partner.example/path?q=jane@mail.example#x')).toBe(
      'https://partner.example',
    );
    expect(loggedOrigin('http://[::1]:8081')).toBe('http://[::1]:8081');
  });

  it('says `null` for an opaque origin, the scheme alone for another opaque one, `invalid` for no URL', () => {
    expect(loggedOrigin('null')).toBe('null');
    expect(loggedOrigin('chrome-extension://abcdefghijklmnop')).toBe('chrome-extension:');
    expect(loggedOrigin('mailto:jane.doe@mail.example')).toBe('mailto:');
    expect(loggedOrigin('jane.doe@mail.example')).toBe('invalid');
    expect(loggedOrigin('')).toBe('invalid');
    expect(loggedOrigin('https://')).toBe('invalid');
  });

  it(`is at most ${LOGGED_ORIGIN_MAX} characters`, () => {
    const long = `https://${'a'.repeat(60)}.${'b'.repeat(60)}.example`;
    expect(loggedOrigin(long)).toHaveLength(LOGGED_ORIGIN_MAX);
    expect(loggedOrigin(long)).toBe(long.slice(0, LOGGED_ORIGIN_MAX));
  });
});
