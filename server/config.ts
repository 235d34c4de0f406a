/** The gateway's settings: read from the environment once, validated, with safe defaults for the embedded mode. */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { type RateLimitRule, ROI_EMAIL_LIMIT } from '../shared/limits';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    const bad = entries.filter((entry) => !named.has(entry) && !isIP(entry.split('/')[0] ?? ''));
    if (bad.length || entries.length === 0 || text === 'true') {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or a list of addresses/CIDRs, got "${text}"` });
      return z.NEVER;
    }
    return entries;
  });

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
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Alex <roi@alex.localhost>'),
  SANDBOX_PARTNER_PORT: port(8081),
  ROI_EMAIL_LIMIT: z.coerce.number().int().min(1).max(10_000).default(ROI_EMAIL_LIMIT.limit),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  /** Where visitors reach the gateway; used in e-mail links. */
  publicUrl: string;
  /** Partner origins allowed to call the API from a browser. */
  corsOrigins: string[];
  trustProxy: number | string[];
  dataDir: string;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Port of the sandbox's partner page (another origin); 0 turns it off. */
  sandboxPartnerPort: number;
  /** ROI e-mails a visitor may request per window. */
  roiEmailLimit: RateLimitRule;
  logLevel: 'silent' | 'error' | 'info';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
    corsOrigins: [...new Set([...e.CORS_ORIGINS.map((o) => o.replace(/\/$/, '')), ...localOrigins])],
    trustProxy: e.TRUST_PROXY,
    dataDir: resolve(e.DATA_DIR),
    staticDir: resolve(e.STATIC_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sandboxPartnerPort: e.SANDBOX_PARTNER_PORT,
    roiEmailLimit: { ...ROI_EMAIL_LIMIT, limit: e.ROI_EMAIL_LIMIT },
    logLevel: e.LOG_LEVEL,
  };
}
