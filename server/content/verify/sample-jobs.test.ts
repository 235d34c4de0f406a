/** The wizard's "Use a sample job" texts pass the gateway's content check in their own language. */
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/demo.json';
import es from '../../../locales/es/demo.json';
import fr from '../../../locales/fr/demo.json';
import { countWords } from '../../../shared/job-words';
import { verifyContent } from '.';

const SAMPLES = { en, fr, es };

describe('the sample job ads', () => {
  it.each(['en', 'fr', 'es'] as const)('%s: about 120 words, a job post, sent as it is', async (language) => {
    const sample = SAMPLES[language].job.sample.text;
    expect(countWords(sample)).toBeGreaterThanOrEqual(110);
    expect(countWords(sample)).toBeLessThanOrEqual(130);
    expect(await verifyContent(sample, language)).toMatchObject({
      isHarmful: false,
      isSufficient: true,
      detectedLanguage: language,
      needsTranslation: false,
    });
  });
});
