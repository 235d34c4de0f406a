import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../locales';
import { aboutMinutes, INTERVIEW_SECONDS, interviewSeconds } from './interview-length';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../widgets/assets/interview');

// MPEG audio layer III: bitrates (kbit/s) and sample rates by version; each frame holds 1152 (MPEG-1) or 576 samples.
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The duration of an MP3 file, summed over its frames (the LAME/Xing header frame included, about 26 ms). */
function mp3Seconds(file: string): number {
  const bytes = readFileSync(file);
  let at = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3') {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  let seconds = 0;
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1] ?? 0;
    const b2 = bytes[at + 2] ?? 0;
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) break;
    const version = (b1 >> 3) & 3;
    const bitrate = (version === 3 ? BITRATES.v1 : BITRATES.v2)[b2 >> 4] ?? 0;
    const rate = RATES[version]?.[(b2 >> 2) & 3] ?? 0;
    if (!bitrate || !rate) break;
    const samples = version === 3 ? 1152 : 576;
    at += Math.floor(((samples / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
    seconds += samples / rate;
  }
  return seconds;
}

describe('the interview example on /demo', () => {
  it.each(['en', 'fr'] as const)('%s: the stated length is the recording’s, to the second', (language) => {
    const measured = mp3Seconds(path.join(DIR, `interview-${language}.mp3`));
    expect(measured).toBeGreaterThan(30);
    expect(Math.abs(measured - INTERVIEW_SECONDS[language])).toBeLessThanOrEqual(1);
  });

  it('Spanish plays the English recording', () => {
    expect(interviewSeconds('es')).toBe(INTERVIEW_SECONDS.en);
    expect(interviewSeconds('fr')).toBe(INTERVIEW_SECONDS.fr);
  });

  it.each([
    [10, 1],
    [69, 1],
    [89, 1],
    [91, 2],
    [300, 5],
  ])('%d s reads about %d minute(s)', (seconds, minutes) => {
    expect(aboutMinutes(seconds)).toBe(minutes);
  });

  it.each(['en', 'fr', 'es'] as const)(
    '%s: the copy says it is an example with synthetic voices, never a real five-minute interview',
    (language) => {
      const listen = (resources[language]['demo-landing'] as { listen: Record<string, string> }).listen;
      const text = Object.values(listen).join(' ');
      expect(text).toMatch(/synthetic|synthèse|sintéticas/);
      expect(text).not.toMatch(/\b5\b|real\b|vrai|réel/);
      expect(listen.text_one).not.toContain('{{count}}');
      expect(listen.text_other).toContain('{{count}}');
    },
  );
});
