import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs no environment: embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      trustProxy: 0,
      smtpUrl: undefined,
      sandboxPartnerPort: 8081,
      roiEmailLimit: { limit: 5, windowMs: 900_000 },
    });
    expect(config.corsOrigins).toEqual(['http://localhost:8081', 'http://127.0.0.1:8081']);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads partner origins, proxies and SMTP', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example:8443/',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SANDBOX_PARTNER_PORT: '0',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example:465');
  });

  it('reads the names the metrics listener answers to', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1', hostnames: [] });
    expect(
      loadConfig({ METRICS_HOSTNAMES: 'Gateway-Host, metrics.svc.cluster.local., 10.0.0.5, ::1' }).metrics.hostnames,
    ).toEqual(['gateway-host', 'metrics.svc.cluster.local', '10.0.0.5', '::1']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SMTP_URL', 'ftp://mail.example'],
    ['CORS_ORIGINS', 'https://partner.example/embed'],
    ['CORS_ORIGINS', 'partner.example'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '::/0'],
    ['TRUST_PROXY', '10.0.0.0/8,0.0.0.0/1'],
    ['TRUST_PROXY', '50'],
    ['CAPTCHA_SECRET', 'too-short'],
    ['BLACKLIST', 'not-an-address'],
    ['CALLABLE_COUNTRIES', 'france'],
    ['RECRUITER_API_URL', 'file:///etc/passwd'],
    ['REDIS_URL', 'http://redis'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['ROI_EMAIL_LIMIT', '0'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_FORMAT', 'xml'],
    ['METRICS_PORT', '99999'],
    ['METRICS_HOSTNAMES', 'http://metrics.internal'],
    ['METRICS_HOSTNAMES', 'metrics.internal:9464'],
    ['METRICS_HOSTNAMES', 'metrics_internal'],
    ['METRICS_HOSTNAMES', 'ok.example, -bad.example'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['MEMORY_MAX_VISITORS', '10'],
    ['PARTNERS', 'acme'],
    ['PARTNERS', 'acme=https://acme.example/landing'],
    ['PARTNERS', 'Acme Corp=https://acme.example'],
  ])('stops start-up on %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("allows the partners' origins to call the API, besides CORS_ORIGINS", () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://cms.example',
      PARTNERS: 'acme=https://acme.example|https://www.acme.example/,globex=https://globex.example',
      SANDBOX_PARTNER_PORT: '0',
    });
    expect(config.partners).toEqual([
      { id: 'acme', origins: ['https://acme.example', 'https://www.acme.example'] },
      { id: 'globex', origins: ['https://globex.example'] },
    ]);
    expect(config.corsOrigins).toEqual([
      'https://cms.example',
      'https://acme.example',
      'https://www.acme.example',
      'https://globex.example',
    ]);
  });

  it('has no partners by default', () => {
    expect(loadConfig({}).partners).toEqual([]);
  });
});
