import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages';
import { computeRoi, DEFAULT_ROI_INPUTS, formatAmount } from '../shared/roi';
import { prerenderWidgets, renderShadowRoot, renderWidget, WIDGET_TAGS } from './server';

const ORIGIN = 'https://alex.example';

/** What each widget's first view says, by language: its title as the reader sees it. */
const TITLES = {
  'alex-demo-wizard': { en: 'Describe the job', fr: 'Décrivez le poste', es: 'Describa el puesto' },
  'alex-roi-calculator': { en: 'Calculate your ROI', fr: 'Calculez votre ROI', es: 'Calcule su ROI' },
} as const;

describe('renderShadowRoot', () => {
  it.each(WIDGET_TAGS)('%s: a style with the host reset and its rules, then the view', async (tag) => {
    const html = await renderShadowRoot(tag, {}, { language: 'en', origin: ORIGIN });
    expect(html).toMatch(/^<style data-alex-prerender>:host\{display:block;/);
    expect(html.indexOf('</style>')).toBeGreaterThan(0);
    // Every class the view uses has its rule (spot check: the view's first class list).
    const firstClass = /class="([^" ]+)/.exec(html.slice(html.indexOf('</style>')))?.[1] as string;
    expect(html.slice(0, html.indexOf('</style>'))).toContain(`.${firstClass.replace(/[[\]:/.()]/g, '\\$&')}`);
    // No style attribute a strict CSP would refuse: they are data attributes with a rule each.
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain(`<div lang="en" class="contents">`);
  });

  it.each(LANGUAGES)('the wizard and the calculator in %s', async (language) => {
    for (const tag of ['alex-demo-wizard', 'alex-roi-calculator'] as const) {
      const html = await renderShadowRoot(tag, {}, { language, origin: ORIGIN });
      expect(html).toContain(`<div lang="${language}" class="contents">`);
      expect(html).toContain(TITLES[tag][language].replace(/'/g, '&#x27;'));
    }
  });

  it("shows the calculator's default figures, formatted for the language", async () => {
    const html = await renderShadowRoot('alex-roi-calculator', {}, { language: 'fr', origin: ORIGIN });
    const figures = computeRoi(DEFAULT_ROI_INPUTS);
    expect(html).toContain(formatAmount(figures.savings, 'fr'));
    expect(html).toContain(formatAmount(figures.yearlySavings, 'fr'));
  });

  it("a lang attribute wins over the page's language; auto follows the page", async () => {
    const own = await renderShadowRoot('alex-demo-wizard', { lang: 'es' }, { language: 'fr', origin: ORIGIN });
    expect(own).toContain(TITLES['alex-demo-wizard'].es);
    const auto = await renderShadowRoot('alex-demo-wizard', { lang: 'auto' }, { language: 'fr', origin: ORIGIN });
    expect(auto).toContain(TITLES['alex-demo-wizard'].fr);
  });

  it('the live-calls cards stand still, each once, with the seed of their times ago', async () => {
    const html = await renderShadowRoot('alex-live-calls', {}, { language: 'en', origin: ORIGIN });
    expect(html).toMatch(/data-seed="\d+"/);
    expect(html).not.toContain('data-copy');
    expect(html.match(/part="card"/g)).toHaveLength(18);
  });

  it('the audio player names no file to load before its code runs', async () => {
    const html = await renderShadowRoot('alex-audio-player', {}, { language: 'fr', origin: ORIGIN });
    expect(html).toContain('<audio');
    expect(html).not.toMatch(/<audio[^>]*\ssrc=/);
    expect(html).not.toMatch(/<track[^>]*\ssrc=/);
  });

  it('refuses a tag that is not a widget', async () => {
    await expect(renderShadowRoot('alex-unknown' as never, {}, { language: 'en', origin: ORIGIN })).rejects.toThrow(
      'No widget is called <alex-unknown>',
    );
  });
});

describe('renderWidget', () => {
  it('writes the element, its attributes (escaped) and lang, its declarative shadow root and its light DOM', async () => {
    const html = await renderWidget(
      'alex-demo-wizard',
      { 'home-url': '/?a="b"&c=<d>', 'prefill-from-url': '' },
      { language: 'fr', origin: ORIGIN, children: '<p>Chargement…</p>' },
    );
    expect(html).toMatch(
      /^<alex-demo-wizard lang="fr" home-url="\/\?a=&quot;b&quot;&amp;c=&lt;d>" prefill-from-url><template shadowrootmode="open"><style data-alex-prerender>/,
    );
    expect(html).toMatch(/<\/template><p>Chargement…<\/p><\/alex-demo-wizard>$/);
    // The home link carries the attribute's value, escaped once.
    expect(html).toContain('href="/?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });

  it('keeps a lang attribute the page gave', async () => {
    const html = await renderWidget('alex-roi-calculator', { lang: 'es' }, { language: 'en', origin: ORIGIN });
    expect(html).toMatch(/^<alex-roi-calculator lang="es">/);
    expect(html).toContain(TITLES['alex-roi-calculator'].es);
  });
});

describe('prerenderWidgets', () => {
  it("puts each widget's shadow root after its opening tag and leaves the rest of the page as it was", async () => {
    const page =
      '<main><h1>Page</h1><alex-roi-calculator lang="fr"></alex-roi-calculator><alex-other x="1"></alex-other>' +
      '<alex-demo-wizard lang="es" home-url="/"><div>Cargando…</div></alex-demo-wizard></main>';
    const html = await prerenderWidgets(page, { language: 'en', origin: ORIGIN });
    expect(html.startsWith('<main><h1>Page</h1><alex-roi-calculator lang="fr"><template shadowrootmode="open">')).toBe(
      true,
    );
    expect(html).toContain(TITLES['alex-roi-calculator'].fr);
    expect(html).toContain('<alex-other x="1"></alex-other>');
    expect(html).toMatch(
      /<alex-demo-wizard lang="es" home-url="\/"><template shadowrootmode="open">[\s\S]*<\/template><div>Cargando…<\/div><\/alex-demo-wizard><\/main>$/,
    );
    expect(html.match(/<template shadowrootmode/g)).toHaveLength(2);
  });

  it('leaves a page without widgets untouched', async () => {
    const page = '<p>alex-roi-calculator is named here, not used</p>';
    expect(await prerenderWidgets(page, { language: 'en', origin: ORIGIN })).toBe(page);
  });
});
