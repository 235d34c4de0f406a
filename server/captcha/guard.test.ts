import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER } from '../../shared/captcha';
import { errorHandler } from '../http/errors';
import { captchaGuard } from './guard';
import { visitorNetwork } from './network';
import { tokenSigner } from './tokens';

const VISITOR = 'visitor1visitor1visit1';

/** The guard in front of a handler that answers the token's session; the strikes it gave. */
function setup() {
  const signer = tokenSigner('captcha-guard-test-secret-0123456789abcdef');
  const strikes: string[] = [];
  const server = express();
  server.set('trust proxy', 'loopback');
  const guard = captchaGuard({ signer, strike: (ip) => strikes.push(ip) });
  server.post('/', (req, res) => {
    res.json({ sid: guard(req).sid });
  });
  server.use(errorHandler(() => {}));
  const token = (ip = '127.0.0.1', ttl = 60_000) => signer.issueCaptchaToken(VISITOR, ttl, visitorNetwork(ip)).token;
  return { server, token, strikes };
}

describe('the captcha guard', () => {
  it('lets a valid token through and gives its claims to the handler', async () => {
    const { server, token } = setup();
    const response = await request(server).post('/').set(CAPTCHA_HEADER, token()).expect(200);
    expect(response.body.sid).toBe(VISITOR);
  });

  it('refuses a request without a token with CAPTCHA_REQUIRED, and strikes nobody', async () => {
    const { server, strikes } = setup();
    const response = await request(server).post('/').expect(403);
    expect(response.body.error.code).toBe('CAPTCHA_REQUIRED');
    expect(strikes).toEqual([]);
  });

  it('refuses a forged token with CAPTCHA_INVALID and strikes the visitor', async () => {
    const { server, strikes } = setup();
    const response = await request(server).post('/').set('X-Forwarded-For', '198.51.100.5').set(CAPTCHA_HEADER, 'x');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_INVALID');
    expect(strikes).toEqual(['198.51.100.5']);
  });

  it('refuses a token solved on another network without a strike: no forgery', async () => {
    const { server, token, strikes } = setup();
    const response = await request(server).post('/').set(CAPTCHA_HEADER, token('203.0.113.9')).expect(403);
    expect(response.body.error.code).toBe('CAPTCHA_INVALID');
    expect(strikes).toEqual([]);
  });
});
