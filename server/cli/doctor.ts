/**
 * `npm run doctor`: checks the gateway's configuration and the services it names (Redis, SMTP, Turnstile, the
 * translation model, the recruiter backend), then prints what works
 * and what to fix. With a real recruiter backend it tests the connection, access to the diagnostic job
 * and interview generation (both request forms), as the backend's own diagnostic helpers do.
 * Options: --job=ID (default 794), --no-generate (skip the generation checks, which create an interview).
 */
import nodemailer from 'nodemailer';
import { BOOKING_VARIABLES, missingCompanyVariables } from '../../shared/company';
import { DIAGNOSTIC_JOB_ID, INTERVIEW_DURATION, INTERVIEW_TEMPLATE_IDS, VOICES } from '../../shared/demo';
import { LANGUAGES } from '../../shared/languages';
import { type Config, ConfigError, loadConfig } from '../config';
import { chatCompletionsTranslator } from '../content/llm';
import { connectRedis } from '../state/redis';
import { isEntry } from './entry';

/** A check that works, works with something left to do (`todo`), or fails. */
type Outcome = { ok: true; detail: string; todo?: string } | { ok: false; detail: string; fix: string };

const results: { name: string; outcome: Outcome }[] = [];

async function check(name: string, run: () => Promise<Outcome>): Promise<boolean> {
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = { ok: false, detail: (error as Error).message, fix: 'see the message above' };
  }
  results.push({ name, outcome });
  console.log(`${outcome.ok ? (outcome.todo ? '!' : '✓') : '✗'} ${name}: ${outcome.detail}`);
  if (!outcome.ok) console.log(`    fix: ${outcome.fix}`);
  else if (outcome.todo) console.log(`    to do: ${outcome.todo}`);
  return outcome.ok;
}

const arg = (name: string) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));

async function recruiterChecks(recruiter: NonNullable<Config['recruiter']>): Promise<void> {
  const jobId = Number(arg('job')?.split('=')[1] ?? DIAGNOSTIC_JOB_ID);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${recruiter.url}${path}`, {
      method,
      headers: { Authorization: `Api-Key ${recruiter.apiKey}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(recruiter.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text: text.slice(0, 200).replace(/\s+/g, ' ') };
  };
  const keyFix = 'check RECRUITER_API_KEY (the backend refused it)';

  const reachable = await check('recruiter API connection', async () => {
    // An empty job description is refused with 400 by a backend that is up and accepts the key.
    const { status, text } = await call('POST', '/parse-job', {});
    if (status === 400 || (status >= 200 && status < 300))
      return { ok: true, detail: `${recruiter.url} answers (${status})` };
    if (status === 401 || status === 403) return { ok: false, detail: `${status} ${text}`, fix: keyFix };
    return { ok: false, detail: `${status} ${text}`, fix: 'check RECRUITER_API_URL: it should be the API root' };
  });
  if (!reachable) return;

  await check(`job access (job ${jobId})`, async () => {
    const { status, text } = await call('GET', `/job/${jobId}/`);
    if (status === 200) return { ok: true, detail: `job ${jobId} readable` };
    if (status === 404)
      return { ok: false, detail: `job ${jobId} not found`, fix: 'pass --job=ID with a job this key can read' };
    return {
      ok: false,
      detail: `${status} ${text}`,
      fix: status === 401 || status === 403 ? keyFix : 'see the answer',
    };
  });

  for (const [language, templateId] of Object.entries(INTERVIEW_TEMPLATE_IDS)) {
    await check(`interview template ${templateId} (${language})`, async () => {
      const { status, text } = await call('GET', `/api/interview-template/${templateId}/`);
      return status === 200
        ? { ok: true, detail: 'exists' }
        : { ok: false, detail: `${status} ${text}`, fix: `the ${language} demo needs template ${templateId}` };
    });
  }

  if (arg('no-generate')) return;
  const voice = VOICES.fr.formal_male.name;
  const variants: [string, string, unknown][] = [
    [
      'generate-interview (wizard form)',
      '/generate-interview',
      { name: 'Diagnostic interview', jobId, language: 'fr', voice, tone: 'formal', sharpness: 'Low' },
    ],
    [
      'generate-interview (audio demo form)',
      '/api/generate-interview/',
      {
        name: 'Diagnostic interview',
        job: { id: jobId },
        custom_template: { id: INTERVIEW_TEMPLATE_IDS.fr },
        duration: INTERVIEW_DURATION,
        language: 'fr',
        voice: { name: voice },
        tone: 'formal',
        sharpness: 'Low',
        use_candidate_context: false,
      },
    ],
  ];
  for (const [name, path, body] of variants) {
    await check(name, async () => {
      const { status, text } = await call('POST', path, body);
      return status >= 200 && status < 300
        ? { ok: true, detail: `${status} ${text.slice(0, 80)}` }
        : {
            ok: false,
            detail: `${status} ${text}`,
            fix: 'the backend refused to generate an interview: see its answer',
          };
    });
  }
}

