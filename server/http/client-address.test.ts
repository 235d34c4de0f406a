import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { canonicalClientAddress, canonicalIp } from './client-address';

describe('canonicalIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8:0000:0000:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    ['::203.0.113.7', '::cb00:7107'],
  ])('spells %s as %s', (text, canonical) => {
    expect(canonicalIp(text)).toBe(canonical);
  });

  it.each([
    '001.002.003.004',
    '1.2.3.04',
    '010.0.0.1',
    '0x7f.0.0.1',
    '2130706433',
    '1.2.3',
    '256.1.1.1',
    'unknown',
    'jane.doe@mail.example',
    'example.com',
    '203.0.113.7:443',
    '[2001:db8::1]',
    '',
  ])('refuses %j as an address', (text) => {
    expect(canonicalIp(text)).toBeUndefined();
  });
});

describe('canonicalClientAddress', () => {
  /** An app trusting one proxy hop that answers with the address it worked out. */
  function app() {
    const server = express();
    server.set('trust proxy', 1);
    server.use(canonicalClientAddress());
    server.get('/', (req, res) => {
      res.json({ ip: req.ip ?? null });
    });
    return server;
  }

  it('sets req.ip to the forwarded address in its canonical spelling', async () => {
    const seen = async (forwarded: string) =>
      (await request(app()).get('/').set('X-Forwarded-For', forwarded).expect(200)).body.ip;
    expect(await seen('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(await seen('2001:0DB8::0001')).toBe('2001:db8::1');
    expect(await seen('garbage, 198.51.100.9')).toBe('198.51.100.9');
  });

  it("takes the connection's own address for a forwarded one that is not an address", async () => {
    const own = (await request(app()).get('/').expect(200)).body.ip;
    expect(own).toBe('127.0.0.1');
    for (const forwarded of ['unknown', '001.002.003.004', 'jane.doe@mail.example', '198.51.100.9, 1.2.3.04']) {
      const response = await request(app()).get('/').set('X-Forwarded-For', forwarded).expect(200);
      expect(response.body.ip, forwarded).toBe(own);
    }
  });
});
