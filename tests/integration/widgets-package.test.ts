/**
 * The npm package (`npm run build:package`, built here into a folder of the test's own) as an app installs it: packed, installed from its tarball
 * into a fresh Vite + React 19 app next to packages from the registry (nothing of this repository's sources), the app
 * type-checked and built, then driven in Chromium against a gateway on another origin. Also renders the components
 * with react-dom/server in Node, where no `window` exists.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_WAREHOUSE } from '../fixtures/job-texts';
import { makeGateway } from './helpers';

/** What the app keeps on its window for the test to read. */
type AppWindow = { alexLog: unknown[]; alexWizard: string | null };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MINUTES = 60_000;

const run = (command: string, args: string[], cwd: string): string => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

/** The app a partner writes: both widgets with props and callbacks, a switch that unmounts and remounts them. */
const APP = `
import { useRef, useState } from 'react';
import { AlexDemoWizard, type AlexDemoWizardElement } from '@alex/widgets/demo-wizard';
import { AlexRoiCalculator } from '@alex/widgets/roi-calculator';
import type { AlexEventDetails } from '@alex/widgets/types';

declare global {
  interface Window { alexLog: unknown[]; alexWizard: string | null }
}

export const JOB = ${JSON.stringify(EN_WAREHOUSE)};

export function App({ gateway }: { gateway: string }) {
  const [shown, setShown] = useState(true);
  const wizard = useRef<AlexDemoWizardElement>(null);
  return (
    <>
      <button type="button" id="toggle" onClick={() => setShown((on) => !on)}>toggle</button>
      <button type="button" id="ref" onClick={() => { window.alexWizard = wizard.current?.localName ?? null; }}>ref</button>
      {shown && (
        <>
          <AlexDemoWizard
            ref={wizard}
            apiBase={gateway}
            lang="en"
            jobText={JOB}
            hideLanguageSelect
            onStepCompleted={(event) => {
              const step: 1 | 2 | 3 | 4 = event.detail.step;
              window.alexLog.push(['step-completed', step, event.detail.name]);
            }}
            onJobParsing={(event) => window.alexLog.push(['job-parsing', event.detail.status])}
          />
          <AlexRoiCalculator
            apiBase={gateway}
            industry="logistics"
            email="hr@partner.example"
            onIndustryChange={(event) => {
              const industry: AlexEventDetails['alex-roi-industry-change']['industry'] = event.detail.industry;
              window.alexLog.push(['industry-change', industry]);
            }}
          />
        </>
      )}
    </>
  );
}

// What the types refuse.
// @ts-expect-error: not an industry.
export const unknownIndustry = <AlexRoiCalculator industry="nowhere" />;
// @ts-expect-error: a step's detail has no such field.
export const unknownDetail = <AlexDemoWizard onStepCompleted={(event) => event.detail.nothing} />;
// @ts-expect-error: the live calls have no events, the calculator no steps.
export const unknownEvent = <AlexRoiCalculator onStepCompleted={() => undefined} />;
`;

const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  // The page as the app's own server rendered it ahead (ahead.mjs) is hydrated, any other rendered.
  'src/main.tsx': `
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
window.alexLog = [];
const gateway = new URLSearchParams(location.search).get('gateway') ?? '';
const root = document.getElementById('root') as HTMLElement;
if (root.firstChild) hydrateRoot(root, <App gateway={gateway} />);
else createRoot(root).render(<App gateway={gateway} />);
`,
  // The app's server: its page rendered with react-dom/server, each widget's first view put in by prerenderWidgets.
  'ahead.mjs': `
import { readFile, writeFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderWidgets } from '@alex/widgets/server';
import { App } from './dist-ssr/App.js';
const gateway = process.argv[2];
const html = await prerenderWidgets(renderToString(createElement(App, { gateway })), { language: 'en', origin: gateway });
const page = await readFile('dist/index.html', 'utf8');
await writeFile('dist/ahead.html', page.replace('<div id="root"></div>', () => '<div id="root">' + html + '</div>'));
`,
  'src/App.tsx': APP,
  'vite.config.ts': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'preserve',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
  // Node, no window: the package imports and renders its elements' tags.
  'ssr.mjs': `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AlexDemoWizard, AlexRoiCalculator, AlexLiveCalls, AlexAudioPlayer } from '@alex/widgets';
import { prerenderWidgets } from '@alex/widgets/server';
if (typeof window !== 'undefined') throw new Error('a window in Node');
const html = renderToString(createElement('main', null,
  createElement(AlexDemoWizard, { jobUrl: 'https://jobs.example/posts/42', hideLanguageSelect: true, onStepCompleted: () => {} }),
  createElement(AlexRoiCalculator, { industry: 'logistics', apiBase: 'https://gateway.example' }),
  createElement(AlexLiveCalls, { lang: 'fr' }),
  createElement(AlexAudioPlayer, { label: 'Hear it' }),
));
console.log(process.argv[2] === 'ahead' ? await prerenderWidgets(html, { language: 'en', origin: 'https://gateway.example' }) : html);
`,
};