export async function doctor(): Promise<number> {
  let config: Config | undefined;
  await check('configuration', async () => {
    try {
      config = loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) return { ok: false, detail: error.message, fix: 'correct the variables named' };
      throw error;
    }
    return { ok: true, detail: 'every variable is valid' };
  });
  if (!config) return 1;
  const c = config;

  console.log(
    `  mode: ${c.redisUrl ? 'scale-out (Redis)' : 'embedded'}; recruiter: ${c.recruiter ? c.recruiter.url : 'embedded sandbox'}; ` +
      `captcha: ${c.captcha.turnstile ? 'Turnstile' : 'ALTCHA'}; e-mail: ${c.smtpUrl ? 'SMTP' : `folder ${c.dataDir}/outbox`}; leads: ${c.hubspot ? 'HubSpot' : `folder ${c.dataDir}/leads`}`,
  );

  await check('legal facts', async () => {
    const missing = missingCompanyVariables(c.company);
    if (missing.length === 0)
      return { ok: true, detail: 'the legal notice, the privacy policy and the consent name the company' };
    return {
      ok: true,
      detail: `${missing.length} not set, shown as "not provided yet": ${missing.join(', ')}`,
      todo: 'set them before the site goes public (a public deployment refuses to start without COMPANY_LEGAL_NAME and COMPANY_CONTACT_EMAIL)',
    };
  });
  const unbooked = LANGUAGES.filter((language) => !process.env[BOOKING_VARIABLES[language]]);
  await check('booking pages', async () =>
    unbooked.length === 0
      ? { ok: true, detail: 'one per language' }
      : {
          ok: true,
          detail: `the defaults for ${unbooked.join(', ')}${unbooked.includes('es') ? ' (Spanish visitors get the English page)' : ''}`,
          todo: `set ${unbooked.map((language) => BOOKING_VARIABLES[language]).join(', ')}`,
        },
  );

  if (c.redisUrl) {
    const url = c.redisUrl;
    await check('Redis', async () => {
      const redis = await Promise.race([
        connectRedis(url),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5000).unref()),
      ]);
      await redis.store.set('doctor', '1', 1000);
      await redis.close();
      return { ok: true, detail: 'reachable and writable' };
    });
  }

  if (c.smtpUrl) {
    const url = c.smtpUrl;
    await check('SMTP', async () => {
      const transport = nodemailer.createTransport(url);
      try {
        await transport.verify();
        return { ok: true, detail: 'the server accepts the connection and the credentials' };
      } catch (error) {
        return { ok: false, detail: (error as Error).message, fix: 'check SMTP_URL (host, port, user, password)' };
      } finally {
        transport.close();
      }
    });
  }

  if (c.hubspot) {
    const { token, apiUrl } = c.hubspot;
    await check('HubSpot', async () => {
      // Reading one contact needs the same scope family as writing them; nothing is changed.
      const response = await fetch(`${apiUrl ?? 'https://api.hubapi.com'}/crm/v3/objects/contacts?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return { ok: true, detail: 'the token reads contacts' };
      return {
        ok: false,
        detail: `HTTP ${response.status}`,
        fix:
          response.status === 401 || response.status === 403
            ? 'check HUBSPOT_TOKEN (a private app token with the crm.objects.contacts scopes)'
            : 'check HUBSPOT_API_URL and HubSpot status',
      };
    });
  }

  if (c.captcha.turnstile) {
    const { verifyUrl, secret } = c.captcha.turnstile;
    await check('Turnstile', async () => {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: 'doctor' }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as { 'error-codes'?: string[] };
      const codes = body['error-codes'] ?? [];
      return codes.includes('invalid-input-secret')
        ? { ok: false, detail: 'the secret is refused', fix: 'check TURNSTILE_SECRET' }
        : { ok: true, detail: 'the verify endpoint answers and knows the secret' };
    });
  }

  if (c.llm) {
    const llm = c.llm;
    await check('translation model', async () => {
      try {
        const translated = await chatCompletionsTranslator(llm).translate('Warehouse operator', 'en', 'fr');
        return { ok: true, detail: `${llm.model} answers ("Warehouse operator" -> "${translated.slice(0, 40)}")` };
      } catch (error) {
        return {
          ok: false,
          detail: (error as Error).message,
          fix: 'check LLM_API_URL (the API root), LLM_API_KEY and LLM_MODEL',
        };
      }
    });
  }

  if (c.recruiter) await recruiterChecks(c.recruiter);

  const failed = results.filter((r) => !r.outcome.ok).length;
  console.log(failed ? `\n${failed} check(s) failed.` : '\nEverything checked works.');
  return failed ? 1 : 0;
}

if (isEntry(import.meta.url)) process.exitCode = await doctor();
