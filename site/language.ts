/** The site's language: `?lang=`, then the visitor's stored choice, then the browser's languages, then English. */
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from '../shared/languages';

export const LANGUAGE_OVERRIDE_KEY = 'alex.language';

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_OVERRIDE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function initialLanguage(search: string): Language {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) return requested;
  return (
    storedLanguage() ?? (typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : pickLanguage([...navigator.languages]))
  );
}

interface LanguageState {
  language: Language;
  /** The visitor's explicit choice: remembered for later visits. */
  choose: (language: Language) => void;
}

export const useLanguage = create<LanguageState>()((set) => ({
  language: typeof location === 'undefined' ? DEFAULT_LANGUAGE : initialLanguage(location.search),
  choose(language) {
    try {
      localStorage.setItem(LANGUAGE_OVERRIDE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ language });
  },
}));