let work: string;
let packageDir: string;
let tarball: { filename: string; size: number; unpackedSize: number; files: { path: string }[] };
let browser: Browser | undefined;
const servers: Server[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

describe('the widgets package', () => {
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'alex-package-'));
    // Into the test's own folder: other tests copy dist/ meanwhile.
    packageDir = path.join(work, 'package');
    run('node', ['--import', 'tsx', 'widgets/package/build.ts', packageDir], root);
    const packed = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', work], packageDir),
    ) as (typeof tarball)[];
    tarball = packed[0] as typeof tarball;
    console.log(
      `@alex/widgets tarball: ${(tarball.size / 1024).toFixed(1)} KB (${(tarball.unpackedSize / 1024).toFixed(1)} KB unpacked, ${tarball.files.length} files)`,
    );

    const app = path.join(work, 'app');
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(app, file)), { recursive: true });
      await writeFile(path.join(app, file), text);
    }
    await writeFile(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'partner-app', private: true, type: 'module' }),
    );
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        'react@19',
        'react-dom@19',
        '@types/react@19',
        '@types/react-dom@19',
        'vite@8',
        '@vitejs/plugin-react@6',
        'typescript@7',
        path.join(work, tarball.filename),
      ],
      app,
    );
  }, 6 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('holds built modules and declarations only', () => {
    const files = tarball.files.map((file) => file.path);
    expect(files).toContain('package.json');
    expect(files).toContain('demo-wizard.js');
    expect(files).toContain('demo-wizard.d.ts');
    for (const file of files) {
      expect(file, file).toMatch(/^(?:package\.json|README\.md|[\w-]+\.(?:js|d\.ts)|chunks\/[\w-]+\.js)$/);
      // No source but declarations, no test, nothing of the gateway (the server entry renders widgets, nothing more).
      expect(file, file).not.toMatch(/test|spec|^server\/|\.tsx?$(?<!\.d\.ts)/);
    }
  });

  it("imports React, React DOM and its own files only; a widget's entry loads no other widget", async () => {
    const dir = packageDir;
    const imports = (code: string) =>
      [...code.matchAll(/(?:^|\n)\s*(?:import|export)\s*(?:[^'"]*?from\s*)?"([^"]+)"/g)].map((match) => match[1] ?? '');
    const closure = async (file: string, seen = new Set<string>()): Promise<Set<string>> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const specifier of imports(await readFile(path.join(dir, file), 'utf8'))) {
        if (specifier.startsWith('.')) await closure(path.join(path.dirname(file), specifier), seen);
        else expect(specifier, file).toMatch(/^react(?:-dom)?(?:\/|$)/);
      }
      return seen;
    };
    const tags = ['alex-roi-calculator', 'alex-demo-wizard', 'alex-live-calls', 'alex-audio-player'];
    for (const tag of tags) {
      const files = await closure(`${tag.slice('alex-'.length)}.js`);
      const code = (await Promise.all([...files].map((file) => readFile(path.join(dir, file), 'utf8')))).join('\n');
      expect(tags.filter((other) => code.includes(`"${other}"`) || code.includes(`'${other}'`))).toEqual([tag]);
    }
    await closure('server.js');
  });

  it('lists React as a peer and nothing else', async () => {
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(manifest.sideEffects).toBe(false);
  });

  it(
    'type-checks in the app, refusing what the element would not take',
    () => {
      run('npx', ['tsc', '-p', 'tsconfig.json'], path.join(work, 'app'));
    },
    2 * MINUTES,
  );

  it('renders on a server without a window', () => {
    const html = run('node', ['ssr.mjs'], path.join(work, 'app'));
    expect(html).toContain('<alex-demo-wizard job-url="https://jobs.example/posts/42" hide-language-select="">');
    expect(html).toContain('<alex-roi-calculator industry="logistics" api-base="https://gateway.example">');
    expect(html).toContain('<alex-live-calls lang="fr">');
    expect(html).toContain('<alex-audio-player label="Hear it">');
    expect(html).not.toContain('<template');
  });

  it("renders each widget's first view ahead, in a declarative shadow root", () => {
    const html = run('node', ['ssr.mjs', 'ahead'], path.join(work, 'app'));
    for (const tag of ['alex-demo-wizard', 'alex-roi-calculator', 'alex-live-calls', 'alex-audio-player']) {
      expect(html).toMatch(new RegExp(`<${tag}[^>]*><template shadowrootmode="open"><style data-alex-prerender`));
    }
    // Each view as the browser first draws it, in the language its props name: the wizard's step 1, the live calls in French.
    expect(html).toContain('Describe the job');
    expect(html).toContain('Évaluation');
  });

  it(
    'builds, and in Chromium its widgets render, take their props, call back and let go on unmount',
    async () => {
      const app = path.join(work, 'app');
      run('npx', ['vite', 'build', '--logLevel', 'error'], app);
      run('npx', ['vite', 'build', '--logLevel', 'error', '--ssr', 'src/App.tsx', '--outDir', 'dist-ssr'], app);

      const dist = path.join(app, 'dist');
      const site = await listen(
        createServer(async (req, res) => {
          const file = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
          try {
            const body = await readFile(path.join(dist, path.normalize(file)));
            const type = file.endsWith('.js')
              ? 'text/javascript'
              : file.endsWith('.html')
                ? 'text/html; charset=utf-8'
                : 'text/plain';
            res.writeHead(200, { 'content-type': type }).end(body);
          } catch {
            res.writeHead(404).end();
          }
        }),
      );
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const gatewayOrigin = `http://127.0.0.1:${port}`;
      const { app: gateway } = await makeGateway({ PUBLIC_URL: gatewayOrigin, CORS_ORIGINS: site });
      const gatewayServer = gateway.listen(port, '127.0.0.1');
      servers.push(gatewayServer);
      await new Promise((resolve) => gatewayServer.once('listening', resolve));

      browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // How many alex-* listeners are attached at any moment, wherever they are.
      await page.addInitScript(() => {
        const target = EventTarget.prototype;
        const { addEventListener: add, removeEventListener: remove } = target;
        const live = new Set<unknown>();
        Object.assign(window, { alexListeners: () => live.size });
        target.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
          if (type.startsWith('alex-')) live.add(listener);
          return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
        };
        target.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
          if (type.startsWith('alex-')) live.delete(listener);
          return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
        };
      });
      const listeners = () =>
        page.evaluate(() => (window as unknown as { alexListeners: () => number }).alexListeners());
      await page.goto(`${site}/?gateway=${encodeURIComponent(gatewayOrigin)}`);
      const log = () => page.evaluate(() => (window as unknown as AppWindow).alexLog);

      // The props reached the elements: the calculator's industry and e-mail, the wizard's job text.
      const calculator = page.locator('alex-roi-calculator');
      // (A prefill follows the first render: the values arrive a moment after the fields.)
      const industry = calculator.locator('select');
      await expect.poll(() => industry.inputValue()).toBe('logistics');
      await expect.poll(() => calculator.locator('input[type="email"]').inputValue()).toBe('hr@partner.example');
      const wizard = page.locator('alex-demo-wizard');
      await expect.poll(() => wizard.locator('textarea').inputValue()).toBe(EN_WAREHOUSE);
      expect(await wizard.locator('select').count()).toBe(0);
      await page.click('#ref');
      expect(await page.evaluate(() => (window as unknown as AppWindow).alexWizard)).toBe('alex-demo-wizard');

      // A callback with its detail, and the gateway on its own origin: step 1 parses the job there.
      await industry.selectOption('healthcare');
      await expect.poll(log).toContainEqual(['industry-change', 'healthcare']);
      const next = wizard.getByRole('button', { name: 'Continue' });
      await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);
      await next.click();
      await expect.poll(log, { timeout: 30_000 }).toContainEqual(['step-completed', 1, 'job']);
      expect(await log()).toContainEqual(['job-parsing', 'success']);

      // Unmounted and mounted again: no listener left behind, one callback per event, none from the first mount.
      const mounted = await listeners();
      expect(mounted).toBeGreaterThan(0);
      await page.click('#toggle');
      expect(await page.locator('alex-roi-calculator').count()).toBe(0);
      expect(await listeners()).toBe(0);
      await page.click('#toggle');
      await expect.poll(listeners).toBe(mounted);
      await page.evaluate(() => {
        (window as unknown as AppWindow).alexLog = [];
      });
      await expect.poll(() => industry.inputValue()).toBe('logistics');
      await industry.selectOption('retail');
      await expect.poll(log).toEqual([['industry-change', 'retail']]);
      await page.waitForTimeout(200);
      expect(await log()).toEqual([['industry-change', 'retail']]);
      expect(errors).toEqual([]);

      // Rendered ahead on the app's server: the views are in the HTML, and the elements take them over as they are.
      run('node', ['ahead.mjs', gatewayOrigin], app);
      const ahead = await browser.newPage();
      const warnings: string[] = [];
      ahead.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      ahead.on('pageerror', (error) => errors.push(error.message));
      const response = await ahead.goto(`${site}/ahead.html?gateway=${encodeURIComponent(gatewayOrigin)}`);
      expect(await response?.text()).toMatch(/<alex-demo-wizard[^>]*><template shadowrootmode="open">/);
      const hydrated = ahead.locator('alex-roi-calculator');
      await expect.poll(() => hydrated.getAttribute('data-alex-ready')).toBe('');
      await expect.poll(() => ahead.locator('alex-demo-wizard textarea').inputValue()).toBe(EN_WAREHOUSE);
      await expect.poll(() => hydrated.locator('select').inputValue()).toBe('logistics');
      await hydrated.locator('select').selectOption('retail');
      await expect
        .poll(() => ahead.evaluate(() => (window as unknown as AppWindow).alexLog))
        .toEqual([['industry-change', 'retail']]);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
    },
    3 * MINUTES,
  );
});
