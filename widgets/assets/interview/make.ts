/**
 * Makes the interview example the audio player plays (`interview-{en,fr}.mp3`) and its captions
 * (`interview-{en,fr}.vtt`) with Debian's espeak-ng and lame:
 * `node --import tsx widgets/assets/interview/make.ts` (apt-get install -y espeak-ng lame).
 * The dialogue is in dialogue.ts. Two voices, one WAV per sentence, joined with pauses (so each caption's timing
 * is exact), then one mono MP3. A real recording can replace a file under the same name, with captions timed to it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIALOGUE, INTERVIEW_LANGUAGES, type InterviewLanguage, NAMES, type Speaker, sentences } from './dialogue';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * espeak-ng voice, words per minute and pitch (0-99) of each speaker. French copy speaks of Alex in the masculine
 * («l'assistant»), so Alex has a male voice there, pitched above the candidate's.
 */
const VOICES: Record<InterviewLanguage, Record<Speaker, [voice: string, speed: number, pitch: number]>> = {
  en: { alex: ['en-gb+f2', 160, 55], candidate: ['en-us+m3', 165, 35] },
  fr: { alex: ['fr+m1', 160, 60], candidate: ['fr+m3', 165, 30] },
};

/** Words espeak-ng would misread, spelt the way it says them right (the captions keep the written form). */
const SPOKEN: Partial<Record<InterviewLanguage, [written: RegExp, said: string][]>> = {
  fr: [[/\bIA\b/g, 'I A']],
};
const said = (language: InterviewLanguage, text: string) =>
  (SPOKEN[language] ?? []).reduce((words, [written, say]) => words.replace(written, say), text);

/** Silence before the first turn, between sentences of a turn, between turns and after the last, in seconds. */
const PAUSE = { start: 0.4, sentence: 0.25, turn: 0.7, end: 0.6 };

/** Stops with the install command when a tool is missing, rather than with a spawn error. */
function requireTools(): void {
  const missing = [
    ['espeak-ng', '--version'],
    ['lame', '--version'],
  ].filter(([tool, flag]) => spawnSync(tool as string, [flag as string], { stdio: 'ignore' }).error);
  if (missing.length === 0) return;
  console.error(
    `Missing ${missing.map(([tool]) => tool).join(' and ')}: install with \`sudo apt-get install -y espeak-ng lame\`.`,
  );
  process.exit(1);
}

interface Pcm {
  sampleRate: number;
  data: Buffer;
}

/** The 16-bit mono samples of a WAV file espeak-ng wrote. */
function readWav(file: string): Pcm {
  const wav = readFileSync(file);
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`${file} is not a WAV file`);
  }
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const channels = wav.readUInt16LE(body + 2);
      const bits = wav.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16)
        throw new Error(`${file}: expected 16-bit mono, got ${bits}-bit × ${channels}`);
      sampleRate = wav.readUInt32LE(body + 4);
    }
    // espeak-ng may leave the data size unset (0 or 0xffffffff) when it cannot seek back: read to the end.
    if (id === 'data') return { sampleRate, data: wav.subarray(body, Math.min(body + size, wav.length)) };
    offset = body + size + (size % 2);
  }
  throw new Error(`${file} has no data chunk`);
}

function writeWav(file: string, { sampleRate, data }: Pcm): void {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

const silence = (sampleRate: number, seconds: number) => Buffer.alloc(Math.round(sampleRate * seconds) * 2);

/** `hh:mm:ss.ttt`, as WebVTT times read. */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function makeInterview(language: InterviewLanguage, work: string): void {
  const spoken = DIALOGUE[language].flatMap(([speaker, turn], turnIndex) =>
    sentences(turn).map((text, index) => {
      const [voice, speed, pitch] = VOICES[language][speaker];
      const wav = path.join(work, `${language}-${turnIndex}-${index}.wav`);
      const words = said(language, text);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-p', String(pitch), '-w', wav, words]);
      return { speaker, text, firstOfTurn: index === 0, pcm: readWav(wav) };
    }),
  );
  const sampleRate = spoken[0]?.pcm.sampleRate ?? 22050;
  if (spoken.some(({ pcm }) => pcm.sampleRate !== sampleRate)) throw new Error('espeak-ng voices differ in rate');

  const parts: Buffer[] = [];
  let samples = 0;
  const append = (data: Buffer) => {
    parts.push(data);
    samples += data.length / 2;
  };
  const cues: string[] = [];
  append(silence(sampleRate, PAUSE.start));
  spoken.forEach(({ speaker, text, firstOfTurn, pcm }, index) => {
    if (index > 0) append(silence(sampleRate, firstOfTurn ? PAUSE.turn : PAUSE.sentence));
    const start = samples / sampleRate;
    append(pcm.data);
    cues.push(`${vttTime(start)} --> ${vttTime(samples / sampleRate)}\n<v ${NAMES[language][speaker]}>${text}`);
  });
  append(silence(sampleRate, PAUSE.end));
  const wav = path.join(work, `interview-${language}.wav`);
  writeWav(wav, { sampleRate, data: Buffer.concat(parts) });

  const mp3 = path.join(HERE, `interview-${language}.mp3`);
  execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '22.05', '-b', '32', wav, mp3]);
  const vtt = path.join(HERE, `interview-${language}.vtt`);
  writeFileSync(vtt, `WEBVTT\n\n${cues.join('\n\n')}\n`);
  const seconds = samples / sampleRate;
  const kilobytes = statSync(mp3).size / 1024;
  console.log(
    `${path.relative(process.cwd(), mp3)}: ${seconds.toFixed(1)} s, ${kilobytes.toFixed(0)} KB, ${cues.length} captions`,
  );
}

requireTools();
const work = mkdtempSync(path.join(tmpdir(), 'alex-interview-'));
try {
  for (const language of INTERVIEW_LANGUAGES) makeInterview(language, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
