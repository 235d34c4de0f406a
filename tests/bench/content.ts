/**
 * Step 1's CPU work, per input: extracting a job post from a page (JSON-LD, microdata, main content) and
 * verifying a text (harm, sufficiency, language), median and slowest of repeated runs on this machine.
 */
import { extractJobPosting } from '../../server/content/extract';
import { verifyContent } from '../../server/content/verify';
import * as pages from '../fixtures/jobs';

export interface ContentTiming {
  kind: 'extract' | 'verify';
  input: string;
  chars: number;
  medianMs: number;
  maxMs: number;
}

const RUNS = 30;

async function time(run: () => unknown): Promise<{ medianMs: number; maxMs: number }> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(RUNS / 2)] ?? 0, maxMs: samples.at(-1) ?? 0 };
}

const JOB_FR =
  'Poste : Préparateur de commandes (H/F). Logisud recrute un préparateur de commandes pour son entrepôt de ' +
  "Vénissieux. Vos missions : préparer les commandes à l'aide d'un terminal de lecture, contrôler la qualité des " +
  'colis, charger les camions et participer aux inventaires. Profil recherché : une première expérience en ' +
  'logistique, le CACES 1 est un plus. Nous offrons un CDI à temps plein, 35 heures par semaine, 2 100 euros brut.';

/** The plain article with filler paragraphs after it: a large page's cost. */
const padded = (paragraphs: number) =>
  pages.plainArticleFrenchPage.replace('</body>', `${'<p>Lorem ipsum dolor sit amet. </p>'.repeat(paragraphs)}</body>`);

export async function measureContent(): Promise<ContentTiming[]> {
  const results: ContentTiming[] = [];
  const htmlPages: [string, string][] = [
    ['JSON-LD page (en)', pages.jsonLdEnglishPage],
    ['JSON-LD @graph page (fr)', pages.jsonLdGraphFrenchPage],
    ['microdata page (es)', pages.microdataSpanishPage],
    ['plain article (fr)', pages.plainArticleFrenchPage],
    ['news article (no job)', pages.newsArticlePage],
    ['article + 4 000 paragraphs', padded(4_000)],
    ['article + 40 000 paragraphs', padded(40_000)],
  ];
  for (const [input, html] of htmlPages) {
    results.push({
      kind: 'extract',
      input,
      chars: html.length,
      ...(await time(() => extractJobPosting(html, 'https://jobs.example/'))),
    });
  }
  const texts: [string, string][] = [
    ['job text (fr, 80 words)', JOB_FR],
    ['job text (fr) x25', `${JOB_FR} `.repeat(25)],
    ['scam text (en)', 'Earn $5000 a week from home, no experience! Send a $99 fee by Western Union to apply.'],
    ['50 000 characters', `${JOB_FR} `.repeat(200).slice(0, 50_000)],
  ];
  for (const [input, text] of texts) {
    results.push({ kind: 'verify', input, chars: text.length, ...(await time(() => verifyContent(text, 'en'))) });
  }
  return results;
}
