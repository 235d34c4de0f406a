/**
 * What visitors hear, read by the copy lint (locales/copy-lint.ts): the persona voice samples (voices/lines.ts)
 * and the example interview (interview/dialogue.ts) speak to the candidate as a recruiter does, vous in French and
 * usted in Spain's Spanish, with French typography; the interview opens as every call does, saying that Alex is an
 * AI and that the call is recorded; and the shipped captions are the dialogue's, so a script change is not
 * forgotten in the .vtt files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  captionEntries,
  type Entry,
  frenchSpacing,
  frenchVoiceRegister,
  spanishRegister,
  spanishVoiceRegister,
} from '../../locales/copy-lint';
import { PERSONAS } from '../../shared/demo';
import type { Language } from '../../shared/languages';
import { DIALOGUE, INTERVIEW_LANGUAGES, type InterviewLanguage, sentences } from './interview/dialogue';
import { sampleText } from './voices/lines';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Everything said in a language: each voice sample, each turn of the example interview. */
const spoken = (language: Language): Entry[] => [
  ...PERSONAS.map((persona) => ({
    where: `voices/lines.ts ${language}.${persona}`,
    key: `${language}-${persona}`,
    text: sampleText(language, persona),
  })),
  ...(language === 'es' ? [] : DIALOGUE[language]).map(([speaker, text], index) => ({
    where: `interview/dialogue.ts ${language}[${index}] ${speaker}`,
    key: `interview-${language}-${index}`,
    text,
  })),
];

describe('what visitors hear', () => {
  it.each([
    ['vous, never tu, coucou or salut', 'fr', () => frenchVoiceRegister(spoken('fr'))],
    ['French typography', 'fr', () => frenchSpacing(spoken('fr'))],
    ['usted, never tú', 'es', () => [...spanishRegister(spoken('es')), ...spanishVoiceRegister(spoken('es'))]],
  ] as const)('%s (%s)', (_rule, _language, findings) => {
    expect(findings()).toEqual([]);
  });

  it.each(INTERVIEW_LANGUAGES)('%s: the captions shipped are the dialogue’s sentences', (language) => {
    const file = `interview-${language}.vtt`;
    const cues = captionEntries(file, readFileSync(path.join(HERE, 'interview', file), 'utf8'));
    expect(cues.map(({ text }) => text)).toEqual(DIALOGUE[language].flatMap(([, text]) => sentences(text)));
  });
});

/** How each language says, in Alex's first turn, that the caller is an AI and that the call is recorded. */
const DISCLOSURE: Record<InterviewLanguage, { ai: RegExp; recorded: RegExp }> = {
  en: { ai: /\bAI\b/u, recorded: /\bcall is recorded\b/u },
  fr: { ai: /\bIA\b|\bintelligence artificielle\b/u, recorded: /\bappel est enregistré/u },
};

/** What Alex's opening turn fails to say: the AI, the recording, or Alex as the masculine assistant of the UI. */
function openingGaps(language: InterviewLanguage, opening: string): string[] {
  const gaps = [];
  if (!DISCLOSURE[language].ai.test(opening)) gaps.push('does not say Alex is an AI');
  if (!DISCLOSURE[language].recorded.test(opening)) gaps.push('does not say the call is recorded');
  // The interface speaks of Alex in the masculine: «Alex doit-il…».
  if (/\bl['’]assistante\b/u.test(opening)) gaps.push('makes Alex feminine');
  return gaps;
}

describe('the example interview opens as every call does', () => {
  it.each(INTERVIEW_LANGUAGES)('%s', (language) => {
    const [speaker, opening] = DIALOGUE[language][0] ?? ['candidate', ''];
    expect(speaker).toBe('alex');
    expect(openingGaps(language, opening)).toEqual([]);
  });

  it.each<[InterviewLanguage, string, number]>([
    ['fr', "Bonjour Samuel, ici Alex, l'assistante de recrutement de Northgate Logistique.", 3],
    ['en', 'Hello Sam, this is Alex, the recruitment assistant for Northgate Logistics.', 2],
    ['en', 'Hello Sam, this is Alex, the AI recruiting assistant. Do you have two minutes?', 1],
  ])('finds what %s %j leaves out: %d gap(s)', (language, opening, count) => {
    expect(openingGaps(language, opening)).toHaveLength(count);
  });
});
