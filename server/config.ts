/** The gateway's settings: read from the environment once, validated, with safe defaults for the embedded mode. */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import type { Company } from '../shared/company';
import type { Language } from '../shared/languages';
import { type RateLimitRule, ROI_EMAIL_LIMIT } from '../shared/limits';
import { JOBS_SITE } from '../shared/links';
import { parseBlacklistEntries } from './abuse/blacklist';
import { DEFAULT_CALLABLE_COUNTRIES } from './demo/phone';
import { bookingFrom, companyEnvironment, companyFrom, isPublicDeployment, missingForPublic } from './legal/company';
import { type Partner, parsePartners } from './partners';
import { DEFAULT_MAX_ENTRIES } from './state/store';

/** `true` in the compiled gateway (its build, server/build/gateway.ts, defines it); undeclared in the sources. */
declare const __ALEX_COMPILED_GATEWAY__: boolean | undefined;
const compiled = typeof __ALEX_COMPILED_GATEWAY__ !== 'undefined' && __ALEX_COMPILED_GATEWAY__;
const here = path.dirname(fileURLToPath(import.meta.url));

/** The project's root (package.json, dist/, data/): above server/, or above dist/server/ for the compiled gateway. */
export const ROOT_DIR = path.resolve(here, compiled ? '../..' : '..');

/**
 * The folders the gateway reads at run time besides the built site and widgets, by where they are in the
 * sources. The gateway's build copies each beside the compiled gateway, under its name here (dist/server/sandbox…),
 * so that dist/ holds everything it needs.
 */
export const RUNTIME_FOLDERS = {
  sandbox: 'demo-embed',
  voices: 'widgets/assets/voices',
  'blog-posts': 'server/blog/posts',
} as const;

/** Where the gateway finds one of its run-time folders: in the sources, or beside the compiled gateway. */
export const runtimeFolder = (name: keyof typeof RUNTIME_FOLDERS): string =>
  compiled ? path.join(here, name) : path.join(ROOT_DIR, RUNTIME_FOLDERS[name]);

/** The blog posts that ship with the site (the prerenderer reads the same folder). */
export const BLOG_POSTS_DIR = runtimeFolder('blog-posts');

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'must be an origin such as https://partner.example (scheme, host and optional port, no path)');

/**
 * Which proxies may set X-Forwarded-For. Never `true` (anyone could spoof their address):
 * a hop count, or a list of proxy addresses / CIDR ranges / Express names (loopback, uniquelocal).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] => {
    const text = (value ?? '0').trim();
    if (/^\d+$/.test(text)) {
      // More hops than there are proxies would let a visitor's own X-Forwarded-For pick its address.
      if (Number(text) > 5) {
        ctx.addIssue({ code: 'custom', message: `a hop count above 5 is not a real proxy chain, got "${text}"` });
        return z.NEVER;
      }
      return Number(text);
    }
    const entries = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    // A range as wide as /0 (or any v4 range wider than /8, v6 wider than /32) trusts the whole internet.
    const tooWide = (entry: string) => {
      const [address = '', bits] = entry.split('/');
      if (bits === undefined) return false;
      return Number(bits) < (isIP(address) === 6 ? 32 : 8);
    };
    const bad = entries.filter((entry) => (!named.has(entry) && !isIP(entry.split('/')[0] ?? '')) || tooWide(entry));
    if (bad.length || entries.length === 0 || text === 'true') {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or a list of addresses/CIDRs, got "${text}"` });
      return z.NEVER;
    }
    return entries;
  });

/** A DNS name: dot-separated labels of letters, digits and inner hyphens, 253 characters at most. */
const HOSTNAME =
  /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * A production instance's wait between readiness turning 503 and the listener closing: longer than a load
 * balancer checking every 500 ms takes to see two failed checks, with room for a slow check.
 */
