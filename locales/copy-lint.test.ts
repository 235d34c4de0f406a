/**
 * Copy lint (issue 21) over every string of locales/<language>/<namespace>.json: French typography, the Spanish
 * usted register, nothing left in English, numbers grouped as each language does, consent that names the
 * controller. The example interview's captions (widgets/assets/interview/*.vtt) follow the same French typography
 * and speak to the candidate as vous / usted. A failure lists `language/file.json:key` with the part of the text to fix.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../shared/languages';
import {
  captionEntries,
  controllerNamed,
  type Entry,
  entries,
  frenchSpacing,
  frenchVoiceRegister,
  isBareValue,
  numbers,
  spanishRegister,
  spanishVoiceRegister,
  untranslated,
} from './copy-lint';

const INTERVIEW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../widgets/assets/interview');
/** The example interview's captions in a language, one entry per cue. */
const captions = (language: Language): Entry[] => {
  const file = `interview-${language}.vtt`;
  return captionEntries(file, readFileSync(path.join(INTERVIEW, file), 'utf8'));
};

// --- The table.

describe('copy lint', () => {
  it.each([
    ['French typography', 'fr', () => frenchSpacing(entries('fr'))],
    ['Spanish register (usted)', 'es', () => spanishRegister(entries('es'))],
    ['nothing left in English', 'fr', () => untranslated('fr')],
    ['nothing left in English', 'es', () => untranslated('es')],
    ...LANGUAGES.map(
      (language) =>
        ['numbers grouped as the language does', language, () => numbers(language, entries(language))] as const,
    ),
    ...LANGUAGES.map(
      (language) =>
        ['consent names the controller, never the agent', language, () => controllerNamed(entries(language))] as const,
    ),
    ['French typography in the interview captions', 'fr', () => frenchSpacing(captions('fr'))],
    ['vous in the interview captions', 'fr', () => frenchVoiceRegister(captions('fr'))],
  ] as const)('%s (%s)', (_rule, _language, findings) => {
    expect(findings()).toEqual([]);
  });
});

