import { describe, expect, it, vi } from 'vitest';
import { DEMO_MESSAGES } from '../../../shared/demo';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../../../tests/fixtures/job-texts';
import { FR_TECHNICIEN, RECETA } from '../../../tests/fixtures/pasted-texts';
import type { Translator } from '../llm';
import { verifyContent } from './index';

describe('verifyContent', () => {
  const fakeTranslator = (impl: Translator['translate']) => {
    const translate = vi.fn(impl);
    return { translator: { translate }, translate };
  };

  it('translates an accepted text in another language', async () => {
    const { translator, translate } = fakeTranslator(
      async (text, from, to) => `[${from}->${to}] ${text.toUpperCase()}`,
    );
    const result = await verifyContent(`  ${EN_WAREHOUSE}  `, 'fr', { translator });
    expect(translate).toHaveBeenCalledWith(EN_WAREHOUSE, 'en', 'fr');
    expect(result).toEqual({
      success: true,
      isHarmful: false,
      harmfulReason: null,
      isSufficient: true,
      sufficiencyReason: null,
      sufficiencyCode: null,
      needsTranslation: true,
      translatedContent: `[en->fr] ${EN_WAREHOUSE.toUpperCase()}`,
      detectedLanguage: 'en',
      translated: true,
    });
  });

  it('keeps the original when the translation fails, is empty or times out', async () => {
    const onTranslationError = vi.fn();
    const failing = [
      fakeTranslator(async () => {
        throw new Error('HTTP 500');
      }).translator,
      fakeTranslator(async () => '   ').translator,
      fakeTranslator(() => new Promise<string>(() => {})).translator,
    ];
    for (const translator of failing) {
      const result = await verifyContent(ES_CAMARERO, 'en', { translator, timeoutMs: 50, onTranslationError });
      expect(result).toMatchObject({
        isHarmful: false,
        isSufficient: true,
        needsTranslation: true,
        detectedLanguage: 'es',
        translatedContent: null,
        translated: false,
      });
    }
    expect(onTranslationError).toHaveBeenCalledTimes(3);
  });

  it('does not translate a text already in the interface language', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const result = await verifyContent(FR_SERVEUR, 'fr', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      isSufficient: true,
      needsTranslation: false,
      detectedLanguage: 'fr',
      translatedContent: null,
      translated: false,
    });
  });

  it('without a translator, says a translation is needed but makes none', async () => {
    const result = await verifyContent(FR_TECHNICIEN, 'es');
    expect(result).toMatchObject({
      isSufficient: true,
      needsTranslation: true,
      detectedLanguage: 'fr',
      translatedContent: null,
      translated: false,
    });
  });

  it('refuses harmful content first and never translates it', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const scam = `${EN_WAREHOUSE}\nBefore you start you must pay a $150 training fee by wire transfer.`;
    const result = await verifyContent(scam, 'fr', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      isHarmful: true,
      harmfulReason: 'Content contains inappropriate material (scam: payment requested from the candidate).',
      isSufficient: false,
      sufficiencyReason: null,
      sufficiencyCode: null,
      translatedContent: null,
      translated: false,
    });
  });

  // Pathological inputs of the largest accepted size finish (no catastrophic backtracking); `npm run bench`
  // measures how long a verification takes.
  it('verifies the longest accepted input, whatever it holds', async () => {
    const inputs = [
      'a',
      '1,',
      'a@',
      'k1',
      '$e',
      'you must pay ',
      'earn 1 ',
      'send us the money via ~ ',
      '日本語 ',
      EN_WAREHOUSE,
    ];
    await verifyContent('warm up', 'en');
    for (const unit of inputs) {
      const text = unit.repeat(Math.ceil(50_000 / unit.length)).slice(0, 50_000);
      const result = await verifyContent(text, 'fr');
      expect(result.success, unit).toBe(true);
    }
  });

  it('does not translate an insufficient text', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const short = await verifyContent('Nous recrutons un cariste H/F en CDI à Lyon, postulez vite !', 'en', {
      translator,
    });
    const notJob = await verifyContent(RECETA, 'en', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(short).toMatchObject({
      isHarmful: false,
      isSufficient: false,
      sufficiencyReason: DEMO_MESSAGES.contentShort,
      needsTranslation: true,
      detectedLanguage: 'fr',
      translated: false,
    });
    expect(notJob).toMatchObject({ isSufficient: false, sufficiencyReason: DEMO_MESSAGES.contentNotJob });
  });
});
