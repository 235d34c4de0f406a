/** Builds gateways for tests: real config parsing, a temporary data folder and a fake built site. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { connectDependencies, createApp, type Dependencies, defaultDependencies } from '../../server/app';
import { loadPosts } from '../../server/blog/routes';
import { BLOG_POSTS_DIR, loadConfig, ROOT_DIR } from '../../server/config';
import type { SandboxOptions } from '../../server/demo/sandbox';
import { LANGUAGES } from '../../shared/languages';
import {
  CONFIG_PLACEHOLDER,
  MISSING_POST_PATH,
  ORIGIN_PLACEHOLDER,
  postPath,
  prerenderedFile,
} from '../../shared/prerender';
import { SITE_ROUTES } from '../../shared/site-routes';
import { freePort } from './redis-server';

export { freePort };

export const HASHED_WIDGET = 'roi-calculator-AbCd1234.js';
/** The blog posts the fake build has pages for: two of the posts that ship. */
export const FAKE_POSTS = loadPosts(BLOG_POSTS_DIR)
  .slice(0, 2)
  .map((post) => post.id);

/** Stands for a prerendered page: the same placeholders and inline style the real build writes. */
const fakePage = (language: string, route: string | undefined) =>
  `<!doctype html><html lang="${language}"><head><meta name="alex-config" content="${CONFIG_PLACEHOLDER}">` +
  `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${route ?? '/404'}"><style>.page-${language}{color:red}</style>` +
  `</head><body><div id="root"><h1>${route ?? 'not found'} in ${language}</h1></div></body></html>`;

export async function makeStaticDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'alex-static-'));
  await mkdir(path.join(dir, 'widgets'), { recursive: true });
  await mkdir(path.join(dir, 'site/assets'), { recursive: true });
  await writeFile(path.join(dir, 'widgets/embed.js'), '/* loader */');
  await writeFile(path.join(dir, 'widgets', HASHED_WIDGET), 'export {};');
  await writeFile(path.join(dir, 'site/index.html'), '<!doctype html><title>Alex</title><div id="root"></div>');
  await writeFile(path.join(dir, 'site/assets/index-AbCd1234.js'), 'console.log(1)');
  for (const language of LANGUAGES) {
    const paths = [
      ...SITE_ROUTES.filter((route) => !route.includes(':')),
      ...FAKE_POSTS.map(postPath),
      MISSING_POST_PATH,
      undefined,
    ];
    for (const route of paths) {
      const file = path.join(dir, 'site', prerenderedFile(language, route));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, fakePage(language, route));
    }
  }
  await writeFile(path.join(dir, 'site/sitemap.xml'), `<urlset><url><loc>${ORIGIN_PLACEHOLDER}/</loc></url></urlset>`);
  await writeFile(path.join(dir, 'site/robots.txt'), `User-agent: *\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`);
  return dir;
}

/** What a public deployment (a production gateway with a public PUBLIC_URL) must name to start. */
const PUBLISHER = { COMPANY_LEGAL_NAME: 'Alex Test Publisher SAS', COMPANY_CONTACT_EMAIL: 'contact@alex.example' };

export async function makeGateway(env: Record<string, string> = {}, deps?: Partial<Dependencies>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: await makeStaticDir(),
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    ...(env.PUBLIC_URL ? PUBLISHER : {}),
    ...env,
  });
  // A recruiter the test gives is the one the outbox's report e-mails follow too.
  const all = { ...defaultDependencies(config, undefined, undefined, deps?.recruiter), ...deps };
  const app = createApp(config, all);
  const outbox = path.join(dataDir, 'outbox');
  /** Delivers what the outbox holds now (deliveries follow the answers). */
  const drain = () => all.outbox.drain();
  return {
    app,
    config,
    deps: all,
    outbox,
    drain,
    readOutbox: async () => {
      await drain();
      return readOutbox(outbox);
    },
  };
}

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Decodes a raw message the way a mail client would. */
export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw);
  const address = (value: typeof mail.to) =>
    Array.isArray(value) ? value.map((v) => v.text).join(', ') : (value?.text ?? '');
  return {
    from: mail.from?.text ?? '',
    to: address(mail.to),
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
  };
}

/** The e-mails written to an outbox folder, decoded from each .eml, with the .html copy next to it. */
export async function readOutbox(dir: string): Promise<(ParsedMail & { htmlFile: string })[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => ({
        ...(await parseMail(await readFile(path.join(dir, file)))),
        htmlFile: await readFile(path.join(dir, file.replace(/\.eml$/, '.html')), 'utf8'),
      })),
  );
}

/**
 * A gateway built as the server's main() builds it: connectDependencies (the journal, or Redis with REDIS_URL);
 * `sandbox` sets the embedded backend's options (its clock).
 */
export async function makeConnectedGateway(env: Record<string, string> = {}, sandbox: SandboxOptions = {}) {
  const config = loadConfig({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
    STATIC_DIR: await makeStaticDir(),
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    ...env,
  });
  const deps = await connectDependencies(config, undefined, sandbox);
  return { app: createApp(config, deps), config, deps, drain: () => deps.outbox.drain() };
}

interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  messageId: string;
  /** The X-Alex-Outbox-Id header. */
  outboxId: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** RCPT TO commands seen per address, accepted or not. */
  attempts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback that keeps what it receives. `refuse` scripts the answer to
 * RCPT TO: a reply code (451 try later, 550 refused) or undefined to accept, given the address and how many
 * times it was tried (1 for the first).
 */
export async function startSmtpServer(
  options: { port?: number; refuse?: (address: string, attempt: number) => number | undefined } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      const code = options.refuse?.(address.address, attempt);
      if (code === undefined) return callback();
      const error = Object.assign(new Error(code >= 500 ? 'Mailbox refused' : 'Try again later'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = await simpleParser(raw);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: mail.messageId ?? '',
          outboxId: String(mail.headers.get('x-alex-outbox-id') ?? ''),
          raw,
        });
        callback();
      });
    },
  });
  smtp.on('error', () => {
    // A client that drops its connection: nothing for the test to do.
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** How many times each value occurs. */
export function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Runs the gateway as `npm start` does (without the build) until it exits or is ready; its output and exit code. */
export async function startGateway(env: Record<string, string>, { until }: { until?: RegExp } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/outbox-gateway.ts'], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', SANDBOX_PARTNER_PORT: '0', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', (exitCode) => resolve(exitCode));
    if (until) {
      child.stdout.on('data', () => {
        if (until.test(stdout)) resolve(null);
      });
    }
  });
  return { code, stdout, stderr, child };
}
