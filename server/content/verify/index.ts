/**
 * Checks a pasted job description before an interview is generated from it (spec sections 3, 5 and 8): is it
 * harmful, is it a job posting with enough substance, and which language is it in (translated into the
 * interface's language when it differs and a translator is configured). Everything here is deterministic and
 * local; only the translation asks a text model.
 */
import type { VerifyContentResult } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';
import type { Translator } from '../llm';
import { detectLanguage } from '../text/language';
import { classifyHarm } from './harm';
import { assessSufficiency } from './sufficiency';

export type { Translator } from '../llm';
export { countWords } from './sufficiency';

/** How long a translation may take before the original text is kept. */
const TRANSLATION_TIMEOUT_MS = 20_000;

export interface VerifyOptions {
  /** Translates accepted texts into the interface's language; without it nothing is translated. */
  translator?: Translator;
  /** How long a translation may take before the original is kept (default TRANSLATION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Told when a translation failed or timed out (the visitor gets the original text). */
  onTranslationError?: (error: unknown) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Translation took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The verification result of section 3. Harm comes first (a harmful text is neither assessed further nor
 * translated), then sufficiency, then language: `needsTranslation` tells whether the text's language is known
 * and differs from the interface's; only an accepted text is translated, and a failed or slow translation
 * keeps the original (translatedContent null, translated false) rather than failing the check.
 */
export async function verifyContent(
  content: string,
  targetLanguage: Language,
  options: VerifyOptions = {},
): Promise<VerifyContentResult> {
  const text = content.trim();
  const detectedLanguage = detectLanguage(text);
  const needsTranslation = detectedLanguage !== 'unknown' && detectedLanguage !== targetLanguage;
  const result: VerifyContentResult = {
    success: true,
    isHarmful: false,
    harmfulReason: null,
    isSufficient: false,
    sufficiencyReason: null,
    sufficiencyCode: null,
    needsTranslation,
    translatedContent: null,
    detectedLanguage,
    translated: false,
  };

  const harm = classifyHarm(text);
  if (harm.harmful) return { ...result, isHarmful: true, harmfulReason: harm.reason };

  const sufficiency = assessSufficiency(text);
  if (!sufficiency.sufficient) {
    return { ...result, sufficiencyReason: sufficiency.reason, sufficiencyCode: sufficiency.code };
  }

  const accepted = { ...result, isSufficient: true };
  const { translator } = options;
  if (!needsTranslation || !translator) return accepted;
  try {
    const translation = await withTimeout(
      translator.translate(text, detectedLanguage, targetLanguage),
      options.timeoutMs ?? TRANSLATION_TIMEOUT_MS,
    );
    const translated = typeof translation === 'string' ? translation.trim() : '';
    if (!translated) throw new Error('The translation was empty.');
    return { ...accepted, translatedContent: translated, translated: true };
  } catch (error) {
    options.onTranslationError?.(error);
    return accepted;
  }
}
