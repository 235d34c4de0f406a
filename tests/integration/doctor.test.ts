/** `npm run doctor` against a fake recruiter backend and a fake chat-completions API on loopback. */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';

const run = promisify(execFile);

let backend: Server;
let backendUrl: string;
const seen: { method: string; url: string; auth: string | undefined }[] = [];
let jobExists = true;

beforeAll(async () => {
  backend = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization });
    req.resume();
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Api-Key doctor-key' && !/^\/(v1|crm)\//.test(req.url ?? '')) {
      return reply(401, { detail: 'bad key' });
    }
    if (req.url === '/parse-job') return reply(400, { error: 'job_description is required' });
    if (req.url === '/job/794/') return jobExists ? reply(200, { id: 794, name: 'Cariste' }) : reply(404, {});
    if (/^\/api\/interview-template\/(108|110|111)\/$/.test(req.url ?? '')) return reply(200, { id: 1, name: 'T' });
    if (req.url === '/generate-interview' || req.url === '/api/generate-interview/') {
      return reply(201, { id: 5, name: 'Diagnostic interview', questions: [] });
    }
    if (req.url === '/crm/v3/objects/contacts?limit=1') {
      return req.headers.authorization === 'Bearer hubspot-good' ? reply(200, { results: [] }) : reply(401, {});
    }
    if (req.url === '/v1/chat/completions') {
      return reply(200, { choices: [{ message: { role: 'assistant', content: 'Cariste' }, finish_reason: 'stop' }] });
    }
    reply(404, {});
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

async function doctor(env: Record<string, string>, args: string[] = []) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(RECRUITER|LLM|REDIS|SMTP|TURNSTILE|PORT|HUBSPOT|ADMIN|COMPANY|HOSTING|RETENTION|BOOKING)/.test(name),
    ),
  );
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT_DIR, 'server/cli/doctor.ts'), ...args],
      {
        cwd: ROOT_DIR,
        env: { ...clean, ...env },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('npm run doctor', () => {
  it('checks the HubSpot token without changing anything', async () => {
    const good = await doctor({ HUBSPOT_TOKEN: 'hubspot-good', HUBSPOT_API_URL: backendUrl });
    expect(good.out).toMatch(/HubSpot.*the token reads contacts/);
    const bad = await doctor({ HUBSPOT_TOKEN: 'hubspot-bad', HUBSPOT_API_URL: backendUrl });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/HubSpot.*HTTP 401/);
    expect(bad.out).toMatch(/check HUBSPOT_TOKEN/);
  });

  it('says the embedded defaults work', async () => {
    const { code, out } = await doctor({});
    expect(code).toBe(0);
    expect(out).toContain('✓ configuration');
    // A fresh machine works, and says what a public site still needs.
    expect(out).toMatch(/! legal facts: 17 not set, shown as "not provided yet": COMPANY_LEGAL_NAME, /);
    expect(out).toContain('Spanish visitors get the English page');
    expect(out).toContain('Everything checked works.');
  });

  it('names the variable to fix in a bad configuration', async () => {
    const { code, out } = await doctor({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(out).toMatch(/✗ configuration:[\s\S]*PORT/);
  });

  it('checks the recruiter backend and the translation model, sending the key only to the backend', async () => {
    seen.length = 0;
    jobExists = true;
    const env = {
      RECRUITER_API_URL: backendUrl,
      RECRUITER_API_KEY: 'doctor-key',
      LLM_API_URL: `${backendUrl}/v1`,
      LLM_API_KEY: 'llm-key',
    };
    const { code, out } = await doctor(env);
    expect(out).toContain('✓ recruiter API connection');
    expect(out).toContain('✓ job access (job 794)');
    expect(out).toContain('✓ interview template 108 (fr)');
    expect(out).toContain('✓ generate-interview (wizard form)');
    expect(out).toContain('✓ generate-interview (audio demo form)');
    expect(out).toContain('✓ translation model');
    expect(code).toBe(0);
    expect(out).not.toContain('doctor-key');
    expect(seen.filter((r) => !r.url.startsWith('/v1/')).every((r) => r.auth === 'Api-Key doctor-key')).toBe(true);
  });

  it('says what to fix when the key is refused or the job is missing, and can skip generation', async () => {
    const refused = await doctor({ RECRUITER_API_URL: backendUrl, RECRUITER_API_KEY: 'wrong' });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/✗ recruiter API connection[\s\S]*fix: check RECRUITER_API_KEY/);

    jobExists = false;
    seen.length = 0;
    const missing = await doctor({ RECRUITER_API_URL: backendUrl, RECRUITER_API_KEY: 'doctor-key' }, ['--no-generate']);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/✗ job access \(job 794\)[\s\S]*--job=ID/);
    expect(seen.some((r) => r.url.includes('generate-interview'))).toBe(false);
  });
});