const PRODUCTION_SHUTDOWN_DELAY_MS = 3000;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port(8080),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  CORS_ORIGINS: list.pipe(z.array(origin)),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default('data'),
  STATIC_DIR: z.string().default('dist'),
  BLOG_DIR: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Alex <roi@alex.localhost>'),
  HUBSPOT_TOKEN: z.string().min(1).optional(),
  HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  SANDBOX_PARTNER_PORT: port(8081),
  ROI_EMAIL_LIMIT: z.coerce.number().int().min(1).max(10_000).default(ROI_EMAIL_LIMIT.limit),
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  METRICS_PORT: port(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_HOSTNAMES: list.pipe(
    z.array(
      z
        .string()
        .refine(
          (name) => isIP(name) !== 0 || HOSTNAME.test(name),
          'must be host names or addresses, comma-separated (metrics.internal, 10.0.0.5), no port or scheme',
        )
        .transform((name) => name.toLowerCase().replace(/\.$/, '')),
    ),
  ),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  MEMORY_MAX_VISITORS: z.coerce.number().int().min(1000).max(10_000_000).default(DEFAULT_MAX_ENTRIES),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  BLACKLIST: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseBlacklistEntries(value ?? '');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  PARTNERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parsePartners(value ?? '');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  AUTO_BLOCK_STRIKES: z.coerce.number().int().min(1).max(10_000).default(10),
  CALLABLE_COUNTRIES: list.pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 country codes such as FR'))),
  RECRUITER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  RECRUITER_API_KEY: z.string().min(1).optional(),
  RECRUITER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LLM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  URL_FETCH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  JOBS_SITE_URL: z.url({ protocol: /^https?$/ }).default(JOBS_SITE),
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  ANALYTICS_DOMAIN: z.string().min(1).optional(),
  HERO_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as CF-IPCountry')
    .transform((name) => name.toLowerCase())
    .optional(),
  GEO_LOOKUP_URLS: list.pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ...companyEnvironment,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  /** Where visitors reach the gateway; used in e-mail links. */
  publicUrl: string;
  /** Partner origins allowed to call the API from a browser (CORS_ORIGINS and every partner's origins). */
  corsOrigins: string[];
  /** The partners whose pages send leads and e-mails, each with its origins (PARTNERS). */
  partners: Partner[];
  trustProxy: number | string[];
  dataDir: string;
  staticDir: string;
  /** The blog's post files: <dir>/<language>/<id>.md. */
  blogDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Leads go to HubSpot (a private app's token; `apiUrl` only for tests against a fake). */
  hubspot: { token: string; apiUrl: string | undefined } | undefined;
  /** Opens the operator view of the outbox (GET /api/admin/outbox); unset, there is none. */
  adminToken: string | undefined;
  /** How deliveries are retried: exponential backoff from `baseDelayMs` up to `maxDelayMs`, then a dead letter. */
  outbox: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number };
  /** Port of the sandbox's partner page (another origin); 0 turns it off. */
  sandboxPartnerPort: number;
  /** ROI e-mails a visitor may request per window. */
  roiEmailLimit: RateLimitRule;
  logLevel: LogLevel;
  /** JSON lines for log collectors, or coloured lines for people (the default on a terminal). */
  logFormat: 'json' | 'pretty';
  /**
   * Prometheus metrics on their own listener (loopback by default); port 0 turns them off. It answers to a Host
   * naming its own address (the loopback names on loopback) or one of `hostnames`.
   */
  metrics: { port: number; host: string; hostnames: string[] };
  /** How long a SIGTERM waits for answers under way and deliveries before the process exits anyway. */
  /**
   * On SIGTERM, how long the gateway keeps serving after readiness has turned 503, so that load balancers stop
   * sending before the listener closes.
   */
  shutdownDelayMs: number;
  shutdownGraceMs: number;
  /** The embedded mode's bound: keys each in-process store (each limit's visitors, the blocks, the marks) holds. */
  memoryMaxVisitors: number;
  /** Scale-out mode: limits, captcha replay marks, blocks and demo sessions live in this Redis. */
  redisUrl: string | undefined;
  captcha: {
    /** Signs challenges, tokens and sessions; generated per process in the embedded mode. */
    secret: string;
    tokenTtlMs: number;
    /** ALTCHA's largest counter: the work a visitor's browser does. */
    difficulty: number;
    turnstile: { secret: string; siteKey: string; verifyUrl: string } | undefined;
  };
  blacklist: string[];
  autoBlockStrikes: number;
  callableCountries: readonly string[];
  /** The real recruiter backend; the embedded sandbox answers when unset. */
  recruiter: { url: string; apiKey: string; timeoutMs: number } | undefined;
  /** An OpenAI-compatible chat-completions API that translates job texts; without it nothing is translated. */
  llm: { url: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Lets the job-URL reader fetch from this machine's loopback: test pages only, refused outside NODE_ENV=test. */
  urlFetchAllowLoopback: boolean;
  /** The external jobs site `/jobs` and `/job/*` redirect to. */
  jobsSiteUrl: string;
  /** What the gateway tells the site's pages (meta alex-config): all optional, nothing third-party by default. */
  site: { analyticsScript?: string; analyticsDomain?: string; heroVideo?: string };
  /**
   * The visitor's country for language detection: a header a trusted CDN sets (e.g. CF-IPCountry), and
   * optional external lookup endpoints (`{ip}` in the URL is replaced by the visitor's address).
   */
  geo: { countryHeader: string | undefined; lookupUrls: string[] };
  /** Who publishes the site and controls the data (COMPANY_*, HOSTING_PROVIDER_*, RETENTION_*). */
  company: Company;
  /** The booking page of each language (BOOKING_URL_*). */
  booking: Record<Language, string>;
}

export type LogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A setting that is well formed but does not work on this machine (a DATA_DIR that cannot be written, a port
 * in use): one line naming the variable, its value and the system's own words, instead of a stack trace.
 */
export function startupError(variable: string, value: string | number, error: unknown): ConfigError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ConfigError(`Cannot start: ${variable}=${value}: ${reason}`, { cause: error });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, so `SMTP_URL=` in a .env file means "no SMTP".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '(environment)')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const pair = (a: string, b: string, valueA: unknown, valueB: unknown) => {
    if ((valueA === undefined) !== (valueB === undefined)) {
      throw new ConfigError(
        `Invalid configuration:\n  ${valueA === undefined ? a : b}: must be set together with ${valueA === undefined ? b : a}`,
      );
    }
  };
  pair('TURNSTILE_SECRET', 'TURNSTILE_SITE_KEY', e.TURNSTILE_SECRET, e.TURNSTILE_SITE_KEY);
  pair('RECRUITER_API_URL', 'RECRUITER_API_KEY', e.RECRUITER_API_URL, e.RECRUITER_API_KEY);
  pair('LLM_API_URL', 'LLM_API_KEY', e.LLM_API_URL, e.LLM_API_KEY);
  if (e.URL_FETCH_ALLOW_LOOPBACK === 'true' && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  URL_FETCH_ALLOW_LOOPBACK: only for tests (NODE_ENV=test); it would let visitors read this machine',
    );
  }
  if (e.REDIS_URL && !e.CAPTCHA_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_SECRET: must be set with REDIS_URL, so that every instance accepts the tokens of the others',
    );
  }
  const company = companyFrom(e);
  const unnamed = missingForPublic(company);
  if (unnamed.length && isPublicDeployment(e.NODE_ENV, e.PUBLIC_URL)) {
    throw new ConfigError(
      `Invalid configuration: ${unnamed.join(', ')}: a public site (PUBLIC_URL=${e.PUBLIC_URL}) must name its publisher and a contact in its legal notice, privacy policy and demo consent`,
    );
  }
  const resolve = (dir: string) => path.resolve(ROOT_DIR, dir);
  const localOrigins =
    e.SANDBOX_PARTNER_PORT > 0
      ? [`http://localhost:${e.SANDBOX_PARTNER_PORT}`, `http://127.0.0.1:${e.SANDBOX_PARTNER_PORT}`]
      : [];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: [
      ...new Set([
        ...e.CORS_ORIGINS.map((o) => o.replace(/\/$/, '')),
        ...e.PARTNERS.flatMap((partner) => partner.origins),
        ...localOrigins,
      ]),
    ],
    partners: e.PARTNERS,
    trustProxy: e.TRUST_PROXY,
    dataDir: resolve(e.DATA_DIR),
    staticDir: resolve(e.STATIC_DIR),
    blogDir: e.BLOG_DIR ? resolve(e.BLOG_DIR) : BLOG_POSTS_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    hubspot: e.HUBSPOT_TOKEN ? { token: e.HUBSPOT_TOKEN, apiUrl: e.HUBSPOT_API_URL?.replace(/\/$/, '') } : undefined,
    adminToken: e.ADMIN_TOKEN,
    outbox: {
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      baseDelayMs: e.OUTBOX_RETRY_BASE_MS,
      maxDelayMs: Math.max(e.OUTBOX_RETRY_MAX_MS, e.OUTBOX_RETRY_BASE_MS),
    },
    sandboxPartnerPort: e.SANDBOX_PARTNER_PORT,
    roiEmailLimit: { ...ROI_EMAIL_LIMIT, limit: e.ROI_EMAIL_LIMIT },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, hostnames: e.METRICS_HOSTNAMES },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    memoryMaxVisitors: e.MEMORY_MAX_VISITORS,
    redisUrl: e.REDIS_URL,
    captcha: {
      secret: e.CAPTCHA_SECRET ?? randomBytes(32).toString('base64url'),
      tokenTtlMs: e.CAPTCHA_TOKEN_TTL * 1000,
      difficulty: e.CAPTCHA_DIFFICULTY,
      turnstile:
        e.TURNSTILE_SECRET && e.TURNSTILE_SITE_KEY
          ? { secret: e.TURNSTILE_SECRET, siteKey: e.TURNSTILE_SITE_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL }
          : undefined,
    },
    blacklist: e.BLACKLIST,
    autoBlockStrikes: e.AUTO_BLOCK_STRIKES,
    callableCountries: e.CALLABLE_COUNTRIES.length ? e.CALLABLE_COUNTRIES : DEFAULT_CALLABLE_COUNTRIES,
    recruiter:
      e.RECRUITER_API_URL && e.RECRUITER_API_KEY
        ? {
            url: e.RECRUITER_API_URL.replace(/\/$/, ''),
            apiKey: e.RECRUITER_API_KEY,
            timeoutMs: e.RECRUITER_TIMEOUT_MS,
          }
        : undefined,
    llm:
      e.LLM_API_URL && e.LLM_API_KEY
        ? {
            url: e.LLM_API_URL.replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    urlFetchAllowLoopback: e.URL_FETCH_ALLOW_LOOPBACK === 'true',
    jobsSiteUrl: e.JOBS_SITE_URL.replace(/\/$/, ''),
    site: {
      analyticsScript: e.ANALYTICS_SCRIPT_URL,
      analyticsDomain: e.ANALYTICS_DOMAIN,
      heroVideo: e.HERO_VIDEO_URL,
    },
    geo: { countryHeader: e.GEO_COUNTRY_HEADER, lookupUrls: e.GEO_LOOKUP_URLS },
    company,
    booking: bookingFrom(e),
  };
}
