/**
 * What each persona's voice sample says (`{language}-{persona}.mp3`, played in the wizard's step 2), by language.
 * Every line is said the way a recruiter speaks to a candidate on a first call: French and Spanish in the polite
 * form (vous, usted), Spanish as spoken in Spain. make.ts reads them to voice the samples; the copy lint reads them
 * too (locales/copy-lint.test.ts).
 */
import { PERSONA_RULES, type Persona, VOICES } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';

const LINES: Record<Language, Record<Persona, (name: string) => string>> = {
  fr: {
    structured: (n) =>
      `Bonjour, je suis ${n}, chargé de recrutement. Je vais vous poser quelques questions précises sur votre expérience et vos disponibilités. Pour commencer, pouvez-vous me décrire une mission que vous avez menée\u202f?`,
    balanced: (n) =>
      `Bonjour, ici ${n}. Merci pour votre candidature. Nous allons parler de votre parcours et de ce que vous recherchez, puis je répondrai à vos questions.`,
    open: (n) =>
      `Bonjour, c'est ${n}\u202f! Merci d'avoir postulé. Prenons le temps de discuter de ce que vous aimez faire et de vos disponibilités.`,
    open_female: (n) =>
      `Bonjour, c'est ${n}\u202f! Ravie de vous parler. Merci pour votre candidature\u00a0: prenons le temps de revenir sur votre parcours.`,
  },
  en: {
    structured: (n) =>
      `Hello, this is ${n} from the recruitment team. I will ask you a few precise questions about your experience and availability. To start, could you describe a job you have done?`,
    balanced: (n) =>
      `Hello, ${n} speaking. Thank you for applying. We will talk about your background and what you are looking for, and then I will answer your questions.`,
    open: (n) =>
      `Hi, it's ${n}! Thanks for applying. Let's have a relaxed chat about what you enjoy doing and when you're free to work.`,
    open_female: (n) =>
      `Hey, it's ${n}! Great to have you on the phone. Tell me a bit about yourself, there's no rush.`,
  },
  es: {
    structured: (n) =>
      `Buenos días, soy ${n}, técnico de selección. Le haré algunas preguntas precisas sobre su experiencia y su disponibilidad. Para empezar, ¿podría describirme un puesto que haya desempeñado?`,
    balanced: (n) =>
      `Hola, soy ${n}. Gracias por su candidatura. Hablaremos de su trayectoria y de lo que busca, y después resolveré sus dudas.`,
    open: (n) =>
      `¡Hola, soy ${n}! Gracias por inscribirse en la oferta. Vamos a hablar con calma de lo que le gusta hacer y de cuándo puede trabajar.`,
    open_female: (n) =>
      `¡Hola, soy ${n}! Encantada de hablar con usted. Cuénteme un poco cómo ha sido su trayectoria, sin prisa.`,
  },
};

/** The sample of a persona in a language, with the name of the voice it is played for. */
export const sampleText = (language: Language, persona: Persona): string =>
  LINES[language][persona](VOICES[language][PERSONA_RULES[persona].voice].name);
