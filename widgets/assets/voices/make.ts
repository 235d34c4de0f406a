/**
 * Makes the persona voice samples (`{language}-{persona}.mp3`) with Debian's espeak-ng and lame:
 * `node --import tsx widgets/assets/voices/make.ts` (apt-get install espeak-ng lame).
 * They are stand-ins: drop recordings of the real voices in with the same names and nothing else changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Persona, VOICES } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';

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
    structured: ['es-419+m3', 150, 40],
    balanced: ['es+f2', 155, 60],
    open: ['es-419+m1', 170, 50],
    open_female: ['es+f4', 170, 65],
  },
};

const LINES: Record<Language, Record<Persona, (name: string) => string>> = {
  fr: {
    structured: (n) =>
      `Bonjour, je suis ${n}, chargé de recrutement. Je vais vous poser quelques questions précises sur votre expérience et vos disponibilités. Pouvez-vous me donner un exemple concret ?`,
    balanced: (n) =>
      `Bonjour, ici ${n}. Merci d'avoir postulé. Nous allons parler de votre parcours et de ce que vous recherchez, puis je répondrai à vos questions.`,
    open: (n) =>
      `Salut, c'est ${n} ! Merci pour ta candidature. On va discuter tranquillement de ce que tu aimes faire et de tes disponibilités.`,
    open_female: (n) =>
      `Coucou, c'est ${n} ! Ravie de t'avoir au téléphone. Raconte-moi un peu ton parcours, on prend le temps.`,
  },
  en: {
    structured: (n) =>
      `Hello, this is ${n}, recruiter. I will ask you a few precise questions about your experience and availability. Could you give me a concrete example?`,
    balanced: (n) =>
      `Hello, ${n} speaking. Thank you for applying. We will talk about your background and what you are looking for, and then I will answer your questions.`,
    open: (n) =>
      `Hi, it's ${n}! Thanks for applying. Let's have a relaxed chat about what you enjoy doing and when you're free to work.`,
    open_female: (n) =>
      `Hey, it's ${n}! Great to have you on the phone. Tell me a bit about yourself, there's no rush.`,
  },
  es: {
    structured: (n) =>
      `Buenos días, soy ${n}, reclutador. Le haré algunas preguntas precisas sobre su experiencia y su disponibilidad. ¿Podría darme un ejemplo concreto?`,
    balanced: (n) =>
      `Hola, habla ${n}. Gracias por su candidatura. Hablaremos de su trayectoria y de lo que busca, y luego responderé a sus preguntas.`,
    open: (n) =>
      `¡Hola, soy ${n}! Gracias por postularte. Vamos a charlar tranquilamente sobre lo que te gusta hacer y cuándo puedes trabajar.`,
    open_female: (n) => `¡Hola, soy ${n}! Qué bien tenerte al teléfono. Cuéntame un poco sobre ti, sin prisa.`,
  },
};

const SLOT: Record<Persona, keyof (typeof VOICES)['fr']> = {
  structured: 'formal_male',
  balanced: 'formal_female',
  open: 'casual_male',
  open_female: 'casual_female',
};

const work = mkdtempSync(path.join(tmpdir(), 'alex-voices-'));
try {
  for (const language of Object.keys(SPEAKERS) as Language[]) {
    for (const persona of Object.keys(SPEAKERS[language]) as Persona[]) {
      const [voice, speed, pitch] = SPEAKERS[language][persona];
      const text = LINES[language][persona](VOICES[language][SLOT[persona]].name);
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
