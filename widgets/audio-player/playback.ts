/** Rules of the audio player that need no browser: which recording, where a key seeks to, how time reads. */
import type { Language } from '../../shared/languages';

/** Spec section 9 "Audio seek step": the arrow keys move by this many seconds. */
export const SEEK_STEP_SECONDS = 5;

/** The language of the interview example that ships with the widgets: French, else English (Spanish too). */
const interviewLanguage = (language: Language): 'en' | 'fr' => (language === 'fr' ? 'fr' : 'en');

/** The interview example's files: `interview-fr.mp3`, `interview-en.vtt`… */
export const interviewFile = (language: Language, kind: 'mp3' | 'vtt'): string =>
  `interview-${interviewLanguage(language)}.${kind}`;

export interface Recording {
  /** The audio file. */
  audio: string;
  /** Its WebVTT captions, if any. */
  captions?: string;
  /** The language the captions are in. */
  captionsLanguage: Language;
}

/**
 * What a player loads: the `src` attribute (relative to the host page) with the `captions` attribute if any,
 * else the interview example in the widget's language with its captions, from the gateway's /widgets/interview/.
 */
export function recording(
  attributes: { src?: string | undefined; captions?: string | undefined },
  language: Language,
  origin: string,
  pageUrl: string,
): Recording {
  const src = attributes.src?.trim();
  const captions = attributes.captions?.trim();
  const own = captions ? { captions: new URL(captions, pageUrl).href, captionsLanguage: language } : undefined;
  if (src) return { audio: new URL(src, pageUrl).href, ...(own ?? { captionsLanguage: language }) };
  const base = `${origin}/widgets/interview/`;
  return {
    audio: base + interviewFile(language, 'mp3'),
    ...(own ?? { captions: base + interviewFile(language, 'vtt'), captionsLanguage: interviewLanguage(language) }),
  };
}

/** A caption as the player shows it: who speaks (a WebVTT `<v Name>` span) and the words, markup removed. */
export function readCue(text: string): { speaker?: string; words: string } {
  const voice = /^\s*<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(text);
  const words = text
    .slice(voice ? voice[0].length : 0)
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
  const speaker = voice?.[1]?.trim();
  return speaker ? { speaker, words } : { words };
}

/** A position kept between the start and the end; before the duration is known, only the start. */
export function clampSeek(seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  if (Number.isNaN(seconds)) return 0;
  return Math.min(Math.max(seconds, 0), end);
}

/** The keys of the audio bar (spec section 5) and the position each leads to; null for any other key. */
export function seekTargetForKey(key: string, position: number, duration: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSeek(position + SEEK_STEP_SECONDS, duration);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSeek(position - SEEK_STEP_SECONDS, duration);
    case 'Home':
      return 0;
    case 'End':
      return clampSeek(duration, duration);
    default:
      return null;
  }
}

/** A time as a player shows it: `m:ss`, or `h:mm:ss` from an hour; unknown or negative times read 0:00. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
