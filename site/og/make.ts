/**
 * Draws the Open Graph images (1200x630 JPEG, one per language) into site/public/og/ with Chromium.
 * Run after changing the card or its copy: `node --import tsx site/og/make.ts` (the images are committed).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { LANGUAGES } from '../../shared/languages';
import { OG_IMAGE } from '../seo/meta';

const root = path.dirname(fileURLToPath(import.meta.url));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function card(headline: string, claims: string, logo: string): string {
  return `<!doctype html><html><head><style>
  html,body{margin:0;width:${OG_IMAGE.width}px;height:${OG_IMAGE.height}px}
  body{font-family:"DejaVu Sans","Liberation Sans",Arial,sans-serif;color:#fff;display:flex;flex-direction:column;
    justify-content:space-between;padding:72px 80px;box-sizing:border-box;
    background:radial-gradient(circle at 85% 20%,#6366f1 0,transparent 45%),linear-gradient(135deg,#312e81,#4338ca 55%,#1e1b4b)}
  .brand{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800;letter-spacing:-1px}
  .brand svg{width:72px;height:72px}
  h1{margin:0;font-size:64px;line-height:1.1;font-weight:800;letter-spacing:-1.5px;max-width:980px}
  .claims{font-size:30px;color:#c7d2fe}
  .wave{position:absolute;right:80px;top:72px;display:flex;gap:10px;align-items:center;height:72px}
  .wave i{display:block;width:10px;border-radius:5px;background:#a5b4fc}
  </style></head><body>
  <div class="brand">${logo}<span>Alex</span></div>
  <div class="wave">${[24, 48, 72, 40, 60, 28, 52, 36].map((h) => `<i style="height:${h}px"></i>`).join('')}</div>
  <h1>${escapeHtml(headline)}</h1>
  <div class="claims">${escapeHtml(claims)}</div>
  </body></html>`;
}

const logo = await readFile(path.join(root, '../public/favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
for (const language of LANGUAGES) {
  const copy = JSON.parse(await readFile(path.join(root, `../../locales/${language}/seo.json`), 'utf8')) as {
    og: { headline: string; claims: string };
  };
  await page.setContent(card(copy.og.headline, copy.og.claims, logo));
  const file = path.join(root, `../public/og/alex-${language}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 88 });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
await browser.close();
