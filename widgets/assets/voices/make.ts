/**
 * Makes the persona voice samples (`{language}-{persona}.mp3`) with Debian's espeak-ng and lame:
 * `node --import tsx widgets/assets/voices/make.ts` (apt-get install espeak-ng lame).
 * They are stand-ins: drop recordings of the real voices in with the same names and nothing else changes.
 * What each sample says is in lines.ts; the Spanish voices are espeak-ng's Spain Spanish (`es`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Persona } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';
import { sampleText } from './lines';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** espeak-ng voice, words per minute and pitch (0-99) for each persona's voice slot. */
const SPEAKERS: Record<Language, Record<Persona, [voice: string, speed: number, pitch: number]>> = {
  fr: {
    structured: ['fr+m3', 150, 40],
    balanced: ['fr+f2', 155, 60],
    open: ['fr+m1', 170, 50],
    open_female: ['fr+f4', 170, 65],
  },
  en: {
    structured: ['en-us+m3', 150, 40],
    balanced: ['en-gb+f2', 155, 60],
    open: ['en-us+m1', 170, 50],
    open_female: ['en-us+f4', 170, 65],
  },
  es: {
    structured: ['es+m3', 150, 40],
    balanced: ['es+f2', 155, 60],
    open: ['es+m1', 170, 50],
    open_female: ['es+f4', 170, 65],
  },
};

const work = mkdtempSync(path.join(tmpdir(), 'alex-voices-'));
try {
  for (const language of Object.keys(SPEAKERS) as Language[]) {
    for (const persona of Object.keys(SPEAKERS[language]) as Persona[]) {
      const [voice, speed, pitch] = SPEAKERS[language][persona];
      const text = sampleText(language, persona);
      const wav = path.join(work, `${language}-${persona}.wav`);
      const mp3 = path.join(HERE, `${language}-${persona}.mp3`);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-p', String(pitch), '-w', wav, text]);
      execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '22.05', '-b', '32', wav, mp3]);
      console.log(`${path.relative(process.cwd(), mp3)}: ${text}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