// The rules themselves, on made-up strings, so a change to them cannot quietly stop them finding anything.
describe('the copy lint rules', () => {
  const one = (text: string): Entry[] => [{ where: 'x', key: 'x', text }];

  it.each([
    ['Pays détecté : France', 1],
    ['Pays détecté\u00a0: France', 0],
    ['Oups ! « Je ne suis pas un robot »', 3],
    ['Oups\u202f! «\u00a0Je ne suis pas un robot\u00a0»', 0],
    ['10 000 €', 1],
    ['75 %', 1],
    ['Voir https://example.com:8080/a?b', 0],
    ['{{value}}\u00a0%', 0],
    ['Prêt\u00a0?Oui', 0],
    ['Prêt?', 1],
  ])('French typography in %j: %d finding(s)', (text, count) => {
    expect(frenchSpacing(one(text))).toHaveLength(count);
  });

  it.each([
    ['Has alcanzado el límite', 1],
    ['Programa tu llamada', 1],
    ['Inténtalo de nuevo y avísanos', 2],
    ['Recibirás el informe', 1],
    ['Ha alcanzado el límite de su demo', 0],
    ['Alex escucha y elige la mejor pregunta; una prueba gratuita', 0],
    ['Detrás de cada llamada hay más candidatos; contratante, tesis', 0],
  ])('Spanish register in %j: %d finding(s)', (text, count) => {
    expect(spanishRegister(one(text))).toHaveLength(count);
  });

  it.each([
    ['fr', 'Plus de 85 000 entretiens et 10000 euros', 2],
    ['fr', 'Plus de 85\u202f000 entretiens, 10\u00a0000\u00a0€, 4,3/5, 2,5 points, en 2024', 0],
    ['fr', 'ISO 27001 et le Règlement (UE) 2024/1689', 0],
    ['es', 'Más de 85 000 entrevistas', 1],
    ['es', '85.000 entrevistas, 8000 perfiles, 10\u00a0000 €, 2,5 puntos', 0],
    ['es', '3200000 perfiles', 1],
    ['en', '85,000 interviews, 4.3 out of 5, €0.23, 1M+', 0],
    ['en', '85000 interviews and 85 000 calls', 2],
  ] as const)('numbers in %s %j: %d finding(s)', (language, text, count) => {
    expect(numbers(language, one(text))).toHaveLength(count);
  });

  it.each([
    ["Salut, c'est Hugo ! Merci pour ta candidature.", 2],
    ["Coucou, c'est Léa ! Ravie de t'avoir au téléphone. Raconte-moi ton parcours.", 3],
    ['Et toi, tu es libre lundi ?', 2],
    ["Bonjour, c'est Léa\u202f! Merci pour votre candidature. Qu'est-ce qui vous plaît\u202f?", 0],
    ['Avez-vous une tenue de travail\u202f? Cet appel est enregistré.', 0],
  ])('French voice register in %j: %d finding(s)', (text, count) => {
    expect(frenchVoiceRegister(one(text))).toHaveLength(count);
  });

  it.each([
    ['¡Hola, soy Diego! Gracias por postularte.', 2],
    ['Qué bien tenerte al teléfono. Cuéntame un poco sobre ti.', 3],
    ['Hola, habla Lucía. ¿Tienes dos minutos?', 2],
    ['Te llamo por tu candidatura', 2],
    ['¡Hola, soy Lucía! Gracias por inscribirse en la oferta. Cuénteme su trayectoria.', 0],
    ['Esta llamada se graba para el seguimiento de su candidatura. ¿Tiene dos minutos?', 0],
  ])('Spanish voice register in %j: %d finding(s)', (text, count) => {
    expect(spanishVoiceRegister(one(text))).toHaveLength(count);
  });

  it.each<[string, string, string, number]>([
    ['en', 'demo:contact.consent', 'I agree that Alex may call this number.', 2],
    ['en', 'demo:contact.marketing', 'I agree to Alex to call me about offers.', 2],
    ['fr', 'demo:contact.consent', "J'accepte que Alex m'appelle à ce numéro.", 2],
    ['fr', 'demo:contact.marketing', "J'accepte qu'Alex me contacte au sujet d'Alex.", 2],
    ['es', 'demo:contact.marketing', 'Acepto que la empresa Alex me contacte sobre Alex.', 2],
    ['en', 'demo:contact.consent', 'I agree that {{controller}} may call this number with its AI voice agent.', 0],
    ['fr', 'demo:contact.marketing', "J'accepte que la société {{controller}} me contacte au sujet d'Alex.", 0],
    ['es', 'demo:contact.consent', 'Acepto que la empresa {{controller}} me llame con su agente de voz con IA.', 0],
    ['en', 'home:hero.title', 'Alex calls every candidate in 30 seconds', 0],
  ])('consent in %s %s %j: %d finding(s)', (_language, key, text, count) => {
    expect(controllerNamed([{ where: key, key, text }])).toHaveLength(count);
  });

  it('reads WebVTT cues without their voice tags, for the caption rules', () => {
    const vtt = [
      'WEBVTT',
      '00:00:00.400 --> 00:00:02.000\n<v Alex>Avez-vous deux minutes ?',
      '00:00:02.500 --> 00:00:03.000\n<v Samuel>Oui.',
    ].join('\n\n');
    const cues = captionEntries('interview-fr.vtt', vtt);
    expect(cues.map(({ text }) => text)).toEqual(['Avez-vous deux minutes ?', 'Oui.']);
    expect(frenchSpacing(cues)).toEqual([
      'interview-fr.vtt@00:00:00.400 ordinary space before : ; ! ? % or €: "deux minutes ?"',
    ]);
  });

  it('finds French or Spanish left in English, but not names and codes', () => {
    expect(isBareValue('{{count}}')).toBe(true);
    expect(isBareValue('30 s')).toBe(true);
    expect(isBareValue('24/7')).toBe(true);
    expect(isBareValue('Play sample')).toBe(false);
  });
});
