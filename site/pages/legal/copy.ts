/**
 * The legal pages' copy, all three languages in the pages' own chunk: only a visitor who opens the privacy policy
 * or the legal notice downloads it, and a language switch there needs no further request.
 */

import { useMemo } from 'react';
import en from '../../../locales/en/legal.json';
import es from '../../../locales/es/legal.json';
import fr from '../../../locales/fr/legal.json';
import { addTranslations, i18nFor } from '../../../shared/i18n';
import { useShownLanguage } from '../../i18n';

addTranslations('legal', { en, fr, es });

export function useLegalT() {
  const language = useShownLanguage();
  return useMemo(() => i18nFor(language, 'legal'), [language]);
}
