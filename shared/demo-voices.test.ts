import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERSONA_RULES, PERSONAS, VOICES } from './demo';
import { LANGUAGES } from './languages';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../widgets/assets/voices');

describe.each(LANGUAGES)('the %s personas', (language) => {
  const voices = PERSONAS.map((persona) => VOICES[language][PERSONA_RULES[persona].voice]);

  it('each speak with a voice of their own: no two share a name or a provider id', () => {
    expect(new Set(voices.map((voice) => voice.name)).size).toBe(PERSONAS.length);
    expect(new Set(voices.map((voice) => voice.providerId)).size).toBe(PERSONAS.length);
  });

  it('have a voice of the gender and formality of their slot', () => {
    for (const persona of PERSONAS) {
      const slot = PERSONA_RULES[persona].voice;
      const [formality, gender] = slot.split('_');
      expect(VOICES[language][slot]).toMatchObject({ gender, formality });
    }
  });

  it('each have a sample file of their own, none a copy of another', () => {
    const hashes = PERSONAS.map((persona) => {
      const file = path.join(SAMPLES, `${language}-${persona}.mp3`);
      expect(existsSync(file), file).toBe(true);
      return createHash('sha256').update(readFileSync(file)).digest('hex');
    });
    expect(new Set(hashes).size).toBe(PERSONAS.length);
  });
});
