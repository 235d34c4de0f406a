/**
 * The production artefact, deployed as the README says: dist/ (as `npm run build` left it; `npm test` builds
 * before this), package.json and package-lock.json copied to a folder of their own, `npm ci --omit=dev
 * --omit=optional` there, then the compiled gateway started with Node alone. No build tool is installed, and
 * the gateway serves the site, the widgets, the sandbox, the blog and the API document, then drains on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputs, buildNeeded } from '../../server/build/build-stamp';
import { ROOT_DIR } from '../../server/config';
import { WIDGETS } from '../../widgets/catalogue';
import { freePort } from './redis-server';

const DIST = path.join(ROOT_DIR, 'dist');
/** Only a build of the sources as they are: an older one would test something else. */
const built = buildNeeded(ROOT_DIR, DIST, buildInputs(ROOT_DIR, process.env.BLOG_DIR)) === null;

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

let deployDir: string;
let gateway: ChildProcess;
let origin: string;
let port: number;
let stdout = '';
let stderr = '';
const exited = () =>
  new Promise<number | null>((resolve) => {
    if (gateway.exitCode !== null) resolve(gateway.exitCode);
    else gateway.once('exit', (code) => resolve(code));
  });

describe.skipIf(!built)('the production artefact (dist/ of a current `npm run build`), run with Node alone', () => {
  beforeAll(async () => {
    deployDir = await mkdtemp(path.join(tmpdir(), 'alex-artefact-'));
    const appDir = path.join(deployDir, 'app');
    await mkdir(appDir);
    await cp(DIST, path.join(appDir, 'dist'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json'])
      await cp(path.join(ROOT_DIR, file), path.join(appDir, file));
    // The npm cache makes this a copy: nothing new is downloaded once the project's dependencies were installed.
    await run('npm', ['ci', '--omit=dev', '--omit=optional', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: appDir,
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    });

    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Only what a service manager would set: none of the test runner's variables, no loader, another folder.
    gateway = spawn(process.execPath, [path.join(appDir, 'dist/server/main.js')], {
      cwd: deployDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        SANDBOX_PARTNER_PORT: '0',
        DATA_DIR: path.join(deployDir, 'data'),
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
    gateway.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (gateway.exitCode !== null) throw new Error(`The gateway exited ${gateway.exitCode}:\n${stdout}${stderr}`);
      const up = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`The gateway did not start in 20 s:\n${stdout}${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 240_000);

  afterAll(async () => {
    if (gateway && gateway.exitCode === null) {
      gateway.kill('SIGKILL');
      await exited();
    }
    if (deployDir) await rm(deployDir, { recursive: true, force: true });
  });

  it('installs no build tool: no tsx, TypeScript, Vite or esbuild', async () => {
    const installed = await readdir(path.join(deployDir, 'app/node_modules'));
    for (const tool of ['tsx', 'typescript', '@typescript', 'vite', 'esbuild', '@esbuild', 'vitest', 'pino-pretty']) {
      expect(installed, tool).not.toContain(tool);
    }
    expect(installed).toContain('express');
  });

  it('is ready, and serves the site in HTML', async () => {
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await home.text();
    // Filled in by the gateway (PUBLIC_URL defaults to localhost and its port); booleans keep a failure short.
    expect(/^<!doctype html>/i.test(html)).toBe(true);
    expect(html.includes(`<link rel="canonical" href="http://localhost:${port}/"`)).toBe(true);
  });

  it('serves the loader and every widget module it names, with their chunks', async () => {
    const embed = await fetch(`${origin}/widgets/embed.js`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-type')).toMatch(/javascript/);
    const loader = await embed.text();
    for (const { tag, name } of WIDGETS) {
      const file = new RegExp(`"${tag}":[\`"'](\\./${name}-[\\w-]+\\.js)`).exec(loader)?.[1];
      expect(file, tag).toBeDefined();
      const url = new URL(file ?? '', `${origin}/widgets/`);
      const module = await fetch(url);
      expect(module.status, url.pathname).toBe(200);
      expect(module.headers.get('content-type')).toMatch(/javascript/);
      const chunks = [...(await module.text()).matchAll(/["'`](\.\/chunks\/[\w.-]+\.js)["'`]/g)].map((m) => m[1]);
      for (const chunk of new Set(chunks)) {
        const answer = await fetch(new URL(chunk ?? '', url));
        expect(answer.status, chunk).toBe(200);
      }
    }
    expect((await fetch(`${origin}/widgets/custom-elements.json`)).status).toBe(200);
  });

  it('serves the API document, the blog and the sandbox from the files it carries', async () => {
    const openapi = await fetch(`${origin}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    const { version } = JSON.parse(await readFile(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
    expect(await openapi.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/), info: { version } });

    const blog = await fetch(`${origin}/api/blog?lang=en`);
    expect(blog.status).toBe(200);
    expect(JSON.stringify(await blog.json())).toContain('"id"');

    const sandbox = await fetch(`${origin}/sandbox/`);
    expect(sandbox.status).toBe(200);
    expect(await sandbox.text()).toContain('data-partner-off');
  });

  it('runs the doctor where the gateway runs', async () => {
    const report = await run(process.execPath, [path.join(deployDir, 'app/dist/server/doctor.js')], {
      cwd: deployDir,
      env: { PATH: process.env.PATH, DATA_DIR: path.join(deployDir, 'data') },
    });
    expect(report).toContain('✓ configuration: every variable is valid');
  });

  it('drains on SIGTERM and exits with 0', async () => {
    gateway.kill('SIGTERM');
    expect(await exited()).toBe(0);
    expect(stdout).toContain('"event":"gateway.started"');
    expect(stdout).toContain('"event":"gateway.stopped"');
    expect(stderr).toBe('');
  }, 20_000);
});
