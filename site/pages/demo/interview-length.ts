/**
 * How long the interview example on /demo lasts, in seconds, per recording (widgets/assets/interview/): the page
 * says it in words. A unit test measures the MP3 files and fails when a new recording makes these figures wrong.
 */
import type { Language } from '../../../shared/languages';

export const INTERVIEW_SECONDS: Readonly<Record<'en' | 'fr', number>> = { en: 73, fr: 72 };

/** The page's language plays the French recording in French and the English one otherwise (Spanish too). */
export const interviewSeconds = (language: Language): number => INTERVIEW_SECONDS[language === 'fr' ? 'fr' : 'en'];

/** Whole minutes, at least one: what "about N minutes" says. */
export const aboutMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));
